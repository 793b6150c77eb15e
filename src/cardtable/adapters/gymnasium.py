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
from cardtable.agents import make_agent
from cardtable.core.seats import ILLEGAL_REWARD as ILLEGAL_REWARD  # the reward of an illegal action
from cardtable.core.seats import Seats

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


class _Tables:
    """The games of an env (one, or a vector env's batch) as ``cardtable.core.seats.Seats``, and how
    each starts: its seed and its opponent's are drawn from the env's generator for that game."""

    def __init__(self, game: Game, opponent: str, player: int, max_decisions: int, count: int) -> None:
        make_agent(opponent)  # fail now on a bad spec, not at the first reset
        self.game = game
        self.encoder = encoder_for(game)
        self.opponent = opponent
        self.seats = Seats(count, player, max_decisions, game.num_actions)

    def start(self, i: int, rng: np.random.Generator, decks: Any = None) -> None:
        game_seed, opponent_seed = (int(s) for s in rng.integers(2**63, size=2))
        state = self.game.new_game(decks=decks, seed=game_seed)
        self.seats.begin(i, state, make_agent(self.opponent, seed=opponent_seed))

    def observe(self, i: int, out: Tensor | None = None) -> Tensor:
        return self.encoder.encode_state(self.seats.state(i), self.seats.player, out)

    def observe_all(self, out: Tensor) -> None:
        """Every game's observation into the rows of ``out``."""
        writer = self.encoder.writer
        if writer is None:
            for i in range(self.seats.count):
                self.observe(i, out[i])
            return
        numbers = writer.write_all(self.seats.states(), self.seats.player)
        np.copyto(out, np.frombuffer(memoryview(numbers), np.int16).reshape(out.shape), casting="unsafe")

    def masks(self, out: Mask) -> None:
        """Every game's action mask into the rows of ``out``."""
        np.copyto(out, np.frombuffer(memoryview(self.seats.masks()), np.int8).reshape(out.shape))


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
        self.tables = _Tables(game, opponent, player, max_decisions, 1)
        self.encoder = self.tables.encoder
        self.player = player
        self.render_mode = render_mode
        self.observation_space = _observation_space(self.encoder)  # type: ignore[assignment]
        self.action_space = spaces.Discrete(game.num_actions)

    @property
    def game_state(self) -> State | None:
        """The cardtable state being played (None before the first reset)."""
        return self.tables.seats.games[0]

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Tensor, dict[str, Any]]:
        super().reset(seed=seed)
        self.tables.start(0, self.np_random, (options or {}).get("decks"))
        return self.tables.observe(0), self._info()

    def step(self, action: np.int64 | int) -> tuple[Tensor, SupportsFloat, bool, bool, dict[str, Any]]:
        rewards, terminations, truncations, illegal = self.tables.seats.step([int(action)])
        info = self._info()
        if illegal[0]:
            info["illegal_action"] = True
        return self.tables.observe(0), rewards[0], terminations[0], truncations[0], info

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        state = self.tables.seats.state(0)
        return json.dumps(state.observation(self.player), ensure_ascii=False, indent=1)

    def _info(self) -> dict[str, Any]:
        mask = np.zeros((1, self.game.num_actions), np.int8)
        self.tables.masks(mask)
        return {"action_mask": mask[0]}


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
        self.tables = _Tables(game, opponent, player, max_decisions, num_envs)
        self.encoder = self.tables.encoder
        self.num_envs = num_envs
        self.copy = copy
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
        for i in range(self.num_envs):
            self.tables.start(i, self._rngs[i], decks)
        return self._batch({})

    def step(
        self, actions: npt.NDArray[np.int64]
    ) -> tuple[Tensor, npt.NDArray[np.float64], npt.NDArray[np.bool_], npt.NDArray[np.bool_], dict[str, Any]]:
        rewards, terminations, truncations, illegal = self.tables.seats.step(np.asarray(actions).tolist())
        infos: dict[str, Any] = {}
        if any(illegal):
            infos["illegal_action"] = np.array(illegal, np.bool_)
            infos["_illegal_action"] = infos["illegal_action"].copy()
        ended = [i for i, over in enumerate(self.tables.seats.ended) if over]
        if ended:  # same-step autoreset: the finished games' last views, then their next games
            final = infos["final_obs"] = np.full(self.num_envs, None, object)
            infos["_final_obs"] = np.zeros(self.num_envs, np.bool_)
            for i in ended:
                final[i] = self.tables.observe(i)
                infos["_final_obs"][i] = True
                self.tables.start(i, self._rngs[i])
        observations, infos = self._batch(infos)
        return (
            observations,
            np.array(rewards, np.float64),
            np.array(terminations, np.bool_),
            np.array(truncations, np.bool_),
            infos,
        )

    def _batch(self, infos: dict[str, Any]) -> tuple[Tensor, dict[str, Any]]:
        """Every game's observation, and its mask into ``infos``."""
        self.tables.observe_all(self._observations)
        self.tables.masks(self._masks)
        infos["action_mask"], infos["_action_mask"] = self._out(self._masks), np.ones(self.num_envs, np.bool_)
        return self._out(self._observations), infos

    def _out(self, batch: npt.NDArray[Any]) -> npt.NDArray[Any]:
        return batch.copy() if self.copy else batch


for _name in cardtable.GAMES:
    gymnasium.register(
        id=f"cardtable/{_name}-v0",
        entry_point=CardtableEnv,
        vector_entry_point=f"{__name__}:CardtableVectorEnv",
        kwargs={"game": _name},
    )
