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
from cardtable.core.state import State

FORMAT = "cardtable-record/1"
HUMAN = "human"
"""The ``players`` entry of a seat taken by a person."""


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

    def open_seats(self, finished: bool) -> list[int]:
        """Seats whose view a replay may show.

        Hidden information stays hidden: an unfinished game with people in it is shown only as they
        saw it, so a mid-game save cannot be used to peek; a finished game or an AI-only one may be
        seen from either seat.
        """
        humans = [seat for seat, spec in enumerate(self.players) if spec == HUMAN]
        return [0, 1] if finished or not humans else humans

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
        return record

    def save(self, path: str | Path) -> None:
        """Write atomically, so a crash mid-write never destroys an earlier save."""
        target = Path(path)
        temporary = target.with_name(target.name + ".tmp")
        temporary.write_text(self.to_json(), encoding="utf-8")
        temporary.replace(target)

    @classmethod
    def load(cls, path: str | Path) -> GameRecord:
        try:
            text = Path(path).read_text(encoding="utf-8")
        except OSError as exc:
            raise SpecError(f"cannot read {path}: {exc.strerror or exc}") from exc
        return cls.from_json(text)
