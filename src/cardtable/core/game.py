"""The Game base class: the immutable rules object (flags, card pool, action space, decks)."""

from __future__ import annotations

import functools
import json
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from importlib.resources import files
from pathlib import Path
from typing import Any, ClassVar

from librt.vecs import extend, vec
from mypy_extensions import i16, mypyc_attr

from cardtable.core.cards import CardBase, load_card_files, user_card_files
from cardtable.core.decks import parse_deck
from cardtable.core.errors import DeckError, SpecError
from cardtable.core.flags import FlagSpec, FlagValue, resolve_flags
from cardtable.core.loading import check_usable
from cardtable.core.state import State
from cardtable.core.textfile import DECK_FILE_BYTES, read_text_file


class TensorWriter(ABC):
    """Writes one player's observation tensor straight from a state (``Game.observation_tensor_writer``)."""

    @abstractmethod
    def write(self, state: State, player: int) -> vec[i16]:
        """``player``'s tensor in a fresh vector of 16-bit integers (librt's ``vec``), which the
        encoder copies into the float32 tensor in one numpy call.

        Compiled, an item written into a vec is one machine store, where an item written into a numpy
        buffer is a Python-level call. The vec is made here and only ever handed out: a vec passed
        from interpreted code into a compiled function is never freed (librt 0.17), and this runs at
        every step."""

    def write_all(self, states: list[State], player: int) -> vec[i16]:
        """The tensors of ``states``, one after another in one vector: a vector env's batch, which
        one numpy call copies. The vecs go from ``write`` to here natively, never through Python."""
        out = vec[i16]()
        for state in states:
            one = self.write(state, player)
            if not len(out):  # room for all of them at once: growing would copy the batch again
                out = vec[i16](capacity=len(one) * len(states))
            out = extend(out, one)
        return out


FieldSpots = Mapping[str, tuple[int, int, int]]
"""A tensor layout as field name -> (offset, lowest, highest number): the research encoders' layout."""


@dataclass(frozen=True)
class Span:
    """The range of a tensor field's numbers, for the writers (a compiled class: read at every step)."""

    low: int
    high: int

    @staticmethod
    def of(fields: FieldSpots, name: str) -> Span:
        return Span(fields[name][1], fields[name][2])

    def clip(self, number: int) -> int:
        return self.low if number < self.low else self.high if number > self.high else number

    def put(self, out: vec[i16], at: int, number: int) -> None:
        """``number``, clipped, into ``out[at]``; only if not 0 (a writer's tensor starts all zero)."""
        if number:
            out[at] = self.clip(number)


def add_counts(out: vec[i16], at: int, cards: list[int]) -> None:
    """A count block of a tensor: one more at ``at + card`` for each card (no place holds more cards
    than its range)."""
    for card in cards:
        out[at + card] += 1


