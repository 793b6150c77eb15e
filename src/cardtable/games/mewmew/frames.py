"""Tokyo Mew Mew's frame kinds and their named fields, on the core decision engine (``core.decisions``).

Every rule step and decision of the game is declared here once; the rule modules register what each
kind does: ``rules`` (the turn's steps, the battle, wins), ``effects`` (using cards and abilities)
with ``RULES.procedure``, ``decisions`` (every decision's options, answer and refusal) with
``RULES.decision``. Fields are read by name: ``frame[CARD]``, ``frame[PLAYER]``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from cardtable.core.decisions import Rules

if TYPE_CHECKING:
    from cardtable.games.mewmew.state import MewMewState

RULES: Final[Rules[MewMewState]] = Rules()
"""No idle kind: every step pushes the next one (good night's end pushes the next good morning)."""

# ----- the turn (MM-6) ---------------------------------------------------------------------------------
MORNING: Final = RULES.kind("morning")
MAIN: Final = RULES.kind("main")
SEARCH: Final = RULES.kind("search")
FIGHT: Final = RULES.kind("fight")
"""MM-6.4.2: pick a fighter, or end the battle step (the frame below ends it)."""
BATTLE_STEP_END: Final = RULES.kind("battle_step_end")
"""MM-6.4.8: the battle step is over (no fighter, no foe, or the player passed): good night."""
FOE: Final = RULES.kind("foe", "fighter")
"""``fighter``: the uid of the Character that fights."""
DECLARE: Final = RULES.kind("declare")
BATTLE_END: Final = RULES.kind("battle_end")
CHECK: Final = RULES.kind("check")
NIGHT: Final = RULES.kind("night")
NIGHT_PICK: Final = RULES.kind("night_pick", "left")
"""``left``: gauge cards still to pick."""
NIGHT_END: Final = RULES.kind("night_end")
DISCARD: Final = RULES.kind("discard")
END_TURN: Final = RULES.kind("end_turn")

# ----- using cards and abilities (MM-6.2) ----------------------------------------------------------------
PAY: Final = RULES.kind("pay", "left", "paid_for")
"""``left``: gauge cards still to pay; ``paid_for``: the card being used."""
EFFECT: Final = RULES.kind("ops", "card", "at", "user", "is_ability")
"""The effect steps of ``card`` from step ``at`` on; ``user``: the uid of the field card whose ability
it is (-1 for a card used from hand); ``is_ability``: 1 for an activated ability."""
TARGET: Final = RULES.kind("target", "card", "at", "user", "is_ability")
"""Choose the field card for step ``at`` of ``card`` (the fields as in ``ops``)."""
FETCH: Final = RULES.kind("fetch", "card")
HAND_CHARACTER: Final = RULES.kind("hand_character", "card")
"""MM-1.4 flag hand_card: ``card`` is the Mew Mew card; choose the Character that comes out."""
FINISH: Final = RULES.kind("finish", "card", "character")
"""``card`` has resolved; ``character``: the Character that came out transformed under it, or -1."""
ORDER: Final = RULES.kind("order", "count", "placed", "source")
"""Put ``count`` looked-at cards back in order; ``placed`` are done; ``source``: the look effect's card."""
REST: Final = RULES.kind("rest", "resting")
"""``resting``: the uid of the card that goes to sleep after its ability (MM-6.2.5)."""

CARD: Final = RULES.slot("card")
AT: Final = RULES.slot("at")
USER: Final = RULES.slot("user")
IS_ABILITY: Final = RULES.slot("is_ability")
LEFT: Final = RULES.slot("left")
PAID_FOR: Final = RULES.slot("paid_for")
FIGHTER: Final = RULES.slot("fighter")
CHARACTER: Final = RULES.slot("character")
COUNT: Final = RULES.slot("count")
PLACED: Final = RULES.slot("placed")
SOURCE: Final = RULES.slot("source")
RESTING: Final = RULES.slot("resting")
