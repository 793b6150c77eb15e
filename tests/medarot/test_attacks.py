"""MD-7.5–7.8 ranges and specials (A-4, A-5), MD-9 resolving an attack, MD-10 MedaForce (A-11)."""

from __future__ import annotations

from cardtable.games.medarot.effects import armor

from .helpers import (
    FILLER,
    PASS,
    REPLACE,
    SPECIAL,
    act,
    acting,
    attack,
    can,
    chosen,
    events,
    game,
    infos,
    kinds,
    medals,
    menu,
    number,
    on,
    only,
    square,
    squares,
    unit,
    use_hand,
)

G = game()


def attacks(s: object) -> list[int]:
    return sorted(squares(s, "attack"))


def test_MD_7_5_shooting_hits_two_ahead_over_anything() -> None:
    field = [unit(4, 0, "MDS-M01"), unit(7, 0, "MDS-M16"), unit(10, 1, "MDS-M16"), unit(8, 1, "MDS-M16")]
    s = menu(G, field, acting=4)
    assert attacks(s) == [10]  # over its own Medarot on 7; not 1 ahead
    s = menu(G, [unit(4, 0, "MDS-M01"), unit(7, 1, "MDS-M16"), unit(10, 1, "MDS-M16")], acting=4)
    assert attacks(s) == [10]  # over an opponent too


