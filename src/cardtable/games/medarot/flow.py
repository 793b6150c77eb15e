"""The phases around the action phase: opening (MD-5), start phase (MD-6), end phase (MD-11), and the
decisions any draw can bring (late Master, placing Medarots, the stock, the hand limit)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core import rng
from cardtable.core.decisions import NOBODY, PLAYER, Frame
from cardtable.games.medarot.actions import CARD, NUMBER, PASS, SQUARE
from cardtable.games.medarot.cards import MEDAROT, MEDAROTTER
from cardtable.games.medarot.effects import effect_of, end_medarotters, end_uses, top
from cardtable.games.medarot.field import in_neutral, own_squares
from cardtable.games.medarot.frames import (
    ACTION,
    DRAWN,
    END,
    END_CLEAN,
    FILL,
    FILL_CARD,
    LATE,
    LIMIT,
    MASTER,
    MASTER_PICK,
    ON_SQUARE,
    OPENING,
    OPTDRAW,
    RULES,
    START,
    START_END,
    STOCK0,
    TURN,
)
from cardtable.games.medarot.medarotters import apply_now
from cardtable.games.medarot.records import (
    FX_CARD,
    FX_OWNER,
    U_CARD,
    U_UP,
    USE_ARG,
    USE_OWNER,
    USE_WHERE,
    WHERE_MEDAROT,
)
from cardtable.games.medarot.state import HAND_LIMIT, START_MEDALS, STOCK_SLOTS

if TYPE_CHECKING:
    from cardtable.games.medarot.state import MedarotState


def distinct(cards: list[int]) -> list[int]:
    return sorted(set(cards))


# ----- MD-5 opening ------------------------------------------------------------------------------------
@RULES.procedure(OPENING)
def opening(s: MedarotState, frame: Frame) -> None:
    s.phase = "opening"
    for p in (0, 1):
        deal(s, p)
    s.first = rng.below(s.random(), 2)  # MD-5.3: rock-paper-scissors
    s.event("MD-5.3", "first_player", s.first)
    f, o = s.first, 1 - s.first
    if s.game.flags["opening_order"] == "sequential":  # MD-5.4
        s.push(
            MASTER.frame(f),
            STOCK0.frame(f),
            FILL.frame(f),
            MASTER.frame(o),
            STOCK0.frame(o),
            FILL.frame(o),
        )
    else:
        s.push(
            MASTER.frame(f),
            MASTER.frame(o),
            STOCK0.frame(f),
            STOCK0.frame(o),
            FILL.frame(f),
            FILL.frame(o),
        )


def deal(s: MedarotState, p: int) -> None:
    """MD-5.1 shuffle, 20 medals, draw 7; MD-5.2 / A-1 redraw while the hand holds no Medarot."""
    rng.shuffle(s.random(), s.deck[p])
    s.medals[p] = START_MEDALS
    s.draw(p, 7, "MD-5.1")
    kind = s.game.table.kind
    while not any(kind[c] == MEDAROT for c in s.hand[p]) and any(kind[c] == MEDAROT for c in s.deck[p]):
        s.event("MD-5.2", "redraw", p, cards=[s.game.ids[c] for c in sorted(s.hand[p])])
        s.deck[p].extend(s.hand[p])
        s.hand[p] = []
        rng.shuffle(s.random(), s.deck[p])
        s.draw(p, 7, "MD-5.2")


@RULES.procedure(MASTER)
def master(s: MedarotState, frame: Frame) -> None:
    p = frame[PLAYER]
    if s.has_kind_in_hand(p, MEDAROTTER):
        s.push(MASTER_PICK.frame(p))
    else:
        s.event("MD-5.6", "no_master", p)


def master_options(s: MedarotState, frame: Frame) -> list[int]:
    kind = s.game.table.kind
    return [CARD + c for c in distinct(s.hand[frame[PLAYER]]) if kind[c] == MEDAROTTER]


def master_answer(s: MedarotState, frame: Frame, action: int) -> None:
    p, card = frame[PLAYER], action - CARD
    s.hand[p].remove(card)
    s.master[p] = card
    s.event("MD-5.4", "master_set", p, secret={"card": s.game.ids[card]}, shown_to=(p,))
    s.stack.pop()


RULES.decision(MASTER_PICK, master_options, master_answer, "choose a Medarotter from hand as Master (MD-5.4)")


def stock0_options(s: MedarotState, frame: Frame) -> list[int]:
    p = frame[PLAYER]
    kind = s.game.table.kind
    if len(s.stock[p]) >= STOCK_SLOTS:
        return []
    return [PASS] + [CARD + c for c in distinct(s.hand[p]) if kind[c] == MEDAROTTER]


def stock0_answer(s: MedarotState, frame: Frame, action: int) -> None:
    if action == PASS:
        s.stack.pop()
    else:
        s.to_stock(frame[PLAYER], action - CARD, "MD-5.4")


RULES.decision(
    STOCK0, stock0_options, stock0_answer, "put up to 3 Medarotters face-down into the stock (MD-5.4)"
)


# ----- MD-6.6 placing Medarots: first the square (public), then the card (hidden) -------------------------
def fill_options(s: MedarotState, frame: Frame) -> list[int]:
    p = frame[PLAYER]
    if len(s.units_of(p)) >= 3 or not s.has_kind_in_hand(p, MEDAROT):
        return []
    return [SQUARE + q for q in own_squares(p) if s.sq[q] is None]


def fill_answer(s: MedarotState, frame: Frame, action: int) -> None:
    s.push(FILL_CARD.frame(frame[PLAYER], action - SQUARE))


# auto: the empty squares are public; the hidden card is chosen in a separate, always-asked step.
RULES.decision(
    FILL, fill_options, fill_answer, "choose an empty square of your own field for a Medarot", auto=True
)


def fill_card_options(s: MedarotState, frame: Frame) -> list[int]:
    kind = s.game.table.kind
    return [CARD + c for c in distinct(s.hand[frame[PLAYER]]) if kind[c] == MEDAROT]


def fill_card_answer(s: MedarotState, frame: Frame, action: int) -> None:
    rule = "MD-5.4" if s.phase == "opening" else "MD-9.4" if s.atk else "MD-6.6"
    s.place(frame[PLAYER], action - CARD, frame[ON_SQUARE], rule)
    s.stack.pop()


RULES.decision(
    FILL_CARD, fill_card_options, fill_card_answer, "choose the Medarot from hand to place face-down"
)


# ----- after a draw -------------------------------------------------------------------------------------
def late_options(s: MedarotState, frame: Frame) -> list[int]:
    if s.master[frame[PLAYER]] >= 0:
        return []
    return master_options(s, frame)


def late_answer(s: MedarotState, frame: Frame, action: int) -> None:
    """MD-5.6: the first Medarotter drawn becomes the Master at once, face-up (owner picks among several)."""
    p, card = frame[PLAYER], action - CARD
    s.hand[p].remove(card)
    s.master[p] = card
    s.event("MD-5.6", "late_master", p, card=s.game.ids[card])
    turn_master_up(s, p)
    s.stack.pop()


RULES.decision(LATE, late_options, late_answer, "choose which drawn Medarotter becomes your Master (MD-5.6)")


def turn_master_up(s: MedarotState, p: int) -> None:
    """MD-5.5: the Master's HP modifier changes medals when it is face-up (by new - old modifier)."""
    s.mup[p] = 1
    hp = s.game.table.hp[s.master[p]]
    delta = hp - s.hpmod[p]
    s.hpmod[p] = hp
    s.event("MD-5.5", "master_up", p, card=s.game.ids[s.master[p]], hp=hp, delta=delta)
    if s.medals[p] + delta < 0 and s.game.flags["master_modifier_below_zero"] == "loses":
        # MD-4.1: medals below 0 lose (the seed's loss ①). A late Master (MD-5.6) can come when few
        # medals are left; its negative modifier is forced, so it loses like a destruction cost.
        s.pay(p, -delta, "MD-4.1", "Master HP modifier")
        return
    s.medals[p] = max(0, s.medals[p] + delta)  # flag stops_at_zero: the modifier is no payment


