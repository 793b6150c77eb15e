"""The Tokyo Mew Mew evaluation: the deck race first, then Mew Aqua found and Chimera Anima beaten.

Reads the observation schema of ``games/mewmew/observation.py``. Most games end in a gauge win
(MM-5.3), so the evaluation is built around the deck economy. Each good morning moves 6 cards out of
the deck (5 to the gauge, 1 drawn); the only way back is paying costs, which moves gauge cards onto
the deck (MM-6.2.3); the opponent's search mills the deck (MM-6.3.3) unless a Chimera Anima on my
field stops it (MM-6.3.1). A gauge card nothing in hand can pay for is as good as gone, so a player's
**reserve** is their deck plus the part of their gauge their hand (and Mew Mew cards ready to
transform) can pay back, and the race compares the turns each reserve lasts against the mill it
faces. The Aqua and Chimera wins (MM-5.1, MM-5.2) are scored as progress, while still in reach
(MM-5.5).

``finish`` is the search's evaluation (``knowledge=finish``, the default of ``ismcts``): the same
pieces read as a race to the first win, with the opponent's milling abilities in the mill.
"""

from __future__ import annotations

import math
from functools import cache
from typing import Any, NamedTuple

from cardtable.core.game import Game
from cardtable.core.state import State

AQUA_WIN = 5
HAND_LIMIT = 5
CHIMERA_WIN = 7
GAUGE_IN = 5
"""Cards each good morning puts into the gauge (MM-6.1.2)."""
MORNING = 6
"""Cards a deck must hold for its owner's good-morning step (MM-5.3)."""
AVERAGE_COST = 1.8
"""What a hidden hand card is guessed to cost (the preset decks' mean)."""
BASE_DRAIN = 1.5
"""Deck cards a player loses in a turn besides the opponent's mill: the 6 of good morning less the
up to 5 a player who plays their hand and refills it from the gauge each night pays back."""
RACE = 1.6
"""Weight of the log-ratio of the turns each reserve lasts (twice as many turns: about +1.1)."""
BLOCKED = 0.3
"""Share of a search that still lands while a Chimera Anima blocks it: the searcher must beat it first."""
TO_THE_END = 2000
"""Decisions past the end of any game."""


@cache
def _cards(game: Game) -> dict[str, tuple[str, int, str]]:
    """Card id -> (kind, cost, Mew Mew name), read once per game from its card pool."""
    return {
        card.id: (
            str(getattr(card, "kind", "")),
            int(getattr(card, "cost", 0)),
            str(getattr(card, "mewmew", None) or ""),
        )
        for card in game.cards
    }


def _search(player: dict[str, Any]) -> int:
    return sum(slot["search_points"] for slot in player["field"] if slot["kind"] == "character")


def _guarded(player: dict[str, Any]) -> bool:
    """A Chimera Anima on this player's field stops the opponent's search (MM-6.3.1)."""
    return any(slot["kind"] == "chimera" for slot in player["field"])


def _payable(game: Game, player: dict[str, Any], refill: bool) -> float:
    """Gauge cards this player can pay back onto the deck by the end of their next main step.

    ``refill``: their good morning comes first and adds to the gauge. Known hands count their costs
    (the best ``HAND_LIMIT``: a larger hand is discarded down at night, MM-6.5.2); a Mew Aqua counts
    only while a Mew Mew carries an Item (taken to be the Rod it needs, MM-6.2.4). Mew Mew cards whose
    Character is on the field or in hand can transform (MM-1.4), paying their cost too. A hidden hand
    is guessed at the average.
    """
    cards = _cards(game)
    hand = player["hand"]
    if hand is None:
        costs: float = AVERAGE_COST * min(player["hand_size"], HAND_LIMIT)
    else:
        rod = any(slot["mewmew"] and slot["items"] for slot in player["field"])
        usable = sorted(
            (cards[card][1] for card in hand if rod or cards[card][0] != "aqua"),
            reverse=True,
        )
        costs = float(sum(usable[:HAND_LIMIT]))
        ready = {cards[slot["card"]][2] for slot in player["field"] if slot["kind"] == "character"}
        ready.update(cards[card][2] for card in hand if cards[card][0] == "character")
        costs += sum(cards[card][1] for card in player["mewmew_area"] if cards[card][2] in ready)
    gauge: int = player["gauge_size"] + (GAUGE_IN if refill else 0)
    return min(float(gauge), costs)


