"""A whole simulation as a function: games spread over workers, totals, failures saved for replay."""

from __future__ import annotations

import contextlib
import json
import signal
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, Literal, TextIO

from pydantic import BaseModel, ConfigDict, Field, NonNegativeFloat, NonNegativeInt, model_validator

from cardtable.core.errors import SpecError
from cardtable.sim.play import Outcome
from cardtable.sim.record import GameRecord
from cardtable.sim.runner import Backend, Chunk, RunConfig, run
from cardtable.sim.stats import Tally


def _ignore(value: Any) -> None:
    return None


@contextlib.contextmanager
def stop_handler(handler: Callable[[int, Any], None]) -> Iterator[None]:
    """Ctrl+C and SIGTERM run ``handler`` inside the block; their handlers before it come back after."""
    previous = {number: signal.signal(number, handler) for number in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield
    finally:
        for number, before in previous.items():
            signal.signal(number, before)


@contextlib.contextmanager
def signals_held() -> Iterator[None]:
    """Ctrl+C and SIGTERM wait until the block is over (then their handlers run).

    Their handlers are swapped for one that notes them, and a noted signal is raised again at the
    end. Blocking them (``pthread_sigmask``) would hold them in this thread only: a signal that
    another thread of the process receives (a process pool keeps threads) still runs its Python
    handler in the main thread, inside the block. Python runs handlers only in the main thread, so
    elsewhere there is nothing to hold.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    noted: list[int] = []

    def note(number: int, _frame: object) -> None:
        noted.append(number)

    try:
        with stop_handler(note):
            yield
    finally:
        for caught in dict.fromkeys(noted):
            signal.raise_signal(caught)  # its own handler runs now, after the block


class MemoryWatch:
    """Each worker's resident memory after its first chunk and its last, and its peak."""

    def __init__(self) -> None:
        self._workers: dict[int, tuple[float, float, float]] = {}

    def add(self, chunk: Chunk) -> None:
        first = self._workers.get(chunk.pid, (chunk.rss_mb, 0.0, 0.0))[0]
        self._workers[chunk.pid] = (first, chunk.rss_mb, chunk.peak_rss_mb)

    def summary(self) -> dict[str, list[float]]:
        return {
            "peak_rss_mb_per_worker": sorted(peak for _, _, peak in self._workers.values()),
            "rss_growth_mb_per_worker": sorted(last - first for first, last, _ in self._workers.values()),
        }


def simulate(
    config: RunConfig,
    games: int,
    backend: Backend,
    replays: Path,
    out: TextIO | None = None,
    advance: Callable[[int], None] = _ignore,
    notify: Callable[[str], None] = _ignore,
    each: Callable[[Outcome], None] = _ignore,
) -> dict[str, Any]:
    """Play the run on ``backend`` and return its summary; ``out`` gets a JSON line per game (a chunk's
    lines in one write, so that runs appending to one file never interleave lines), ``notify`` each
    failure, ``each`` every outcome in game order (a tournament rates the agents from them)."""
    tally = Tally()
    memory = MemoryWatch()
    saved: list[str] = []
    started = time.perf_counter()
    with contextlib.closing(run(backend, games)) as chunks:  # an interrupted run closes its backend now
        for chunk in chunks:
            memory.add(chunk)
            lines = []
            for outcome in chunk.outcomes:
                tally.add(outcome)
                each(outcome)
                if outcome.record is not None:
                    saved.append(save_failure(replays, outcome.record, outcome.number))
                    notify(
                        f"game {outcome.number} failed ({outcome.error});"
                        f" replay: cardtable replay {saved[-1]}"
                    )
                if out is not None:
                    lines.append(json.dumps(game_row(config, outcome), ensure_ascii=False) + "\n")
            # A stop comes before or after a chunk's lines and its count, never between them, so the
            # summary a stop prints matches the lines written.
            with signals_held():
                if out is not None:
                    out.write("".join(lines))
                    out.flush()  # a long run can be watched, and what it played survives an interruption
                advance(len(chunk.outcomes))
    seconds = time.perf_counter() - started
    return {
        "game": config.game,
        "flags": config.flags,
        "agents": list(config.specs),
        "seed": config.seed,
        "workers": backend.slots,
        **tally.summary(),
        "seconds": seconds,
        "decisions_per_second": tally.decisions / seconds if seconds else 0.0,
        "memory": memory.summary(),
        "replays": saved,
    }


def game_row(config: RunConfig, outcome: Outcome) -> dict[str, Any]:
    """The ``--out`` line of one game."""
    return {
        "game": outcome.number,
        "game_name": config.game,
        "flags": config.flags,
        "seed": outcome.seed,
        "seats": [config.specs[outcome.agent_in(seat)] for seat in (0, 1)],
        "decks": [config.deck_names[outcome.agent_in(seat) if config.decks else seat] for seat in (0, 1)],
        "winner": None if outcome.winner_agent is None else config.specs[outcome.winner_agent],
        "winner_agent": outcome.winner_agent,
        "winner_seat": outcome.winner_seat,
        "reason": outcome.reason,
        "first_seat": outcome.first_seat,
        "decisions": outcome.decisions,
        "seconds": round(outcome.seconds, 6),
        "error": outcome.error,
        **({"cards": outcome.cards} if outcome.cards is not None else {}),
    }


class CardUse(BaseModel):
    """One side's cards in one finished game (``--card-stats``)."""

    model_config = ConfigDict(strict=True, extra="forbid")
    drawn: list[str]
    played: list[str]
    unplayed: list[str]


class GameRow(BaseModel):
    """A ``game_row`` line as read back: every field of the right type and the fields consistent."""

    model_config = ConfigDict(strict=True, extra="forbid")
    game: NonNegativeInt
    game_name: str | None = None
    flags: dict[str, Any] = Field(default_factory=dict)
    seed: int
    seats: tuple[str, str]
    decks: tuple[str, str] | None = None
    """Each seat's deck name (absent from lines written before decks were named)."""
    winner: str | None
    winner_agent: Literal[0, 1] | None
    winner_seat: Literal[0, 1] | None
    reason: str | None
    first_seat: Literal[-1, 0, 1]
    decisions: NonNegativeInt
    seconds: NonNegativeFloat
    error: str | None
    cards: tuple[CardUse, CardUse] | None = None

    @model_validator(mode="after")
    def _consistent(self) -> GameRow:
        if self.error is not None and self.winner_seat is not None:
            raise ValueError("a failed game has no winner")
        if self.winner_seat is None:
            if self.winner is not None or self.winner_agent is not None:
                raise ValueError("winner and winner_agent are given without a winner_seat")
        elif self.winner != self.seats[self.winner_seat]:
            raise ValueError(f"winner {self.winner!r} is not the agent in seat {self.winner_seat}")
        elif self.winner_agent != self.winner_seat ^ self.game % 2:
            raise ValueError(f"winner_agent {self.winner_agent} is not the agent in seat {self.winner_seat}")
        return self

    def outcome(self) -> Outcome:
        """The outcome this line was written from (its failure record is not kept in a line)."""
        return Outcome(
            number=self.game,
            seed=self.seed,
            first_seat=self.first_seat,
            winner_seat=self.winner_seat,
            reason=self.reason,
            decisions=self.decisions,
            seconds=self.seconds,
            error=self.error,
            cards=None if self.cards is None else [side.model_dump() for side in self.cards],
        )


def check_writable_folder(folder: Path) -> None:
    """Raise SpecError unless files can be saved in ``folder`` (made when the first one is saved).

    Checked by writing a file, not by permission bits: those say nothing for root or a read-only mount.
    """
    existing = next(path for path in (folder, *folder.parents) if path.exists() or path == path.parent)
    if not existing.is_dir():
        raise SpecError(f"--replays {folder}: {existing} is not a folder")
    try:
        with tempfile.TemporaryFile(dir=existing):
            pass
    except OSError as exc:
        raise SpecError(f"--replays {folder}: cannot write in {existing} ({exc.strerror or exc})") from None


def save_failure(folder: Path, record: GameRecord, number: int) -> str:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{record.game}-game{number}-seed{record.seed}.json"
    record.save(path)
    return str(path)
