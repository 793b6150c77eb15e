"""What every interface shows people (log lines, action texts, card texts) reads right in both games.

Issue 13: the words are fixed once in the engine, so the terminal and the browser both get them right.
"""

from __future__ import annotations

import random
import re

import pytest

import cardtable
from cardtable.core.state import State

GAMES = ("mewmew", "medarot")


def random_game(name: str, seed: int) -> State:
    state = cardtable.load_game(name).new_game(seed=seed)
    chooser = random.Random(seed)
    while not state.is_terminal():
        state.apply(chooser.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("name", GAMES)
def test_every_card_with_an_effect_has_text_in_both_languages(name: str) -> None:
    game = cardtable.load_game(name)
    missing = []
    for card in game.cards:
        fields = card.model_dump()
        has_effect = any(fields.get(key) for key in ("effects", "effect", "ability"))
        if has_effect and not (card.text_en and card.text_ja):
            missing.append(card.id)
    assert not missing, f"cards with an effect but no text: {missing}"


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("seed", range(6))
def test_log_lines_read_as_english_and_name_players_one_way(name: str, seed: int) -> None:
    state = random_game(name, seed)
    for line in state.log:
        text = line["text"]
        assert "(s)" not in text, text
        assert not re.search(r"\b1 (points|cards|medals)\b", text), text
        assert not re.search(r"\bplayer \d", text), f"players are 'Player N' everywhere: {text}"
        assert " go to " not in text or ("cards" in line and len(line["cards"]) > 1), text
    end = state.log[-1]
    assert end["kind"] == "game_over"
    assert f"({state.winner_reason})" not in end["text"], "the reason is said in words, not its code"
    assert f"（{state.winner_reason}）" not in end["text_ja"]


def test_MD_8_medarotter_effect_numbers_agree_between_choice_and_log() -> None:
    """'use Ikki effect 2 from the stock' logs '(effect 2)', never the 0-based index."""
    checked = 0
    for seed in range(40):
        state = cardtable.load_game("medarot").new_game(seed=seed)
        chooser = random.Random(seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            uses = [a for a in legal if re.search(r"effect \d", state.action_to_string(a))]
            action = chooser.choice(uses or legal)
            words = state.action_to_string(action)
            state.apply(action)
            said = re.search(r"effect (\d)", words)
            if said:
                used = [e for e in state.log if e["kind"] == "medarotter_used"][-1]
                assert f"(effect {said[1]})" in used["text"], (words, used["text"])
                assert f"効果{said[1]}" in used["text_ja"]
                checked += 1
        if checked >= 10:
            return
    pytest.fail(f"only {checked} Medarotter uses in 40 games")


def test_MM_6_5_1_good_night_logs_one_line_for_one_choice() -> None:
    game = cardtable.load_game("mewmew", gauge_access="top_of_pile")
    filler = ["MMS-031"] * 20
    state = game.position(
        {"step": "night", "players": [{"deck": filler, "gauge": ["MMS-011", "MMS-012"]}, {"deck": filler}]}
    )
    before = len(state.log)
    state.apply(game.layout.number + 1)
    lines = [e for e in state.log[before:] if e["rule"] == "MM-6.5.1"]
    assert len(lines) == 1, [e["text"] for e in lines]
    assert lines[0]["text"].startswith("Player 0 takes 1 card from the gauge")
    assert "MMS-" not in state.log_for(1)[-len(state.log) + before]["text"]


def test_MM_6_4_1_a_forced_battle_does_not_offer_ending_the_step() -> None:
    game = cardtable.load_game("mewmew")
    filler = ["MMS-031"] * 20
    state = game.position(
        {
            "step": "battle",
            "must_fight": True,
            "players": [
                {"deck": filler, "field": [{"card": "MMS-011", "awake": True}]},
                {"deck": filler, "field": [{"card": "MMS-071", "awake": True}]},
            ],
        }
    )
    decision = state.observation(0)["decision"]
    assert decision["kind"] == "fight"
    assert all(state.action_to_string(a) != "end the battle step" for a in state.legal_actions())
    assert "end the step" not in decision["text"] and "must fight" in decision["text"]
    assert "ステップを終える" not in decision["text_ja"]


def test_MM_6_4_1_must_fight_ends_when_the_battle_step_is_skipped() -> None:
    """A Chimera Anima came out, but no Character is awake: the step is skipped and the duty goes with it."""
    game = cardtable.load_game("mewmew")
    filler = ["MMS-031"] * 20
    state = game.position(
        {
            "step": "battle",
            "must_fight": True,
            "players": [
                {"deck": filler, "gauge": ["MMS-012"], "field": [{"card": "MMS-011", "awake": False}]},
                {"deck": filler, "field": [{"card": "MMS-071", "awake": True}]},
            ],
        }
    )
    observation = state.observation(0)
    assert observation["step"] == "night"
    assert observation["must_fight"] is False


def test_MM_1_4_every_character_that_can_transform_says_into_what() -> None:
    game = cardtable.load_game("mewmew")
    forms = {card.mewmew: card for card in game.cards if getattr(card, "kind", "") == "mewmew"}
    for card in game.cards:
        if getattr(card, "kind", "") != "character" or not getattr(card, "mewmew", None):
            continue
        form = forms[card.mewmew]
        assert form.name_en in card.text_en, (card.id, card.text_en)
        assert form.name_ja in card.text_ja, (card.id, card.text_ja)
        assert card.name_en in form.text_en, (form.id, "names every Character it transforms")
