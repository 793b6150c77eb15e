"""MM-3 deck regulation, MM-4 setting up, MM-5 winning."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable import DeckError
from cardtable.core.state import DRAW
from cardtable.games.mewmew.state import MewMewState
from cardtable.games.mewmew.zones import S_AWAKE

from .conftest import MM


def _deck(mm: MM) -> list[str]:
    return list(mm.g.presets["strawberry"])


def test_MM_3_1_preset_decks_are_legal(mm: MM) -> None:
    for name, deck in mm.g.presets.items():
        assert mm.g.deck_problems(deck) == [], name
    assert len(mm.g.presets) >= 3


def test_MM_3_1_clear_messages_for_a_wrong_mix(mm: MM) -> None:
    deck = _deck(mm)
    deck.remove("MMS-061")
    problems = mm.g.deck_problems(deck)
    assert "deck has 54 cards, needs 55 (MM-3.1)" in problems
    assert "deck has 4 Mew Aqua, needs 5 (MM-3.1)" in problems
    deck.append("MMS-031")
    problems = mm.g.deck_problems(deck)
    assert "deck has 36 Character, Event or Item cards, needs 35 (MM-3.1)" in problems
    with pytest.raises(DeckError, match="player 1: deck has 4 Mew Aqua"):
        mm.g.new_game(decks=[_deck(mm), deck])


def test_MM_3_1_chimera_and_mewmew_counts(mm: MM) -> None:
    deck = _deck(mm)
    deck[deck.index("MMS-071")] = "MMS-031"
    deck[deck.index("MMS-001")] = "MMS-031"
    problems = mm.g.deck_problems(deck)
    assert "deck has 9 Chimera Anima, needs 10 (MM-3.1)" in problems
    assert "deck has 4 Mew Mew, needs 5 (MM-3.1)" in problems


def test_MM_3_2_copies_unlimited_by_default_three_with_flag(mm: MM) -> None:
    deck = _deck(mm)
    for _ in range(2):
        deck[deck.index("MMS-012")] = "MMS-011"  # 5 copies of Ichigo Momomiya
    assert mm.g.deck_problems(deck) == []
    three = mm.flags(max_copies=3)
    assert three.g.deck_problems(deck) == [
        "deck has 5 copies of MMS-011 (Ichigo Momomiya), at most 3 (MM-3.2, max_copies=3)"
    ]


def test_MM_4_1_mewmew_cards_face_down_rest_is_the_deck(mm: MM) -> None:
    s = mm.g.new_game(seed=3)
    for p in (0, 1):
        assert sorted(mm.ids(s.mm[p])) == ["MMS-001", "MMS-002", "MMS-003", "MMS-004", "MMS-005"]
        assert all(mm.g.card(c).kind != "mewmew" for c in s.deck[p] + s.hand[p] + s.gauge[p])
    assert s.log[0]["rule"] == "MM-4.1"


def test_MM_4_2_decks_are_shuffled_by_the_seed(mm: MM) -> None:
    a, b, c = (mm.g.new_game(seed=x) for x in (1, 1, 2))
    assert a.to_json() == b.to_json()
    assert a.deck[1] != c.deck[1]
    assert any(e["rule"] == "MM-4.2" for e in a.log)


def test_MM_4_3_each_player_draws_five(mm: MM) -> None:
    s = mm.g.new_game(seed=5)
    second = 1 - s.first
    assert len(s.hand[s.first]) == 5  # the first player's first turn has no draw (MM-6.1.3)
    assert len(s.hand[second]) == 5
    assert len(s.deck[second]) == 45


def test_MM_4_4_a_random_draw_decides_who_goes_first(mm: MM) -> None:
    firsts = {mm.g.new_game(seed=x).first for x in range(20)}
    assert firsts == {0, 1}
    s = mm.g.new_game(seed=0)
    assert s.current_player == s.first == s.tp


def test_MM_5_1_aqua_win_on_the_fifth_found(mm: MM) -> None:
    s = mm.pos(
        "search",
        p0={"field": [{"card": "MMS-011"}], "aqua_area": ["MMS-061", "MMS-062", "MMS-063", "MMS-064"]},
        p1={"deck": ["MMS-065"] + ["MMS-031"] * 10},
    )
    assert s.is_terminal() and s.winner == 0 and s.winner_reason == "aqua"
    assert s.returns() == [1.0, -1.0]


def _battle(mm: MM, p0: dict[str, Any], p1: dict[str, Any], **kw: Any) -> MewMewState:
    p0.setdefault("field", [{"card": "MMS-022"}])
    p1.setdefault("field", [{"card": "MMS-071"}])
    return mm.pos("battle", p0=p0, p1=p1, **kw)


def test_MM_5_2_chimera_win_on_the_seventh_beaten(mm: MM) -> None:
    s = _battle(
        mm,
        {"deck": ["MMS-022"] + ["MMS-031"] * 10, "chimera_area": ["MMS-072"] * 6},
        {"deck": ["MMS-020"] + ["MMS-031"] * 10},
    )
    mm.play(s, mm.slot(0, 0), mm.PASS, mm.PASS)
    assert s.winner == 0 and s.winner_reason == "chimera"


def test_MM_5_3_gauge_win_when_good_morning_cannot_be_done(mm: MM) -> None:
    s = mm.pos("end", turn=4, p1={"deck": ["MMS-031"] * 5, "field": [{"card": "MMS-011", "awake": False}]})
    assert s.winner == 0 and s.winner_reason == "gauge"
    # Checked before any card moves: nothing woke, nothing went to the gauge or hand.
    assert s.field[1][0][S_AWAKE] == 0 and len(s.deck[1]) == 5 and s.gauge[1] == s.hand[1] == []
    ok = mm.pos("end", turn=4, p1={"deck": ["MMS-031"] * 6})
    assert not ok.is_terminal() and ok.tp == 1


def test_MM_5_3_first_turn_needs_only_five(mm: MM) -> None:
    s = mm.pos("morning", turn=1, p0={"deck": ["MMS-031"] * 5})
    assert not s.is_terminal() and len(s.gauge[0]) == 5 and s.deck[0] == []
    lost = mm.pos("morning", turn=1, p0={"deck": ["MMS-031"] * 4})
    assert lost.winner == 1 and lost.winner_reason == "gauge"


def test_MM_5_4_both_find_a_fifth_aqua_in_one_battle_is_a_draw(mm: MM) -> None:
    four = ["MMS-061", "MMS-062", "MMS-063", "MMS-064"]
    s = _battle(
        mm,
        {"deck": ["MMS-065"] + ["MMS-031"] * 10, "aqua_area": four},
        {"deck": ["MMS-065"] + ["MMS-031"] * 10, "aqua_area": four},
    )
    mm.play(s, mm.slot(0, 0))
    assert not s.is_terminal()  # checked once the battle has resolved
    mm.play(s, mm.PASS, mm.PASS)
    assert s.winner == DRAW and s.winner_reason == "draw" and s.returns() == [0.0, 0.0]


def test_MM_5_4_fifth_aqua_against_seventh_chimera_is_a_draw(mm: MM) -> None:
    # Player 0 turns over their own Mew Aqua (cost 2): player 1 finds a 5th. Its cost still counts,
    # so player 0 wins 2-0 and beats a 7th Chimera Anima in the same battle.
    s = _battle(
        mm,
        {"deck": ["MMS-065"] + ["MMS-031"] * 10, "chimera_area": ["MMS-072"] * 6},
        {"deck": ["MMS-020"] + ["MMS-031"] * 10, "aqua_area": ["MMS-061", "MMS-062", "MMS-063", "MMS-064"]},
    )
    mm.play(s, mm.slot(0, 0), mm.PASS, mm.PASS)
    assert len(s.aqua[1]) == 5 and len(s.chim[0]) == 7
    assert s.winner == DRAW and s.winner_reason == "draw"
    assert mm.g.match_points(s) == [1, 1]  # MM-5.6


def test_MM_5_5_observation_says_when_a_win_is_out_of_reach(mm: MM) -> None:
    s = mm.pos(p1={"discard": ["MMS-061"]})
    assert s.observation(0)["players"][0]["aqua_win_possible"] is False
    assert s.observation(0)["players"][1]["aqua_win_possible"] is True
    s = mm.pos(p1={"discard": ["MMS-071", "MMS-072", "MMS-073"]})
    assert s.observation(1)["players"][0]["chimera_win_possible"] is True
    s = mm.pos(p1={"discard": ["MMS-071", "MMS-072", "MMS-073", "MMS-074"]})
    assert s.observation(1)["players"][0]["chimera_win_possible"] is False


def test_MM_5_5_discarded_aqua_is_never_found(mm: MM) -> None:
    s = mm.pos("discard", p0={"hand": ["MMS-061", "MMS-031", "MMS-031", "MMS-031", "MMS-031", "MMS-031"]})
    mm.play(s, mm.choose("MMS-061"))
    assert mm.ids(s.disc[0]) == ["MMS-061"] and s.aqua == [[], []]


def test_MM_5_6_match_points_win_three_draw_one(mm: MM) -> None:
    won = mm.pos("end", turn=4, p1={"deck": []})
    assert mm.g.match_points(won) == [3, 0]
    lost = mm.pos("end", turn=4, turn_player=1, p0={"deck": []})
    assert mm.g.match_points(lost) == [0, 3]
    with pytest.raises(ValueError):
        mm.g.match_points(mm.pos())
