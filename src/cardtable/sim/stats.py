"""Running totals of a simulation, kept small whatever the number of games, and their summary."""

from __future__ import annotations

import math
from collections import Counter
from typing import Any

from cardtable.sim.play import Outcome

Z95 = 1.959963984540054


def wilson(successes: int, trials: int) -> tuple[float, float]:
    """The Wilson score 95% confidence interval of a proportion ((0, 1) when there are no trials)."""
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    denominator = 1 + Z95**2 / trials
    centre = (p + Z95**2 / (2 * trials)) / denominator
    spread = Z95 * math.sqrt(p * (1 - p) / trials + Z95**2 / (4 * trials**2)) / denominator
    return (max(0.0, centre - spread), min(1.0, centre + spread))


def histogram(lengths: Counter[int], bins: int = 10) -> list[dict[str, int]]:
    """Equal-width bins over the game lengths seen: ``[{"from": a, "to": b, "games": n}, ...]``."""
    if not lengths:
        return []
    low, high = min(lengths), max(lengths)
    width = max(1, math.ceil((high - low + 1) / bins))
    counts: Counter[int] = Counter()
    for length, games in lengths.items():
        counts[(length - low) // width] += games
    return [
        {"from": low + i * width, "to": low + (i + 1) * width - 1, "games": counts[i]}
        for i in range(max(counts) + 1)
    ]


class Tally:
    """Totals over finished games, counted per agent (not per seat); memory does not grow per game."""

    def __init__(self) -> None:
        self.games = 0
        self.completed = 0
        self.wins = [0, 0]
        self.draws = 0
        self.errors = 0
        self.by_reason: Counter[str] = Counter()
        self.by_reason_agent: dict[str, list[int]] = {}
        self.first_player_wins = 0
        self.lengths: Counter[int] = Counter()
        self.decisions = 0
        self.game_seconds = 0.0

    def add(self, outcome: Outcome) -> None:
        self.games += 1
        self.decisions += outcome.decisions
        self.game_seconds += outcome.seconds
        if outcome.error is not None:
            self.errors += 1
            return
        self.completed += 1
        self.lengths[outcome.decisions] += 1
        reason = outcome.reason or "?"
        self.by_reason[reason] += 1
        winner = outcome.winner_agent
        if winner is None:
            self.draws += 1
            return
        self.wins[winner] += 1
        self.by_reason_agent.setdefault(reason, [0, 0])[winner] += 1
        self.first_player_wins += outcome.winner_seat == outcome.first_seat

    def summary(self) -> dict[str, Any]:
        """The figures of the run so far, as plain JSON."""
        completed = self.completed
        return {
            "games": self.games,
            "completed": completed,
            "wins": list(self.wins),
            "win_rate": [w / completed if completed else 0.0 for w in self.wins],
            "win_ci95": [list(wilson(w, completed)) for w in self.wins],
            "draws": self.draws,
            "errors": self.errors,
            "by_reason": dict(self.by_reason.most_common()),
            "by_reason_agent": self.by_reason_agent,
            "first_player": {
                "wins": self.first_player_wins,
                "games": completed,
                "win_rate": self.first_player_wins / completed if completed else 0.0,
                "win_ci95": list(wilson(self.first_player_wins, completed)),
            },
            "mean_decisions": sum(n * k for n, k in self.lengths.items()) / completed if completed else 0.0,
            "length_histogram": histogram(self.lengths),
            "decisions_per_second_per_worker": self.decisions / self.game_seconds
            if self.game_seconds
            else 0.0,
        }
