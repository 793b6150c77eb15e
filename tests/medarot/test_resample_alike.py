"""MD-2.4: two states a player cannot tell apart re-deal alike for the same seed (``core/rng.redeal``).

A finding of the resample audit of issue 14: the re-deal kept each hidden card's kind in the slot it
really held, so where the opponent's Medarots lay in their deck steered the deal."""

from __future__ import annotations

import random

import cardtable


def test_MD_2_4_states_a_player_cannot_tell_apart_re_deal_alike() -> None:
    game = cardtable.load_game("medarot")
    state = game.new_game(seed=0)
    chooser = random.Random(0)
    checked = 0
    while not state.is_terminal() and checked < 60:
        for viewer in (0, 1):
            twin = state.resample(viewer, chooser.getrandbits(64))  # another state viewer cannot tell apart
            assert twin.observation(viewer) == state.observation(viewer)
            seed = chooser.getrandbits(64)
            assert state.resample(viewer, seed).to_json() == twin.resample(viewer, seed).to_json()
            checked += 1
        state.apply(chooser.choice(state.legal_actions()))
    assert checked == 60