def test_MD_7_6_melee_one_ahead_or_two_for_a_medal_over_an_empty_square() -> None:
    s = menu(G, [unit(4, 0, "MDS-M16"), unit(7, 1, "MDS-M16"), unit(10, 1, "MDS-M16")], acting=4)
    assert attacks(s) == [7]  # the square between is taken
    s = menu(G, [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M18")], acting=4, p1={"hand": FILLER[:5]})
    assert attacks(s) == [10]
    act(s, attack(10))
    assert medals(s, 0) == 19 and events(s, "pay")[0]["rule"] == "MD-7.6"


def test_MD_7_6_melee_long_reach_costs_one_medal() -> None:
    s = menu(G, [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M18")], acting=4, p0={"medals": 3})
    act(s, attack(10))
    assert medals(s, 0) == 2


def test_MD_7_7_neutral_field_adds_the_squares_beside() -> None:
    field = [unit(7, 0, "MDS-M16"), unit(6, 1, "MDS-M16"), unit(8, 0, "MDS-M16"), unit(10, 1, "MDS-M16")]
    s = menu(G, field, acting=7)
    assert attacks(s) == [6, 10]  # left is an opponent, right is an ally; ahead stays


def test_A_5_in_the_neutral_field_normal_range_stays_and_one_square_sideways() -> None:
    s = menu(G, [unit(7, 0, "MDS-M01"), unit(8, 1, "MDS-M16"), unit(13, 1, "MDS-M16")], acting=7)
    assert attacks(s) == [8, 13]


def test_MD_7_7_a_face_down_target_turns_face_up_and_still_has_no_turn() -> None:
    field = [unit(4, 0, "MDS-M16"), unit(7, 1, "MDS-M18", face_up=False)]
    s = menu(G, field, acting=4, p1={"hand": FILLER[:5]})
    act(s, attack(7))
    target = s.sq[7]
    assert target is not None and target[3] == 1 and target[4] == 0
    assert s.observation(0)["squares"][7]["card"] == "MDS-M18"


def test_A_4_never_into_the_opponents_field() -> None:
    s = menu(G, [unit(7, 0, "MDS-M14")], acting=7)
    moves = sorted(squares(s, "move"))
    assert moves == [3, 4, 5, 6, 8]


def test_MD_7_8_a_special_lies_sideways_and_lasts_until_its_next_turn() -> None:
    field = [unit(4, 0, "MDS-M19"), unit(3, 0, "MDS-M16"), unit(10, 1, "MDS-M16")]
    s = menu(G, field, acting=4)
    act(s, SPECIAL)
    seen = s.observation(1)
    assert seen["squares"][4]["sideways"] and seen["squares"][3]["sideways"]
    assert seen["squares"][3]["armor"] == 30 and not seen["squares"][10]["sideways"]
    ally = s.sq[3]
    assert ally is not None
    while s.turn == 1 or s.phase != "action":  # through the end phase and the next start phase
        s.apply(s.legal_actions()[0])
    assert armor(s, ally) == 30  # still in force in the next turn (survives the untap)


def test_MD_7_8_a_special_ends_when_its_medarot_leaves_the_field() -> None:
    field = [unit(4, 0, "MDS-M19"), unit(3, 0, "MDS-M16"), unit(10, 1, "MDS-M16")]
    effects = [{"card": "MDS-M19", "effect": 0, "owner": 0, "until": "next", "source": 4}]
    s = menu(G, field, acting=4, p0={"hand": ["MDS-M11"]}, effects=effects)
    s.fx, s.uses = list(s.fx), list(s.uses)
    act(s, REPLACE)
    act(s, chosen("MDS-M11"))
    assert s.fx == []


def test_MD_9_1_power_equal_to_armor_destroys_owner_pays_cost_cards_to_reserve() -> None:
    # Sample Samurai power 30 vs Sample Fighter armor 30, cost 3.
    s = menu(G, [unit(4, 0, "MDS-M16"), unit(7, 1, "MDS-M12")], acting=4)
    act(s, attack(7))
    act(s, PASS)
    assert on(s, 7) is None and medals(s, 1) == 17 and s.reserve[1] == [G.card_index["MDS-M12"]]


def test_MD_9_1_a_medachanged_medarot_costs_both_cards() -> None:
    field = [unit(4, 0, "MDS-M13"), unit(7, 1, "MDS-M10", change="MDSC-M10")]
    s = menu(G, field, acting=4)
    act(s, attack(7))
    act(s, PASS)
    assert medals(s, 1) == 20 - 2 - 2 and len(s.reserve[1]) == 2


def test_MD_9_2_weak_attack_the_defender_chooses_power_over_ten_cards() -> None:
    s = menu(
        G, [unit(4, 0, "MDS-M16"), unit(7, 1, "MDS-M18")], acting=4, p1={"hand": ["MR-IKKI", *FILLER[:4]]}
    )
    act(s, attack(7))
    act(s, PASS)
    assert kinds(s) == "discard" and s.current_player == 1 and infos(s)[0]["step"] == {"done": 0, "of": 3}
    assert only(s, chosen("MR-IKKI"), chosen("MDS-M16"))
    for _ in range(3):
        act(s, chosen("MDS-M16"))
    assert sorted(s.hand[1]) == sorted([G.card_index["MR-IKKI"], G.card_index["MDS-M16"]])
    assert on(s, 7) is not None and kinds(s) == "after"


def test_MD_9_3_weak_destroy_when_the_hand_runs_out_costs_a_flat_one() -> None:
    s = menu(G, [unit(4, 0, "MDS-M16"), unit(7, 1, "MDS-M18")], acting=4, p1={"hand": FILLER[:2]})
    act(s, attack(7))
    act(s, PASS)
    assert on(s, 7) is None and medals(s, 1) == 19 and events(s, "weak_destroy")[0]["rule"] == "MD-9.3"
    assert s.reserve[1] == [G.card_index["MDS-M18"]]


def test_MD_9_3_weak_destroy_after_a_medachange_costs_two() -> None:
    field = [unit(4, 0, "MDS-M16"), unit(7, 1, "MDS-M12", change="MDSC-M12")]
    s = menu(G, field, acting=4)
    act(s, attack(7))
    act(s, PASS)
    assert medals(s, 1) == 18


def test_MD_9_4_after_a_destroy_pay_reserve_draw_place_then_added_effects() -> None:
    # Sample Cannon (power 30, lasting self armor +10 after attacking) destroys a Samurai.
    s = menu(G, [unit(4, 0, "MDS-M08"), unit(10, 1, "MDS-M16")], acting=4, p1={"deck": ["MDS-M11"] * 5})
    act(s, attack(10))
    act(s, PASS)
    assert kinds(s) == "dcount" and only(s, *[number(n) for n in range(4)])
    act(s, number(2))
    assert kinds(s) == "fill" and s.current_player == 1
    act(s, square(13))
    act(s, chosen("MDS-M11"))
    act(s, square(14))  # MD-6.6: the second drawn Medarot too
    act(s, chosen("MDS-M11"))
    act(s, PASS)  # no Medarotter to stock
    order = [
        e["kind"] for e in s.log if e["kind"] in ("pay", "to_reserve", "draw", "placed", "attack_effect")
    ]
    assert order[:6] == ["pay", "to_reserve", "draw", "placed", "placed", "attack_effect"]
    attacker = s.sq[4]
    assert attacker is not None and armor(s, attacker) == 30


def test_MD_10_1_a_destroyed_medarot_goes_to_the_reserve_not_the_trash() -> None:
    s = menu(G, [unit(4, 0, "MDS-M16"), unit(7, 1, "MDS-M16")], acting=4)
    act(s, attack(7))
    act(s, PASS)
    assert s.trash[1] == [] and s.reserve[1] == [G.card_index["MDS-M16"]]


def test_MD_10_2_medaforce_pays_medarotter_costs_and_goes_to_the_trash() -> None:
    p0 = {"hand": ["MDS-R04"], "reserve": ["MDS-M16", "MDS-M11"], "medals": 1}
    s = menu(G, [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M16")], acting=4, p0=p0)
    act(s, use_hand("MDS-R04"))  # cost 2
    assert kinds(s) == "pay" and only(s, number(1), number(2))
    act(s, number(2))
    assert medals(s, 0) == 1 and s.reserve[0] == []
    assert {G.card_index["MDS-M16"], G.card_index["MDS-M11"]} <= set(s.trash[0])


def test_MD_10_2_medaforce_never_pays_reach_penalty_or_the_optional_draw() -> None:
    s = menu(
        G, [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M16")], acting=4, p0={"medals": 0, "reserve": ["MDS-M16"]}
    )
    assert not can(s, attack(10))
    act(s, PASS)
    act(s, PASS)
    assert s.is_terminal() and s.winner == 1 and s.winner_reason == "medals"  # the no-move penalty


def test_A_11_medaforce_never_pays_a_destruction_cost() -> None:
    s = menu(
        G,
        [unit(4, 0, "MDS-M16"), unit(7, 1, "MDS-M12")],
        acting=4,
        p1={"medals": 2, "reserve": ["MDS-M11"] * 3},
    )
    act(s, attack(7))
    act(s, PASS)
    assert s.is_terminal() and s.winner == 0 and s.winner_reason == "medals"


def test_MD_9_3_a_reflected_weak_attack_can_weakly_destroy_the_attacker_in_its_own_turn() -> None:
    field = [unit(4, 0, "MDS-M16"), unit(7, 1, "MD-HONEYFORCE"), unit(10, 1, "MDS-M16", has_turn=True)]
    effects = [{"card": "MD-HONEYFORCE", "effect": 0, "owner": 1, "until": "next", "source": 7}]
    s = menu(G, field, acting=4, effects=effects, p1={"hand": ["MR-GINKAI"]})
    act(s, attack(7))
    act(s, use_hand("MR-GINKAI"))  # the attack becomes weak: Honey Force reflects it
    act(s, PASS)
    assert on(s, 4) is None and s.reserve[0] == [G.card_index["MDS-M16"]]
    act(s, number(0))  # no draws after the destroy
    assert medals(s, 0) == 19  # the weak destroy only: no MD-7.2.9 medal for a Medarot that is gone
    assert acting(s) == 10
