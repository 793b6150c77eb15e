"""The Tokyo Mew Mew evaluation: progress to the three wins, search power, fighters and deck safety.

Reads the observation schema of ``games/mewmew/observation.py``. Wins (MM-5) are Mew Aqua found (5),
Chimera Anima beaten (7) and the opponent's deck running short (gauge win, MM-5.3); a one-ply search
sees how an action moves each of them: searching and fighting advance the first two, paying a cost
puts gauge cards back on the deck (MM-6.2.3), and a Mew Aqua paid onto the top of one's own deck is
what the opponent's next search finds (MM-6.3.4).
"""

from __future__ import annotations

import math
from functools import cache
from typing import Any

from cardtable.core.game import Game
from cardtable.core.state import State

AQUA_WIN = 5
HAND_LIMIT = 5
CHIMERA_WIN = 7
MORNING = 6
"""Cards a deck must hold for its owner's good-morning step (MM-5.3)."""
SAFE_DECK = 18
"""Below this many deck cards the gauge win starts to threaten."""
AVERAGE_COST = 1.5
"""What a hidden hand card is guessed to cost."""


@cache
def _features(game: Game) -> dict[str, tuple[str, int]]:
    """Card id -> (kind, cost), read once per game from its card pool."""
    return {card.id: (str(getattr(card, "kind", "")), int(getattr(card, "cost", 0))) for card in game.cards}


def _side(game: Game, player: dict[str, Any], opponent: dict[str, Any]) -> float:
    """The worth of one player's side of the table (the opponent's is subtracted)."""
    features = _features(game)
    characters = [slot for slot in player["field"] if slot["kind"] == "character"]
    awake = sum(slot["awake"] for slot in characters)
    targets = sum(slot["kind"] == "chimera" for slot in opponent["field"])
    # A Chimera Anima on the opponent's field stops my search (MM-6.3.1) until I beat it, and each
    # one my fighters can reach is a likely point next battle: both count as part-way progress.
    search = sum(slot["search_points"] for slot in characters) * (0.4 if targets else 1.0)
    aqua_left = max(0, AQUA_WIN - player["found"])
    found = player["found"] + min(1.0, search * aqua_left / max(opponent["deck_size"], 1))
    beaten = player["beaten"] + 0.35 * min(targets, max(awake, len(characters) // 2))
    progress: float = 0.0
    if player["aqua_win_possible"]:
        progress += 3.0 * (min(found, AQUA_WIN) / AQUA_WIN) ** 1.5
    if player["chimera_win_possible"]:
        progress += 2.5 * (min(beaten, CHIMERA_WIN) / CHIMERA_WIN) ** 1.5
    # ... and my Chimera Anima stop theirs, which otherwise mills my deck each turn (MM-6.3.3).
    guarded = any(slot["kind"] == "chimera" for slot in player["field"])
    their_search = sum(slot["search_points"] for slot in opponent["field"] if slot["kind"] == "character")
    their_search *= 0.4 if guarded else 1.0
    fighters = sum(1.0 + 0.15 * slot["battle_bonus"] + 0.1 * len(slot["items"]) for slot in characters)
    # Hand cards are what pays: each paid cost point puts a gauge card back on the deck (MM-6.2.3).
    hand = player["hand"]
    costs = (
        sum(features[card][1] for card in hand) if hand is not None else AVERAGE_COST * player["hand_size"]
    )
    payable = min(player["gauge_size"], costs)
    deck: int = player["deck_size"]
    shortage = max(0, SAFE_DECK - deck) / SAFE_DECK
    cliff = max(0, MORNING + their_search - deck) / MORNING
    value: float = (
        progress
        + 0.15 * search
        + 0.06 * fighters
        + 0.04 * min(payable, 2 * MORNING)
        + 0.04 * deck
        + 0.01 * player["gauge_size"]
        - 1.2 * shortage**2
        - 1.0 * cliff
    )
    return value


def evaluate(game: Game, observation: dict[str, Any], me: int) -> float:
    players = observation["players"]
    mine, theirs = players[me], players[1 - me]
    features = _features(game)
    their_search = sum(slot["search_points"] for slot in theirs["field"] if slot["kind"] == "character")
    # My own Mew Aqua known to lie within reach of the opponent's next search is as good as found.
    exposed = sum(features[card][0] == "aqua" for card in mine["deck_top_known"][: max(their_search, 1)])
    return math.tanh(_side(game, mine, theirs) - _side(game, theirs, mine) - 0.25 * exposed)


def bonus(state: State, legal: list[int]) -> list[float] | None:
    """At night, take enough gauge cards to play next turn (MM-6.5.1): the payoff is a turn away.

    Every cost paid puts gauge cards back on the deck, and the deck loses 6 cards each morning, so
    a hand with nothing to play starves it; a one-ply search cannot see that far. The numbers on
    offer are the legal actions in increasing order, so an action's place in them is its number.
    """
    observation = state.observation(state.current_player)
    decision = observation["decision"]
    if decision is None or decision["kind"] != "night":
        return None
    wanted = HAND_LIMIT + 2 - observation["players"][state.current_player]["hand_size"]
    return [-0.05 * abs(taken - wanted) for taken in range(len(legal))]
