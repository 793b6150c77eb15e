"""The Medarot evaluation, in medals: medals held, attacks each side has lined up, the neutral row.

Reads the observation schema of ``games/medarot/observation.py``. A player loses by paying medals
they do not have (MD-4.1), so everything is priced in medals: a Medarot an enemy can destroy from
where it stands threatens its cost (MD-9.1), one in the neutral field earns a medal each end phase
(MD-11.3), cards in hand soak up weak attacks (MD-9.2), stocked Medarotters and MedaForce pay for
defences (MD-8.2, MD-10.2), and an empty deck or field loses outright (MD-4.2, MD-4.3).
"""

from __future__ import annotations

import math
from functools import cache
from typing import Any

from cardtable.core.game import Game

COLUMNS = 3
NEUTRAL_ROW = 2
SCALE = 8.0
"""Medals of advantage that make a position look about three-quarters won (tanh(1) = 0.76)."""
ENDGAME_DECK = 10
"""Cards left in the shorter deck from which a search (``depth=search``, as in ``hard``) plays its
leaves to the end of the game: from there the deck race (MD-4.2) decides games that the evaluation,
which sees a deck only below 3 cards, cannot read."""
TO_THE_END = 2000
"""Decisions past the end of any game."""


@cache
def _stats(game: Game) -> dict[str, tuple[str, int, int, int]]:
    """Card id -> (action type, cost, power, armor), read once per game from its card pool."""
    return {
        card.id: (
            str(getattr(card, "type", None) or ""),
            int(getattr(card, "cost", 0)),
            int(getattr(card, "power", 0)),
            int(getattr(card, "armor", 0)),
        )
        for card in game.cards
    }


def _targets(square: int, owner: int, kind: str) -> list[int]:
    """Squares a Medarot of ``kind`` on ``square`` can attack (MD-7.5-7.7, melee reach included)."""
    row, column = divmod(square, COLUMNS)
    forward = 1 if owner == 0 else -1
    reach = (2,) if kind == "shooting" else (1, 2) if kind == "melee" else ()
    places = [(row + forward * n, column) for n in reach]
    if row == NEUTRAL_ROW and reach:
        places += [(row, column - 1), (row, column + 1)]
    return [r * COLUMNS + c for r, c in places if 0 <= r < 5 and 0 <= c < COLUMNS]


def _threats(game: Game, squares: list[dict[str, Any] | None], attacker: int) -> float:
    """Medals ``attacker`` can expect to take from the other side with the attacks lined up now."""
    stats = _stats(game)
    total = 0.0
    for square, unit in enumerate(squares):
        if unit is None or unit["owner"] != attacker or not unit["face_up"] or unit["card"] is None:
            continue
        kind = stats[unit["change"] or unit["card"]][0]
        power = unit["power"] or 0
        for target in _targets(square, attacker, kind):
            victim = squares[target]
            if victim is None or victim["owner"] == attacker:
                continue
            if victim["card"] is None:  # face-down and the opponent's: guess a typical card
                total += 0.3 * 3
                continue
            _, cost, _, armor = stats[victim["change"] or victim["card"]]
            armor = victim["armor"] if victim["armor"] is not None else armor
            # A destroy makes its owner pay its cost (MD-9.1); a weak attack costs hand cards (MD-9.2).
            total += 0.5 * cost if power >= armor else 0.05 * (power // 10)
    return total


def _neutral(squares: list[dict[str, Any] | None], owner: int) -> int:
    """``owner``'s Medarots in the neutral field (each earns a medal at the end phase, MD-11.3)."""
    return sum(
        1
        for square, unit in enumerate(squares)
        if unit is not None and unit["owner"] == owner and square // COLUMNS == NEUTRAL_ROW
    )


def _side(observation: dict[str, Any], me: int, threats: float) -> float:
    """Player ``me``'s side in medals, given the medals their lined-up attacks threaten (``_threats``)."""
    player = observation["players"][me]
    squares = observation["squares"]
    mine = [unit for unit in squares if unit is not None and unit["owner"] == me]
    value: float = player["medals"] + 0.8 * _neutral(squares, me) + threats
    value += 0.15 * min(player["hand_count"], 7) + 0.3 * player["stock_count"] + 0.5 * player["medaforce"]
    value += 0.4 * min(len(mine), 3)
    if not mine:
        value -= 4.0  # no Medarot at the end of the start phase loses (MD-4.3)
    if player["deck_count"] < 3:
        value -= 2.0 * (3 - player["deck_count"])  # a start-phase draw from an empty deck loses (MD-4.2)
    return value


def _score(observation: dict[str, Any], me: int, threats: tuple[float, float]) -> float:
    """The evaluation before ``tanh``: my side less the opponent's, with ``threats`` (mine, theirs)."""
    return (_side(observation, me, threats[0]) - _side(observation, 1 - me, threats[1])) / SCALE


def _both_threats(game: Game, observation: dict[str, Any], me: int) -> tuple[float, float]:
    squares = observation["squares"]
    return _threats(game, squares, me), _threats(game, squares, 1 - me)


def search_depth(observation: dict[str, Any]) -> int:
    """Random moves a search plays each leaf on: to the end once a deck holds ``ENDGAME_DECK`` cards
    or fewer, else none (the evaluation scores the leaf at once)."""
    short = min(player["deck_count"] for player in observation["players"])
    return TO_THE_END if short <= ENDGAME_DECK else 0


def evaluate(game: Game, observation: dict[str, Any], me: int) -> float:
    return math.tanh(_score(observation, me, _both_threats(game, observation, me)))


FEATURES: tuple[str, ...] = (
    "score",
    "my_medals",
    "their_medals",
    "my_neutral",
    "their_neutral",
    "my_threats",
    "their_threats",
    "my_hand",
    "their_hand",
    "my_stock",
    "their_stock",
    "my_medaforce",
    "their_medaforce",
    "my_medarots",
    "their_medarots",
    "my_deck",
    "their_deck",
)
"""What ``features`` reads from a position, in order: the inputs of the fitted evaluation
(``knowledge="fitted"``, ``heuristics.fitted``). Scaled to about 0..1 each."""


def features(game: Game, observation: dict[str, Any], me: int) -> list[float]:
    """The position as ``FEATURES`` describes it, from my side: the hand evaluation's score and the
    counts it is built from, mine and the opponent's."""
    squares = observation["squares"]
    threats = _both_threats(game, observation, me)
    row = [_score(observation, me, threats)]
    sides = (observation["players"][me], observation["players"][1 - me])
    row += [player["medals"] / 20.0 for player in sides]
    row += [_neutral(squares, owner) / COLUMNS for owner in (me, 1 - me)]
    row += [threat / 5.0 for threat in threats]
    for key, scale in (("hand_count", 7.0), ("stock_count", 3.0), ("medaforce", 5.0)):
        row += [player[key] / scale for player in sides]
    for owner in (me, 1 - me):
        row += [sum(unit is not None and unit["owner"] == owner for unit in squares) / 5.0]
    row += [player["deck_count"] / 20.0 for player in sides]
    return row
