"""The effect ops of Medarot cards (MD-1.4's shared vocabulary), each defined once, here.

An ``OpDef`` is everything about one op: how a card's TOML writes it (``example``), what ``amount``
means, whether it lasts (it sits in ``state.fx`` and the rule that reads it asks ``effects.has`` /
``effects.bonus``) or happens at once (``now``), when a card may use it (``usable``), and its words
in English and Japanese (an effect whose card text is left empty is described by them). A new op is
one ``op(...)`` call here plus its test; a card whose effect is unique gets its own op the same way:
``now`` may do anything to the state, including pushing a decision frame (``trash_stock`` below asks
the user which face-down card to trash), and an untargeted op simply ignores the filter.

The order of registration is the schema's fixed order of ``observation.EFFECT_OPS`` (one-hot in
``adapters/encoding/medarot.py``): a new op goes at the end.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from cardtable.games.medarot.frames import OPPSLOT

if TYPE_CHECKING:
    from cardtable.games.medarot.state import MedarotState
    from cardtable.games.medarot.table import EffectRow

Now = Callable[["MedarotState", "EffectRow", int], None]
Usable = Callable[["MedarotState", int], bool]


@dataclass(frozen=True)
class OpDef:
    name: str
    words: tuple[str, str]
    """English and Japanese, with ``{amount}`` where the amount goes."""
    example: str
    """How a card's ``[[card.effects]]`` table writes it (besides timing, cost and trash)."""
    amount: str = ""
    """What ``amount`` means ("" when the op takes none)."""
    lasting: bool = True
    """In force for a while (``state.fx``); the rule it changes asks ``effects.has(state, unit, name)``."""
    now: Now | None = None
    """An at-once op: what it does for the user (player) when it happens."""
    usable: Usable | None = None
    """Beyond timing and cost: whether the user may use it now (public facts only)."""

    def describe(self, amount: int, lang: str) -> str:
        return self.words[1 if lang == "ja" else 0].format(amount=amount)


OPS: Final[dict[str, OpDef]] = {}


def op(definition: OpDef) -> None:
    if definition.name in OPS:
        raise ValueError(f"op {definition.name!r} is defined twice")
    if definition.lasting == (definition.now is not None):
        raise ValueError(f"op {definition.name!r}: an op either lasts or happens now")
    OPS[definition.name] = definition


# ----- lasting: bonuses to a Medarot's values (MD-7.5-7.9, MD-9) --------------------------------------
for stat, ja in (("power", "威力"), ("armor", "装甲"), ("speed", "スピード")):
    op(
        OpDef(
            stat,
            (f"{stat} {{amount:+d}}", f"{ja}{{amount:+d}}"),
            f'op = "{stat}"\namount = 10\nfilter = {{ side = "ally", types = ["melee"] }}',
            amount=f"added to the {stat} of each Medarot the filter names (``effects.{stat}``)",
        )
    )

# ----- lasting: flags a rule asks for ------------------------------------------------------------------
op(OpDef("no_act", ("cannot act", "行動できない"), 'op = "no_act"\nfilter = { side = "enemy" }'))
op(
    OpDef(
        "reverse_moves",
        ("movement directions reversed", "移動方向が逆になる"),
        'op = "reverse_moves"\nfilter = { side = "enemy" }',
    )
)
op(
    OpDef(
        "weak_attacks",
        ("attacks on it are weak attacks (MD-9.2)", "受ける攻撃は弱攻撃になる"),
        'op = "weak_attacks"\nfilter = { side = "self" }',
    )
)
op(
    OpDef(
        "nullify",
        ("nullify one attack (A-7)", "攻撃を1回無効化する"),
        'op = "nullify"\nfilter = { side = "ally" }',
    )
)
op(
    OpDef(
        "reflect_weak",
        ("a weak attack on it hits the attacker (MD-9.2)", "受けた弱攻撃を跳ね返す"),
        'op = "reflect_weak"\nfilter = { side = "self" }',
    )
)


# ----- at once -----------------------------------------------------------------------------------------
def _trash_stock(s: MedarotState, effect: EffectRow, user: int) -> None:
    """A-9: the user picks which face-down card of the opponent's stock goes to the trash."""
    if s.stock[1 - user]:
        s.push(OPPSLOT.frame(user))


def _draw(s: MedarotState, effect: EffectRow, user: int) -> None:
    s.draw(user, effect.amount, "MD-1.4")
    s.settle(user)


def _medals(s: MedarotState, effect: EffectRow, user: int) -> None:
    s.medals[user] += effect.amount  # no cap
    s.event("MD-1.6", "medals_gained", user, amount=effect.amount)


op(
    OpDef(
        "trash_stock",
        ("trash a card of the opponent's stock", "相手のストックを1枚トラッシュ"),
        'op = "trash_stock"',
        lasting=False,
        now=_trash_stock,
        usable=lambda s, user: bool(s.stock[1 - user]),
    )
)
op(
    OpDef(
        "draw",
        ("draw {amount}", "{amount}枚ドロー"),
        'op = "draw"\namount = 2',
        amount="cards drawn",
        lasting=False,
        now=_draw,
    )
)
op(
    OpDef(
        "medals",
        ("gain {amount} medal(s)", "メダル{amount}を得る"),
        'op = "medals"\namount = 1',
        amount="medals gained",
        lasting=False,
        now=_medals,
    )
)

LASTING_OPS: Final = tuple(name for name, definition in OPS.items() if definition.lasting)
"""Ops that stay in force for a while (and so sit in the state's effect list); the others happen at once."""
