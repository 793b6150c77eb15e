"""Using cards and abilities: costs (MM-6.2.3), restrictions, and the effect vocabulary of cards.py."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from cardtable.core.decisions import NOBODY, PLAYER, Frame
from cardtable.games.mewmew import zones as z
from cardtable.games.mewmew.cards import Op
from cardtable.games.mewmew.frames import (
    AT,
    CARD,
    CHARACTER,
    CHECK,
    EFFECT,
    FINISH,
    HAND_CHARACTER,
    IS_ABILITY,
    PAY,
    REST,
    RESTING,
    RULES,
    TARGET,
    USER,
)
from cardtable.games.mewmew.ops import OPS, definition

if TYPE_CHECKING:
    from cardtable.games.mewmew.state import MewMewState


def has_mewmew(s: MewMewState, p: int, name: str | None = None, rod: bool = False) -> bool:
    """Whether ``p`` has a Mew Mew on their field (named ``name``; holding a Mew Aqua Rod)."""
    g = s.game
    for slot in s.field[p]:
        mew = slot[z.S_MEW]
        if mew < 0 or (name is not None and g.mew_name[mew] != name):
            continue
        if not rod or any(g.rod[item] for item in slot[z.S_ITEMS :]):
            return True
    return False


def ops_problem(s: MewMewState, p: int, card: int, ops: tuple[Op, ...]) -> str | None:
    """A card or ability needs a target for each of its targeted steps (else it cannot be used), and
    whatever else its ops need (``OpDef.needs``)."""
    g = s.game
    for op in ops:
        step = definition(op)
        if step.targets is not None and not step.targets(s, p, op, card):
            return f"{g.ids[card]} has no card to choose for its '{op.op}' effect"
        problem = step.needs(s, p) if step.needs is not None else None
        if problem is not None:
            return f"{g.ids[card]}: {problem}"
    return None


def use_problem(s: MewMewState, p: int, card: int, in_battle: bool) -> str | None:
    """Why ``p`` may not use ``card`` now, given that they hold it (in hand; a Mew Mew card: in the Mew
    Mew area), or None. Beyond ``public_use_problem`` only the hand_card transform reads the hand."""
    g = s.game
    problem = public_use_problem(s, p, card, in_battle)
    # MM-1.4 flag "hand_card": a Character in hand comes out transformed; the gauge pays both costs.
    hand_card = g.kind[card] == z.MEWMEW and g.flags["transform_source"] == "hand_card"
    if problem is None and hand_card and not transform_fits(s, p, card, s.hand[p]):
        return not_held(s, card)
    return problem


def transform_fits(s: MewMewState, p: int, mew: int, cards: Iterable[int]) -> list[int]:
    """MM-1.4 flag transform_source="hand_card": which of ``cards`` may come out transformed by ``p``'s
    Mew Mew card ``mew``: a Character of its Mew Mew, with the gauge paying both costs."""
    g = s.game
    room = len(s.gauge[p]) - g.cost[mew]
    name = g.mew_name[mew]
    return [c for c in cards if g.kind[c] == z.CHARACTER and g.mew_name[c] == name and g.cost[c] <= room]


def public_use_problem(s: MewMewState, p: int, card: int, in_battle: bool) -> str | None:
    """What forbids ``p`` to use ``card`` now, read from public information only (card texts, fields,
    discard piles, the gauge's size), or None: a refusal reason anyone may read."""
    g = s.game
    kind = g.kind[card]
    name = g.ids[card]
    gauge = len(s.gauge[p])
    if in_battle:
        # MM-6.4.4: only cards whose text says they work in battle; MM-7.5: never a removal effect.
        if g.removal[card]:
            return f"{name} removes a Character from the field: not during a battle (MM-7.5)"
        if kind != z.EVENT or g.timing[card] == "main":
            return f"{name} does not work in battle (MM-6.4.4)"
    elif kind == z.EVENT and g.timing[card] == "battle":
        return f"{name} is used only in battle (MM-6.4.4)"
    if g.cost[card] > gauge:
        return f"{name} costs {g.cost[card]} but your gauge has {gauge} (MM-6.2.3)"
    if kind == z.MEWMEW:
        on_field = OPS["transform"].targets
        assert on_field is not None
        if g.flags["transform_source"] == "mewmew_area" and not on_field(s, p, g.ops[card][0], card):
            return f"{name}: none of your Characters on your field can become it (MM-1.4)"
        return None
    if kind == z.AQUA and not has_mewmew(s, p, rod=True):
        return f"{name}: a Mew Aqua needs a Mew Mew holding a Mew Aqua Rod on your field (MM-6.2.4)"
    if g.special[card] and not has_mewmew(s, p, g.mew_name[card]):
        return f"{name} is {g.mew_name[card]}'s special move: that Mew Mew must be on your field (MM-7.2)"
    if len(s.field[p]) >= z.MAX_SLOTS and kind in (z.CHARACTER, z.CHIMERA):
        return "your field is full"
    return ops_problem(s, p, card, g.ops[card])


def not_held(s: MewMewState, card: int) -> str:
    """Why a card nothing public forbids cannot be used: what it needs from a hidden zone, worded the
    same whatever that zone holds."""
    g = s.game
    name = g.ids[card]
    if g.kind[card] != z.MEWMEW:
        return f"{name} is not in your hand"
    if g.flags["transform_source"] == "hand_card":
        return (
            f"{name} is not in your Mew Mew card area, or no Character in your hand can come out as it "
            "with your gauge paying both costs (MM-1.4, transform_source=hand_card)"
        )
    return f"{name} is not in your Mew Mew card area"


def ability_problem(s: MewMewState, p: int, index: int) -> str | None:
    """Why the card in slot ``index`` of ``p``'s field may not use its activated ability now (MM-6.2.5)."""
    g = s.game
    if index >= len(s.field[p]):
        return f"your field has no slot {index}"
    slot = s.field[p][index]
    card = slot[z.S_CARD]
    if not g.ability_ops[card]:
        return f"{g.ids[card]} has no activated ability"
    if slot[z.S_MEW] >= 0:
        return f"{g.ids[card]} is a Mew Mew and has lost its own abilities (MM-7.1)"
    if not slot[z.S_AWAKE]:
        return f"{g.ids[card]} is asleep: abilities need an awake card (MM-6.2.5)"
    return ops_problem(s, p, card, g.ability_ops[card])


# ----- paying (MM-6.2.3) -------------------------------------------------------------------------------
def pay(s: MewMewState, p: int, cost: int, card: int) -> None:
    """Pay ``cost`` gauge cards onto the deck top: now (top_of_pile) or card by card (choose)."""
    if cost <= 0:
        return
    if s.game.flags["gauge_access"] == "choose":
        s.stack.append(PAY.frame(p, cost, card))
        return
    for _ in range(cost):
        # Nobody sees the gauge with "top_of_pile": the owner keeps track of their deck top only
        # through a card they saw go to the gauge.
        paid, knowers = z.gauge_top(s, p)
        z.put_top(s, p, paid, owner_sees=bool(knowers & (1 << p)))
    s.event("MM-6.2.3", "paid", p, n=cost, card=s.game.ids[card])


def pay_one(s: MewMewState, p: int, chosen: int) -> None:
    """gauge_access="choose": the owner puts the gauge card of their choice on top of their deck."""
    z.gauge_chosen(s, p, chosen)
    z.put_top(s, p, chosen, owner_sees=True)
    s.event("MM-6.2.3", "paid_one", p, secret={"paid": s.game.ids[chosen]}, shown_to=(p,))


# ----- using -----------------------------------------------------------------------------------------------
def use_card(s: MewMewState, p: int, card: int) -> None:
    """Declare ``card``: it leaves hand (or Mew Mew area), is paid for, then resolves (via the stack)."""
    g = s.game
    kind = g.kind[card]
    if kind == z.MEWMEW:
        s.mm[p].remove(card)
    else:
        z.from_hand(s, p, card)
    s.limbo.append(card)
    s.event("MM-6.2.1", "use", p, card=g.ids[card])
    if kind == z.MEWMEW and g.flags["transform_source"] == "hand_card":
        s.stack.append(HAND_CHARACTER.frame(p, card))  # which Character comes out: chosen before paying
        return
    s.stack.append(FINISH.frame(p, card, -1))
    if kind not in (z.CHARACTER, z.CHIMERA):
        s.stack.append(EFFECT.frame(p, card, 0, -1, 0))
    pay(s, p, g.cost[card], card)


def come_out_transformed(s: MewMewState, p: int, mew: int, character: int) -> None:
    """transform_source="hand_card": the chosen Character leaves hand; both costs are paid (MM-1.4)."""
    g = s.game
    z.from_hand(s, p, character)
    s.limbo.append(character)
    s.event("MM-1.4", "hand_character", p, card=g.ids[character], mewmew=g.ids[mew])
    s.stack.append(FINISH.frame(p, mew, character))
    pay(s, p, g.cost[mew] + g.cost[character], mew)


def use_ability(s: MewMewState, p: int, index: int) -> None:
    """MM-6.2.5: an awake card uses its activated ability, then goes to sleep (a Chimera Anima starting
    a battle sleeps when the battle is over, MM-7.3)."""
    g = s.game
    slot = s.field[p][index]
    card = slot[z.S_CARD]
    ops = g.ability_ops[card]
    s.event("MM-6.2.5", "ability", p, card=g.ids[card])
    s.stack.append(CHECK.frame(NOBODY))
    if ops[0].op != "chimera_battle":
        # MM-6.2.5 「起動能力を使ったら、そのカードは寝かせた状態にする」: it sleeps once the ability has
        # been used, as MM-7.3 has a Chimera Anima sleep after its battle. Asleep first, a card that
        # wakes a Character could wake itself and use its ability again without end.
        s.stack.append(REST.frame(p, slot[z.S_UID]))
    s.stack.append(EFFECT.frame(p, card, 0, slot[z.S_UID], 1))


@RULES.procedure(REST)
def rest(s: MewMewState, frame: Frame) -> None:
    """MM-6.2.5: the card whose activated ability has just been used goes to sleep."""
    p = frame[PLAYER]
    index = z.find_uid(s.field[p], frame[RESTING])
    if index >= 0:
        slot = s.field[p][index]
        slot[z.S_AWAKE] = 0
        s.event("MM-6.2.5", "ability_sleeps", p, card=s.game.ids[slot[z.S_CARD]])


@RULES.procedure(EFFECT, keep=True)
def run_ops(s: MewMewState, frame: Frame) -> None:
    """Carry out the effect steps of a card or ability from where ``frame`` stopped, until one needs a
    decision (a frame is pushed above this one) or all are done (this frame is popped)."""
    g = s.game
    p, card, at, is_ability = frame[PLAYER], frame[CARD], frame[AT], frame[IS_ABILITY]
    ops = g.ability_ops[card] if is_ability else g.ops[card]
    while at < len(ops):
        op = ops[at]
        at += 1
        frame[AT] = at
        step = definition(op)
        if step.targets is not None and step.hit is not None:
            options = step.targets(s, p, op, card)
            if not options:
                s.event("MM-6.2.1", "no_target", p, card=g.ids[card], op=op.op)
                continue
            if len(options) == 1:
                # Forced and public (the fields are public): resolved without asking.
                step.hit(s, p, card, op, options[0], frame)
            else:
                s.stack.append(TARGET.frame(p, card, at - 1, frame[USER], is_ability))
                return
            if s.stack[-1] is not frame:
                return  # the step pushed further work (a battle)
            continue
        assert step.run is not None
        if not step.run(s, p, card, op):
            return  # a decision was pushed above this frame
    s.stack.pop()


@RULES.procedure(FINISH)
def finish(s: MewMewState, frame: Frame) -> None:
    """A used card has resolved: it goes where its kind goes; then wins are checked (MM-5.4)."""
    from cardtable.games.mewmew.rules import check_wins  # rules imports this module

    g = s.game
    p, card, extra = frame[PLAYER], frame[CARD], frame[CHARACTER]
    if card in s.limbo:
        s.limbo.remove(card)
        kind = g.kind[card]
        if kind in (z.CHARACTER, z.CHIMERA):
            # MM-6.2.2: as a rule, put on the field asleep.
            s.field[p].append(z.new_slot(s, card, False, p))
            s.event("MM-6.2.2", "placed", p, card=g.ids[card])
        elif kind == z.MEWMEW and extra >= 0:
            s.limbo.remove(extra)
            slot = z.new_slot(s, extra, False, p)
            slot[z.S_MEW] = card
            s.field[p].append(slot)
            s.event("MM-1.4", "placed_transformed", p, card=g.ids[extra], mewmew=g.ids[card])
        elif kind == z.MEWMEW:
            s.mm[p].append(card)  # no Character left to transform: it goes back face-down
        else:
            # Events, special moves and used Mew Aqua (MM-6.2.4 ruling) go to the discard pile.
            s.disc[p].append(card)
            s.event("MM-6.2.1", "to_discard", p, card=g.ids[card])
    if not s.battle or g.flags["win_check"] == "immediate":
        check_wins(s)
