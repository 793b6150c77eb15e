"""Acting (MD-7.5–7.8) and resolving an attack (MD-8.2, MD-9): defence, destroy, weak attack, weak
destroy, the draws and placing after a destroy, and lasting attack effects."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.decisions import NOBODY, PLAYER, Frame
from cardtable.games.medarot.actions import CARD, NULLIFY, NUMBER, PASS
from cardtable.games.medarot.effects import (
    EVERY,
    armor,
    effect_of,
    end_effects_of,
    end_uses,
    finish_uses,
    has,
    power,
    top,
)
from cardtable.games.medarot.field import ATTACK_REACH
from cardtable.games.medarot.flow import distinct, stock_offer
from cardtable.games.medarot.frames import (
    ATK_END,
    COUNT,
    DCOUNT,
    DEFENCE,
    DISCARD,
    FILL,
    RESOLVE,
    RULES,
    UID,
    WDESTROY,
)
from cardtable.games.medarot.medarotters import DEFEND, apply_now, usable, use
from cardtable.games.medarot.ops import LASTING_OPS
from cardtable.games.medarot.records import (
    ATK_ATTACKER,
    ATK_DEFENDED,
    ATK_NULLIFIED,
    ATK_TARGET,
    CTR_USE,
    FX_CARD,
    FX_OWNER,
    FX_USE,
    U_CARD,
    U_CHANGE,
    U_OWNER,
    U_UID,
    U_UP,
    USE_ID,
    WHERE_MEDAROT,
    new_attack,
    new_fx,
    new_use,
    next_id,
)
from cardtable.games.medarot.table import EffectRow

if TYPE_CHECKING:
    from cardtable.games.medarot.state import MedarotState


def targets(s: MedarotState, q: int, unit: list[int]) -> list[tuple[int, int]]:
    """(square, medals it costs) of every opponent's Medarot in range (MD-7.5, 7.6, 7.7)."""
    owner = unit[U_OWNER]
    melee = s.game.table.type[top(unit)] == 1
    face_down_ok = s.game.flags["attack_face_down"]
    found: dict[int, int] = {}
    for t, between in ATTACK_REACH[owner][q][melee]:
        target = s.sq[t]
        if target is None or target[U_OWNER] == owner or not (target[U_UP] or face_down_ok):
            continue
        if between >= 0:
            if s.sq[between] is not None:
                continue
            found.setdefault(t, 1)  # MD-7.6: the 2-ahead melee reach costs 1 medal
        else:
            found[t] = 0
    return sorted(found.items())


def pay_to_act(s: MedarotState, unit: list[int], reach_cost: int) -> None:
    """MD-7.4 power transform and MD-7.6 long reach: medals only (MD-10.2); offered only when covered."""
    p = unit[U_OWNER]
    if transform_cost(s, unit):
        s.pay(p, 1, "MD-7.4", "power transform")
    if reach_cost:
        s.pay(p, reach_cost, "MD-7.6", "melee long reach")


def transform_cost(s: MedarotState, unit: list[int]) -> int:
    """MD-7.4: a power-transformed Medarot costs 1 medal each time it acts (flag power_transform_cost)."""
    every = s.game.flags["power_transform_cost"] == "every_action"
    return 1 if every and unit[U_CHANGE] >= 0 and s.game.table.transform[unit[U_CHANGE]] else 0


def special(s: MedarotState, q: int, unit: list[int]) -> None:
    """MD-7.8: the card turns sideways; the effect lasts until this Medarot's next turn."""
    pay_to_act(s, unit, 0)
    effect = s.game.table.special[top(unit)]
    assert effect is not None
    s.event("MD-7.8", "special", unit[U_OWNER], square=q, card=s.game.ids[top(unit)])
    start_lasting(s, unit, effect, -1)


def start_lasting(s: MedarotState, unit: list[int], effect: EffectRow, target_uid: int) -> None:
    """A Medarot's special or lasting attack effect: a use of kind 2 that ends at its next turn."""
    p, uid, card = unit[U_OWNER], unit[U_UID], top(unit)
    index = s.game.table.effects[card].index(effect)
    use_id = next_id(s.ctr, CTR_USE)
    s.uses.append(
        new_use(use_id=use_id, card=card, owner=p, where=WHERE_MEDAROT, until="next", arg=uid, effect=index)
    )
    if effect.op in LASTING_OPS:
        side = effect.filter.side
        scope = uid if side == "self" else target_uid if side == "target" else EVERY
        s.fx.append(new_fx(use_id=use_id, card=card, effect=index, owner=p, scope=scope))
    else:
        apply_now(s, effect, p)


