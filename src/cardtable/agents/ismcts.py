"""Single-observer information-set Monte Carlo tree search (Cowling, Powley & Whitehouse, 2012).

Every iteration re-deals the hidden cards from the searching player's point of view (``State.resample``:
the search never sees a hidden card; with ``decks="inferred"``, the default, the opponent's unseen cards
come from decks they could be playing, ``agents.inference``, so the search does not know their deck list
either), walks one shared tree by UCT over the actions available in that world (with availability
counts), adds one node, plays a rollout of at most ``depth`` decisions (``None``: the game's
``Knowledge.search_depth`` of the position decided, read once a decision from the decider's view) and
scores the end with the game's evaluation (``evaluation``; by default ``search``, the one the game
writes for a search's leaves: ``heuristics.EVALUATIONS``). The root's actions start with ``prior``
virtual visits worth their heuristic score, so that the search must find evidence against the
heuristic's choice before it overturns it. With ``share`` the prior grows with the search: after ``n``
iterations each root action holds ``max(prior, share * n)`` virtual visits, so the heuristic keeps the
same weight in a long search as in a short one (a fixed prior of 20 weighs much in 300 iterations and
little in the 12,000 of a 2 s budget). The answer is the most visited action at the root. Budget:
``iterations`` (deterministic for a seed), ``seconds`` (the clock is checked inside every rollout), or
both.

The search stops before its budget is spent once the most visited root action leads every other by
more visits than the iterations left could add (``settle``, on by default; the "smart pruning" of
Go programs). The answer is then the one the whole budget would have given: with an iteration
budget exactly, with a time budget as long as the iteration rate does not more than double for the
rest of the decision (the estimate of what is left allows for that). Clear-cut decisions take a
fraction of the budget: at 1 s a decision, a Mew Mew game against the heuristic took about 68 s of
one core instead of 84.

With ``bank`` the budget a decision leaves unspent (a settled search, the clock's safety margin) is
kept, and each later decision may add ``BANK_DRAW`` of what is kept to its own budget, like a chess
clock: over a game the search spends its budget a decision on average, and spends it where the
answer is in doubt. A forced move (one legal action) neither adds to the bank nor draws on it. The
bank lasts as long as the agent: a game, where the agent plays one (``simulate``, the terminal, the
benchmarks); the server makes an agent for each decision, so there it never holds anything. Against
OpenSpiel's bot it spent the bot's time a decision and won no more games than without it
(``bench/results/ai_strength.md``, 2026-12-06, seventh session), so ``hard`` does not use it.

With ``split`` a node below the root stands for what the player to move sees, not only for the
actions that led to it: the same actions reach one node for each view of the mover (what they drew,
what a search turned over), as OpenSpiel's ``ISMCTSBot`` keys its nodes by observation strings; the
root's statistics, and each action's, are kept as before. With ``rollout=mast`` rollout decisions
learn from the search itself (``Mast``).

Like the heuristic player it remembers the positions it has decided in this turn
(``heuristics.Positions``), and an action of its own that leads back to one is worth ``REPEAT`` less:
in the root's prior, in the tree (the descent stops there, so no branch grows round a circle) and in
heuristic rollouts (``greedy_choice(..., avoid)``). Without it two Elizabeths (MMS-025) wake each
other for ever: the rules set no limit a turn (MM-6.2.5).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable

from cardtable.agents.base import Agent, Deadline
from cardtable.agents.heuristic import greedy_choice, score
from cardtable.agents.heuristics import REPEAT, Knowledge, Positions, knowledge
from cardtable.agents.inference import WORLDS, Decks
from cardtable.core.rng import choice
from cardtable.core.state import State

PRIOR_LOOKAHEAD = 1
"""Greedy decisions the root's heuristic scores look through (fewer than the heuristic player's 2:
the search looks further itself)."""

SETTLE_EVERY = 16
"""Iterations between two checks of whether the answer can still change."""

RATE_MARGIN = 2.0
"""How much faster than so far the search is assumed to be able to run for the rest of a decision."""

BANK_DRAW = 0.5
"""Share of the banked budget (``bank``) one decision may add to its own."""

Policy = Callable[[State, list[int], random.Random, Knowledge, Positions], int]
"""A rollout decision: (world, its legal actions, the search's rng, the game's knowledge, the
positions to avoid) -> an action."""


class Node:
    __slots__ = ("available", "back", "children", "player", "total", "views", "visits")

    def __init__(self, player: int) -> None:
        self.player = player
        """Who chose the action leading here: rewards are kept from their side."""
        self.children: dict[int, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.available = 1
        self.back: bool | None = None
        """Whether the searching player's action led back to a position they decided in this turn
        (None: not yet tried in the tree)."""
        self.views: dict[bytes, Node] | None = None
        """With ``split``: the decisions after this action, one node for each view of the player
        to move (whose ``children`` are that decision's actions)."""

    def view(self, world: State) -> Node:
        """The node of the decision ``world`` asks for, as its mover sees it (``split``)."""
        if self.views is None:
            self.views = {}
        mover = world.current_player
        key = Positions.key(mover, world.observation(mover))
        node = self.views.get(key)
        if node is None:
            node = self.views[key] = Node(mover)
        return node


def _visits(root: Node, action: int) -> int:
    child = root.children.get(action)
    return 0 if child is None else child.visits


def random_policy(
    state: State, legal: list[int], rng: random.Random, know: Knowledge, avoid: Positions
) -> int:
    return choice(rng, legal)


def greedy_policy(
    state: State, legal: list[int], rng: random.Random, know: Knowledge, avoid: Positions
) -> int:
    return greedy_choice(state, legal, know, avoid)[0]


POLICIES: dict[str, Policy] = {"random": random_policy, "heuristic": greedy_policy}

ROLLOUTS = (*POLICIES, "mast")
"""The rollout policies a spec can name: ``mast`` learns as the search goes (``Mast``)."""

MAST_EPSILON = 0.2
"""Share of a ``mast`` rollout's decisions made at random (the rest take the best-rated action)."""

Move = tuple[int, int]
"""(the player who chose, the action): what ``Mast`` rates."""


class Mast:
    """Move-average sampling (Finnsson & Bjoernsson, 2008), epsilon-greedy (Tak, Winands & Bjoernsson,
    2012): the rollouts of a decision's search learn, for each player and action id, the average
    reward that player got in the iterations where they took it, in the tree or in a rollout, and a
    rollout decision takes the legal action rated best, or one at random with chance ``MAST_EPSILON``.
    Both games' action ids name a card and what is done with it (use, pay with, take), so a rating
    carries from one world and position to the next. Unrated actions count as even (0), and ties go
    by the search's rng.
    """

    __slots__ = ("count", "mean")

    def __init__(self) -> None:
        self.mean: dict[Move, float] = {}
        self.count: dict[Move, int] = {}

    def choose(self, player: int, legal: list[int], rng: random.Random) -> int:
        if rng.random() < MAST_EPSILON:
            return choice(rng, legal)
        mean = self.mean
        ratings = [mean.get((player, action), 0.0) for action in legal]
        best = max(ratings)
        return choice(rng, [action for action, rating in zip(legal, ratings, strict=True) if rating == best])

    def learn(self, moves: list[Move], me: int, reward: float) -> None:
        """Add one iteration's reward (``me``'s) to the rating of every move it made."""
        for move in moves:
            value = reward if move[0] == me else -reward
            seen = self.count.get(move, 0) + 1
            self.count[move] = seen
            rating = self.mean.get(move, 0.0)
            self.mean[move] = rating + (value - rating) / seen


class IsmctsAgent(Agent):
    def __init__(
        self,
        seed: int,
        name: str = "ismcts",
        iterations: int | None = None,
        seconds: float | None = 1.0,
        rollout: str = "random",
        depth: int | None = 0,
        c: float = 0.7,
        prior: int = 20,
        share: float = 0.0,
        settle: bool = True,
        decks: str = "inferred",
        evaluation: str = "search",
        bank: bool = False,
        split: bool = False,
        public_decks: Decks = (),
    ) -> None:
        self.name = name
        self._rng = random.Random(seed)
        self._iterations = iterations
        self._seconds = seconds
        self._learns = rollout == "mast"
        # ``mast`` rollouts choose through ``Mast``; any other name must be a policy (a typo raises).
        self._policy = random_policy if self._learns else POLICIES[rollout]
        self._mast: Mast | None = None
        self._depth = depth
        self._c = c
        self._prior = prior
        self._share = share
        self._settle = settle
        self._worlds = WORLDS[decks]
        self._public_decks = public_decks
        self._evaluation = evaluation
        self._bank = bank
        self._split = split
        self._banked_iterations = 0
        self._banked_seconds = 0.0
        self._positions = Positions()
        self.last_iterations = 0
        """Iterations the last decision ran (for benchmarks)."""
        self.last_prior = 0
        """Virtual visits each root action held at the end of the last decision (for benchmarks)."""

    def choose(self, state: State) -> int:
        began = time.perf_counter()
        me = state.current_player
        # Every decision is remembered, forced ones too: a circle may pass through them (MM-6.2.5).
        self._positions.visit(state, me)
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        iterations, seconds = self._budget()
        know = knowledge(state.game.name, self._evaluation)
        depth = know.search_depth(state.observation(me)) if self._depth is None else self._depth
        deadline = Deadline(seconds)
        worlds = self._worlds(state, me, self._rng, self._public_decks)
        root = Node(-1)
        self._mast = Mast() if self._learns else None
        seeded = self._seed_root(root, worlds(), legal, me, know, deadline) if self._prior else {}
        virtual = self._prior
        done = 0
        start = time.perf_counter()
        while (iterations is None or done < iterations) and not deadline.passed():
            self._iterate(root, worlds(), me, know, deadline, depth)
            done += 1
            if seeded and self._share * done >= virtual + 1:
                virtual = self._grow_prior(root, seeded, virtual, int(self._share * done))
            if (
                self._settle
                and done % SETTLE_EVERY == 0
                and self._settled(root, legal, iterations, done, start, deadline)
            ):
                break
        self.last_iterations = done
        self.last_prior = virtual if seeded else 0
        answer = max(legal, key=lambda a: _visits(root, a))
        if self._bank:
            self._deposit(done, time.perf_counter() - began)
        return answer

    def _budget(self) -> tuple[int | None, float | None]:
        """This decision's iterations and seconds: the agent's own, plus ``BANK_DRAW`` of the bank."""
        iterations, seconds = self._iterations, self._seconds
        if self._bank:
            # A bank in debt (a decision overran its budget) is paid back by later savings first.
            if iterations is not None:
                iterations += int(BANK_DRAW * max(self._banked_iterations, 0))
            if seconds is not None:
                seconds += BANK_DRAW * max(self._banked_seconds, 0.0)
        return iterations, seconds

    def _deposit(self, done: int, used: float) -> None:
        """Bank what the decision left of the agent's own budget (less than nothing if it drew on the
        bank), so that the budget spent over a game is the agent's own a decision."""
        if self._iterations is not None:
            self._banked_iterations += self._iterations - done
        if self._seconds is not None:
            self._banked_seconds += self._seconds - used

    def _settled(
        self,
        root: Node,
        legal: list[int],
        iterations: int | None,
        done: int,
        start: float,
        deadline: Deadline,
    ) -> bool:
        """Whether no action can catch up with the most visited one in the iterations left."""
        left = math.inf if iterations is None else iterations - done
        if self._seconds is not None:
            rate = done / max(time.perf_counter() - start, 1e-9)
            left = min(left, RATE_MARGIN * rate * deadline.left())
        first, second = sorted((_visits(root, a) for a in legal), reverse=True)[:2]
        return first - second > left

    def _seed_root(
        self, root: Node, world: State, legal: list[int], me: int, know: Knowledge, deadline: Deadline
    ) -> dict[int, float]:
        """Start each root action with ``prior`` virtual visits worth its heuristic score in one re-deal.

        The search then needs evidence to overturn the heuristic's choice, which keeps short budgets
        from playing worse than the heuristic alone. Returns the seeded actions' scores.
        """
        scores: dict[int, float] = {}
        for action, nudge in zip(legal, know.bonuses(world, legal), strict=True):
            if deadline.passed():
                break  # the actions left start with no prior: the search still tries each
            value = score(world, action, me, know, PRIOR_LOOKAHEAD, deadline, self._positions) + nudge
            scores[action] = value
            node = root.children[action] = Node(me)
            node.visits = node.available = self._prior
            node.total = self._prior * value
        return scores

    @staticmethod
    def _grow_prior(root: Node, scores: dict[int, float], virtual: int, wanted: int) -> int:
        """Give every seeded root action ``wanted`` virtual visits at its score instead of ``virtual``.

        Every action grows alike, so the lead of the most visited one (what ``settle`` reads) is
        unchanged.
        """
        more = wanted - virtual
        for action, value in scores.items():
            node = root.children[action]
            node.visits += more
            node.available += more
            node.total += more * value
        return wanted

    def _iterate(
        self, root: Node, world: State, me: int, know: Knowledge, deadline: Deadline, depth: int
    ) -> None:
        path = [root]
        node = here = root
        expanded = False
        moves: list[Move] = []
        while not world.is_terminal() and not expanded and not node.back:
            legal = world.legal_actions()
            player = world.current_player
            untried = [a for a in legal if a not in here.children]
            for action in legal:
                if action in here.children:
                    here.children[action].available += 1
            if untried:
                action = choice(self._rng, untried)
                here.children[action] = Node(player)
                # A forced move is no choice: keep descending instead of spending the expansion.
                expanded = len(legal) > 1
            else:
                action = self._select(here, legal)
            node = here.children[action]
            world.apply(action)
            path.append(node)
            moves.append((player, action))
            # With ``split`` the next decision is a node of its mover's view, not of the actions that
            # led here alone: what they drew or saw turned over in this world tells nodes apart.
            here = node.view(world) if self._split and not world.is_terminal() else node
            if node.back is None:
                # My action back to a position I decided in this turn (MM-6.2.5 lets two Elizabeths
                # wake each other for ever) is a leaf worth REPEAT less: the search prefers a way on
                # and no branch grows round the circle. It is judged in the world where the action
                # is first tried (a way back seldom hangs on hidden cards; judging it in every world
                # cost a third of the iterations).
                node.back = (
                    player == me
                    and not world.is_terminal()
                    and self._positions.holds(me, world.observation(me))
                )
        reward = self._rollout(world, me, know, deadline, depth, moves) - (REPEAT if node.back else 0.0)
        if self._mast is not None:
            self._mast.learn(moves, me, reward)
        for visited in path[1:]:
            visited.visits += 1
            visited.total += reward if visited.player == me else -reward

    def _select(self, node: Node, legal: list[int]) -> int:
        best_action, best_value = legal[0], -float("inf")
        for action in legal:
            child = node.children[action]
            value = child.total / child.visits + self._c * math.sqrt(math.log(child.available) / child.visits)
            if value > best_value:
                best_action, best_value = action, value
        return best_action

    def _rollout(
        self, world: State, me: int, know: Knowledge, deadline: Deadline, depth: int, moves: list[Move]
    ) -> float:
        """Play on from ``world`` and score the end for ``me``; with ``mast`` the moves made are added to
        ``moves``."""
        mast = self._mast
        for _ in range(depth):
            if world.is_terminal() or deadline.passed():
                break
            legal = world.legal_actions()
            if len(legal) == 1:
                world.apply(legal[0])
            elif mast is not None:
                player = world.current_player
                action = mast.choose(player, legal, self._rng)
                moves.append((player, action))
                world.apply(action)
            else:
                world.apply(self._policy(world, legal, self._rng, know, self._positions))
        return know.value(world, me)
