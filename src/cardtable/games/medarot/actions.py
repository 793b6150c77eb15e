"""The fixed integer action space: blocks of squares, small numbers, verbs and card indices.

``N`` is the size of the card pool (``len(game.cards)``); a card ``X`` is its index in the pool, so
an action never depends on the order of a hand. The meaning of a block is fixed; which actions are
legal depends on the pending decision (see ``observation`` ``"decision"``).

===================  ===========  ==========================================================
block                actions      meaning
===================  ===========  ==========================================================
``SQUARE + s``       0–14         choose square ``s`` (place a Medarot, re-place after a
                                  replace, pick which of your tied Medarots acts next)
``MOVE + s``         15–29        the acting Medarot moves to square ``s`` (MD-7.9)
``ATTACK + s``       30–44        the acting Medarot attacks the Medarot on square ``s``
                                  (MD-7.5–7.7; the 2-ahead melee reach costs 1 medal)
``NUMBER + n``       45–52        say ``n`` (0–7): optional draw count, draw count after a
                                  destroy, MedaForce cards in a payment, slot of the
                                  opponent's stock to trash
``PASS``             53           no / done / end this step (decline to act, end the turn, no
                                  defence, stop putting cards into the stock)
``SPECIAL``          54           the acting special-type Medarot uses its special (MD-7.8)
``REPLACE``          55           replace the acting Medarot (MD-7.3)
``UNDO_CHANGE``      56           undo the acting Medarot's Medachange (MD-7.4)
``NULLIFY``          57           spend a readied nullify (イッキ, A-7) on this attack
``MASTER + e``       58–59        use effect ``e`` of your Master (MD-8.6)
``CARD + X``         60 …         choose card ``X`` (Master, stock, discard, which Medarot
                                  to place or to put in after a replace, trash from own stock)
``STOCK_IN + X``     … +N         put Medarotter ``X`` from hand face-down into the stock
``CHANGE + X``       … +2N        Medachange the acting Medarot with form ``X`` from hand
``USE_STOCK + e*N+X``… +3N        use effect ``e`` of Medarotter ``X`` from the stock
``USE_HAND + e*N+X`` … +5N        use effect ``e`` of Medarotter ``X`` from hand (MD-8.1)
===================  ===========  ==========================================================

Total: ``60 + 7N`` actions.
"""

from __future__ import annotations

from typing import Final

SQUARE: Final = 0
MOVE: Final = 15
ATTACK: Final = 30
NUMBER: Final = 45
PASS: Final = 53
SPECIAL: Final = 54
REPLACE: Final = 55
UNDO_CHANGE: Final = 56
NULLIFY: Final = 57
MASTER: Final = 58
CARD: Final = 60


class Blocks:
    """Where the card blocks start for a pool of ``n`` cards."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.stock_in = CARD + n
        self.change = CARD + 2 * n
        self.use_stock = CARD + 3 * n
        self.use_hand = CARD + 5 * n
        self.total = CARD + 7 * n

    def use(self, from_hand: bool, effect: int, card: int) -> int:
        return (self.use_hand if from_hand else self.use_stock) + effect * self.n + card

    def split_use(self, action: int) -> tuple[bool, int, int]:
        """(from hand, effect index, card) of a use action."""
        from_hand = action >= self.use_hand
        rest = action - (self.use_hand if from_hand else self.use_stock)
        return from_hand, rest // self.n, rest % self.n