def stock_offer(s: MedarotState, p: int) -> list[int]:
    """STOCK_IN for each Medarotter in hand when a slot is free; else CARD (trash a stock card, MD-6.5)."""
    kind = s.game.table.kind
    medarotters = [c for c in distinct(s.hand[p]) if kind[c] == MEDAROTTER]
    if not medarotters:
        return []
    if s.stock_slots_free(p) > 0:
        return [s.game.blocks.stock_in + c for c in medarotters]
    return [CARD + c for c in distinct(s.stock[p])]


def stock_offer_answer(s: MedarotState, p: int, action: int, rule: str) -> None:
    if action >= s.game.blocks.stock_in:
        s.to_stock(p, action - s.game.blocks.stock_in, rule)
    else:
        s.trash_from_stock(p, s.stock[p].index(action - CARD), "MD-6.5")


def drawn_options(s: MedarotState, frame: Frame) -> list[int]:
    return [PASS, *stock_offer(s, frame[PLAYER])]


def drawn_answer(s: MedarotState, frame: Frame, action: int) -> None:
    if action == PASS:
        s.stack.pop()
    else:
        stock_offer_answer(s, frame[PLAYER], action, "MD-6.5")


RULES.decision(DRAWN, drawn_options, drawn_answer, "you may put Medarotters into the stock (MD-6.5)")


def limit_options(s: MedarotState, frame: Frame) -> list[int]:
    p = frame[PLAYER]
    if len(s.hand[p]) <= HAND_LIMIT:
        return []
    options = [CARD + c for c in distinct(s.hand[p])]
    if s.stock_slots_free(p) > 0:  # MD-6.4: only into an empty slot
        options += stock_offer(s, p)
    return options


def limit_answer(s: MedarotState, frame: Frame, action: int) -> None:
    p = frame[PLAYER]
    if action >= s.game.blocks.stock_in:
        s.to_stock(p, action - s.game.blocks.stock_in, "MD-6.4")
    else:
        card = action - CARD
        s.hand[p].remove(card)
        s.trash[p].append(card)
        s.event("MD-6.4", "hand_limit_trash", p, card=s.game.ids[card])


