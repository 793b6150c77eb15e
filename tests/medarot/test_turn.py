"""MD-7.1 the order of the action phase (A-3), MD-7.2 a Medarot's turn step by step, MD-7.3 replace,
MD-7.4 Medachange, MD-7.9 moving, MD-7.10 the end of the phase."""

from __future__ import annotations

import pytest

from cardtable import IllegalActionError
from cardtable.games.medarot.effects import power

from .helpers import (
    FILLER,
    PASS,
    REPLACE,
    UNDO_CHANGE,
    act,
    acting,
    attack,
    can,
    change,
    chosen,
    events,
    game,
    kinds,
    medals,
    menu,
    move,
    on,
    only,
    position,
    square,
    squares,
    unit,
    use_hand,
)

G = game()


def test_MD_7_1_highest_speed_acts_first() -> None:
    # Sample Ranger (speed 55) before Sample Blade (speed 50) before Sample Samurai (30).
    s = position(G, [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M06"), unit(3, 0, "MDS-M11")], at="action")
    assert acting(s) == 10
    act(s, PASS)
    act(s, PASS)
    assert acting(s) == 3


def test_MD_7_1_ties_between_players_more_movement_directions_first() -> None:
    # Sample Hammer (35, eight directions) before Sample Archer (35, two), whoever owns them.
    s = position(G, [unit(4, 0, "MDS-M01"), unit(10, 1, "MDS-M14")], at="action")
    assert acting(s) == 10


def test_MD_7_1_ties_between_players_then_lower_cost_first() -> None:
    # Sample Fighter (30, F/B, cost 3) and Sample Samurai (30, F/B, cost 2).
    s = position(G, [unit(4, 0, "MDS-M12"), unit(10, 1, "MDS-M16")], at="action")
    assert acting(s) == 10


def test_MD_7_1_full_ties_between_players_go_by_rock_paper_scissors() -> None:
    firsts = set()
    for seed in range(12):
        s = position(G, [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M16")], at="action", seed=seed)
        firsts.add(acting(s))
        assert [e["rule"] for e in s.log if e["kind"] == "tie_rps"] == ["MD-7.1"]
    assert firsts == {4, 10}


def test_MD_7_1_an_owner_orders_own_tied_medarots_freely() -> None:
    s = position(G, [unit(4, 0, "MDS-M12"), unit(3, 0, "MDS-M16"), unit(10, 1, "MDS-M05")], at="action")
    assert kinds(s) == "pick" and s.current_player == 0
    assert only(s, square(3), square(4))
    act(s, square(4))
    assert acting(s) == 4


def test_MD_7_1_three_way_tie_slots_are_settled_between_players_first() -> None:
    # Player 0: Hammer (35, 8 dirs) and Archer (35, 2 dirs, cost 1); player 1: Archer.
    # Slots: player 0 (the Hammer's criteria), then the Archers' rock-paper-scissors.
    field = [unit(4, 0, "MDS-M14"), unit(3, 0, "MDS-M01"), unit(10, 1, "MDS-M01")]
    for seed in range(8):
        s = position(G, field, at="action", seed=seed)
        rps = events(s, "tie_rps")[0]["player"]
        assert kinds(s) == "pick" and only(s, square(3), square(4))
        act(s, square(3))  # the owner sends the Archer into the Hammer's slot
        act(s, PASS)
        act(s, PASS)
        second = 10 if rps == 1 else 4
        assert acting(s) == second


def test_A_3_speed_tie_criteria_then_owner_choice() -> None:
    s = position(G, [unit(4, 0, "MDS-M14"), unit(10, 1, "MDS-M01"), unit(11, 1, "MDS-M01")], at="action")
    assert acting(s) == 4  # more directions
    act(s, PASS)
    act(s, PASS)
    assert kinds(s) == "pick" and s.current_player == 1 and len(s.legal_actions()) == 2


def test_MD_7_2_1_its_specials_end_when_its_turn_comes() -> None:
    field = [unit(4, 0, "MDS-M19"), unit(3, 0, "MDS-M16")]
    effects = [{"card": "MDS-M19", "effect": 0, "owner": 0, "until": "next", "source": 4}]
    s = position(G, field, effects=effects, at="turn", acting=4)
    assert s.fx == [] and events(s, "effect_ends")[0]["rule"] == "MD-7.8"


def test_MD_7_2_2_replace_instead_of_everything_even_when_it_cannot_act() -> None:
    field = [unit(4, 0, "MDS-M13"), unit(10, 1, "MDS-M24")]
    effects = [{"card": "MDS-M24", "effect": 0, "owner": 1, "until": "next", "source": 10}]
    s = menu(G, field, acting=4, p0={"hand": ["MDS-M11"]}, effects=effects)
    assert not squares(s, "attack") and can(s, REPLACE)
    act(s, move(7))
    assert not can(s, REPLACE)  # only at step 2


def test_MD_7_2_3_medachange_before_acting() -> None:
    s = menu(
        G, [unit(4, 0, "MD-SAIKACHIS"), unit(10, 1, "MDS-M16")], acting=4, p0={"hand": ["MDC-SAIKACHIS"]}
    )
    act(s, change("MDC-SAIKACHIS"))
    assert s.observation(0)["squares"][4]["change"] == "MDC-SAIKACHIS"
    assert not can(s, change("MDC-SAIKACHIS")) and not can(s, UNDO_CHANGE)
    assert can(s, attack(10))


def test_MD_7_2_4_move_before_acting() -> None:
    s = menu(G, [unit(1, 0, "MDS-M16"), unit(10, 1, "MDS-M16")], acting=1)
    act(s, move(4))
    assert can(s, attack(10))  # now in range: melee long reach
    assert not squares(s, "move")


def test_MD_7_2_5_medarotters_come_after_moving_and_before_acting() -> None:
    s = menu(G, [unit(1, 0, "MDS-M16"), unit(10, 1, "MDS-M16")], acting=1, p0={"hand": ["MDS-R07"]})
    act(s, use_hand("MDS-R07"))
    assert not squares(s, "move")  # step 4 is behind us
    act(s, PASS)  # decline to act
    assert kinds(s) == "after" and can(s, move(4))  # step 8 still moves


def test_MD_7_2_6_acting_is_optional() -> None:
    s = menu(G, [unit(4, 0, "MDS-M16"), unit(7, 1, "MDS-M16")], acting=4)
    assert can(s, attack(7)) and can(s, PASS)
    act(s, PASS)
    assert kinds(s) == "after" and events(s, "no_action")[0]["rule"] == "MD-7.2.6"


def test_MD_7_2_7_the_defender_decides_then_the_attack_resolves() -> None:
    p1 = {"hand": ["MDS-R02", *FILLER[:4]]}
    s = menu(G, [unit(4, 0, "MDS-M16"), unit(7, 1, "MDS-M16")], acting=4, p1=p1)
    act(s, attack(7))
    assert kinds(s) == "defend" and s.current_player == 1
    act(s, use_hand("MDS-R02"))  # armor 20 + 20 = 40 > power 30
    act(s, PASS)
    assert on(s, 7) is not None and events(s, "weak_attack")[0]["cards"] == 3


def test_MD_7_2_8_move_after_acting() -> None:
    s = menu(G, [unit(4, 0, "MDS-M16"), unit(7, 1, "MDS-M18")], acting=4, p1={"hand": FILLER[:4]})
    act(s, attack(7))
    act(s, PASS)
    while kinds(s) == "discard":
        s.apply(s.legal_actions()[0])
    assert kinds(s) == "after" and only(s, move(1), PASS)
    act(s, move(1))
    assert on(s, 1) is not None and medals(s, 0) == 20


def test_MD_7_2_9_no_move_costs_one_medal_even_when_it_could_not_act() -> None:
    s = menu(G, [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M16")], acting=4)
    act(s, PASS)
    act(s, PASS)
    assert medals(s, 0) == 19 and events(s, "pay")[0]["rule"] == "MD-7.2.9"
    field = [unit(4, 0, "MDS-M13"), unit(10, 1, "MDS-M24")]
    effects = [{"card": "MDS-M24", "effect": 0, "owner": 1, "until": "next", "source": 10}]
    s = menu(G, field, acting=4, effects=effects)
    act(s, PASS)
    act(s, PASS)
    assert medals(s, 0) == 19


def test_MD_7_3_replace_trashes_both_cards_and_places_face_down_without_cost() -> None:
    field = [unit(4, 0, "MD-SAIKACHIS", change="MDC-SAIKACHIS"), unit(10, 1, "MDS-M16", has_turn=True)]
    s = menu(G, field, acting=4, p0={"hand": ["MDS-M11"]})
    act(s, REPLACE)
    assert kinds(s) == "repl_card"
    act(s, chosen("MDS-M11"))
    new = s.sq[4]
    assert new is not None and new[1] == G.card_index["MDS-M11"] and new[3] == 0
    assert sorted(s.trash[0]) == sorted([G.card_index["MD-SAIKACHIS"], G.card_index["MDC-SAIKACHIS"]])
    assert medals(s, 0) == 20


def test_MD_7_3_replace_from_the_neutral_field_goes_to_any_empty_own_square() -> None:
    s = menu(G, [unit(7, 0, "MDS-M16"), unit(3, 0, "MDS-M16")], acting=7, p0={"hand": ["MDS-M11"]})
    act(s, REPLACE)
    assert kinds(s) == "repl_sq" and only(s, *[square(q) for q in (0, 1, 2, 4, 5)])
    act(s, square(0))
    act(s, chosen("MDS-M11"))
    assert on(s, 7) is None and on(s, 0) is not None


def test_MD_7_4_top_card_values_count_and_effects_received_stay() -> None:
    field = [unit(4, 0, "MD-SAIKACHIS"), unit(10, 1, "MDS-M16")]
    effects = [{"card": "MR-IWANOI", "effect": 0, "owner": 0, "until": "turn"}]
    s = menu(G, field, acting=4, p0={"hand": ["MDC-SAIKACHIS"]}, effects=effects)
    unit4 = s.sq[4]
    assert unit4 is not None and power(s, unit4) == 30 + 20
    act(s, change("MDC-SAIKACHIS"))
    assert power(s, unit4) == 50 + 20


def test_MD_7_4_undo_trashes_the_form_and_does_not_use_the_move_or_action() -> None:
    field = [unit(4, 0, "MD-SAIKACHIS", change="MDC-SAIKACHIS"), unit(10, 1, "MDS-M16")]
    s = menu(G, field, acting=4)
    act(s, UNDO_CHANGE)
    assert s.observation(0)["squares"][4]["change"] is None and s.trash[0] == [G.card_index["MDC-SAIKACHIS"]]
    assert can(s, move(1)) and can(s, attack(10))


def test_MD_7_4_a_power_transform_pays_one_medal_each_time_it_acts() -> None:
    field = [unit(4, 0, "MD-SAIKACHIS", change="MDC-SAIKACHIS"), unit(10, 1, "MDS-M18")]
    s = menu(G, field, acting=4, p1={"hand": FILLER[:7]})
    act(s, attack(10))
    assert medals(s, 0) == 19 and events(s, "pay")[0]["rule"] == "MD-7.4"
    s = menu(G, field, acting=4, p0={"medals": 0})
    assert not squares(s, "attack")


def test_MD_7_9_one_step_to_an_empty_square_of_its_own_or_the_neutral_field() -> None:
    s = menu(G, [unit(4, 0, "MDS-M14"), unit(3, 0, "MDS-M16"), unit(8, 1, "MDS-M16")], acting=4)
    moves = sorted(squares(s, "move"))
    assert moves == [0, 1, 2, 5, 6, 7]  # 3 is taken, 8 is taken


def test_MD_7_10_the_phase_ends_when_every_medarot_had_its_turn() -> None:
    s = menu(G, [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M16", has_turn=True)], acting=4)
    act(s, PASS)
    act(s, PASS)
    assert acting(s) == 10
    act(s, PASS)
    act(s, PASS)
    assert events(s, "action_phase_ends")[0]["rule"] == "MD-7.10"
    assert s.turn == 2


def test_MD_7_2_3_no_medachange_after_using_medarotters() -> None:
    field = [unit(4, 0, "MD-SAIKACHIS"), unit(10, 1, "MDS-M16")]
    s = menu(G, field, acting=4, p0={"hand": ["MDC-SAIKACHIS", "MR-KASUMI"]})
    changing = s.find_action(**change("MDC-SAIKACHIS"))
    act(s, use_hand("MR-KASUMI"))
    assert not can(s, change("MDC-SAIKACHIS"))
    with pytest.raises(IllegalActionError, match=r"MD-7\.4"):
        s.apply(changing)


def test_MD_7_2_4_an_illegal_second_move_says_why() -> None:
    s = menu(G, [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M16")], acting=4)
    moving = s.find_action(**move(1))
    s.apply(moving)
    with pytest.raises(IllegalActionError, match="already moved"):
        s.apply(moving)
