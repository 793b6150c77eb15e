"""The heuristic player: one-ply lookahead in re-dealt worlds, scored by the game's evaluation.

For each legal action it takes a world re-dealt from its own point of view (``State.resample``, so
it never sees a hidden card; with ``decks="inferred"``, the default, the opponent's unseen cards
come from decks they could be playing, ``agents.inference``, so it does not know their deck list
either), applies the action, plays on through the next few decisions greedily
(each player by its own view) and scores what it then observes with ``agents.heuristics``.
Averaging over a few re-dealt worlds smooths out luck (a search, a revealed card); ``epsilon`` adds
random moves (the ``easy`` level).

It remembers the positions it has decided in this turn (``Positions``) and marks down an action that
leads back to one (``REPEAT``), and so does its greedy play-on: a turn goes somewhere, even where the
rules allow going round in circles for ever (two Elizabeths waking each other, MM-6.2.5).
"""

from __future__ import annotations

import random

from cardtable.agents.base import Agent, Deadline
from cardtable.agents.heuristics import REPEAT, Knowledge, Positions, knowledge
from cardtable.agents.inference import WORLDS, Decks
from cardtable.core.rng import choice
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
        evaluation: str = "hand",
        public_decks: Decks = (),
    ) -> None:
        self.name = name
        self._rng = random.Random(seed)
        self._epsilon = epsilon
        self._seconds = seconds
        self._lookahead = lookahead
        self._samples = samples
        self._positions = Positions()
        self._worlds = WORLDS[decks]
        self._public_decks = public_decks
        self._evaluation = evaluation

    def choose(self, state: State) -> int:
        me = state.current_player
        # Every decision is remembered, forced ones too: a circle may pass through them.
        self._positions.visit(state, me)
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if self._epsilon and self._rng.random() < self._epsilon:
            return choice(self._rng, legal)
        know = knowledge(state.game.name, self._evaluation)
        deadline = Deadline(self._seconds)
        nudges = dict(zip(legal, know.bonuses(state, legal), strict=True))
        totals = dict.fromkeys(legal, 0.0)
        counts = dict.fromkeys(legal, 0)
        worlds = self._worlds(state, me, self._rng, self._public_decks)
        for _ in range(self._samples):
            world = worlds()
            for action in legal:
                if deadline.passed():
                    break
                totals[action] += score(world, action, me, know, self._lookahead, deadline, self._positions)
                counts[action] += 1
        scored = [a for a in legal if counts[a]] or legal
        means = {a: totals[a] / max(counts[a], 1) + nudges[a] for a in scored}
        best = max(means.values())
        # Ties are broken at random (seeded) so that no action wins them just by its number.
        return choice(self._rng, [a for a in scored if means[a] == best])


def score(
    world: State,
    action: int,
    me: int,
    know: Knowledge,
    lookahead: int,
    deadline: Deadline,
    avoid: Positions | None = None,
) -> float:
    """The worth for ``me`` of ``action`` in ``world``, after ``lookahead`` more greedy decisions.

    The decisions after mine are made greedily by whoever takes them (the opponent by its own view),
    so that what an action starts (a battle both sides declare in) is seen through to its result.
    Forced moves are free; ``FORCED_CAP`` bounds a run of them. An action that leads back to a
    position ``avoid`` holds for ``me`` is worth ``REPEAT`` less, and the greedy decisions avoid
    those positions too.
    """
    child = world.clone()
    child.apply(action)
    back = avoid is not None and avoid.holds(me, None if child.is_terminal() else child.observation(me))
    choices = steps = 0
    while choices < lookahead and steps < FORCED_CAP and not child.is_terminal() and not deadline.passed():
        legal = child.legal_actions()
        choices += len(legal) > 1
        steps += 1
        child = greedy_step(child, legal, know, avoid)
    return know.value(child, me) - (REPEAT if back else 0.0)


def greedy_step(state: State, legal: list[int], know: Knowledge, avoid: Positions | None = None) -> State:
    """The state after the mover's best decision (``state`` is a private copy the caller gives up)."""
    if len(legal) == 1:
        state.apply(legal[0])  # no choice, so no clone
        return state
    return greedy_choice(state, legal, know, avoid)[1]


def greedy_choice(
    state: State, legal: list[int], know: Knowledge, avoid: Positions | None = None
) -> tuple[int, State]:
    """The mover's best action by one-ply evaluation of its own view (ties: the first), and its result.

    An action back to a position ``avoid`` holds for the mover is marked down by ``REPEAT``; only an
    action that would be the best so far is looked up (a digest costs about a tenth of a step)."""
    mover = state.current_player
    best: tuple[int, State] | None = None
    best_value = -float("inf")
    for action, nudge in zip(legal, know.bonuses(state, legal), strict=True):
        child = state.clone()
        child.apply(action)
        value, view = know.judge(child, mover)
        value += nudge
        if value > best_value and avoid is not None and avoid.holds(mover, view):
            value -= REPEAT
        if best is None or value > best_value:
            best, best_value = (action, child), value
    assert best is not None, "a decision with no legal action"
    return best
