"""The figures of ``cardtable report``, counted from ``simulate --out`` rows of finished games.

A "side" is one seat of one game: an agent's win rate is its sides won over its sides played (a
mirror match gives each copy half), a deck's likewise. Draws are sides not won. Failed games are
counted as failures and nothing else.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from cardtable.sim.simulate import GameRow
from cardtable.sim.stats import wilson


@dataclass
class Rate:
    """Wins out of trials, with its 95% Wilson interval."""

    wins: int = 0
    trials: int = 0

    def add(self, won: bool) -> None:
        self.wins += won
        self.trials += 1

    @property
    def rate(self) -> float:
        return self.wins / self.trials if self.trials else 0.0

    @property
    def ci95(self) -> tuple[float, float]:
        return wilson(self.wins, self.trials)


@dataclass
class CardFigures:
    """One card over the sides that drew or played it."""

    played: Rate = field(default_factory=Rate)
    """Sides that played it: how often they won."""
    unplayed: Rate = field(default_factory=Rate)
    """Sides that drew it and never played it: how often they won."""


@dataclass
class Analysis:
    runs: Counter[tuple[str, str, str]] = field(default_factory=Counter)
    """Games per (game, agent A, agent B)."""
    games: int = 0
    failures: int = 0
    draws: int = 0
    agents: dict[str, Rate] = field(default_factory=dict)
    decks: dict[str, Rate] = field(default_factory=dict)
    first_player: Rate = field(default_factory=Rate)
    """Games won by the seat that made the first decision, over finished games."""
    reasons: dict[str, Counter[str]] = field(default_factory=dict)
    """Per win reason (or "draw"), the finished games it ended, by winning agent."""
    lengths: list[int] = field(default_factory=list)
    """Decisions of each finished game."""
    convergence: dict[str, list[float]] = field(default_factory=dict)
    """Per agent, its running win rate after each side it played, in the order of the rows."""
    cards: dict[str, CardFigures] = field(default_factory=dict)
    """Per card id, from the rows written with ``--card-stats``."""
    card_games: int = 0
    game_names: set[str] = field(default_factory=set)

    @property
    def finished(self) -> int:
        return len(self.lengths)

    def add(self, row: GameRow) -> None:
        agent_a, agent_b = row.seats[::-1] if row.game % 2 else row.seats
        self.runs[(row.game_name or "?", agent_a, agent_b)] += 1
        self.games += 1
        if row.game_name:
            self.game_names.add(row.game_name)
        if row.error is not None:
            self.failures += 1
            return
        self.lengths.append(row.decisions)
        winner = row.winner_seat
        self.draws += winner is None
        self.reasons.setdefault("draw" if winner is None else row.reason or "?", Counter())[
            row.winner or "draw"
        ] += 1
        self.first_player.add(winner == row.first_seat)
        for seat, agent in enumerate(row.seats):
            won = winner == seat
            rate = self.agents.setdefault(agent, Rate())
            rate.add(won)
            self.convergence.setdefault(agent, []).append(rate.rate)
            if row.decks is not None:
                self.decks.setdefault(row.decks[seat], Rate()).add(won)
        if row.cards is not None:
            self.card_games += 1
            for seat, side in enumerate(row.cards):
                for card in side.played:
                    self.cards.setdefault(card, CardFigures()).played.add(winner == seat)
                for card in side.unplayed:
                    self.cards.setdefault(card, CardFigures()).unplayed.add(winner == seat)

    def never_played(self) -> list[str]:
        """Cards drawn in some game and played in none."""
        return sorted(card for card, figures in self.cards.items() if not figures.played.trials)


def analyse(rows: Iterable[GameRow]) -> Analysis:
    analysis = Analysis()
    for row in rows:
        analysis.add(row)
    return analysis
