"""The spectator's facts: what two observations share, and nothing either one alone knows."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

import cardtable
from cardtable.server.views import common, public_log, public_observation

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 3) | st.sampled_from(["a", "b"]),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(["x", "y", "z"]), inner, max_size=3)
    ),
    max_leaves=12,
)


def test_a_hand_one_seat_sees_is_hidden() -> None:
    mine = {"viewer": 0, "players": [{"hand": ["A", "B"], "hand_size": 2}, {"hand": None, "hand_size": 3}]}
    theirs = {
        "viewer": 1,
        "players": [{"hand": None, "hand_size": 2}, {"hand": ["C", "D", "E"], "hand_size": 3}],
    }
    assert common(mine, theirs) == {
        "viewer": None,
        "players": [{"hand": None, "hand_size": 2}, {"hand": None, "hand_size": 3}],
    }


@given(json_values)
def test_what_both_know_alike_is_kept(value: Any) -> None:
    assert common(value, value) == value


@given(json_values, json_values)
def test_no_fact_of_one_side_only_survives(first: Any, second: Any) -> None:
    shared = common(first, second)
    assert shared == common(second, first)
    assert leaves(shared) <= leaves(first) | {None}
    assert leaves(shared) <= leaves(second) | {None}


def leaves(value: Any) -> set[Any]:
    if isinstance(value, dict):
        return set().union(*(leaves(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(leaves(v) for v in value)) if value else set()
    return {value}


def test_public_log_words_a_secret_draw_as_the_opponent_reads_it() -> None:
    state = cardtable.load_game("medarot").new_game(seed=4)
    opening = public_log(state)
    draws = [line for line in opening if line["kind"] == "draw"]
    assert draws and all("cards" not in line for line in draws)
    assert draws[0]["text"] == state.log_for(1)[opening.index(draws[0])]["text"]
    observation = public_observation(state)
    assert all(player["hand"] is None for player in observation["players"])
