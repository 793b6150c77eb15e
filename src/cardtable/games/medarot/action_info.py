"""``MedarotState.action_info(action)``: a legal action as data, in the observation's vocabulary.

The kinds and their keys are documented in ``observation.ACTION_KINDS``. Everything here comes from
what the deciding player's observation shows (their own hand and stock, the face-up field, the
public counts) plus the action itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.core.decisions import KIND, PLAYER
from cardtable.games.medarot.actions import (
    ATTACK,
    CARD,
    MASTER,
    MOVE,
    NULLIFY,
    NUMBER,
    PASS,
    REPLACE,
    SPECIAL,
    SQUARE,
    UNDO_CHANGE,
)
from cardtable.games.medarot.attack import readied_nullify, targets, transform_cost
from cardtable.games.medarot.effects import top
from cardtable.games.medarot.frames import COUNT, ON_SQUARE, TO_SQUARE, USE
from cardtable.games.medarot.medarotters import find_use
from cardtable.games.medarot.records import FX_CARD, TF_UID, U_UP, USE_CARD, USE_EFFECT

if TYPE_CHECKING:
    from cardtable.games.medarot.state import MedarotState

PASS_ENDS: Final = {
    "stock0": "stock",
    "drawn": "stock",
    "menu": "action",
    "after": "turn",
    "defend": "defence",
}
"""What a pass ends, by the pending decision."""
NUMBER_FOR: Final = {"optdraw": "draw", "dcount": "draw", "pay": "medaforce", "oppslot": "stock_slot"}
"""What a said number counts, by the pending decision."""
CARD_KIND: Final = {
    "master_pick": ("master", "hand"),
    "stock0": ("stock", "hand"),
    "late": ("master", "hand"),
    "fill_card": ("place_card", "hand"),
    "repl_card": ("place_card", "hand"),
    "limit": ("trash", "hand"),
    "discard": ("discard", "hand"),
    "menu": ("trash_stock", "stock"),
    "drawn": ("trash_stock", "stock"),
    "defend": ("trash_stock", "stock"),
}
"""The kind of a CARD action and the zone its card is in, by the pending decision."""


def action_info(s: MedarotState, action: int) -> dict[str, Any]:
    frame = s.stack[-1]
    context, player = str(frame[KIND]), int(frame[PLAYER])
    info: dict[str, Any] = {"kind": "", "player": player}
    blocks = s.game.blocks
    ids = s.game.ids
    if SQUARE <= action < MOVE:
        square = action - SQUARE
        if context == "pick":
            info.update(kind="pick", **on_square(s, square))
        else:
            info.update(kind="place_square", square=square)
    elif MOVE <= action < ATTACK:
        info.update(kind="move", **{"from": acting_square(s), "to": action - MOVE})
    elif ATTACK <= action < NUMBER:
        q, t = acting_square(s), action - ATTACK
        unit = s.sq[q]
        assert unit is not None
        target = s.sq[t]
        assert target is not None
        info.update(kind="attack", **{"from": q, "to": t}, card=ids[top(unit)])
        if target[U_UP]:
            info["target"] = ids[top(target)]
        add_cost(info, transform_cost(s, unit) + dict(targets(s, q, unit))[t])
    elif NUMBER <= action < PASS:
        n = action - NUMBER
        info.update(kind="number", number=n, **{"for": NUMBER_FOR[context]})
        if context == "optdraw" and n:
            add_cost(info, 1)
        if context == "pay":
            use = find_use(s, frame[USE])
            assert use is not None
            info["cost"] = {
                "medals": s.game.table.effects[use[USE_CARD]][use[USE_EFFECT]].cost - n,
                "medaforce": n,
            }
        if context == "oppslot":
            info["slot"] = {"player": 1 - player, "index": n}
    elif action == PASS:
        info.update(kind="pass", ends=PASS_ENDS[context])
    elif action in (SPECIAL, REPLACE):
        q = acting_square(s)
        unit = s.sq[q]
        assert unit is not None
        info.update(kind="special" if action == SPECIAL else "replace", **on_square(s, q))
        if action == SPECIAL:
            add_cost(info, transform_cost(s, unit))
    elif action == UNDO_CHANGE:
        q = acting_square(s)
        info.update(kind="undo_change", **on_square(s, q))
    elif action == NULLIFY:
        entry = readied_nullify(s, player)
        assert entry is not None
        info.update(kind="nullify", card=ids[entry[FX_CARD]], zone="effects")
    elif MASTER <= action < CARD:
        e = action - MASTER
        info.update(kind="use", card=ids[s.master[player]], zone="master", effect=e + 1)
        add_cost(info, s.game.table.effects[s.master[player]][e].cost)
    elif CARD <= action < blocks.stock_in:
        kind, zone = CARD_KIND[context]
        info.update(kind=kind, card=ids[action - CARD], zone=zone)
        if context == "fill_card":
            info["square"] = frame[ON_SQUARE]
        elif context == "repl_card":
            info["square"] = frame[TO_SQUARE]
        elif context == "discard":
            info["step"] = discard_step(s, frame[COUNT])
    elif blocks.stock_in <= action < blocks.change:
        info.update(kind="stock", card=ids[action - blocks.stock_in], zone="hand")
    elif blocks.change <= action < blocks.use_stock:
        card = action - blocks.change
        info.update(kind="medachange", card=ids[card], zone="hand", square=acting_square(s))
        add_cost(info, 1 if transforms_now(s, card) else 0)
    else:
        from_hand, e, card = blocks.split_use(action)
        info.update(kind="use", card=ids[card], zone="hand" if from_hand else "stock", effect=e + 1)
        add_cost(info, s.game.table.effects[card][e].cost)
    return info


def acting_square(s: MedarotState) -> int:
    return s.find(s.tf[TF_UID])


def on_square(s: MedarotState, square: int) -> dict[str, Any]:
    """The Medarot on a square as the deciding player sees it (acting and tied Medarots are face-up)."""
    unit = s.sq[square]
    assert unit is not None
    return {"card": s.game.ids[top(unit)], "zone": "squares", "square": square}


def add_cost(info: dict[str, Any], medals: int) -> None:
    """Medals the action costs (a Medarotter's cost may be paid partly with MedaForce, MD-8.3)."""
    if medals:
        info["cost"] = {"medals": medals}


def transforms_now(s: MedarotState, card: int) -> bool:
    """MD-7.4 (flag power_transform_cost=on_transform): the Medachange itself costs 1 medal."""
    return s.game.flags["power_transform_cost"] == "on_transform" and bool(s.game.table.transform[card])


def discard_step(s: MedarotState, left: int) -> dict[str, int]:
    """MD-9.2: progress through the weak attack's discards (the count is in the public log)."""
    seen = reversed(s.log_for(s.current_player))
    total = next((event["cards"] for event in seen if event["kind"] == "weak_attack"), left)
    return {"done": int(total) - left, "of": int(total)}
