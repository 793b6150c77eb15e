"""The integer action space: blocks of actions, each meaning one kind of answer to a decision.

``PASS`` (0) ends the main step, ends the battle step or passes a battle declaration.
``USE + c``      use card ``c`` (its index in ``Game.cards``) from hand, or transform with Mew Mew card ``c``.
``CHOOSE + c``   pick card ``c``: a gauge card to pay or take, a card to discard, to fetch, to put next
                 in order, or the Character to come out transformed.
``SLOT + p*MAX_SLOTS + i``   pick slot ``i`` of player ``p``'s field: a fighter, the Chimera Anima to
                 fight, or the target of an effect / equip / transform.
``ABILITY + i``  use the activated ability of slot ``i`` of your own field.
``NUMBER + n``   say a number: how many gauge cards to take at night (0-63).
"""

from __future__ import annotations

from typing import Final

from cardtable.games.mewmew.zones import MAX_SLOTS

PASS: Final = 0
MAX_NUMBER: Final = 63


class Layout:
    """Where each block starts, for a pool of ``cards`` cards (worked out once: ``decode`` and the
    ``*_action`` builders run for every legal action of every decision). Read-only by convention."""

    def __init__(self, cards: int) -> None:
        self.cards = cards
        self.use = 1
        self.choose = 1 + cards
        self.slot = 1 + 2 * cards
        self.ability = self.slot + 2 * MAX_SLOTS
        self.number = self.ability + MAX_SLOTS
        self.total = self.number + MAX_NUMBER + 1

    # ----- the one place the numbering is written (everything else asks these, or State.find_action) -----
    def use_action(self, card: int) -> int:
        return self.use + card

    def choose_action(self, card: int) -> int:
        return self.choose + card

    def slot_action(self, player: int, index: int) -> int:
        return self.slot + player * MAX_SLOTS + index

    def ability_action(self, index: int) -> int:
        return self.ability + index

    def number_action(self, n: int) -> int:
        return self.number + n

    def decode(self, action: int) -> tuple[str, int]:
        """(block name, value within the block)."""
        if action == PASS:
            return "pass", 0
        if action >= self.number:
            return "number", action - self.number
        if action >= self.ability:
            return "ability", action - self.ability
        if action >= self.slot:
            return "slot", action - self.slot
        if action >= self.choose:
            return "choose", action - self.choose
        if action >= self.use:
            return "use", action - self.use
        raise ValueError(action)
