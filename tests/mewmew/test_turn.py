"""MM-6.1 good morning and MM-6.2 main step."""

from __future__ import annotations

from cardtable.games.mewmew.zones import S_AWAKE

from .conftest import MM

DECK = ["MMS-011", "MMS-012", "MMS-013", "MMS-014", "MMS-015", "MMS-016"] + ["MMS-031"] * 10


def test_MM_6_1_1_good_morning_wakes_every_sleeping_card(mm: MM) -> None:
    s = mm.pos(
        "morning",
        turn=3,
        p0={"field": [{"card": "MMS-011", "awake": False}, {"card": "MMS-071", "awake": False}]},
    )
    assert [slot[S_AWAKE] for slot in s.field[0]] == [1, 1]


def test_MM_6_1_1_only_your_own_field_wakes(mm: MM) -> None:
    s = mm.pos("morning", turn=3, p1={"field": [{"card": "MMS-011", "awake": False}]})
    assert s.field[1][0][S_AWAKE] == 0


def test_MM_6_1_2_five_cards_one_at_a_time_onto_the_gauge(mm: MM) -> None:
    s = mm.pos("morning", turn=3, p0={"deck": DECK, "gauge": ["MMS-020", "MMS-021"]})
    # Existing gauge cards stay; the five go on top in deck order (the fifth ends on top).
    assert mm.ids(s.gauge[0][::-1]) == [
        "MMS-015",
        "MMS-014",
        "MMS-013",
        "MMS-012",
        "MMS-011",
        "MMS-020",
        "MMS-021",
    ]


def test_MM_6_1_3_draw_one_but_not_on_the_first_players_first_turn(mm: MM) -> None:
    s = mm.pos("morning", turn=3, p0={"deck": DECK})
    assert mm.ids(s.hand[0]) == ["MMS-016"]
    first = mm.pos("morning", turn=1, p0={"deck": DECK})
    assert first.hand[0] == [] and "no_first_draw" in mm.kinds(first)


def test_MM_6_1_3_the_second_player_draws_on_their_first_turn(mm: MM) -> None:
    s = mm.pos("morning", turn=2, turn_player=1, first_player=0, p1={"deck": DECK})
    assert mm.ids(s.hand[1]) == ["MMS-016"]


def test_MM_6_2_ending_the_main_step_goes_to_search(mm: MM) -> None:
    s = mm.pos(p0={"field": [{"card": "MMS-011"}]}, p1={"deck": ["MMS-020"] + ["MMS-031"] * 10})
    mm.play(s, mm.PASS)
    assert mm.ids(s.disc[1]) == ["MMS-020"]


def test_MM_6_2_1_use_cards_while_the_gauge_pays(mm: MM) -> None:
    s = mm.pos(p0={"hand": ["MMS-020", "MMS-021", "MMS-021"], "gauge": ["MMS-031"]})
    assert {mm.use("MMS-020"), mm.use("MMS-021")} <= set(s.legal_actions())
    mm.play(s, mm.use("MMS-021"), mm.choose("MMS-031"))
    assert mm.use("MMS-021") not in s.legal_actions()  # gauge empty now
    mm.play(s, mm.use("MMS-020"))  # cost 0 still fits
    assert mm.ids([slot[1] for slot in s.field[0]]) == ["MMS-021", "MMS-020"]


def test_MM_6_2_2_characters_and_chimera_from_hand_arrive_asleep(mm: MM) -> None:
    s = mm.pos(p0={"hand": ["MMS-020", "MMS-071"], "gauge": ["MMS-031"]})
    mm.play(s, mm.use("MMS-020"), mm.use("MMS-071"), mm.choose("MMS-031"))
    assert [slot[S_AWAKE] for slot in s.field[0]] == [0, 0]


def test_MM_6_2_3_owner_picks_gauge_cards_and_their_order(mm: MM) -> None:
    s = mm.pos(p0={"hand": ["MMS-022"], "gauge": ["MMS-011", "MMS-012", "MMS-013", "MMS-014"]}, p1={})
    mm.play(s, mm.use("MMS-022"))
    assert s.current_player == 0 and s.observation(0)["decision"]["kind"] == "pay"
    assert s.legal_actions() == sorted(mm.choose(c) for c in ["MMS-011", "MMS-012", "MMS-013", "MMS-014"])
    mm.play(s, mm.choose("MMS-013"), mm.choose("MMS-011"), mm.choose("MMS-014"))
    assert mm.top_first(s, 0)[:3] == ["MMS-014", "MMS-011", "MMS-013"]
    assert s.observation(0)["players"][0]["deck_top_known"] == ["MMS-014", "MMS-011", "MMS-013"]
    assert s.observation(1)["players"][0]["deck_top_known"] == []


