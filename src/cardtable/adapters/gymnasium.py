"""A cardtable game as a single-agent Gymnasium environment against a cardtable agent.

>>> import gymnasium, cardtable.adapters.gymnasium
>>> env = gymnasium.make("cardtable/mewmew-v0", opponent="heuristic")
>>> observation, info = env.reset(seed=0)
>>> action = int(env.action_space.sample(info["action_mask"]))

``CardtableEnv(game, opponent="random", player=0, max_decisions=5000, **flags)``; importing this
module registers ``cardtable/mewmew-v0`` and ``cardtable/medarot-v0`` with ``gymnasium.make``.

- **You play** seat ``player`` (0 or 1; who goes first is decided inside the game). Every
  decision of yours is one ``step``; the ``opponent`` (any spec of ``cardtable.agents.make_agent``:
  ``random``, ``heuristic``, ``ismcts:iterations=200``, ...) plays its decisions inside ``step``
  and ``reset``.
- **Observation**: the game's fixed-size float32 encoding of ``State.observation(player)``
  (``cardtable.adapters.encoding``); the space's bounds are the layout's.
- **Action mask**: ``info["action_mask"]``, an int8 vector over ``Game.num_actions``, 1 where
  legal (all zero once the episode is over). ``action_space.sample(info["action_mask"])`` samples a
  legal action.
- **Reward**: 0 until the end, then +1 for a win, -1 for a loss, 0 for a draw.
- **Illegal action**: the episode ends at once (``terminated``) with reward ``ILLEGAL_REWARD``
  (-1, as a loss) and ``info["illegal_action"] = True``; the game state is left as it was.
  ``step`` after the end of an episode raises ``RuntimeError``: call ``reset``.
- **Truncation**: after ``max_decisions`` decisions by both sides an unfinished game is truncated.
- **Seeding**: ``reset(seed=s)`` draws the game's seed and the opponent's seed from ``s``, so the
  same seed and actions give the same episode (with an ``ismcts`` opponent, give it an
  ``iterations`` budget: a time budget depends on the machine).
  ``options={"decks": (deck_0, deck_1)}`` plays those decks (lists of card ids).
- ``render_mode="ansi"``: ``render()`` returns your observation as indented JSON.
"""

from __future__ import annotations

import json
from typing import Any, SupportsFloat

import gymnasium
import numpy as np
from gymnasium import spaces

import cardtable
from cardtable import Game, State
from cardtable.adapters import MAX_DECISIONS
from cardtable.adapters.encoding import Tensor, encoder_for
from cardtable.agents import Agent, make_agent

ILLEGAL_REWARD = -1.0
"""The reward of an illegal action, which also ends the episode."""


class CardtableEnv(gymnasium.Env[Tensor, np.int64]):
    """One seat of a cardtable game; a cardtable agent plays the other."""

    metadata = {"render_modes": ["ansi"]}  # noqa: RUF012 - Gymnasium's own attribute

    def __init__(
        self,
        game: str | Game = "mewmew",
        opponent: str = "random",
        player: int = 0,
        max_decisions: int = MAX_DECISIONS,
        render_mode: str | None = None,
        **flags: Any,
    ) -> None:
        if isinstance(game, str):
            game = cardtable.load_game(game, **flags)
        elif flags:
            raise ValueError("flags are given with a game name, not with a Game")
        if player not in (0, 1):
            raise ValueError(f"player must be 0 or 1, not {player!r}")
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        make_agent(opponent)  # fail now on a bad spec, not at the first reset
        self.game = game
        self.encoder = encoder_for(game)
        self.opponent_spec = opponent
        self.player = player
        self.max_decisions = max_decisions
        self.render_mode = render_mode
        layout = self.encoder.layout
        self.observation_space = spaces.Box(layout.low, layout.high, (layout.size,), np.float32)
        self.action_space = spaces.Discrete(game.num_actions)
        self.game_state: State | None = None
        self._opponent: Agent | None = None
        self._decisions = 0
        self._ended = False

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Tensor, dict[str, Any]]:
        super().reset(seed=seed)
        game_seed, opponent_seed = (int(s) for s in self.np_random.integers(2**63, size=2))
        decks = (options or {}).get("decks")
        self.game_state = self.game.new_game(decks=decks, seed=game_seed)
        self._opponent = make_agent(self.opponent_spec, seed=opponent_seed)
        self._decisions = 0
        self._ended = False
        self._let_opponent_play()
        return self._observe(), self._info()

    def step(self, action: np.int64 | int) -> tuple[Tensor, SupportsFloat, bool, bool, dict[str, Any]]:
        state = self._playing()
        if self._ended:
            raise RuntimeError("the episode is over: call reset()")
        if int(action) not in state.legal_actions():
            self._ended = True
            return self._observe(), ILLEGAL_REWARD, True, False, {**self._info(), "illegal_action": True}
        state.apply(int(action))
        self._decisions += 1
        self._let_opponent_play()
        terminated = state.is_terminal()
        truncated = not terminated and self._decisions >= self.max_decisions
        self._ended = terminated or truncated
        reward = state.returns()[self.player] if terminated else 0.0
        return self._observe(), reward, terminated, truncated, self._info()

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        return json.dumps(self._playing().observation(self.player), ensure_ascii=False, indent=1)

    def _playing(self) -> State:
        if self.game_state is None:
            raise RuntimeError("call reset() first")
        return self.game_state

    def _let_opponent_play(self) -> None:
        state = self._playing()
        assert self._opponent is not None
        while state.current_player == 1 - self.player and self._decisions < self.max_decisions:
            state.apply(self._opponent.choose(state))
            self._decisions += 1

    def _observe(self) -> Tensor:
        return self.encoder.encode(self._playing().observation(self.player))

    def _info(self) -> dict[str, Any]:
        mask = np.zeros(self.game.num_actions, np.int8)
        state = self._playing()
        if not self._ended and state.current_player == self.player:
            mask[state.legal_actions()] = 1
        return {"action_mask": mask}


for _name in cardtable.GAMES:
    gymnasium.register(id=f"cardtable/{_name}-v0", entry_point=CardtableEnv, kwargs={"game": _name})
