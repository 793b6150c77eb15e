"""The core random-simulation checker over the whole public contract, default and other flags."""

from __future__ import annotations

from cardtable import load_game
from cardtable.core.invariants import check_random_games


def test_random_games_default_flags() -> None:
    report = check_random_games(load_game("mewmew"), games=200, deep_every=2)
    assert report.games == 200 and report.redeals_seen > 0


def test_random_games_other_flags() -> None:
    game = load_game(
        "mewmew",
        transform_source="hand_card",
        gauge_access="top_of_pile",
        win_check="immediate",
        search_counts_asleep=False,
        searched_chimera_awake=False,
        revealed_aqua_points="zero",
        attached_on_leave="discard_all",
        battle_reply="one",
        max_copies=3,
    )
    report = check_random_games(game, games=40, seed=1000, deep_every=5)
    assert report.games == 40


def test_random_games_other_preset_decks() -> None:
    game = load_game("mewmew")
    decks = [game.presets["mint"], game.presets["strawberry"]]
    check_random_games(game, games=30, seed=2000, deep_every=5, decks=decks)
