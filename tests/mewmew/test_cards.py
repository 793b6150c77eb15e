"""Every card of the pool does what its text says."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from cardtable.games.mewmew.zones import S_AWAKE, S_CARD, S_ITEMS

from .conftest import MM

FILL = ["MMS-031"] * 12
PAIRS = [("MMS-001", "MMS-011", 2), ("MMS-002", "MMS-012", 1), ("MMS-003", "MMS-013", 1),
         ("MMS-004", "MMS-014", 1), ("MMS-005", "MMS-015", 3)]  # fmt: skip
"""Mew Mew card, its Character, the battle points its text gives (written out: a test that read them
from the card table would pass whatever the table said)."""


def test_every_card_is_tested_somewhere(mm: MM) -> None:
    text = "".join(path.read_text(encoding="utf-8") for path in Path(__file__).parent.glob("test_*.py"))
    missing = [card.id for card in mm.g.cards if f'"{card.id}"' not in text]
    assert missing == []


def test_every_card_has_names_text_and_provenance(mm: MM) -> None:
    for card in mm.g.cards:
        assert card.name_ja and card.name_en and card.provenance in ("sample", "reconstructed")
        if card.provenance == "reconstructed":
            assert "Reconstructed" in card.text_en, card.id
        else:
            assert card.id.startswith("MMS-")


@pytest.mark.parametrize(("mew", "character", "bonus"), PAIRS)
def test_mewmew_cards_transform_and_add_their_bonus(mm: MM, mew: str, character: str, bonus: int) -> None:
    cost = mm.g.cost[mm.i(mew)]
    s = mm.pos(
        p0={
            "mewmew_area": [mew],
            "gauge": ["MMS-031"] * cost,
            "field": [{"card": character}],
            "deck": ["MMS-020", *FILL],
        },
        p1={"field": [{"card": "MMS-071"}], "deck": ["MMS-020", *FILL]},
    )
    mm.play(s, mm.use(mew), *[mm.choose("MMS-031")] * cost)
    assert s.observation(0)["players"][0]["field"][0]["mewmew"] == mew
    mm.play(s, mm.PASS)  # search skipped; battle step
    mm.play(s, mm.slot(0, 0))
    # Deck top after paying is the paid card (MMS-031, cost 1) + the Mew Mew card's bonus.
    assert s.battle[6] == 1 + bonus


SEARCH_POINTS = {"MMS-011": 1, "MMS-012": 1, "MMS-013": 2, "MMS-014": 1, "MMS-015": 1, "MMS-016": 0,
                 "MMS-017": 1, "MMS-018": 1, "MMS-019": 0, "MMS-020": 1, "MMS-021": 2, "MMS-022": 3,
                 "MMS-023": 1, "MMS-024": 2, "MMS-025": 0, "MMR-002": 1, "MMR-003": 1}  # fmt: skip
"""Each Character's printed search points (MM-1.3), written out rather than read from the card table."""


def test_every_character_has_its_search_points_listed(mm: MM) -> None:
    assert sorted(SEARCH_POINTS) == sorted(c.id for c in mm.g.cards if c.kind == "character")


@pytest.mark.parametrize(("card", "points"), sorted(SEARCH_POINTS.items()))
def test_character_search_points(mm: MM, card: str, points: int) -> None:
    s = mm.pos("search", p0={"field": [{"card": card}], "gauge": ["MMS-031"]}, p1={"deck": FILL})
    assert len(s.disc[1]) == points


@pytest.mark.parametrize("card", ["MMS-015", "MMS-024"])
def test_character_battle_bonus(mm: MM, card: str) -> None:
    s = mm.pos(
        "battle",
        p0={"field": [{"card": card}], "deck": ["MMS-020", *FILL]},
        p1={"field": [{"card": "MMS-071"}], "deck": ["MMS-020", *FILL]},
    )
    mm.play(s, mm.slot(0, 0))
    assert s.battle[6:8] == [1, 0]


def test_ryou_looks_at_three_and_reorders(mm: MM) -> None:
    s = mm.pos(p0={"field": [{"card": "MMS-016"}], "deck": ["MMS-011", "MMS-012", "MMS-013", *FILL]})
    mm.play(s, mm.ability(0))
    assert s.observation(0)["players"][0]["deck_top_known"] == ["MMS-011", "MMS-012", "MMS-013"]
    assert s.legal_actions() == [mm.choose("MMS-011"), mm.choose("MMS-012"), mm.choose("MMS-013")]
    mm.play(s, mm.choose("MMS-013"), mm.choose("MMS-011"))
    assert mm.top_first(s, 0)[:3] == ["MMS-013", "MMS-011", "MMS-012"]
    assert s.observation(0)["decision"]["kind"] == "main"
    assert s.observation(0)["players"][0]["deck_top_known"] == ["MMS-013", "MMS-011", "MMS-012"]


