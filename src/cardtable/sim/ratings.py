"""Ratings of a tournament's agents with 95% intervals, from its games, by openskill.

openskill (Weng & Lin's Bayesian rating, the Plackett-Luce model; for two players it is a
Bradley-Terry model) gives each agent a normal belief about its strength, mean ``mu`` and spread
``sigma``, updated by each game; a draw is a tie. It is a small, maintained library with no
dependencies, made for rating players from game results, and its ``sigma`` gives the interval that
a plain Elo number lacks. The interval printed is ``mu ± 1.96 sigma``.

Two choices fit a tournament of programs rather than people: the drift ``tau`` (which widens every
belief a little before each game, because a person's skill changes between games) is 0, as an
agent's strength does not change; and the games are rated in a fixed order, round by round (game
``k`` of every pairing before game ``k + 1`` of any), so the same games give the same ratings and
no pairing's games all come last in the sequential updates.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from importlib.metadata import version

from openskill.models import PlackettLuce

from cardtable.sim.stats import Z95

TAU = 0.0
"""The model's drift: an agent's strength does not change between games."""

_PRIOR = PlackettLuce()
SYSTEM = (
    f"openskill {version('openskill')} Plackett-Luce, tau {TAU:g}, every agent starting at"
    f" mu {_PRIOR.mu:g}, sigma {_PRIOR.sigma:.2f}; interval mu ± 1.96 sigma"
)


@dataclass(frozen=True)
class Rating:
    mu: float
    sigma: float

    @property
    def ci95(self) -> tuple[float, float]:
        return (self.mu - Z95 * self.sigma, self.mu + Z95 * self.sigma)


@dataclass(frozen=True)
class Result:
    """One finished game between two agents (failed games are not rated)."""

    round: int
    """The game's place in its pairing's run: results are rated in order of it."""
    pairing: int
    first: str
    second: str
    winner: int | None
    """0: ``first`` won, 1: ``second`` won, None: a draw."""


def rate(agents: Sequence[str], results: Iterable[Result]) -> dict[str, Rating]:
    """Every agent's rating after all ``results``, rated round by round (agents with no game keep
    the prior)."""
    model = PlackettLuce(tau=TAU)
    ratings = {agent: model.rating(name=agent) for agent in agents}
    for result in sorted(results, key=lambda r: (r.round, r.pairing)):
        ranks = [1.0, 1.0] if result.winner is None else [1.0 + result.winner, 2.0 - result.winner]
        [first], [second] = model.rate([[ratings[result.first]], [ratings[result.second]]], ranks=ranks)
        ratings[result.first], ratings[result.second] = first, second
    return {agent: Rating(rating.mu, rating.sigma) for agent, rating in ratings.items()}
