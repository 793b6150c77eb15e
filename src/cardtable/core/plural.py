"""English plurals in the games' words: a template writes ``{n} card(s)``, people read "1 card", "2 cards"."""

from __future__ import annotations

import re

_COUNTED = re.compile(r"\b(\d+|no) ([A-Za-z]+)\(s\)")


def plural(text: str) -> str:
    """Settle every ``N word(s)`` in ``text``: singular after 1, plural otherwise. Other text is unchanged."""
    return _COUNTED.sub(lambda m: f"{m[1]} {m[2]}" if m[1] == "1" else f"{m[1]} {m[2]}s", text)
