"""MD-4 winning and losing, MD-5 the opening phase (and A-1, A-2)."""

from __future__ import annotations

from cardtable.games.medarot.state import MedarotState

from .helpers import (
    FILLER,
    PASS,
    act,
    attack,
    can,
    chosen,
    game,
    hand_count,
    kinds,
    medals,
    menu,
    number,
    only,
    position,
    square,
    unit,
)

G = game()
ROTTERS = ["MR-KASUMI", "MR-IKKI", "MR-IWANOI", "MDS-R01", "MDS-R02", "MDS-R03", "MDS-R05"]


def opening(decks: list[list[str]], seed: int, **flags: object) -> MedarotState:
    g = game(**flags)  # type: ignore[arg-type]
    return g.position({"players": [{"deck": decks[0]}, {"deck": decks[1]}], "at": "opening", "seed": seed})


def test_MD_4_1_a_forced_payment_beyond_the_medals_loses() -> None:
    # Sample Lancer (power 50) destroys Sample Ninja (armor 50, cost 5); its owner has 4 medals.
    s = menu(G, [unit(4, 0, "MDS-M13"), unit(7, 1, "MDS-M18")], acting=4, p1={"medals": 4})
    act(s, attack(7))
    act(s, PASS)
    assert s.is_terminal() and s.winner == 0 and s.winner_reason == "medals"
    assert s.returns() == [1.0, -1.0]


def test_MD_4_1_paying_down_to_exactly_zero_is_no_loss() -> None:
    s = menu(G, [unit(4, 0, "MDS-M13"), unit(7, 1, "MDS-M18")], acting=4, p1={"medals": 5})
    act(s, attack(7))
    act(s, PASS)
    assert not s.is_terminal() and medals(s, 1) == 0


