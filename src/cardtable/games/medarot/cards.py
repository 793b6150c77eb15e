"""The Medarot card schema (MD-1): pydantic models for the TOML data (``table.py`` turns them into the
per-index tables play reads)."""

from __future__ import annotations

from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from cardtable.core.cards import CardBase
from cardtable.games.medarot.ops import LASTING_OPS, OPS

Kind = Literal["medarot", "medachange", "medarotter"]
ActionType = Literal["shooting", "melee", "special"]
Direction = Literal["F", "FR", "R", "BR", "B", "BL", "L", "FL"]
Timing = Literal["activate", "action", "defence", "special", "attack", "end_turn"]
TrashTiming = Literal["after_use", "after_defence", "end_of_turn"]
MEDAROTTER_TIMINGS: Final = ("activate", "action", "defence")
"""MD-1.4: the timing keywords 【発動】, 【行動】, 【防御】 of a Medarotter's effects."""
MAX_COST: Final = 7
"""Costs are paid with a 'say a number' action of at most 8 values (0..7)."""


class Filter(BaseModel):
    """Which Medarots a lasting effect touches, seen from the player who used it."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    side: Literal["ally", "enemy", "any", "self", "target"] = "any"
    """``self``: the Medarot whose special or attack it is; ``target``: the Medarot it attacked."""
    types: tuple[ActionType, ...] = ()
    models: tuple[str, ...] = ()
    min_rarity: int = 0


class Effect(BaseModel):
    """One effect of a card, written in the shared vocabulary (``op`` with an amount and a filter)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    timing: Timing
    op: str
    """One of ``ops.OPS``."""
    amount: int = 0
    cost: int = Field(default=0, ge=0, le=MAX_COST)
    trash: TrashTiming | None = None
    """MD-1.4 (wiki): a Medarotter effect's trash timing, which also says how long it lasts (A-8)."""
    filter: Filter = Filter()
    delayed: bool = False
    """An at-once op (draw, medals) that happens at the end of turn (MD-11.1) instead of now."""
    text_ja: str = ""
    text_en: str = ""

    @model_validator(mode="before")
    @classmethod
    def _words_of_the_op(cls, data: Any) -> Any:
        """An effect whose card text is left empty is described by its op's words."""
        if isinstance(data, dict) and data.get("op") in OPS:
            definition = OPS[data["op"]]
            amount = int(data.get("amount", 0))
            for lang in ("en", "ja"):
                if not data.get(f"text_{lang}"):
                    data = {**data, f"text_{lang}": definition.describe(amount, lang)}
        return data

    @model_validator(mode="after")
    def _consistent(self) -> Effect:
        if self.op not in OPS:
            raise ValueError(f"unknown op {self.op!r}; the ops are {', '.join(OPS)} (ops.py)")
        if (self.timing in MEDAROTTER_TIMINGS) != (self.trash is not None):
            raise ValueError(
                "a Medarotter effect (activate/action/defence) needs a trash timing; others none"
            )
        if self.delayed and (self.op in LASTING_OPS or self.trash != "end_of_turn"):
            raise ValueError("only at-once ops of a Medarotter trashed at end of turn can be delayed")
        return self


class MedarotCard(CardBase):
    """A card of any of the three kinds (MD-1.1); fields a kind does not use keep their defaults."""

    kind: Kind
    model: str = ""
    rarity: int = Field(default=1, ge=1)
    type: ActionType | None = None
    cost: int = Field(default=0, ge=0)
    armor: int = Field(default=0, ge=0)
    power: int = Field(default=0, ge=0)
    speed: int = Field(default=0, ge=0)
    moves: tuple[Direction, ...] = ()
    power_transform: bool = False
    hp: int = 0
    effects: tuple[Effect, ...] = ()

    @model_validator(mode="after")
    def _fits_kind(self) -> MedarotCard:
        timings = {effect.timing for effect in self.effects}
        if self.kind == "medarotter":
            if self.type is not None or self.moves or self.power_transform:
                raise ValueError("a Medarotter has no action type, movement or power transform")
            if not self.effects or not timings <= set(MEDAROTTER_TIMINGS) or len(self.effects) > 2:
                raise ValueError("a Medarotter has one or two activate/action/defence effects (MD-1.4)")
        else:
            if self.type is None or self.hp:
                raise ValueError("a Medarot or Medachange needs an action type and has no HP modifier")
            if timings & set(MEDAROTTER_TIMINGS):
                raise ValueError("only Medarotters have activate/action/defence effects")
            if (self.type == "special") != ("special" in timings):
                raise ValueError("a special-type Medarot has exactly its special effect (MD-7.8)")
            if len(set(self.moves)) != len(self.moves):
                raise ValueError("movement directions repeat")
        if self.power_transform and self.kind != "medachange":
            raise ValueError("only a Medachange form can be a power transform (MD-7.4)")
        return self


# ----- the codes of the play tables (table.py) -------------------------------------------------------
DIRECTION_STEP: Final[dict[str, tuple[int, int]]] = {
    "F": (1, 0),
    "FR": (1, 1),
    "R": (0, 1),
    "BR": (-1, 1),
    "B": (-1, 0),
    "BL": (-1, -1),
    "L": (0, -1),
    "FL": (1, -1),
}
"""(rows forward, columns right) of one step, seen from the owner (MD-1.2 ruling)."""

KIND_CODE: Final = {"medarot": 0, "medachange": 1, "medarotter": 2}
TYPE_CODE: Final = {"shooting": 0, "melee": 1, "special": 2}
MEDAROT: Final = 0
MEDACHANGE: Final = 1
MEDAROTTER: Final = 2
SHOOTING: Final = 0
MELEE: Final = 1
SPECIAL: Final = 2
