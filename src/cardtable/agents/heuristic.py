"""The heuristic player: one-ply lookahead in re-dealt worlds, scored by the game's evaluation.

For each legal action it takes a world re-dealt from its own point of view (``State.resample``, so
it never sees a hidden card; with ``decks="inferred"``, the default, the opponent's unseen cards
come from decks they could be playing, ``agents.inference``, so it does not know their deck list
either), applies the action, plays on through the next few decisions greedily
(each player by its own view) and scores what it then observes with ``agents.heuristics``.
Averaging over a few re-dealt worlds smooths out luck (a search, a revealed card); ``epsilon`` adds
random moves (the ``easy`` level).
"""

from __future__ import annotations

import random

from cardtable.agents.base import Agent, Deadline
from cardtable.agents.heuristics import Knowledge, knowledge
from cardtable.agents.inference import WORLDS
from cardtable.core.state import State

FORCED_CAP = 50


class HeuristicAgent(Agent):
    def __init__(
        self,
        seed: int,
        name: str = "heuristic",
        epsilon: float = 0.0,
        seconds: float | None = 1.0,
        lookahead: int = 2,
        samples: int = 4,
        decks: str = "inferred",
    ) -> None:
        self.name = name
        self._rng = random.Random(seed)
        self._epsilon = epsilon
        self._seconds = seconds
        self._lookahead = lookahead
        self._samples = samples
        self._worlds = WORLDS[decks]

    def choose(self, state: State) -> int:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if self._epsilon and self._rng.random() < self._epsilon:
            return self._rng.choice(legal)
        me = state.current_player
        know = knowledge(state.game.name)
        deadline = Deadline(self._seconds)
        nudges = dict(zip(legal, know.bonuses(state, legal), strict=True))
        totals = dict.fromkeys(legal, 0.0)
        counts = dict.fromkeys(legal, 0)
        worlds = self._worlds(state, me, self._rng)
        for _ in range(self._samples):
            world = worlds()
            for action in legal:
                if deadline.passed():
                    break
                totals[action] += score(world, action, me, know, self._lookahead, deadline)
                counts[action] += 1
        scored = [a for a in legal if counts[a]] or legal
        means = {a: totals[a] / max(counts[a], 1) + nudges[a] for a in scored}
        best = max(means.values())
        # Ties are broken at random (seeded) so that no action wins them just by its number.
        return self._rng.choice([a for a in scored if means[a] == best])


def score(world: State, action: int, me: int, know: Knowledge, lookahead: int, deadline: Deadline) -> float:
    """The worth for ``me`` of ``action`` in ``world``, after ``lookahead`` more greedy decisions.

    The decisions after mine are made greedily by whoever takes them (the opponent by its own view),
    so that what an action starts (a battle both sides declare in) is seen through to its result.
    Forced moves are free; ``FORCED_CAP`` bounds a run of them.
    """
    child = world.clone()
    child.apply(action)
    choices = steps = 0
    while choices < lookahead and steps < FORCED_CAP and not child.is_terminal() and not deadline.passed():
        legal = child.legal_actions()
        choices += len(legal) > 1
        steps += 1
        child = greedy_step(child, legal, know)
    return know.value(child, me)


def greedy_step(state: State, legal: list[int], know: Knowledge) -> State:
    """The state after the mover's best decision (``state`` is a private copy the caller gives up)."""
    if len(legal) == 1:
        state.apply(legal[0])  # no choice, so no clone
        return state
    return greedy_choice(state, legal, know)[1]


def greedy_choice(state: State, legal: list[int], know: Knowledge) -> tuple[int, State]:
    """The mover's best action by one-ply evaluation of its own view (ties: the first), and its result."""
    mover = state.current_player
    best: tuple[int, State] | None = None
    best_value = -float("inf")
    for action, nudge in zip(legal, know.bonuses(state, legal), strict=True):
        child = state.clone()
        child.apply(action)
        value = know.value(child, mover) + nudge
        if best is None or value > best_value:
            best, best_value = (action, child), value
    assert best is not None, "a decision with no legal action"
    return best
