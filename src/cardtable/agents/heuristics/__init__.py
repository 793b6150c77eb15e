"""Per-game knowledge for the heuristic and ISMCTS agents: how good a position looks to one player.

Each game has a module here defining ``evaluate(game, observation, me) -> float``: the worth of
what player ``me`` observes (the schema documented in ``games/<game>/observation.py``; card details
from ``game.card(id)``), strictly between -1 (lost) and 1 (won). It may also define
``bonus(state, legal) -> list[float] | None``: small nudges, one per legal action, for what a
one-ply lookahead cannot see (reading only the acting player's view). And it may define
``FEATURES`` and ``features(game, observation, me) -> list[float]``: what a fitted evaluation
(``knowledge="fitted"``) weighs, its weights fitted to game results by ``bench/fit_eval.py``.

``Positions`` keeps the agents from going round in circles: the positions a player has decided in
this turn, so that an action leading back to one can be marked down (``REPEAT``).
"""

from __future__ import annotations

import hashlib
import importlib
import json
import marshal
import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from cardtable.core.game import Game
from cardtable.core.state import State

MODULES: dict[str, str] = {
    "mewmew": "cardtable.agents.heuristics.mewmew",
    "medarot": "cardtable.agents.heuristics.medarot",
}
"""Game name -> module holding that game's ``evaluate`` (and optional ``bonus``)."""

FITTED = Path(__file__).parent / "fitted"
"""Where the fitted evaluations' weights are kept, one ``<game>.json`` each (``bench/fit_eval.py``)."""

REPEAT = 2.0
"""What leading back to a position the mover has already decided in this turn costs: more than any
two evaluations differ (they lie in [-1, 1]; nudges are small), so a way on always beats a way back.
Without it two Elizabeths (MMS-025, "wake a sleeping Character on your field") wake each other for
ever: neither the card (a sample card designed for cardtable) nor the rules (MM-6.2.5: an awake
Character's ability, then it sleeps) set a limit a turn, and the evaluation sees no loss in a
turn that never ends (4 of the 100 heuristic golden Mew Mew games, seeds 2023, 2029, 2041, 2089,
stopped at 3,000 decisions in such a loop)."""

Evaluate = Callable[[Game, dict[str, Any], int], float]
Bonus = Callable[[State, list[int]], list[float] | None]
Depth = Callable[[dict[str, Any]], int]
"""A search's rollout length (``depth=search``) for the position decided, from the decider's view."""


def _neutral(game: Game, observation: dict[str, Any], me: int) -> float:
    return 0.0


def _no_bonus(state: State, legal: list[int]) -> list[float] | None:
    return None


def _no_rollout(observation: dict[str, Any]) -> int:
    return 0


class Positions:
    """The positions a player has decided in this turn, each kept as a digest of what they observed.

    A player's observation is all they know of a position, so two positions they cannot tell apart
    are one here; and it is the same in every world re-dealt from their view, so a search can look a
    position up in any of them. Both games' observations carry the turn number, and a new turn
    forgets the last (in a game whose observation has none, the memory lasts the agent's life).
    """

    def __init__(self) -> None:
        self._turn: object = None
        self._players: set[int] = set()
        self._seen: set[bytes] = set()

    @staticmethod
    def key(player: int, view: dict[str, Any]) -> bytes:
        # marshal is the cheapest exact serialisation of plain data (about 10 us a view, a quarter
        # of JSON's); equal views built alike give equal bytes.
        return hashlib.blake2b(marshal.dumps((player, view)), digest_size=16).digest()

    def visit(self, state: State, player: int) -> None:
        """Remember ``state`` as a position ``player`` decides in."""
        view = state.observation(player)
        turn = view.get("turn")
        if turn != self._turn:
            self._turn = turn
            self._players.clear()
            self._seen.clear()
        self._players.add(player)
        self._seen.add(self.key(player, view))

    def holds(self, player: int, view: dict[str, Any] | None) -> bool:
        """Whether ``view`` (None: the game is over) is of a position ``player`` has decided in this
        turn. The cheap tests first: a search asks about many positions, most of them the other
        player's or a later turn's."""
        return (
            view is not None
            and player in self._players
            and view.get("turn") == self._turn
            and self.key(player, view) in self._seen
        )


