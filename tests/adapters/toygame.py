"""A tiny imperfect-information card game on the core State/Game bases, for testing the adapters.

"Toy high card": each player is dealt a hidden hand from a shuffled deck of numbered cards. On a
turn the player plays one card face up, then decides whether to draw (a second decision in the
same turn). When both have played, the higher card wins the trick (ties go to nobody). After
``TRICKS`` tricks, the player with more tricks wins. The flag ``hand_size`` changes the deal.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, ClassVar

import cardtable
from cardtable.adapters.encoding import Encoder, Field, Writer, register
from cardtable.core.cards import CardBase
from cardtable.core.flags import FlagSpec, resolve_flags
from cardtable.core.game import Game
from cardtable.core.state import DRAW, State

VALUES = (1, 2, 3, 4, 5, 6)
TRICKS = 3
PLAY = 0
"""Actions ``PLAY + c``: play card index ``c`` from the hand."""
DRAW_CARD = len(VALUES)
KEEP = len(VALUES) + 1


class ToyCard(CardBase):
    value: int


class ToyState(State):
    DATA: ClassVar[tuple[str, ...]] = ("hands", "deck", "table", "tricks", "turn", "phase")

    hands: list[list[int]]
    deck: list[int]
    table: list[int]
    tricks: list[int]
    turn: int
    phase: str

    def _decider(self) -> int:
        return self.turn

    def _compute_legal(self) -> list[int]:
        if self.phase == "draw":
            return [DRAW_CARD, KEEP] if self.deck else [KEEP]
        return sorted(set(self.hands[self.turn]))

    def _do(self, action: int) -> None:
        if self.phase == "play":
            self.hands[self.turn].remove(action)
            self.table.append(action)
            self.event("TOY-1", "play", self.turn, card=action)
            self.phase = "draw"
            return
        if action == DRAW_CARD:
            drawn = self.deck.pop()
            self.hands[self.turn].append(drawn)
            self.event("TOY-2", "draw", self.turn, secret={"card": drawn}, shown_to=(self.turn,))
        self.phase = "play"
        if len(self.table) % 2 == 1:
            self.turn = 1 - self.turn
            return
        self._score_trick()

    def _score_trick(self) -> None:
        first, second = self.table[-2], self.table[-1]
        leader = 1 - self.turn
        if first != second:
            winner = leader if first > second else self.turn
            self.tricks[winner] += 1
            self.turn = winner
        if len(self.table) == 2 * TRICKS or not all(self.hands):
            if self.tricks[0] == self.tricks[1]:
                self.end(DRAW, "tied", "TOY-3")
            else:
                self.end(0 if self.tricks[0] > self.tricks[1] else 1, "more tricks", "TOY-3")

    def _why_illegal(self, action: int) -> str:
        return f"action {action} is not one of {self.legal_actions()}"

    def _describe_action(self, action: int, lang: str) -> str:
        if action == DRAW_CARD:
            return "draw" if lang == "en" else "ドロー"
        if action == KEEP:
            return "keep" if lang == "en" else "パス"
        return f"play {action + 1}"

    def observation(self, player: int) -> dict[str, Any]:
        return {
            "player": player,
            "current_player": self.current_player,
            "phase": self.phase,
            "hand": sorted(self.hands[player]),
            "opponent_hand_size": len(self.hands[1 - player]),
            "deck_size": len(self.deck),
            "table": list(self.table),
            "tricks": list(self.tricks),
        }

    def _hidden_segments(self, player: int) -> list[list[tuple[list[int], int, int]]]:
        other = self.hands[1 - player]
        return [[(other, 0, len(other)), (self.deck, 0, len(self.deck))]]

    def zones(self) -> dict[str, list[int]]:
        return {"hand0": self.hands[0], "hand1": self.hands[1], "deck": self.deck, "table": self.table}


class ToyGame(Game):
    name = "toy"
    title_en = "Toy high card"
    title_ja = "トイ・ハイカード"
    FLAGS = (FlagSpec("hand_size", 3, (2, 3), "TOY-0", "cards dealt to each player"),)
    CARD_MODEL = ToyCard
    DEFAULT_DECKS = ("default", "default")

    def __init__(self, **flags: Any) -> None:
        # No card files on disk: the pool is built here instead of read from a package.
        self.flags = resolve_flags(self.FLAGS, flags)
        self.cards = tuple(
            ToyCard(id=f"T{v}", name_ja=str(v), name_en=str(v), provenance="sample", value=v) for v in VALUES
        )
        self.card_index = {card.id: i for i, card in enumerate(self.cards)}
        self.presets = {"default": [card.id for card in self.cards for _ in range(2)]}
        self.num_actions = len(VALUES) + 2

    def deck_problems(self, deck: Sequence[str]) -> list[str]:
        return [] if len(deck) >= 2 * int(self.flags["hand_size"] or 0) + 2 else ["deck too small"]

    def new_game(self, decks: Sequence[Sequence[str]] | None = None, seed: int = 0) -> State:
        first, _ = decks if decks is not None else self.default_decks()
        state = ToyState(self, seed)
        cards = self.check_deck(first)
        random.Random(state.seed).shuffle(cards)
        size = int(self.flags["hand_size"] or 0)
        state.hands = [cards[:size], cards[size : 2 * size]]
        state.deck = cards[2 * size :]
        state.table, state.tricks, state.turn, state.phase = [], [0, 0], 0, "play"
        return state

    def position(self, spec: dict[str, Any]) -> State:
        """A spec is ``{"seed": n}`` plus every field of ``ToyState.DATA``."""
        state = ToyState(self, int(spec.get("seed", 0)))
        for name in ToyState.DATA:
            setattr(state, name, spec[name])
        return state

    @property
    def state_class(self) -> type[State]:
        return ToyState

    def describe_event(self, kind: str, player: int, data: dict[str, Any], lang: str) -> str:
        return f"{kind} {player} {data}"


class ToyEncoder(Encoder):
    """The toy game's observation tensor."""

    def fields(self) -> list[Field]:
        n = len(self.game.cards)
        return [
            Field("me", 2, 1, "one-hot: which player I am"),
            Field("to_move", 2, 1, "one-hot: who decides now (all 0 at the end)"),
            Field("drawing", 1, 1, "1 when the decision is whether to draw"),
            Field("hand", n, 2, "my hand: copies of each card"),
            Field("table", n, 2, "cards played: copies of each card"),
            Field("opponent_hand_size", 1, 12, "cards in the opponent's hand"),
            Field("deck_size", 1, 12, "cards left in the deck"),
            Field("tricks", 2, TRICKS, "tricks won by me, by the opponent"),
        ]

    def write(self, observation: dict[str, Any], out: Writer) -> None:
        me = observation["player"]
        out.one_hot("me", me)
        current = observation["current_player"]
        out.one_hot("to_move", None if current < 0 else current)
        out.scalar("drawing", observation["phase"] == "draw")
        out.counts("hand", observation["hand"])
        out.counts("table", observation["table"])
        out.scalar("opponent_hand_size", observation["opponent_hand_size"])
        out.scalar("deck_size", observation["deck_size"])
        tricks = observation["tricks"]
        out.vector("tricks", [tricks[me], tricks[1 - me]])


register("toy", ToyEncoder)

ALL_GAMES = ("toy", *sorted(cardtable.GAMES))
"""The games every adapter test runs on: this toy game and cardtable's own."""


def load(name: str) -> Game:
    """A game by name: ``toy`` is this module's game, any other a cardtable game."""
    return ToyGame() if name == "toy" else cardtable.load_game(name)
