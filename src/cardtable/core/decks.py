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


def parse_deck(text: str, pool: Sequence[CardBase]) -> list[str]:
    """Return the deck as a list of card ids; raise DeckError listing every bad line by number."""
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
        count_text, _, name = line.partition(" ")
        name = name.strip()
        if not count_text.isdigit() or not name:
            problems.append(f"line {number}: expected 'COUNT CARD', got {raw.strip()!r}")
            continue
        card_id = by_key.get(name.casefold())
        if card_id is None:
            problems.append(f"line {number}: unknown card {name!r}")
            continue
        deck.extend([card_id] * int(count_text))
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
