"""MD-6 the start phase."""

from __future__ import annotations

from .helpers import (
    FILLER,
    PASS,
    act,
    can,
    chosen,
    game,
    hand_count,
    infos,
    kinds,
    medals,
    number,
    only,
    position,
    square,
    stock_in,
    unit,
)

G = game()
BOTH = [unit(4, 0, "MDS-M16", face_up=False), unit(10, 1, "MDS-M16")]


def test_MD_6_1_master_and_field_cards_turn_face_up_the_stock_stays_down() -> None:
    s = position(
        G, BOTH, p0={"master": "MR-IKKI", "master_face_up": False, "stock": ["MR-KASUMI"]}, at="start"
    )
    assert s.mup[0] == 1 and s.observation(1)["squares"][4]["face_up"] is True
    seen = s.observation(1)
    assert seen["squares"][4]["card"] == "MDS-M16" and seen["players"][0]["master"] == "MR-IKKI"
    assert seen["players"][0]["stock"] is None and seen["players"][0]["stock_count"] == 1


def test_MD_6_2_each_player_draws_one_first_player_first() -> None:
    s = position(G, BOTH, first=1, at="start")
    draws = [e for e in s.log if e["kind"] == "draw"]
    assert draws[0]["player"] == 1 and draws[0]["count"] == 1 and draws[0]["rule"] == "MD-6.2"
    assert hand_count(s, 1) == 1 and hand_count(s, 0) == 0


def test_MD_6_3_optional_draw_pays_one_medal_for_up_to_three() -> None:
    s = position(G, BOTH, p0={"deck": ["MR-KASUMI"] * 10, "master": "MR-IKKI"}, at="start")
    act(s, PASS)  # keep the drawn Kasumi in hand
    assert kinds(s) == "optdraw" and only(s, *[number(n) for n in range(4)])
    act(s, number(3))
    assert medals(s, 0) == 19 and hand_count(s, 0) == 4 and s.reserve[0] == []


def test_MD_6_3_the_optional_draw_is_not_offered_without_a_medal() -> None:
    s = position(G, BOTH, p0={"deck": ["MR-KASUMI"] * 10, "master": "MR-IKKI", "medals": 0}, at="start")
    act(s, PASS)
    assert not (kinds(s) == "optdraw" and s.current_player == 0)
    assert hand_count(s, 0) == 1


def test_MD_6_4_hand_limit_seven_trash_or_stock_a_medarotter() -> None:
    hand = ["MR-KASUMI"] + ["MDS-R05"] * 2 + ["MD-METABEE"] * 2 + ["MDC-SAIKACHIS"] * 2
    full = [unit(3, 0, "MDS-M16"), unit(4, 0, "MDS-M16"), unit(5, 0, "MDS-M16"), unit(10, 1, "MDS-M16")]
    s = position(G, full, p0={"hand": hand, "master": "MR-IKKI", "deck": ["MR-IWANOI"] * 5}, at="start")
    act(s, PASS)  # do not stock the drawn card now
    s = s  # the hand holds 8 now
    assert kinds(s) == "limit" and hand_count(s, 0) == 8
    assert can(s, stock_in("MR-IWANOI")) and can(s, chosen("MD-METABEE"))
    act(s, stock_in("MR-IWANOI"))
    assert hand_count(s, 0) == 7 and kinds(s) != "limit"


def test_MD_6_4_hand_limit_with_a_full_stock_means_trashing() -> None:
    hand = ["MDS-R05"] * 2 + ["MD-METABEE"] * 2 + ["MDC-SAIKACHIS"] * 3
    full = [unit(3, 0, "MDS-M16"), unit(4, 0, "MDS-M16"), unit(5, 0, "MDS-M16"), unit(10, 1, "MDS-M16")]
    p0 = {"hand": hand, "master": "MR-IKKI", "deck": ["MR-IWANOI"] * 5, "stock": ["MR-KASUMI"] * 3}
    s = position(G, full, p0=p0, at="start")
    act(s, PASS)
    assert kinds(s) == "limit"
    assert {info["kind"] for info in infos(s)} == {"trash"}  # no room in the stock (MD-6.4)
    act(s, chosen("MD-METABEE"))
    assert G.card_index["MD-METABEE"] in s.trash[0] and hand_count(s, 0) == 7


def test_MD_6_5_a_drawn_medarotter_may_go_to_the_stock_and_a_full_stock_may_trash_one() -> None:
    s = position(G, BOTH, p0={"deck": ["MR-IWANOI"] * 5, "master": "MR-IKKI"}, at="start")
    assert kinds(s) == "drawn" and can(s, stock_in("MR-IWANOI"))
    act(s, stock_in("MR-IWANOI"))
    assert s.stock[0] == [G.card_index["MR-IWANOI"]] and s.fresh[0] == [1]
    s = position(
        G, BOTH, p0={"deck": ["MR-IWANOI"] * 5, "master": "MR-IKKI", "stock": ["MR-KASUMI"] * 3}, at="start"
    )
    assert only(s, PASS, chosen("MR-KASUMI"))
    act(s, chosen("MR-KASUMI"))
    assert can(s, stock_in("MR-IWANOI"))


def test_MD_6_6_a_drawn_medarot_is_placed_face_down_and_has_no_turn_this_phase() -> None:
    s = position(G, BOTH, p0={"deck": ["MDS-M11", *FILLER[:2]]}, at="start")
    assert kinds(s) == "fill"
    act(s, square(3))
    assert kinds(s) == "fill_card"
    act(s, chosen("MDS-M11"))
    while s.phase != "action":
        s.apply(s.legal_actions()[0])
    placed = s.sq[3]
    assert placed is not None and placed[3] == 0 and placed[4] == 0  # face-down, no turn
    s2 = position(
        G, BOTH, p0={"hand": ["MDS-M11"], "deck": ["MR-IKKI"] * 3, "master": "MR-KASUMI"}, at="start"
    )
    while s2.phase == "start":
        s2.apply(s2.legal_actions()[0])
    assert len(s2.units_of(0)) == 2  # placed at the end of the start phase too


def test_MD_6_7_the_no_medarot_check_is_made_for_both_together() -> None:
    s = position(G, [], first=0, p0={"deck": ["MR-IKKI"] * 5}, p1={"deck": FILLER}, at="start")
    while not s.is_terminal():
        s.apply(s.legal_actions()[0])
    # player 1 drew and placed a Medarot during their start step: only player 0 loses
    assert s.winner == 1 and s.winner_reason == "no_medarot"
