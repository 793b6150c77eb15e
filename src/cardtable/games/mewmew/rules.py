"""The turn (MM-6): one function per step, the battle (MM-6.4, MM-7.3) and the win checks (MM-5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.decisions import NOBODY, PLAYER, Frame
from cardtable.core.state import DRAW
from cardtable.games.mewmew import zones as z
from cardtable.games.mewmew.frames import (
    BATTLE_END,
    BATTLE_STEP_END,
    CHECK,
    DECLARE,
    DISCARD,
    END_TURN,
    FIGHT,
    MAIN,
    MORNING,
    NIGHT,
    NIGHT_END,
    NIGHT_PICK,
    RULES,
    SEARCH,
)
from cardtable.games.mewmew.ops import draw

if TYPE_CHECKING:
    from cardtable.games.mewmew.state import MewMewState


# ----- MM-5 winning -------------------------------------------------------------------------------------
def check_wins(s: MewMewState) -> bool:
    """MM-5.1 / 5.2 / 5.4: end the game if a player has 5 found Mew Aqua or 7 beaten Chimera Anima;
    if both players do, it is a draw. True when the game is over."""
    if s.winner is not None:
        return True
    met = [len(s.aqua[p]) >= 5 or len(s.chim[p]) >= 7 for p in (0, 1)]
    if met[0] and met[1]:
        s.end(DRAW, "draw", "MM-5.4")
    elif met[0] or met[1]:
        p = 0 if met[0] else 1
        if len(s.aqua[p]) >= 5:
            s.end(p, "aqua", "MM-5.1")
        else:
            s.end(p, "chimera", "MM-5.2")
    return met[0] or met[1]  # s.end set the winner (no re-read: mypy would narrow it to None)


@RULES.procedure(CHECK)
def _check(s: MewMewState, frame: Frame) -> None:
    check_wins(s)


def match_points(s: MewMewState) -> list[int]:
    """MM-5.6: official tournament points of a finished game by player: win 3, draw 1, loss 0."""
    if s.winner is None:
        raise ValueError("the game is not over")
    if s.winner == DRAW:
        return [1, 1]
    return [3, 0] if s.winner == 0 else [0, 3]


# ----- MM-6.1 good morning --------------------------------------------------------------------------------
@RULES.procedure(MORNING)
def good_morning(s: MewMewState, frame: Frame) -> None:
    p = frame[PLAYER]
    s.step = "morning"
    first_turn = s.turn == 1
    need = 5 if first_turn else 6
    if len(s.deck[p]) < need:
        # MM-5.3: the step cannot be carried out (checked before any card moves): the opponent wins.
        s.event("MM-5.3", "cannot_morning", p, deck=len(s.deck[p]), need=need)
        s.end(1 - p, "gauge", "MM-5.3")
        return
    woken = 0
    for slot in s.field[p]:
        if not slot[z.S_AWAKE]:
            slot[z.S_AWAKE] = 1
            woken += 1
    s.event("MM-6.1.1", "wake", p, n=woken)
    for _ in range(5):  # MM-6.1.2: one at a time, whatever the gauge already holds
        z.deck_top_to(s, p, "gauge")
    s.event("MM-6.1.2", "gauge", p, n=5, gauge=len(s.gauge[p]))
    if first_turn:
        s.event("MM-6.1.3", "no_first_draw", p)
    else:
        draw(s, p, 1, "MM-6.1.3")
    s.step = "main"
    s.stack.append(MAIN.frame(p))


# ----- MM-6.3 search ---------------------------------------------------------------------------------------
@RULES.procedure(SEARCH)
def search(s: MewMewState, frame: Frame) -> None:
    g = s.game
    p = frame[PLAYER]
    q = 1 - p
    s.step = "search"
    s.stack += [BATTLE_STEP_END.frame(p), FIGHT.frame(p)]
    if any(g.kind[slot[z.S_CARD]] == z.CHIMERA for slot in s.field[q]):
        s.event("MM-6.3.1", "search_skipped", p)
        s.step = "battle"
        return
    asleep_counts = g.flags["search_counts_asleep"]
    points = sum(
        z.search_points(g, slot) for slot in s.field[p] if slot[z.S_AWAKE] or asleep_counts
    )  # MM-6.3.2
    s.event("MM-6.3.2", "search_points", p, n=points)
    for _ in range(points):
        if not s.deck[q]:
            s.event("MM-6.3.3", "search_deck_empty", p)
            break
        card = z.take_top(s, q)
        kind = g.kind[card]
        if kind == z.AQUA:
            s.aqua[p].append(card)
            s.event("MM-6.3.4", "aqua_found", p, card=g.ids[card])
            break
        if kind == z.CHIMERA:
            awake = bool(g.flags["searched_chimera_awake"])
            s.field[q].append(z.new_slot(s, card, awake, q))
            s.must = 1  # MM-6.4.1: this turn's battle step must fight
            s.event("MM-6.3.5", "chimera_appears", q, card=g.ids[card], awake=awake)
            break
        s.disc[q].append(card)
        s.event("MM-6.3.3", "turned_over", p, card=g.ids[card])
    s.step = "battle"
    check_wins(s)


# ----- MM-6.4 battle ----------------------------------------------------------------------------------------
def fighters(s: MewMewState, p: int) -> list[int]:
    """Slots of ``p``'s awake Characters (a Mew Mew included): who may fight (MM-6.4.2, 6.4.8)."""
    g = s.game
    return [i for i, slot in enumerate(s.field[p]) if slot[z.S_AWAKE] and z.is_character(g, slot)]


