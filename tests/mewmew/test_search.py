"""MM-6.3 search."""

from __future__ import annotations

from .conftest import MM

FILL = ["MMS-031"] * 12


def test_MM_6_3_1_search_skipped_while_the_opponent_has_a_chimera(mm: MM) -> None:
    s = mm.pos(
        "search", p0={"field": [{"card": "MMS-022"}]}, p1={"field": [{"card": "MMS-071", "awake": False}]}
    )
    assert s.disc[1] == [] and len(s.deck[1]) == 20
    assert "search_skipped" in mm.kinds(s)
    assert s.observation(0)["decision"]["kind"] == "fight"  # straight to the battle step


def test_MM_6_3_1_own_chimera_does_not_block_the_search(mm: MM) -> None:
    s = mm.pos("search", p0={"field": [{"card": "MMS-011"}, {"card": "MMS-071"}]})
    assert len(s.disc[1]) == 1


def test_MM_6_3_2_search_points_add_up_mewmew_counts_zero(mm: MM) -> None:
    s = mm.pos(
        "search",
        p0={
            "field": [
                {"card": "MMS-013"},  # 2
                {"card": "MMS-021", "awake": False},  # 2, asleep still counts (default)
                {"card": "MMS-011", "mewmew": "MMS-001"},  # a Mew Mew: 0
                {"card": "MMS-071"},  # a Chimera Anima: none
            ]
        },
        p1={"deck": FILL},
    )
    assert len(s.disc[1]) == 4
    assert any(e["kind"] == "search_points" and e["n"] == 4 for e in s.log)


def test_MM_6_3_3_cards_turned_over_one_at_a_time_into_the_discard(mm: MM) -> None:
    s = mm.pos(
        "search", p0={"field": [{"card": "MMS-022"}]}, p1={"deck": ["MMS-020", "MMS-021", "MMS-024", *FILL]}
    )
    assert mm.ids(s.disc[1]) == ["MMS-020", "MMS-021", "MMS-024"]
    assert [e["card"] for e in s.log if e["kind"] == "turned_over"] == ["MMS-020", "MMS-021", "MMS-024"]


def test_MM_6_3_3_search_stops_when_the_deck_runs_out(mm: MM) -> None:
    s = mm.pos("search", p0={"field": [{"card": "MMS-022"}]}, p1={"deck": ["MMS-020"]})
    assert mm.ids(s.disc[1]) == ["MMS-020"] and "search_deck_empty" in mm.kinds(s)


def test_MM_6_3_4_found_aqua_goes_to_the_aqua_area_and_ends_the_step(mm: MM) -> None:
    s = mm.pos(
        "search",
        p0={"field": [{"card": "MMS-022"}], "gauge": ["MMS-031"]},  # a gauge: play stops at good night
        p1={"deck": ["MMS-020", "MMS-064", "MMS-021", *FILL]},
    )
    assert mm.ids(s.aqua[0]) == ["MMS-064"]
    assert mm.ids(s.disc[1]) == ["MMS-020"]
    assert mm.top_first(s, 1)[0] == "MMS-021"


def test_MM_6_3_5_chimera_goes_to_the_opponents_field_awake_and_ends_the_step(mm: MM) -> None:
    s = mm.pos(
        "search",
        p0={"field": [{"card": "MMS-022"}]},  # must fight: play stops at the battle step
        p1={"deck": ["MMS-020", "MMS-077", "MMS-021", *FILL]},
    )
    assert mm.ids([slot[1] for slot in s.field[1]]) == ["MMS-077"]
    assert s.observation(0)["players"][1]["field"][0]["awake"] is True
    assert mm.ids(s.disc[1]) == ["MMS-020"] and mm.top_first(s, 1)[0] == "MMS-021"
    assert s.must == 1 and s.observation(0)["must_fight"] is True
