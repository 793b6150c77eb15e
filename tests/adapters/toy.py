"""The toy game of ``tests/toygame.py`` for the adapter tests: its tensor encoder, and the game list."""

from __future__ import annotations

from typing import Any

import cardtable
from cardtable.adapters.encoding import Encoder, Field, Writer, register
from cardtable.core.game import Game
from toygame import DECK, SWEEP, ToyGame


class ToyEncoder(Encoder):
    """The toy game's observation tensor."""

    def fields(self) -> list[Field]:
        n = len(self.game.cards)
        return [
            Field("me", 2, 1, "one-hot: which player I am"),
            Field("to_move", 2, 1, "one-hot: who decides now (all 0 at the end)"),
            Field("drawing", 1, 1, "1 when the decision is whether to draw"),
            Field("hand", n, 2, "my hand: copies of each card"),
            Field("table", n, 2, "cards of the trick being played: copies of each card"),
            Field("discard", n, 4, "cards of finished tricks: copies of each card"),
            Field("opponent_hand_size", 1, DECK, "cards in the opponent's hand"),
            Field("deck_sizes", 2, DECK, "cards left in my deck, in the opponent's"),
            Field("tricks", 2, SWEEP, "tricks won by me, by the opponent"),
        ]

    def write(self, observation: dict[str, Any], out: Writer) -> None:
        me = observation["player"]
        out.one_hot("me", me)
        current = observation["current_player"]
        out.one_hot("to_move", None if current < 0 else current)
        out.scalar("drawing", observation["drawing"])
        out.counts("hand", observation["hand"])
        out.counts("table", observation["table"])
        out.counts("discard", observation["discard"])
        out.scalar("opponent_hand_size", observation["opponent_hand_size"])
        decks, tricks = observation["deck_sizes"], observation["points"]
        out.vector("deck_sizes", [decks[me], decks[1 - me]])
        out.vector("tricks", [tricks[me], tricks[1 - me]])


register("toy", ToyEncoder)

ALL_GAMES = ("toy", *sorted(cardtable.GAMES))
"""The games every adapter test runs on: the toy game and cardtable's own."""


def load(name: str) -> Game:
    """A game by name: ``toy`` is the toy game, any other a cardtable game."""
    return ToyGame() if name == "toy" else cardtable.load_game(name)
