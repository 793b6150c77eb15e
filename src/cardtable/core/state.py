"""The State base class: the public contract, written once for every game.

A game subclass keeps its position as plain data in the attributes named by ``DATA`` (ints, strings,
None, and lists / str-keyed dicts of those; never tuples, so that a JSON round trip is exact) and
implements the hooks marked abstract below. The base class gives it legal-action caching, validated
``apply``, cheap ``clone``, JSON, ``resample``, returns and the rendered event log.

The examples in the docstrings of the public methods start from
``state = cardtable.load_game("mewmew").new_game(seed=7)``.
"""

from __future__ import annotations

import json
import marshal
import operator
import random
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Final, Generic, NamedTuple, NoReturn, Self, SupportsIndex

from mypy_extensions import mypyc_attr
from typing_extensions import TypeVar

from cardtable import engine
from cardtable.core import rng
from cardtable.core.errors import IllegalActionError, SpecError
from cardtable.core.loading import check_cards_once, check_data_shape, check_top_fields, check_usable
from cardtable.core.log import EVERYONE, Log, count, records, render

if TYPE_CHECKING:
    from cardtable.core.game import Game

DRAW: Final = -1
"""``State.winner`` of a drawn game."""

G = TypeVar("G", bound="Game", default="Game", covariant=True)
"""The game a state belongs to: each game's State names its own Game class (``State[MewMewGame]``), so
that its rules read the game's own fields with their types (a compiled subclass may not narrow an
attribute's type by redeclaring it)."""

_MISSING = object()
"""A value no action_info field holds (``find_action`` asked for a key the info lacks)."""


class OpponentCards(NamedTuple):
    """What one player knows of the other's cards (``State._unseen_opponent_slots``)."""

    slots: list[tuple[list[int], int, tuple[int, ...]]]
    """Every place ``(cards, index)`` holding an opponent's card this player has not seen, with the
    kinds (``kinds``) a card there may have; a re-deal from these slots alone (``resample``'s
    ``_hidden_segments``), so that filling them keeps the player's observation."""
    known: list[int]
    """The opponent's other cards (seen, or in public zones): a deck they play holds them all."""
    kinds: Sequence[int]
    """The kind code of every card of the pool, by card index."""


def unseen_slots(
    groups: list[list[tuple[list[int], int, int]]],
    places: list[tuple[list[int], int, tuple[int, ...]]],
) -> list[tuple[list[int], int, tuple[int, ...]]]:
    """The ``places`` (an opponent's, in an order fixed by what the player sees, with the kinds each
    may hold) that lie in a hidden slice of ``groups`` (``_hidden_segments``)."""
    hidden = {(id(cards), i) for group in groups for cards, start, stop in group for i in range(start, stop)}
    return [place for place in places if (id(place[0]), place[1]) in hidden]


def minus(cards: list[int], taken: list[int]) -> list[int]:
    """``cards`` without one copy of each of ``taken`` (multisets)."""
    left = Counter(taken)
    out = []
    for card in cards:
        if left[card]:
            left[card] -= 1
        else:
            out.append(card)
    return out


