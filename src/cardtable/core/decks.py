"""Deck files: one line per card, ``COUNT CARD`` where CARD is an id or a name; ``#`` starts a comment.

Example::

    # Ichigo rush
    3 MM-S01        # by id
    2 桃宮いちご      # by Japanese name
    1 Ichigo Momomiya  # by English name
"""

from __future__ import annotations

from collections.abc import Sequence

from cardtable.core.cards import CardBase
from cardtable.core.errors import DeckError

MOST_CARDS = 100
"""More cards than any game's deck may hold (Mew Mew 55, Medarot 30): a count beyond it is refused at
once, before a list of that many ids is built."""
MOST_PROBLEMS = 8
"""Bad lines listed at most: a file that is not a deck at all gives a short message, not one per line."""


def parse_deck(text: str, pool: Sequence[CardBase]) -> list[str]:
    """Return the deck as a list of card ids; raise DeckError listing the bad lines by number."""
    by_key: dict[str, str] = {}
    for card in pool:
        for key in (card.id, card.name_ja, card.name_en):
            by_key.setdefault(key.casefold(), card.id)
    deck: list[str] = []
    problems: list[str] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if len(problems) >= MOST_PROBLEMS:
            problems.append(f"line {number} and after: not read (too many problems)")
            break
        count_text, _, name = line.partition(" ")
        name = name.strip()
        # ASCII digits only: "²".isdigit() is true, but int("²") fails.
        if not (count_text.isascii() and count_text.isdigit()) or not name:
            problems.append(f"line {number}: expected 'COUNT CARD', got {raw.strip()[:60]!r}")
            continue
        card_id = by_key.get(name.casefold())
        if card_id is None:
            problems.append(f"line {number}: unknown card {name[:60]!r}")
            continue
        # Compared as text first: a count of thousands of digits is refused before int() is asked.
        count = int(count_text) if len(count_text.lstrip("0")) <= len(str(MOST_CARDS)) else MOST_CARDS + 1
        if len(deck) + count > MOST_CARDS:
            problems.append(f"line {number}: {count_text[:12]} cards is more than a deck can hold")
            break
        deck.extend([card_id] * count)
    if problems:
        raise DeckError(problems)
    return deck


def format_deck(deck: Sequence[str], pool: Sequence[CardBase], title: str = "") -> str:
    """Write a deck in the deck-file format, one line per distinct card, with names as comments."""
    names = {card.id: card.name_en for card in pool}
    lines = [f"# {title}"] if title else []
    counted: dict[str, int] = {}
    for card_id in deck:
        counted[card_id] = counted.get(card_id, 0) + 1
    lines.extend(f"{n} {card_id}  # {names.get(card_id, '?')}" for card_id, n in counted.items())
    return "\n".join(lines) + "\n"
