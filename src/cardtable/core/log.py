"""The event log: compact records appended during play, rendered to dicts only when read.

A record is ``(rule, kind, player, public, secret, shown_to)``. ``public`` holds what everyone may
know; ``secret`` (or ``None``) holds what only the players in ``shown_to`` may know, such as the
name of a drawn card. Words are made on demand by the game's ``describe_event``.

A log is one flat list, the six fields of each record one after another (``records`` reads them
back as tuples). A tuple holding a dict stays tracked by CPython's cyclic collector for as long as it
lives, and a game's log lives as long as the game: with 64 games in play (the vector env) the
collector took 18% of the engine's time walking them. A dict of plain values is never tracked, so a
flat log gives the collector one list per game instead of hundreds of tuples, and an event one
allocation fewer.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any, Final

Record = tuple[str, str, int, dict[str, Any], dict[str, Any] | None, tuple[int, ...]]
Log = list[Any]
"""Records, flat: ``RECORD`` entries each, in ``Record``'s order."""
Describe = Callable[[str, int, dict[str, Any], str], str]

RECORD: Final = 6
AT_KIND: Final = 1
AT_PLAYER: Final = 2
"""Where a record's fields sit from its first entry."""

EVERYONE: Final[tuple[int, ...]] = (0, 1)
NOBODY: Final[tuple[int, ...]] = ()


def records(log: Log, start: int = 0) -> Iterator[Record]:
    """The records of ``log`` from the ``start``-th on."""
    fields = iter(log[start * RECORD :])
    return zip(fields, fields, fields, fields, fields, fields, strict=True)


def count(log: Log) -> int:
    """How many records ``log`` holds."""
    return len(log) // RECORD


def render(events: Iterable[Record], describe: Describe, viewer: int | None) -> list[dict[str, Any]]:
    """Render records for ``viewer`` (0 or 1), or for an omniscient reader when ``viewer`` is None."""
    out: list[dict[str, Any]] = []
    for rule, kind, player, public, secret, shown_to in events:
        data = dict(public)
        if secret is not None and (viewer is None or viewer in shown_to):
            data.update(secret)
        out.append(
            {
                "rule": rule,
                "kind": kind,
                "player": player,
                **data,
                "text": describe(kind, player, data, "en"),
                "text_ja": describe(kind, player, data, "ja"),
            }
        )
    return out
