"""MD-8 using Medarotters (A-7 … A-10)."""

from __future__ import annotations

from cardtable.games.medarot.effects import power

from .helpers import (
    FILLER,
    NULLIFY,
    PASS,
    act,
    acting,
    attack,
    can,
    chosen,
    events,
    game,
    kinds,
    master_effect,
    medals,
    menu,
    number,
    on,
    only,
    stock_in,
    unit,
    use_hand,
    use_stock,
)

G = game()
FIELD = [unit(4, 0, "MDS-M01"), unit(3, 0, "MDS-M02", has_turn=True), unit(10, 1, "MDS-M18")]


def test_MD_8_1_any_number_of_activate_effects_from_the_stock() -> None:
    s = menu(G, FIELD, acting=4, p0={"stock": ["MDS-R05", "MDS-R03"]})
    assert can(s, use_stock("MDS-R05")) and can(s, use_stock("MDS-R03"))
    act(s, use_stock("MDS-R05"))
    assert can(s, use_stock("MDS-R03"))
    act(s, use_stock("MDS-R03"))
    assert medals(s, 0) == 20 - 1 + 2 - 1


def test_MD_8_1_flag_stock_same_turn_counts_as_hand_activate_never_from_hand_nor_stocked_this_turn() -> None:
    g = game(stock_same_turn="counts_as_hand")
    s = menu(g, FIELD, acting=4, p0={"hand": ["MDS-R05"], "stock_new": ["MDS-R03"]})
    assert not can(s, use_hand("MDS-R05")) and not can(s, use_stock("MDS-R03"))
    act(s, stock_in("MDS-R05"))
    assert not can(s, use_stock("MDS-R05"))


def test_MD_8_1_flag_stock_same_turn_usable_a_card_stocked_this_turn_is_in_the_stock() -> None:
    """The seed forbids 【発動】 only from hand; a card put into the stock this turn is in the stock."""
    s = menu(G, FIELD, acting=4, p0={"hand": ["MDS-R05"], "stock_new": ["MDS-R03"]})
    assert not can(s, use_hand("MDS-R05")), "never from hand"
    assert can(s, use_stock("MDS-R03"))
    act(s, stock_in("MDS-R05"))
    assert can(s, use_stock("MDS-R05"))
    act(s, use_stock("MDS-R05"))
    assert len(events(s, "medarotter_used")) == 1


def test_MD_8_1_at_most_one_action_effect_per_medarot_turn_master_included() -> None:
    p0 = {"hand": ["MDS-R01", "MR-KASUMI"], "master": "MR-IWANOI"}
    s = menu(G, FIELD, acting=4, p0=p0)
    assert can(s, master_effect()) and can(s, use_hand("MR-KASUMI"))
    act(s, use_hand("MDS-R01"))
    assert not can(s, master_effect()) and not can(s, use_hand("MR-KASUMI"))


def test_MD_8_2_defence_one_defence_effect_per_attack_from_hand_through_the_stock() -> None:
    s = menu(G, FIELD, acting=4, p1={"hand": ["MDS-R02", "MR-GINKAI", *FILLER[:3]], "stock": ["MDS-R05"]})
    act(s, attack(10))
    assert can(s, use_hand("MDS-R02")) and can(s, use_stock("MDS-R05"))  # 【発動】 too
    act(s, use_hand("MDS-R02"))
    assert not can(s, use_hand("MR-GINKAI")) and can(s, use_stock("MDS-R05"))
    act(s, PASS)
    assert s.current_player == 1 and kinds(s) == "discard"  # the attacker never answered


def test_MD_8_3_the_payer_chooses_the_mix_of_medals_and_medaforce() -> None:
    s = menu(G, FIELD, acting=4, p0={"hand": ["MDS-R04"], "reserve": ["MDS-M11"] * 3})
    act(s, use_hand("MDS-R04"))
    assert kinds(s) == "pay" and only(s, *[number(k) for k in range(3)])
    act(s, number(1))
    assert medals(s, 0) == 19 and len(s.reserve[0]) == 2


def test_MD_8_4_a_card_from_hand_with_a_full_stock_trashes_a_stock_card_first() -> None:
    p0 = {"hand": ["MDS-R01"], "stock": ["MR-KASUMI", "MDS-R05", "MDS-R03"]}
    s = menu(G, FIELD, acting=4, p0=p0)
    assert not can(s, use_hand("MDS-R01"))
    act(s, chosen("MR-KASUMI", "trash_stock"))  # make room
    assert G.card_index["MR-KASUMI"] in s.trash[0]
    act(s, use_hand("MDS-R01"))
    assert events(s, "medarotter_used")[0]["card"] == "MDS-R01"


