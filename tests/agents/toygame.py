"""A small imperfect-information card game on the core, for testing agents and simulation generically.

High-card tricks: each player has a 9-card deck of values 1-9 and a hidden hand of 3. The leader
plays a card face-up, the follower answers; the higher card wins the trick (a tie: nobody) and the
trick's winner leads next. Both then draw 1. First to 5 tricks wins ("sweep"); when the cards run
out, more tricks wins ("tricks") and equal is a draw. The ``bug`` flag injects an engine failure at
the third trick, to test how simulation handles broken games.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import pytest

import cardtable
from cardtable.agents import heuristics
from cardtable.core import rng
from cardtable.core.cards import CardBase
from cardtable.core.errors import DeckError
from cardtable.core.flags import FlagSpec, resolve_flags
from cardtable.core.game import Game
from cardtable.core.state import DRAW, State

HAND = 3
DECK = 9
SWEEP = 5


class ToyState(State):
    DATA = ("decks", "hands", "table", "discard", "points", "leader", "tricks")

    decks: list[list[int]]
    hands: list[list[int]]
    table: list[int]
    discard: list[int]
    points: list[int]
    leader: int
    tricks: int

    def _decider(self) -> int:
        return self.leader if not self.table else 1 - self.leader

    def _compute_legal(self) -> list[int]:
        if self.game.flags["bug"] == "no_actions" and self.tricks == 2:
            return []
        return sorted(set(self.hands[self._decider()]))

    def _do(self, action: int) -> None:
        if self.game.flags["bug"] == "crash" and self.tricks == 2:
            raise RuntimeError("toy bug: the third trick crashes")
        player = self._decider()
        self.hands[player].remove(action)
        self.event("TOY-2", "play", player, card=action)
        if len(self.table) == 0:
            self.table.append(action)
            return
        led = self.table.pop()
        self.discard += [led, action]
        self.tricks += 1
        if action != led:
            winner = player if action > led else self.leader
            self.points[winner] += 1
            self.leader = winner
            self.event("TOY-3", "trick", winner)
        for seat in (self.leader, 1 - self.leader):
            if self.decks[seat]:
                self.hands[seat].append(self.decks[seat].pop())
        if max(self.points) >= SWEEP:
            self.end(self.points.index(max(self.points)), "sweep", "TOY-4")
        elif not self.hands[0] or not self.hands[1]:
            a, b = self.points
            self.end(DRAW if a == b else int(b > a), "tricks" if a != b else "draw", "TOY-5")

    def _why_illegal(self, action: int) -> str:
        return f"card {action} is not in your hand"

    def _describe_action(self, action: int, lang: str) -> str:
        return f"{'出す' if lang == 'ja' else 'play'} {action + 1}"

    def observation(self, player: int) -> dict[str, Any]:
        return {
            "me": player,
            "hand": sorted(self.hands[player]),
            "opponent_hand_size": len(self.hands[1 - player]),
            "deck_sizes": [len(deck) for deck in self.decks],
            "table": list(self.table),
            "discard": sorted(self.discard),
            "points": list(self.points),
            "leader": self.leader,
        }

    def _hidden_segments(self, player: int) -> list[list[tuple[list[int], int, int]]]:
        other = 1 - player
        theirs = [
            (self.hands[other], 0, len(self.hands[other])),
            (self.decks[other], 0, len(self.decks[other])),
        ]
        return [theirs, [(self.decks[player], 0, len(self.decks[player]))]]

    def zones(self) -> dict[str, list[int]]:
        return {
            "deck0": self.decks[0],
            "deck1": self.decks[1],
            "hand0": self.hands[0],
            "hand1": self.hands[1],
            "table": self.table,
            "discard": self.discard,
        }


class ToyGame(Game):
    name = "toy"
    title_en = "Toy tricks"
    title_ja = "トイ"
    FLAGS = (FlagSpec("bug", "none", ("none", "crash", "no_actions"), "TOY-9", "inject an engine failure"),)
    CARD_MODEL = CardBase
    PACKAGE = "toygame"
    DEFAULT_DECKS = ("mixed", "mixed")

    def __init__(self, **flags: Any) -> None:
        # Cards and presets are made here rather than read from a package's data files.
        self.flags = resolve_flags(self.FLAGS, flags)
        self.cards = tuple(
            CardBase(id=f"T{v}", name_ja=f"札{v}", name_en=f"Card {v}", provenance="sample")
            for v in range(1, 10)
        )
        self.card_index = {card.id: i for i, card in enumerate(self.cards)}
        self.presets = {
            "mixed": [f"T{v}" for v in (1, 2, 3, 4, 5, 6, 7, 8, 9)],
            "low": [f"T{v}" for v in (1, 1, 2, 2, 3, 3, 4, 5, 6)],
        }
        self.num_actions = len(self.cards)

    def deck_problems(self, deck: Sequence[str]) -> list[str]:
        return [] if len(deck) == DECK else [f"a deck has {DECK} cards, not {len(deck)}"]

    def new_game(self, decks: Sequence[Sequence[str]] | None = None, seed: int = 0) -> State:
        chosen = decks if decks is not None else self.default_decks()
        if len(chosen) != 2:
            raise DeckError(["give two decks"])
        state = ToyState(self, seed)
        state.decks = [self.check_deck(deck) for deck in chosen]
        generator, state.seed = rng.step(state.seed)
        for deck in state.decks:
            generator.shuffle(deck)
        state.hands = [[deck.pop() for _ in range(HAND)] for deck in state.decks]
        state.table, state.discard, state.points, state.tricks = [], [], [0, 0], 0
        state.leader = generator.randrange(2)
        return state

    def position(self, spec: dict[str, Any]) -> State:
        state = ToyState(self, int(spec.get("seed", 0)))
        for name in ToyState.DATA:
            setattr(state, name, spec[name])
        return state

    @property
    def state_class(self) -> type[State]:
        return ToyState

    def describe_event(self, kind: str, player: int, data: dict[str, Any], lang: str) -> str:
        return f"P{player + 1} {kind} {data}"


def evaluate(game: Game, observation: dict[str, Any], me: int) -> float:
    """The toy game's evaluation for the heuristic agents: tricks ahead, then high cards kept in hand."""
    points = observation["points"]
    kept = sum(observation["hand"]) / (9 * HAND)
    return math.tanh(0.6 * (points[me] - points[1 - me]) + 0.3 * kept)


def register(monkeypatch: pytest.MonkeyPatch) -> Game:
    """Make ``cardtable.load_game("toy")`` and the agents' evaluation know the toy game for one test."""
    monkeypatch.setitem(cardtable.GAMES, "toy", "toygame:ToyGame")
    monkeypatch.setitem(heuristics.MODULES, "toy", "toygame")
    return cardtable.load_game("toy")