RULES.decision(
    LIMIT, limit_options, limit_answer, "your hand is over 7: trash a card or stock a Medarotter (MD-6.4)"
)


# ----- MD-6 start phase ---------------------------------------------------------------------------------
@RULES.procedure(TURN)
def turn(s: MedarotState, frame: Frame) -> None:
    s.turn += 1
    s.phase = "start"
    s.event("MD-11.4", "turn_begins", -1, turn=s.turn)
    f, o = s.first, 1 - s.first
    s.push(
        *[kind.frame(p) for p in (f, o) for kind in (START, OPTDRAW, FILL)],
        START_END.frame(NOBODY),
        ACTION.frame(NOBODY),
        END.frame(NOBODY),
    )


@RULES.procedure(START)
def start(s: MedarotState, frame: Frame) -> None:
    p = frame[PLAYER]
    untap(s, p)
    if s.winner is not None:  # MD-4.1: the Master's modifier took more medals than were left
        return
    if not s.deck[p]:
        s.event("MD-6.2", "cannot_draw", p)
        s.end(1 - p, "deck_out", "MD-4.2")
        return
    s.draw(p, 1, "MD-6.2")
    s.settle(p)


def untap(s: MedarotState, p: int) -> None:
    """MD-6.1: Master and field cards upright and face-up; the stock stays face-down."""
    if s.master[p] >= 0 and not s.mup[p]:
        turn_master_up(s, p)
        if s.winner is not None:
            return
    s.mside[p] = 0
    for q in s.units_of(p):
        unit = s.sq[q]
        assert unit is not None
        if not unit[U_UP]:
            unit[U_UP] = 1
            s.event("MD-6.1", "face_up", p, square=q, card=s.game.ids[unit[U_CARD]])
    if not s.game.flags["special_survives_untap"]:  # MD-7.8 ruling
        end_uses_of_player(s, p)


def end_uses_of_player(s: MedarotState, p: int) -> None:
    for use in [u for u in s.uses if u[USE_WHERE] == WHERE_MEDAROT and u[USE_OWNER] == p]:
        end_uses(s, "next", use[USE_ARG])


def optdraw_options(s: MedarotState, frame: Frame) -> list[int]:
    p = frame[PLAYER]
    if s.medals[p] >= 1 and s.deck[p]:  # MD-4.1 ruling: optional payments only when covered
        return [NUMBER + n for n in range(4)]
    return [NUMBER]


def optdraw_answer(s: MedarotState, frame: Frame, action: int) -> None:
    """MD-6.3: optionally pay 1 medal (never MedaForce, MD-10.2) and draw 1–3."""
    p, count = frame[PLAYER], action - NUMBER
    s.stack.pop()
    if count:
        s.pay(p, 1, "MD-6.3", "optional draw")
        s.draw(p, count, "MD-6.3")
        s.settle(p)


# auto: only 'no draw' is left exactly when medals or deck (both public) are empty.
RULES.decision(
    OPTDRAW, optdraw_options, optdraw_answer, "say how many cards to draw for 1 medal (0: none)", auto=True
)


@RULES.procedure(START_END)
def start_end(s: MedarotState, frame: Frame) -> None:
    """MD-6.7 / MD-4.3: a player with no Medarot on the field at the end of the start phase loses."""
    losers = [p for p in (s.first, 1 - s.first) if not s.units_of(p)]
    if losers:
        s.lose_together(losers, "no_medarot", "MD-4.3")


# ----- MD-11 end phase ----------------------------------------------------------------------------------
@RULES.procedure(END)
def end(s: MedarotState, frame: Frame) -> None:
    """MD-11.1 / A-6: end-of-turn effects, Medarots' first, first player first."""
    s.phase = "end"
    s.push(END_CLEAN.frame(NOBODY))
    order = (s.first, 1 - s.first)
    table = s.game.table
    for p in order:
        for q in s.units_of(p):
            unit = s.sq[q]
            assert unit is not None
            if unit[U_UP]:
                for effect in table.at_end[top(unit)]:
                    s.event("MD-11.1", "end_effect", p, square=q, card=s.game.ids[top(unit)])
                    apply_now(s, effect, p)
    for p in order:
        for entry in [e for e in s.fx if e[FX_OWNER] == p and effect_of(s, e).delayed]:
            s.event("MD-11.1", "end_effect", p, card=s.game.ids[entry[FX_CARD]])
            apply_now(s, effect_of(s, entry), p)


@RULES.procedure(END_CLEAN)
def end_clean(s: MedarotState, frame: Frame) -> None:
    end_medarotters(s)  # MD-11.2
    for p in (s.first, 1 - s.first):  # MD-11.3
        gain = sum(1 for q in s.units_of(p) if in_neutral(q))
        if gain:
            s.medals[p] += gain
            s.event("MD-11.3", "neutral_medals", p, amount=gain)
    s.mused = [[], []]
    s.fresh = [[0] * len(s.stock[0]), [0] * len(s.stock[1])]
    s.event("MD-11.4", "turn_ends", -1, turn=s.turn)
