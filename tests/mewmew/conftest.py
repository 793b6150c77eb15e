"""Helpers for Tokyo Mew Mew tests: positions from short specs and actions by card id."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from cardtable import IllegalActionError, load_game
from cardtable.games.mewmew.actions import PASS
from cardtable.games.mewmew.game import MewMewGame
from cardtable.games.mewmew.state import MewMewState


def source_doc(module: ModuleType) -> str:
    """A module's docstring as its source file has it: a compiled module (the mypyc engine) keeps no
    ``__doc__``, and the schema docs live in the sources."""
    package, _, name = module.__name__.rpartition(".")
    folder = Path(str(importlib.import_module(package).__file__)).parent
    tree = ast.parse((folder / f"{name}.py").read_text(encoding="utf-8"))
    return ast.get_docstring(tree, clean=False) or ""


FILLER = "MMS-031"
"""A plain card to pad decks with (an Event costing 1)."""


class MM:
    """A game with flags, plus shorthand for positions and actions."""

    PASS = PASS

    def __init__(self, **flags: Any) -> None:
        game = load_game("mewmew", **flags)
        assert isinstance(game, MewMewGame)
        self.g = game

    def flags(self, **flags: Any) -> MM:
        return MM(**flags)

    def pos(
        self,
        step: str = "main",
        p0: dict[str, Any] | None = None,
        p1: dict[str, Any] | None = None,
        **top: Any,
    ) -> MewMewState:
        """A position; decks default to 20 filler cards so that nobody runs out by accident."""
        players = []
        for data in (p0, p1):
            data = dict(data or {})
            data.setdefault("deck", [FILLER] * 20)
            players.append(data)
        spec = {"step": step, "players": players, **top}
        state = self.g.position(spec)
        assert isinstance(state, MewMewState)
        return state

    def i(self, card_id: str) -> int:
        return self.g.card_index[card_id]

    # Action numbers come from the game's own numbering (actions.Layout), never rebuilt here; these
    # helpers also name actions that are not legal (to test refusals), which find_action cannot.
    def use(self, card_id: str) -> int:
        return self.g.layout.use_action(self.i(card_id))

    def choose(self, card_id: str) -> int:
        return self.g.layout.choose_action(self.i(card_id))

    def slot(self, player: int, index: int) -> int:
        return self.g.layout.slot_action(player, index)

    def ability(self, index: int) -> int:
        return self.g.layout.ability_action(index)

    def number(self, n: int) -> int:
        return self.g.layout.number_action(n)

    def do(self, s: MewMewState, **fields: Any) -> MewMewState:
        """Take the one legal action whose ``action_info`` holds ``fields`` (``kind="use", card=...``)."""
        s.apply(s.find_action(**fields))
        return s

    def offered(self, s: MewMewState) -> list[dict[str, Any]]:
        """The legal actions as ``action_info`` dicts (what an interface would show)."""
        return [s.action_info(action) for action in s.legal_actions()]

    def ids(self, cards: list[int]) -> list[str]:
        return [self.g.ids[c] for c in cards]

    def top_first(self, s: MewMewState, p: int) -> list[str]:
        """Player ``p``'s deck as ids, top first (as specs write it)."""
        return self.ids(s.deck[p][::-1])

    def play(self, s: MewMewState, *actions: int) -> MewMewState:
        for action in actions:
            s.apply(action)
        return s

    def reason(self, s: MewMewState, action: int) -> str:
        """The message an illegal action is refused with (the state must not change)."""
        before = s.to_json()
        with pytest.raises(IllegalActionError) as caught:
            s.apply(action)
        assert s.to_json() == before
        return str(caught.value)

    def kinds(self, s: MewMewState) -> list[str]:
        return [entry["kind"] for entry in s.log]


@pytest.fixture
def mm() -> MM:
    return MM()