def _turns_left(reserve: float, mill: float) -> float:
    """Turns a reserve lasts before a good morning finds fewer than ``MORNING`` cards."""
    return max(0.0, reserve - MORNING) / (BASE_DRAIN + mill)


def _progress(player: dict[str, Any], opponent: dict[str, Any]) -> float:
    """Part-way progress to the Aqua and Chimera wins (MM-5.1, MM-5.2), while they are in reach."""
    search = _search(player) * (BLOCKED if _guarded(opponent) else 1.0)
    characters = [slot for slot in player["field"] if slot["kind"] == "character"]
    awake = sum(slot["awake"] for slot in characters)
    targets = sum(slot["kind"] == "chimera" for slot in opponent["field"])
    aqua_left = max(0, AQUA_WIN - player["found"])
    found = player["found"] + min(1.0, search * aqua_left / max(opponent["deck_size"], 1))
    # Each Chimera Anima my fighters can reach is a likely point next battle.
    beaten = player["beaten"] + 0.35 * min(targets, max(awake, len(characters) // 2))
    progress = 0.0
    if player["aqua_win_possible"]:
        progress += 3.0 * (min(found, AQUA_WIN) / AQUA_WIN) ** 1.5
    if player["chimera_win_possible"]:
        progress += 2.5 * (min(beaten, CHIMERA_WIN) / CHIMERA_WIN) ** 1.5
    fighters: float = sum(1.0 + 0.15 * slot["battle_bonus"] + 0.1 * len(slot["items"]) for slot in characters)
    return progress + 0.06 * fighters


def _turns(game: Game, observation: dict[str, Any], me: int, abilities: bool = False) -> tuple[float, float]:
    """The turns my reserve and the opponent's last against the mill each faces (0: lost at the next
    good morning, MM-5.3); ``abilities``: the mill counts the other side's milling abilities too."""
    players = observation["players"]
    turn_player = observation["turn_player"]
    step = observation["step"]
    turns = []
    for p in (me, 1 - me):
        player, opponent = players[p], players[1 - p]
        mill = _search(opponent) * (BLOCKED if _guarded(player) else 1.0)
        if abilities:
            mill += _ability_mill(game, opponent)
        # Every position is read at the same point of the cycle, the end of the player's next main
        # step, so that moving on to the next step is not mistaken for gaining or losing cards: the
        # turn player's search still to come this turn is counted as done (at the rate the race
        # expects), and a player whose good morning comes first pays for it now and refills their
        # gauge.
        pending = mill if p != turn_player and step == "main" else 0.0
        refill = p != turn_player or step == "night"
        deck = player["deck_size"] - pending
        if refill and deck < MORNING:
            turns.append(0.0)  # they lose at that good morning (MM-5.3)
            continue
        reserve = deck - (MORNING if refill else 0) + _payable(game, player, refill)
        turns.append(_turns_left(reserve, mill))
    return turns[0], turns[1]


@cache
def _milling(game: Game) -> dict[str, int]:
    """Card id -> the cards its activated ability sends from the opponent's deck to their discard
    pile (MM-7.4), for the cards that have one."""
    milling = {}
    for card in game.cards:
        cards = sum(op.n for op in getattr(card, "ability", ()) if op.op == "mill" and op.who == "opponent")
        if cards:
            milling[card.id] = cards
    return milling


def _ability_mill(game: Game, player: dict[str, Any]) -> int:
    """What this player's field can mill from the opponent's deck a turn with its abilities: each
    wakes every good morning (MM-6.1.1) and may then be used (MM-6.2.5); a Mew Mew has lost its
    Character's ability (MM-7.1)."""
    milling = _milling(game)
    return sum(milling.get(slot["card"], 0) for slot in player["field"] if not slot["mewmew"])


def _top_of_deck(game: Game, mine: dict[str, Any], theirs: dict[str, Any]) -> tuple[int, bool]:
    """My own Mew Aqua within reach of the opponent's next search, and whether a Chimera Anima of
    mine is there (MM-6.3.4, MM-6.3.5)."""
    cards = _cards(game)
    top = mine["deck_top_known"][: max(_search(theirs), 1)]
    exposed = sum(cards[card][0] == "aqua" for card in top)
    return exposed, any(cards[card][0] == "chimera" for card in top)


class Parts(NamedTuple):
    """What the evaluation adds up, from my side."""

    mine_left: float
    """Turns my reserve lasts (``_turns``)."""
    theirs_left: float
    my_progress: float
    """Progress to the Aqua and Chimera wins (``_progress``)."""
    their_progress: float
    exposed: int
    """My Mew Aqua on top of my deck, within reach of the opponent's next search (``_top_of_deck``)."""
    chimera_on_top: bool

    @property
    def race(self) -> float:
        """The log-ratio of the turns each reserve lasts (twice as many: about +0.7)."""
        return math.log((self.mine_left + 1.0) / (self.theirs_left + 1.0))

    def score(self) -> float:
        """The evaluation before ``tanh``: my exposed Mew Aqua is as good as found by the opponent; my
        own Chimera Anima there lands on my field and stops the rest of their searches."""
        race = RACE * self.race
        return race + self.my_progress - self.their_progress - 0.25 * self.exposed + 0.1 * self.chimera_on_top


def _parts(game: Game, observation: dict[str, Any], me: int) -> Parts:
    mine, theirs = observation["players"][me], observation["players"][1 - me]
    return Parts(
        *_turns(game, observation, me),
        _progress(mine, theirs),
        _progress(theirs, mine),
        *_top_of_deck(game, mine, theirs),
    )


def evaluate(game: Game, observation: dict[str, Any], me: int) -> float:
    return math.tanh(_parts(game, observation, me).score())


FEATURES: tuple[str, ...] = (
    "score",
    "race",
    "my_turns_left",
    "their_turns_left",
    "my_deck",
    "their_deck",
    "my_gauge",
    "their_gauge",
    "my_hand",
    "their_hand",
    "my_search",
    "their_search",
    "my_guard",
    "their_guard",
    "my_found",
    "their_found",
    "my_found_squared",
    "their_found_squared",
    "my_beaten",
    "their_beaten",
    "my_beaten_squared",
    "their_beaten_squared",
    "my_aqua_possible",
    "their_aqua_possible",
    "my_chimera_possible",
    "their_chimera_possible",
    "my_characters",
    "their_characters",
    "my_awake",
    "their_awake",
    "my_chimeras",
    "their_chimeras",
    "my_progress",
    "their_progress",
    "exposed",
    "my_turn",
    "search_step",
    "battle_step",
    "night_step",
)
"""What ``features`` reads from a position, in order: the inputs of the fitted evaluation
(``knowledge="fitted"``, ``heuristics.fitted``). Scaled to about 0..1 each."""


def features(game: Game, observation: dict[str, Any], me: int) -> list[float]:
    """The position as ``FEATURES`` describes it, from my side: the hand evaluation's score and its
    parts, and the counts it is built from, mine and the opponent's."""
    mine, theirs = observation["players"][me], observation["players"][1 - me]
    parts = _parts(game, observation, me)
    step = observation["step"]
    row = [parts.score(), parts.race, math.log1p(parts.mine_left) / 3.0, math.log1p(parts.theirs_left) / 3.0]
    for key, scale in (("deck_size", 30.0), ("gauge_size", 20.0), ("hand_size", 5.0)):
        row += [mine[key] / scale, theirs[key] / scale]
    row += [_search(mine) / 5.0, _search(theirs) / 5.0, float(_guarded(mine)), float(_guarded(theirs))]
    for key, scale in (("found", AQUA_WIN), ("beaten", CHIMERA_WIN)):
        row += [mine[key] / scale, theirs[key] / scale, (mine[key] / scale) ** 2, (theirs[key] / scale) ** 2]
    for key in ("aqua_win_possible", "chimera_win_possible"):
        row += [float(mine[key]), float(theirs[key])]
    for player in (mine, theirs):
        characters = [slot for slot in player["field"] if slot["kind"] == "character"]
        row += [len(characters) / 5.0]
    for player in (mine, theirs):
        row += [sum(slot["awake"] for slot in player["field"] if slot["kind"] == "character") / 5.0]
    for player in (mine, theirs):
        row += [sum(slot["kind"] == "chimera" for slot in player["field"]) / 5.0]
    row += [parts.my_progress / 5.0, parts.their_progress / 5.0, float(parts.exposed)]
    row += [float(observation["turn_player"] == me)]
    row += [float(step == name) for name in ("search", "battle", "night")]
    return row


def bonus(state: State, legal: list[int]) -> list[float] | None:
    """At night, take gauge cards up to a full hand (MM-6.5.1): the payoff is a turn away.

    The hand is what pays next turn, and every cost paid puts gauge cards back on the deck; a gauge
    card left unpaid never returns, so refilling the hand from it costs the deck nothing. A one-ply
    search cannot see that far, and its greedy picks do not finish a large take before it scores.
    The numbers on offer are the legal actions in increasing order, so an action's place is its
    number.
    """
    observation = state.observation(state.current_player)
    decision = observation["decision"]
    if decision is None or decision["kind"] != "night":
        return None
    wanted = HAND_LIMIT - observation["players"][state.current_player]["hand_size"]
    return [-0.05 * abs(taken - wanted) for taken in range(len(legal))]


BATTLE_WIN = 0.7
"""Share of battles a fighter wins (heuristic games: Strawberry Rush 5.7 of 8, Leotard Mill 4.2 of 7.8)."""
ARRIVALS = 0.5
"""Chimera Anima that reach the opponent's field in a turn, besides those there now (their own, or
turned over by my search, MM-6.3.5)."""
FINISH = 0.3
"""Weight of the difference between the two players' finishing times, in turns (0.8 was tried: the
value saturates and the side that reads as behind plays almost at random)."""
NEVER = 30.0
"""Turns standing for a win out of reach."""
HAND_SHARE = 0.3
"""Weight of the hand evaluation's score inside ``finish``."""


def _win_turns(player: dict[str, Any], opponent: dict[str, Any]) -> float:
    """Turns this player needs to beat 7 Chimera Anima (MM-5.2) or find 5 Mew Aqua (MM-5.1).

    Chimera Anima: the fighters beat ``BATTLE_WIN`` of the ones they can reach, those on the
    opponent's field first, then ``ARRIVALS`` a turn (a little more with search points of their own
    to turn one over). Mew Aqua: the search's share of the opponent's deck a turn.
    """
    best = NEVER
    characters = [slot for slot in player["field"] if slot["kind"] == "character"]
    if player["chimera_win_possible"] and characters:
        need = CHIMERA_WIN - player["beaten"]
        targets = sum(slot["kind"] == "chimera" for slot in opponent["field"])
        first = BATTLE_WIN * min(len(characters), targets + ARRIVALS)
        steady = BATTLE_WIN * min(len(characters), ARRIVALS + 0.3 * (_search(player) > 0))
        best = need / first if need <= first else 1.0 + (need - first) / max(steady, 0.05)
    if player["aqua_win_possible"]:
        search = _search(player) * (BLOCKED if _guarded(opponent) else 1.0)
        rate = min(1.0, search * (AQUA_WIN - player["found"]) / max(opponent["deck_size"], 1))
        if rate > 0:
            best = min(best, (AQUA_WIN - player["found"]) / rate)
    return min(best, NEVER)


def finish(game: Game, observation: dict[str, Any], me: int) -> float:
    """Who finishes first (``knowledge=finish``; the search's evaluation in this game).

    Each player's finishing time is their earliest win: their own Chimera or Aqua win
    (``_win_turns``), or the good morning the other's deck cannot pay for (MM-5.3), the mill now
    counting the milling abilities on the field (MM-7.4) as well as the search. The hand evaluation
    adds the race and the progress to the wins as separate terms, so a race read as lost drowns the
    Chimera win that could still come first; here the earlier of the two is what counts. The hand
    score, weighed less, still tells apart positions whose finishing times are alike.
    """
    players = observation["players"]
    my_deck, their_deck = _turns(game, observation, me, abilities=True)
    mine = min(_win_turns(players[me], players[1 - me]), their_deck)
    theirs = min(_win_turns(players[1 - me], players[me]), my_deck)
    return math.tanh(FINISH * (theirs - mine) + HAND_SHARE * _parts(game, observation, me).score())


def search_depth(observation: dict[str, Any]) -> int:
    """Random moves a search (``depth=search``, as in ``hard``) plays each leaf on: to the end of the game
    from every position, so the mill race (MM-5.3) is played out rather than read from ``finish``. Within
    ``hard``'s 2 s it won 171 of 200 against ``heuristic`` (seats swapped) where the search scoring its
    leaves at once won 145 of the same deals (``bench/results/ai_strength.md``, 2026-12-05)."""
    return TO_THE_END
