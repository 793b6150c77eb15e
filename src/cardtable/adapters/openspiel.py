"""OpenSpiel Python games of cardtable; importing this registers `cardtable_mewmew` and `cardtable_medarot`.

>>> import pyspiel, cardtable.adapters.openspiel
>>> game = pyspiel.load_game("cardtable_mewmew", {"seed": 7})

How cardtable maps onto OpenSpiel:

- **Type**: sequential, imperfect information, zero-sum, terminal rewards (+1 / -1, a draw 0 / 0),
  chance mode ``SAMPLED_STOCHASTIC``.
- **Chance**: a cardtable game keeps its randomness in a seeded generator inside the state, so
  shuffles and other random events during play are *sampled*, never chance nodes. The one
  explicit chance node is the first node of every game: it picks which of ``DEALS`` equally likely
  games to play (``max_chance_outcomes() == DEALS``); outcome ``i`` starts the cardtable game
  with seed ``seed * DEALS + i``, where ``seed`` is a game parameter. Algorithms that enumerate
  chance (CFR, exact best responses) therefore do not see the in-game chance and do not apply;
  sampling algorithms (MCTS, IS-MCTS, RL) do.
- **Parameters**: every rule variant flag of the game, with its default, plus ``seed`` (above),
  ``max_game_length`` (decisions after which the game is stopped and scored as a draw, so that
  OpenSpiel's bound on game length holds; real games end long before it) and ``decks`` (what a
  re-deal assumes of the opponent's deck list, below) and ``presets`` (the two preset decks dealt,
  seat 0's first: ``load_game("cardtable_mewmew", {"presets": "mint,leotard"})``; the default is the
  game's own pair, ``Game.DEFAULT_DECKS``). A flag whose default
  is ``None`` is a string parameter with default ``"none"``, its other values written as text:
  ``load_game("cardtable_mewmew", {"max_copies": "3"})`` (a game string such as
  ``"cardtable_mewmew(max_copies=3)"`` reads ``3`` as an int and is refused). ``register(short_name,
  load)`` adds any other game built on the core.
- **Observations**: ``observation_string(p)`` is the JSON of ``State.observation(p)`` (sorted keys);
  ``observation_tensor(p)`` is the game's fixed-size encoding (``cardtable.adapters.encoding``),
  written straight from the state into the observer's buffer (``Encoder.encode_state``), also
  exposed per field by the observer from ``make_py_observer`` (``observer.dict["my_hand"]``).
  Before the deal both are empty (an empty object / zeros).
- **Information states** are not provided (``information_state_tensor`` / ``_string`` raise): an
  observation is what a player may know now, not a perfect-recall history, and a fixed-size tensor
  of a whole history of up to ``max_game_length`` decisions would be huge and mostly empty. Run
  ``ISMCTSBot`` with ``use_observation_string=True``.
- **Resampling**: ``resample_from_infostate(p, sampler)`` re-deals every card hidden from ``p`` and
  gives the state a fresh future, seeded from ``sampler``. The parameter ``decks`` says what it
  assumes of the opponent's deck list, as the agents' option of that name does
  (``cardtable.agents``): ``"known"`` (the default) re-deals the opponent's own unseen cards among
  their hidden places (``State.resample``), so an algorithm searching those states knows which
  cards the opponent's deck holds, which a person at the table does not; ``"inferred"`` fills
  them from decks the opponent could be playing, weighted by what they have shown
  (``cardtable.agents.inference``), and is fair against a person. The resampled state's
  ``history()`` still lists the original actions, including the deal's chance outcome; do not
  replay it.
- **Underneath**: ``game.cardtable`` is the cardtable ``Game`` and ``state.cardtable_state()`` the
  cardtable ``State`` (None before the deal), for reading its log, JSON or words.
- Serialization (``serialize_game_and_state``) is not supported: OpenSpiel asks sampled-stochastic
  games for their generator's state, which Python games cannot give. Use ``cardtable_state()``
  and cardtable's own ``to_json``.
"""

from __future__ import annotations

import functools
import json
import random
from collections.abc import Callable
from typing import Any, ClassVar

import numpy as np
import pyspiel

import cardtable
from cardtable import Game, State
from cardtable.adapters import MAX_DECISIONS
from cardtable.adapters.encoding import Encoder, encoder_for
from cardtable.agents.inference import WORLDS

