"""Choice notes, progress and why-not reasons are built from the deciding player's view only: a
re-deal of what that player cannot see leaves them unchanged (both games)."""

from __future__ import annotations

import random

import pytest

import cardtable


@pytest.mark.parametrize(
    ("game_name", "seeds", "steps", "lang"), [("medarot", 5, 300, "ja"), ("mewmew", 6, 250, "en")]
)
def test_notes_and_reasons_do_not_change_under_resample(
    game_name: str, seeds: int, steps: int, lang: str
) -> None:
    game = cardtable.load_game(game_name)
    for seed in range(seeds):
        chooser = random.Random(seed)
        s = game.new_game(seed=seed)
        for step in range(steps):
            if s.is_terminal():
                break
            p = s.current_player
            if step % 3 == 0:
                for q in (0, 1):
                    twin = s.resample(q, seed * 1000 + step)
                    assert twin.unavailable(q, "en") == s.unavailable(q, "en")
                twin = s.resample(p, seed * 1000 + step + 1)
                assert twin.progress(lang) == s.progress(lang)
                for action in s.legal_actions():
                    assert twin.choice_notes(action, "en") == s.choice_notes(action, "en")
            s.apply(chooser.choice(s.legal_actions()))
