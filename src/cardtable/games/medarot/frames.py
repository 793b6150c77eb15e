"""Medarot's frame kinds and their named fields, on the core decision engine (``core.decisions``).

Every rule step and decision of the game is declared here once; the rule modules (``flow``, ``turn``,
``medarotters``, ``attack``) register what each kind does with ``RULES.procedure`` / ``RULES.decision``.
Fields are read by name: ``frame[UID]``, ``frame[PLAYER]``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from cardtable.core.decisions import Rules

if TYPE_CHECKING:
    from cardtable.games.medarot.state import MedarotState

RULES: Final[Rules[MedarotState]] = Rules(idle="turn")

# ----- the opening (MD-5) and what any draw brings (MD-5.6, MD-6.4–6.6) ------------------------------------
OPENING: Final = RULES.kind("opening")
MASTER: Final = RULES.kind("master")
MASTER_PICK: Final = RULES.kind("master_pick")
STOCK0: Final = RULES.kind("stock0")
FILL: Final = RULES.kind("fill")
FILL_CARD: Final = RULES.kind("fill_card", "on_square")
"""``on_square``: where the Medarot chosen from hand goes."""
LATE: Final = RULES.kind("late")
DRAWN: Final = RULES.kind("drawn")
LIMIT: Final = RULES.kind("limit")

# ----- a turn: start phase (MD-6), action phase (MD-7), end phase (MD-11) ----------------------------------
TURN: Final = RULES.kind("turn")
START: Final = RULES.kind("start")
OPTDRAW: Final = RULES.kind("optdraw")
START_END: Final = RULES.kind("start_end")
ACTION: Final = RULES.kind("action")
NEXT: Final = RULES.kind("next")
PICK: Final = RULES.kind("pick", "speed")
"""``speed``: the speed of the tied Medarots one of which the player picks."""
MTURN: Final = RULES.kind("mturn", "uid")
MENU: Final = RULES.kind("menu", "uid")
AFTER: Final = RULES.kind("after", "uid")
MEND: Final = RULES.kind("mend", "uid")
REPL_SQ: Final = RULES.kind("repl_sq", "uid")
REPL_CARD: Final = RULES.kind("repl_card", "uid", "to_square")
"""``uid``: the Medarot replaced; ``to_square``: where the one from hand goes."""
END: Final = RULES.kind("end")
END_CLEAN: Final = RULES.kind("end_clean")

# ----- Medarotters (MD-8) and attacks (MD-9) -------------------------------------------------------------
PAY: Final = RULES.kind("pay", "use")
APPLY: Final = RULES.kind("apply", "use")
"""``use``: the use id (``state.uses``) being paid for / carried out."""
OPPSLOT: Final = RULES.kind("oppslot")
DEFENCE: Final = RULES.kind("defend")
"""MD-8.2: the attacked Medarot's owner may defend."""
RESOLVE: Final = RULES.kind("resolve")
DISCARD: Final = RULES.kind("discard", "count")
"""``count``: cards still to trash."""
WDESTROY: Final = RULES.kind("wdestroy", "uid")
DCOUNT: Final = RULES.kind("dcount")
ATK_END: Final = RULES.kind("atk_end")

UID: Final = RULES.slot("uid")
"""The uid of the Medarot the frame is about (``ctr`` numbers every Medarot put on the field)."""
ON_SQUARE: Final = RULES.slot("on_square")
TO_SQUARE: Final = RULES.slot("to_square")
SPEED: Final = RULES.slot("speed")
USE: Final = RULES.slot("use")
COUNT: Final = RULES.slot("count")
