"""MM-6.4 battle."""

from __future__ import annotations

from typing import Any

from cardtable.games.mewmew.state import MewMewState
from cardtable.games.mewmew.zones import S_AWAKE, S_CARD

from .conftest import MM

FILL = ["MMS-031"] * 12


def battle(
    mm: MM, p0: dict[str, Any] | None = None, p1: dict[str, Any] | None = None, **kw: Any
) -> MewMewState:
    p0 = dict(p0 or {})
    p1 = dict(p1 or {})
    p0.setdefault("field", [{"card": "MMS-022"}])
    p1.setdefault("field", [{"card": "MMS-071"}])
    p0.setdefault("deck", ["MMS-022", *FILL])  # reveals 3
    p1.setdefault("deck", ["MMS-020", *FILL])  # reveals 0
    return mm.pos("battle", p0=p0, p1=p1, **kw)


def test_MM_6_4_1_the_battle_step_may_be_skipped(mm: MM) -> None:
    s = battle(mm)
    assert mm.PASS in s.legal_actions()
    mm.play(s, mm.PASS)
    assert "end_battle_step" in mm.kinds(s) and "battle" not in mm.kinds(s)
    assert len(s.field[1]) == 1 and s.chim[0] == []


def test_MM_6_4_1_must_fight_after_a_chimera_arrived_in_the_search(mm: MM) -> None:
    s = mm.pos("search", p0={"field": [{"card": "MMS-022"}]}, p1={"deck": ["MMS-071", *FILL]})
    assert mm.PASS not in s.legal_actions()
    assert "MM-6.4.1" in mm.reason(s, mm.PASS)
    mm.play(s, mm.slot(0, 0), mm.PASS, mm.PASS)
    assert s.must == 0


def test_MM_6_4_1_no_awake_character_no_duty(mm: MM) -> None:
    s = mm.pos("search", p0={"field": [{"card": "MMS-022", "awake": False}]}, p1={"deck": ["MMS-071", *FILL]})
    # Nobody can fight: the battle step passes by itself, straight to good night (and the next turn).
    assert s.step == "main" and s.tp == 1


def test_MM_6_4_2_choose_an_awake_character_then_a_chimera(mm: MM) -> None:
    s = battle(
        mm,
        p0={
            "field": [
                {"card": "MMS-022"},
                {"card": "MMS-021", "awake": False},
                {"card": "MMS-011", "mewmew": "MMS-001"},
            ]
        },
        p1={"field": [{"card": "MMS-071"}, {"card": "MMS-072"}]},
    )
    assert s.legal_actions() == [mm.PASS, mm.slot(0, 0), mm.slot(0, 2)]  # a Mew Mew fights too
    mm.do(s, kind="fight", card="MMS-011")
    assert s.current_player == 0 and [(a["card"], a["slot"]) for a in mm.offered(s)] == [
        ("MMS-071", {"player": 1, "index": 0}),
        ("MMS-072", {"player": 1, "index": 1}),
    ]
    mm.do(s, kind="foe", card="MMS-072")
    assert s.observation(1)["battle"]["chimera"]["slot"] == 1


def test_MM_6_4_3_both_turn_over_their_top_card_cost_is_points(mm: MM) -> None:
    s = battle(mm)
    mm.play(s, mm.slot(0, 0))
    b = s.observation(1)["battle"]
    assert b["revealed"] == ["MMS-022", "MMS-020"] and b["points"] == [3, 0]


def test_MM_6_4_3_own_aqua_turned_over_is_found_by_the_opponent(mm: MM) -> None:
    s = battle(mm, p1={"deck": ["MMS-063", *FILL]})
    mm.play(s, mm.slot(0, 0))
    assert mm.ids(s.aqua[0]) == ["MMS-063"]
    assert s.observation(0)["battle"]["points"] == [3, 3]  # its cost still counts (default flag)


def test_MM_6_4_3_empty_deck_gives_zero_points(mm: MM) -> None:
    s = battle(mm, p1={"deck": []})
    mm.play(s, mm.slot(0, 0))
    assert s.observation(0)["battle"]["points"] == [3, 0] and "reveal_empty" in mm.kinds(s)


def test_MM_6_4_4_turn_player_declares_first_may_use_several_then_opponent(mm: MM) -> None:
    s = battle(
        mm,
        p0={"hand": ["MMS-033", "MMS-033", "MMS-035"], "gauge": ["MMS-031"] * 2},
        p1={"hand": ["MMS-039"], "gauge": ["MMS-031"] * 3},
    )
    mm.play(s, mm.slot(0, 0))
    assert s.current_player == 0
    assert s.legal_actions() == [mm.PASS, mm.use("MMS-033")]  # Sweet Dreams is a main-step card
    mm.play(s, mm.use("MMS-033"), mm.choose("MMS-031"))
    assert s.current_player == 0  # may use another
    mm.play(s, mm.use("MMS-033"), mm.choose("MMS-031"), mm.PASS)
    assert s.current_player == 1 and s.battle[6:8] == [7, 0]
    mm.play(s, mm.use("MMS-039"), mm.choose("MMS-031"), mm.choose("MMS-031"), mm.choose("MMS-031"))
    assert s.current_player == 1 and s.battle[6:8] == [7, 3]
    mm.play(s, mm.PASS)
    assert not s.battle  # the turn player does not declare again: the battle has resolved
    assert len(s.chim[0]) == 1


