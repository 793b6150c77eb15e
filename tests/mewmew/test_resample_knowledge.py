"""MM-2.3: a re-deal (``State.resample``) keeps everything the player it is for has seen.

Each test is a finding of the resample audit of issue 14: it failed before the games kept what each
player knows of the hidden zones (``khand``, ``kgauge``, ``ktop``)."""

from __future__ import annotations

from .conftest import FILLER, MM

SEEDS = range(60)


def test_MM_2_3_a_character_fetched_from_the_discard_pile_stays_in_hand_for_the_opponent(mm: MM) -> None:
    s = mm.pos(p0={"hand": ["MMS-038", "MMS-013"], "gauge": [FILLER] * 2, "discard": ["MMS-011"]})
    mm.play(s, mm.use("MMS-038"), mm.choose(FILLER))  # the only Character: fetched at once, in public
    assert sorted(mm.ids(s.hand[0])) == ["MMS-011", "MMS-013"]
    for seed in SEEDS:
        assert "MMS-011" in mm.ids(s.resample(1, seed).hand[0]), seed
    assert any("MMS-013" not in mm.ids(s.resample(1, seed).hand[0]) for seed in SEEDS)  # still hidden
    # Once it leaves the hand for all to see, it is known there no more: the hand is all re-dealt.
    mm.play(s, mm.use("MMS-011"), mm.choose(FILLER))
    assert mm.ids(s.hand[0]) == ["MMS-013"]
    assert any(s.resample(1, seed).hand[0] != s.hand[0] for seed in SEEDS)


def test_MM_7_5_a_character_returned_from_the_field_stays_in_its_owners_hand() -> None:
    mm = MM()
    ichigo = [{"card": "MMS-011"}]
    s = mm.pos(
        p0={"hand": ["MMR-004"], "gauge": [FILLER] * 2},
        p1={"hand": ["MMS-012", "MMS-013"], "field": ichigo, "deck": [FILLER, "MMS-014", "MMS-015"] * 7},
    )
    mm.play(s, mm.use("MMR-004"), mm.choose(FILLER), mm.choose(FILLER))  # the one target: forced
    assert sorted(mm.ids(s.hand[1])) == ["MMS-011", "MMS-012", "MMS-013"]
    for seed in SEEDS:
        hand = mm.ids(s.resample(0, seed).hand[1])
        assert "MMS-011" in hand, seed
    assert any("MMS-012" not in mm.ids(s.resample(0, seed).hand[1]) for seed in SEEDS)  # the rest is hidden


def test_MM_2_3_top_of_pile_deck_top_seen_then_sent_to_the_gauge_stays_known_to_its_owner() -> None:
    top = MM(gauge_access="top_of_pile")
    deck = ["MMS-011", "MMS-012", "MMS-013", "MMS-014", *[FILLER] * 20]
    s = top.pos(
        p0={"field": [{"card": "MMS-019", "awake": True}], "deck": deck, "deck_top_known": 1,
            "gauge": ["MMS-020", "MMS-021", "MMS-022"]},
    )  # fmt: skip
    top.play(s, top.ability(0))  # Masha: the top card (known to player 0) goes to the gauge
    assert top.ids(s.gauge[0]) == ["MMS-022", "MMS-021", "MMS-020", "MMS-011"]  # the top last
    for seed in SEEDS:
        assert top.ids(s.resample(0, seed).gauge[0])[-1] == "MMS-011", seed
    assert len({tuple(s.resample(0, seed).gauge[0][:3]) for seed in SEEDS}) > 1  # the unseen ones move
    # Paid back onto the deck, it is the known deck top again.
    s = top.pos(p0={"hand": ["MMS-019"], "deck": deck, "deck_top_known": 1,
                    "field": [{"card": "MMS-019", "awake": True}], "gauge": ["MMS-020"]})  # fmt: skip
    top.play(s, top.ability(0), top.use("MMS-019"))  # a second Masha costs 1: the top gauge card
    assert s.observation(0)["players"][0]["deck_top_known"] == ["MMS-011"]


def test_MM_1_4_hand_card_a_resample_for_the_waiting_player_leaves_a_character_to_bring_out() -> None:
    hand = MM(transform_source="hand_card")
    s = hand.pos(
        p0={"hand": ["MMS-011", FILLER, FILLER], "mewmew_area": ["MMS-001"], "gauge": [FILLER] * 3,
            "deck": ["MMS-012", "MMS-013", "MMS-014", *[FILLER] * 30]},
    )  # fmt: skip
    hand.play(s, hand.use("MMS-001"))
    assert s.observation(1)["decision"]["kind"] == "hand_character"
    for seed in range(300):
        other = s.resample(1, seed)
        assert other.legal_actions(), seed
        assert other.observation(1) == s.observation(1)