def declare(s: MedarotState, q: int, unit: list[int], t: int) -> None:
    """MD-7.2.6: the attack is declared; a face-down target turns face-up (flag attack_face_down)."""
    reach = dict(targets(s, q, unit))
    pay_to_act(s, unit, reach[t])
    if s.winner is not None:
        return
    target = s.sq[t]
    assert target is not None
    if not target[U_UP]:
        target[U_UP] = 1
        s.event("MD-7.7", "face_up", target[U_OWNER], square=t, card=s.game.ids[target[U_CARD]])
    melee = s.game.table.type[top(unit)] == 1
    rule = "MD-7.7" if t // 3 == q // 3 else "MD-7.6" if melee else "MD-7.5"
    s.atk = new_attack(attacker=unit[U_UID], target=target[U_UID], defended=0, nullified=0)
    s.event(
        rule,
        "attack",
        unit[U_OWNER],
        square=q,
        target=t,
        card=s.game.ids[top(unit)],
        target_card=s.game.ids[top(target)],
    )
    s.push(DEFENCE.frame(target[U_OWNER]), RESOLVE.frame(NOBODY))


# ----- MD-7.2.7 / MD-8.2 the defence ------------------------------------------------------------------
def defend_options(s: MedarotState, frame: Frame) -> list[int]:
    d = frame[PLAYER]
    if s.atk[ATK_NULLIFIED] or s.find(s.atk[ATK_TARGET]) < 0:
        return []
    options = usable(s, d, DEFEND)
    if readied_nullify(s, d) is not None:
        options.append(NULLIFY)
    if not s.atk[ATK_DEFENDED] and s.stock_slots_free(d) == 0 and s.stock[d]:
        options += stock_offer(s, d)  # MD-8.4: make room for a 【防御】 card from hand
    return sorted([*options, PASS])


def defend_answer(s: MedarotState, frame: Frame, action: int) -> None:
    d = frame[PLAYER]
    if action == PASS:
        s.stack.pop()
    elif action == NULLIFY:
        spend_nullify(s, d)
        s.stack.pop()
    elif CARD <= action < s.game.blocks.stock_in:
        s.trash_from_stock(d, s.stock[d].index(action - CARD), "MD-8.4")
    else:
        use(s, d, action, DEFEND)


RULES.decision(
    DEFENCE, defend_options, defend_answer, "the defender may use Medarotters, or let the attack resolve"
)


def readied_nullify(s: MedarotState, d: int) -> list[int] | None:
    """A-7: the first nullify ``d`` readied earlier, still in force."""
    return next((e for e in s.fx if e[FX_OWNER] == d and effect_of(s, e).op == "nullify"), None)


def spend_nullify(s: MedarotState, d: int) -> None:
    """A-7: a nullify readied earlier is spent on this attack."""
    entry = readied_nullify(s, d)
    assert entry is not None
    s.atk[ATK_NULLIFIED] = 1
    s.event("A-7", "attack_nullified", d, card=s.game.ids[entry[FX_CARD]])
    finish_uses(s, [use for use in s.uses if use[USE_ID] == entry[FX_USE]])


