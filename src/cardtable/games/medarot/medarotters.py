"""Using Medarotters (MD-8): which effects may be used now, moving the card, paying (MD-8.3, MD-10.2),
and carrying out an effect of the shared vocabulary (MD-1.4 ops)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.core.decisions import NOBODY, PLAYER, Frame
from cardtable.games.medarot.actions import CARD, MASTER, NUMBER
from cardtable.games.medarot.cards import MEDAROTTER
from cardtable.games.medarot.effects import EVERY, ONE_USE, finish_uses
from cardtable.games.medarot.frames import APPLY, OPPSLOT, PAY, RULES, USE
from cardtable.games.medarot.ops import LASTING_OPS, OPS
from cardtable.games.medarot.records import (
    ATK_DEFENDED,
    CTR_USE,
    TF_ACTION_CARD,
    TF_MEDAROTTER,
    TF_UID,
    USE_CARD,
    USE_EFFECT,
    USE_ID,
    USE_OWNER,
    USE_UNTIL,
    WHERE_MASTER,
    WHERE_STOCK,
    new_fx,
    new_use,
    next_id,
)
from cardtable.games.medarot.table import EffectRow

if TYPE_CHECKING:
    from cardtable.games.medarot.state import MedarotState

ACT: Final = "act"
DEFEND: Final = "defend"
"""Contexts: during one of the user's Medarots' turns (MD-8.1) or when one is attacked (MD-8.2)."""


def action_limit_reached(s: MedarotState, p: int) -> bool:
    """MD-8.1: at most one 【行動】 (flag action_card_limit: per acting Medarot's turn, or per phase)."""
    if s.game.flags["action_card_limit"] == "per_phase":
        return s.pa[p] > 0
    return bool(s.tf[TF_ACTION_CARD])


def allowed(s: MedarotState, p: int, effect: EffectRow, context: str, from_stock_ready: bool) -> bool:
    """May ``effect`` be used now by ``p`` (timing, limits, cost, a target for its op)?"""
    timing = effect.timing
    if timing == "activate":
        if (
            not from_stock_ready
        ):  # MD-8.1: never from hand (nor, flag stock_same_turn, a card stocked this turn)
            return False
    elif timing == "action":
        if context != ACT or action_limit_reached(s, p):
            return False
    elif context != DEFEND or s.atk[ATK_DEFENDED]:  # MD-8.2: one 【防御】 per attack
        return False
    if effect.cost > s.medals[p] + len(s.reserve[p]):  # MD-4.1 ruling: only when it can be paid
        return False
    usable = OPS[effect.op].usable
    return usable is None or usable(s, p)


def usable(s: MedarotState, p: int, context: str) -> list[int]:
    """USE_STOCK / USE_HAND / MASTER actions open to ``p`` now."""
    blocks = s.game.blocks
    table = s.game.table
    actions: list[int] = []
    # MD-8.1 ruling, flag stock_same_turn: a card stocked earlier this turn is in the stock ("usable"),
    # or its 【発動】 waits for the next turn as if it were still in hand ("counts_as_hand").
    same_turn = s.game.flags["stock_same_turn"] == "usable"
    stock, fresh = s.stock[p], s.fresh[p]
    ready = {stock[i] for i in range(len(stock)) if same_turn or not fresh[i]}
    for card in set(s.stock[p]):
        for e, effect in enumerate(table.effects[card]):
            if allowed(s, p, effect, context, card in ready):
                actions.append(blocks.use(False, e, card))
    if s.stock_slots_free(p) > 0:  # MD-8.1 / MD-8.2: from hand, through the stock
        for card in set(s.hand[p]):
            if table.kind[card] == MEDAROTTER:
                for e, effect in enumerate(table.effects[card]):
                    if allowed(s, p, effect, context, False):
                        actions.append(blocks.use(True, e, card))
    card = s.master[p]
    if card >= 0 and s.mup[p] and not s.mside[p]:  # MD-8.6 / A-10: never 【発動】, once per turn
        for e, effect in enumerate(table.effects[card]):
            if e not in s.mused[p] and effect.timing != "activate" and allowed(s, p, effect, context, False):
                actions.append(MASTER + e)
    return sorted(actions)


def use(s: MedarotState, p: int, action: int, context: str) -> None:
    """Put the card in play (a hand card goes through the stock), then pay, then the effect happens."""
    table = s.game.table
    if action < CARD:
        card, e, where = s.master[p], action - MASTER, WHERE_MASTER
        s.mside[p] = 1
        s.mused[p].append(e)
        rule = "MD-8.6"
    else:
        from_hand, e, card = s.game.blocks.split_use(action)
        if from_hand:
            s.to_stock(p, card, "MD-8.1" if context == ACT else "MD-8.2")
        effect = table.effects[card][e]
        fresh = s.fresh[p]
        indices = [i for i, c in enumerate(s.stock[p]) if c == card]
        # 【発動】 takes a copy stocked before this turn if there is one; other timings the newest copy.
        older = next((i for i in indices if not fresh[i]), indices[-1])
        index = older if effect.timing == "activate" else indices[-1]
        s.stock[p].pop(index)
        fresh.pop(index)
        where = WHERE_STOCK
        rule = "MD-8.1" if context == ACT else "MD-8.2"
    effect = table.effects[card][e]
    use_id = next_id(s.ctr, CTR_USE)
    until, arg = lasting(s, effect, context, use_id)
    s.uses.append(new_use(use_id=use_id, card=card, owner=p, where=where, until=until, arg=arg, effect=e))
    if context == ACT:
        s.tf[TF_MEDAROTTER] = 1
    if effect.timing == "action":
        s.tf[TF_ACTION_CARD] = 1
        s.pa[p] += 1
    elif effect.timing == "defence":
        s.atk[ATK_DEFENDED] = 1
    # The effect is counted from 1, as people (and the action words) count it.
    s.event(rule, "medarotter_used", p, card=s.game.ids[card], effect=e + 1, master=where == WHERE_MASTER)
    s.push(PAY.frame(p, use_id), APPLY.frame(NOBODY, use_id))


def lasting(s: MedarotState, effect: EffectRow, context: str, use_id: int) -> tuple[str, int]:
    """How long a use stays in effect, from its trash timing (MD-1.4, A-8)."""
    if effect.op == "nullify" and effect.trash != "end_of_turn":
        return "spent", use_id  # readied now, spent on a later attack
    if effect.trash == "end_of_turn":
        return "turn", 0
    if context == ACT:
        return "act", s.tf[TF_UID]
    return "atk", 0


def find_use(s: MedarotState, use_id: int) -> list[Any] | None:
    return next((use for use in s.uses if use[USE_ID] == use_id), None)


def pay_options(s: MedarotState, frame: Frame) -> list[int]:
    """MD-8.3: the payer chooses how many MedaForce cards (1 each) pay part of the cost."""
    p, use = frame[PLAYER], find_use(s, frame[USE])
    cost = 0 if use is None else s.game.table.effects[use[USE_CARD]][use[USE_EFFECT]].cost
    if cost == 0:
        return []
    low = max(0, cost - s.medals[p])
    return [NUMBER + k for k in range(low, min(cost, len(s.reserve[p])) + 1)]


def pay_answer(s: MedarotState, frame: Frame, action: int) -> None:
    p, use = frame[PLAYER], find_use(s, frame[USE])
    assert use is not None
    cost, force = s.game.table.effects[use[USE_CARD]][use[USE_EFFECT]].cost, action - NUMBER
    for _ in range(force):  # MD-10.2 ruling: spent MedaForce goes to the trash (newest first)
        s.trash[p].append(s.reserve[p].pop())
    s.medals[p] -= cost - force
    s.event("MD-8.3", "cost_paid", p, medals=cost - force, medaforce=force)
    s.stack.pop()


# auto: the payment mixes depend only on medals and MedaForce counts, both public.
RULES.decision(PAY, pay_options, pay_answer, "say how many MedaForce cards pay the cost (MD-8.3)", auto=True)


@RULES.procedure(APPLY)
def apply(s: MedarotState, frame: Frame) -> None:
    """The effect of a paid use happens: a lasting op joins the effects in force, others happen now."""
    use = find_use(s, frame[USE])
    if use is None:
        return
    use_id, card, p, until, e = use[USE_ID], use[USE_CARD], use[USE_OWNER], use[USE_UNTIL], use[USE_EFFECT]
    effect = s.game.table.effects[card][e]
    if effect.op in LASTING_OPS or effect.delayed:
        scope = EVERY if until in ("turn", "spent") else ONE_USE
        s.fx.append(new_fx(use_id=use_id, card=card, effect=e, owner=p, scope=scope))
        return
    apply_now(s, effect, p)
    if effect.trash == "after_use":
        finish_uses(s, [use])


def apply_now(s: MedarotState, effect: EffectRow, user: int) -> None:
    """An at-once op happens for ``user`` (``ops.OPS``: draw, medals, trash a stock card, ...)."""
    now = OPS[effect.op].now
    assert now is not None, f"{effect.op} is a lasting op"
    now(s, effect, user)


def oppslot_options(s: MedarotState, frame: Frame) -> list[int]:
    return [NUMBER + i for i in range(len(s.stock[1 - frame[PLAYER]]))]


def oppslot_answer(s: MedarotState, frame: Frame, action: int) -> None:
    """A-9: the user picks which face-down card of the opponent's stock goes to the trash."""
    s.trash_from_stock(1 - frame[PLAYER], action - NUMBER, "A-9")
    s.stack.pop()


# auto: one face-down stock card to pick from is a public count.
RULES.decision(
    OPPSLOT, oppslot_options, oppslot_answer, "pick a face-down card of the opponent's stock", auto=True
)
