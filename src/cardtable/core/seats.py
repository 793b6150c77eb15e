"""Games played from one seat each against an agent, stepped together: the loop under the Gymnasium
envs (``cardtable.adapters.gymnasium``), which hand it actions and read back rewards, masks and states.

It is compiled with the engine: a step of 64 games then runs no interpreted code but the opponents'
own ``choose``. The same loop written in the adapter cost a third of a vector env's step (issue 15).
"""

from __future__ import annotations

from typing import Final, Protocol

from librt.vecs import vec
from mypy_extensions import u8

from cardtable.core.state import State

ILLEGAL_REWARD: Final = -1.0
"""The reward of an illegal action, which also ends the episode."""


class Chooser(Protocol):
    """An agent: ``cardtable.agents.Agent``."""

    def choose(self, state: State) -> int: ...


class Seats:
    """``count`` games, each played from seat ``player`` against its own opponent.

    ``begin(i, state, opponent)`` starts game ``i`` (the opponent makes its decisions up to the seat's
    first); ``step(actions)`` plays one decision of the seat in every game, and the opponents' answers;
    ``masks()`` gives the seats' legal actions. A game truncates after ``max_decisions`` decisions by
    both sides."""

    def __init__(self, count: int, player: int, max_decisions: int, num_actions: int) -> None:
        if player not in (0, 1):
            raise ValueError(f"player must be 0 or 1, not {player!r}")
        self.count = count
        self.player = player
        self.max_decisions = max_decisions
        self.num_actions = num_actions
        self.games: list[State | None] = [None] * count
        self.opponents: list[Chooser | None] = [None] * count
        self.decisions = [0] * count
        self.ended = [False] * count
        self.no_actions = vec[u8]([0] * (count * num_actions))

    def begin(self, i: int, state: State, opponent: Chooser) -> None:
        """Game ``i`` is now ``state``, played against ``opponent``."""
        self.games[i] = state
        self.opponents[i] = opponent
        self.decisions[i] = 0
        self.ended[i] = False
        self._answer(i, state, opponent)

    def state(self, i: int) -> State:
        state = self.games[i]
        if state is None:
            raise RuntimeError("call reset() first")
        return state

    def states(self) -> list[State]:
        return [self.state(i) for i in range(self.count)]

    def step(self, actions: list[int]) -> tuple[list[float], list[bool], list[bool], list[bool]]:
        """Play ``actions[i]`` in game ``i``, and the opponents' answers: per game (reward, terminated,
        truncated, illegal). The reward is 0 until the end, then the seat's return; an illegal action
        ends the game at once, as a loss (``ILLEGAL_REWARD``), and leaves its state as it was."""
        if len(actions) != self.count:
            raise ValueError(f"{len(actions)} actions for {self.count} games")
        rewards = [0.0] * self.count
        terminations = [False] * self.count
        truncations = [False] * self.count
        illegal = [False] * self.count
        for i in range(self.count):
            state = self.state(i)
            if self.ended[i]:
                raise RuntimeError("the episode is over: call reset()")
            action = actions[i]
            if action not in state.legal_actions():
                self.ended[i] = terminations[i] = illegal[i] = True
                rewards[i] = ILLEGAL_REWARD
                continue
            state.apply(action)
            self.decisions[i] += 1
            opponent = self.opponents[i]
            assert opponent is not None
            self._answer(i, state, opponent)
            terminated = state.is_terminal()
            truncated = not terminated and self.decisions[i] >= self.max_decisions
            self.ended[i] = terminations[i] = terminated
            if truncated:
                self.ended[i] = truncations[i] = True
            if terminated:
                rewards[i] = state.returns()[self.player]
        return rewards, terminations, truncations, illegal

    def masks(self) -> vec[u8]:
        """1 at each legal action of each seat, game after game (``num_actions`` each; all 0 for a
        game that is over)."""
        out = self.no_actions[:]
        for i in range(self.count):
            state = self.state(i)
            if not self.ended[i] and state.current_player == self.player:
                start = i * self.num_actions
                for action in state.legal_actions():
                    out[start + action] = 1
        return out

    def _answer(self, i: int, state: State, opponent: Chooser) -> None:
        """The opponent decides until it is the seat's turn (or the game is over or truncated)."""
        other = 1 - self.player
        while state.current_player == other and self.decisions[i] < self.max_decisions:
            state.apply(opponent.choose(state))
            self.decisions[i] += 1
