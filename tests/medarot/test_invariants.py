"""The core's random-simulation checker on Medarot, with default and non-default flags."""

from __future__ import annotations

from cardtable import load_game
from cardtable.core.invariants import check_random_games


def test_random_games_keep_every_invariant() -> None:
    report = check_random_games(load_game("medarot"), games=200, deep_every=7)
    assert report.games == 200 and report.redeals_seen > 0


def test_random_games_with_other_rulings() -> None:
    flags = {
        "simultaneous_loss": "in_order",
        "master_modifier_below_zero": "stops_at_zero",
        "opening_order": "step_by_step",
        "own_tie_order": "after_criteria",
        "speed_order": "fixed_at_phase_start",
        "move_timing": "after_action",
        "power_transform_cost": "on_transform",
        "attack_face_down": False,
        "special_survives_untap": False,
        "action_card_limit": "per_phase",
        "weak_destroy_when": "short",
    }
    check_random_games(load_game("medarot", **flags), games=25, seed=1000, deep_every=3)
    check_random_games(
        load_game("medarot", weak_destroy_when="empty_before"), games=25, seed=2000, deep_every=3
    )


def test_random_games_with_other_preset_decks() -> None:
    game = load_game("medarot")
    decks = (game.presets["specials"], game.presets["kabuto"])
    check_random_games(game, games=20, seed=3000, decks=decks, deep_every=3)
