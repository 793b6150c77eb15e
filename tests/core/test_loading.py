"""A corrupt saved state or position spec is refused at load with SpecError, never a crash later."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import cardtable
from cardtable.core.errors import SpecError
from cardtable.core.state import State

GAMES = ("mewmew", "medarot")
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**6), 10**6) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
    max_leaves=8,
)


def mid_game(name: str, seed: int = 4, steps: int = 60) -> State:
    state = cardtable.load_game(name).new_game(seed=seed)
    chooser = random.Random(seed)
    for _ in range(steps):
        state.apply(chooser.choice(state.legal_actions()))
    return state


def works(state: State) -> None:
    """What any interface does with a loaded state."""
    legal = state.legal_actions()
    state.observation(0)
    state.observation(1)
    for action in legal:
        state.action_to_string(action)
    if legal:
        state.clone().apply(legal[0])


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix] if prefix else []
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += paths(item, (*prefix, index))
    return found


def replaced(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    copy = value.copy()
    copy[path[0]] = replaced(value[path[0]], path[1:], new)
    return copy


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"winner": 7}, "winner"),
        ({"seed": "x"}, "seed"),
        ({"winner_reason": 3}, "winner_reason"),
    ],
)
@pytest.mark.parametrize("name", GAMES)
def test_corrupt_top_fields_name_the_field(name: str, change: dict[str, Any], field: str) -> None:
    saved = json.loads(mid_game(name).to_json())
    saved.update(change)
    with pytest.raises(SpecError, match=field):
        cardtable.state_from_json(json.dumps(saved))


@pytest.mark.parametrize("name", GAMES)
def test_an_empty_stack_or_a_wrong_type_is_refused(name: str) -> None:
    saved = json.loads(mid_game(name).to_json())
    data = saved["data"]
    stack = next(key for key, value in data.items() if key in ("stack",) and isinstance(value, list))
    with pytest.raises(SpecError, match="inconsistent state"):
        cardtable.state_from_json(json.dumps({**saved, "data": {**data, stack: []}}))
    some_list = next(key for key, value in data.items() if isinstance(value, list))
    with pytest.raises(SpecError, match=f"data.{some_list}"):
        cardtable.state_from_json(json.dumps({**saved, "data": {**data, some_list: "oops"}}))


@pytest.mark.parametrize("name", GAMES)
def test_a_card_index_out_of_range_is_refused(name: str) -> None:
    state = mid_game(name)
    saved = json.loads(state.to_json())
    zone_field = next(key for key, value in saved["data"].items() if value and isinstance(value, list)
                      and all(isinstance(side, list) and side and all(type(c) is int for c in side)
                              for side in value))  # fmt: skip
    corrupt = json.loads(state.to_json())
    corrupt["data"][zone_field][0][0] = 10**6
    with pytest.raises(SpecError):
        cardtable.state_from_json(json.dumps(corrupt))


@pytest.mark.parametrize("name", GAMES)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_fuzzed_saved_states_load_and_work_or_raise_spec_error(name: str, data: st.DataObject) -> None:
    saved = json.loads(mid_game(name).to_json())
    path = data.draw(st.sampled_from(paths(saved)))
    corrupt = replaced(saved, path, data.draw(JSON_VALUES))
    try:
        state = cardtable.state_from_json(json.dumps(corrupt))
    except SpecError:
        return
    works(state)


POSITION_KEYS = {
    "mewmew": ["step", "turn", "turn_player", "first_player", "must_fight", "players", "battle"],
    "medarot": ["at", "field", "p0", "p1", "first", "acting", "target", "turn", "phase"],
}


@pytest.mark.parametrize("name", GAMES)
@settings(max_examples=80, deadline=None)
@given(data=st.data())
def test_fuzzed_position_specs_build_a_working_state_or_raise_spec_error(
    name: str, data: st.DataObject
) -> None:
    game = cardtable.load_game(name)
    keys = data.draw(st.lists(st.sampled_from(POSITION_KEYS[name]), max_size=4, unique=True))
    spec = {key: data.draw(JSON_VALUES) for key in keys}
    try:
        state = game.position(spec)
    except SpecError:
        return
    works(state)


@pytest.mark.parametrize("name", GAMES)
def test_a_card_in_two_zones_is_refused_naming_the_zones(name: str) -> None:
    state = mid_game(name)
    saved = json.loads(state.to_json())
    deck, hand = saved["data"]["deck"][0], saved["data"]["hand"][0]
    hand.append(deck[-1])  # the top card of the deck, copied into the hand: now it is in both
    with pytest.raises(SpecError, match=r"a card is in two zones(?=.*deck0)(?=.*hand0)"):
        cardtable.state_from_json(json.dumps(saved))
    assert cardtable.state_from_json(state.to_json()).to_json() == state.to_json()


def test_a_medarot_on_two_squares_is_refused_naming_the_field() -> None:
    state = mid_game("medarot", steps=120)
    saved = json.loads(state.to_json())
    squares = saved["data"]["sq"]
    placed = next(unit for unit in squares if unit is not None)
    empty = squares.index(None)
    squares[empty] = list(placed)
    saved["data"]["deck"][placed[0]].pop()  # the count of cards stays right: only the uid repeats
    with pytest.raises(SpecError, match=r"data\.sq"):
        cardtable.state_from_json(json.dumps(saved))


def test_a_mew_mew_field_card_in_two_slots_is_refused_naming_the_field() -> None:
    state = mid_game("mewmew", steps=200)
    saved = json.loads(state.to_json())
    fields = saved["data"]["field"]
    side = next(i for i in (0, 1) if fields[i])
    copy = list(fields[side][0])
    fields[side].append(copy)
    for _ in range(1 + (copy[3] >= 0) + len(copy[6:])):  # card, Mew Mew card, items: the count stays right
        saved["data"]["deck"][side].pop()
    with pytest.raises(SpecError, match=r"data\.field"):
        cardtable.state_from_json(json.dumps(saved))