@dataclass(frozen=True)
class Knowledge:
    evaluate: Evaluate
    bonus: Bonus
    search_depth: Depth = _no_rollout
    """How far a search plays each leaf on when its spec says ``depth=search``, given the deciding
    player's view of the position decided: the module's ``search_depth`` (Medarot: to the end of the
    game once a deck runs short; Tokyo Mew Mew: to the end of the game), else 0."""

    def value(self, state: State, me: int) -> float:
        """The worth of ``state`` for ``me``: the result once over, else the evaluation of my view."""
        return self.judge(state, me)[0]

    def judge(self, state: State, me: int) -> tuple[float, dict[str, Any] | None]:
        """``value``, and the view it was read from (None once the game is over)."""
        if state.is_terminal():
            return state.returns()[me], None
        view = state.observation(me)
        return self.evaluate(state.game, view, me), view

    def bonuses(self, state: State, legal: list[int]) -> list[float]:
        """The game's nudge for each legal action of the player to move (zeros when it has none)."""
        return self.bonus(state, legal) or [0.0] * len(legal)


EVALUATIONS = ("search", "hand", "finish", "fitted")
"""The evaluations an agent can score positions with (its ``knowledge`` option): ``hand``, the game
module's ``evaluate`` written from the rules (the heuristic player's default); ``finish``, the module's
``finish``, a second evaluation written for a search's leaves, where the game has one (Tokyo Mew Mew:
who finishes first); ``search``, the search's default, ``finish`` where the game has it and ``hand``
elsewhere; ``fitted``, a logistic regression of game results on the module's ``features`` (weights in
``fitted/<game>.json``, fitted by ``bench/fit_eval.py``)."""


def _fitted(game_name: str, module: Any) -> Evaluate:
    """The fitted evaluation: ``2 P(win) - 1`` under the logistic regression, i.e. ``tanh(z / 2)``."""
    path = FITTED / f"{game_name}.json"
    if not hasattr(module, "features") or not path.exists():
        raise ValueError(f"{game_name} has no fitted evaluation (fit one with bench/fit_eval.py)")
    model = json.loads(path.read_text(encoding="utf-8"))
    unknown = ", ".join(sorted(set(model["features"]) - set(module.FEATURES)))
    if unknown:
        raise ValueError(f"{path} weighs features {module.__name__} no longer has ({unknown}): fit it again")
    places = [module.FEATURES.index(name) for name in model["features"]]
    weights: list[float] = model["weights"]
    intercept: float = model["intercept"]
    features: Callable[[Game, dict[str, Any], int], list[float]] = module.features

    def evaluate(game: Game, observation: dict[str, Any], me: int) -> float:
        row = features(game, observation, me)
        z = intercept + sum(w * row[i] for w, i in zip(weights, places, strict=True))
        return math.tanh(z / 2.0)

    return evaluate


@cache
def knowledge(game_name: str, evaluation: str = "hand") -> Knowledge:
    """The knowledge for a game, scoring positions with ``evaluation`` (one of ``EVALUATIONS``); a game
    without a module gets a neutral one (search still works)."""
    module_name = MODULES.get(game_name)
    if module_name is None:
        return Knowledge(_neutral, _no_bonus)
    module = importlib.import_module(module_name)
    if evaluation == "search":
        evaluation = "finish" if hasattr(module, "finish") else "hand"
    if evaluation == "fitted":
        evaluate = _fitted(game_name, module)
    elif evaluation == "finish":
        if not hasattr(module, "finish"):
            raise ValueError(f"{game_name} has no finish evaluation (knowledge=search, hand or fitted)")
        evaluate = module.finish
    else:
        evaluate = module.evaluate
    bonus: Bonus = getattr(module, "bonus", _no_bonus)
    return Knowledge(evaluate, bonus, getattr(module, "search_depth", _no_rollout))
