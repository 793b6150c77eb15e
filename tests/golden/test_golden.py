"""The golden playthroughs replay identically: a change to how a game runs shows up here.

An intended change (new wording, a new state layout) is re-recorded in its own commit with
``python tests/golden/record.py --only COMPONENT``; the other components must still match.
"""

from __future__ import annotations

import pytest
from playthrough import COMPONENTS, replay
from record import load

PARTS = 4
"""Each game's playthroughs are checked in parts, so that a failure names a smaller range."""


@pytest.mark.parametrize("part", range(PARTS))
@pytest.mark.parametrize("game", ["mewmew", "medarot"])
def test_golden_playthroughs_replay_identically(game: str, part: int) -> None:
    rows = load(game)
    assert len(rows) >= 2000
    mismatches: dict[str, list[int]] = {name: [] for name in COMPONENTS}
    for row in rows[part::PARTS]:
        fresh = replay(game, row["flags"], row["decks"], row["seed"], row["actions"])
        for name in COMPONENTS:
            if fresh[name] != row["digests"][name]:
                mismatches[name].append(row["seed"])
    changed = {name: seeds[:10] for name, seeds in mismatches.items() if seeds}
    assert not changed, f"{game}: components that changed, with the first seeds: {changed}"
