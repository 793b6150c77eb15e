"""The effect vocabulary of Tokyo Mew Mew cards: every op defined once, in one ``OpDef``.

An op is a step of a card's ``effect`` or ``ability`` in the card files (``{op = "draw", n = 2}``).
Its definition holds everything about it: the TOML keys it reads and an example (the card schema
and ``docs/cards.md`` are made from these), the card kinds that may carry it and when it is usable,
its targets (a targeted op chooses a card on a field) and what it does, and its words in English and
Japanese. A new op is one ``define`` here plus its test.

``HOOKS`` is the escape hatch for one printed card whose text the vocabulary cannot say
(``{op = "hook", hook = "forceful_recruitment"}``): a hook is an ``OpDef`` too, targeted or not,
and may push a decision (see ``choices.card_choice``) like any op.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from cardtable.core.decisions import PLAYER, Frame
from cardtable.games.mewmew import zones as z
from cardtable.games.mewmew.choices import CardChoice, card_choice
from cardtable.games.mewmew.frames import FETCH, ORDER, RULES, USER

if TYPE_CHECKING:
    from cardtable.games.mewmew.cards import Op
    from cardtable.games.mewmew.state import MewMewState

Target = tuple[int, int]
"""A card on a field: (field's player, slot index)."""
Targets = Callable[["MewMewState", int, "Op", int], list[Target]]
Hit = Callable[["MewMewState", int, int, "Op", Target, Frame], None]
Run = Callable[["MewMewState", int, int, "Op"], bool]
Needs = Callable[["MewMewState", int], str | None]


@dataclass(frozen=True)
class OpDef:
    name: str
    words: tuple[str, str]
    """What it does, in English and Japanese ({n}: the op's n)."""
    example: str
    """A TOML example of the op."""
    keys: tuple[str, ...] = ()
    """The TOML keys it reads beyond ``op`` (``n``, ``who``, ``to``, ``hook``)."""
    kinds: tuple[str, ...] = ()
    """The card kinds that may carry it (empty: any)."""
    battle_only: bool = False
    """Usable only in a battle: the card needs ``timing = "battle"`` (or ``"any"``)."""
    removal: bool = False
    """Removes a Character from the field: never in battle (MM-7.5)."""
    targets: Targets | None = None
    """Targeted ops: the field cards it may choose for player p using card c, in slot order."""
    hit: Hit | None = None
    """Targeted ops: what it does to the chosen card."""
    run: Run | None = None
    """Untargeted ops: what it does; False when it pushed a decision to finish later."""
    needs: Needs | None = None
    """Why the card cannot be used now because of this op (None: it can), from public facts."""


OPS: Final[dict[str, OpDef]] = {}
HOOKS: Final[dict[str, OpDef]] = {}


def define(op: OpDef, registry: dict[str, OpDef] = OPS) -> OpDef:
    if op.name in registry:
        raise ValueError(f"op {op.name!r} is defined twice")
    if (op.targets is None) != (op.hit is None) or (op.targets is None) == (op.run is None):
        raise ValueError(f"op {op.name!r}: give targets and hit (targeted), or run (untargeted)")
    registry[op.name] = op
    return op


def definition(op: Op) -> OpDef:
    """The definition an op of a card runs (a hook's own, for ``op = "hook"``)."""
    return HOOKS[op.hook] if op.op == "hook" and op.hook is not None else OPS[op.op]


# ----- deck tops ----------------------------------------------------------------------------------------
def _move_top(s: MewMewState, owner: int, n: int, to: str) -> list[str]:
    """Move up to ``n`` cards (as many as the deck has) from the top of ``owner``'s deck to their
    ``to`` zone (``z.deck_top_to``)."""
    moved: list[str] = []
    for _ in range(min(n, len(s.deck[owner]))):
        moved.append(s.game.ids[z.deck_top_to(s, owner, to)])
    return moved


def draw(s: MewMewState, p: int, n: int, rule: str) -> None:
    """``p`` draws up to ``n`` cards; only ``p`` sees which."""
    drawn = _move_top(s, p, n, "hand")
    s.event(rule, "draw", p, n=len(drawn), secret={"cards": drawn}, shown_to=(p,))


def _side(p: int, op: Op) -> int:
    return p if op.who == "self" else 1 - p


def _draw(s: MewMewState, p: int, card: int, op: Op) -> bool:
    draw(s, p, op.n, "MM-6.2.1")
    return True


def _mill(s: MewMewState, p: int, card: int, op: Op) -> bool:
    # MM-7.4: a Mew Aqua sent this way is not found, a Chimera Anima is discarded with the rest.
    owner = _side(p, op)
    s.event("MM-7.4", "milled", owner, cards=_move_top(s, owner, op.n, "discard"))
    return True


def _gauge(s: MewMewState, p: int, card: int, op: Op) -> bool:
    moved = _move_top(s, p, op.n, "gauge")
    s.event("MM-6.2.1", "to_gauge", p, n=len(moved), card=s.game.ids[card])
    return True


def _look(s: MewMewState, p: int, card: int, op: Op) -> bool:
    g = s.game
    deck = s.deck[p]
    m = min(op.n, len(deck))
    s.ktop[p] = max(s.ktop[p], m)
    seen = [g.ids[c] for c in reversed(deck[len(deck) - m :])]
    s.event("MM-6.2.1", "look", p, n=m, secret={"cards": seen}, shown_to=(p,))
    if m < 2:
        return True
    # MM-2.3: the owner reorders them in secret, so cards of the public bottom (MM-6.4.6) among them
    # are no longer known to the opponent.
    s.kbot[p] = min(s.kbot[p], len(deck) - m)
    s.stack.append(ORDER.frame(p, m, 0, card))
    return False


define(
    OpDef("draw", ("you draw {n} card(s)", "カードを{n}枚引く"), '{ op = "draw", n = 2 }', ("n",), run=_draw)
)
define(
    OpDef(
        "mill",
        (
            "the top {n} card(s) of a deck go to its discard pile (MM-7.4)",
            "山札の上から{n}枚を捨て札置き場に置く",
        ),
        '{ op = "mill", n = 2, who = "opponent" }',
        ("n", "who"),
        run=_mill,
    )
)
define(
    OpDef(
        "gauge",
        ("the top {n} card(s) of your deck go to your gauge", "自分の山札の上から{n}枚をゲージに置く"),
        '{ op = "gauge", n = 3 }',
        ("n",),
        run=_gauge,
    )
)
define(
    OpDef(
        "look",
        (
            "look at the top {n} card(s) of your deck and put them back in any order",
            "自分の山札の上から{n}枚を見て、好きな順番で戻す",
        ),
        '{ op = "look", n = 3 }',
        ("n",),
        run=_look,
    )
)


# ----- battle points and sleep ---------------------------------------------------------------------------
def _points(s: MewMewState, p: int, card: int, op: Op) -> bool:
    side = _side(p, op)
    if s.battle:
        s.battle[z.B_PTS + side] += op.n
        s.event("MM-6.4.4", "points", side, n=op.n, card=s.game.ids[card], total=s.battle[z.B_PTS + side])
    return True


def _wake_all(s: MewMewState, p: int, card: int, op: Op) -> bool:
    for slot in s.field[p]:
        slot[z.S_AWAKE] = 1
    s.event("MM-2.2", "wake_all", p, card=s.game.ids[card])
    return True


def _own_characters(s: MewMewState, p: int, awake: bool) -> list[Target]:
    g = s.game
    return [
        (p, i) for i, sl in enumerate(s.field[p]) if z.is_character(g, sl) and bool(sl[z.S_AWAKE]) == awake
    ]


def _wake(s: MewMewState, p: int, card: int, op: Op, target: Target, frame: Frame) -> None:
    slot = s.field[target[0]][target[1]]
    slot[z.S_AWAKE] = 1
    s.event("MM-2.2", "woken", p, card=s.game.ids[slot[z.S_CARD]])


def _sleep(s: MewMewState, p: int, card: int, op: Op, target: Target, frame: Frame) -> None:
    side, index = target
    slot = s.field[side][index]
    slot[z.S_AWAKE] = 0
    s.event("MM-2.2", "put_to_sleep", side, card=s.game.ids[slot[z.S_CARD]])


define(
    OpDef(
        "points",
        ("{n:+d} battle points to a side of the battle", "戦闘ポイント{n:+d}"),
        '{ op = "points", n = -2, who = "opponent" }',
        ("n", "who"),
        kinds=("event",),
        battle_only=True,
        run=_points,
    )
)
define(
    OpDef(
        "wake_all",
        ("wake every card on your field", "自分の場のカードをすべて起こす"),
        '{ op = "wake_all" }',
        run=_wake_all,
    )
)
define(
    OpDef(
        "wake",
        ("wake one of your sleeping Characters", "自分の寝ているキャラクター1枚を起こす"),
        '{ op = "wake" }',
        targets=lambda s, p, op, c: _own_characters(s, p, False),
        hit=_wake,
    )
)
define(
    OpDef(
        "sleep",
        ("put one of the opponent's awake Characters to sleep", "相手の起きているキャラクター1枚を寝かせる"),
        '{ op = "sleep" }',
        targets=lambda s, p, op, c: _own_characters(s, 1 - p, True),
        hit=_sleep,
    )
)


# ----- leaving the field ------------------------------------------------------------------------------------
def _opponent_chimeras(s: MewMewState, p: int, op: Op, card: int) -> list[Target]:
    g, q = s.game, 1 - p
    return [(q, i) for i, sl in enumerate(s.field[q]) if g.kind[sl[z.S_CARD]] == z.CHIMERA]


def _opponent_characters(s: MewMewState, p: int, op: Op, card: int) -> list[Target]:
    g, q = s.game, 1 - p
    return [(q, i) for i, sl in enumerate(s.field[q]) if z.is_character(g, sl)]


def _beat(s: MewMewState, p: int, card: int, op: Op, target: Target, frame: Frame) -> None:
    g = s.game
    slot = s.field[target[0]].pop(target[1])
    s.chim[p].append(slot[z.S_CARD])
    s.event("MM-7.2", "chimera_beaten", p, card=g.ids[slot[z.S_CARD]], by=g.ids[card])


def _remove(s: MewMewState, p: int, card: int, op: Op, target: Target, frame: Frame) -> None:
    z.leave_field(s, target[0], target[1], op.to, "MM-7.5")


def _chimera_battle(s: MewMewState, p: int, card: int, op: Op, target: Target, frame: Frame) -> None:
    from cardtable.games.mewmew.rules import start_battle  # rules imports this module

    side, index = target
    start_battle(s, side, s.field[side][index][z.S_UID], p, frame[USER], chimera_started=True)


define(
    OpDef(
        "beat",
        (
            "a Chimera Anima on the opponent's field goes to your Chimera Anima area (MM-7.2)",
            "相手の場のキメラアニマ1枚を倒す",
        ),
        '{ op = "beat" }',
        targets=_opponent_chimeras,
        hit=_beat,
    )
)
define(
    OpDef(
        "remove",
        (
            "a Character leaves the opponent's field for its owner's discard pile or hand (MM-7.5)",
            "相手の場のキャラクター1枚を持ち主の捨て札置き場か手札に置く",
        ),
        '{ op = "remove", to = "hand" }',
        ("to",),
        removal=True,
        targets=_opponent_characters,
        hit=_remove,
    )
)
define(
    OpDef(
        "chimera_battle",
        (
            "this Chimera Anima starts a battle against an opponent's Character (MM-7.3)",
            "このキメラアニマが相手のキャラクターと戦闘する",
        ),
        '{ op = "chimera_battle" }',
        kinds=("chimera",),
        targets=_opponent_characters,
        hit=_chimera_battle,
    )
)


# ----- the discard pile -------------------------------------------------------------------------------------
def fetchable(s: MewMewState, p: int) -> list[int]:
    """The Characters of ``p``'s discard pile (with repeats): what a fetch effect may take back."""
    kind = s.game.kind
    return [c for c in s.disc[p] if kind[c] == z.CHARACTER]


def fetch(s: MewMewState, p: int, card: int) -> None:
    s.disc[p].remove(card)
    z.to_hand(s, p, card, public=True)  # everyone sees which Character (discard piles are public)
    s.event("MM-6.2.1", "fetched", p, card=s.game.ids[card])


def _fetch(s: MewMewState, p: int, card: int, op: Op) -> bool:
    options = set(fetchable(s, p))
    if len(options) == 1:
        fetch(s, p, options.pop())  # forced and public (discard piles are public)
    elif options:
        s.stack.append(FETCH.frame(p, card))
        return False
    return True


def _nothing_to_fetch(s: MewMewState, p: int) -> str | None:
    return None if fetchable(s, p) else "there is no Character in your discard pile"


define(
    OpDef(
        "fetch",
        (
            "a Character from your discard pile goes to your hand",
            "自分の捨て札置き場のキャラクター1枚を手札に戻す",
        ),
        '{ op = "fetch" }',
        run=_fetch,
        needs=_nothing_to_fetch,
    )
)


# ----- the hand -----------------------------------------------------------------------------------------
EFFECT_DISCARD: Final = RULES.kind("effect_discard", "left", "by")
"""Discard ``left`` more cards of your choice for the effect of card ``by``."""
LEFT: Final = RULES.slot("left")
BY: Final = RULES.slot("by")


def _discard_one(s: MewMewState, p: int, card: int) -> None:
    z.from_hand(s, p, card)
    s.disc[p].append(card)
    s.event("MM-6.2.1", "discarded", p, card=s.game.ids[card])


def _discard(s: MewMewState, p: int, card: int, op: Op) -> bool:
    if len(s.hand[p]) <= op.n:
        for chosen in list(s.hand[p]):  # no choice (the hand's size is public): the whole hand goes
            _discard_one(s, p, chosen)
        return True
    s.stack.append(EFFECT_DISCARD.frame(p, op.n, card))
    return False


def _discard_chosen(s: MewMewState, frame: Frame, card: int) -> None:
    _discard_one(s, frame[PLAYER], card)
    frame[LEFT] -= 1
    if frame[LEFT] <= 0:
        s.stack.pop()


define(
    OpDef(
        "discard",
        ("you discard {n} card(s) of your choice from your hand", "手札から{n}枚を選んで捨てる"),
        '{ op = "discard", n = 1 }',
        ("n",),
        run=_discard,
    )
)
card_choice(
    EFFECT_DISCARD,
    CardChoice(
        "effect_discard",
        lambda s, f: s.hand[f[PLAYER]],
        _discard_chosen,
        words=("discard a card of your hand for the effect", "効果：手札からカードを選んで捨てる"),
        verb=("discard", "捨てる："),
        action="discard",
        zone="hand",
        count=lambda s, f: int(f[LEFT]),
        step_event="discarded",
        source=BY,
    ),
)


# ----- Items and Mew Mew cards (MM-1.5, MM-1.4) ------------------------------------------------------------
def _owned_characters(s: MewMewState, p: int, op: Op, card: int) -> list[Target]:
    """Only a Character the user owns; a borrowed one is not theirs."""
    kind = s.game.kind  # z.is_character, read in place: this runs for every card of every main step
    return [
        (p, i)
        for i, sl in enumerate(s.field[p])
        if kind[sl[z.S_CARD]] == z.CHARACTER and sl[z.S_OWNER] == p and not sl[z.S_BORROWED]
    ]


def _transformable(s: MewMewState, p: int, op: Op, card: int) -> list[Target]:
    name_of = s.game.mew_name
    field = s.field[p]
    return [
        t
        for t in _owned_characters(s, p, op, card)
        if field[t[1]][z.S_MEW] < 0 and name_of[field[t[1]][z.S_CARD]] == name_of[card]
    ]


def _equip(s: MewMewState, p: int, card: int, op: Op, target: Target, frame: Frame) -> None:
    g = s.game
    slot = s.field[target[0]][target[1]]
    s.limbo.remove(card)
    slot.append(card)
    s.event("MM-1.5", "equipped", p, card=g.ids[card], target=g.ids[slot[z.S_CARD]])


def _transform(s: MewMewState, p: int, card: int, op: Op, target: Target, frame: Frame) -> None:
    g = s.game
    slot = s.field[target[0]][target[1]]
    s.limbo.remove(card)
    slot[z.S_MEW] = card
    s.event("MM-1.4", "transformed", p, card=g.ids[slot[z.S_CARD]], mewmew=g.ids[card])


define(
    OpDef(
        "equip",
        ("attach this Item to a Character of yours (MM-1.5)", "このアイテムを自分のキャラクターに装備する"),
        '{ op = "equip" }',
        kinds=("item",),
        targets=_owned_characters,
        hit=_equip,
    )
)
define(
    OpDef(
        "transform",
        (
            "lay this Mew Mew card on its Character (MM-1.4)",
            "このミュウミュウカードを対応するキャラクターに重ねる",
        ),
        '{ op = "transform" }',
        kinds=("mewmew",),
        targets=_transformable,
        hit=_transform,
    )
)


# ----- the escape hatch -------------------------------------------------------------------------------------
OPS["hook"] = OpDef(
    "hook",
    ("a card's own function (HOOKS), for what the words above cannot say", "カード固有の処理（HOOKS）"),
    '{ op = "hook", hook = "forceful_recruitment" }',
    ("hook",),
)
"""Stands for every hook in the schema; what a hook does is its own ``OpDef`` (``definition(op)``)."""


def _recruit_targets(s: MewMewState, p: int, op: Op, card: int) -> list[Target]:
    q = 1 - p
    return [(q, i) for i, slot in enumerate(s.field[q]) if z.is_character(s.game, slot) and slot[z.S_MEW] < 0]


def _recruit(s: MewMewState, p: int, card: int, op: Op, target: Target, frame: Frame) -> None:
    # MM-7.6 『強引な勧誘』: the Character comes to the user's field, as it is (awake or asleep), until
    # the end of this turn (rules.end_turn sends it home); its owner stays its owner.
    q, i = target
    slot = s.field[q].pop(i)
    slot[z.S_BORROWED] = 1
    s.field[p].append(slot)
    s.event("MM-7.6", "recruited", p, card=s.game.ids[slot[z.S_CARD]], owner=q)


define(
    OpDef(
        "forceful_recruitment",
        (
            "MM-7.6: take an un-transformed Character from the opponent's field until the end of the turn",
            "相手の場の変身していないキャラクター1枚をこのターンの間自分の場に置く",
        ),
        '{ op = "hook", hook = "forceful_recruitment" }',
        targets=_recruit_targets,
        hit=_recruit,
    ),
    HOOKS,
)
