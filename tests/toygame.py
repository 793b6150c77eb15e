"""A small imperfect-information card game on the core, for testing the core's users generically.

"Toy tricks": each player has a 9-card deck of values 1-9 and a hidden hand of ``hand_size`` cards
(a flag, TOY-0). The leader plays a card face up (TOY-1), then decides whether to draw the top card
of their deck or keep their hand as it is (a second decision in the same turn, TOY-2); the follower
does the same. The higher card wins the trick (a tie: nobody) as soon as it is played, and the trick's winner
leads next (TOY-3). First to 5 tricks wins ("sweep", TOY-4); when a player's hand is empty after a
trick and its draws, more tricks wins ("tricks") and equal is a draw (TOY-5). The ``bug`` flag
(TOY-9) injects an engine failure at the third trick, to test how simulation handles broken games.

Agents, simulation and the research adapters are tested on it besides the real games: it has hidden
hands, a hidden deck order, secret draws, turns of several decisions, flags and an encoder.
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

DECK = 9
SWEEP = 5
DRAW_CARD = DECK
"""Actions ``0..8`` play that card (its index in ``Game.cards``); then draw, or keep the hand."""
KEEP = DECK + 1


class ToyState(State):
    DATA = ("decks", "hands", "table", "discard", "points", "leader", "tricks", "drawer")

    decks: list[list[int]]
    hands: list[list[int]]
    table: list[int]
    discard: list[int]
    points: list[int]
    leader: int
    tricks: int
    drawer: int
    """The player who just played and now decides whether to draw; -1 when a card is to be played."""

    def _decider(self) -> int:
        if self.drawer >= 0:
            return self.drawer
        return self.leader if not self.table else 1 - self.leader

    def _compute_legal(self) -> list[int]:
        if self.game.flags["bug"] == "no_actions" and self.tricks == 2:
            return []
        if self.drawer >= 0:
            return [DRAW_CARD, KEEP] if self.decks[self.drawer] else [KEEP]
        return sorted(set(self.hands[self._decider()]))

    def _do(self, action: int) -> None:
        if self.game.flags["bug"] == "crash" and self.tricks == 2:
            raise RuntimeError("toy bug: the third trick crashes")
        player = self._decider()
        if self.drawer < 0:
            self.hands[player].remove(action)
            self.table.append(action)
            self.event("TOY-1", "play", player, card=action)
            self.drawer = player
            if len(self.table) == 2:
                self._score_trick()
            return
        self.drawer = -1
        if action == DRAW_CARD:
            drawn = self.decks[player].pop()
            self.hands[player].append(drawn)
            self.event("TOY-2", "draw", player, secret={"card": drawn}, shown_to=(player,))
        if not self.table and (not self.hands[0] or not self.hands[1]):
            a, b = self.points
            self.end(DRAW if a == b else int(b > a), "tricks" if a != b else "draw", "TOY-5")

    def _score_trick(self) -> None:
        led, answer = self.table
        self.discard += self.table
        self.table = []
        self.tricks += 1
        if answer != led:
            winner = self.leader if led > answer else 1 - self.leader
            self.points[winner] += 1
            self.leader = winner
            self.event("TOY-3", "trick", winner)
        if max(self.points) >= SWEEP:
            self.end(self.points.index(max(self.points)), "sweep", "TOY-4")

    def _why_illegal(self, action: int) -> str:
        if self.drawer >= 0:
            return "draw or keep your hand"
        return f"card {action + 1} is not in your hand"

    def _describe_action(self, action: int, lang: str) -> str:
        if action == DRAW_CARD:
            return "draw" if lang == "en" else "ドロー"
        if action == KEEP:
            return "keep" if lang == "en" else "パス"
        return f"{'出す' if lang == 'ja' else 'play'} {action + 1}"

    def _action_info(self, action: int) -> dict[str, Any]:
        player = self.current_player
        if action == DRAW_CARD:
            return {"kind": "draw", "player": player}
        if action == KEEP:
            return {"kind": "keep", "player": player}
        return {"kind": "play", "player": player, "card": action, "zone": "hand"}

    def observation(self, player: int) -> dict[str, Any]:
        return {
            "player": player,
            "current_player": self.current_player,
            "drawing": self.drawer >= 0,
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
    FLAGS = (
        FlagSpec("hand_size", 3, (2, 3), "TOY-0", "cards dealt to each player"),
        FlagSpec("bug", "none", ("none", "crash", "no_actions"), "TOY-9", "inject an engine failure"),
    )
    CARD_MODEL = CardBase
    PACKAGE = "toygame"
    DEFAULT_DECKS = ("mixed", "mixed")

    def __init__(self, **flags: Any) -> None:
        # Cards and presets are made here rather than read from a package's data files.
        self.flags = resolve_flags(self.FLAGS, flags)
        self.cards = tuple(
            CardBase(id=f"T{v}", name_ja=f"札{v}", name_en=f"Card {v}", provenance="sample")
            for v in range(1, DECK + 1)
        )
        self.card_index = {card.id: i for i, card in enumerate(self.cards)}
        self.presets = {
            "mixed": [f"T{v}" for v in (1, 2, 3, 4, 5, 6, 7, 8, 9)],
            "low": [f"T{v}" for v in (1, 1, 2, 2, 3, 3, 4, 5, 6)],
        }
        self.num_actions = KEEP + 1

    def deck_problems(self, deck: Sequence[str]) -> list[str]:
        return [] if len(deck) == DECK else [f"a deck has {DECK} cards, not {len(deck)}"]

    def new_game(self, decks: Sequence[Sequence[str]] | None = None, seed: int = 0) -> State:
        chosen = decks if decks is not None else self.default_decks()
        if len(chosen) != 2:
            raise DeckError(["give two decks"])
        state = ToyState(self, rng.initial_seed(seed))
        state.decks = [self.check_deck(deck) for deck in chosen]
        generator, state.seed = rng.step(state.seed)
        for deck in state.decks:
            generator.shuffle(deck)
        size = int(self.flags["hand_size"] or 0)
        state.hands = [[deck.pop() for _ in range(size)] for deck in state.decks]
        state.table, state.discard, state.points, state.tricks = [], [], [0, 0], 0
        state.leader = generator.randrange(2)
        state.drawer = -1
        return state

    def _position(self, spec: dict[str, Any]) -> State:
        """A spec is ``{"seed": n}`` plus every field of ``ToyState.DATA``."""
        state = ToyState(self, rng.initial_seed(int(spec.get("seed", 0))))
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
    kept = sum(card + 1 for card in observation["hand"]) / (DECK * 3)
    return math.tanh(0.6 * (points[me] - points[1 - me]) + 0.3 * kept)


def register(monkeypatch: pytest.MonkeyPatch) -> Game:
    """Make ``cardtable.load_game("toy")`` and the agents' evaluation know the toy game for one test."""
    monkeypatch.setitem(cardtable.GAMES, "toy", "toygame:ToyGame")
    monkeypatch.setitem(heuristics.MODULES, "toy", "toygame")
    return cardtable.load_game("toy")