# ----- MD-9 resolution ---------------------------------------------------------------------------------
@RULES.procedure(RESOLVE)
def resolve(s: MedarotState, frame: Frame) -> None:
    s.push(ATK_END.frame(NOBODY))
    q, t = s.find(s.atk[ATK_ATTACKER]), s.find(s.atk[ATK_TARGET])
    if s.atk[ATK_NULLIFIED] or q < 0 or t < 0:
        return
    attacker, target = s.sq[q], s.sq[t]
    assert attacker is not None and target is not None
    hit, guard = power(s, attacker), armor(s, target)
    if hit >= guard and not has(s, target, "weak_attacks"):
        s.event("MD-9.1", "destroy", attacker[U_OWNER], power=hit, armor=guard, target=t)
        destroy(s, t, weak=False)
        return
    victim = t
    if has(s, target, "reflect_weak"):
        victim = q
        s.event("MD-9.2", "weak_reflected", target[U_OWNER], square=t, to=q)
    weak_attack(s, victim, hit // 10, hit, guard)


def weak_attack(s: MedarotState, victim: int, count: int, hit: int, guard: int) -> None:
    """MD-9.2 the defender trashes power ÷ 10 cards; MD-9.3 weak destroy (flag weak_destroy_when)."""
    unit = s.sq[victim]
    assert unit is not None
    p = unit[U_OWNER]
    held = len(s.hand[p])
    when = s.game.flags["weak_destroy_when"]
    if when == "emptied":
        destroyed = count >= 1 and held <= count
    elif when == "short":
        destroyed = held < count
    else:
        destroyed = count >= 1 and held == 0
    s.event("MD-9.2", "weak_attack", p, square=victim, cards=count, power=hit, armor=guard)
    if destroyed:
        s.push(WDESTROY.frame(NOBODY, unit[U_UID]))
    if count >= held:
        for card in list(s.hand[p]):  # the whole hand goes: nothing to choose
            discard(s, p, card)
    elif count:
        s.push(DISCARD.frame(p, count))


def discard(s: MedarotState, p: int, card: int) -> None:
    s.hand[p].remove(card)
    s.trash[p].append(card)
    s.event("MD-9.2", "discarded", p, card=s.game.ids[card])


def discard_options(s: MedarotState, frame: Frame) -> list[int]:
    return [CARD + c for c in distinct(s.hand[frame[PLAYER]])] if frame[COUNT] > 0 else []


def discard_answer(s: MedarotState, frame: Frame, action: int) -> None:
    discard(s, frame[PLAYER], action - CARD)
    frame[COUNT] -= 1


RULES.decision(
    DISCARD, discard_options, discard_answer, "choose a card of your hand to trash (weak attack, MD-9.2)"
)


@RULES.procedure(WDESTROY)
def weak_destroy(s: MedarotState, frame: Frame) -> None:
    q = s.find(frame[UID])
    if q >= 0:
        s.event("MD-9.3", "weak_destroy", -1, square=q)
        destroy(s, q, weak=True)


def destroy(s: MedarotState, q: int, weak: bool) -> None:
    """MD-9.4: the owner pays, the cards go to the MedaForce reserve, draws 0–3, places a Medarot."""
    unit = s.sq[q]
    assert unit is not None
    p, changed = unit[U_OWNER], unit[U_CHANGE] >= 0
    table = s.game.table
    if weak:
        cost = 2 if changed else 1  # MD-9.3: a flat 1 (2 after a Medachange)
    else:
        cost = table.cost[unit[U_CARD]] + (table.cost[unit[U_CHANGE]] if changed else 0)  # MD-9.1
    if not s.pay(p, cost, "MD-9.3" if weak else "MD-9.1", "destroyed"):
        return
    s.sq[q] = None
    cards = [c for c in (unit[U_CARD], unit[U_CHANGE]) if c >= 0]
    s.reserve[p] += cards  # MD-10.1
    s.event("MD-10.1", "to_reserve", p, square=q, cards=[s.game.ids[c] for c in cards])
    end_effects_of(s, unit[U_UID])
    s.push(DCOUNT.frame(p), FILL.frame(p))


def dcount_options(s: MedarotState, frame: Frame) -> list[int]:
    return [NUMBER + n for n in range(4)]


def dcount_answer(s: MedarotState, frame: Frame, action: int) -> None:
    """MD-9.4 step 3: the owner of the destroyed Medarot draws 0–3 cards (their choice)."""
    p, count = frame[PLAYER], action - NUMBER
    s.stack.pop()
    if count:
        s.draw(p, count, "MD-9.4")
        s.settle(p)


RULES.decision(
    DCOUNT, dcount_options, dcount_answer, "say how many cards (0–3) to draw after the destroy (MD-9.4)"
)


@RULES.procedure(ATK_END)
def attack_end(s: MedarotState, frame: Frame) -> None:
    """MD-9.4 step 5: the attack's added effects (【継続効果】 last until the attacker's next turn)."""
    q, t = s.find(s.atk[ATK_ATTACKER]), s.find(s.atk[ATK_TARGET])
    if not s.atk[ATK_NULLIFIED] and q >= 0:
        attacker = s.sq[q]
        assert attacker is not None
        for effect in s.game.table.on_attack[top(attacker)]:
            if effect.filter.side == "target" and t < 0:
                continue
            s.event("MD-9.4", "attack_effect", attacker[U_OWNER], square=q, card=s.game.ids[top(attacker)])
            start_lasting(s, attacker, effect, s.atk[ATK_TARGET])
    s.atk = []
    end_uses(s, "atk")
