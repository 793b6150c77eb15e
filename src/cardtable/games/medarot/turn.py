"""The action phase (MD-7): who acts next (MD-7.1) and one Medarot's turn in the order of MD-7.2."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core import rng
from cardtable.core.decisions import NOBODY, PLAYER, Frame
from cardtable.games.medarot import attack
from cardtable.games.medarot.actions import (
    ATTACK,
    CARD,
    MASTER,
    MOVE,
    NUMBER,
    PASS,
    REPLACE,
    SPECIAL,
    SQUARE,
    UNDO_CHANGE,
)
from cardtable.games.medarot.cards import MEDAROT
from cardtable.games.medarot.effects import (
    end_effects_of,
    end_uses,
    has,
    moves,
    speed,
    top,
)
from cardtable.games.medarot.field import SQUARES, in_neutral, may_stand, own_squares, square_name, step
from cardtable.games.medarot.flow import distinct, stock_offer, stock_offer_answer
from cardtable.games.medarot.frames import (
    ACTION,
    AFTER,
    MEND,
    MENU,
    MTURN,
    NEXT,
    PICK,
    REPL_CARD,
    REPL_SQ,
    RULES,
    SPEED,
    TO_SQUARE,
    UID,
)
from cardtable.games.medarot.medarotters import ACT, usable, use
from cardtable.games.medarot.records import (
    PLAN_SLOTS,
    PLAN_SPEED,
    TF_ACTED,
    TF_CHANGED,
    TF_MEDAROTTER,
    TF_MOVED,
    TF_REPLACED,
    U_CARD,
    U_CHANGE,
    U_OWNER,
    U_SPD0,
    U_TURN,
    U_UID,
    U_UP,
    new_turn,
)

if TYPE_CHECKING:
    from cardtable.games.medarot.state import MedarotState


# ----- MD-7.1 order -------------------------------------------------------------------------------------
@RULES.procedure(ACTION)
def action_phase(s: MedarotState, frame: Frame) -> None:
    """MD-7.1: every Medarot face-up as the phase begins gets one turn."""
    s.phase = "action"
    s.pa = [0, 0]
    s.plan = []
    for unit in s.sq:
        if unit is not None and unit[U_UP]:
            unit[U_TURN] = 1
            unit[U_SPD0] = speed(s, unit)
    s.event("MD-7.1", "action_phase", -1)
    s.push(NEXT.frame(NOBODY))


def tie_key(s: MedarotState, unit: list[int]) -> tuple[int, int]:
    """MD-7.1 / A-3: more movement directions first, then lower cost (the top card's printed values)."""
    card = top(unit)
    return -len(s.game.table.moves[card]), s.game.table.cost[card]


def waiting(s: MedarotState) -> list[tuple[int, int]]:
    """(square, speed) of every Medarot still to act this phase."""
    if s.game.flags["speed_order"] == "dynamic":  # MD-7.1 ruling: a changed speed counts at once
        return [(q, speed(s, u)) for q, u in enumerate(s.sq) if u is not None and u[U_TURN]]
    return [(q, u[U_SPD0]) for q, u in enumerate(s.sq) if u is not None and u[U_TURN]]


@RULES.procedure(NEXT)
def next_medarot(s: MedarotState, frame: Frame) -> None:
    pending = waiting(s)
    if not pending:
        s.event("MD-7.10", "action_phase_ends", -1)
        return
    fastest = max([v for _, v in pending])  # lists, not generators: compiled, a generator is an object
    group = [q for q, v in pending if v == fastest]
    owners = sorted([unit_at(s, q)[U_OWNER] for q in group])
    s.push(NEXT.frame(NOBODY))
    if owners[0] == owners[-1]:
        owner = owners[0]
    else:
        if not (s.plan and s.plan[PLAN_SPEED] == fastest and sorted(s.plan[PLAN_SLOTS:]) == owners):
            s.plan = [fastest, *tie_slots(s, group)]
        owner = s.plan.pop(PLAN_SLOTS)
    s.push(PICK.frame(owner, fastest))


def tie_slots(s: MedarotState, group: list[int]) -> list[int]:
    """MD-7.1: settle the slots of a speed tie between the players (criteria, then a random RPS)."""
    by_key: dict[tuple[int, int], list[int]] = {}
    for q in group:
        by_key.setdefault(tie_key(s, unit_at(s, q)), []).append(unit_at(s, q)[U_OWNER])
    slots: list[int] = []
    for key in sorted(by_key):
        owners = by_key[key]
        if len(set(owners)) > 1:
            winner = rng.below(s.random(), 2)  # rock-paper-scissors, once per tied criteria
            s.event("MD-7.1", "tie_rps", winner)
            owners = sorted(owners, key=lambda o: o != winner)
        slots += owners
    return slots


def unit_at(s: MedarotState, q: int) -> list[int]:
    unit = s.sq[q]
    assert unit is not None
    return unit


def pick_options(s: MedarotState, frame: Frame) -> list[int]:
    owner, fastest = frame[PLAYER], frame[SPEED]
    mine = [q for q, v in waiting(s) if v == fastest and unit_at(s, q)[U_OWNER] == owner]
    if s.game.flags["own_tie_order"] == "after_criteria" and mine:
        best = min(tie_key(s, unit_at(s, q)) for q in mine)
        mine = [q for q in mine if tie_key(s, unit_at(s, q)) == best]
    return [SQUARE + q for q in mine]


def pick_answer(s: MedarotState, frame: Frame, action: int) -> None:
    s.stack.pop()
    s.push(MTURN.frame(NOBODY, unit_at(s, action - SQUARE)[U_UID]))


# auto: one own Medarot in the tie is public (speeds and criteria are on the field).
RULES.decision(
    PICK, pick_options, pick_answer, "choose which of your tied Medarots acts next (MD-7.1)", auto=True
)


# ----- MD-7.2 one Medarot's turn -----------------------------------------------------------------------
@RULES.procedure(MTURN)
def medarot_turn(s: MedarotState, frame: Frame) -> None:
    uid = frame[UID]
    q = s.find(uid)
    if q < 0:
        return
    unit = unit_at(s, q)
    unit[U_TURN] = 0
    s.tf = new_turn(uid=uid, moved=0, acted=0, changed=0, medarotter=0, action_card=0, replaced=0)
    s.event("MD-7.2", "turn_of", unit[U_OWNER], square=q, card=s.game.ids[top(unit)])
    end_effects_of(s, uid)  # MD-7.2.1: the specials it started end now
    s.push(MENU.frame(unit[U_OWNER], uid), MEND.frame(NOBODY, uid))


def move_targets(s: MedarotState, q: int, unit: list[int]) -> list[int]:
    """MD-7.9: one step in a movement direction onto an empty square of its own or the neutral field."""
    owner = unit[U_OWNER]
    targets = set()
    for forward, right in moves(s, unit):
        t = step(owner, q, forward, right)
        if t >= 0 and s.sq[t] is None and may_stand(owner, t):
            targets.add(t)
    return sorted(targets)


def may_move(s: MedarotState, before_acting: bool) -> bool:
    """MD-7.2.4 / 7.2.8: once per turn, before acting (and before Medarotters, step 5) or after."""
    if s.tf[TF_MOVED]:
        return False
    if before_acting:
        return s.game.flags["move_timing"] == "before_or_after" and not s.tf[TF_MEDAROTTER]
    return True


def menu_options(s: MedarotState, frame: Frame) -> list[int]:
    """Steps 2–6 of MD-7.2 for the acting Medarot, before it acts."""
    p, uid = frame[PLAYER], frame[UID]
    q = s.find(uid)
    if q < 0:
        return []
    unit = unit_at(s, q)
    table = s.game.table
    blocks = s.game.blocks
    options: list[int] = []
    fresh_turn = not (s.tf[TF_MOVED] or s.tf[TF_CHANGED] or s.tf[TF_MEDAROTTER])
    if fresh_turn and s.has_kind_in_hand(p, MEDAROT):
        options.append(REPLACE)  # MD-7.2.2 / MD-7.3
    # MD-7.2.3 / MD-7.4: once, before Medarotters (step 5)
    if not s.tf[TF_CHANGED] and not s.tf[TF_MEDAROTTER]:
        if unit[U_CHANGE] >= 0:
            options.append(UNDO_CHANGE)
        else:
            for c in distinct(s.hand[p]):
                if table.change_of[c] == unit[U_CARD] and change_affordable(s, p, c):
                    options.append(blocks.change + c)
    if may_move(s, True):
        options += [MOVE + t for t in move_targets(s, q, unit)]
    options += stock_offer(s, p)  # MD-6.5: any time before one of the owner's Medarots acts
    options += usable(s, p, ACT)  # MD-7.2.5 / MD-8.1
    options += act_options(s, q, unit)  # MD-7.2.6
    options.append(PASS)
    return sorted(options)


def change_affordable(s: MedarotState, p: int, card: int) -> bool:
    transform_now = s.game.flags["power_transform_cost"] == "on_transform" and s.game.table.transform[card]
    return not transform_now or s.medals[p] >= 1


def act_options(s: MedarotState, q: int, unit: list[int]) -> list[int]:
    if s.fx and has(s, unit, "no_act"):
        return []
    extra = attack.transform_cost(s, unit)
    if extra > s.medals[unit[U_OWNER]]:
        return []
    if s.game.table.type[top(unit)] == 2:
        return [SPECIAL]
    return [
        ATTACK + t
        for t, reach_cost in attack.targets(s, q, unit)
        if extra + reach_cost <= s.medals[unit[U_OWNER]]
    ]


def menu_answer(s: MedarotState, frame: Frame, action: int) -> None:
    p, uid = frame[PLAYER], frame[UID]
    q = s.find(uid)
    unit = unit_at(s, q)
    blocks = s.game.blocks
    if action == REPLACE:
        s.push(REPL_SQ.frame(p, uid) if in_neutral(q) else REPL_CARD.frame(p, uid, q))
    elif action == UNDO_CHANGE:
        card = unit[U_CHANGE]
        unit[U_CHANGE] = -1
        s.trash[p].append(card)
        s.tf[TF_CHANGED] = 1
        s.event("MD-7.4", "medachange_undone", p, square=q, card=s.game.ids[card])
    elif MOVE <= action < MOVE + SQUARES:
        move(s, q, action - MOVE)
    elif action in (PASS, SPECIAL) or ATTACK <= action < ATTACK + SQUARES:
        s.stack.pop()
        s.tf[TF_ACTED] = 1
        s.push(AFTER.frame(p, uid))
        if action == PASS:
            s.event("MD-7.2.6", "no_action", p, square=q)
        elif action == SPECIAL:
            attack.special(s, q, unit)
        else:
            attack.declare(s, q, unit, action - ATTACK)
    elif blocks.change <= action < blocks.use_stock:
        medachange(s, q, unit, action - blocks.change)
    elif action >= blocks.use_stock or action < CARD:
        use(s, p, action, ACT)
    else:
        stock_offer_answer(s, p, action, "MD-6.5")


def menu_why(s: MedarotState, frame: Frame, action: int) -> str:
    """Why an action is refused during a Medarot's turn, for people (MD-7.2's order and limits)."""
    q = s.find(frame[UID])
    unit = unit_at(s, q)
    blocks = s.game.blocks
    if action == REPLACE:
        return "a replace is the first step of a turn (MD-7.2 step 2) and needs a Medarot in hand (MD-7.3)"
    if MOVE <= action < ATTACK:
        if s.tf[TF_MOVED]:
            return "it has already moved this turn (MD-7.2 steps 4 and 8)"
        if s.game.flags["move_timing"] == "after_action":
            return "with move_timing=after_action it moves only after acting (MD-7.2 step 8)"
        if s.tf[TF_MEDAROTTER]:
            return "a move before acting comes before using Medarotters (MD-7.2 steps 4-5); move after acting"
        return "not an empty square one step away in its movement directions, on its own or the neutral field"
    if ATTACK <= action < NUMBER or action == SPECIAL:
        if s.fx and has(s, unit, "no_act"):
            return "an effect stops this Medarot acting"
        if s.game.table.type[top(unit)] == 2:
            return "a special-type Medarot uses its special (MD-7.8) instead of attacking"
        if action == SPECIAL:
            return "only a special-type Medarot has a special (MD-7.8)"
        return (
            "no opponent's Medarot it can reach there, or the medals for reach / power transform are missing"
        )
    if action == UNDO_CHANGE or blocks.change <= action < blocks.use_stock:
        return "Medachange or undo: once a turn, before Medarotters, with the same-name form (MD-7.4)"
    if action >= blocks.use_stock or MASTER <= action < CARD:
        return "that effect cannot be used now (timing, one action effect, cost, activate from stock: MD-8)"
    return f"it is the turn of the Medarot on {square_name(q)} (MD-7.2)"


RULES.decision(MENU, menu_options, menu_answer, menu_why)


def medachange(s: MedarotState, q: int, unit: list[int], card: int) -> None:
    """MD-7.4: lay the form from hand on the Medarot; effects it received stay."""
    p = unit[U_OWNER]
    s.hand[p].remove(card)
    unit[U_CHANGE] = card
    s.tf[TF_CHANGED] = 1
    s.event("MD-7.4", "medachange", p, square=q, card=s.game.ids[card])
    if s.game.flags["power_transform_cost"] == "on_transform" and s.game.table.transform[card]:
        s.pay(p, 1, "MD-7.4", "power transform")


def move(s: MedarotState, q: int, t: int) -> None:
    unit = unit_at(s, q)
    s.sq[t], s.sq[q] = unit, None
    s.tf[TF_MOVED] = 1
    s.event("MD-7.9", "moved", unit[U_OWNER], square=q, to=t)


def after_options(s: MedarotState, frame: Frame) -> list[int]:
    """MD-7.2.8: after acting (or not acting) it may still move if it has not."""
    q = s.find(frame[UID])
    if q < 0:
        return []
    options = [MOVE + t for t in move_targets(s, q, unit_at(s, q))] if may_move(s, False) else []
    return [*options, PASS]


def after_answer(s: MedarotState, frame: Frame, action: int) -> None:
    if action == PASS:
        s.stack.pop()
    else:
        move(s, s.find(frame[UID]), action - MOVE)


# auto: 'end the turn' alone depends only on the field (public).
RULES.decision(
    AFTER, after_options, after_answer, "the acted Medarot may move, or end its turn (MD-7.2.8)", auto=True
)


# ----- MD-7.3 replace ----------------------------------------------------------------------------------
def repl_sq_options(s: MedarotState, frame: Frame) -> list[int]:
    return [SQUARE + t for t in own_squares(frame[PLAYER]) if s.sq[t] is None]


def repl_sq_answer(s: MedarotState, frame: Frame, action: int) -> None:
    s.stack.pop()
    s.push(REPL_CARD.frame(frame[PLAYER], frame[UID], action - SQUARE))


# auto: the empty own squares are public; the hidden card is chosen next, always asked.
RULES.decision(
    REPL_SQ,
    repl_sq_options,
    repl_sq_answer,
    "choose the empty own square for the new Medarot (MD-7.3)",
    auto=True,
)


def repl_card_options(s: MedarotState, frame: Frame) -> list[int]:
    kind = s.game.table.kind
    return [CARD + c for c in distinct(s.hand[frame[PLAYER]]) if kind[c] == MEDAROT]


def repl_card_answer(s: MedarotState, frame: Frame, action: int) -> None:
    """MD-7.3: trash it (with its Medachange card), the new one goes face-down; no cost, no penalty."""
    p, uid, target = frame[PLAYER], frame[UID], frame[TO_SQUARE]
    q = s.find(uid)
    unit = unit_at(s, q)
    s.sq[q] = None
    s.trash[p] += [c for c in (unit[U_CARD], unit[U_CHANGE]) if c >= 0]
    s.event(
        "MD-7.3",
        "replaced",
        p,
        square=q,
        card=s.game.ids[unit[U_CARD]],
        change=s.game.ids[unit[U_CHANGE]] if unit[U_CHANGE] >= 0 else None,
    )
    end_effects_of(s, uid)
    s.tf[TF_REPLACED] = 1
    s.place(p, action - CARD, target, "MD-7.3")
    s.stack.pop()


RULES.decision(
    REPL_CARD, repl_card_options, repl_card_answer, "choose the Medarot from hand that comes in (MD-7.3)"
)


@RULES.procedure(MEND)
def medarot_turn_end(s: MedarotState, frame: Frame) -> None:
    """MD-7.2.9: no move this turn costs 1 medal (also when it could not act); not after a replace."""
    uid = frame[UID]
    q = s.find(uid)
    if (
        q >= 0
        and not s.tf[TF_MOVED]
        and not s.tf[TF_REPLACED]
        and not s.pay(unit_at(s, q)[U_OWNER], 1, "MD-7.2.9", "no move")
    ):
        return
    end_uses(s, "act", uid)
    s.tf = []
