"""The event log: compact records appended during play, rendered to dicts only when read.

A record is ``(rule, kind, player, public, secret, shown_to)``. ``public`` holds what everyone may
know; ``secret`` (or ``None``) holds what only the players in ``shown_to`` may know, such as the
name of a drawn card. Appending a tuple keeps play fast; words are made on demand by the game's
``describe_event``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

Record = tuple[str, str, int, dict[str, Any], dict[str, Any] | None, tuple[int, ...]]
Describe = Callable[[str, int, dict[str, Any], str], str]

EVERYONE: Final[tuple[int, ...]] = (0, 1)
NOBODY: Final[tuple[int, ...]] = ()


def render(records: list[Record], describe: Describe, viewer: int | None) -> list[dict[str, Any]]:
    """Render records for ``viewer`` (0 or 1), or for an omniscient reader when ``viewer`` is None."""
    out: list[dict[str, Any]] = []
    for rule, kind, player, public, secret, shown_to in records:
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
