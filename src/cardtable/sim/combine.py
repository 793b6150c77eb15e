"""A run played in parts (several ``simulate --out`` files with distinct seeds) added up into one summary."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from cardtable.core.errors import SpecError
from cardtable.sim.simulate import GameRow
from cardtable.sim.stats import Tally


def _problem(exc: ValidationError) -> str:
    """A validation error in one line: the first problem and where in the row it is."""
    first = exc.errors()[0]
    where = ".".join(str(part) for part in first["loc"])
    more = f" (and {exc.error_count() - 1} more)" if exc.error_count() > 1 else ""
    return f"{where + ': ' if where else ''}{first['msg']}{more}"


def read_rows(
    paths: Sequence[Path], skip_bad: bool = False, bad: Callable[[str], None] = print
) -> Iterator[tuple[str, GameRow]]:
    """``(where, row)`` for each line of ``paths``, checked; a bad line raises SpecError naming its file
    and line, or with ``skip_bad`` is told to ``bad`` and left out."""
    for path in paths:
        try:
            lines = path.open("rb")
        except OSError as exc:
            raise SpecError(f"cannot read {path}: {exc.strerror or exc}") from None
        with lines:
            for number, line in enumerate(lines, 1):
                where = f"{path} line {number}"
                try:
                    row = GameRow.model_validate_json(line.decode("utf-8"))
                except (UnicodeDecodeError, ValidationError) as exc:  # not text, not JSON, a wrong type...
                    problem = "not UTF-8 text" if isinstance(exc, UnicodeDecodeError) else _problem(exc)
                    message = f"{where} is not a simulate --out line: {problem}"
                    if not skip_bad:
                        raise SpecError(message) from None
                    bad(message)
                    continue
                yield where, row


def combine(
    paths: Sequence[Path], skip_bad: bool = False, bad: Callable[[str], None] = print
) -> dict[str, Any]:
    """The summary ``simulate`` would give for all the games of ``paths``' lines together.

    Every line must be of the same game, flags and agents (A and B in the same places), and no seed
    may be played twice; otherwise SpecError says which file and line differ. A line that is not a
    valid row stops it too, unless ``skip_bad`` (then ``bad`` is told and ``skipped`` counts it).
    """
    tally = Tally()
    seeds: dict[int, str] = {}
    run: tuple[Any, ...] | None = None
    skipped = 0

    def count_bad(message: str) -> None:
        nonlocal skipped
        skipped += 1
        bad(message)

    for where, row in read_rows(paths, skip_bad, count_bad):
        outcome = row.outcome()
        agents = tuple(row.seats[::-1] if outcome.swapped else row.seats)
        this_run = (row.game_name, row.flags, agents)
        if run is not None and this_run != run:
            raise SpecError(f"{where}: game, flags or agents {this_run} differ from the lines before {run}")
        run = this_run
        if outcome.seed in seeds:
            raise SpecError(f"{where}: seed {outcome.seed} was already played ({seeds[outcome.seed]})")
        seeds[outcome.seed] = where
        tally.add(outcome)
    if run is None:
        raise SpecError("no games in " + ", ".join(map(str, paths)))
    game, flags, agents = run
    return {
        "game": game or "?",
        "flags": flags or {},
        "agents": list(agents),
        "files": [str(path) for path in paths],
        "seeds": sorted(seeds),
        "skipped": skipped,
        **tally.summary(),
    }