def test_MM_6_2_3_not_enough_gauge_cannot_use(mm: MM) -> None:
    s = mm.pos(p0={"hand": ["MMS-022"], "gauge": ["MMS-011"]})
    assert "MM-6.2.3" in mm.reason(s, mm.use("MMS-022"))


def test_MM_6_2_4_mew_aqua_needs_a_mewmew_holding_the_rod(mm: MM) -> None:
    for field in (
        [{"card": "MMS-011", "mewmew": "MMS-001"}],  # a Mew Mew without the Rod
        [{"card": "MMS-011", "items": ["MMR-006"]}],  # the Rod on a plain Character
        [
            {"card": "MMS-011", "mewmew": "MMS-001", "items": ["MMS-051"]},
            {"card": "MMS-012", "items": ["MMR-006"]},
        ],
    ):
        s = mm.pos(p0={"hand": ["MMS-061"], "gauge": ["MMS-031"], "field": field})
        assert "MM-6.2.4" in mm.reason(s, mm.use("MMS-061"))
    s = mm.pos(
        p0={
            "hand": ["MMS-061"],
            "gauge": ["MMS-031"],
            "field": [{"card": "MMS-011", "mewmew": "MMS-001", "items": ["MMR-006"]}],
            "deck": ["MMS-020", "MMS-021"] + ["MMS-031"] * 10,
        }
    )
    mm.play(s, mm.use("MMS-061"), mm.choose("MMS-031"))
    # Drop: draw 2 (the paid card is drawn first: it went on top); then it goes to the discard pile.
    assert sorted(mm.ids(s.hand[0])) == ["MMS-020", "MMS-031"]
    assert mm.ids(s.disc[0]) == ["MMS-061"]


def test_MM_6_2_4_mew_aqua_is_not_used_in_battle(mm: MM) -> None:
    s = mm.pos(
        "declare",
        p0={
            "hand": ["MMS-061"],
            "gauge": ["MMS-031"],
            "field": [{"card": "MMS-011", "mewmew": "MMS-001", "items": ["MMR-006"]}],
        },
        p1={"field": [{"card": "MMS-071"}]},
        battle={"character": [0, 0], "chimera": [1, 0]},
    )
    assert s.legal_actions() == [mm.PASS]


def test_MM_6_2_5_ability_needs_awake_and_puts_to_sleep(mm: MM) -> None:
    s = mm.pos(p0={"field": [{"card": "MMS-019", "awake": False}, {"card": "MMS-019"}]})
    assert "asleep" in mm.reason(s, mm.ability(0))
    gauge = len(s.gauge[0])
    mm.play(s, mm.ability(1))
    assert len(s.gauge[0]) == gauge + 1 and s.field[0][1][S_AWAKE] == 0
    assert mm.ability(1) not in s.legal_actions()


def test_MM_6_2_5_the_card_sleeps_after_its_ability_has_resolved(mm: MM) -> None:
    # 使ったら寝かせる: Elizabeth is awake while her ability resolves, so she cannot wake herself and
    # use it again and again; her one target is taken without asking, then she sleeps.
    s = mm.pos(p0={"field": [{"card": "MMS-025"}, {"card": "MMS-011", "awake": False}]})
    mm.play(s, mm.ability(0))
    assert [slot[S_AWAKE] for slot in s.field[0]] == [0, 1]
    assert mm.ability(0) not in s.legal_actions()
    kinds = mm.kinds(s)
    assert kinds.index("woken") < kinds.index("ability_sleeps")


def test_MM_6_2_5_abilities_only_in_the_main_step(mm: MM) -> None:
    s = mm.pos(
        "declare",
        p0={"field": [{"card": "MMS-022"}, {"card": "MMS-017"}]},
        p1={"field": [{"card": "MMS-071"}]},
        battle={"character": [0, 0], "chimera": [1, 0]},
    )
    assert mm.ability(1) not in s.legal_actions() and s.legal_actions() == [mm.PASS]
