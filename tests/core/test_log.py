"""The event log only grows: lines rendered once stay as they were, so readers render only the rest."""

from __future__ import annotations

import random

import pytest

from cardtable import load_game


@pytest.mark.parametrize("game", ["mewmew", "medarot"])
def test_log_for_from_a_start_renders_the_rest_of_the_same_log(game: str) -> None:
    state = load_game(game).new_game(seed=3)
    chooser = random.Random(3)
    kept: list[list[dict[str, object]]] = [[], []]
    while not state.is_terminal():
        for player in (0, 1):
            kept[player] += state.log_for(player, start=len(kept[player]))
        state.apply(chooser.choice(state.legal_actions()))
    for player in (0, 1):
        kept[player] += state.log_for(player, start=len(kept[player]))
        assert kept[player] == state.log_for(player)
        assert state.log_for(player, start=5) == state.log_for(player)[5:]
