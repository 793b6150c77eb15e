"""The observation tensors: fixed size, finite, in bounds, blind to hidden cards, documented."""

from __future__ import annotations

import importlib
import random
import re
from pathlib import Path

import pytest

np = pytest.importorskip("numpy")

import cardtable  # noqa: E402
from adapters.toy import ALL_GAMES, load  # noqa: E402
from cardtable import State  # noqa: E402
from cardtable.adapters.encoding import ENCODERS, encoder_for, mewmew  # noqa: E402

RESEARCH_DOC = Path(__file__).parents[2] / "docs" / "research.md"


VARIANTS = [
    *((name, {}) for name in ALL_GAMES),
    ("mewmew", {"gauge_access": "top_of_pile", "transform_source": "hand_card"}),
    ("medarot", {"opening_order": "step_by_step", "speed_order": "fixed_at_phase_start"}),
]


@pytest.mark.parametrize(("name", "flags"), VARIANTS)
def test_tensor_is_fixed_size_finite_in_bounds_and_the_same_for_a_resample(
    name: str, flags: dict[str, str]
) -> None:
    game = cardtable.load_game(name, **flags) if flags else load(name)
    encoder = encoder_for(game)
    layout = encoder.layout
    chooser = random.Random(1)
    for seed in range(8):
        state = game.new_game(seed=seed)
        step = 0
        while True:
            for player in (0, 1):
                tensor = encoder.encode(state.observation(player))
                assert tensor.shape == (encoder.size,) and tensor.dtype == np.float32
                assert np.isfinite(tensor).all()
                assert (tensor >= layout.low).all() and (tensor <= layout.high).all()
                if step % 5 == 0:
                    twin = state.resample(player, seed * 1000 + step)
                    assert np.array_equal(encoder.encode(twin.observation(player)), tensor)
            if state.is_terminal():
                break
            state.apply(chooser.choice(state.legal_actions()))
            step += 1


@pytest.mark.parametrize("name", sorted(cardtable.GAMES))
def test_module_docstring_table_lists_every_field_in_order(name: str) -> None:
    module = importlib.import_module(ENCODERS[name].split(":")[0])
    documented = re.findall(r"^\|[^|]*\|[^|]*\| `(\w+)`", module.__doc__ or "", re.MULTILINE)
    fields = [field.name for field in encoder_for(cardtable.load_game(name)).layout.fields]
    assert documented == fields


@pytest.mark.parametrize("name", sorted(cardtable.GAMES))
def test_research_doc_holds_the_generated_layout(name: str) -> None:
    table = encoder_for(cardtable.load_game(name)).layout.markdown()
    assert table in RESEARCH_DOC.read_text(encoding="utf-8"), (
        f"regenerate with: python -m cardtable.adapters.encoding {name}"
    )


def play_to(name: str, decisions: int, seed: int) -> State:
    state = cardtable.load_game(name).new_game(seed=seed)
    chooser = random.Random(seed)
    for _ in range(decisions):
        if state.is_terminal():
            break
        state.apply(chooser.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("decisions", [0, 40, 120])
def test_mewmew_fields_say_what_the_observation_says(decisions: int) -> None:
    state = play_to("mewmew", decisions, seed=decisions)
    layout = encoder_for(state.game).layout
    for viewer in (0, 1):
        observation = state.observation(viewer)
        tensor = encoder_for(state.game).encode(observation)
        me, other = observation["players"][viewer], observation["players"][1 - viewer]
        assert tensor[layout.slice("my_hand")].sum() == me["hand_size"] == len(me["hand"])
        assert tensor[layout.slice("my_sizes")][2] == me["deck_size"]
        assert tensor[layout.slice("opp_sizes")][0] == other["hand_size"]
        assert tensor[layout.slice("opp_discard")].sum() == len(other["discard"])
        occupied = tensor[layout.slice("my_slot_flags")].reshape(mewmew.SLOTS, mewmew.SLOT_FLAGS)[:, 0]
        assert occupied.sum() == min(len(me["field"]), mewmew.SLOTS)
        assert tensor[layout.slice("my_turn")][0] == (observation["turn_player"] == viewer)


@pytest.mark.parametrize("decisions", [0, 40, 120])
def test_medarot_fields_say_what_the_observation_says(decisions: int) -> None:
    state = play_to("medarot", decisions, seed=decisions)
    layout = encoder_for(state.game).layout
    for viewer in (0, 1):
        observation = state.observation(viewer)
        tensor = encoder_for(state.game).encode(observation)
        me = observation["players"][viewer]
        flags = tensor[layout.slice("square_flags")].reshape(15, 8)
        squares = observation["squares"]
        assert flags[:, 0].tolist() == [float(unit is not None) for unit in squares]
        mine = [float(unit is not None and unit["owner"] == viewer) for unit in squares]
        assert flags[:, 1].tolist() == mine
        assert tensor[layout.slice("my_hand")].sum() == me["hand_count"]
        assert tensor[layout.slice("my_numbers")][0] == me["medals"]
        assert tensor[layout.slice("viewer")][viewer] == 1.0