def foes(s: MewMewState, p: int) -> list[int]:
    """Slots of the Chimera Anima on the opponent's field."""
    g = s.game
    return [i for i, slot in enumerate(s.field[1 - p]) if g.kind[slot[z.S_CARD]] == z.CHIMERA]


def start_battle(s: MewMewState, cp: int, cu: int, hp: int, hu: int, chimera_started: bool) -> None:
    """MM-6.4.2-6.4.4: the fighters are set, both players turn over their top card, then declare."""
    g = s.game
    ci = z.find_uid(s.field[cp], cu)
    hi = z.find_uid(s.field[hp], hu)
    character, chimera = s.field[cp][ci], s.field[hp][hi]
    s.event(
        "MM-7.3" if chimera_started else "MM-6.4.2",
        "battle",
        s.tp,
        character=g.ids[character[z.S_CARD]],
        chimera=g.ids[chimera[z.S_CARD]],
        chimera_started=chimera_started,
    )
    s.battle = [cp, cu, hp, hu, -1, -1, 0, 0, int(chimera_started)]
    for p in (s.tp, 1 - s.tp):
        points = 0
        if not s.deck[p]:
            s.event("MM-6.4.3", "reveal_empty", p)  # ruling: an empty deck gives 0 battle points
        else:
            card = z.take_top(s, p)
            points = g.cost[card]
            if g.kind[card] == z.AQUA:
                # MM-6.4.3: turning over your own Mew Aqua gives it to the opponent as found.
                s.aqua[1 - p].append(card)
                if g.flags["revealed_aqua_points"] == "zero":
                    points = 0
                s.event("MM-6.4.3", "reveal_aqua", p, card=g.ids[card], points=points)
            else:
                s.battle[z.B_REV + p] = card
                s.event("MM-6.4.3", "reveal", p, card=g.ids[card], points=points)
        s.battle[z.B_PTS + p] = points
    # Static bonuses from card texts (the fighter's own, its Mew Mew card's, its Items', the Chimera's).
    s.battle[z.B_PTS + cp] += z.fight_bonus(g, character)
    s.battle[z.B_PTS + hp] += z.fight_bonus(g, chimera)
    s.stack.append(BATTLE_END.frame(NOBODY))
    s.stack.append(DECLARE.frame(1 - s.tp))  # MM-6.4.4: then the opponent, once
    s.stack.append(DECLARE.frame(s.tp))  # MM-6.4.4 / MM-7.3: the turn player declares first
    if g.flags["win_check"] == "immediate":
        check_wins(s)


