"""Tokyo Mew Mew's frame kinds and their named fields, on the core decision engine (``core.decisions``).

Every rule step and decision of the game is declared here once; the rule modules register what each
kind does: ``rules`` (the turn's steps, the battle, wins), ``effects`` (using cards and abilities)
with ``RULES.procedure``, ``decisions`` (every decision's options, answer and refusal) with
``RULES.decision``. Fields are read by name: ``frame[CARD]``, ``frame[PLAYER]``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.decisions import Rules

if TYPE_CHECKING:
    from cardtable.games.mewmew.state import MewMewState

RULES: Rules[MewMewState] = Rules()
"""No idle kind: every step pushes the next one (good night's end pushes the next good morning)."""

# ----- the turn (MM-6) ---------------------------------------------------------------------------------
MORNING = RULES.kind("morning")
MAIN = RULES.kind("main")
SEARCH = RULES.kind("search")
FIGHT = RULES.kind("fight")
"""MM-6.4.2: pick a fighter, or end the battle step (the frame below ends it)."""
BATTLE_STEP_END = RULES.kind("battle_step_end")
"""MM-6.4.8: the battle step is over (no fighter, no foe, or the player passed): good night."""
FOE = RULES.kind("foe", "fighter")
"""``fighter``: the uid of the Character that fights."""
DECLARE = RULES.kind("declare")
BATTLE_END = RULES.kind("battle_end")
CHECK = RULES.kind("check")
NIGHT = RULES.kind("night")
NIGHT_PICK = RULES.kind("night_pick", "left")
"""``left``: gauge cards still to pick."""
NIGHT_END = RULES.kind("night_end")
DISCARD = RULES.kind("discard")
END_TURN = RULES.kind("end_turn")

# ----- using cards and abilities (MM-6.2) ----------------------------------------------------------------
PAY = RULES.kind("pay", "left", "paid_for")
"""``left``: gauge cards still to pay; ``paid_for``: the card being used."""
OPS = RULES.kind("ops", "card", "at", "user", "is_ability")
"""The effect steps of ``card`` from step ``at`` on; ``user``: the uid of the field card whose ability
it is (-1 for a card used from hand); ``is_ability``: 1 for an activated ability."""
TARGET = RULES.kind("target", "card", "at", "user", "is_ability")
"""Choose the field card for step ``at`` of ``card`` (the fields as in ``ops``)."""
FETCH = RULES.kind("fetch", "card")
HAND_CHARACTER = RULES.kind("hand_character", "card")
"""MM-1.4 flag hand_card: ``card`` is the Mew Mew card; choose the Character that comes out."""
FINISH = RULES.kind("finish", "card", "character")
"""``card`` has resolved; ``character``: the Character that came out transformed under it, or -1."""
ORDER = RULES.kind("order", "count", "placed", "source")
"""Put ``count`` looked-at cards back in order; ``placed`` are done; ``source``: the look effect's card."""
REST = RULES.kind("rest", "resting")
"""``resting``: the uid of the card that goes to sleep after its ability (MM-6.2.5)."""

CARD = RULES.slot("card")
AT = RULES.slot("at")
USER = RULES.slot("user")
IS_ABILITY = RULES.slot("is_ability")
LEFT = RULES.slot("left")
PAID_FOR = RULES.slot("paid_for")
FIGHTER = RULES.slot("fighter")
CHARACTER = RULES.slot("character")
COUNT = RULES.slot("count")
PLACED = RULES.slot("placed")
SOURCE = RULES.slot("source")
RESTING = RULES.slot("resting")
