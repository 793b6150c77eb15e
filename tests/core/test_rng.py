"""Seeded randomness: same seed, same events; redeal keeps the cards and moves them."""

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