@mypyc_attr(allow_interpreted_subclasses=True)  # a game of one's own (tests/toygame.py) need not be compiled
class Game(ABC):
    name: ClassVar[str]
    title_en: ClassVar[str]
    title_ja: ClassVar[str]
    FLAGS: ClassVar[tuple[FlagSpec, ...]] = ()
    CARD_MODEL: ClassVar[type[CardBase]]
    PACKAGE: ClassVar[str]
    """The game's package; its ``cards/*.toml`` and ``decks/*.txt`` hold the card pool and presets."""
    DEFAULT_DECKS: ClassVar[tuple[str, str]]
    """The preset deck names ``new_game`` uses when it is given no decks."""

    flags: dict[str, FlagValue]
    num_actions: int
    card_sets: tuple[str, ...] = ()
    """User card sets whose cards follow the game's own in ``cards`` (``load_game(name, cards=...)``)."""

    def __init__(self, card_sets: Sequence[str] = (), **flags: Any) -> None:
        """``card_sets``: paths of user card files (``*.toml``) or folders of them, added after the
        game's own pool (see docs/cards.md); their cards are played like the game's own."""
        self.flags = resolve_flags(self.FLAGS, flags)
        self.card_sets: tuple[str, ...] = tuple(card_sets)
        root = files(self.PACKAGE)
        own = [f for f in (root / "cards").iterdir() if f.name.endswith(".toml")]
        card_files = sorted(own, key=lambda f: f.name)
        cards = load_card_files(card_files, self.CARD_MODEL)
        cards += load_card_files(user_card_files(self.card_sets, self.name), self.CARD_MODEL, known=cards)
        self.cards: tuple[CardBase, ...] = tuple(cards)
        self.card_index: dict[str, int] = {card.id: i for i, card in enumerate(self.cards)}
        self.presets: dict[str, list[str]] = {}
        for deck_file in sorted((root / "decks").iterdir(), key=lambda f: f.name):
            if deck_file.name.endswith(".txt"):
                name = deck_file.name.removesuffix(".txt")
                self.presets[name] = parse_deck(deck_file.read_text(encoding="utf-8"), self.cards)

    # ----- cards and decks ------------------------------------------------------------------------
    def card(self, card: int | str) -> CardBase:
        """A card by its index in the pool or by its id."""
        return self.cards[card if isinstance(card, int) else self.card_index[card]]

    def parse_deck(self, text: str) -> list[str]:
        """Read a deck file's text (see ``cardtable.core.decks``) into card ids."""
        return parse_deck(text, self.cards)

    def effect_ops(self) -> list[str]:
        """One Markdown line per effect op a card file may use (name, keys, what it does, an example),
        from the game's op registry, for ``docs/cards.md``."""
        return []

    @abstractmethod
    def deck_problems(self, deck: Sequence[str]) -> list[str]:
        """Everything wrong with a deck under the game's regulation and flags (empty when legal)."""

    def check_deck(self, deck: Sequence[str]) -> list[int]:
        """Validate a deck and return it as card indices; raise DeckError listing every problem."""
        return list(self._checked_deck(tuple(deck)))

    # Every new_game checks both decks, mostly the same few: the regulation was a sixth of a random
    # game's time. A game's rules never change, so a deck's verdict does not either.
    @functools.lru_cache(maxsize=64)  # noqa: B019 - a Game lives as long as the process
    def _checked_deck(self, deck: tuple[str, ...]) -> tuple[int, ...]:
        unknown = [card_id for card_id in deck if card_id not in self.card_index]
        if unknown:
            raise DeckError([f"unknown card id {card_id!r}" for card_id in dict.fromkeys(unknown)])
        problems = self.deck_problems(deck)
        if problems:
            raise DeckError(problems)
        return tuple(self.card_index[card_id] for card_id in deck)

    def read_deck_file(self, path: Path) -> list[str]:
        """A deck file's card ids, checked against the regulation; each problem names the file."""
        try:
            text = read_text_file(path, "deck file", DECK_FILE_BYTES)
        except SpecError as exc:
            raise DeckError([str(exc)]) from exc
        try:
            deck = self.parse_deck(text)
            self.check_deck(deck)
        except DeckError as exc:
            raise DeckError([f"{path}: {problem}" for problem in exc.problems]) from exc
        return deck

    def default_decks(self) -> tuple[list[str], list[str]]:
        first, second = self.DEFAULT_DECKS
        return list(self.presets[first]), list(self.presets[second])

    def observation_tensor_writer(self, fields: FieldSpots, size: int) -> TensorWriter | None:
        """The game's writer of observation tensors in the layout ``fields`` (``size`` numbers in all) that
        reads the state itself (``games/<game>/tensor.py``), equal to encoding ``State.observation(player)``
        field by field but much faster; None for a game without one. ``cardtable.adapters.encoding`` calls
        it."""
        return None

    # ----- making states ------------------------------------------------------------------------
    @abstractmethod
    def new_game(self, decks: Sequence[Sequence[str]] | None = None, seed: int = 0) -> State:
        """A new game from two decks of card ids (None: the default pair), shuffled by ``seed``."""

    def position(self, spec: dict[str, Any]) -> State:
        """Any mid-game position from a JSON-able spec (documented in the game's ``position`` module).

        Raises only SpecError for a bad spec: one that breaks the game's builder, or builds a state that
        cannot be played, is refused at once, naming what failed (the same check for every game)."""
        if not isinstance(spec, dict):
            raise SpecError(f"a position spec is a JSON object, not {type(spec).__name__}")
        try:
            state = self._position(spec)
        except SpecError:
            raise
        except (ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
            raise SpecError(f"bad position spec: {type(exc).__name__}: {exc}") from exc
        check_usable(state)
        return state

    @abstractmethod
    def _position(self, spec: dict[str, Any]) -> State:
        """Build the position of a spec (``position`` checks what this gives)."""

    @property
    @abstractmethod
    def state_class(self) -> type[State]:
        """The game's State subclass."""

    def from_json(self, text: str) -> State:
        try:
            saved = json.loads(text)
        except json.JSONDecodeError as exc:
            raise SpecError(f"not a saved state: {exc}") from exc
        if not isinstance(saved, dict):
            raise SpecError("not a saved state: expected a JSON object")
        return self.state_class.from_dict(self, saved)

    # ----- words ------------------------------------------------------------------------------------
    @abstractmethod
    def describe_event(self, kind: str, player: int, data: dict[str, Any], lang: str) -> str:
        """Words for one event of the log, from the data the reader may see."""

    def card_name(self, index: int, lang: str = "en") -> str:
        return self.cards[index].name(lang)
