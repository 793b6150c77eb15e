"""The Tokyo Mew Mew card schema (cards/*.toml) and its small effect vocabulary."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from cardtable.core.cards import CardBase

Kind = Literal["mewmew", "aqua", "chimera", "character", "event", "item"]
Timing = Literal["main", "battle", "any"]
OpName = Literal[
    "draw",  # the user draws n cards
    "mill",  # top n cards of a deck go to its owner's discard pile (MM-7.4)
    "gauge",  # top n cards of the user's deck go to the user's gauge
    "points",  # battle points of one side change by n (battle only)
    "wake",  # wake one of the user's sleeping Characters
    "wake_all",  # wake every card on the user's field
    "sleep",  # put one of the opponent's awake Characters to sleep
    "beat",  # a Chimera Anima on the opponent's field goes to the user's Chimera Anima area (MM-7.2)
    "remove",  # a Character leaves the opponent's field for its owner's discard pile or hand (MM-7.5)
    "look",  # look at the top n cards of the user's deck and put them back in any order
    "fetch",  # a Character from the user's discard pile goes to the user's hand
    "chimera_battle",  # this Chimera Anima starts a battle against an opponent's Character (MM-7.3)
    "equip",  # attach this Item to a Character of the user (MM-1.5)
    "transform",  # lay this Mew Mew card on its Character (MM-1.4)
    "hook",  # a per-card function in effects.HOOKS, for what the words above cannot say
]


class Op(BaseModel):
    """One step of an effect: ``{op = "draw", n = 2}``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    op: OpName
    n: int = Field(1, ge=-9, le=9)
    who: Literal["self", "opponent"] = "self"
    to: Literal["discard", "hand"] = "discard"
    hook: str | None = None


class MewMewCard(CardBase):
    """A Tokyo Mew Mew card: kind, cost (MM-1.2), search points (MM-1.3) and what it does."""

    kind: Kind
    cost: int = Field(ge=0, le=9)
    search_points: int = Field(0, ge=0, le=3)
    mewmew: str | None = None
    """Character: the Mew Mew it can become; Mew Mew card: whom it transforms; special move: its user."""
    special_move: bool = False
    rod: bool = False
    """The Mew Aqua Rod: a Mew Mew holding it may use Mew Aqua (MM-6.2.4)."""
    battle_bonus: int = Field(0, ge=-9, le=9)
    """Added to its side's battle points while it (or the Character it is attached to) fights."""
    timing: Timing = "main"
    effect: tuple[Op, ...] = ()
    ability: tuple[Op, ...] = ()
    """An activated ability (起動能力, MM-1.3 / MM-6.2.5)."""

    @model_validator(mode="after")
    def _fits_its_kind(self) -> MewMewCard:
        kind = self.kind
        if self.search_points and kind != "character":
            raise ValueError("only Characters have search points (MM-1.3)")
        if self.ability and kind not in ("character", "chimera"):
            raise ValueError("only Characters and Chimera Anima have activated abilities")
        if self.special_move and (kind != "event" or not self.mewmew):
            raise ValueError("a special move is an Event naming its Mew Mew (MM-1.1)")
        if self.rod and kind != "item":
            raise ValueError("the Mew Aqua Rod is an Item (MM-1.1)")
        if kind == "mewmew" and (not self.mewmew or self.effect != (Op(op="transform"),)):
            raise ValueError('a Mew Mew card names its Character and has effect [{op = "transform"}]')
        if kind == "item" and (not self.effect or self.effect[0].op != "equip"):
            raise ValueError('an Item\'s effect starts with {op = "equip"} (MM-1.5)')
        if kind in ("event", "aqua") and not self.effect:
            raise ValueError("an Event or Mew Aqua needs an effect")
        if kind in ("character", "chimera") and self.effect:
            raise ValueError("Characters and Chimera Anima act through abilities, not effects")
        if self.timing != "main" and kind != "event":
            raise ValueError("only Events may be used in battle (MM-6.4.4)")
        for op in (*self.effect, *self.ability):
            if op.op == "hook" and not op.hook:
                raise ValueError('op "hook" needs hook = "<function name>"')
            if op.op == "points" and self.timing == "main":
                raise ValueError('op "points" works only in battle: set timing = "battle"')
            if op.op in ("equip", "transform") and kind not in ("item", "mewmew"):
                raise ValueError(f'op "{op.op}" belongs to Items / Mew Mew cards')
            if op.op == "chimera_battle" and kind != "chimera":
                raise ValueError('op "chimera_battle" belongs to Chimera Anima (MM-7.3)')
        return self