def test_keiichiro_draws(mm: MM) -> None:
    s = mm.pos(p0={"field": [{"card": "MMS-017"}], "deck": ["MMS-020", *FILL]})
    mm.play(s, mm.ability(0))
    assert mm.ids(s.hand[0]) == ["MMS-020"]


@pytest.mark.parametrize("card", ["MMS-018", "MMS-035"])
def test_put_an_opponents_awake_character_to_sleep(mm: MM, card: str) -> None:
    p0 = {"field": [{"card": card}]} if card == "MMS-018" else {"hand": [card], "gauge": ["MMS-031"]}
    s = mm.pos(
        p0=p0, p1={"field": [{"card": "MMS-011", "awake": False}, {"card": "MMS-012"}, {"card": "MMS-013"}]}
    )
    mm.play(s, mm.ability(0) if card == "MMS-018" else mm.use(card))
    if card == "MMS-035":
        mm.play(s, mm.choose("MMS-031"))
    assert s.legal_actions() == [mm.slot(1, 1), mm.slot(1, 2)]
    mm.play(s, mm.slot(1, 2))
    assert [slot[S_AWAKE] for slot in s.field[1]] == [0, 1, 0]


def test_masha_puts_a_card_into_the_gauge(mm: MM) -> None:
    s = mm.pos(p0={"field": [{"card": "MMS-019"}], "deck": ["MMS-020", *FILL]})
    mm.play(s, mm.ability(0))
    assert mm.ids(s.gauge[0]) == ["MMS-020"]


@pytest.mark.parametrize("card", ["MMS-023", "MMS-038"])
def test_fetch_a_character_from_the_discard_pile(mm: MM, card: str) -> None:
    p0: dict[str, Any] = {"discard": ["MMS-031", "MMS-011", "MMS-012"]}
    if card == "MMS-023":
        p0["field"] = [{"card": card}]
    else:
        p0.update(hand=[card], gauge=["MMS-031"])
    s = mm.pos(p0=p0)
    mm.play(s, mm.ability(0) if card == "MMS-023" else mm.use(card))
    if card == "MMS-038":
        mm.play(s, mm.choose("MMS-031"))
    assert s.legal_actions() == [mm.choose("MMS-011"), mm.choose("MMS-012")]
    mm.play(s, mm.choose("MMS-012"))
    assert "MMS-012" in mm.ids(s.hand[0]) and "MMS-012" not in mm.ids(s.disc[0])


def test_fetch_needs_a_character_in_the_discard_pile(mm: MM) -> None:
    s = mm.pos(p0={"hand": ["MMS-038"], "gauge": ["MMS-031"], "discard": ["MMS-031"]})
    assert mm.use("MMS-038") not in s.legal_actions()


@pytest.mark.parametrize("card", ["MMS-025", "MMS-036"])
def test_wake_a_sleeping_character(mm: MM, card: str) -> None:
    field = [{"card": "MMS-011", "awake": False}, {"card": "MMS-012", "awake": False}]
    p0 = (
        {"field": [{"card": card}, *field]}
        if card == "MMS-025"
        else {"hand": [card], "gauge": ["MMS-031"], "field": field}
    )
    s = mm.pos(p0=p0)
    mm.play(s, mm.ability(0) if card == "MMS-025" else mm.use(card))
    if card == "MMS-036":
        mm.play(s, mm.choose("MMS-031"))
    if card == "MMS-025":
        # Elizabeth is awake while her ability resolves (MM-6.2.5), so she is no choice; she sleeps after.
        assert s.legal_actions() == [mm.slot(0, 1), mm.slot(0, 2)]
        mm.play(s, mm.slot(0, 2))
        assert [slot[S_AWAKE] for slot in s.field[0]] == [0, 0, 1]
    else:
        mm.play(s, mm.slot(0, 1))
        assert [slot[S_AWAKE] for slot in s.field[0]] == [0, 1]


@pytest.mark.parametrize(("card", "n"), [("MMR-002", 2), ("MMR-003", 3), ("MMS-079", 1)])
def test_abilities_that_mill_the_opponent(mm: MM, card: str, n: int) -> None:
    s = mm.pos(p0={"field": [{"card": card}]}, p1={"deck": ["MMS-061", *FILL]})
    mm.play(s, mm.ability(0))
    assert mm.ids(s.disc[1]) == ["MMS-061", *FILL[: n - 1]] and s.aqua == [[], []]


def test_after_school_tea_draws_two(mm: MM) -> None:
    s = mm.pos(p0={"hand": ["MMS-031"], "gauge": ["MMS-020"], "deck": ["MMS-011", "MMS-012", *FILL]})
    mm.play(s, mm.use("MMS-031"), mm.choose("MMS-020"))
    assert sorted(mm.ids(s.hand[0])) == ["MMS-011", "MMS-020"]  # the paid card came back on top


