"""Every decision of the game, registered on the decision engine: its options, what an answer does,
and why other answers are refused.

Refusals are addressed to ``current_player`` (the player to decide). Anyone may call ``apply``, so a
reason is built from public information only (card texts, fields, discard piles, zone sizes, the
pending decision), never from a hand, gauge, deck or Mew Mew card area: the same refusal reads the
same whatever those hold, and tells nobody a hidden card.

Resolved without asking (each from public facts alone, so asking or not reveals nothing): a battle
step with no awake Character or no Chimera Anima to fight has no options and ends (``fight``); a
night step with an empty gauge takes 0 (``night``, auto); the only Chimera Anima to fight
(``fight``'s answer); the only card on the fields an effect can choose (effects.run_ops); the only
Character kind in a discard pile to fetch (effects._apply_plain); the last place when ordering
looked-at cards (``order``), and taking no or every gauge card at night (rules.take_from_gauge).
Never resolved alone: a decision whose single answer depends on a hand's or gauge's contents
(main, declare, pay, night_pick, discard, hand_character): asking or not would reveal them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.decisions import PLAYER, Frame
from cardtable.games.mewmew import effects as fx
from cardtable.games.mewmew import rules
from cardtable.games.mewmew import zones as z
from cardtable.games.mewmew.actions import PASS
from cardtable.games.mewmew.cards import Op
from cardtable.games.mewmew.choices import CardChoice, card_choice
from cardtable.games.mewmew.frames import (
    AT,
    CARD,
    COUNT,
    DECLARE,
    DISCARD,
    FETCH,
    FIGHT,
    FIGHTER,
    FOE,
    HAND_CHARACTER,
    IS_ABILITY,
    LEFT,
    MAIN,
    NIGHT,
    NIGHT_END,
    NIGHT_PICK,
    ORDER,
    PAID_FOR,
    PAY,
    PLACED,
    RULES,
    SEARCH,
    SOURCE,
    TARGET,
)
from cardtable.games.mewmew.ops import definition, fetch, fetchable
from cardtable.games.mewmew.zones import MAX_SLOTS

if TYPE_CHECKING:
    from cardtable.games.mewmew.state import MewMewState


def _slot_of(value: int) -> tuple[int, int]:
    """(field's player, slot index) of a ``slot`` block value."""
    return value // MAX_SLOTS, value % MAX_SLOTS


def _not_an_answer(s: MewMewState) -> str:
    return f"that is not an answer to the decision now: {s.describe_decision('en')}"


# ----- MM-6.2 main step and MM-6.4.4 battle declarations: use a card (or an ability) ---------------------
def _usable(s: MewMewState, p: int, cards: list[int], in_battle: bool) -> list[int]:
    """The use actions of ``cards`` (repeats allowed) that ``p`` may take now. A card that costs more
    than the gauge holds is refused whatever else holds (MM-6.2.3): skipping it first spares wording a
    refusal nobody reads, which was most of the time of a main step's options."""
    g = s.game
    gauge = len(s.gauge[p])
    return [
        g.layout.use_action(c)
        for c in sorted(set(cards))
        if g.cost[c] <= gauge and fx.use_problem(s, p, c, in_battle) is None
    ]


def _why_use(s: MewMewState, frame: Frame, action: int) -> str | None:
    """Why a ``use`` action is refused (None for another block)."""
    block, card = s.game.layout.decode(action)
    if block != "use":
        return None
    p = frame[PLAYER]
    return fx.public_use_problem(s, p, card, frame[0] == DECLARE.name) or fx.not_held(s, card)


def main_options(s: MewMewState, frame: Frame) -> list[int]:
    p = frame[PLAYER]
    lay = s.game.layout
    abilities = [lay.ability_action(i) for i in range(len(s.field[p])) if fx.ability_problem(s, p, i) is None]
    return [PASS, *_usable(s, p, s.hand[p] + s.mm[p], False), *abilities]


def main_answer(s: MewMewState, frame: Frame, action: int) -> None:
    p = frame[PLAYER]
    block, value = s.game.layout.decode(action)
    if block == "pass":
        s.stack.pop()
        s.event("MM-6.2", "end_main", p)
        s.stack.append(SEARCH.frame(p))
    elif block == "use":
        fx.use_card(s, p, value)
    else:
        fx.use_ability(s, p, value)


def main_why(s: MewMewState, frame: Frame, action: int) -> str:
    block, value = s.game.layout.decode(action)
    if block == "ability":
        return fx.ability_problem(s, frame[PLAYER], value) or _not_an_answer(s)
    return _why_use(s, frame, action) or _not_an_answer(s)


def declare_options(s: MewMewState, frame: Frame) -> list[int]:
    p = frame[PLAYER]
    return [PASS, *_usable(s, p, s.hand[p], True)]


def declare_answer(s: MewMewState, frame: Frame, action: int) -> None:
    p = frame[PLAYER]
    block, card = s.game.layout.decode(action)
    if block == "pass":
        s.stack.pop()
        s.event("MM-6.4.4", "pass", p)
        return
    if p != s.tp and s.game.flags["battle_reply"] == "one":
        s.stack.pop()  # MM-6.4.4 flag battle_reply="one": the opponent's one card ends their say
    fx.use_card(s, p, card)


RULES.decision(MAIN, main_options, main_answer, main_why)


def declare_why(s: MewMewState, frame: Frame, action: int) -> str:
    return _why_use(s, frame, action) or _not_an_answer(s)


RULES.decision(DECLARE, declare_options, declare_answer, declare_why)


# ----- MM-6.4 battle step: fighter and foe ----------------------------------------------------------------
def fight_options(s: MewMewState, frame: Frame) -> list[int]:
    """No options (the battle step ends: the frame below) without an awake Character or a foe."""
    p = frame[PLAYER]
    awake = rules.fighters(s, p)
    if not awake or not rules.foes(s, p):
        return []
    lay = s.game.layout
    # MM-6.4.1: after a Chimera Anima arrived in this turn's search, fight at least once.
    return ([] if s.must else [PASS]) + [lay.slot_action(p, i) for i in awake]


def fight_answer(s: MewMewState, frame: Frame, action: int) -> None:
    p = frame[PLAYER]
    block, value = s.game.layout.decode(action)
    if block == "pass":
        s.stack.pop()  # BATTLE_STEP_END, below, goes on to good night
        return
    fighter = s.field[p][value % MAX_SLOTS][z.S_UID]
    chimeras = rules.foes(s, p)
    if len(chimeras) == 1:
        # Forced and public: the only Chimera Anima on the opponent's field is the foe.
        rules.start_battle(s, p, fighter, 1 - p, s.field[1 - p][chimeras[0]][z.S_UID], False)
    else:
        s.stack.append(FOE.frame(p, fighter))


def fight_why(s: MewMewState, frame: Frame, action: int) -> str:
    block, _ = s.game.layout.decode(action)
    if block == "pass" and s.must:
        return "a Chimera Anima arrived in this turn's search: you must fight at least once (MM-6.4.1)"
    if block == "slot":
        return "pick one of your awake Characters to fight (MM-6.4.2, MM-6.4.7)"
    return _not_an_answer(s)


def foe_options(s: MewMewState, frame: Frame) -> list[int]:
    p = frame[PLAYER]
    return [s.game.layout.slot_action(1 - p, i) for i in rules.foes(s, p)]


def foe_answer(s: MewMewState, frame: Frame, action: int) -> None:
    s.stack.pop()
    p = frame[PLAYER]
    _, index = _slot_of(s.game.layout.decode(action)[1])
    rules.start_battle(s, p, frame[FIGHTER], 1 - p, s.field[1 - p][index][z.S_UID], False)


RULES.decision(FIGHT, fight_options, fight_answer, fight_why)
RULES.decision(FOE, foe_options, foe_answer, lambda s, f, a: _not_an_answer(s))


# ----- effects: a card on a field -------------------------------------------------------------------------
def _op(s: MewMewState, frame: Frame) -> Op:
    card = frame[CARD]
    return (s.game.ability_ops[card] if frame[IS_ABILITY] else s.game.ops[card])[frame[AT]]


def target_options(s: MewMewState, frame: Frame) -> list[int]:
    lay = s.game.layout
    op = _op(s, frame)
    targets = definition(op).targets
    assert targets is not None
    chosen = targets(s, frame[PLAYER], op, frame[CARD])
    return sorted(lay.slot_action(side, i) for side, i in chosen)


def target_answer(s: MewMewState, frame: Frame, action: int) -> None:
    s.stack.pop()
    target = _slot_of(s.game.layout.decode(action)[1])
    op = _op(s, frame)
    hit = definition(op).hit
    assert hit is not None
    hit(s, frame[PLAYER], frame[CARD], op, target, s.stack[-1])


RULES.decision(TARGET, target_options, target_answer, lambda s, f, a: _not_an_answer(s))


# ----- MM-6.5 good night: how many gauge cards -------------------------------------------------------------
def night_options(s: MewMewState, frame: Frame) -> list[int]:
    """0 to the gauge's size; an empty gauge leaves only 0, taken without asking (auto)."""
    lay = s.game.layout
    return [lay.number_action(n) for n in range(len(s.gauge[frame[PLAYER]]) + 1)]


def night_answer(s: MewMewState, frame: Frame, action: int) -> None:
    p = frame[PLAYER]
    s.stack.pop()
    s.stack.append(NIGHT_END.frame(p))
    rules.take_from_gauge(s, p, s.game.layout.decode(action)[1])


def night_why(s: MewMewState, frame: Frame, action: int) -> str:
    block, value = s.game.layout.decode(action)
    if block == "number":
        return f"your gauge has {len(s.gauge[frame[PLAYER]])} cards: you cannot take {value} (MM-6.5.1)"
    return _not_an_answer(s)


RULES.decision(NIGHT, night_options, night_answer, night_why, auto=True)


# ----- picking a card from a zone (choices.CardChoice) -----------------------------------------------------
def _count_down(s: MewMewState, frame: Frame) -> None:
    frame[LEFT] -= 1
    if frame[LEFT] <= 0:
        s.stack.pop()


def _pay(s: MewMewState, frame: Frame, card: int) -> None:
    fx.pay_one(s, frame[PLAYER], card)
    _count_down(s, frame)


def _take(s: MewMewState, frame: Frame, card: int) -> None:
    p = frame[PLAYER]
    z.gauge_chosen(s, p, card)
    z.to_hand(s, p, card, public=False)
    s.event("MM-6.5.1", "took_one", p, secret={"card": s.game.ids[card]}, shown_to=(p,))
    _count_down(s, frame)


def _discard(s: MewMewState, frame: Frame, card: int) -> None:
    p = frame[PLAYER]
    z.from_hand(s, p, card)
    s.disc[p].append(card)
    s.event("MM-6.5.2", "discarded", p, card=s.game.ids[card])
    if len(s.hand[p]) <= 5:
        s.stack.pop()


def _fetch(s: MewMewState, frame: Frame, card: int) -> None:
    s.stack.pop()
    fetch(s, frame[PLAYER], card)


def _hand_character_cards(s: MewMewState, frame: Frame) -> list[int]:
    p = frame[PLAYER]
    return fx.transform_fits(s, p, frame[CARD], s.hand[p])


def _bring_out(s: MewMewState, frame: Frame, card: int) -> None:
    s.stack.pop()
    fx.come_out_transformed(s, frame[PLAYER], frame[CARD], card)


def _order_cards(s: MewMewState, frame: Frame) -> list[int]:
    deck = s.deck[frame[PLAYER]]
    return deck[len(deck) - frame[COUNT] : len(deck) - frame[PLACED]]


def _order(s: MewMewState, frame: Frame, card: int) -> None:
    p = frame[PLAYER]
    deck = s.deck[p]
    m, placed = frame[COUNT], frame[PLACED]
    spot = len(deck) - 1 - placed
    j = deck.index(card, len(deck) - m, spot + 1)
    deck[j], deck[spot] = deck[spot], deck[j]
    s.event("MM-6.2.1", "ordered", p, position=placed + 1, secret={"card": s.game.ids[card]}, shown_to=(p,))
    frame[PLACED] = placed + 1
    if placed + 1 >= m - 1:
        s.stack.pop()  # the last card's place is forced


def _left(s: MewMewState, frame: Frame) -> int:
    return int(frame[LEFT])


card_choice(
    PAY,
    CardChoice(
        "pay",
        lambda s, f: s.gauge[f[PLAYER]],
        _pay,
        words=(
            "pay: choose the next gauge card to put on top of the deck",
            "支払い：山札の上に戻すゲージのカードを選ぶ",
        ),
        verb=("pay with", "ゲージから戻す："),
        action="pay",
        zone="gauge",
        count=_left,
        step_event="paid_one",
        source=PAID_FOR,
    ),
)
card_choice(
    NIGHT_PICK,
    CardChoice(
        "night_pick",
        lambda s, f: s.gauge[f[PLAYER]],
        _take,
        words=(
            "good night: choose a gauge card to take",
            "おやすみステップ：手札に加えるゲージのカードを選ぶ",
        ),
        verb=("take", "手札に加える："),
        action="take",
        zone="gauge",
        count=_left,
        step_event="took_one",
    ),
)
card_choice(
    DISCARD,
    CardChoice(
        "discard",
        lambda s, f: s.hand[f[PLAYER]],
        _discard,
        words=(
            "good night: discard down to 5 cards",
            "おやすみステップ：手札が5枚になるよう捨てる",
        ),
        verb=("discard", "捨てる："),
        action="discard",
        zone="hand",
        count=lambda s, f: len(s.hand[f[PLAYER]]) - 5,
        step_event="discarded",
    ),
)
card_choice(
    FETCH,
    CardChoice(
        "fetch",
        lambda s, f: fetchable(s, f[PLAYER]),
        _fetch,
        words=(
            "choose a Character in the discard pile",
            "捨て札置き場のキャラクターを選ぶ",
        ),
        verb=("take back", "手札に戻す："),
        action="fetch",
        zone="discard",
        source=CARD,
    ),
)
card_choice(
    HAND_CHARACTER,
    CardChoice(
        "hand_character",
        _hand_character_cards,
        _bring_out,
        words=(
            "choose the Character in hand to come out transformed",
            "変身して出す手札のキャラクターを選ぶ",
        ),
        verb=("bring out", "出す："),
        action="bring_out",
        zone="hand",
        source=CARD,
        names_card=False,
    ),
)
card_choice(
    ORDER,
    CardChoice(
        "order",
        _order_cards,
        _order,
        words=(
            "choose the card for the next place from the top of the deck",
            "山札の上から次に置くカードを選ぶ",
        ),
        verb=("put next", "次に置く："),
        action="order",
        zone="deck_top_known",
        count=lambda s, f: f[COUNT] - f[PLACED],
        step_event="ordered",
        source=SOURCE,
    ),
)
