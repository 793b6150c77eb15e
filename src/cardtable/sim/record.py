"""Game records: a game is its seed, flags, decks and the list of decisions (as in ygopro replays).

The same file format serves saves (``cardtable play --load``), simulation failures and replays. A
record re-plays bit for bit because all randomness comes from the game's seeded RNG.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import cardtable
from cardtable.core.errors import IllegalActionError, SpecError
from cardtable.core.game import Game
from cardtable.core.state import State
from cardtable.core.textfile import RECORD_FILE_BYTES, read_text_file

FORMAT = "cardtable-record/1"
HUMAN = "human"
"""The ``players`` entry of a seat taken by a person."""
SAVED_BY = "saved_by"
"""``extra`` key: the seat whose player saved an unfinished game (whose view a replay shows)."""


@dataclass
class GameRecord:
    game: str
    seed: int
    decks: list[list[str]]
    flags: dict[str, Any] = field(default_factory=dict)
    actions: list[int] = field(default_factory=list)
    players: list[str] = field(default_factory=lambda: [HUMAN, HUMAN])
    """Who sits in each seat: an agent spec (``"normal"``, ``"ismcts:seconds=1"``) or ``"human"``."""
    error: str | None = None
    """Why the game stopped early (simulation failures), else None."""
    extra: dict[str, Any] = field(default_factory=dict)
    """Interface settings worth keeping (language, ...); never needed to re-play."""

    def new_state(self) -> State:
        """The game's first state, before any recorded action."""
        game = cardtable.load_game(self.game, **self.flags)
        return game.new_game(decks=self.decks, seed=self.seed)

    def replay(self, upto: int | None = None) -> State:
        """Re-play the first ``upto`` actions (all by default); an illegal one raises SpecError."""
        state = self.new_state()
        for number, action in enumerate(self.actions[:upto]):
            try:
                state.apply(action)
            except IllegalActionError as exc:
                raise SpecError(f"recorded action #{number} ({action}) is illegal: {exc}") from exc
        return state

    def open_seats(self, finished: bool, reveal: bool = False) -> list[int]:
        """Seats whose view a replay may show.

        Hidden information stays hidden: an unfinished game is shown only as the seat that saved it
        saw it (else as its people saw it), so a mid-game save cannot be used to peek; a finished
        game, an AI-only one, or ``reveal`` (the owner of the file asks for it) shows both seats. The
        file itself holds the seed and both decks, so it is no secret from whoever has it.
        """
        if finished or reveal:
            return [0, 1]
        saved_by = self.extra.get(SAVED_BY)
        if saved_by in (0, 1):
            return [int(saved_by)]
        humans = [seat for seat, spec in enumerate(self.players) if spec == HUMAN]
        return humans or [0, 1]

    def check(self) -> Game:
        """The record's game, once its fields, flags and decks are known good (else SpecError/DeckError).

        A hand-edited or damaged record is stopped here, before it reaches the game, with a message
        that says why: ``play --load`` and ``replay`` read records through it.
        """
        # JSON gave these fields whatever types the file held, whatever the dataclass annotations say.
        flags: object = self.flags
        extra: object = self.extra
        error: object = self.error
        problems: list[str] = []
        if not isinstance(self.seed, int) or isinstance(self.seed, bool):
            problems.append("seed is not an integer")
        if not _is_list_of(self.decks, list, 2) or not all(_is_list_of(deck, str) for deck in self.decks):
            problems.append("decks must be two lists of card ids")
        if not _is_list_of(self.players, str, 2):
            problems.append("players must be two seats")
        if not _is_list_of(self.actions, int) or any(isinstance(a, bool) for a in self.actions):
            problems.append("actions must be a list of integers")
        if not isinstance(flags, dict) or not isinstance(extra, dict):
            problems.append("flags and extra must be tables")
        elif not all(isinstance(extra.get(key, 0), int) for key in ("max_decisions", SAVED_BY)):
            problems.append(f"extra's max_decisions and {SAVED_BY} must be integers")
        if error is not None and not isinstance(error, str):
            problems.append("error must be text")
        if problems:
            raise SpecError(f"broken record: {'; '.join(problems)}")
        game = cardtable.load_game(self.game, **self.flags)
        for deck in self.decks:
            game.check_deck(deck)
        return game

    def to_json(self) -> str:
        return json.dumps({"format": FORMAT, **asdict(self)}, ensure_ascii=False, indent=1)

    @classmethod
    def from_json(cls, text: str) -> GameRecord:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise SpecError(f"not a cardtable record (bad JSON: {exc})") from exc
        if not isinstance(data, dict) or data.pop("format", None) != FORMAT:
            raise SpecError(f"not a cardtable record (expected format {FORMAT!r})")
        try:
            record = cls(**data)
        except TypeError as exc:
            raise SpecError(f"broken cardtable record: {exc}") from exc
        if record.game not in cardtable.GAMES:
            raise SpecError(f"record names unknown game {record.game!r}")
        record.check()
        return record

    def save(self, path: str | Path) -> None:
        """Write atomically, so a crash mid-write never destroys an earlier save."""
        target = Path(path)
        temporary = target.with_name(target.name + ".tmp")
        temporary.write_text(self.to_json(), encoding="utf-8")
        temporary.replace(target)

    @classmethod
    def load(cls, path: str | Path) -> GameRecord:
        return cls.from_json(read_text_file(Path(path), "cardtable record", RECORD_FILE_BYTES))


def _is_list_of(value: Any, kind: type, length: int | None = None) -> bool:
    return (
        isinstance(value, list)
        and all(isinstance(item, kind) for item in value)
        and (length is None or len(value) == length)
    )
