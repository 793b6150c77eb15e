"""The observation schema, position specs, JSON, words and actions of the public contract."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

import cardtable
from cardtable import SpecError
from cardtable.games.mewmew import observation as observation_module
from cardtable.games.mewmew import position as position_module

from .conftest import MM, source_doc

RULES = Path(__file__).resolve().parents[3] / "shared" / "rules" / "mewmew.md"


def _mid_game(mm: MM, seed: int = 2, steps: int = 80) -> cardtable.State:
    s = mm.g.new_game(seed=seed)
    chooser = random.Random(seed)
    for _ in range(steps):
        s.apply(chooser.choice(s.legal_actions()))
    return s


@pytest.mark.skipif(not RULES.exists(), reason="../shared/rules/mewmew.md is not here")
def test_every_rule_id_has_a_test() -> None:
    ids = sorted(set(re.findall(r"MM-\d+(?:\.\d+)*", RULES.read_text(encoding="utf-8"))))
    names = "".join(path.read_text(encoding="utf-8") for path in Path(__file__).parent.glob("test_*.py"))
    tested = set(re.findall(r"def test_(MM(?:_\d+)+)", names))
    missing = [
        rule
        for rule in ids
        if not any(t.startswith(rule.replace("-", "_").replace(".", "_")) for t in tested)
    ]
    assert missing == []


def test_observation_fields_are_documented(mm: MM) -> None:
    doc = source_doc(observation_module)
    obs = _mid_game(mm).observation(0)
    for key in list(obs) + list(obs["players"][0]) + list(obs["decision"]):
        assert f"``{key}``" in doc or f'"{key}"' in doc, key


def test_position_doc_names_every_spec_field() -> None:
    doc = source_doc(position_module)
    for key in position_module.TOP_KEYS | position_module.PLAYER_KEYS | position_module.SLOT_KEYS:
        assert f'"{key}"' in doc, key


def test_position_rejects_bad_specs(mm: MM) -> None:
    for spec, message in (
        ({"steps": "main"}, "unknown field"),
        ({"step": "lunch"}, "step must be"),
        ({"players": [{"hand": ["NOPE"]}, {}]}, "unknown card id"),
        ({"players": [{"field": [{"card": "MMS-031"}]}, {}]}, "only Characters"),
        ({"players": [{}]}, "two dicts"),
        ({"turn_player": 2}, "0 or 1"),
    ):
        with pytest.raises(SpecError, match=message):
            mm.g.position(spec)


def test_json_round_trip_and_state_from_json(mm: MM) -> None:
    s = _mid_game(mm)
    text = s.to_json()
    again = mm.g.from_json(text)
    assert again.to_json() == text and again.legal_actions() == s.legal_actions()
    assert cardtable.state_from_json(text).to_json() == text
    with pytest.raises(SpecError):
        cardtable.load_game("mewmew", gauge_access="top_of_pile").from_json(text)


def test_clone_is_independent(mm: MM) -> None:
    s = _mid_game(mm)
    twin = s.clone()
    twin.apply(twin.legal_actions()[-1])
    assert twin.to_json() != s.to_json()
    assert s.legal_actions() == mm.g.from_json(s.to_json()).legal_actions()


def test_actions_and_events_have_words_in_both_languages(mm: MM) -> None:
    s = mm.g.new_game(seed=9)
    chooser = random.Random(9)
    while not s.is_terminal():
        for action in s.legal_actions():
            for lang in ("en", "ja"):
                assert s.action_to_string(action, lang)
        s.apply(chooser.choice(s.legal_actions()))
    for entry in s.log:
        assert entry["rule"].startswith("MM-")
        assert entry["text"] and entry["text_ja"] and "{" not in entry["text"] + entry["text_ja"]
    assert s.log[-1]["kind"] == "game_over"


def test_illegal_actions_explain_and_change_nothing(mm: MM) -> None:
    s = mm.pos(p0={"hand": ["MMS-033"], "gauge": ["MMS-031"]})
    assert "only in battle" in mm.reason(s, mm.use("MMS-033"))
    assert "not in your hand" in mm.reason(s, mm.use("MMS-020"))
    assert "costs 3" in mm.reason(s, mm.use("MMS-022"))
    with pytest.raises(cardtable.IllegalActionError):
        s.apply(mm.g.num_actions)


def test_observation_is_plain_json_with_the_pending_decision(mm: MM) -> None:
    s = _mid_game(mm)
    for player in (0, 1):
        obs = s.observation(player)
        assert json.loads(json.dumps(obs)) == obs
        assert obs["decision"]["player"] == s.current_player
        assert obs["players"][1 - player]["hand"] is None
