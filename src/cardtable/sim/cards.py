"""Which cards each side drew, played and left unplayed in one finished game, read from its event log.

Only a finished game's full log is read (``State.log`` once the game is over, when nothing is hidden
any more), so the figures never depend on a game still being played.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from cardtable.core.game import Game

DRAW_KINDS = frozenset({"draw"})
"""Events that move cards from a player's deck to their hand (the opening hand too)."""
PLAYED_KINDS = frozenset(
    {
        "play",  # the shared toy game (TOY-1)
        "use",  # Mew Mew: a card used from the hand (MM-6.2.1)
        "placed",  # Medarot: a Medarot placed on the field (MD-5.4); Mew Mew: put on the field (MM-6.2.2)
        "master_set",  # Medarot: the Master set (MD-5.4)
        "medachange",  # Medarot: a Medachange card played onto a Medarot (MD-7.4)
        "medarotter_used",  # Medarot: a Medarotter's effect used (MD-8.1)
    }
)
"""Events by which a player puts one of their cards into play."""


def _event_cards(event: dict[str, Any]) -> Iterable[int | str]:
    if "cards" in event:
        return list(event["cards"])
    return [event["card"]] if "card" in event else []


def card_usage(game: Game, log: list[dict[str, Any]]) -> list[dict[str, list[str]]]:
    """Per seat: ``{"drawn": ids, "played": ids, "unplayed": drawn but never played}``, sorted ids."""
    drawn: list[set[str]] = [set(), set()]
    played: list[set[str]] = [set(), set()]
    for event in log:
        seat = event.get("player")
        if seat not in (0, 1):
            continue
        kinds = drawn if event["kind"] in DRAW_KINDS else played if event["kind"] in PLAYED_KINDS else None
        if kinds is not None:
            kinds[seat].update(game.card(card).id for card in _event_cards(event))
    return [
        {
            "drawn": sorted(drawn[seat]),
            "played": sorted(played[seat]),
            "unplayed": sorted(drawn[seat] - played[seat]),
        }
        for seat in (0, 1)
    ]
