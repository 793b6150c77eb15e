"""The rule-variant flag sets the property tests walk: the defaults, each other value of every flag
on its own, and every flag at a non-default value at once."""

from __future__ import annotations

from typing import Any

import cardtable


def flag_sets(game: str) -> list[dict[str, Any]]:
    specs = cardtable.load_game(game).FLAGS
    sets: list[dict[str, Any]] = [{}]
    sets += [{spec.name: value} for spec in specs for value in spec.choices if value != spec.default]
    sets.append({spec.name: next(v for v in spec.choices if v != spec.default) for spec in specs})
    return sets


def flag_cases() -> list[tuple[str, dict[str, Any]]]:
    """``(game, flags)`` for every game and every flag set above, for ``pytest.mark.parametrize``."""
    return [(name, flags) for name in sorted(cardtable.GAMES) for flags in flag_sets(name)]


def case_id(case: tuple[str, dict[str, Any]]) -> str:
    name, flags = case
    if len(flags) > 1:
        return f"{name}-all"
    return name + "".join(f"-{key}={value}" for key, value in flags.items())
