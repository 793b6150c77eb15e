"""A run played in parts (several ``simulate --out`` files with distinct seeds) added up into one summary."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cardtable.core.errors import SpecError
from cardtable.core.textfile import read_text_file
from cardtable.sim.simulate import outcome_from_row
from cardtable.sim.stats import Tally


def combine(paths: Sequence[Path]) -> dict[str, Any]:
    """The summary ``simulate`` would give for all the games of ``paths``' lines together.

    Every line must be of the same game, flags and agents (A and B in the same places), and no seed
    may be played twice; otherwise SpecError says which file and line differ.
    """
    tally = Tally()
    seeds: dict[int, str] = {}
    run: tuple[Any, ...] | None = None
    for path in paths:
        for number, line in enumerate(read_text_file(path, "simulate --out file").splitlines(), 1):
            where = f"{path} line {number}"
            try:
                row = json.loads(line)
                outcome = outcome_from_row(row)
                seats = row["seats"]
            except (ValueError, KeyError, TypeError) as exc:
                raise SpecError(f"{where} is not a simulate --out line ({exc})") from None
            agents = tuple(seats[::-1] if outcome.swapped else seats)
            this_run = (row.get("game_name"), row.get("flags"), agents)
            if run is not None and this_run != run:
                raise SpecError(
                    f"{where}: game, flags or agents {this_run} differ from the lines before {run}"
                )
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
        **tally.summary(),
    }