def test_MD_8_5_each_effect_once_per_turn() -> None:
    s = menu(G, FIELD, acting=4, p0={"master": "MDS-R01"})
    act(s, master_effect())  # after use: upright again at the end of this Medarot's turn
    act(s, PASS)
    act(s, PASS)
    assert acting(s) == 3 and s.mside[0] == 0
    assert not can(s, master_effect())


def test_MD_8_6_the_master_uses_its_effects_turns_sideways_and_is_never_trashed() -> None:
    s = menu(G, FIELD, acting=4, p0={"master": "MR-IWANOI"})
    act(s, master_effect())
    assert s.mside[0] == 1 and medals(s, 0) == 19
    assert s.observation(1)["players"][0]["master_sideways"]
    while s.turn == 1:
        s.apply(s.legal_actions()[0])
    assert s.master[0] == G.card_index["MR-IWANOI"] and G.card_index["MR-IWANOI"] not in s.trash[0]
    assert s.mside[0] == 0


def test_MD_8_7_a_used_medarotter_stays_in_effect_until_its_trash_timing() -> None:
    s = menu(G, FIELD, acting=4, p0={"hand": ["MR-IWANOI"]})
    act(s, use_hand("MR-IWANOI"))
    act(s, PASS)
    act(s, PASS)
    assert s.observation(1)["players"][0]["in_effect"] == ["MR-IWANOI"]
    while s.phase != "end" and s.turn == 1:
        s.apply(s.legal_actions()[0])
    assert s.trash[0] == [G.card_index["MR-IWANOI"]]


def test_A_7_ikki_nullify_is_readied_in_own_turn_and_spent_on_a_later_attack() -> None:
    field = [unit(4, 0, "MDS-M16"), unit(7, 1, "MDS-M13", has_turn=True)]
    s = menu(G, field, acting=4, p0={"hand": ["MR-IKKI"]})
    act(s, use_hand("MR-IKKI", 2))  # 【行動】: ready it (cost 2)
    assert medals(s, 0) == 18 and not can(s, NULLIFY)
    act(s, PASS)
    act(s, PASS)  # the Samurai stays on 4
    assert acting(s) == 7
    act(s, attack(4))
    assert kinds(s) == "defend" and can(s, NULLIFY)
    act(s, NULLIFY)
    assert on(s, 4) is not None and events(s, "attack_nullified")[0]["rule"] == "A-7"
    assert G.card_index["MR-IKKI"] in s.trash[0]


def test_A_7_the_nullify_cannot_be_started_at_defence_time() -> None:
    s = menu(G, FIELD, acting=4, p1={"hand": ["MR-IKKI", *FILLER[:5]]})
    act(s, attack(10))
    assert not can(s, use_hand("MR-IKKI", 2)) and not can(s, NULLIFY)


def test_A_8_scope_follows_the_trash_timing() -> None:
    # Iwanoi (end of turn): every ally shooting Medarot, all turn. Sample Instructor (after use): that one.
    s = menu(G, FIELD, acting=4, p0={"hand": ["MR-IWANOI"]})
    act(s, use_hand("MR-IWANOI"))
    other = s.sq[3]
    assert other is not None and power(s, other) == 20 + 20
    s = menu(G, FIELD, acting=4, p0={"hand": ["MDS-R01"]})
    act(s, use_hand("MDS-R01"))
    acting, other = s.sq[4], s.sq[3]
    assert acting is not None and other is not None
    assert power(s, acting) == 20 + 20 and power(s, other) == 20
    act(s, PASS)
    act(s, PASS)
    assert power(s, acting) == 20 and G.card_index["MDS-R01"] in s.trash[0]


def test_A_9_victor_the_user_picks_the_opponents_stock_card() -> None:
    p1 = {"stock": ["MR-KASUMI", "MDS-R05"]}
    s = menu(G, FIELD, acting=4, p0={"hand": ["MR-VICTOR"]}, p1=p1)
    act(s, use_hand("MR-VICTOR", 2))
    assert kinds(s) == "oppslot" and s.current_player == 0
    assert only(s, number(0), number(1))
    act(s, number(1))
    assert len(s.stock[1]) == 1 and len(s.trash[1]) == 1 and events(s, "stock_trashed")[0]["rule"] == "A-9"


def test_A_10_a_master_never_uses_activate_works_once_per_turn_never_trashed() -> None:
    s = menu(G, FIELD, acting=4, p0={"master": "MDS-R05"})
    assert not can(s, master_effect())
    s = menu(G, FIELD, acting=4, p0={"master": "MR-IKKI"})
    assert not can(s, master_effect()) and can(s, master_effect(2))
    act(s, master_effect(2))
    act(s, PASS)
    act(s, PASS)
    assert not can(s, master_effect(2)) and s.master[0] == G.card_index["MR-IKKI"]
