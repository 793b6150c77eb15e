"""cardtable's games as PettingZoo AEC environments: ``env("mewmew", **flags)``.

>>> from cardtable.adapters.pettingzoo import env
>>> game = env("medarot")
>>> game.reset(seed=1)
>>> for agent in game.agent_iter():
...     observation, reward, terminated, truncated, info = game.last()
...     mask = observation["action_mask"]
...     action = None if terminated or truncated else game.action_space(agent).sample(mask)
...     game.step(action)

- **Agents** ``player_0`` and ``player_1`` are the game's players 0 and 1 (which of them goes first
  is decided inside the game, as its rules say). Every decision of the game is its own
  step, and ``agent_selection`` is whoever makes the next decision, so a turn of several decisions
  (play a card, then choose its target) selects the same agent several times in a row.
- **Observations** are ``{"observation": tensor, "action_mask": mask}``: the tensor is the game's
  fixed-size encoding of ``State.observation(agent)`` (``cardtable.adapters.encoding``, written
  straight from the state by ``Encoder.encode_state``), the mask
  an int8 vector over the ``Game.num_actions`` actions, all zero for an agent not deciding now.
- **Rewards** are 0 until the end, then +1 / -1 (a draw 0 / 0).
- **Illegal actions** raise ``cardtable.IllegalActionError`` and change nothing; wrap the
  environment in ``pettingzoo.utils.wrappers.TerminateIllegalWrapper`` to score them as a loss.
- **Truncation**: after ``max_decisions`` decisions an unfinished game is truncated for both.
- **Seeding**: ``reset(seed=s)`` plays the game ``new_game(seed=...)`` drawn from ``s``; a
  ``reset()`` without a seed continues that sequence. ``options={"decks": (deck_0, deck_1)}``
  plays those decks (lists of card ids) instead of the game's default pair.
- **No parallel API**: PettingZoo's parallel API steps every live agent once per step, all at once,
  and ``aec_to_parallel`` asks for an AEC env whose agents take turns one decision each, in a fixed
  cycle (``is_parallelizable``). These games are neither: who decides next is decided by the rules
  (a turn is several decisions of one player; the opponent answers mid-turn, e.g. a battle
  declaration or a defence), so a parallel step would have to invent no-op actions for the agent not
  deciding and could not say when the other agent acts. ``metadata["is_parallelizable"]`` is False;
  for batched training use the Gymnasium vector env (``cardtable.adapters.gymnasium``).
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from pettingzoo import AECEnv

import cardtable
from cardtable import Game, State
from cardtable.adapters import MAX_DECISIONS
from cardtable.adapters.encoding import Tensor, encoder_for


def env(game: str | Game, max_decisions: int = MAX_DECISIONS, **flags: Any) -> CardtableAEC:
    """The AEC environment of ``game`` (a name, with rule variant ``flags``, or a Game)."""
    return CardtableAEC(game, max_decisions, **flags)


class CardtableAEC(AECEnv):  # type: ignore[misc]
    """One cardtable game as a PettingZoo AEC environment of two agents."""

    def __init__(self, game: str | Game, max_decisions: int = MAX_DECISIONS, **flags: Any) -> None:
        super().__init__()
        if isinstance(game, str):
            game = cardtable.load_game(game, **flags)
        elif flags:
            raise ValueError("flags are given with a game name, not with a Game")
        self.game = game
        self.encoder = encoder_for(game)
        self.max_decisions = max_decisions
        self.metadata = {"name": f"cardtable_{game.name}_v0", "render_modes": [], "is_parallelizable": False}
        self.render_mode = None
        self.possible_agents = ["player_0", "player_1"]
        layout = self.encoder.layout
        # One space object per agent, returned every time: seeding an agent's space must stick.
        self.observation_spaces: dict[str, spaces.Space[Any]] = {
            agent: spaces.Dict(
                {
                    "observation": spaces.Box(layout.low, layout.high, (layout.size,), np.float32),
                    "action_mask": spaces.Box(0, 1, (game.num_actions,), np.int8),
                }
            )
            for agent in self.possible_agents
        }
        self.action_spaces: dict[str, spaces.Space[Any]] = {
            agent: spaces.Discrete(game.num_actions) for agent in self.possible_agents
        }
        self._rng: np.random.Generator | None = None
        self.game_state: State | None = None
        self._decisions = 0

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None or self._rng is None:
            self._rng, _ = seeding.np_random(seed)
        decks = (options or {}).get("decks")
        self.game_state = self.game.new_game(decks=decks, seed=int(self._rng.integers(2**63)))
        self._decisions = 0
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self.agent_selection = self.possible_agents[self.game_state.current_player]

    def observe(self, agent: str) -> dict[str, Tensor | np.ndarray[Any, np.dtype[np.int8]]]:
        state = self._playing()
        player = self.possible_agents.index(agent)
        mask = np.zeros(self.game.num_actions, np.int8)
        if state.current_player == player:
            view = mask.data
            for action in state.legal_actions():
                view[action] = 1
        return {"observation": self.encoder.encode_state(state, player), "action_mask": mask}

    def step(self, action: int | None) -> None:
        state = self._playing()
        if self.terminations[self.agent_selection] or self.truncations[self.agent_selection]:
            self._was_dead_step(action)
            return
        if action is None:
            raise cardtable.IllegalActionError(
                f"{self.agent_selection} must act (None is for a finished agent)"
            )
        self._cumulative_rewards[self.agent_selection] = 0.0
        self._clear_rewards()
        state.apply(int(action))
        self._decisions += 1
        if state.is_terminal():
            self.rewards = dict(zip(self.possible_agents, state.returns(), strict=True))
            self.terminations = dict.fromkeys(self.agents, True)
        elif self._decisions >= self.max_decisions:
            self.truncations = dict.fromkeys(self.agents, True)
        else:
            self.agent_selection = self.possible_agents[state.current_player]
        self._accumulate_rewards()

    def _playing(self) -> State:
        if self.game_state is None:
            raise RuntimeError("call reset() first")
        return self.game_state
