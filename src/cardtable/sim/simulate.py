"""A whole simulation as a function: games spread over workers, totals, failures saved for replay."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from cardtable.sim.play import Outcome
from cardtable.sim.record import GameRecord
from cardtable.sim.runner import Chunk, RunConfig, run
from cardtable.sim.stats import Tally


def _ignore(value: Any) -> None:
    return None


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
    workers: int,
    replays: Path,
    out: TextIO | None = None,
    advance: Callable[[int], None] = _ignore,
    notify: Callable[[str], None] = _ignore,
) -> dict[str, Any]:
    """Play the run and return its summary; ``out`` gets a JSON line per game, ``notify`` each failure."""
    workers = max(1, min(workers, games))
    tally = Tally()
    memory = MemoryWatch()
    saved: list[str] = []
    started = time.perf_counter()
    for chunk in run(config, games, workers):
        memory.add(chunk)
        for outcome in chunk.outcomes:
            tally.add(outcome)
            if outcome.record is not None:
                saved.append(save_failure(replays, outcome.record, outcome.number))
                notify(
                    f"game {outcome.number} failed ({outcome.error}); replay: cardtable replay {saved[-1]}"
                )
            if out is not None:
                out.write(json.dumps(game_row(config, outcome), ensure_ascii=False) + "\n")
        if out is not None:
            out.flush()  # a long run can be watched, and what it played survives an interruption
        advance(len(chunk.outcomes))
    seconds = time.perf_counter() - started
    return {
        "game": config.game,
        "flags": config.flags,
        "agents": list(config.specs),
        "seed": config.seed,
        "workers": workers,
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
        "winner": None if outcome.winner_agent is None else config.specs[outcome.winner_agent],
        "winner_agent": outcome.winner_agent,
        "winner_seat": outcome.winner_seat,
        "reason": outcome.reason,
        "first_seat": outcome.first_seat,
        "decisions": outcome.decisions,
        "seconds": round(outcome.seconds, 6),
        "error": outcome.error,
    }


def outcome_from_row(row: dict[str, Any]) -> Outcome:
    """The outcome a ``game_row`` line was written from (its failure record is not kept in a line)."""
    return Outcome(
        number=row["game"],
        seed=row["seed"],
        first_seat=row["first_seat"],
        winner_seat=row["winner_seat"],
        reason=row["reason"],
        decisions=row["decisions"],
        seconds=row["seconds"],
        error=row["error"],
    )


def save_failure(folder: Path, record: GameRecord, number: int) -> str:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{record.game}-game{number}-seed{record.seed}.json"
    record.save(path)
    return str(path)
