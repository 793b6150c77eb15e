"""MD-11 the end phase (A-6)."""

from __future__ import annotations

from .helpers import events, game, medals, position, unit

G = game()


def test_MD_11_1_end_of_turn_effects_resolve() -> None:
    s = position(G, [unit(4, 0, "MDS-M07"), unit(10, 1, "MDS-M16")], at="end")
    assert medals(s, 0) == 21 and events(s, "end_effect")[0]["rule"] == "MD-11.1"


def test_A_6_medarot_effects_resolve_before_medarotter_effects() -> None:
    effects = [{"card": "MDS-R09", "effect": 0, "owner": 0, "until": "turn"}]
    field = [unit(4, 0, "MDS-M07"), unit(10, 1, "MDS-M07")]
    s = position(G, field, first=1, effects=effects, at="end")
    order = [(e["player"], e["card"]) for e in events(s, "end_effect")]
    rifle, piggy = "MDS-M07", "MDS-R09"
    assert order == [(1, rifle), (0, rifle), (0, piggy)]
    assert medals(s, 0) == 22


def test_MD_11_2_every_medarotter_in_effect_is_trashed_but_not_the_master() -> None:
    effects = [
        {"card": "MR-IKKI", "effect": 1, "owner": 0, "until": "spent"},
        {"card": "MR-IWANOI", "effect": 0, "owner": 0, "until": "turn", "master": True},
    ]
    s = position(
        G,
        [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M16")],
        p0={"master": "MR-IWANOI"},
        effects=effects,
        at="end",
    )
    assert s.trash[0] == [G.card_index["MR-IKKI"]] and s.master[0] == G.card_index["MR-IWANOI"]
    assert s.uses == [] and s.mside[0] == 0


def test_MD_11_3_one_medal_per_own_medarot_in_the_neutral_field() -> None:
    field = [
        unit(6, 0, "MDS-M16"),
        unit(7, 0, "MD-SAIKACHIS", change="MDC-SAIKACHIS"),  # one Medarot, two cards
        unit(8, 1, "MDS-M16"),
        unit(4, 0, "MDS-M16"),
    ]
    s = position(G, field, at="end")
    assert s.medals == [22, 21]
    assert [e["rule"] for e in events(s, "neutral_medals")] == ["MD-11.3", "MD-11.3"]


def test_MD_11_4_the_next_turn_begins_with_the_start_phase() -> None:
    s = position(G, [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M16")], turn=3, at="end")
    assert s.turn == 4 and s.phase == "start"
    kinds = [e["kind"] for e in s.log]
    assert kinds.index("turn_ends") < kinds.index("turn_begins") < kinds.index("draw")
