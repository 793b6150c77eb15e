"""cardtable: Medarot OCG (Advance Mode) and the Tokyo Mew Mew card game, played by their printed rules.

The public front door. Interfaces, agents and adapters use only what this module gives and the
``Game`` / ``State`` methods of the contract (see README).
"""

from __future__ import annotations

import importlib
import json
from functools import cache
from typing import Any

from cardtable.core.errors import CardDataError, DeckError, IllegalActionError, SpecError
from cardtable.core.flags import FlagValue
from cardtable.core.game import Game
from cardtable.core.state import State

__all__ = [
    "GAMES",
    "CardDataError",
    "DeckError",
    "Game",
    "IllegalActionError",
    "SpecError",
    "State",
    "load_game",
    "state_from_json",
]

GAMES: dict[str, str] = {
    "mewmew": "cardtable.games.mewmew:MewMewGame",
    "medarot": "cardtable.games.medarot:MedarotGame",
}
"""Game name -> ``module:class`` of its Game."""


def load_game(name: str, **flags: Any) -> Game:
    """The game called ``name`` ("mewmew" or "medarot") with the given rule variant flags."""
    if name not in GAMES:
        raise SpecError(f"unknown game {name!r}; choose one of {', '.join(GAMES)}")
    return _load(name, tuple(sorted(flags.items())))


@cache
def _load(name: str, flags: tuple[tuple[str, Any], ...]) -> Game:
    # Games are immutable, so one object per (name, flags) is shared; loading cards happens once.
    module_name, class_name = GAMES[name].split(":")
    game_class: type[Game] = getattr(importlib.import_module(module_name), class_name)
    return game_class(**dict(flags))


def state_from_json(text: str) -> State:
    """Load a saved state of any game, with the flags it was saved with."""
    try:
        saved = json.loads(text)
        name, flags = saved["game"], saved["flags"]
    except (json.JSONDecodeError, KeyError, TypeError) as exc:
        raise SpecError(f"not a saved cardtable state: {exc}") from exc
    if not isinstance(name, str) or name not in GAMES:
        raise SpecError(f"saved state: game must be one of {', '.join(GAMES)}, not {name!r}")
    if not isinstance(flags, dict) or not all(isinstance(v, FlagValue) for v in flags.values()):
        raise SpecError(f"saved state: flags must be a table of flag values, not {flags!r}")
    return load_game(name, **flags).from_json(text)
