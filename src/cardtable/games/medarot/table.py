"""The card pool as play reads it (MD-1): plain per-index lists, and each effect as a compiled record.

Play reads these millions of times. Compiled with the rules, a field of a ``CardTable`` or an
``EffectRow`` is read straight from the object; a field of a pydantic model (``cards.py``) is a Python
attribute lookup, which made a fifth of the Medarot tensor writer's time.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cardtable.core.cards import CardBase
from cardtable.games.medarot.cards import DIRECTION_STEP, KIND_CODE, TYPE_CODE, Effect, MedarotCard


@dataclass(frozen=True)
class FilterRow:
    """``cards.Filter``: which Medarots a lasting effect touches, seen from the player who used it."""

    side: str
    types: tuple[str, ...]
    models: tuple[str, ...]
    min_rarity: int


@dataclass(frozen=True)
class EffectRow:
    """``cards.Effect``, field for field: one effect of a card."""

    timing: str
    op: str
    amount: int
    cost: int
    trash: str | None
    filter: FilterRow
    delayed: bool
    text_ja: str
    text_en: str


def effect_row(effect: Effect) -> EffectRow:
    f = effect.filter
    return EffectRow(
        timing=effect.timing,
        op=effect.op,
        amount=effect.amount,
        cost=effect.cost,
        trash=effect.trash,
        filter=FilterRow(side=f.side, types=f.types, models=f.models, min_rarity=f.min_rarity),
        delayed=effect.delayed,
        text_ja=effect.text_ja,
        text_en=effect.text_en,
    )


class CardTable:
    """Plain per-index lists of the numbers play reads millions of times (no pydantic on the hot path)."""

    def __init__(self, cards: Sequence[CardBase]) -> None:
        medarot_cards = [card for card in cards if isinstance(card, MedarotCard)]
        if len(medarot_cards) != len(cards):
            raise TypeError("the Medarot card table needs MedarotCard objects")
        self.kind = [KIND_CODE[c.kind] for c in medarot_cards]
        self.of_kind = [frozenset(i for i, k in enumerate(self.kind) if k == code) for code in range(3)]
        """Per kind code: the pool indices of the cards of that kind (what a re-deal may put where)."""
        self.type = [TYPE_CODE[c.type] if c.type else -1 for c in medarot_cards]
        self.cost = [c.cost for c in medarot_cards]
        self.armor = [c.armor for c in medarot_cards]
        self.power = [c.power for c in medarot_cards]
        self.speed = [c.speed for c in medarot_cards]
        self.rarity = [c.rarity for c in medarot_cards]
        self.model = [c.model for c in medarot_cards]
        self.hp = [c.hp for c in medarot_cards]
        self.transform = [c.power_transform for c in medarot_cards]
        self.moves = [[DIRECTION_STEP[d] for d in c.moves] for c in medarot_cards]
        self.effects = [[effect_row(e) for e in c.effects] for c in medarot_cards]
        # MD-1.3: a Medachange form belongs to the Medarot of the same (Japanese) name.
        by_name = {c.name_ja: i for i, c in enumerate(medarot_cards) if c.kind == "medarot"}
        self.change_of = [by_name.get(c.name_ja, -1) if c.kind == "medachange" else -1 for c in medarot_cards]
        # The same records as ``effects`` (``attack.start_lasting`` finds one by its index there).
        self.special = [next((e for e in effects if e.timing == "special"), None) for effects in self.effects]
        self.on_attack = [[e for e in effects if e.timing == "attack"] for effects in self.effects]
        self.at_end = [[e for e in effects if e.timing == "end_turn"] for effects in self.effects]
