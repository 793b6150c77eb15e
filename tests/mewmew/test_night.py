"""MM-6.5 good night."""

from __future__ import annotations

from .conftest import MM


def test_MM_6_5_1_say_a_number_then_pick_which_gauge_cards(mm: MM) -> None:
    s = mm.pos("night", p0={"gauge": ["MMS-011", "MMS-012", "MMS-013"]})
    assert s.legal_actions() == [mm.number(n) for n in range(4)]
    mm.play(s, mm.number(2))
    assert s.observation(1)["decision"] == s.observation(0)["decision"]
    assert s.observation(0)["decision"]["kind"] == "night_pick"
    assert [a["step"] for a in mm.offered(s)] == [{"done": 0, "of": 2}] * 3
    mm.do(s, kind="take", card="MMS-013")
    assert s.action_info(mm.choose("MMS-011"))["step"] == {"done": 1, "of": 2}
    mm.do(s, kind="take", card="MMS-011")
    assert sorted(mm.ids(s.hand[0])) == ["MMS-011", "MMS-013"] and mm.ids(s.gauge[0]) == ["MMS-012"]
    took = [e for e in s.log_for(1) if e["kind"] == "night_take"]
    assert took and took[0]["n"] == 2


def test_MM_6_5_1_taking_every_gauge_card_needs_no_picks(mm: MM) -> None:
    s = mm.pos("night", p0={"gauge": ["MMS-011", "MMS-012"]})
    mm.play(s, mm.number(2))
    assert sorted(mm.ids(s.hand[0])) == ["MMS-011", "MMS-012"] and s.tp == 1


def test_MM_6_5_1_saying_zero_takes_nothing_and_ends_the_step(mm: MM) -> None:
    # 好きなだけ手札に加えられる: zero is a number too; it asks for no pick (it used to ask for one).
    s = mm.pos("night", p0={"gauge": ["MMS-011", "MMS-012"]})
    mm.play(s, mm.number(0))
    assert sorted(mm.ids(s.gauge[0])) == ["MMS-011", "MMS-012"] and s.hand[0] == []
    assert s.tp == 1 and s.observation(0)["decision"]["kind"] == "main"


def test_MM_6_5_2_discard_down_to_five_aqua_and_chimera_included(mm: MM) -> None:
    hand = ["MMS-061", "MMS-071", "MMS-011", "MMS-012", "MMS-013", "MMS-014"]
    s = mm.pos("night", p0={"hand": hand, "gauge": ["MMS-015"]})
    mm.play(s, mm.number(1))
    assert s.observation(0)["decision"]["kind"] == "discard" and s.observation(0)["decision"]["count"] == 2
    mm.play(s, mm.choose("MMS-061"))
    assert s.current_player == 0
    mm.play(s, mm.choose("MMS-071"))
    assert len(s.hand[0]) == 5 and mm.ids(s.disc[0]) == ["MMS-061", "MMS-071"]
    assert s.aqua == [[], []] and s.chim == [[], []]  # discarding is not finding or beating
    assert s.tp == 1


def test_MM_6_5_2_five_cards_keep_all(mm: MM) -> None:
    s = mm.pos("night", p0={"hand": ["MMS-011"] * 5})
    assert len(s.hand[0]) == 5 and s.disc[0] == [] and s.tp == 1
