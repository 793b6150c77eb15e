"""Seeded randomness: same seed, same events; redeal keeps the cards and moves them."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable.core import rng


@given(st.integers())
def test_same_seed_same_events(seed: int) -> None:
    first, next_first = rng.step(rng.initial_seed(seed))
    second, next_second = rng.step(rng.initial_seed(seed))
    assert next_first == next_second
    assert [first.random() for _ in range(5)] == [second.random() for _ in range(5)]


def test_nearby_seeds_differ() -> None:
    assert len({rng.initial_seed(seed) for seed in range(100)}) == 100


@given(st.lists(st.integers(0, 9), max_size=12), st.lists(st.integers(0, 9), max_size=12), st.integers())
def test_redeal_keeps_every_card_and_the_rest_in_place(left: list[int], right: list[int], seed: int) -> None:
    a, b = [*left, 99], [77, *right]
    generator, _ = rng.step(seed)
    rng.redeal([(a, 0, len(left)), (b, 1, len(b))], generator)
    assert a[-1] == 99 and b[0] == 77
    assert sorted(a[:-1] + b[1:]) == sorted(left + right)


@given(st.integers(0, 2**64 - 1), st.lists(st.integers(0, 200), max_size=120))
def test_shuffle_is_the_stdlib_shuffle_bit_for_bit(seed: int, cards: list[int]) -> None:
    """``rng.shuffle`` (compiled) replaces ``Random.shuffle`` in the rules and the agents: every game
    recorded with the stdlib's must replay, so the order and the generator after it must be the same."""
    ours, theirs = random.Random(seed), random.Random(seed)
    mine, stdlib = list(cards), list(cards)
    rng.shuffle(ours, mine)
    theirs.shuffle(stdlib)
    assert mine == stdlib
    assert ours.getstate() == theirs.getstate()


@given(st.integers(0, 2**64 - 1), st.lists(st.integers(1, 2**70), min_size=1, max_size=20))
def test_below_and_choice_are_the_stdlib_ones_bit_for_bit(seed: int, sizes: list[int]) -> None:
    ours, theirs = random.Random(seed), random.Random(seed)
    for n in sizes:
        assert rng.below(ours, n) == theirs.randrange(n)
        items = list(range(n % 50 + 1))
        assert rng.choice(ours, items) == theirs.choice(items)
    assert ours.getstate() == theirs.getstate()
    with pytest.raises(IndexError):
        rng.choice(ours, [])