@mypyc_attr(allow_interpreted_subclasses=True)  # a game of one's own (tests/toygame.py) need not be compiled
class State(ABC, Generic[G]):
    DATA: ClassVar[tuple[str, ...]] = ()
    """Names of the attributes that hold the game's position (copied by clone, saved by to_json)."""
    DECK_SIZE: ClassVar[int | None] = None
    """Cards in a regulation deck: a saved state holds at most two decks' worth (``from_dict``)."""
    ECHO_EVENTS: ClassVar[frozenset[str]] = frozenset()
    """Event kinds whose secret, shown only to the player deciding, repeats back a card that player
    just chose from a zone they could see (a gauge card paid): nothing new, so ``may_undo_to`` lets
    them pass."""

    game: G
    seed: int
    winner: int | None
    winner_reason: str | None
    _log: Log
    _legal: list[int] | None

    def __init__(self, game: G, seed: int) -> None:
        """A blank position of ``game`` whose random events start from ``seed``, the generator state
        (``rng.initial_seed`` spreads a user's seed into one; ``clone`` passes its own on)."""
        self.game = game
        self.seed = seed
        self.winner = None
        self.winner_reason = None
        self._log = []
        self._legal = None

    # ----- hooks a game implements ---------------------------------------------------------------
    @abstractmethod
    def _decider(self) -> int:
        """The player who makes the pending decision (the game is not over)."""

    @abstractmethod
    def _compute_legal(self) -> list[int]:
        """The legal actions now, sorted and unique (the game is not over)."""

    @abstractmethod
    def _do(self, action: int) -> None:
        """Carry out a legal action and run the rules forward to the next decision or the end."""

    @abstractmethod
    def _why_illegal(self, action: int) -> str:
        """Say, for a person, why ``action`` is not legal now."""

    @abstractmethod
    def _describe_action(self, action: int, lang: str) -> str:
        """Words for an action, in ``"en"`` or ``"ja"``."""

    @abstractmethod
    def observation(self, player: int) -> dict[str, Any]:
        """JSON-serialisable: exactly what ``player`` may know now."""

    @abstractmethod
    def _hidden_segments(self, player: int) -> list[list[tuple[list[int], int, int]]]:
        """Groups of list slices whose cards ``player`` cannot tell apart; each group is re-dealt.

        Built from what ``player`` knows only (never from where the hidden cards really are), so that
        two states ``player`` cannot tell apart give the same groups."""

    def _redeal_needs(self, player: int) -> list[rng.Need]:
        """Slots of those groups that must get a card of a given set in a re-deal (``rng.redeal``):
        what ``player`` knows of a hidden slot (a card seen going there, a kind the rules show it
        holds). Dealt in the order given; from ``player``'s knowledge only, like the groups."""
        return []

    @abstractmethod
    def zones(self) -> dict[str, list[int]]:
        """Every card of the game by the place it is in (for the card-conservation check)."""

    def _unseen_opponent_slots(self, player: int) -> OpponentCards | None:
        """The opponent's cards as ``player`` knows them, for re-deals that infer the opponent's deck
        (``agents.inference``); None: this game offers no deck inference (re-deals keep the cards)."""
        return None

    def _pieces(self) -> dict[str, list[int]]:
        """Identities that name one piece each (a Medarot's uid), by the data field holding them: a
        saved state naming one twice has a card in two places."""
        return {}

    def _after_resample(self) -> None:
        """Recompute anything derived from card positions after a re-deal."""

    @abstractmethod
    def _action_info(self, action: int) -> dict[str, Any]:
        """Facts about a legal ``action`` (see ``action_info``)."""

    def _choice_notes(self, action: int, lang: str) -> dict[str, str]:
        """What a legal ``action`` does, costs and risks (see ``choice_notes``); a game that says
        nothing more than its action words leaves this empty."""
        return {}

    def _progress(self, lang: str) -> dict[str, Any] | None:
        """The pending step of a choice made in several steps (see ``progress``), or None."""
        return None

    def _unavailable(self, player: int, lang: str) -> list[dict[str, Any]]:
        """Why ``player``'s cards cannot act now (see ``unavailable``)."""
        return []

    # ----- the public contract ----------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        """The seat (0 or 1) that decides now; -1 once the game is over.

        >>> state.current_player
        0
        """
        return -1 if self.winner is not None else self._decider()

    def legal_actions(self) -> list[int]:
        """The actions legal now, sorted and unique (empty once the game is over).

        >>> [state.action_to_string(a) for a in state.legal_actions()][:2]
        ['end the main step', 'use Spider Chimera Anima']
        """
        if self.winner is not None:
            return []
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def apply(self, action: SupportsIndex) -> None:
        """Take ``action`` and run the rules on to the next decision. An illegal action raises
        IllegalActionError with the reason (public facts only) and leaves the state unchanged.
        ``action`` is an int, or any integer that says it is one (``numpy.int64`` too).

        >>> state.apply(state.find_action(kind="pass"))
        """
        if self.winner is not None:
            raise IllegalActionError("the game is over")
        if self._legal is None:
            self._legal = self._compute_legal()
        number = self._as_action(action)
        if number not in self._legal:
            self._refuse(number)
        self._legal = None
        self._do(number)

    def _as_action(self, action: object) -> int:
        """An action given as an int or another integer type (numpy's, bool) as an int;
        IllegalActionError for anything that is no integer. (Typed ``object`` so that the compiled
        engine checks nothing itself.)"""
        if type(action) is int:
            return action
        try:
            return operator.index(action)  # type: ignore[arg-type]
        except TypeError:
            raise IllegalActionError(f"{action!r} is not an action of {self.game.name}") from None

    def _refuse(self, action: int) -> NoReturn:
        """Raise IllegalActionError saying why ``action`` (not legal now) is refused."""
        if not 0 <= action < self.game.num_actions:
            raise IllegalActionError(f"{action!r} is not an action of {self.game.name}")
        raise IllegalActionError(self._why_illegal(action))

    def action_to_string(self, action: SupportsIndex, lang: str = "en") -> str:
        """An action in words, ``"en"`` or ``"ja"`` (naming what ``action_info`` names).

        >>> state.action_to_string(0, "ja")
        'メインステップを終える'
        """
        if lang not in ("en", "ja"):
            raise ValueError(f"lang must be 'en' or 'ja', not {lang!r}")
        return self._describe_action(self._as_action(action), lang)

    def action_info(self, action: SupportsIndex) -> dict[str, Any]:
        """JSON-able facts about an action that is legal now, for interfaces that place actions.

        ``{"kind": str, "player": int, ...}``: ``kind`` is one of the game's documented action kinds
        (``ACTION_KINDS`` in ``games/<game>/observation.py``), ``player`` the seat taking it; the
        other keys name the cards (``card`` id and ``zone``, with ``slot`` / ``square`` where the
        zone is ordered on the table), squares (``from`` / ``to``), the ``number`` said, the
        ``effect`` used (1-based), the ``cost`` and, within a multi-step choice, the ``step``, all in
        the vocabulary of ``observation(player)`` and built only from what that player may know.
        An action that is not legal now raises IllegalActionError.

        >>> state = cardtable.load_game("mewmew").new_game(seed=7)
        >>> state.action_info(state.legal_actions()[0])
        {'kind': 'pass', 'player': 0, 'ends': 'main'}
        """
        number = self._as_action(action)
        if number not in self.legal_actions():
            if self.winner is not None:
                raise IllegalActionError("the game is over")
            self._refuse(number)
        return self._action_info(number)

    def choice_notes(self, action: SupportsIndex, lang: str = "en") -> dict[str, str]:
        """What a legal action does and costs before it is taken, and a warning when taking it would
        lose the game by the deciding player's own choice, in ``"en"`` or ``"ja"``.

        ``{"effect": str, "cost": str, "warning": str}``, each ``""`` when there is nothing to say:
        ``effect`` what it does (a card's effect text, an attack's power against armor), ``cost`` what
        it takes (medals, gauge cards, a penalty it brings on), ``warning`` a loss it leads to (a deck
        drawn empty, a penalty the medals cannot pay, a deck too small for the next good morning),
        with the rule id. Built only from what the deciding player may know: the same after
        ``resample(current_player, ...)``; a hidden card is never named. An action that is not legal
        now raises IllegalActionError.

        >>> state.choice_notes(state.find_action(kind="pass"))["effect"]
        'end the main step: the search and battle steps follow'
        """
        self._check_lang(lang)
        number = self._as_action(action)
        self.action_info(number)  # the same refusal of an illegal action
        notes = {"effect": "", "cost": "", "warning": ""}
        notes.update(self._choice_notes(number, lang))
        return notes

    def progress(self, lang: str = "en") -> dict[str, Any] | None:
        """Where the pending decision stands in a choice made in several steps, or None.

        ``{"step": k, "of": n, "text": str}``: the decision now is step ``k`` (1-based) of ``n``
        (paying a cost card by card, discarding down to a count, a Medarotter's use then its
        payment); ``text`` says it ("pay 1 of 3"). Public facts and the decider's own only.

        >>> state.progress() is None
        True
        """
        self._check_lang(lang)
        if self.winner is not None:
            return None
        return self._progress(lang)

    def unavailable(self, player: int, lang: str = "en") -> list[dict[str, Any]]:
        """Why options a player might expect are missing now: for each of ``player``'s own pieces
        (a Medarot on the field, a card in hand, a Character on the field) that cannot act or be used,
        ``{"card": id, "zone": ..., "why": str}`` (``square`` / ``slot`` where the zone is ordered,
        and for a Medarot ``moves``: the squares it may step to now). Built only from what ``player``
        may know: the same after ``resample(player, ...)``.

        >>> [entry["why"] for entry in state.unavailable(0)][:1]  # doctest: +SKIP
        ['costs 3 but your gauge has 0 (MM-6.2.3)']
        """
        self._check_lang(lang)
        if player not in (0, 1):
            raise ValueError(f"player must be 0 or 1, not {player!r}")
        if self.winner is not None:
            return []
        return self._unavailable(player, lang)

    def may_undo_to(self, earlier: State) -> bool:
        """Whether the game may go back to ``earlier`` (a clone taken before the deciding player's
        latest actions) without anyone learning or losing anything: the same player decided then and
        decides now, no random step was taken since (the seed is the same) and no event since
        carries secret information for anyone (but an ``ECHO_EVENTS`` kind shown to that player
        alone). Interfaces use it to cancel a multi-step choice
        that is not committed yet; the caller keeps ``earlier`` only while that one player decides.
        """
        if earlier.game is not self.game or self.winner is not None or earlier.winner is not None:
            return False
        if earlier.current_player != self.current_player or earlier.seed != self.seed:
            return False
        if self._log[: len(earlier._log)] != earlier._log:
            return False
        player = self.current_player
        return all(
            secret is None or (kind in self.ECHO_EVENTS and shown_to == (player,))
            for _, kind, _, _, secret, shown_to in records(self._log, count(earlier._log))
        )

    @staticmethod
    def _check_lang(lang: str) -> None:
        if lang not in ("en", "ja"):
            raise ValueError(f"lang must be 'en' or 'ja', not {lang!r}")

    def find_action(self, **fields: Any) -> int:
        """The one legal action whose ``action_info`` holds every given field (compared for equality).

        Raises IllegalActionError naming the candidates when no legal action, or more than one, matches.

        >>> state = cardtable.load_game("mewmew").new_game(seed=7)
        >>> state.find_action(kind="pass") == state.legal_actions()[0]
        True
        """
        infos = {action: self._action_info(action) for action in self.legal_actions()}
        matches = [
            action
            for action, info in infos.items()
            if all(info.get(key, _MISSING) == value for key, value in fields.items())
        ]
        if len(matches) == 1:
            return matches[0]
        wanted = ", ".join(f"{key}={value!r}" for key, value in fields.items())
        if not matches:
            kinds = ", ".join(sorted({info["kind"] for info in infos.values()})) or "none (the game is over)"
            raise IllegalActionError(f"no legal action has {wanted}; the legal kinds now: {kinds}")
        candidates = "; ".join(json.dumps(infos[action], ensure_ascii=False) for action in matches)
        raise IllegalActionError(f"{len(matches)} legal actions have {wanted}: {candidates}")

    def is_terminal(self) -> bool:
        """Whether the game is over (``winner`` and ``winner_reason`` are then set)."""
        return self.winner is not None

    def returns(self) -> list[float]:
        """Per seat: +1 win, -1 loss, 0 draw or game not over. ``state.returns() == [1.0, -1.0]``."""
        if self.winner is None or self.winner == DRAW:
            return [0.0, 0.0]
        return [1.0, -1.0] if self.winner == 0 else [-1.0, 1.0]

    def clone(self) -> Self:
        """An independent copy (search and agents play on it): ``twin = state.clone(); twin.apply(a)``."""
        # A blank position, filled below: a compiled class cannot be made without its __init__.
        new = type(self)(self.game, self.seed)
        new.winner = self.winner
        new.winner_reason = self.winner_reason
        new._log = self._log[:]  # a record's fields are never changed: a shallow copy is independent
        new._legal = self._legal
        if NATIVE_COPY:
            for name in self.DATA:
                setattr(new, name, plain_copy(getattr(self, name)))
            return new
        # Interpreted, marshal's C round trip is the faster copy (version 2: it shares nothing either).
        values = marshal.loads(marshal.dumps([getattr(self, name) for name in self.DATA], 2))
        for name, value in zip(self.DATA, values, strict=True):
            setattr(new, name, value)
        return new

    def resample(self, player: int, seed: int) -> Self:
        """A state identical to ``player``'s eyes with every hidden card re-dealt and a fresh future.

        It is consistent with everything ``player`` has seen (cards seen going into a hidden place
        stay there until seen leaving; known deck positions stay known; what the rules show of a
        hand stays true), so it always has a legal action or is over. It depends only on what
        ``player`` can see and on ``seed``: two states ``player`` cannot tell apart re-deal alike."""
        new = self.clone()
        generator = random.Random(seed)  # never the game's own generator
        needs = new._redeal_needs(player)
        for group in new._hidden_segments(player):
            inside = [
                need
                for need in needs
                if any(cards is need[0] and start <= need[1] < stop for cards, start, stop in group)
            ]
            rng.redeal(group, generator, inside)
        new.seed = generator.getrandbits(64)  # future chance events are hidden too
        new._legal = None
        new._after_resample()
        return new

    def to_dict(self) -> dict[str, Any]:
        """The state as plain data (``to_json`` writes it): ``Game.from_json`` reads it back exactly."""
        saved = {
            "game": self.game.name,
            "flags": self.game.flags,
            "seed": self.seed,
            "winner": self.winner,
            "winner_reason": self.winner_reason,
            "data": {name: getattr(self, name) for name in self.DATA},
        }
        if self.game.card_sets:
            saved["cards"] = list(self.game.card_sets)  # user card sets: their cards are in the data
        return saved

    def to_json(self) -> str:
        """Compact JSON: ``cardtable.state_from_json(state.to_json())`` is the same state, bit for bit."""
        return json.dumps(self.to_dict(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_dict(cls, game: Game, saved: dict[str, Any]) -> Self:
        if saved.get("game") != game.name:
            raise SpecError(f"this state is of game {saved.get('game')!r}, not {game.name!r}")
        if saved.get("flags") != game.flags:
            raise SpecError(f"this state was saved with flags {saved.get('flags')}, not {game.flags}")
        if saved.get("cards", []) != list(game.card_sets):
            raise SpecError(f"this state was saved with user card sets {saved.get('cards', [])}")
        data = saved.get("data")
        if not isinstance(data, dict) or set(data) != set(cls.DATA):
            raise SpecError("this saved state's data does not match the game's fields")
        check_top_fields(saved)
        check_data_shape(data, game.new_game(seed=0))
        state = cls(game, int(saved["seed"]))  # type: ignore[arg-type]  # the game whose class cls is
        state.winner = saved["winner"]
        state.winner_reason = saved["winner_reason"]
        state._log = []
        state._legal = None
        for name in cls.DATA:
            setattr(state, name, data[name])
        check_usable(state)
        check_cards_once(state)
        return state

    # ----- the event log ----------------------------------------------------------------------------
    def event(
        self,
        rule: str,
        kind: str,
        player: int = -1,
        secret: dict[str, Any] | None = None,
        shown_to: tuple[int, ...] = EVERYONE,
        **public: Any,
    ) -> None:
        """Record an event. ``secret`` is seen only by the players in ``shown_to``."""
        self._log.extend((rule, kind, player, public, secret, shown_to))  # a log.Record, flat

    @property
    def log(self) -> list[dict[str, Any]]:
        """Every event with everything in it (for replays and debugging, never for a player)."""
        return render(records(self._log), self.game.describe_event, None)

    def log_for(self, player: int, start: int = 0) -> list[dict[str, Any]]:
        """The events as ``player`` may know them, from the ``start``-th on.

        The log only grows, so a reader that keeps the lines it has rendered asks for the rest:

        >>> lines = state.log_for(0)
        >>> state.apply(state.legal_actions()[0])
        >>> lines += state.log_for(0, start=len(lines))
        """
        return render(records(self._log, start), self.game.describe_event, player)

    def end(self, winner: int, reason: str, rule: str) -> None:
        """Finish the game: ``winner`` is 0, 1 or DRAW."""
        self.winner = winner
        self.winner_reason = reason
        self._legal = None
        self.event(rule, "game_over", winner, reason=reason)


NATIVE_COPY: Final = engine.KIND == "compiled"
"""Whether ``clone`` copies with ``plain_copy``: only when this module runs compiled."""


def plain_copy(value: Any) -> Any:
    """A deep copy of a state's plain data: lists and dicts are copied, all the way down; ints, strings
    and None are kept (they never change). Compiled, this takes about half the time of a marshal round
    trip, and search clones at every iteration (interpreted, about seven times as long: ``clone`` then
    uses marshal). Like a JSON round trip, it shares nothing: a list met twice is copied twice."""
    if isinstance(value, list):
        return [plain_copy(item) for item in value]
    if value is None or isinstance(value, (int, str, float)):
        return value
    if isinstance(value, dict):
        return {key: plain_copy(item) for key, item in value.items()}
    if isinstance(value, tuple):
        return tuple([plain_copy(item) for item in value])
    raise TypeError(f"a state's data is plain JSON-able data, not {type(value).__name__}")
