"""One simulated game between two agents, watched by cheap per-decision checks; failures keep a record."""

from __future__ import annotations

import time
import traceback
from collections.abc import Sequence
from dataclasses import dataclass, field

from cardtable.agents import make_agent
from cardtable.core.game import Game
from cardtable.core.state import State
from cardtable.sim.cards import card_usage
from cardtable.sim.record import GameRecord


class GameFailure(Exception):
    """A broken rule of the public contract, found while playing."""


@dataclass
class Outcome:
    """The small result row of one game (what a worker sends back)."""

    number: int
    """The game's place in the run: even numbers seat agent A first, odd ones agent B."""
    seed: int
    first_seat: int
    """The seat that made the first decision (the game draws who goes first)."""
    winner_seat: int | None = None
    """0 or 1; None for a draw or a failure."""
    reason: str | None = None
    decisions: int = 0
    seconds: float = 0.0
    error: str | None = None
    record: GameRecord | None = field(default=None, repr=False)
    """Only for a failure: everything needed to re-play it."""
    cards: list[dict[str, list[str]]] | None = None
    """Only with card stats, for a finished game: per seat, the cards drawn, played and unplayed."""

    @property
    def swapped(self) -> bool:
        return self.number % 2 == 1

    def agent_in(self, seat: int) -> int:
        """Which agent (0 = A, 1 = B) sat in ``seat``."""
        return seat ^ self.swapped

    @property
    def winner_agent(self) -> int | None:
        return None if self.winner_seat is None else self.agent_in(self.winner_seat)


def step_problem(state: State, decisions: int, max_decisions: int) -> str | None:
    """What is wrong with an unfinished state, cheaply checked before every decision (None: nothing)."""
    if decisions >= max_decisions:
        return f"no end after {max_decisions} decisions"
    if state.current_player not in (0, 1):
        return f"current_player is {state.current_player}"
    legal = state.legal_actions()
    if not legal:
        return "no legal action before the end"
    if legal != sorted(set(legal)) or not 0 <= legal[0] <= legal[-1] < state.game.num_actions:
        return f"legal actions not sorted, unique and in range: {legal}"
    return None


def end_problem(state: State) -> str | None:
    """What is wrong with a finished state (None: nothing)."""
    if state.legal_actions() or state.current_player != -1:
        return "a finished game still offers actions or a player"
    if not state.winner_reason:
        return "a finished game gives no winner_reason"
    if sorted(state.returns()) not in ([-1.0, 1.0], [0.0, 0.0]):
        return f"returns {state.returns()} are not a win, a loss or a draw"
    return None


def play_game(
    game: Game,
    specs: Sequence[str],
    decks: Sequence[list[str]] | None,
    number: int,
    seed: int,
    max_decisions: int,
    card_stats: bool = False,
) -> Outcome:
    """Play game ``number`` of a run: agent A (``specs[0]``) and B swap seats every game.

    Given ``decks`` (A's, B's), each deck follows its agent; without, the seats get the game's
    preset pair, so each agent plays each preset in half the games and a stronger preset favours
    neither agent.
    """
    swapped = number % 2
    agent_seeds = [seed * 2 + (seat ^ swapped) for seat in (0, 1)]  # an agent's seed follows the agent
    seats = [specs[seat ^ swapped] for seat in (0, 1)]
    agents = [make_agent(spec, agent_seed) for spec, agent_seed in zip(seats, agent_seeds, strict=True)]
    if decks is None:
        seat_decks = list(game.default_decks())
    else:
        seat_decks = [list(decks[seat ^ swapped]) for seat in (0, 1)]
    record = GameRecord(
        game=game.name,
        seed=seed,
        decks=seat_decks,
        flags=dict(game.flags),
        players=seats,
        extra={"agent_seeds": agent_seeds, "max_decisions": max_decisions},
    )
    outcome = Outcome(number=number, seed=seed, first_seat=-1)
    start = time.perf_counter()
    done = 0
    try:
        state = game.new_game(decks=record.decks, seed=seed)
        outcome.first_seat = state.current_player
        while not state.is_terminal():
            problem = step_problem(state, done, max_decisions)
            if problem:
                raise GameFailure(problem)
            action = agents[state.current_player].choose(state)
            record.actions.append(action)  # before apply, so that a replay reproduces a crash in it
            state.apply(action)
            done += 1
        problem = end_problem(state)
        if problem:
            raise GameFailure(problem)
    except Exception as exc:  # any failure of a game is recorded and the run goes on
        record.error = f"decision #{done}: {type(exc).__name__}: {exc}"
        record.extra["traceback"] = traceback.format_exc()
        outcome.error, outcome.record = record.error, record
    else:
        outcome.winner_seat = state.winner if state.winner in (0, 1) else None
        outcome.reason = state.winner_reason
        if card_stats:
            outcome.cards = card_usage(game, state.log)
    outcome.decisions = done
    outcome.seconds = time.perf_counter() - start
    return outcome