@RULES.procedure(BATTLE_END)
def end_battle(s: MewMewState, frame: Frame) -> None:
    """MM-6.4.5-6.4.7 (and MM-7.3): the result, revealed cards to the bottom, fighters to sleep."""
    g = s.game
    b = s.battle
    cp, cu, hp, hu = b[z.B_CP], b[z.B_CU], b[z.B_HP], b[z.B_HU]
    character_points, chimera_points = b[z.B_PTS + cp], b[z.B_PTS + hp]
    ci = z.find_uid(s.field[cp], cu)
    hi = z.find_uid(s.field[hp], hu)
    if character_points > chimera_points:
        if hi >= 0:
            card = s.field[hp].pop(hi)[z.S_CARD]
            s.chim[cp].append(card)
            s.event("MM-6.4.5", "battle_won", cp, card=g.ids[card], points=[character_points, chimera_points])
    elif chimera_points > character_points:
        s.event("MM-6.4.5", "battle_lost", cp, points=[character_points, chimera_points])
        if ci >= 0:
            z.leave_field(s, cp, ci, "discard", "MM-6.4.5")
    else:
        s.event("MM-6.4.5", "battle_tie", cp, points=[character_points, chimera_points])
    for p in (s.tp, 1 - s.tp):
        card = b[z.B_REV + p]
        if card >= 0:
            z.put_bottom(s, p, card)  # MM-6.4.6
            s.event("MM-6.4.6", "to_bottom", p, card=g.ids[card])
    ci = z.find_uid(s.field[cp], cu)
    if ci >= 0:
        s.field[cp][ci][z.S_AWAKE] = 0  # MM-6.4.7
        s.event("MM-6.4.7", "fighter_sleeps", cp, card=g.ids[s.field[cp][ci][z.S_CARD]])
    if b[z.B_CS]:
        hi = z.find_uid(s.field[hp], hu)
        if hi >= 0:
            s.field[hp][hi][z.S_AWAKE] = 0  # MM-7.3
            s.event("MM-7.3", "chimera_sleeps", hp, card=g.ids[s.field[hp][hi][z.S_CARD]])
    else:
        s.must = 0  # MM-6.4.1: the battle step's duty to fight is done
    s.battle = []
    check_wins(s)  # MM-5.4: once the battle has resolved


@RULES.procedure(BATTLE_STEP_END)
def end_battle_step(s: MewMewState, frame: Frame) -> None:
    """MM-6.4.1 / 6.4.8: no (more) battles; go to good night."""
    p = frame[PLAYER]
    s.event("MM-6.4.8", "end_battle_step", p)
    s.step = "night"
    s.stack.append(NIGHT.frame(p))


# ----- MM-6.5 good night ---------------------------------------------------------------------------------
def take_from_gauge(s: MewMewState, p: int, n: int) -> None:
    """MM-6.5.1: ``n`` was said; with "top_of_pile" they come off the top, with "choose" they are picked."""
    gauge = s.gauge[p]
    if g_choose(s) and 0 < n < len(gauge):
        s.event("MM-6.5.1", "night_take", p, n=n)
        s.stack.append(NIGHT_PICK.frame(p, n))
        return
    # Taking none, the top n, or every gauge card needs no choice: one choice, one log line.
    taken = []
    for _ in range(n):
        card, knowers = z.gauge_top(s, p)
        z.to_hand(s, p, card, public=knowers == z.EVERYONE)
        taken.append(card)
    secret = {"cards": [s.game.ids[c] for c in taken]} if taken else None
    s.event("MM-6.5.1", "night_take", p, n=n, secret=secret, shown_to=(p,))


def g_choose(s: MewMewState) -> bool:
    return s.game.flags["gauge_access"] == "choose"


@RULES.procedure(NIGHT_END)
def night_end(s: MewMewState, frame: Frame) -> None:
    """MM-6.5.2: a hand over 5 is discarded down to 5, card by card by its owner."""
    p = frame[PLAYER]
    s.stack.append(END_TURN.frame(p))
    if len(s.hand[p]) > 5:
        s.stack.append(DISCARD.frame(p))


@RULES.procedure(END_TURN)
def end_turn(s: MewMewState, frame: Frame) -> None:
    """MM-7.6: 強引な勧誘 ends with the turn: borrowed Characters go home; then the next turn begins."""
    g = s.game
    p = frame[PLAYER]
    keep: list[list[int]] = []
    for slot in s.field[p]:
        if slot[z.S_BORROWED]:
            slot[z.S_BORROWED] = 0
            s.field[slot[z.S_OWNER]].append(slot)
            s.event("MM-7.6", "returned", slot[z.S_OWNER], card=g.ids[slot[z.S_CARD]])
        else:
            keep.append(slot)
    s.field[p] = keep
    s.must = 0
    s.tp = 1 - p
    s.turn += 1
    s.event("MM-6", "turn", s.tp, turn=s.turn)
    s.stack.append(MORNING.frame(s.tp))
