"""The records of a Medarot state, field by field: read and written by these names, never by number.

Records stay plain lists of ints and strings, because the core clones a state by copying its plain
data (``core.state.plain_copy``, compiled; ``bench/run.py`` times a clone) and saves it as JSON that
must round-trip exactly; a class per record would need a copy and a JSON codec of its own for no gain
in safety that these names do not already give. Each record has its field indices here and a builder
that takes every field by keyword.
"""

from __future__ import annotations

from typing import Any, Final

# ----- a Medarot on a square (``state.sq[s]``) ----------------------------------------------------------
U_OWNER: Final = 0
U_CARD: Final = 1
U_CHANGE: Final = 2
U_UP: Final = 3
U_TURN: Final = 4
U_UID: Final = 5
U_SPD0: Final = 6
"""owner, Medarot card, Medachange card or -1, face-up, still to act this action phase, uid (unique
per Medarot put on the field), speed when the action phase began (flag speed_order)."""


def new_unit(*, owner: int, card: int, change: int, up: int, turn: int, uid: int, spd0: int) -> list[int]:
    return [owner, card, change, up, turn, uid, spd0]


# ----- a use of a card in effect (``state.uses``) --------------------------------------------------------
USE_ID: Final = 0
USE_CARD: Final = 1
USE_OWNER: Final = 2
USE_WHERE: Final = 3
USE_UNTIL: Final = 4
USE_ARG: Final = 5
USE_EFFECT: Final = 6
"""use id, card, owner, where it is (``WHERE_*``), when it ends (``effects.UNTIL``), the uid or use id
that end waits for, effect index on the card."""
WHERE_STOCK: Final = 0
WHERE_MASTER: Final = 1
WHERE_MEDAROT: Final = 2
"""A Medarotter from the stock (trashed when it ends), the Master (turns upright), a Medarot's special
or lasting attack effect (its card turns upright)."""


def new_use(
    *, use_id: int, card: int, owner: int, where: int, until: str, arg: int, effect: int
) -> list[Any]:
    return [use_id, card, owner, where, until, arg, effect]


# ----- the lasting part of a use (``state.fx``) ----------------------------------------------------------
FX_USE: Final = 0
FX_CARD: Final = 1
FX_EFFECT: Final = 2
FX_OWNER: Final = 3
FX_SCOPE: Final = 4
"""use id, card, effect index, owner, scope (``effects.EVERY``, ``effects.ONE_USE`` or a uid)."""


def new_fx(*, use_id: int, card: int, effect: int, owner: int, scope: int) -> list[int]:
    return [use_id, card, effect, owner, scope]


# ----- the acting Medarot's turn (``state.tf``; empty between turns) -------------------------------------
TF_UID: Final = 0
TF_MOVED: Final = 1
TF_ACTED: Final = 2
TF_CHANGED: Final = 3
TF_MEDAROTTER: Final = 4
TF_ACTION_CARD: Final = 5
TF_REPLACED: Final = 6
"""uid, moved, acted (0 before MD-7.2.6, 1 after), Medachanged or undone, used a Medarotter, used a
【行動】 effect, replaced (MD-7.3)."""


def new_turn(
    *, uid: int, moved: int, acted: int, changed: int, medarotter: int, action_card: int, replaced: int
) -> list[int]:
    return [uid, moved, acted, changed, medarotter, action_card, replaced]


# ----- the attack being resolved (``state.atk``; empty if none) ------------------------------------------
ATK_ATTACKER: Final = 0
ATK_TARGET: Final = 1
ATK_DEFENDED: Final = 2
ATK_NULLIFIED: Final = 3
"""attacker uid, target uid, a 【防御】 was used (MD-8.2), the attack is nullified (A-7)."""


def new_attack(*, attacker: int, target: int, defended: int, nullified: int) -> list[int]:
    return [attacker, target, defended, nullified]


# ----- the slots of a speed tie (``state.plan``, MD-7.1) --------------------------------------------------
PLAN_SPEED: Final = 0
PLAN_SLOTS: Final = 1
"""``plan[PLAN_SPEED]``: the tied speed; ``plan[PLAN_SLOTS:]``: the owners in the order they act."""

# ----- counters (``state.ctr``) -------------------------------------------------------------------------
CTR_UID: Final = 0
CTR_USE: Final = 1
"""The next Medarot uid and the next use id."""


def next_id(counters: list[int], which: int) -> int:
    """Take the next number of a counter."""
    number = counters[which]
    counters[which] = number + 1
    return number