@pytest.mark.parametrize("card", ["MMS-032", "MMS-064"])
def test_three_cards_from_the_deck_into_the_gauge(mm: MM, card: str) -> None:
    rod = [{"card": "MMS-011", "mewmew": "MMS-001", "items": ["MMR-006"]}]
    s = mm.pos(p0={"hand": [card], "gauge": ["MMS-020"], "field": rod, "deck": ["MMS-011", "MMS-012", *FILL]})
    mm.play(s, mm.use(card), mm.choose("MMS-020"))
    # The paid card went on top of the deck, so it comes back first.
    assert mm.ids(s.gauge[0]) == ["MMS-020", "MMS-011", "MMS-012"] and mm.ids(s.disc[0]) == [card]


def test_ambush_lowers_the_opponents_points(mm: MM) -> None:
    s = mm.pos(
        "declare",
        p0={"field": [{"card": "MMS-022"}]},
        p1={"field": [{"card": "MMS-071"}], "hand": ["MMS-034"], "gauge": ["MMS-031"] * 2},
        battle={"character": [0, 0], "chimera": [1, 0], "points": [3, 2], "declaring": 1},
    )
    mm.play(s, mm.use("MMS-034"), mm.choose("MMS-031"), mm.choose("MMS-031"))
    assert s.battle[6:8] == [1, 2]
    mm.play(s, mm.PASS)
    assert s.field[0] == []  # 1 against 2: the Character is lost


def test_our_secret_looks_reorders_then_draws(mm: MM) -> None:
    s = mm.pos(p0={"hand": ["MMS-037"], "gauge": ["MMS-020"], "deck": ["MMS-011", "MMS-012", *FILL]})
    mm.play(s, mm.use("MMS-037"), mm.choose("MMS-020"))
    # The paid card is on top now: it is among the three looked at.
    assert s.legal_actions() == [mm.choose("MMS-011"), mm.choose("MMS-012"), mm.choose("MMS-020")]
    mm.play(s, mm.choose("MMS-012"), mm.choose("MMS-020"))
    assert mm.ids(s.hand[0]) == ["MMS-012"] and mm.top_first(s, 0)[:2] == ["MMS-020", "MMS-011"]


def test_big_clean_up_mills_two(mm: MM) -> None:
    s = mm.pos(p0={"hand": ["MMS-040"], "gauge": ["MMS-031"] * 2}, p1={"deck": ["MMS-071", "MMS-062", *FILL]})
    mm.play(s, mm.use("MMS-040"), mm.choose("MMS-031"), mm.choose("MMS-031"))
    assert mm.ids(s.disc[1]) == ["MMS-071", "MMS-062"] and s.field[1] == [] and s.aqua == [[], []]


def test_chase_returns_a_character_to_its_owners_hand(mm: MM) -> None:
    s = mm.pos(
        p0={"hand": ["MMR-004"], "gauge": ["MMS-031"] * 2},
        p1={"field": [{"card": "MMS-011", "mewmew": "MMS-001", "items": ["MMR-006"]}]},
    )
    mm.play(s, mm.use("MMR-004"), mm.choose("MMS-031"), mm.choose("MMS-031"))
    assert (
        mm.ids(s.hand[1]) == ["MMS-011"]
        and mm.ids(s.mm[1]) == ["MMS-001"]
        and mm.ids(s.disc[1]) == ["MMR-006"]
    )


@pytest.mark.parametrize(("item", "bonus"), [("MMS-051", 1), ("MMS-052", 2)])
def test_items_add_battle_points(mm: MM, item: str, bonus: int) -> None:
    s = mm.pos(
        p0={"hand": [item], "gauge": ["MMS-020"] * 2, "field": [{"card": "MMS-022"}], "deck": FILL},
        p1={"field": [{"card": "MMS-071"}], "deck": ["MMS-020", *FILL]},
    )
    mm.play(s, mm.use(item), *[mm.choose("MMS-020")] * mm.g.cost[mm.i(item)])
    assert mm.ids(s.field[0][0][S_ITEMS:]) == [item]
    mm.play(s, mm.PASS, mm.slot(0, 0))
    assert s.battle[6] == bonus  # revealed MMS-020 (cost 0) + the Item


def test_heart_locket_equips_and_draws(mm: MM) -> None:
    s = mm.pos(
        p0={"hand": ["MMS-053"], "gauge": ["MMS-031"], "field": [{"card": "MMS-011"}, {"card": "MMS-012"}]}
    )
    mm.play(s, mm.use("MMS-053"), mm.choose("MMS-031"))
    assert s.legal_actions() == [mm.slot(0, 0), mm.slot(0, 1)]
    mm.play(s, mm.slot(0, 1))
    assert mm.ids(s.field[0][1][S_ITEMS:]) == ["MMS-053"] and mm.ids(s.hand[0]) == ["MMS-031"]


