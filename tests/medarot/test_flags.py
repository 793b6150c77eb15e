"""Every variant flag of medarot.md changes play as its ruling says."""

from __future__ import annotations

import pytest

from cardtable.core.errors import SpecError

from .helpers import (
    FILLER,
    PASS,
    act,
    acting,
    attack,
    can,
    change,
    chosen,
    game,
    hand_count,
    kinds,
    medals,
    menu,
    on,
    position,
    squares,
    unit,
    use_hand,
)

RULES = {
    "simultaneous_loss": "MD-4.4",
    "master_modifier_below_zero": "MD-4.1",
    "opening_order": "MD-5.4",
    "own_tie_order": "MD-7.1",
    "speed_order": "MD-7.1",
    "move_timing": "MD-7.2",
    "power_transform_cost": "MD-7.4",
    "attack_face_down": "MD-7.7",
    "special_survives_untap": "MD-7.8",
    "action_card_limit": "MD-8.1",
    "stock_same_turn": "MD-8.1",
    "weak_destroy_when": "MD-9.3",
}


def test_every_flag_names_its_rule() -> None:
    assert {f.name: f.rule for f in game().FLAGS} == RULES


def test_a_bad_flag_value_is_refused() -> None:
    with pytest.raises(SpecError, match=r"MD-9\.3"):
        game(weak_destroy_when="sometimes")


def test_flag_simultaneous_loss_in_order_the_first_player_loses() -> None:
    for flag, winner, reason in (("draw", -1, "draw"), ("in_order", 0, "no_medarot")):
        g = game(simultaneous_loss=flag)
        s = position(g, [], first=1, p0={"deck": ["MR-IKKI"] * 5}, p1={"deck": ["MR-KASUMI"] * 5}, at="start")
        while not s.is_terminal():
            s.apply(s.legal_actions()[0])
        assert (s.winner, s.winner_reason) == (winner, reason)


