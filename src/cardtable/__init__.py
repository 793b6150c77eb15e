"""cardtable: Medarot OCG (Advance Mode) and the Tokyo Mew Mew card game, played by their printed rules.

The public front door. Interfaces, agents and adapters use only what this module gives and the
``Game`` / ``State`` methods of the contract (see README).
"""

from __future__ import annotations

import importlib
import json
import os
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Any

from cardtable import engine  # before any compiled module loads: it decides whether they may
from cardtable.core.errors import CardDataError, DeckError, IllegalActionError, SpecError
from cardtable.core.flags import FlagValue
from cardtable.core.game import Game
from cardtable.core.state import State

__all__ = [
    "CARDS_ENV",
    "GAMES",
    "CardDataError",
    "DeckError",
    "Game",
    "IllegalActionError",
    "SpecError",
    "State",
    "engine",
    "load_game",
    "state_from_json",
]

GAMES: dict[str, str] = {
    "mewmew": "cardtable.games.mewmew:MewMewGame",
    "medarot": "cardtable.games.medarot:MedarotGame",
}
"""Game name -> ``module:class`` of its Game."""


CARDS_ENV = "CARDTABLE_CARDS"
"""Environment variable: user card sets (files or folders, separated by ``os.pathsep``) that every
game loaded without an explicit ``cards=`` adds to its pool (docs/cards.md)."""


def load_game(name: str, **flags: Any) -> Game:
    """The game called ``name`` ("mewmew" or "medarot") with the given rule variant flags.

    ``cards``: user card sets (TOML files, or folders of them) added to the game's pool; None reads
    them from ``$CARDTABLE_CARDS``, ``()`` loads the game's own cards only.

    >>> game = cardtable.load_game("mewmew", cards=["my_cards/"], max_copies=3)
    """
    if name not in GAMES:
        raise SpecError(f"unknown game {name!r}; choose one of {', '.join(GAMES)}")
    cards: Sequence[str] | None = flags.pop("cards", None)  # a keyword beside the flags (no flag has it)
    if cards is None:
        cards = [path for path in os.environ.get(CARDS_ENV, "").split(os.pathsep) if path]
    sets = tuple(str(Path(path).resolve()) for path in cards)
    return _load(name, sets, tuple(sorted(flags.items())))


@cache
def _load(name: str, card_sets: tuple[str, ...], flags: tuple[tuple[str, Any], ...]) -> Game:
    # Games are immutable, so one object per (name, cards, flags) is shared; cards are read once.
    module_name, class_name = GAMES[name].split(":")
    game_class: type[Game] = getattr(importlib.import_module(module_name), class_name)
    if card_sets:
        return game_class(card_sets=card_sets, **dict(flags))
    return game_class(**dict(flags))


def state_from_json(text: str) -> State:
    """Load a saved state of any game, with the flags it was saved with."""
    try:
        saved = json.loads(text)
        name, flags = saved["game"], saved["flags"]
        cards = saved.get("cards", [])
    except (json.JSONDecodeError, KeyError, TypeError, AttributeError) as exc:
        raise SpecError(f"not a saved cardtable state: {exc}") from exc
    if not isinstance(name, str) or name not in GAMES:
        raise SpecError(f"saved state: game must be one of {', '.join(GAMES)}, not {name!r}")
    if not isinstance(flags, dict) or not all(isinstance(v, FlagValue) for v in flags.values()):
        raise SpecError(f"saved state: flags must be a table of flag values, not {flags!r}")
    if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
        raise SpecError(f"saved state: cards must be a list of card set paths, not {cards!r}")
    return load_game(name, cards=cards, **flags).from_json(text)
