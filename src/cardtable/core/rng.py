"""Seeded randomness carried inside a game state as a single 64-bit integer.

Why an integer and not a ``random.Random`` object: the Mersenne Twister state is 2.5 KB, which would
make ``clone()`` slow and ``to_json()`` large. Instead the state keeps one 64-bit seed; each random
event seeds a fresh stdlib ``random.Random`` from it (the real generator does the work) and the
state's seed moves on to the generator's first 64 bits. Same seed, same events, bit for bit.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def initial_seed(seed: int) -> int:
    """Spread a user's seed (any int) over 64 bits so that nearby seeds give unrelated games."""
    return random.Random(seed).getrandbits(64)


def below(generator: random.Random, n: int) -> int:
    """``generator.randrange(n)`` for ``n > 0``: the same number, leaving the generator in the same
    state, bit for bit (CPython's ``Random._randbelow_with_getrandbits``). Compiled, it costs a tenth
    of the stdlib's Python-level version, which every shuffle calls once a card."""
    bits = n.bit_length()
    r = generator.getrandbits(bits)
    while r >= n:
        r = generator.getrandbits(bits)
    return r


def shuffle(generator: random.Random, cards: list[int]) -> None:
    """``generator.shuffle(cards)``: the same order and generator state, bit for bit (CPython's
    Fisher-Yates: from the last position down, swap with one at or below it), compiled."""
    for i in range(len(cards) - 1, 0, -1):
        j = below(generator, i + 1)
        cards[i], cards[j] = cards[j], cards[i]


def choice(generator: random.Random, items: Sequence[T]) -> T:
    """``generator.choice(items)``, bit for bit; IndexError when ``items`` is empty."""
    if not items:
        raise IndexError("cannot choose from an empty sequence")
    return items[below(generator, len(items))]


def step(seed: int) -> tuple[random.Random, int]:
    """Return a generator for one random event and the seed that follows it."""
    generator = random.Random(seed)
    return generator, generator.getrandbits(64)


Need = tuple[list[int], int, frozenset[int]]
"""``(cards, index, allowed)``: slot ``cards[index]`` of a re-deal must get one of the ``allowed`` cards."""


def redeal(
    segments: list[tuple[list[int], int, int]], generator: random.Random, needs: Sequence[Need] = ()
) -> None:
    """Shuffle together the cards of several list slices and write them back in place.

    Each segment is ``(cards, start, stop)``: positions an observer cannot tell apart. Used by
    ``State.resample`` to re-deal every card hidden from one player. ``needs`` are slots of these
    segments that must receive a card of a given set (what the observer knows of them: a card seen
    entering a hand, a kind the rules show): they are dealt first, in order, each one card drawn
    from those of the pool it allows; the rest of the pool is shuffled into the other slots. The
    slots and sets of ``needs`` must be the observer's knowledge, and the real deal must satisfy
    them (so that, dealt in order, every need finds a card; one that finds none keeps its card).
    """
    pool: list[int] = []
    for cards, start, stop in segments:
        pool.extend(cards[start:stop])
    # Sorting first makes the deal depend only on which cards are hidden, not on where they really
    # are: two states a player cannot tell apart re-deal alike (searches stay information-set
    # consistent, and the true order never leaks through a resample).
    pool.sort()
    pinned: dict[tuple[int, int], int] = {}
    for cards, index, allowed in needs:
        fits = [at for at, card in enumerate(pool) if card in allowed]
        if fits:
            pinned[id(cards), index] = pool.pop(fits[below(generator, len(fits))])
        elif cards[index] in pool:
            # Only a position built by hand breaks what the rules show (say, a Medarotter in the hand
            # of a player without a Master): its card stays rather than a worse one coming.
            pool.remove(cards[index])
            pinned[id(cards), index] = cards[index]
    shuffle(generator, pool)
    at = 0
    for cards, start, stop in segments:
        if not pinned:
            n = stop - start
            cards[start:stop] = pool[at : at + n]
            at += n
            continue
        for index in range(start, stop):
            card = pinned.get((id(cards), index))
            if card is None:
                card = pool[at]
                at += 1
            cards[index] = card
