"""Shared helpers for Medarot tests: positions from short specs and actions by card id."""

from __future__ import annotations

from typing import Any

from cardtable import load_game
from cardtable.games.medarot import actions as A
from cardtable.games.medarot.game import MedarotGame
from cardtable.games.medarot.state import MedarotState

FILLER = ["MDS-M16"] * 10
"""A deck of plain Medarots (Sample Samurai), so that draws find cards."""


def game(**flags: Any) -> MedarotGame:
    g = load_game("medarot", **flags)
    assert isinstance(g, MedarotGame)
    return g


def ix(g: MedarotGame, card_id: str) -> int:
    return g.card_index[card_id]


def card(g: MedarotGame, card_id: str) -> int:
    return A.CARD + ix(g, card_id)


def stock_in(g: MedarotGame, card_id: str) -> int:
    return g.blocks.stock_in + ix(g, card_id)


def change(g: MedarotGame, card_id: str) -> int:
    return g.blocks.change + ix(g, card_id)


def use_stock(g: MedarotGame, card_id: str, effect: int = 0) -> int:
    return g.blocks.use(False, effect, ix(g, card_id))


def use_hand(g: MedarotGame, card_id: str, effect: int = 0) -> int:
    return g.blocks.use(True, effect, ix(g, card_id))


def unit(square: int, owner: int, card_id: str, **more: Any) -> dict[str, Any]:
    return {"square": square, "owner": owner, "card": card_id, **more}


def players(p0: dict[str, Any] | None = None, p1: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """Two player entries with a filler deck unless given."""
    out = []
    for entry in (p0 or {}, p1 or {}):
        out.append({"deck": list(FILLER), **entry})
    return out


def position(
    g: MedarotGame,
    field: list[dict[str, Any]],
    p0: dict[str, Any] | None = None,
    p1: dict[str, Any] | None = None,
    **spec: Any,
) -> MedarotState:
    return g.position({"players": players(p0, p1), "field": field, **spec})


def menu(
    g: MedarotGame,
    field: list[dict[str, Any]],
    acting: int,
    p0: dict[str, Any] | None = None,
    p1: dict[str, Any] | None = None,
    **spec: Any,
) -> MedarotState:
    """The Medarot on ``acting`` is at MD-7.2 steps 2–6 of its turn."""
    return position(g, field, p0, p1, at="menu", acting=acting, **spec)


def kinds(s: MedarotState) -> str:
    """The kind of the pending decision."""
    return str(s.stack[-1][0])


def events(s: MedarotState, kind: str) -> list[dict[str, Any]]:
    return [e for e in s.log if e["kind"] == kind]
