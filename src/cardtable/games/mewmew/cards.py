"""The Tokyo Mew Mew card schema (cards/*.toml) and its small effect vocabulary."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from cardtable.core.cards import CardBase

Kind = Literal["mewmew", "aqua", "chimera", "character", "event", "item"]
Timing = Literal["main", "battle", "any"]


class Op(BaseModel):
    """One step of an effect: ``{op = "draw", n = 2}``; ``op`` names a definition of ``ops.OPS``
    (which says which of the other keys it reads)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    op: str
    n: int = Field(1, ge=-9, le=9)
    who: Literal["self", "opponent"] = "self"
    to: Literal["discard", "hand"] = "discard"
    hook: str | None = None

    @model_validator(mode="after")
    def _is_defined(self) -> Op:
        from cardtable.games.mewmew.ops import HOOKS, OPS  # ops run cards of this schema

        if self.op not in OPS:
            raise ValueError(f"unknown op {self.op!r}; the ops are: {', '.join(OPS)}")
        if self.op == "hook" and self.hook not in HOOKS:
            raise ValueError(f'op "hook" needs hook = one of: {", ".join(HOOKS)} (not {self.hook!r})')
        return self


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
        from cardtable.games.mewmew.ops import OPS  # ops run cards of this schema

        for op in (*self.effect, *self.ability):
            definition = OPS[op.op]
            if definition.battle_only and self.timing == "main":
                raise ValueError(f'op "{op.op}" works only in battle: set timing = "battle"')
            if definition.kinds and kind not in definition.kinds:
                raise ValueError(f'op "{op.op}" belongs to cards of kind {" / ".join(definition.kinds)}')
        return self