def _rod(hand: str) -> dict[str, object]:
    return {
        "hand": [hand],
        "gauge": ["MMS-031"] * 3,
        "field": [
            {"card": "MMS-011", "mewmew": "MMS-001", "items": ["MMR-006"]},
            {"card": "MMS-012", "awake": False},
        ],
    }


def test_mew_aqua_light_wakes_everything(mm: MM) -> None:
    p0 = _rod("MMS-062")
    p0["field"] = [
        {"card": "MMS-011", "mewmew": "MMS-001", "items": ["MMR-006"], "awake": False},
        {"card": "MMS-012", "awake": False},
        {"card": "MMS-071", "awake": False},
    ]
    s = mm.pos(p0=p0, p1={"field": [{"card": "MMS-013", "awake": False}]})
    mm.play(s, mm.use("MMS-062"), mm.choose("MMS-031"), mm.choose("MMS-031"))
    # Every card of the user's field, a Chimera Anima too; nothing of the opponent's.
    assert [slot[S_AWAKE] for slot in s.field[0]] == [1, 1, 1] and s.field[1][0][S_AWAKE] == 0


def test_mew_aqua_miracle_beats_a_chimera(mm: MM) -> None:
    s = mm.pos(p0=_rod("MMS-063"), p1={"field": [{"card": "MMS-082"}]})
    mm.play(s, mm.use("MMS-063"), *[mm.choose("MMS-031")] * 3)
    assert mm.ids(s.chim[0]) == ["MMS-082"] and mm.ids(s.disc[0]) == ["MMS-063"]


def test_mew_aqua_healing_fetches_and_draws(mm: MM) -> None:
    p0 = _rod("MMS-065")
    p0["discard"] = ["MMS-013"]
    s = mm.pos(p0=p0)
    mm.play(s, mm.use("MMS-065"), mm.choose("MMS-031"), mm.choose("MMS-031"))
    assert sorted(mm.ids(s.hand[0])) == ["MMS-013", "MMS-031"]


CHIMERA = {"MMS-071": 0, "MMS-072": 0, "MMS-073": 1, "MMS-074": 0, "MMS-075": 2, "MMS-076": 0, "MMS-077": 0,
           "MMS-078": 0, "MMS-079": 0, "MMS-080": 1, "MMS-081": 0, "MMS-082": 0}  # fmt: skip
"""Every Chimera Anima and the battle points its text gives."""


def test_the_chimera_list_is_complete(mm: MM) -> None:
    assert sorted(CHIMERA) == sorted(c.id for c in mm.g.cards if c.kind == "chimera")


@pytest.mark.parametrize(("card", "bonus"), sorted(CHIMERA.items()))
def test_chimera_played_from_hand_blocks_the_search_and_fights_with_its_bonus(
    mm: MM, card: str, bonus: int
) -> None:
    cost = mm.g.cost[mm.i(card)]
    s = mm.pos(
        p0={"hand": [card], "gauge": ["MMS-020"] * cost},
        p1={"field": [{"card": "MMS-022"}]},
    )
    mm.play(s, mm.use(card), *[mm.choose("MMS-020")] * cost)
    assert s.field[0][0][S_CARD] == mm.i(card) and s.field[0][0][S_AWAKE] == 0
    mm.play(s, mm.PASS)  # player 0's turn runs out; player 1's main step
    deck = len(s.deck[0])
    mm.play(s, mm.PASS)  # player 1's search is skipped (MM-6.3.1): player 0's deck is untouched
    assert s.tp == 1 and len(s.deck[0]) == deck and "search_skipped" in mm.kinds(s)
    mm.play(s, mm.slot(1, 0))  # player 1 fights it; player 0 turns over a paid MMS-020 (cost 0)
    assert s.battle[6] == bonus


@pytest.mark.parametrize("card", ["MMS-074", "MMS-076", "MMS-078"])
def test_chimera_that_start_battles(mm: MM, card: str) -> None:
    s = mm.pos(
        p0={"field": [{"card": card}], "deck": ["MMS-022", *FILL]},
        p1={"field": [{"card": "MMS-020"}], "deck": ["MMS-020", *FILL]},
    )
    mm.play(s, mm.ability(0), mm.PASS, mm.PASS)
    assert s.field[1] == [] and s.field[0][0][S_AWAKE] == 0


def test_chimera_battle_needs_an_opposing_character(mm: MM) -> None:
    s = mm.pos(p0={"field": [{"card": "MMS-074"}]})
    assert mm.ability(0) not in s.legal_actions()
