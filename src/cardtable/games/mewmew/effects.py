"""Using cards and abilities: costs (MM-6.2.3), restrictions, and the effect vocabulary of cards.py."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from cardtable.core.decisions import NOBODY, PLAYER, Frame
from cardtable.games.mewmew import zones as z
from cardtable.games.mewmew.cards import Op
from cardtable.games.mewmew.frames import (
    AT,
    CARD,
    CHARACTER,
    CHECK,
    FETCH,
    FINISH,
    HAND_CHARACTER,
    IS_ABILITY,
    OPS,
    ORDER,
    PAY,
    REST,
    RESTING,
    RULES,
    TARGET,
    USER,
)

if TYPE_CHECKING:
    from cardtable.games.mewmew.state import MewMewState

Target = tuple[int, int]
"""A card on a field: (field's player, slot index)."""


# ----- per-card functions, for what the vocabulary cannot say ---------------------------------------
def _recruit_targets(s: MewMewState, p: int) -> list[Target]:
    q = 1 - p
    return [(q, i) for i, slot in enumerate(s.field[q]) if z.is_character(s.game, slot) and slot[z.S_MEW] < 0]


def _recruit(s: MewMewState, p: int, target: Target) -> None:
    # MM-7.6 『強引な勧誘』: the Character comes to the user's field, as it is (awake or asleep), until
    # the end of this turn (rules.end_turn sends it home); its owner stays its owner.
    q, i = target
    slot = s.field[q].pop(i)
    slot[z.S_BORROWED] = 1
    s.field[p].append(slot)
    s.event("MM-7.6", "recruited", p, card=s.game.ids[slot[z.S_CARD]], owner=q)


HOOKS: dict[
    str, tuple[Callable[[MewMewState, int], list[Target]], Callable[[MewMewState, int, Target], None]]
]
HOOKS = {"forceful_recruitment": (_recruit_targets, _recruit)}
"""hook name -> (its targets for player p, what it does to the chosen target)."""

TARGETED = frozenset({"wake", "sleep", "beat", "remove", "chimera_battle", "equip", "transform", "hook"})


def targets(s: MewMewState, p: int, op: Op, card: int) -> list[Target]:
    """Cards on the fields that ``op`` of ``card`` used by ``p`` may choose, in slot order."""
    g = s.game
    q = 1 - p
    name = op.op
    if name == "hook":
        assert op.hook is not None
        return HOOKS[op.hook][0](s, p)
    if name == "wake":
        return [(p, i) for i, sl in enumerate(s.field[p]) if z.is_character(g, sl) and not sl[z.S_AWAKE]]
    if name == "sleep":
        return [(q, i) for i, sl in enumerate(s.field[q]) if z.is_character(g, sl) and sl[z.S_AWAKE]]
    if name == "beat":
        return [(q, i) for i, sl in enumerate(s.field[q]) if g.kind[sl[z.S_CARD]] == z.CHIMERA]
    if name in ("remove", "chimera_battle"):
        return [(q, i) for i, sl in enumerate(s.field[q]) if z.is_character(g, sl)]
    # equip / transform (MM-1.5, MM-1.4): only a Character the user owns; a borrowed one is not theirs.
    own = [
        (p, i)
        for i, sl in enumerate(s.field[p])
        if z.is_character(g, sl) and sl[z.S_OWNER] == p and not sl[z.S_BORROWED]
    ]
    if name == "transform":
        name_of = g.mew_name
        return [
            t
            for t in own
            if s.field[p][t[1]][z.S_MEW] < 0 and name_of[s.field[p][t[1]][z.S_CARD]] == name_of[card]
        ]
    return own


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
    """A card or ability needs a target for each of its targeted steps (else it cannot be used)."""
    g = s.game
    for op in ops:
        if op.op in TARGETED and not targets(s, p, op, card):
            return f"{g.ids[card]} has no card to choose for its '{op.op}' effect"
        if op.op == "fetch" and not fetchable(s, p):
            return f"{g.ids[card]}: there is no Character in your discard pile"
    return None


def use_problem(s: MewMewState, p: int, card: int, in_battle: bool) -> str | None:
    """Why ``p`` may not use ``card`` now, given that they hold it (in hand; a Mew Mew card: in the Mew
    Mew area), or None. Beyond ``public_use_problem`` only the hand_card transform reads the hand."""
    g = s.game
    problem = public_use_problem(s, p, card, in_battle)
    if problem is None and g.kind[card] == z.MEWMEW and g.flags["transform_source"] == "hand_card":
        # MM-1.4 flag "hand_card": a Character in hand comes out transformed; the gauge pays both costs.
        room = len(s.gauge[p]) - g.cost[card]
        name = g.mew_name[card]
        fits = (g.kind[c] == z.CHARACTER and g.mew_name[c] == name and g.cost[c] <= room for c in s.hand[p])
        if not any(fits):
            return not_held(s, card)
    return problem


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
        if g.flags["transform_source"] == "mewmew_area" and not targets(s, p, g.ops[card][0], card):
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
        # Nobody sees the gauge with "top_of_pile": the owner loses track of their deck top.
        z.put_top(s, p, s.gauge[p].pop(), owner_sees=False)
    s.event("MM-6.2.3", "paid", p, n=cost, card=s.game.ids[card])


def pay_one(s: MewMewState, p: int, chosen: int) -> None:
    """gauge_access="choose": the owner puts the gauge card of their choice on top of their deck."""
    s.gauge[p].remove(chosen)
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
        s.hand[p].remove(card)
    s.limbo.append(card)
    s.event("MM-6.2.1", "use", p, card=g.ids[card])
    if kind == z.MEWMEW and g.flags["transform_source"] == "hand_card":
        s.stack.append(HAND_CHARACTER.frame(p, card))  # which Character comes out: chosen before paying
        return
    s.stack.append(FINISH.frame(p, card, -1))
    if kind not in (z.CHARACTER, z.CHIMERA):
        s.stack.append(OPS.frame(p, card, 0, -1, 0))
    pay(s, p, g.cost[card], card)


def come_out_transformed(s: MewMewState, p: int, mew: int, character: int) -> None:
    """transform_source="hand_card": the chosen Character leaves hand; both costs are paid (MM-1.4)."""
    g = s.game
    s.hand[p].remove(character)
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
    s.stack.append(OPS.frame(p, card, 0, slot[z.S_UID], 1))


@RULES.procedure(REST)
def rest(s: MewMewState, frame: Frame) -> None:
    """MM-6.2.5: the card whose activated ability has just been used goes to sleep."""
    p = frame[PLAYER]
    index = z.find_uid(s.field[p], frame[RESTING])
    if index >= 0:
        slot = s.field[p][index]
        slot[z.S_AWAKE] = 0
        s.event("MM-6.2.5", "ability_sleeps", p, card=s.game.ids[slot[z.S_CARD]])


@RULES.procedure(OPS, keep=True)
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
        if op.op in TARGETED:
            options = targets(s, p, op, card)
            if not options:
                s.event("MM-6.2.1", "no_target", p, card=g.ids[card], op=op.op)
                continue
            if len(options) == 1:
                # Forced and public (the fields are public): resolved without asking.
                apply_targeted(s, p, card, op, options[0], frame)
            else:
                s.stack.append(TARGET.frame(p, card, at - 1, frame[USER], is_ability))
                return
            if s.stack[-1] is not frame:
                return  # the step pushed further work (a battle)
            continue
        if not _apply_plain(s, p, card, op):
            return  # a decision was pushed above this frame
    s.stack.pop()


def _apply_plain(s: MewMewState, p: int, card: int, op: Op) -> bool:
    """An untargeted step; False when it pushed a decision to finish later."""
    g = s.game
    name = op.op
    if name == "draw":
        draw(s, p, op.n, "MM-6.2.1")
    elif name == "mill":
        mill(s, p if op.who == "self" else 1 - p, op.n)
    elif name == "gauge":
        moved = 0
        for _ in range(op.n):
            if not s.deck[p]:
                break
            s.gauge[p].append(z.take_top(s, p))
            moved += 1
        s.event("MM-6.2.1", "to_gauge", p, n=moved, card=g.ids[card])
    elif name == "points":
        side = p if op.who == "self" else 1 - p
        if s.battle:
            s.battle[z.B_PTS + side] += op.n
            s.event("MM-6.4.4", "points", side, n=op.n, card=g.ids[card], total=s.battle[z.B_PTS + side])
    elif name == "wake_all":
        for slot in s.field[p]:
            slot[z.S_AWAKE] = 1
        s.event("MM-2.2", "wake_all", p, card=g.ids[card])
    elif name == "look":
        m = min(op.n, len(s.deck[p]))
        s.ktop[p] = max(s.ktop[p], m)
        seen = [g.ids[c] for c in reversed(s.deck[p][len(s.deck[p]) - m :])]
        s.event("MM-6.2.1", "look", p, n=m, secret={"cards": seen}, shown_to=(p,))
        if m >= 2:
            # MM-2.3: the owner reorders them in secret, so cards of the public bottom (MM-6.4.6)
            # among them are no longer known to the opponent.
            s.kbot[p] = min(s.kbot[p], len(s.deck[p]) - m)
            s.stack.append(ORDER.frame(p, m, 0, card))
            return False
    elif name == "fetch":
        options = set(fetchable(s, p))
        if len(options) == 1:
            fetch(s, p, options.pop())  # forced and public (discard piles are public)
        elif options:
            s.stack.append(FETCH.frame(p, card))
            return False
    return True


def apply_targeted(s: MewMewState, p: int, card: int, op: Op, target: Target, frame: Frame) -> None:
    """A targeted step on the chosen field card."""
    g = s.game
    side, index = target
    slot = s.field[side][index]
    name = op.op
    if name == "wake":
        slot[z.S_AWAKE] = 1
        s.event("MM-2.2", "woken", p, card=g.ids[slot[z.S_CARD]])
    elif name == "sleep":
        slot[z.S_AWAKE] = 0
        s.event("MM-2.2", "put_to_sleep", side, card=g.ids[slot[z.S_CARD]])
    elif name == "beat":
        s.field[side].pop(index)
        s.chim[p].append(slot[z.S_CARD])
        s.event("MM-7.2", "chimera_beaten", p, card=g.ids[slot[z.S_CARD]], by=g.ids[card])
    elif name == "remove":
        z.leave_field(s, side, index, op.to, "MM-7.5")
    elif name == "equip":
        s.limbo.remove(card)
        slot.append(card)
        s.event("MM-1.5", "equipped", p, card=g.ids[card], target=g.ids[slot[z.S_CARD]])
    elif name == "transform":
        s.limbo.remove(card)
        slot[z.S_MEW] = card
        s.event("MM-1.4", "transformed", p, card=g.ids[slot[z.S_CARD]], mewmew=g.ids[card])
    elif name == "hook":
        assert op.hook is not None
        HOOKS[op.hook][1](s, p, target)
    elif name == "chimera_battle":
        from cardtable.games.mewmew.rules import start_battle  # rules imports this module

        start_battle(s, side, slot[z.S_UID], p, frame[USER], chimera_started=True)


def _move_top(s: MewMewState, owner: int, n: int, into: list[int]) -> list[str]:
    """Move up to ``n`` cards (as many as the deck has) from the top of ``owner``'s deck onto ``into``."""
    moved: list[str] = []
    for _ in range(min(n, len(s.deck[owner]))):
        card = z.take_top(s, owner)
        into.append(card)
        moved.append(s.game.ids[card])
    return moved


def draw(s: MewMewState, p: int, n: int, rule: str) -> None:
    """``p`` draws up to ``n`` cards; only ``p`` sees which."""
    drawn = _move_top(s, p, n, s.hand[p])
    s.event(rule, "draw", p, n=len(drawn), secret={"cards": drawn}, shown_to=(p,))


def mill(s: MewMewState, owner: int, n: int) -> None:
    """MM-7.4: cards sent from a deck to its discard pile: a Mew Aqua is not found, a Chimera Anima is
    discarded with the rest."""
    s.event("MM-7.4", "milled", owner, cards=_move_top(s, owner, n, s.disc[owner]))


def fetchable(s: MewMewState, p: int) -> list[int]:
    """The Characters of ``p``'s discard pile (with repeats): what a fetch effect may take back."""
    kind = s.game.kind
    return [c for c in s.disc[p] if kind[c] == z.CHARACTER]


def fetch(s: MewMewState, p: int, card: int) -> None:
    s.disc[p].remove(card)
    s.hand[p].append(card)
    s.event("MM-6.2.1", "fetched", p, card=s.game.ids[card])


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
