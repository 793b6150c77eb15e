"""Fixed-size numeric encodings of a player's observation, one module per game, found by game name.

An encoder's ``encode`` reads only ``State.observation(player)`` (the JSON dict of what that player may
know), so a tensor can never carry a hidden card. ``encode_state(state, player, out)`` gives the same
numbers far faster: the game's own writer (``Game.observation_tensor_writer``,
``games/<game>/tensor.py``) reads the state directly into a preallocated buffer, and a test holds it
equal to ``encode`` of the observation (and blind to ``resample``) over random games. Each game's
module documents its layout field by field;
``python -m cardtable.adapters.encoding <game>`` prints the layout with concrete offsets, and
``docs/research.md`` holds that generated table.
"""

from __future__ import annotations

import importlib
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from cardtable import Game, State

Tensor = npt.NDArray[np.float32]

INT16_LOW, INT16_HIGH = -(2**15), 2**15 - 1
"""The numbers a game's writer can write (``TensorWriter``); a layout beyond them is encoded from the dict."""


@dataclass(frozen=True)
class Field:
    """One named block of the tensor: ``size`` numbers, each within ``[low, high]``."""

    name: str
    size: int
    high: float
    doc: str
    low: float = 0.0


class Layout:
    """Fields laid end to end in one flat float32 vector."""

    def __init__(self, fields: Iterable[Field]) -> None:
        self.fields = tuple(fields)
        self.offsets: dict[str, int] = {}
        at = 0
        for field in self.fields:
            if field.name in self.offsets:
                raise ValueError(f"field {field.name!r} appears twice")
            self.offsets[field.name] = at
            at += field.size
        self.size = at
        self.by_name = {field.name: field for field in self.fields}
        self.low = np.concatenate([np.full(f.size, f.low, np.float32) for f in self.fields])
        self.high = np.concatenate([np.full(f.size, f.high, np.float32) for f in self.fields])

    def slice(self, name: str) -> slice:
        """Where field ``name`` lies in the tensor: ``tensor[layout.slice("my_hand")]``."""
        start = self.offsets[name]
        return slice(start, start + self.by_name[name].size)

    def markdown(self) -> str:
        """The layout as a Markdown table with concrete offsets."""
        rows = ["| offset | size | field | range | meaning |", "|---:|---:|---|---|---|"]
        for field in self.fields:
            low, high = _number(field.low), _number(field.high)
            start = self.offsets[field.name]
            rows.append(f"| {start} | {field.size} | `{field.name}` | {low}..{high} | {field.doc} |")
        return "\n".join(rows)


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


def position(what: str, value: object, choices: tuple[object, ...]) -> int:
    """Where ``value`` is in ``choices``; an unknown value means the observation schema grew."""
    if value not in choices:
        raise ValueError(f"{what}: the encoder does not know {value!r}; it knows {choices}")
    return choices.index(value)


class Writer:
    """Writes the fields of one observation into a fresh tensor, clipping numbers into each field's range."""

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.tensor: Tensor = np.zeros(layout.size, np.float32)

    def block(self, name: str) -> Tensor:
        """The field's numbers, to write a multi-dimensional field through a reshaped view."""
        return self.tensor[self.layout.slice(name)]

    def scalar(self, name: str, value: float) -> None:
        field = self.layout.by_name[name]
        self.block(name)[0] = min(max(float(value), field.low), field.high)

    def vector(self, name: str, values: Iterable[float]) -> None:
        """Numbers written in order; missing ones stay 0, extra ones are an error."""
        field = self.layout.by_name[name]
        block = self.block(name)
        for i, value in enumerate(values):
            block[i] = min(max(float(value), field.low), field.high)

    def one_hot(self, name: str, index: int | None) -> None:
        """Sets position ``index`` to 1 (``None``: all stay 0)."""
        if index is not None:
            self.block(name)[index] = 1.0

    def choice(self, name: str, value: object, choices: tuple[object, ...]) -> None:
        """One-hot of ``value`` among ``choices``."""
        self.one_hot(name, position(name, value, choices))

    def counts(self, name: str, indices: Iterable[int]) -> None:
        """Adds 1 at each index (a multiset of cards), clipped at the field's ``high``."""
        block = self.block(name)
        for index in indices:
            block[index] += 1.0
        np.minimum(block, self.layout.by_name[name].high, out=block)


class Encoder(ABC):
    """Turns ``observation(player)`` dicts of one game into tensors of one fixed layout."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.layout = Layout(self.fields())
        spots = {
            field.name: (self.layout.offsets[field.name], field.low, field.high)
            for field in self.layout.fields
        }
        bounds = [bound for _, low, high in spots.values() for bound in (low, high)]
        # The games' writers write whole numbers, into 16-bit integers (``TensorWriter``).
        if all(float(bound).is_integer() and INT16_LOW <= bound <= INT16_HIGH for bound in bounds):
            self.writer = game.observation_tensor_writer(
                {name: (at, int(low), int(high)) for name, (at, low, high) in spots.items()}, self.layout.size
            )
        else:
            self.writer = None

    @property
    def size(self) -> int:
        return self.layout.size

    @abstractmethod
    def fields(self) -> list[Field]:
        """The layout's fields, in order (may depend on the game's card pool and flags)."""

    @abstractmethod
    def write(self, observation: dict[str, Any], out: Writer) -> None:
        """Fill the fields from one observation dict."""

    def encode(self, observation: dict[str, Any]) -> Tensor:
        out = Writer(self.layout)
        self.write(observation, out)
        return out.tensor

    def encode_state(self, state: State, player: int, out: Tensor | None = None) -> Tensor:
        """``encode(state.observation(player))``, written into ``out`` (float32, ``size`` numbers;
        default a new one) straight from the state when the game has a writer."""
        if out is None:
            out = np.empty(self.size, np.float32)
        if self.writer is None:
            out[:] = self.encode(state.observation(player))
            return out
        numbers = self.writer.write(state, player)
        np.copyto(out, np.frombuffer(memoryview(numbers), np.int16), casting="unsafe")
        return out


EncoderFactory = Callable[[Game], Encoder]

ENCODERS: dict[str, str] = {
    "mewmew": "cardtable.adapters.encoding.mewmew:MewMewEncoder",
    "medarot": "cardtable.adapters.encoding.medarot:MedarotEncoder",
}
"""Game name -> ``module:class`` of its encoder."""

_registered: dict[str, EncoderFactory] = {}
_cache: dict[int, Encoder] = {}


def register(game_name: str, factory: EncoderFactory) -> None:
    """Use ``factory`` to encode the game called ``game_name`` (for games outside cardtable)."""
    _registered[game_name] = factory


def encoder_for(game: Game) -> Encoder:
    """The encoder of ``game`` (one per game object, which is immutable)."""
    # The encoder holds its game, so the id cannot be reused while the entry lives.
    encoder = _cache.get(id(game))
    if encoder is None:
        encoder = _cache[id(game)] = _factory(game.name)(game)
    return encoder


def _factory(game_name: str) -> EncoderFactory:
    if game_name in _registered:
        return _registered[game_name]
    if game_name not in ENCODERS:
        raise KeyError(f"no observation encoder for game {game_name!r}")
    module_name, class_name = ENCODERS[game_name].split(":")
    factory: EncoderFactory = getattr(importlib.import_module(module_name), class_name)
    return factory
