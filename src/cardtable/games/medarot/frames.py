"""Medarot's frame kinds and their named fields, on the core decision engine (``core.decisions``).

Every rule step and decision of the game is declared here once; the rule modules (``flow``, ``turn``,
``medarotters``, ``attack``) register what each kind does with ``RULES.procedure`` / ``RULES.decision``.
Fields are read by name: ``frame[UID]``, ``frame[PLAYER]``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.decisions import Rules

if TYPE_CHECKING:
    from cardtable.games.medarot.state import MedarotState

RULES: Rules[MedarotState] = Rules(idle="turn")

# ----- the opening (MD-5) and what any draw brings (MD-5.6, MD-6.4–6.6) ------------------------------------
OPENING = RULES.kind("opening")
MASTER = RULES.kind("master")
MASTER_PICK = RULES.kind("master_pick")
STOCK0 = RULES.kind("stock0")
FILL = RULES.kind("fill")
FILL_CARD = RULES.kind("fill_card", "on_square")
"""``on_square``: where the Medarot chosen from hand goes."""
LATE = RULES.kind("late")
DRAWN = RULES.kind("drawn")
LIMIT = RULES.kind("limit")

# ----- a turn: start phase (MD-6), action phase (MD-7), end phase (MD-11) ----------------------------------
TURN = RULES.kind("turn")
START = RULES.kind("start")
OPTDRAW = RULES.kind("optdraw")
START_END = RULES.kind("start_end")
ACTION = RULES.kind("action")
NEXT = RULES.kind("next")
PICK = RULES.kind("pick", "speed")
"""``speed``: the speed of the tied Medarots one of which the player picks."""
MTURN = RULES.kind("mturn", "uid")
MENU = RULES.kind("menu", "uid")
AFTER = RULES.kind("after", "uid")
MEND = RULES.kind("mend", "uid")
REPL_SQ = RULES.kind("repl_sq", "uid")
REPL_CARD = RULES.kind("repl_card", "uid", "to_square")
"""``uid``: the Medarot replaced; ``to_square``: where the one from hand goes."""
END = RULES.kind("end")
END_CLEAN = RULES.kind("end_clean")

# ----- Medarotters (MD-8) and attacks (MD-9) -------------------------------------------------------------
PAY = RULES.kind("pay", "use")
APPLY = RULES.kind("apply", "use")
"""``use``: the use id (``state.uses``) being paid for / carried out."""
OPPSLOT = RULES.kind("oppslot")
DEFENCE = RULES.kind("defend")
"""MD-8.2: the attacked Medarot's owner may defend."""
RESOLVE = RULES.kind("resolve")
DISCARD = RULES.kind("discard", "count")
"""``count``: cards still to trash."""
WDESTROY = RULES.kind("wdestroy", "uid")
DCOUNT = RULES.kind("dcount")
ATK_END = RULES.kind("atk_end")

UID = RULES.slot("uid")
"""The uid of the Medarot the frame is about (``ctr`` numbers every Medarot put on the field)."""
ON_SQUARE = RULES.slot("on_square")
TO_SQUARE = RULES.slot("to_square")
SPEED = RULES.slot("speed")
USE = RULES.slot("use")
COUNT = RULES.slot("count")