def test_MD_4_1_optional_payments_are_offered_only_when_covered() -> None:
    # Melee long reach (1 medal) from row 1 to row 3 over an empty neutral square.
    field = [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M16")]
    assert can(menu(G, field, acting=4, p0={"medals": 1}), attack(10))
    assert not can(menu(G, field, acting=4, p0={"medals": 0}), attack(10))


def test_MD_4_1_a_late_masters_negative_modifier_beyond_the_medals_loses() -> None:
    # Sample Commander (HP -3) is drawn as the first Medarotter (MD-5.6) with 2 medals left.
    field = [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M16")]
    s = position(G, field, p0={"medals": 2, "deck": ["MDS-R10", *FILLER[:3]]}, at="start")
    assert kinds(s) == "late"
    act(s, chosen("MDS-R10"))
    assert s.is_terminal() and s.winner == 1 and s.winner_reason == "medals" and medals(s, 0) == 2
    s = position(G, field, p0={"medals": 3, "deck": ["MDS-R10", *FILLER[:3]]}, at="start")
    act(s, chosen("MDS-R10"))
    assert not s.is_terminal() and medals(s, 0) == 0  # exactly 0 is no loss


def test_MD_4_2_cannot_draw_in_the_start_phase_loses() -> None:
    s = position(G, [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M16")], p0={"deck": []}, at="start")
    assert s.is_terminal() and s.winner == 1 and s.winner_reason == "deck_out"


def test_MD_4_2_other_draws_take_what_is_left_and_never_lose() -> None:
    s = menu(G, [unit(4, 0, "MDS-M13"), unit(7, 1, "MDS-M18")], acting=4, p1={"deck": []})
    act(s, attack(7))
    act(s, PASS)
    assert kinds(s) == "dcount"
    act(s, number(3))
    assert not s.is_terminal() and s.hand[1] == []


def test_MD_4_3_no_medarot_on_the_field_after_the_start_phase_loses() -> None:
    s = position(G, [unit(4, 0, "MDS-M16")], p1={"deck": ["MR-KASUMI"] * 5}, at="start")
    while not s.is_terminal():
        s.apply(s.legal_actions()[0])
    assert s.winner == 0 and s.winner_reason == "no_medarot"


def test_MD_4_4_both_losing_together_is_a_draw() -> None:
    s = position(G, [], p0={"deck": ["MR-IKKI"] * 5}, p1={"deck": ["MR-KASUMI"] * 5}, at="start")
    while not s.is_terminal():
        s.apply(s.legal_actions()[0])
    assert s.winner == -1 and s.winner_reason == "draw" and s.returns() == [0.0, 0.0]


def test_MD_5_1_twenty_medals_and_seven_cards_each() -> None:
    s = G.new_game(seed=11)
    assert s.medals == [20, 20]
    assert hand_count(s, 0) == 7 and hand_count(s, 1) == 7
    assert len(s.deck[0]) == 23


def find_redraws(deck: list[str], at_least: int) -> MedarotState:
    for seed in range(500):
        s = opening([deck, list(FILLER)], seed)
        if len([e for e in s.log if e["kind"] == "redraw" and e["player"] == 0]) >= at_least:
            return s
    raise AssertionError("no seed redrew")


def test_MD_5_2_no_medarot_in_hand_reveals_and_redraws() -> None:
    s = find_redraws([*ROTTERS, "MDS-M16"], 1)
    shown = next(e for e in s.log_for(1) if e["kind"] == "redraw")
    assert len(shown["cards"]) == 7  # the opponent saw the revealed hand
    assert any(G.table.kind[c] == 0 for c in s.hand[0])


def test_A_1_the_redraw_has_no_limit() -> None:
    s = find_redraws(ROTTERS * 2 + ["MDS-M16"], 2)
    assert any(G.table.kind[c] == 0 for c in s.hand[0])


def test_MD_5_3_a_random_draw_picks_the_first_player_who_places_first() -> None:
    firsts = {G.new_game(seed=seed).first for seed in range(12)}
    assert firsts == {0, 1}
    for seed in range(4):
        s = G.new_game(seed=seed)
        assert s.current_player == s.first and kinds(s) in ("master_pick", "stock0")


def test_MD_5_4_master_stock_then_medarots_first_player_then_second() -> None:
    s = opening([["MR-KASUMI", "MR-IKKI"] + ["MDS-M16"] * 5, ["MR-KASUMI"] + ["MDS-M11"] * 6], seed=0)
    f = s.first
    seen = []
    while s.turn == 0:
        seen.append((kinds(s), s.current_player))
        s.apply(s.legal_actions()[-1] if kinds(s) == "stock0" else s.legal_actions()[0])
    order = [k for k in dict.fromkeys(seen)]
    assert order[0] == ("master_pick", f)
    assert order.index(("stock0", f)) < order.index(("fill", f)) < order.index(("master_pick", 1 - f))
    assert len(s.units_of(0)) == 3 and len(s.units_of(1)) == 3


def test_MD_5_5_the_master_hp_modifier_counts_when_it_turns_face_up() -> None:
    spec_players = {"master": "MR-MILKY", "master_face_up": False}  # HP modifier +2
    s = position(G, [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M16")], p0=spec_players, at="start")
    assert medals(s, 0) == 22 and s.mup[0] == 1


def test_MD_5_6_no_medarotter_no_master_then_the_first_drawn_becomes_master_face_up() -> None:
    s = position(
        G,
        [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M16")],
        p0={"deck": ["MR-KASUMI", *FILLER[:3], "MR-IWANOI"]},  # Kasumi drawn first
        at="start",
    )
    assert kinds(s) == "late" and only(s, chosen("MR-KASUMI"))
    act(s, chosen("MR-KASUMI"))
    assert s.master[0] == G.card_index["MR-KASUMI"] and s.mup[0] == 1
    assert s.observation(1)["players"][0]["master"] == "MR-KASUMI"


def test_MD_5_6_several_drawn_together_the_owner_picks() -> None:
    deck = ["MDS-M11", "MR-MILKY", "MR-IWANOI", *FILLER[:3]]  # top card first
    s = position(G, [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M16")], p0={"deck": deck}, at="start")
    while kinds(s) != "optdraw":
        s.apply(s.legal_actions()[0])
    act(s, number(2))  # draws Milky and Iwanoi together
    assert kinds(s) == "late"
    assert only(s, chosen("MR-IWANOI"), chosen("MR-MILKY"))
    act(s, chosen("MR-MILKY"))
    assert medals(s, 0) == 20 - 1 + 2


def test_MD_5_7_fewer_than_three_medarots_place_those_and_place_the_next_drawn() -> None:
    seven = ["MR-KASUMI", "MDS-M16", "MDS-M11", "MR-IKKI", "MR-IKKI", "MR-IWANOI", "MR-IWANOI"]
    s = opening([seven, list(FILLER)], seed=0)
    while s.turn == 0:
        s.apply(s.legal_actions()[0])
    assert len(s.units_of(0)) == 2  # both Medarots of the hand, no more
    later = position(G, [unit(4, 0, "MDS-M16")], p0={"deck": ["MDS-M11", *FILLER[:3]]}, at="start")
    assert kinds(later) == "fill" and later.current_player == 0  # the drawn Medarot must be placed
    act(later, square(0))
    act(later, chosen("MDS-M11"))
    assert later.observation(0)["squares"][0]["face_up"] is False


def test_A_2_medals_have_no_cap() -> None:
    s = position(G, [unit(7, 0, "MDS-M16"), unit(10, 1, "MDS-M16")], p0={"medals": 20}, at="end")
    assert medals(s, 0) == 21