DEALS = 1 << 16
"""Outcomes of the opening chance node: how many different games one ``seed`` parameter spans."""

_NONE = "none"
ADAPTER_PARAMETERS = {"seed": 0, "max_game_length": MAX_DECISIONS, "decks": "known"}


def register(short_name: str, load: Callable[..., Game]) -> None:
    """Register a cardtable-style game with OpenSpiel; ``load(**flags)`` returns the Game."""
    sample = load()
    defaults = sample.flags
    parameters: dict[str, Any] = {name: _NONE if value is None else value for name, value in defaults.items()}
    # ``presets`` defaults to the game's own pair, so it joins the adapter's parameters here.
    adapter_parameters = ADAPTER_PARAMETERS | {"presets": ",".join(sample.DEFAULT_DECKS)}
    if set(adapter_parameters) & set(parameters):
        raise ValueError(f"{short_name}: a flag is named like an adapter parameter")
    parameters.update(adapter_parameters)
    game_type = pyspiel.GameType(
        short_name=short_name,
        long_name=f"cardtable {sample.name}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=2,
        min_num_players=2,
        provides_information_state_string=False,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=parameters,
    )
    # OpenSpiel keeps the creator until the interpreter is gone; a class (not a closure or a
    # partial) survives that without touching Python objects after finalization.
    creator = type(
        f"CardtableGame_{short_name}",
        (CardtableGame,),
        {"GAME_TYPE": game_type, "LOAD": staticmethod(load), "DEFAULTS": defaults},
    )
    pyspiel.register_game(game_type, creator)


class CardtableGame(pyspiel.Game):  # type: ignore[misc]
    """An OpenSpiel game wrapping one cardtable Game (its flags come from the parameters).

    ``register`` makes one subclass per registered game, setting the three class attributes.
    """

    GAME_TYPE: ClassVar[Any]
    LOAD: ClassVar[Callable[..., Game]]
    DEFAULTS: ClassVar[dict[str, Any]]

    def __init__(self, params: dict[str, Any]) -> None:
        flags = {
            name: None if default is None and params[name] == _NONE else params[name]
            for name, default in self.DEFAULTS.items()
        }
        self.cardtable: Game = self.LOAD(**flags)
        self.encoder: Encoder = encoder_for(self.cardtable)
        self.seed = int(params["seed"])
        if params["decks"] not in WORLDS:
            raise ValueError(f"decks must be one of {sorted(WORLDS)}, not {params['decks']!r}")
        self.decks: str = params["decks"]
        names = params["presets"].split(",")
        unknown = [name for name in names if name not in self.cardtable.presets]
        if len(names) != 2 or unknown:
            choices = sorted(self.cardtable.presets)
            raise ValueError(f"presets takes two of {choices}, comma-separated, not {params['presets']!r}")
        self.deck_pair = [self.cardtable.presets[name] for name in names]
        info = pyspiel.GameInfo(
            num_distinct_actions=self.cardtable.num_actions,
            max_chance_outcomes=DEALS,
            num_players=2,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0,
            max_game_length=int(params["max_game_length"]),
        )
        super().__init__(self.GAME_TYPE, info, params)

    def new_initial_state(self) -> CardtableState:
        return CardtableState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Observer:
        return Observer(self.encoder, iig_obs_type, params)


class _Held:
    """Holds a cardtable state; OpenSpiel deep-copies a state's attributes, and this copies by clone()."""

    __slots__ = ("state",)

    def __init__(self, state: State) -> None:
        self.state = state

    def __deepcopy__(self, memo: dict[int, Any]) -> _Held:
        return _Held(self.state.clone())


class _Worlds:
    """The maker of one state's inferred worlds for one player and the generator it draws from, made
    on the first resample: a search resamples the same root state thousands of times, and the maker
    works out what those worlds share only once. Made only then, as states are cloned and played on
    far more often than resampled."""

    __slots__ = ("make", "player", "rng")

    def __init__(self, player: int, make: Callable[[], State], rng: random.Random) -> None:
        self.player = player
        self.make = make
        self.rng = rng

    def __deepcopy__(self, memo: dict[int, Any]) -> None:
        return None  # a copy of the state starts without it (the copy may go on to other decisions)


