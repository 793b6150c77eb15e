"""State.choice_notes, progress, unavailable and may_undo_to in Tokyo Mew Mew: what a player reads before
choosing, built from what that player may know."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable import load_game
from cardtable.core.state import State

G = load_game("mewmew")
FILLER = ["MMS-061"] * 12


def main_step(p0: dict[str, Any], deck: list[str] | None = None, **spec: Any) -> State:
    players = [{"deck": list(FILLER) if deck is None else deck, **p0}, {"deck": list(FILLER)}]
    return G.position({"turn": 3, "turn_player": 0, "step": "main", "players": players, **spec})


def zakuro_ready() -> State:
    return main_step(
        {
            "field": [{"card": "MMS-015"}],
            "mewmew_area": ["MMS-005"],
            "gauge": ["MMS-061", "MMS-062", "MMS-063"],
        }
    )


def test_MM_6_2_3_a_transform_says_its_gauge_cost_and_its_text_before_it_is_taken() -> None:
    s = zakuro_ready()
    action = s.find_action(kind="use", card="MMS-005")
    en = s.choice_notes(action)
    assert en["cost"] == "3 from the gauge (you have 3; MM-6.2.3)"
    assert en["effect"] == G.card("MMS-005").text_en
    ja = s.choice_notes(action, "ja")
    assert ja["cost"].startswith("ゲージから3枚") and ja["effect"] == G.card("MMS-005").text_ja
    assert en["warning"] == ""


def test_MM_6_2_3_paying_card_by_card_shows_its_progress() -> None:
    s = zakuro_ready()
    assert s.progress() is None
    s.apply(s.find_action(kind="use", card="MMS-005"))
    assert s.progress() == {"step": 1, "of": 3, "text": "Mew Zakuro: pay 1 of 3"}
    s.apply(s.find_action(kind="pay", card="MMS-061"))
    progress = s.progress("ja")
    assert progress is not None and (progress["step"], progress["of"]) == (2, 3)
    assert progress["text"] == "ミュウザクロ：3枚中2枚目を支払う"


def test_MM_6_2_3_a_payment_not_yet_committed_may_be_undone_but_not_after_a_draw() -> None:
    s = zakuro_ready()
    start = s.clone()
    s.apply(s.find_action(kind="use", card="MMS-005"))
    s.apply(s.find_action(kind="pay", card="MMS-061"))
    assert s.may_undo_to(start)  # the paid card is the player's own pick: nothing new to anyone
    drew = start.clone()
    drew.event("MM-6.1.3", "draw", 0, secret={"cards": ["MMS-061"]}, shown_to=(0,), n=1)
    assert not drew.may_undo_to(start)  # a secret draw was seen
    other = G.new_game(seed=3)
    assert not s.may_undo_to(other)


def test_MM_5_3_ending_the_main_step_with_a_deck_too_small_for_good_morning_warns() -> None:
    s = main_step({}, deck=["MMS-061"] * 4)
    notes = s.choice_notes(s.find_action(kind="pass"))
    assert "MM-5.3" in notes["warning"] and "4 cards" in notes["warning"]
    assert "MM-5.3" in s.choice_notes(s.find_action(kind="pass"), "ja")["warning"]
    fine = main_step({}, deck=["MMS-061"] * 6)
    assert fine.choice_notes(fine.find_action(kind="pass"))["warning"] == ""


def test_MM_6_2_5_an_asleep_character_and_an_unaffordable_card_say_why() -> None:
    s = main_step(
        {"field": [{"card": "MMS-015", "awake": False}], "mewmew_area": ["MMS-005"], "gauge": ["MMS-061"]}
    )
    why = {entry["card"]: entry for entry in s.unavailable(0)}
    assert "asleep" in why["MMS-015"]["why"] and why["MMS-015"]["slot"] == {"player": 0, "index": 0}
    assert why["MMS-005"]["why"] == "costs 3; your gauge has 1 (MM-6.2.3)"
    assert "眠っている" in {e["card"]: e for e in s.unavailable(0, "ja")}["MMS-015"]["why"]


def test_notes_refuse_an_illegal_action_and_an_unknown_language() -> None:
    s = zakuro_ready()
    with pytest.raises(ValueError):
        s.choice_notes(s.legal_actions()[0], "fr")
    from cardtable.core.errors import IllegalActionError

    with pytest.raises(IllegalActionError):
        s.choice_notes(G.num_actions - 1)
