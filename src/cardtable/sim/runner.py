"""Spreading a run's games over workers in chunks; workers send back small result rows only.

The work list is never built: chunk bounds are made as they are sent, and only a few chunks per
worker are in flight at once, so ``--games 100000000000`` costs no more memory than ``--games 100``.
Chunks come back in the order they were sent, so every backend writes the same ``--out`` file.
"""

from __future__ import annotations

import os
import resource
import signal
from collections import deque
from collections.abc import Generator, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import islice
from multiprocessing import get_context
from typing import Any, Protocol

import cardtable
from cardtable.core.errors import SpecError
from cardtable.core.game import Game
from cardtable.sim.play import Outcome, play_game

IN_FLIGHT_PER_SLOT = 4
"""Chunks queued per worker: enough that no worker waits for the driver, few enough to stay small."""


@dataclass(frozen=True)
class RunConfig:
    """What every game of a run shares (sent to each worker once)."""

    game: str
    flags: dict[str, object]
    specs: tuple[str, str]
    decks: tuple[list[str], list[str]] | None
    """Agent A's deck and agent B's, following their agent across seat swaps; None: presets by seat."""
    seed: int
    max_decisions: int
    deck_names: tuple[str, str]
    """Given ``decks``: A's deck file name and B's; otherwise the preset names by seat."""
    card_stats: bool = False
    """Record which cards each side drew, played and left unplayed (from the finished game's log)."""


@dataclass
class Chunk:
    """The outcomes of consecutive games and the memory of the process that played them."""

    outcomes: list[Outcome]
    pid: int
    rss_mb: float
    peak_rss_mb: float


_loaded: tuple[RunConfig, Game] | None = None
"""The game of the config this worker process played last (loaded once, not once per chunk)."""


def _game_for(config: RunConfig) -> Game:
    global _loaded
    if _loaded is None or _loaded[0] != config:
        _loaded = (config, cardtable.load_game(config.game, **config.flags))
    return _loaded[1]


def _memory_mb() -> tuple[float, float]:
    """Resident and peak resident memory of this process, in MB."""
    with open("/proc/self/statm") as statm:
        resident_pages = int(statm.read().split()[1])
    resident = resident_pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux reports KB
    return resident, peak


def play_chunk(config: RunConfig, bounds: tuple[int, int]) -> Chunk:
    """Play games ``bounds[0]`` up to ``bounds[1]`` of the run (in whatever process calls it)."""
    game = _game_for(config)
    outcomes = [
        play_game(
            game, config.specs, config.decks, n, config.seed + n, config.max_decisions, config.card_stats
        )
        for n in range(*bounds)
    ]
    return Chunk(outcomes, os.getpid(), *_memory_mb())


def chunk_size(games: int, slots: int) -> int:
    """Small enough to keep every worker busy to the end and show progress, big enough to be cheap."""
    return max(1, min(100, games // (slots * 16)))


def chunk_bounds(games: int, size: int) -> Iterator[tuple[int, int]]:
    return ((start, min(start + size, games)) for start in range(0, games, size))


class Backend(Protocol):
    """Where chunks are played: ``submit`` starts one, ``result`` waits for it."""

    slots: int
    """How many chunks can be played at once."""

    def submit(self, bounds: tuple[int, int]) -> Any: ...

    def result(self, handle: Any) -> Chunk: ...

    def close(self) -> None: ...


class InProcess:
    """One worker: the driver plays each chunk itself when its result is asked for."""

    slots = 1

    def __init__(self, config: RunConfig) -> None:
        self._config = config

    def submit(self, bounds: tuple[int, int]) -> tuple[int, int]:
        return bounds

    def result(self, handle: tuple[int, int]) -> Chunk:
        return play_chunk(self._config, handle)

    def close(self) -> None:
        return None


def _quiet_worker() -> None:
    """A worker leaves Ctrl+C to the driver (which stops it) and dies silently when terminated."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


@contextmanager
def _worker_death_stops_the_run() -> Iterator[None]:
    try:
        yield
    except BrokenProcessPool:
        raise SpecError(
            "a worker process died (killed, or out of memory); the run stops"
            " (--backend ray plays a lost worker's games again)"
        ) from None


class LocalProcesses:
    """Worker processes on this machine (forked, so they share the loaded code)."""

    def __init__(self, config: RunConfig, workers: int) -> None:
        self.slots = workers
        self._config = config
        self._pool = ProcessPoolExecutor(workers, get_context("fork"), initializer=_quiet_worker)

    def submit(self, bounds: tuple[int, int]) -> Future[Chunk]:
        # A worker's death can be seen here first: the pool refuses new work once it is broken.
        with _worker_death_stops_the_run():
            return self._pool.submit(play_chunk, self._config, bounds)

    def result(self, handle: Future[Chunk]) -> Chunk:
        with _worker_death_stops_the_run():
            return handle.result()

    def close(self) -> None:
        # Queued chunks are dropped and busy workers terminated: an interrupted run stops now. The
        # executor lists its processes only in _processes (Python 3.14 adds terminate_workers()).
        processes = list(getattr(self._pool, "_processes", {}).values())
        self._pool.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            process.terminate()
        for process in processes:
            process.join()


def local_backend(config: RunConfig, workers: int) -> Backend:
    return InProcess(config) if workers == 1 else LocalProcesses(config, workers)


def run(backend: Backend, games: int, size: int | None = None) -> Generator[Chunk, None, None]:
    """Play games 0..games-1 on ``backend`` in chunks of ``size`` games (default: ``chunk_size``) and
    yield the chunks in order; close the backend at the end."""
    work = chunk_bounds(games, size or chunk_size(games, backend.slots))
    try:
        in_flight = deque(
            backend.submit(bounds) for bounds in islice(work, backend.slots * IN_FLIGHT_PER_SLOT)
        )
        while in_flight:
            chunk = backend.result(in_flight.popleft())
            for bounds in islice(work, 1):
                in_flight.append(backend.submit(bounds))
            yield chunk
    finally:
        backend.close()