class CardtableState(pyspiel.State):  # type: ignore[misc]
    """An OpenSpiel state: the opening chance node, then a cardtable state."""

    def __init__(self, game: CardtableGame) -> None:
        super().__init__(game)
        # Cheap on purpose: OpenSpiel's clone() makes a new initial state and copies attributes in.
        self._held: _Held | None = None
        self._decisions = 0
        self._stopped = False
        self._worlds: _Worlds | None = None

    def cardtable_state(self) -> State | None:
        """The cardtable state (None before the deal); for reading, not for applying actions."""
        return None if self._held is None else self._held.state

    def current_player(self) -> int:
        if self._held is None:
            return int(pyspiel.PlayerId.CHANCE)
        if self.is_terminal():
            return int(pyspiel.PlayerId.TERMINAL)
        return self._held.state.current_player

    def _legal_actions(self, player: int) -> list[int]:
        assert self._held is not None, "the deal is a chance node"
        return self._held.state.legal_actions()

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return [(outcome, 1.0 / DEALS) for outcome in range(DEALS)]

    def _apply_action(self, action: int) -> None:
        game: CardtableGame = self.get_game()
        if self._held is None:
            self._held = _Held(game.cardtable.new_game(game.deck_pair, seed=game.seed * DEALS + action))
            return
        self._held.state.apply(action)
        self._worlds = None
        self._decisions += 1
        self._stopped = self._decisions >= game.max_game_length()

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE or self._held is None:
            return f"deal #{action}"
        return self._held.state.action_to_string(action, "en")

    def is_terminal(self) -> bool:
        return self._held is not None and (self._held.state.is_terminal() or self._stopped)

    def returns(self) -> list[float]:
        if self._held is None or not self._held.state.is_terminal():
            return [0.0, 0.0]  # an unfinished or stopped game is worth nothing to either side
        return self._held.state.returns()

    def resample_from_infostate(
        self, player: int, probability_sampler: Callable[[], float]
    ) -> CardtableState:
        """A state ``player`` cannot tell from this one, with hidden cards re-dealt and a new future."""
        resampled: CardtableState = self.clone()
        if self._held is not None:
            # Two draws give the 64-bit seed cardtable's resample takes.
            seed = int(probability_sampler() * 2**32) << 32 | int(probability_sampler() * 2**32)
            resampled._held = _Held(self._world(player, seed))
        return resampled

    def _world(self, player: int, seed: int) -> State:
        assert self._held is not None
        state = self._held.state
        decks = self.get_game().decks
        if decks == "known":  # the sampler's seed is the re-deal's, as before the parameter
            return state.resample(player, seed)
        worlds = self._worlds
        if worlds is None or worlds.player != player:
            rng = random.Random()
            worlds = self._worlds = _Worlds(player, WORLDS[decks](state, player, rng), rng)
        worlds.rng.seed(seed)  # each world from its own draws of the sampler
        return worlds.make()

    def __str__(self) -> str:
        if self._held is None:
            return "deal pending"
        return self._held.state.to_json() + (" (stopped)" if self._stopped else "")


class Observer:
    """OpenSpiel's Python observer: a player's observation as a tensor (per-field views) and a string."""

    def __init__(self, encoder: Encoder, iig_obs_type: Any, params: Any) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported; got {params}")
        if iig_obs_type is not None and (
            iig_obs_type.perfect_recall
            or not iig_obs_type.public_info
            or iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER
        ):
            raise ValueError("cardtable games observe one player's view now (no perfect recall)")
        self.encoder = encoder
        self.tensor = np.zeros(encoder.size, np.float32)
        layout = encoder.layout
        self.dict = {field.name: self.tensor[layout.slice(field.name)] for field in layout.fields}

    def set_from(self, state: CardtableState, player: int) -> None:
        held = state.cardtable_state()
        if held is None:
            self.tensor.fill(0.0)
        else:
            self.encoder.encode_state(held, player, self.tensor)

    def string_from(self, state: CardtableState, player: int) -> str:
        held = state.cardtable_state()
        observation = {} if held is None else held.observation(player)
        return json.dumps(observation, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


for _name in cardtable.GAMES:
    register(f"cardtable_{_name}", functools.partial(cardtable.load_game, _name))
