"""Seeded randomness carried inside a game state as a single 64-bit integer.

Why an integer and not a ``random.Random`` object: the Mersenne Twister state is 2.5 KB, which would
make ``clone()`` slow and ``to_json()`` large. Instead the state keeps one 64-bit seed; each random
event seeds a fresh stdlib ``random.Random`` from it (the real generator does the work) and the
state's seed moves on to the generator's first 64 bits. Same seed, same events, bit for bit.
"""

from __future__ import annotations

import random


def initial_seed(seed: int) -> int:
    """Spread a user's seed (any int) over 64 bits so that nearby seeds give unrelated games."""
    return random.Random(seed).getrandbits(64)


def step(seed: int) -> tuple[random.Random, int]:
    """Return a generator for one random event and the seed that follows it."""
    generator = random.Random(seed)
    return generator, generator.getrandbits(64)


def redeal(segments: list[tuple[list[int], int, int]], generator: random.Random) -> None:
    """Shuffle together the cards of several list slices and write them back in place.

    Each segment is ``(cards, start, stop)``: positions an observer cannot tell apart. Used by
    ``State.resample`` to re-deal every card hidden from one player.
    """
    pool: list[int] = []
    for cards, start, stop in segments:
        pool.extend(cards[start:stop])
    # Sorting first makes the deal depend only on which cards are hidden, not on where they really
    # are: two states a player cannot tell apart re-deal alike (searches stay information-set
    # consistent, and the true order never leaks through a resample).
    pool.sort()
    generator.shuffle(pool)
    at = 0
    for cards, start, stop in segments:
        n = stop - start
        cards[start:stop] = pool[at : at + n]
        at += n
