"""MM-7 card handling."""

from __future__ import annotations

from cardtable.games.mewmew.zones import S_AWAKE, S_BORROWED, S_CARD, S_OWNER

from .conftest import MM

FILL = ["MMS-031"] * 12


def test_MM_7_1_a_mewmew_loses_the_characters_abilities(mm: MM) -> None:
    s = mm.pos(p0={"field": [{"card": "MMR-002", "mewmew": "MMS-004"}, {"card": "MMR-002"}]})
    assert mm.ability(0) not in s.legal_actions() and mm.ability(1) in s.legal_actions()
    assert "MM-7.1" in mm.reason(s, mm.ability(0))


def test_MM_7_1_a_mewmew_loses_the_characters_battle_bonus(mm: MM) -> None:
    # Zakuro has +1 of her own; as Mew Zakuro only the Mew Mew card's +3 counts.
    s = mm.pos(p0={"field": [{"card": "MMS-015", "mewmew": "MMS-005"}, {"card": "MMS-015"}]})
    field = s.observation(0)["players"][0]["field"]
    assert [slot["battle_bonus"] for slot in field] == [3, 1]


def test_MM_7_2_special_move_beats_a_chimera_into_the_users_area(mm: MM) -> None:
    s = mm.pos(
        p0={
            "hand": ["MM-072"],
            "gauge": ["MMS-031"] * 3,
            "field": [{"card": "MMS-011", "mewmew": "MMS-001"}],
        },
        p1={"field": [{"card": "MMS-071"}, {"card": "MMS-075"}]},
    )
    mm.play(s, mm.use("MM-072"), *[mm.choose("MMS-031")] * 3)
    assert s.legal_actions() == [mm.slot(1, 0), mm.slot(1, 1)]
    mm.play(s, mm.slot(1, 1))
    assert mm.ids(s.chim[0]) == ["MMS-075"] and mm.ids(s.disc[0]) == ["MM-072"]
    assert s.observation(0)["players"][0]["beaten"] == 1


def test_MM_7_2_each_special_move_needs_its_own_mewmew(mm: MM) -> None:
    pairs = [
        ("MM-072", "MMS-001", "MMS-011"),
        ("MM-073", "MMS-002", "MMS-012"),
        ("MM-074", "MMS-003", "MMS-013"),
        ("MM-075", "MMS-004", "MMS-014"),
        ("MM-076", "MMS-005", "MMS-015"),
    ]
    for move, mew, character in pairs:
        s = mm.pos(
            p0={"hand": [move], "gauge": ["MMS-031"] * 4, "field": [{"card": character, "mewmew": mew}]},
            p1={"field": [{"card": "MMS-071"}]},
        )
        mm.play(s, mm.use(move), *[mm.choose("MMS-031")] * mm.g.cost[mm.i(move)])
        assert mm.ids(s.chim[0]) == ["MMS-071"], move
        other = pairs[(pairs.index((move, mew, character)) + 1) % 5]
        s = mm.pos(
            p0={"hand": [move], "gauge": ["MMS-031"] * 4, "field": [{"card": other[2], "mewmew": other[1]}]},
            p1={"field": [{"card": "MMS-071"}]},
        )
        assert "MM-7.2" in mm.reason(s, mm.use(move))


def test_MM_7_2_special_move_can_win_by_chimera(mm: MM) -> None:
    s = mm.pos(
        p0={
            "hand": ["MM-072"],
            "gauge": ["MMS-031"] * 3,
            "field": [{"card": "MMS-011", "mewmew": "MMS-001"}],
            "chimera_area": ["MMS-072"] * 6,
        },
        p1={"field": [{"card": "MMS-071"}]},
    )
    mm.play(s, mm.use("MM-072"), *[mm.choose("MMS-031")] * 3)
    assert s.winner == 0 and s.winner_reason == "chimera"


def test_MM_7_3_chimera_ability_starts_a_battle_and_sleeps_after(mm: MM) -> None:
    s = mm.pos(
        p0={
            "field": [{"card": "MMS-074"}],
            "deck": ["MMS-082", *FILL],
            "hand": ["MMS-033"],
            "gauge": ["MMS-031"],
        },
        p1={
            "field": [{"card": "MMS-021"}, {"card": "MMS-020"}],
            "deck": ["MMS-020", *FILL],
            "hand": ["MMS-033"],
        },
    )
    mm.play(s, mm.ability(0))
    assert s.legal_actions() == [mm.slot(1, 0), mm.slot(1, 1)]
    mm.play(s, mm.slot(1, 0))
    assert s.battle and s.current_player == 0  # the turn player still declares first
    mm.play(s, mm.use("MMS-033"), mm.choose("MMS-031"), mm.PASS)
    assert s.current_player == 1
    mm.play(s, mm.PASS)
    # Chimera side 5 + 2 against 0: the Character is lost; the Chimera Anima sleeps afterwards.
    assert [slot[S_CARD] for slot in s.field[1]] == [mm.i("MMS-020")]
    assert mm.ids(s.disc[1]) == ["MMS-021"] and s.field[0][0][S_AWAKE] == 0
    assert s.observation(0)["decision"]["kind"] == "main"  # back to the main step


