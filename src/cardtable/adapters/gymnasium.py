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
  (``cardtable.adapters.encoding``), written straight from the state (``Encoder.encode_state``);
  the space's bounds are the layout's.
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

**Vector environment**: ``gymnasium.make_vec("cardtable/mewmew-v0", num_envs=64,
vectorization_mode="vector_entry_point", opponent="random")`` is a ``CardtableVectorEnv``: ``num_envs``
games stepped together in this process, each as above (``player``, ``opponent``, ``max_decisions``,
flags). Observations are one preallocated ``(num_envs, size)`` float32 batch, the masks
``infos["action_mask"]`` one ``(num_envs, num_actions)`` int8 batch (both copied out on return unless
``copy=False``); rewards, ``terminated`` and ``truncated`` are arrays. **Autoreset is same-step**
(``metadata["autoreset_mode"] == AutoresetMode.SAME_STEP``): a game that ends in a step starts its
next game in that same step; the returned observation and mask are the new game's, the last
observation of the finished one is in ``infos["final_obs"][i]`` (``infos["_final_obs"][i]`` True) and
its reward, ``terminated`` and ``truncated`` are the ones returned. ``reset(seed=s)`` seeds game ``i``
with ``s + i``, as Gymnasium's own vector envs do, so a seed and actions give the same batch of
episodes. An illegal action ends that game as a loss (``infos["illegal_action"][i]``) and it restarts.
"""

from __future__ import annotations

import json
from typing import Any, SupportsFloat

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

import cardtable
from cardtable import Game, State
from cardtable.adapters import MAX_DECISIONS
from cardtable.adapters.encoding import Encoder, Tensor, encoder_for
from cardtable.agents import Agent, make_agent

ILLEGAL_REWARD = -1.0
"""The reward of an illegal action, which also ends the episode."""

Mask = npt.NDArray[np.int8]


def _load(game: str | Game, flags: dict[str, Any]) -> Game:
    if isinstance(game, str):
        return cardtable.load_game(game, **flags)
    if flags:
        raise ValueError("flags are given with a game name, not with a Game")
    return game


def _observation_space(encoder: Encoder) -> spaces.Box:
    layout = encoder.layout
    return spaces.Box(layout.low, layout.high, (layout.size,), np.float32)


class _Seat:
    """One game played from seat ``player`` against an agent: what one env (or one env of a batch) runs."""

    def __init__(self, game: Game, encoder: Encoder, opponent: str, player: int, max_decisions: int) -> None:
        if player not in (0, 1):
            raise ValueError(f"player must be 0 or 1, not {player!r}")
        make_agent(opponent)  # fail now on a bad spec, not at the first reset
        self.game = game
        self.encoder = encoder
        self.opponent_spec = opponent
        self.player = player
        self.max_decisions = max_decisions
        self.state: State | None = None
        self.opponent: Agent | None = None
        self.decisions = 0
        self.ended = False

    def start(self, rng: np.random.Generator, decks: Any = None) -> None:
        """A new game; its seed and the opponent's are drawn from ``rng``."""
        game_seed, opponent_seed = (int(s) for s in rng.integers(2**63, size=2))
        self.state = self.game.new_game(decks=decks, seed=game_seed)
        self.opponent = make_agent(self.opponent_spec, seed=opponent_seed)
        self.decisions = 0
        self.ended = False
        self._let_opponent_play()

    def playing(self) -> State:
        if self.state is None:
            raise RuntimeError("call reset() first")
        return self.state

    def step(self, action: int) -> tuple[float, bool, bool, bool]:
        """Play ``action`` and the opponent's answers: (reward, terminated, truncated, illegal)."""
        state = self.playing()
        if self.ended:
            raise RuntimeError("the episode is over: call reset()")
        if action not in state.legal_actions():
            self.ended = True
            return ILLEGAL_REWARD, True, False, True
        state.apply(action)
        self.decisions += 1
        self._let_opponent_play()
        terminated = state.is_terminal()
        truncated = not terminated and self.decisions >= self.max_decisions
        self.ended = terminated or truncated
        return (state.returns()[self.player] if terminated else 0.0), terminated, truncated, False

    def observe(self, out: Tensor | None = None) -> Tensor:
        return self.encoder.encode_state(self.playing(), self.player, out)

    def mask(self, out: Mask) -> Mask:
        """1 at each legal action of the seat (all 0 once the episode is over), into ``out`` (all 0)."""
        state = self.playing()
        if not self.ended and state.current_player == self.player:
            view = out.data
            for action in state.legal_actions():
                view[action] = 1
        return out

    def _let_opponent_play(self) -> None:
        state = self.playing()
        assert self.opponent is not None
        while state.current_player == 1 - self.player and self.decisions < self.max_decisions:
            state.apply(self.opponent.choose(state))
            self.decisions += 1


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
        game = _load(game, flags)
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self.game = game
        self.encoder = encoder_for(game)
        self.seat = _Seat(game, self.encoder, opponent, player, max_decisions)
        self.player = player
        self.render_mode = render_mode
        self.observation_space = _observation_space(self.encoder)  # type: ignore[assignment]
        self.action_space = spaces.Discrete(game.num_actions)

    @property
    def game_state(self) -> State | None:
        """The cardtable state being played (None before the first reset)."""
        return self.seat.state

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Tensor, dict[str, Any]]:
        super().reset(seed=seed)
        self.seat.start(self.np_random, (options or {}).get("decks"))
        return self.seat.observe(), self._info()

    def step(self, action: np.int64 | int) -> tuple[Tensor, SupportsFloat, bool, bool, dict[str, Any]]:
        reward, terminated, truncated, illegal = self.seat.step(int(action))
        info = self._info()
        if illegal:
            info["illegal_action"] = True
        return self.seat.observe(), reward, terminated, truncated, info

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        return json.dumps(self.seat.playing().observation(self.player), ensure_ascii=False, indent=1)

    def _info(self) -> dict[str, Any]:
        return {"action_mask": self.seat.mask(np.zeros(self.game.num_actions, np.int8))}


