"""Every variant flag of mewmew.md changes play as its ruling says."""

from __future__ import annotations

import pytest

from cardtable import SpecError, load_game
from cardtable.core.state import DRAW
from cardtable.games.mewmew.state import MewMewState
from cardtable.games.mewmew.zones import S_AWAKE, S_CARD, S_MEW

from .conftest import MM

FILL = ["MMS-031"] * 12


def test_flags_have_rule_ids_and_reject_bad_values(mm: MM) -> None:
    rules = {spec.name: spec.rule for spec in mm.g.FLAGS}
    assert rules == {
        "transform_source": "MM-1.4",
        "gauge_access": "MM-2.3",
        "max_copies": "MM-3.2",
        "win_check": "MM-5.4",
        "search_counts_asleep": "MM-6.3.2",
        "searched_chimera_awake": "MM-6.3.5",
        "revealed_aqua_points": "MM-6.4.3",
        "attached_on_leave": "MM-6.4.5",
        "battle_reply": "MM-6.4.4",
    }
    with pytest.raises(SpecError):
        load_game("mewmew", gauge_access="peek")


def test_flag_transform_source_hand_card_MM_1_4() -> None:
    hand = MM(transform_source="hand_card")
    s = hand.pos(
        p0={
            "hand": ["MMS-011"],
            "mewmew_area": ["MMS-001"],
            "gauge": ["MMS-031"] * 3,
            "field": [{"card": "MMS-011"}],
        }
    )
    # The Ichigo on the field cannot transform; the one in hand comes out transformed for 1 + 2.
    hand.play(s, hand.use("MMS-001"))
    assert s.legal_actions() == [hand.choose("MMS-011")]
    hand.play(s, hand.choose("MMS-011"), *[hand.choose("MMS-031")] * 3)
    assert s.field[0][0][S_MEW] == -1
    new = s.field[0][1]
    assert new[S_CARD] == hand.i("MMS-011") and new[S_MEW] == hand.i("MMS-001") and new[S_AWAKE] == 0
    assert s.gauge[0] == [] and s.hand[0] == []
    # Without the Character in hand, no transform (default rule: it would be legal).
    default = MM()
    spec = {"mewmew_area": ["MMS-001"], "gauge": ["MMS-031"] * 3, "field": [{"card": "MMS-011"}]}
    assert hand.use("MMS-001") not in hand.pos(p0=dict(spec)).legal_actions()
    assert default.use("MMS-001") in default.pos(p0=dict(spec)).legal_actions()


def test_flag_transform_source_hand_card_needs_both_costs_MM_1_4() -> None:
    hand = MM(transform_source="hand_card")
    s = hand.pos(p0={"hand": ["MMS-011"], "mewmew_area": ["MMS-001"], "gauge": ["MMS-031"] * 2})
    assert hand.use("MMS-001") not in s.legal_actions()
    assert "both costs (MM-1.4" in hand.reason(s, hand.use("MMS-001"))
    s = hand.pos(p0={"hand": ["MMS-011"], "mewmew_area": ["MMS-001"], "gauge": ["MMS-031"] * 3})
    assert hand.use("MMS-001") in s.legal_actions()


def test_flag_gauge_access_top_of_pile_MM_2_3() -> None:
    top = MM(gauge_access="top_of_pile")
    s = top.pos(p0={"hand": ["MMS-015"], "gauge": ["MMS-011", "MMS-012", "MMS-013"]})
    top.play(s, top.use("MMS-015"))
    # No choice: the top two gauge cards move, and nobody sees the gauge.
    assert top.ids(s.gauge[0]) == ["MMS-013"]
    assert top.top_first(s, 0)[:2] == ["MMS-012", "MMS-011"]
    assert s.observation(0)["players"][0]["gauge"] is None
    assert s.observation(0)["players"][0]["deck_top_known"] == []
    chosen = MM()
    c = chosen.pos(p0={"hand": ["MMS-015"], "gauge": ["MMS-011", "MMS-012", "MMS-013"]})
    assert c.observation(0)["players"][0]["gauge"] == ["MMS-011", "MMS-012", "MMS-013"]
    chosen.play(c, chosen.use("MMS-015"))
    assert c.observation(0)["decision"]["kind"] == "pay"


def test_flag_gauge_access_top_of_pile_night_takes_from_the_top_MM_6_5_1() -> None:
    top = MM(gauge_access="top_of_pile")
    s = top.pos("night", p0={"gauge": ["MMS-011", "MMS-012", "MMS-013"]})
    top.play(s, top.number(2))
    assert sorted(top.ids(s.hand[0])) == ["MMS-011", "MMS-012"] and top.ids(s.gauge[0]) == ["MMS-013"]


