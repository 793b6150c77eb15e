"""The spectator's facts: what two observations share, and nothing either one alone knows."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import cardtable
from cardtable.server.live import LiveTable
from cardtable.server.store import SeatSetup, TableSetup
from cardtable.server.views import common, game_view, public_log, public_observation

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


def test_MM_6_2_3_a_seat_view_carries_each_choice_s_notes_and_the_progress_of_a_payment() -> None:
    game = cardtable.load_game("mewmew")
    players = [
        {"deck": ["MMS-061"] * 12, "field": [{"card": "MMS-015"}], "mewmew_area": ["MMS-005"],
         "gauge": ["MMS-061", "MMS-062", "MMS-063"]},
        {"deck": ["MMS-061"] * 12},
    ]  # fmt: skip
    state = game.position({"turn": 3, "turn_player": 0, "step": "main", "players": players})
    view = game_view(state, 0, state.observation(0), state.log_for(0))
    use = next(entry for entry in view["legal"] if entry["info"].get("card") == "MMS-005")
    assert use["notes_en"]["cost"].startswith("3 from the gauge") and use["notes_ja"]["effect"]
    assert view["progress"] is None and game_view(state, None, {}, [])["unavailable"] == []
    state.apply(use["action"])
    view = game_view(state, 0, state.observation(0), state.log_for(0))
    assert view["progress"] == {
        "step": 1, "of": 3, "text_en": "Mew Zakuro: pay 1 of 3", "text_ja": "ミュウザクロ：3枚中1枚目を支払う"
    }  # fmt: skip
    assert game_view(state, 1, state.observation(1), state.log_for(1))["progress"] is None
    asleep = game.position(
        {"turn": 3, "turn_player": 0, "step": "main",
         "players": [{"deck": ["MMS-061"] * 12, "field": [{"card": "MMS-015", "awake": False}]},
                     {"deck": ["MMS-061"] * 12}]}
    )  # fmt: skip
    why = game_view(asleep, 0, asleep.observation(0), [])["unavailable"]
    assert why[0]["card"] == "MMS-015" and "asleep" in why[0]["why_en"] and why[0]["why_ja"]


@pytest.mark.parametrize("game_name", ["mewmew", "medarot"])
def test_a_view_s_text_is_its_view_at_every_version(game_name: str) -> None:
    """The text sent (the log spliced in line by line as it grows) parses to the view itself, for
    both seats and a spectator, from the first decision to the last."""
    game = cardtable.load_game(game_name)
    seats = [SeatSetup("human", "a", "0" * 64), SeatSetup("human", "b", "1" * 64)]
    setup = TableSetup("t", game_name, dict(game.flags), [*game.default_decks()], 3, seats, "t")
    table, chooser = LiveTable.rebuild(setup, [], []), random.Random(3)
    while True:
        for seat in (0, 1, None):
            assert json.loads(table.encoded_view(seat)) == table.view(seat)
        if table.state.is_terminal():
            break
        state = table.state.clone()
        action = chooser.choice(state.legal_actions())
        state.apply(action)
        table.advance(state, action)
        table.publish()
    assert table.view(0)["log"] == table.state.log_for(0)