class CardtableVectorEnv(VectorEnv[Tensor, npt.NDArray[np.int64], npt.NDArray[Any]]):
    """``num_envs`` games of one seat each against an agent, stepped together (see the module docstring)."""

    metadata = {"autoreset_mode": AutoresetMode.SAME_STEP}  # noqa: RUF012 - Gymnasium's own attribute

    def __init__(
        self,
        num_envs: int,
        game: str | Game = "mewmew",
        opponent: str = "random",
        player: int = 0,
        max_decisions: int = MAX_DECISIONS,
        copy: bool = True,
        **flags: Any,
    ) -> None:
        if num_envs < 1:
            raise ValueError(f"num_envs must be at least 1, not {num_envs}")
        game = _load(game, flags)
        self.game = game
        self.encoder = encoder_for(game)
        self.num_envs = num_envs
        self.copy = copy
        self.seats = [_Seat(game, self.encoder, opponent, player, max_decisions) for _ in range(num_envs)]
        self.single_observation_space = _observation_space(self.encoder)
        self.single_action_space = spaces.Discrete(game.num_actions)
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)
        self._observations = np.zeros((num_envs, self.encoder.size), np.float32)
        self._masks = np.zeros((num_envs, game.num_actions), np.int8)
        self._rngs: list[np.random.Generator] = []

    def reset(
        self, *, seed: int | list[int] | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Tensor, dict[str, Any]]:
        super().reset(seed=seed if isinstance(seed, int) else None)
        if seed is None:
            seeds: list[int | None] = [None] * self.num_envs
        elif isinstance(seed, int):
            seeds = [seed + i for i in range(self.num_envs)]
        else:
            if len(seed) != self.num_envs:
                raise ValueError(f"{len(seed)} seeds for {self.num_envs} envs")
            seeds = list(seed)
        if seed is not None or not self._rngs:
            self._rngs = [np.random.default_rng(s) for s in seeds]
        decks = (options or {}).get("decks")
        self._masks.fill(0)
        for i, seat in enumerate(self.seats):
            seat.start(self._rngs[i], decks)
            self._write(i)
        return self._out(self._observations), {
            "action_mask": self._out(self._masks),
            "_action_mask": self._all(),
        }

    def step(
        self, actions: npt.NDArray[np.int64]
    ) -> tuple[Tensor, npt.NDArray[np.float64], npt.NDArray[np.bool_], npt.NDArray[np.bool_], dict[str, Any]]:
        rewards = np.zeros(self.num_envs, np.float64)
        terminations = np.zeros(self.num_envs, np.bool_)
        truncations = np.zeros(self.num_envs, np.bool_)
        infos: dict[str, Any] = {}
        self._masks.fill(0)
        for i, (seat, action) in enumerate(zip(self.seats, np.asarray(actions).tolist(), strict=True)):
            reward, terminated, truncated, illegal = seat.step(int(action))
            rewards[i], terminations[i], truncations[i] = reward, terminated, truncated
            if illegal:
                infos.setdefault("illegal_action", np.zeros(self.num_envs, np.bool_))[i] = True
                infos.setdefault("_illegal_action", np.zeros(self.num_envs, np.bool_))[i] = True
            if seat.ended:  # same-step autoreset: the finished game's last view, then the next game
                final = infos.setdefault("final_obs", np.full(self.num_envs, None, object))
                final[i] = seat.observe()
                infos.setdefault("_final_obs", np.zeros(self.num_envs, np.bool_))[i] = True
                seat.start(self._rngs[i])
            self._write(i)
        infos["action_mask"], infos["_action_mask"] = self._out(self._masks), self._all()
        return self._out(self._observations), rewards, terminations, truncations, infos

    def _write(self, i: int) -> None:
        seat = self.seats[i]
        seat.observe(self._observations[i])
        seat.mask(self._masks[i])

    def _out(self, batch: npt.NDArray[Any]) -> npt.NDArray[Any]:
        return batch.copy() if self.copy else batch

    def _all(self) -> npt.NDArray[np.bool_]:
        return np.ones(self.num_envs, np.bool_)


for _name in cardtable.GAMES:
    gymnasium.register(
        id=f"cardtable/{_name}-v0",
        entry_point=CardtableEnv,
        vector_entry_point=f"{__name__}:CardtableVectorEnv",
        kwargs={"game": _name},
    )