def test_MM_7_3_chimera_loses_to_the_defending_character(mm: MM) -> None:
    s = mm.pos(
        p0={"field": [{"card": "MMS-076"}], "deck": ["MMS-020", *FILL]},
        p1={"field": [{"card": "MMS-022"}], "deck": ["MMS-022", *FILL]},
    )
    mm.play(s, mm.ability(0), mm.PASS, mm.PASS)
    assert mm.ids(s.chim[1]) == ["MMS-076"] and s.field[0] == []
    assert s.field[1][0][S_AWAKE] == 0  # MM-6.4.7: the Character that fought sleeps too


def test_MM_7_4_mill_never_finds_aqua_and_discards_chimera(mm: MM) -> None:
    s = mm.pos(
        p0={"field": [{"card": "MMR-003"}]},
        p1={"deck": ["MMS-061", "MMS-071", "MMS-020", *FILL]},
    )
    mm.play(s, mm.ability(0))
    assert mm.ids(s.disc[1]) == ["MMS-061", "MMS-071", "MMS-020"]
    assert s.aqua == [[], []] and s.field[1] == []


def test_MM_7_5_removal_cannot_be_used_during_a_battle(mm: MM) -> None:
    for card in ("MMR-004", "MMR-005"):
        s = mm.pos(
            "declare",
            p0={"field": [{"card": "MMS-022"}, {"card": "MMS-011"}]},
            p1={
                "field": [{"card": "MMS-071"}, {"card": "MMS-012"}],
                "hand": [card, "MMS-033"],
                "gauge": ["MMS-031"] * 3,
            },
            battle={"character": [0, 0], "chimera": [1, 0], "declaring": 1},
        )
        assert s.legal_actions() == [mm.PASS, mm.use("MMS-033")]
        assert "MM-7.5" in mm.reason(s, mm.use(card))


def test_MM_7_5_no_removal_in_a_battle_a_chimera_started_either(mm: MM) -> None:
    # MM-7.3 battles happen inside the main step; the removal ban holds there too (MM-7.5).
    s = mm.pos(
        p0={"field": [{"card": "MMS-074"}], "hand": ["MMR-005", "MMS-033"], "gauge": ["MMS-031"] * 3},
        p1={"field": [{"card": "MMS-022"}]},
    )
    assert mm.use("MMR-005") in s.legal_actions()
    mm.play(s, mm.ability(0))
    assert s.battle and s.legal_actions() == [mm.PASS, mm.use("MMS-033")]
    assert "MM-7.5" in mm.reason(s, mm.use("MMR-005"))


def test_MM_7_5_removal_in_the_main_step(mm: MM) -> None:
    s = mm.pos(
        p0={"hand": ["MMR-005"], "gauge": ["MMS-031"] * 3},
        p1={"field": [{"card": "MMS-012", "mewmew": "MMS-002", "items": ["MMS-051"]}, {"card": "MMS-071"}]},
    )
    mm.play(s, mm.use("MMR-005"), *[mm.choose("MMS-031")] * 3)
    assert [slot[S_CARD] for slot in s.field[1]] == [mm.i("MMS-071")]
    assert sorted(mm.ids(s.disc[1])) == ["MMS-012", "MMS-051"] and mm.ids(s.mm[1]) == ["MMS-002"]


def test_MM_7_6_forceful_recruitment_lasts_one_turn(mm: MM) -> None:
    s = mm.pos(
        p0={"hand": ["MMR-001"], "gauge": ["MMS-031"] * 2, "field": [{"card": "MMS-011"}]},
        p1={"field": [{"card": "MMS-022"}, {"card": "MMS-012", "mewmew": "MMS-002"}, {"card": "MMS-071"}]},
    )
    mm.play(s, mm.use("MMR-001"), *[mm.choose("MMS-031")] * 2)
    # Only one plain Character of the opponent: taken without asking. It searches for player 0.
    moved = s.field[0][1]
    assert moved[S_CARD] == mm.i("MMS-022") and moved[S_OWNER] == 1 and moved[S_BORROWED] == 1
    assert s.observation(1)["players"][0]["field"][1]["borrowed"] is True
    mm.play(s, mm.PASS)  # search skipped (Chimera Anima on player 1's field); battle with it
    mm.play(s, mm.PASS)  # end the battle step; good night; the turn ends
    assert s.tp == 1 and [slot[S_CARD] for slot in s.field[1]][-1] == mm.i("MMS-022")
    assert len(s.field[0]) == 1 and s.field[1][-1][S_BORROWED] == 0


def test_MM_7_6_a_borrowed_character_lost_in_battle_goes_to_its_owners_discard(mm: MM) -> None:
    s = mm.pos(
        "battle",
        p0={"field": [{"card": "MMS-022", "owner": 1, "borrowed": True}], "deck": ["MMS-020", *FILL]},
        p1={"field": [{"card": "MMS-071"}], "deck": ["MMS-082", *FILL]},
    )
    mm.play(s, mm.slot(0, 0), mm.PASS, mm.PASS)
    assert mm.ids(s.disc[1]) == ["MMS-022"] and s.disc[0] == []