def test_flag_master_modifier_below_zero_stops_at_zero_keeps_the_player_in() -> None:
    # Sample Commander (HP -3) becomes a late Master (MD-5.6) with 2 medals left.
    field = [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M16")]
    for flag, over in (("loses", True), ("stops_at_zero", False)):
        g = game(master_modifier_below_zero=flag)
        s = position(g, field, p0={"medals": 2, "deck": ["MDS-R10", *FILLER[:3]]}, at="start")
        act(s, chosen("MDS-R10"))
        assert s.is_terminal() == over and medals(s, 0) == (2 if over else 0)


def opening_order(flag: str) -> list[tuple[str, int]]:
    """The opening's decisions in order: (kind, 0 for the first player / 1 for the second)."""
    g = game(opening_order=flag)
    deck = ["MR-KASUMI", "MR-IKKI", "MR-IWANOI", "MDS-M16", "MDS-M11", "MDS-M12", "MDS-M14"]
    s = g.position({"players": [{"deck": list(deck)}, {"deck": list(deck)}], "at": "opening", "first": 0})
    seen: list[tuple[str, int]] = []
    while s.turn == 0:
        step = (kinds(s).replace("_card", ""), s.current_player)
        if not seen or seen[-1] != step:
            seen.append(step)
        s.apply(s.legal_actions()[0])
    return [(k, 0 if p == s.first else 1) for k, p in seen]


def test_flag_opening_order_step_by_step_alternates_each_step() -> None:
    steps = ["master_pick", "stock0", "fill"]
    assert opening_order("sequential") == [(k, p) for p in (0, 1) for k in steps]
    assert opening_order("step_by_step") == [(k, p) for k in steps for p in (0, 1)]


def test_flag_own_tie_order_after_criteria_follows_the_criteria_among_own() -> None:
    field = [unit(4, 0, "MDS-M12"), unit(3, 0, "MDS-M16"), unit(10, 1, "MDS-M05")]
    free = position(game(), field, at="action")
    assert kinds(free) == "pick" and len(free.legal_actions()) == 2
    strict = position(game(own_tie_order="after_criteria"), field, at="action")
    assert acting(strict) == 3  # Samurai (cost 2) before Fighter (cost 3), no choice


def test_flag_speed_order_fixed_ignores_speed_changed_during_the_phase() -> None:
    # Blade (50) acts and uses Sample Commander: ally speed +20. Samurai 30 -> 50 beats Hammer 35.
    field = [
        unit(4, 0, "MDS-M11"),
        unit(3, 0, "MDS-M16", has_turn=True),
        unit(10, 1, "MDS-M14", has_turn=True),
    ]
    for flag, nxt in (("dynamic", 3), ("fixed_at_phase_start", 10)):
        s = menu(game(speed_order=flag), field, acting=4, p0={"hand": ["MDS-R10"]})
        act(s, use_hand("MDS-R10"))
        act(s, PASS)
        act(s, PASS)
        assert acting(s) == nxt


def test_flag_move_timing_after_action_forbids_moving_before_acting() -> None:
    field = [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M16")]
    assert squares(menu(game(), field, acting=4), "move")
    s = menu(game(move_timing="after_action"), field, acting=4)
    assert not squares(s, "move")
    act(s, PASS)
    assert squares(s, "move")


def test_flag_power_transform_cost_on_transform_pays_once_when_changing() -> None:
    field = [unit(4, 0, "MD-SAIKACHIS"), unit(10, 1, "MDS-M18")]
    g = game(power_transform_cost="on_transform")
    s = menu(g, field, acting=4, p0={"hand": ["MDC-SAIKACHIS"]}, p1={"hand": FILLER[:7]})
    act(s, change("MDC-SAIKACHIS"))
    assert medals(s, 0) == 19
    act(s, attack(10))
    assert medals(s, 0) == 19  # acting is free afterwards
    s = menu(game(), field, acting=4, p0={"hand": ["MDC-SAIKACHIS"]}, p1={"hand": FILLER[:7]})
    act(s, change("MDC-SAIKACHIS"))
    assert medals(s, 0) == 20
    act(s, attack(10))
    assert medals(s, 0) == 19


def test_flag_attack_face_down_false_protects_face_down_medarots() -> None:
    field = [unit(4, 0, "MDS-M16"), unit(7, 1, "MDS-M16", face_up=False)]
    assert can(menu(game(), field, acting=4), attack(7))
    assert not can(menu(game(attack_face_down=False), field, acting=4), attack(7))


def test_flag_special_survives_untap_false_ends_specials_at_the_start_phase() -> None:
    field = [unit(4, 0, "MDS-M19"), unit(3, 0, "MDS-M16"), unit(10, 1, "MDS-M16")]
    effects = [{"card": "MDS-M19", "effect": 0, "owner": 0, "until": "next", "source": 4}]
    kept = position(game(), field, effects=effects, at="start")
    ended = position(game(special_survives_untap=False), field, effects=effects, at="start")
    assert len(kept.fx) == 1 and ended.fx == []


def test_flag_action_card_limit_per_phase_allows_one_action_effect_per_phase() -> None:
    field = [unit(4, 0, "MDS-M11"), unit(3, 0, "MDS-M16", has_turn=True), unit(10, 1, "MDS-M13")]
    for flag, allowed in (("per_medarot_turn", True), ("per_phase", False)):
        g = game(action_card_limit=flag)
        s = menu(g, field, acting=4, p0={"hand": ["MDS-R07", "MR-KASUMI"]})
        act(s, use_hand("MDS-R07"))
        act(s, PASS)
        act(s, PASS)
        assert acting(s) == 3
        assert can(s, use_hand("MR-KASUMI")) == allowed


def weak(flag: str, hand: int) -> tuple[bool, int]:
    """Samurai (power 30) on Ninja (armor 50): 3 cards asked. (destroyed?, cards left)"""
    g = game(weak_destroy_when=flag)
    s = menu(g, [unit(4, 0, "MDS-M16"), unit(7, 1, "MDS-M18")], acting=4, p1={"hand": FILLER[:hand]})
    act(s, attack(7))
    act(s, PASS)
    while kinds(s) == "discard":
        s.apply(s.legal_actions()[0])
    return on(s, 7) is None, hand_count(s, 1)


def test_flag_weak_destroy_when_changes_which_hands_lose_the_medarot() -> None:
    assert weak("emptied", 3) == (True, 0) and weak("emptied", 4) == (False, 1)
    assert weak("short", 3) == (False, 0) and weak("short", 2) == (True, 0)
    assert weak("empty_before", 2) == (False, 0) and weak("empty_before", 0) == (True, 0)
