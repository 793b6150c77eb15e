"""MM-1 components and MM-2 zones."""

from __future__ import annotations

from cardtable.games.mewmew.zones import S_AWAKE, S_MEW

from .conftest import MM


def test_MM_1_1_six_card_kinds_special_moves_are_events_rod_is_item(mm: MM) -> None:
    kinds = {card.kind for card in mm.g.cards}
    assert kinds == {"mewmew", "aqua", "chimera", "character", "event", "item"}
    for number in range(72, 77):
        card = mm.g.card(f"MM-{number:03d}")
        assert card.kind == "event" and card.special_move
    rod = mm.g.card("MMR-006")
    assert rod.kind == "item" and rod.rod


def test_MM_1_2_cost_is_paid_from_the_gauge(mm: MM) -> None:
    s = mm.pos(p0={"hand": ["MMS-015"], "gauge": ["MMS-020", "MMS-021", "MMS-022"]})
    assert mm.use("MMS-015") in s.legal_actions()
    mm.play(s, mm.use("MMS-015"), mm.choose("MMS-021"), mm.choose("MMS-020"))
    assert mm.ids(s.gauge[0]) == ["MMS-022"]
    # The last card paid is the new top of the deck.
    assert mm.top_first(s, 0)[:2] == ["MMS-020", "MMS-021"]


def test_MM_1_2_a_card_too_dear_cannot_be_used(mm: MM) -> None:
    s = mm.pos(p0={"hand": ["MMS-022"], "gauge": ["MMS-020", "MMS-021"]})
    assert mm.use("MMS-022") not in s.legal_actions()


def test_MM_1_3_search_points_and_activated_ability(mm: MM) -> None:
    s = mm.pos(p0={"field": [{"card": "MMS-017"}]})
    # Keiichiro: 1 search point, ability "draw a card".
    before = len(s.hand[0])
    mm.play(s, mm.ability(0))
    assert len(s.hand[0]) == before + 1
    assert s.field[0][0][S_AWAKE] == 0


def test_MM_1_4_transform_lays_mewmew_card_keeping_state(mm: MM) -> None:
    for awake in (True, False):
        s = mm.pos(
            p0={
                "mewmew_area": ["MMS-001"],
                "gauge": ["MMS-020", "MMS-020"],
                "field": [{"card": "MMS-011", "awake": awake}],
            }
        )
        mm.play(s, mm.use("MMS-001"), mm.choose("MMS-020"), mm.choose("MMS-020"))
        assert mm.ids([s.field[0][0][S_MEW]]) == ["MMS-001"]
        assert s.field[0][0][S_AWAKE] == int(awake)
        assert s.mm[0] == []


def test_MM_1_4_transform_needs_the_named_character(mm: MM) -> None:
    s = mm.pos(p0={"mewmew_area": ["MMS-001"], "gauge": ["MMS-020"] * 3, "field": [{"card": "MMS-012"}]})
    assert mm.use("MMS-001") not in s.legal_actions()
    assert "none of your Characters" in mm.reason(s, mm.use("MMS-001"))


def test_MM_1_5_item_equips_only_own_character(mm: MM) -> None:
    s = mm.pos(
        p0={"hand": ["MMS-051"], "gauge": ["MMS-020"], "field": [{"card": "MMS-071"}, {"card": "MMS-011"}]},
        p1={"field": [{"card": "MMS-012"}]},
    )
    mm.play(s, mm.use("MMS-051"), mm.choose("MMS-020"))
    # The only own Character is chosen without asking; the Chimera Anima and the opponent's are not.
    assert mm.ids(s.field[0][1][6:]) == ["MMS-051"]
    assert s.field[0][0][6:] == [] and s.field[1][0][6:] == []


def test_MM_1_5_item_needs_a_character(mm: MM) -> None:
    s = mm.pos(p0={"hand": ["MMS-051"], "gauge": ["MMS-020"]})
    assert mm.use("MMS-051") not in s.legal_actions()


def test_MM_2_1_every_zone_of_both_players_is_in_the_observation(mm: MM) -> None:
    obs = mm.pos().observation(0)
    keys = {"hand_size", "mewmew_area_size", "deck_size", "gauge_size", "field", "discard", "aqua_area"}
    for player in obs["players"]:
        assert keys | {"chimera_area"} <= set(player)


def test_MM_2_1_found_aqua_and_beaten_chimera_go_to_the_winners_areas(mm: MM) -> None:
    s = mm.pos("search", p0={"field": [{"card": "MMS-011"}]}, p1={"deck": ["MMS-061"] + ["MMS-031"] * 10})
    assert mm.ids(s.aqua[0]) == ["MMS-061"] and s.aqua[1] == []


def test_MM_2_2_cards_from_hand_arrive_asleep_and_show_it(mm: MM) -> None:
    s = mm.pos(p0={"hand": ["MMS-020"]})
    mm.play(s, mm.use("MMS-020"))
    assert s.observation(1)["players"][0]["field"][0]["awake"] is False


def test_MM_2_3_discards_public_hand_and_mewmew_area_counts_only(mm: MM) -> None:
    s = mm.pos(p0={"hand": ["MMS-020"], "mewmew_area": ["MMS-001"], "discard": ["MMS-033"]})
    theirs = s.observation(1)["players"][0]
    assert theirs["hand"] is None and theirs["hand_size"] == 1
    assert theirs["mewmew_area"] is None and theirs["mewmew_area_size"] == 1
    assert theirs["discard"] == ["MMS-033"]
    mine = s.observation(0)["players"][0]
    assert mine["hand"] == ["MMS-020"] and mine["mewmew_area"] == ["MMS-001"]
