"""A tournament's result as data (what ``--json`` prints, checked by its schema) and as a table."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, NonNegativeFloat, NonNegativeInt

from cardtable.sim.report import LISTED_FAILURES, percent
from cardtable.sim.stats import wilson

if TYPE_CHECKING:
    from cardtable.sim.ratings import Rating

Interval = tuple[float, float]


class Standing(BaseModel):
    """One agent over all its games. ``games`` counts finished games (wins + losses + draws); a
    draw is not a win in ``win_rate``."""

    model_config = ConfigDict(strict=True, extra="forbid")
    agent: str
    games: NonNegativeInt
    wins: NonNegativeInt
    losses: NonNegativeInt
    draws: NonNegativeInt
    failures: NonNegativeInt
    win_rate: NonNegativeFloat
    win_ci95: Interval
    rating: float
    rating_sigma: NonNegativeFloat
    rating_ci95: Interval


class Pairing(BaseModel):
    """The games of two agents against each other: ``wins`` and ``win_rate`` are A's and B's."""

    model_config = ConfigDict(strict=True, extra="forbid")
    agents: tuple[str, str]
    games: NonNegativeInt
    wins: tuple[NonNegativeInt, NonNegativeInt]
    draws: NonNegativeInt
    failures: NonNegativeInt
    win_rate: tuple[NonNegativeFloat, NonNegativeFloat]
    win_ci95: tuple[Interval, Interval]


class TournamentSummary(BaseModel):
    """``cardtable tournament --json``; ``standings`` best rated first, ``pairings`` in play order."""

    model_config = ConfigDict(strict=True, extra="forbid")
    game: str
    flags: dict[str, Any]
    agents: list[str]
    """As given on the command line."""
    decks: tuple[str, str] | None
    """The two deck files' names with ``--decks`` (each agent plays each in half its games)."""
    games_per_pairing: NonNegativeInt
    seed: int
    workers: NonNegativeInt
    rating_system: str
    standings: list[Standing]
    pairings: list[Pairing]
    games: NonNegativeInt
    failures: NonNegativeInt
    replays: list[str]
    seconds: NonNegativeFloat


def pairing(agents: tuple[str, str], wins: Sequence[int], draws: int, failures: int) -> Pairing:
    finished = sum(wins) + draws
    return Pairing(
        agents=agents,
        games=finished + failures,
        wins=(wins[0], wins[1]),
        draws=draws,
        failures=failures,
        win_rate=(wins[0] / finished if finished else 0.0, wins[1] / finished if finished else 0.0),
        win_ci95=(wilson(wins[0], finished), wilson(wins[1], finished)),
    )


def standings(
    agents: Sequence[str], pairings: Sequence[Pairing], ratings: dict[str, Rating]
) -> list[Standing]:
    """Each agent's totals over its pairings, with its rating; the best rated first (ties: as given)."""
    rows = []
    for agent in agents:
        wins = losses = draws = failures = 0
        for played in pairings:
            if agent not in played.agents:
                continue
            side = played.agents.index(agent)
            wins += played.wins[side]
            losses += played.wins[1 - side]
            draws += played.draws
            failures += played.failures
        games = wins + losses + draws
        rating = ratings[agent]
        rows.append(
            Standing(
                agent=agent,
                games=games,
                wins=wins,
                losses=losses,
                draws=draws,
                failures=failures,
                win_rate=wins / games if games else 0.0,
                win_ci95=wilson(wins, games),
                rating=rating.mu,
                rating_sigma=rating.sigma,
                rating_ci95=rating.ci95,
            )
        )
    return sorted(rows, key=lambda row: -row.rating)


def format_standings(summary: TournamentSummary) -> str:
    """The text report: the table of agents, then every pairing's score."""
    decks = f", decks {summary.decks[0]} and {summary.decks[1]} swapped" if summary.decks else ""
    lines = [
        f"{summary.game} tournament: {len(summary.agents)} agents, round robin, {summary.games_per_pairing}"
        f" games a pairing (seats swapped every game{decks}), seed {summary.seed},"
        f" {summary.workers} worker(s), {summary.seconds:.1f} s",
        "  flags: " + (", ".join(f"{name}={value}" for name, value in summary.flags.items()) or "none"),
    ]
    width = max(len("agent"), *(len(agent) for agent in summary.agents))
    lines.append(f"  {'agent':<{width}}  games   wins losses  draws  win rate [95% CI]       rating ± 95%")
    for row in summary.standings:
        low, high = row.win_ci95
        rate = f"{percent(row.win_rate):>6} [{percent(low)}, {percent(high)}]"
        spread = row.rating_ci95[1] - row.rating
        lines.append(
            f"  {row.agent:<{width}}  {row.games:>5} {row.wins:>6} {row.losses:>6} {row.draws:>6}"
            f"  {rate:<23} {row.rating:6.2f} ± {spread:.2f}"
        )
    lines.append("  pairings (A vs B: A's wins-B's wins, draws; A's win rate [95% CI]):")
    for played in summary.pairings:
        low, high = played.win_ci95[0]
        lines.append(
            f"    {played.agents[0]} vs {played.agents[1]}: {played.wins[0]}-{played.wins[1]},"
            f" {played.draws} draw(s); {percent(played.win_rate[0])} [{percent(low)}, {percent(high)}]"
        )
    lines.append(f"  failures: {summary.failures} of {summary.games} games")
    for path in summary.replays[:LISTED_FAILURES]:
        lines.append(f"    failed game: cardtable replay {path}")
    if len(summary.replays) > LISTED_FAILURES:
        lines.append(f"    ... and {len(summary.replays) - LISTED_FAILURES} more saved beside them")
    lines.append(f"  ratings: {summary.rating_system}")
    return "\n".join(lines)
