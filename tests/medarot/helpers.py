"""Shared helpers for Medarot tests: positions from short specs, and actions by what they name
(``find_action``), never by number."""

from __future__ import annotations

from typing import Any

from cardtable import load_game
from cardtable.games.medarot.game import MedarotGame
from cardtable.games.medarot.state import MedarotState

FILLER = ["MDS-M16"] * 10
"""A deck of plain Medarots (Sample Samurai), so that draws find cards."""


def game(**flags: Any) -> MedarotGame:
    g = load_game("medarot", **flags)
    assert isinstance(g, MedarotGame)
    return g


Want = dict[str, Any]
"""Fields of an action as ``State.action_info`` gives them; ``act`` / ``can`` look the action up."""

PASS: Want = {"kind": "pass"}
SPECIAL: Want = {"kind": "special"}
REPLACE: Want = {"kind": "replace"}
UNDO_CHANGE: Want = {"kind": "undo_change"}
NULLIFY: Want = {"kind": "nullify"}


def square(q: int) -> Want:
    """Place on square ``q``, or pick the tied Medarot on it."""
    return {"square": q}


def move(to: int) -> Want:
    return {"kind": "move", "to": to}


def attack(to: int) -> Want:
    return {"kind": "attack", "to": to}


def number(n: int) -> Want:
    return {"kind": "number", "number": n}


def master_effect(effect: int = 1) -> Want:
    return {"kind": "use", "zone": "master", "effect": effect}


def use_stock(card_id: str, effect: int = 1) -> Want:
    return {"kind": "use", "zone": "stock", "card": card_id, "effect": effect}


def use_hand(card_id: str, effect: int = 1) -> Want:
    return {"kind": "use", "zone": "hand", "card": card_id, "effect": effect}


def stock_in(card_id: str) -> Want:
    return {"kind": "stock", "card": card_id}


def change(card_id: str) -> Want:
    return {"kind": "medachange", "card": card_id}


def chosen(card_id: str, kind: str | None = None) -> Want:
    """A card chosen in a decision that picks one (Master, placing, trash, discard, stock room)."""
    return {"card": card_id} if kind is None else {"card": card_id, "kind": kind}


def act(s: MedarotState, want: Want) -> None:
    s.apply(s.find_action(**want))


def can(s: MedarotState, want: Want) -> bool:
    """Whether a legal action has every field of ``want``."""
    return any(all(info.get(k) == v for k, v in want.items()) for info in infos(s))


def infos(s: MedarotState) -> list[dict[str, Any]]:
    return [s.action_info(a) for a in s.legal_actions()]


def squares(s: MedarotState, kind: str) -> set[int]:
    """The squares the legal actions of ``kind`` name (``to`` of a move or attack, else ``square``)."""
    return {info.get("to", info.get("square")) for info in infos(s) if info["kind"] == kind}


def numbers(s: MedarotState) -> list[int]:
    return sorted(info["number"] for info in infos(s) if info["kind"] == "number")


def cards(s: MedarotState) -> list[str]:
    """The cards the legal actions name, sorted."""
    return sorted(info["card"] for info in infos(s) if "card" in info)


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
    decision = s.observation(s.current_player)["decision"]
    return str(decision["kind"]) if decision else ""


def events(s: MedarotState, kind: str) -> list[dict[str, Any]]:
    return [e for e in s.log if e["kind"] == kind]


def only(s: MedarotState, *wants: Want) -> bool:
    """Whether the legal actions are exactly the ones ``wants`` name."""
    return sorted(s.find_action(**want) for want in wants) == s.legal_actions()


def acting(s: MedarotState) -> int | None:
    """The square of the Medarot whose turn it is, as the observation shows it."""
    square: int | None = s.observation(0)["acting"]
    return square


def medals(s: MedarotState, player: int) -> int:
    """A player's medals, as the observation shows them."""
    count: int = s.observation(player)["players"][player]["medals"]
    return count


def hand_count(s: MedarotState, player: int) -> int:
    count: int = s.observation(player)["players"][player]["hand_count"]
    return count


def on(s: MedarotState, q: int) -> dict[str, Any] | None:
    """What stands on square ``q``, as player 0's observation shows it (None: empty)."""
    seen: dict[str, Any] | None = s.observation(0)["squares"][q]
    return seen