def test_flag_max_copies_MM_3_2() -> None:
    deck = list(MM().g.presets["strawberry"])
    deck[deck.index("MMS-012")] = "MMS-011"
    assert MM().g.deck_problems(deck) == []
    assert MM(max_copies=3).g.deck_problems(deck) != []
    with pytest.raises(Exception, match="at most 3"):
        MM(max_copies=3).g.new_game(decks=[deck, deck])


def _aqua_then_chimera(mm: MM) -> MewMewState:
    return mm.pos(
        "battle",
        p0={"field": [{"card": "MMS-022"}], "deck": ["MMS-065", *FILL], "chimera_area": ["MMS-072"] * 6},
        p1={
            "field": [{"card": "MMS-071"}],
            "deck": ["MMS-020", *FILL],
            "aqua_area": ["MMS-061", "MMS-062", "MMS-063", "MMS-064"],
        },
    )


def test_flag_win_check_immediate_MM_5_4() -> None:
    late = MM()
    s = _aqua_then_chimera(late)
    late.play(s, late.slot(0, 0), late.PASS, late.PASS)
    assert s.winner == DRAW
    now = MM(win_check="immediate")
    s = _aqua_then_chimera(now)
    now.play(s, now.slot(0, 0))
    # Player 1 found a 5th Mew Aqua when the cards were turned over: the game ends there.
    assert s.winner == 1 and s.winner_reason == "aqua"


def test_flag_search_counts_asleep_MM_6_3_2() -> None:
    for asleep_counts, turned in ((True, 3), (False, 1)):
        g = MM(search_counts_asleep=asleep_counts)
        s = g.pos(
            "search",
            p0={"field": [{"card": "MMS-011"}, {"card": "MMS-013", "awake": False}]},
            p1={"deck": FILL},
        )
        assert len(s.disc[1]) == turned


def test_flag_searched_chimera_awake_MM_6_3_5() -> None:
    for awake in (True, False):
        g = MM(searched_chimera_awake=awake)
        s = g.pos("search", p0={"field": [{"card": "MMS-011"}]}, p1={"deck": ["MMS-074", *FILL]})
        assert s.field[1][0][S_AWAKE] == int(awake)


def test_flag_revealed_aqua_points_MM_6_4_3() -> None:
    for value, points in (("cost", 3), ("zero", 0)):
        g = MM(revealed_aqua_points=value)
        s = g.pos(
            "battle",
            p0={"field": [{"card": "MMS-022"}], "deck": ["MMS-022", *FILL]},
            p1={"field": [{"card": "MMS-071"}], "deck": ["MMS-063", *FILL]},
        )
        g.play(s, g.slot(0, 0))
        assert s.battle[6:8] == [3, points]
        g.play(s, g.PASS, g.PASS)
        assert len(s.chim[0]) == (1 if points == 0 else 0)  # 3-3 is a tie, 3-0 a win


def test_flag_attached_on_leave_MM_6_4_5() -> None:
    for value, area, discard in (("mewmew_to_area", ["MMS-001"], ["MMS-011", "MMS-051"]),
                                 ("discard_all", [], ["MMS-001", "MMS-011", "MMS-051"])):  # fmt: skip
        g = MM(attached_on_leave=value)
        s = g.pos(
            "battle",
            p0={
                "field": [{"card": "MMS-011", "mewmew": "MMS-001", "items": ["MMS-051"]}],
                "deck": ["MMS-020", *FILL],
            },
            p1={"field": [{"card": "MMS-071"}], "deck": ["MMS-082", *FILL]},
        )
        g.play(s, g.slot(0, 0), g.PASS, g.PASS)
        assert g.ids(s.mm[0]) == area and sorted(g.ids(s.disc[0])) == discard


def test_flag_battle_reply_one_MM_6_4_4() -> None:
    for value, used in (("several", 2), ("one", 1)):
        g = MM(battle_reply=value)
        s = g.pos(
            "declare",
            p0={"field": [{"card": "MMS-022"}]},
            p1={"field": [{"card": "MMS-071"}], "hand": ["MMS-033", "MMS-033"], "gauge": ["MMS-031"] * 2},
            battle={"character": [0, 0], "chimera": [1, 0], "points": [3, 0], "declaring": 1},
        )
        g.play(s, g.use("MMS-033"), g.choose("MMS-031"))
        if value == "several":
            assert s.current_player == 1 and g.use("MMS-033") in s.legal_actions()
            g.play(s, g.use("MMS-033"), g.choose("MMS-031"), g.PASS)
        assert len(s.disc[1]) == used and not s.battle
        assert len(s.chim[0]) == (1 if used == 1 else 0)  # 3-2 a win; 3-4 a loss
