"""Per-game knowledge for the heuristic and ISMCTS agents: how good a position looks to one player.

Each game has a module here defining ``evaluate(game, observation, me) -> float``: the worth of
what player ``me`` observes (the schema documented in ``games/<game>/observation.py``; card details
from ``game.card(id)``), strictly between -1 (lost) and 1 (won). It may also define
``bonus(state, legal) -> list[float] | None``: small nudges, one per legal action, for what a
one-ply lookahead cannot see (reading only the acting player's view).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from cardtable.core.game import Game
from cardtable.core.state import State

MODULES: dict[str, str] = {
    "mewmew": "cardtable.agents.heuristics.mewmew",
    "medarot": "cardtable.agents.heuristics.medarot",
}
"""Game name -> module holding that game's ``evaluate`` (and optional ``bonus``)."""

Evaluate = Callable[[Game, dict[str, Any], int], float]
Bonus = Callable[[State, list[int]], list[float] | None]


def _neutral(game: Game, observation: dict[str, Any], me: int) -> float:
    return 0.0


def _no_bonus(state: State, legal: list[int]) -> list[float] | None:
    return None


@dataclass(frozen=True)
class Knowledge:
    evaluate: Evaluate
    bonus: Bonus

    def value(self, state: State, me: int) -> float:
        """The worth of ``state`` for ``me``: the result once over, else the evaluation of my view."""
        if state.is_terminal():
            return state.returns()[me]
        return self.evaluate(state.game, state.observation(me), me)

    def bonuses(self, state: State, legal: list[int]) -> list[float]:
        """The game's nudge for each legal action of the player to move (zeros when it has none)."""
        return self.bonus(state, legal) or [0.0] * len(legal)


@cache
def knowledge(game_name: str) -> Knowledge:
    """The knowledge for a game; a game without a module gets a neutral one (search still works)."""
    module_name = MODULES.get(game_name)
    if module_name is None:
        return Knowledge(_neutral, _no_bonus)
    module = importlib.import_module(module_name)
    return Knowledge(module.evaluate, getattr(module, "bonus", _no_bonus))
