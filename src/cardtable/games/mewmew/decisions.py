"""Every decision of the game: its legal answers, what an answer does, and why an answer is refused."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.games.mewmew import effects as fx
from cardtable.games.mewmew import rules
from cardtable.games.mewmew import zones as z
from cardtable.games.mewmew.actions import PASS
from cardtable.games.mewmew.cards import Op
from cardtable.games.mewmew.zones import MAX_SLOTS

if TYPE_CHECKING:
    from cardtable.games.mewmew.state import MewMewState

DECISIONS = frozenset(
    {"main", "fight", "foe", "declare", "pay", "target", "fetch", "hand_character", "order", "night",
     "night_pick", "discard"}
)  # fmt: skip


def legal(s: MewMewState) -> list[int]:
    frame = s.stack[-1]
    kind, p = frame[0], frame[1]
    lay = s.game.layout
    g = s.game
    if kind == "main":
        out = [PASS]
        out += [
            lay.use_action(c)
            for c in sorted(set(s.hand[p]) | set(s.mm[p]))
            if fx.use_problem(s, p, c, False) is None
        ]
        out += [lay.ability_action(i) for i in range(len(s.field[p])) if fx.ability_problem(s, p, i) is None]
        return out
    if kind == "declare":
        usable = [c for c in sorted(set(s.hand[p])) if fx.use_problem(s, p, c, True) is None]
        return [PASS] + [lay.use_action(c) for c in usable]
    if kind == "fight":
        awake = rules.fighters(s, p)
        # MM-6.4.1: after a Chimera Anima arrived in this turn's search, fight at least once.
        return ([] if s.must else [PASS]) + [lay.slot_action(p, i) for i in awake]
    if kind == "foe":
        return [lay.slot_action(1 - p, i) for i in rules.foes(s, p)]
    if kind == "target":
        op = _op(s, frame)
        return sorted(lay.slot_action(side, i) for side, i in fx.targets(s, p, op, frame[2]))
    if kind == "night":
        return [lay.number_action(n) for n in range(len(s.gauge[p]) + 1)]
    if kind == "hand_character":
        mew = frame[2]
        room = len(s.gauge[p]) - g.cost[mew]
        cards = {c for c in s.hand[p] if g.kind[c] == z.CHARACTER and g.mew_name[c] == g.mew_name[mew]}
        return [lay.choose_action(c) for c in sorted(cards) if g.cost[c] <= room]
    return [lay.choose_action(c) for c in sorted(set(choosable(s, frame)))]


def choosable(s: MewMewState, frame: list[int | str]) -> list[int]:
    """The cards a card-picking decision chooses among (with repeats)."""
    kind, p = frame[0], frame[1]
    assert isinstance(p, int)
    if kind in ("pay", "night_pick"):
        return s.gauge[p]
    if kind == "discard":
        return s.hand[p]
    if kind == "fetch":
        return [c for c in s.disc[p] if s.game.kind[c] == z.CHARACTER]
    if kind == "order":
        deck = s.deck[p]
        m, pos = frame[2], frame[3]
        assert isinstance(m, int) and isinstance(pos, int)
        return deck[len(deck) - m : len(deck) - pos]
    return []


def _op(s: MewMewState, frame: list[int | str]) -> Op:
    card, at, is_ability = frame[2], frame[3], frame[5]
    assert isinstance(card, int) and isinstance(at, int)
    return (s.game.ability_ops[card] if is_ability else s.game.ops[card])[at]


def answer(s: MewMewState, action: int) -> None:
    """Carry out a legal answer to the decision on top of the stack."""
    frame = s.stack[-1]
    kind, p = frame[0], frame[1]
    assert isinstance(kind, str) and isinstance(p, int)
    block, value = s.game.layout.decode(action)
    if kind == "main":
        if block == "pass":
            s.stack.pop()
            s.event("MM-6.2", "end_main", p)
            s.stack.append(["search", p])
        elif block == "use":
            fx.use_card(s, p, value)
        else:
            fx.use_ability(s, p, value)
    elif kind == "declare":
        if block == "pass":
            s.stack.pop()
            s.event("MM-6.4.4", "pass", p)
        else:
            if p != s.tp and s.game.flags["battle_reply"] == "one":
                s.stack.pop()  # MM-6.4.4 flag battle_reply="one": the opponent's one card ends their say
            fx.use_card(s, p, value)
    elif kind == "fight":
        if block == "pass":
            end_battle_step(s, p)
        else:
            fighter = s.field[p][value % MAX_SLOTS][z.S_UID]
            chimeras = rules.foes(s, p)
            if len(chimeras) == 1:
                # Forced and public: the only Chimera Anima on the opponent's field is the foe.
                rules.start_battle(s, p, fighter, 1 - p, s.field[1 - p][chimeras[0]][z.S_UID], False)
            else:
                s.stack.append(["foe", p, fighter])
    elif kind == "foe":
        s.stack.pop()
        fighter = frame[2]
        assert isinstance(fighter, int)
        rules.start_battle(s, p, fighter, 1 - p, s.field[1 - p][value % MAX_SLOTS][z.S_UID], False)
    elif kind == "target":
        s.stack.pop()
        op = _op(s, frame)
        card = frame[2]
        assert isinstance(card, int)
        fx.apply_targeted(s, p, card, op, (value // MAX_SLOTS, value % MAX_SLOTS), s.stack[-1])
    elif kind == "night":
        s.stack.pop()
        s.stack.append(["night_end", p])
        rules.take_from_gauge(s, p, value)
    else:
        _answer_card(s, frame, p, value)


def _answer_card(s: MewMewState, frame: list[int | str], p: int, card: int) -> None:
    g = s.game
    kind = frame[0]
    if kind == "pay":
        fx.pay_one(s, p, card)
        _count_down(s, frame)
    elif kind == "night_pick":
        s.gauge[p].remove(card)
        s.hand[p].append(card)
        s.event("MM-6.5.1", "took_one", p, secret={"card": g.ids[card]}, shown_to=(p,))
        _count_down(s, frame)
    elif kind == "discard":
        s.hand[p].remove(card)
        s.disc[p].append(card)
        s.event("MM-6.5.2", "discarded", p, card=g.ids[card])
        if len(s.hand[p]) <= 5:
            s.stack.pop()
    elif kind == "fetch":
        s.stack.pop()
        fx.fetch(s, p, card)
    elif kind == "hand_character":
        s.stack.pop()
        mew = frame[2]
        assert isinstance(mew, int)
        fx.come_out_transformed(s, p, mew, card)
    elif kind == "order":
        deck = s.deck[p]
        m, pos = frame[2], frame[3]
        assert isinstance(m, int) and isinstance(pos, int)
        spot = len(deck) - 1 - pos
        j = deck.index(card, len(deck) - m, spot + 1)
        deck[j], deck[spot] = deck[spot], deck[j]
        s.event("MM-6.2.1", "ordered", p, position=pos + 1, secret={"card": g.ids[card]}, shown_to=(p,))
        frame[3] = pos + 1
        if pos + 1 >= m - 1:
            s.stack.pop()  # the last card's place is forced


def _count_down(s: MewMewState, frame: list[int | str]) -> None:
    left = frame[2]
    assert isinstance(left, int)
    frame[2] = left - 1
    if left <= 1:
        s.stack.pop()


def end_battle_step(s: MewMewState, p: int) -> None:
    """MM-6.4.1 / 6.4.8: no (more) battles; go to good night."""
    s.stack.pop()
    s.event("MM-6.4.8", "end_battle_step", p)
    s.step = "night"
    s.stack.append(["night", p])


def forced(s: MewMewState) -> bool:
    """Resolve the top decision without asking when its one answer follows from public facts alone.

    Every automatic resolution of the game, here and elsewhere (each says so where it happens):
    a battle step with no awake Character or no Chimera Anima to fight, and a night step with an
    empty gauge (here); the only Chimera Anima to fight (answer, "fight"); the only card on the
    fields an effect can choose (effects.run_ops); the only Character kind in a discard pile to
    fetch (effects._apply_plain); the last place when ordering looked-at cards, and taking no or
    every gauge card at night (rules.take_from_gauge). Fields, discard piles and zone sizes are public,
    and none of these orders hidden cards. Never resolved alone: a decision whose single answer
    depends on a hand's or gauge's contents (main, declare, pay, night_pick, discard,
    hand_character): asking or not would reveal them.
    """
    frame = s.stack[-1]
    kind, p = frame[0], frame[1]
    assert isinstance(p, int)
    if kind == "fight" and (not rules.fighters(s, p) or not rules.foes(s, p)):
        end_battle_step(s, p)
        return True
    if kind == "night" and not s.gauge[p]:
        s.stack.pop()
        s.stack.append(["night_end", p])
        rules.take_from_gauge(s, p, 0)
        return True
    return False


def why_illegal(s: MewMewState, action: int) -> str:
    """Why ``action`` is refused, addressed to ``current_player`` (the player to decide).

    Anyone may call ``apply``, so a reason is built from public information only (card texts, fields,
    discard piles, zone sizes, the pending decision), never from a hand, gauge, deck or Mew Mew card
    area: the same refusal reads the same whatever those hold, and tells nobody a hidden card.
    """
    frame = s.stack[-1]
    kind, p = frame[0], frame[1]
    assert isinstance(p, int)
    g = s.game
    block, value = g.layout.decode(action)
    words = s.describe_decision("en")
    if kind in ("main", "declare") and block == "use":
        return fx.public_use_problem(s, p, value, kind == "declare") or fx.not_held(s, value)
    if kind == "main" and block == "ability":
        problem = fx.ability_problem(s, p, value)
        if problem:
            return problem
    if kind == "fight" and block == "pass" and s.must:
        return "a Chimera Anima arrived in this turn's search: you must fight at least once (MM-6.4.1)"
    if kind == "fight" and block == "slot":
        return "pick one of your awake Characters to fight (MM-6.4.2, MM-6.4.7)"
    if kind == "night" and block == "number":
        return f"your gauge has {len(s.gauge[p])} cards: you cannot take {value} (MM-6.5.1)"
    if block == "choose" and kind in ("pay", "night_pick", "discard", "fetch", "order"):
        return f"{g.ids[value]} is not among the cards to choose from now"
    return f"that is not an answer to the decision now: {words}"