def test_MM_6_4_5_win_beats_the_chimera(mm: MM) -> None:
    s = battle(mm)
    mm.play(s, mm.slot(0, 0), mm.PASS, mm.PASS)
    assert mm.ids(s.chim[0]) == ["MMS-071"]


def test_MM_6_4_5_loss_sends_the_character_to_the_discard_pile(mm: MM) -> None:
    s = battle(
        mm,
        p0={
            "field": [{"card": "MMS-011", "mewmew": "MMS-001", "items": ["MMS-051"]}],
            "deck": ["MMS-020", *FILL],
        },
        p1={"deck": ["MMS-082", *FILL]},
    )
    mm.play(s, mm.slot(0, 0), mm.PASS, mm.PASS)
    assert s.field[0] == [] and s.chim[0] == []
    assert sorted(mm.ids(s.disc[0])) == ["MMS-011", "MMS-051"]
    assert mm.ids(s.mm[0]) == ["MMS-001"]  # its Mew Mew card goes back face-down (default flag)


def test_MM_6_4_5_tie_both_stay(mm: MM) -> None:
    s = battle(mm, p1={"deck": ["MMS-022", *FILL]})
    mm.play(s, mm.slot(0, 0), mm.PASS, mm.PASS)
    assert len(s.field[0]) == 1 and len(s.field[1]) == 1 and s.chim[0] == []


def test_MM_6_4_6_turned_over_cards_go_to_the_bottom(mm: MM) -> None:
    s = battle(mm, p0={"deck": ["MMS-022", "MMS-024", *FILL]})
    mm.play(s, mm.slot(0, 0), mm.PASS, mm.PASS)
    assert mm.ids(s.deck[0][:1]) == ["MMS-022"] and mm.ids(s.deck[1][:1]) == ["MMS-020"]
    for viewer in (0, 1):
        players = s.observation(viewer)["players"]
        assert players[0]["deck_bottom_known"] == ["MMS-022"]
        assert players[1]["deck_bottom_known"] == ["MMS-020"]


def test_MM_6_4_6_a_revealed_aqua_does_not_go_to_the_bottom(mm: MM) -> None:
    s = battle(mm, p1={"deck": ["MMS-061", *FILL]})
    mm.play(s, mm.slot(0, 0), mm.PASS, mm.PASS)
    assert mm.g.card_index["MMS-061"] not in s.deck[1] and s.kbot[1] == 0


def test_MM_6_4_7_the_fighter_goes_to_sleep(mm: MM) -> None:
    s = battle(
        mm,
        p0={"field": [{"card": "MMS-022"}, {"card": "MMS-021"}]},
        p1={"field": [{"card": "MMS-071"}, {"card": "MMS-072"}]},
    )
    mm.play(s, mm.slot(0, 0), mm.slot(1, 0), mm.PASS, mm.PASS)
    assert s.field[0][0][S_AWAKE] == 0 and s.field[0][1][S_AWAKE] == 1


def test_MM_6_4_8_fight_again_while_awake_characters_and_chimera_remain(mm: MM) -> None:
    s = battle(
        mm,
        p0={"field": [{"card": "MMS-022"}, {"card": "MMS-015"}], "deck": ["MMS-022", "MMS-022", *FILL]},
        p1={"field": [{"card": "MMS-071"}, {"card": "MMS-072"}], "deck": ["MMS-020", "MMS-020", *FILL]},
    )
    mm.play(s, mm.slot(0, 0), mm.slot(1, 0), mm.PASS, mm.PASS)
    assert s.legal_actions() == [mm.PASS, mm.slot(0, 1)]
    mm.play(s, mm.slot(0, 1), mm.PASS, mm.PASS)  # one Chimera Anima left: chosen without asking
    assert len(s.chim[0]) == 2 and s.step != "battle"


def test_MM_6_4_8_no_chimera_left_ends_the_battle_step(mm: MM) -> None:
    s = battle(mm, p0={"field": [{"card": "MMS-022"}, {"card": "MMS-015"}]})
    mm.play(s, mm.slot(0, 0), mm.PASS, mm.PASS)
    assert "end_battle_step" in mm.kinds(s) and s.field[0][1][S_CARD] == mm.i("MMS-015")
