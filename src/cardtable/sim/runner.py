"""Spreading a run's games over worker processes in chunks; workers send back small result rows only."""

from __future__ import annotations

import multiprocessing
import os
import resource
from collections.abc import Iterator
from dataclasses import dataclass

import cardtable
from cardtable.core.game import Game
from cardtable.sim.play import Outcome, play_game


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


@dataclass
class Chunk:
    """The outcomes of consecutive games and the memory of the process that played them."""

    outcomes: list[Outcome]
    pid: int
    rss_mb: float
    peak_rss_mb: float


_config: RunConfig | None = None
_game: Game | None = None


def _start_worker(config: RunConfig) -> None:
    global _config, _game
    _config = config
    _game = cardtable.load_game(config.game, **config.flags)


def _memory_mb() -> tuple[float, float]:
    """Resident and peak resident memory of this process, in MB."""
    with open("/proc/self/statm") as statm:
        resident_pages = int(statm.read().split()[1])
    resident = resident_pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux reports KB
    return resident, peak


def _play_chunk(bounds: tuple[int, int]) -> Chunk:
    assert _config is not None and _game is not None, "worker not started"
    outcomes = [
        play_game(_game, _config.specs, _config.decks, n, _config.seed + n, _config.max_decisions)
        for n in range(*bounds)
    ]
    return Chunk(outcomes, os.getpid(), *_memory_mb())


def chunk_size(games: int, workers: int) -> int:
    """Small enough to keep every worker busy to the end and show progress, big enough to be cheap."""
    return max(1, min(100, games // (workers * 16)))


def run(config: RunConfig, games: int, workers: int) -> Iterator[Chunk]:
    """Play games 0..games-1 and yield their chunks in order; one worker plays in this process."""
    size = chunk_size(games, workers)
    bounds = [(start, min(start + size, games)) for start in range(0, games, size)]
    if workers == 1:
        _start_worker(config)
        yield from map(_play_chunk, bounds)
        return
    with multiprocessing.Pool(workers, initializer=_start_worker, initargs=(config,)) as pool:
        yield from pool.imap(_play_chunk, bounds)
