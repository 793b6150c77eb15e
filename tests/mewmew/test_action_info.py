"""State.action_info / find_action for Tokyo Mew Mew: every legal action described as data, from what
the acting player may know, in the observation's vocabulary, and found again from its description."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from cardtable import IllegalActionError, load_game
from cardtable.adapters.encoding import encoder_for
from cardtable.games.mewmew import observation
from cardtable.games.mewmew.observation import ACTION_KINDS, DECISION_KINDS
from cardtable.games.mewmew.state import MewMewState

from .conftest import MM, source_doc

FLAG_SETS = [
    {},
    {"transform_source": "hand_card"},
    {"gauge_access": "top_of_pile", "battle_reply": "one"},
]


def _named_in_observation(info: dict[str, Any], observation: dict[str, Any]) -> None:
    """Every card and place the info names is where the acting player's observation shows it."""
    player = info["player"]
    if "card" not in info:
        return
    zone, card = info["zone"], info["card"]
    if zone == "field":
        slot = info["slot"]
        assert observation["players"][slot["player"]]["field"][slot["index"]]["card"] == card
    else:
        assert card in observation["players"][player][zone]
    if "source" in info:
        assert info["source"] == observation["decision"]["card"]


def _random_games(flags: dict[str, Any], seeds: range) -> list[tuple[MewMewState, list[int]]]:
    """Positions along seeded random games (every 3rd decision), with their legal actions."""
    game = load_game("mewmew", **flags)
    seen = []
    for seed in seeds:
        state = game.new_game(seed=seed)
        assert isinstance(state, MewMewState)
        chooser = random.Random(seed)
        for step in range(1500):
            if state.is_terminal():
                break
            actions = state.legal_actions()
            if step % 3 == 0:
                seen.append((state.clone(), actions))
            state.apply(chooser.choice(actions))
    return seen


@pytest.mark.parametrize("flags", FLAG_SETS, ids=["default", "hand_card", "top_of_pile"])
def test_every_legal_action_is_described_from_the_players_view_and_found_again(flags: dict[str, Any]) -> None:
    kinds: set[str] = set()
    for state, actions in _random_games(flags, range(6)):
        player = state.current_player
        observation = state.observation(player)
        twin = state.resample(player, 99)
        for action in actions:
            info = state.action_info(action)
            assert json.loads(json.dumps(info)) == info
            assert info["kind"] in ACTION_KINDS and info["player"] == player
            _named_in_observation(info, observation)
            # Built only from what the player may know: a re-deal of the hidden cards changes nothing.
            assert twin.action_info(action) == info
            assert state.find_action(**info) == action
            if "card" in info:
                assert state.game.card(info["card"]).name_en in state.action_to_string(action)
            if "number" in info:
                assert str(info["number"]) in state.action_to_string(action)
            kinds.add(info["kind"])
    assert kinds  # the games got somewhere


def test_random_games_produce_every_documented_kind() -> None:
    kinds = {
        state.action_info(action)["kind"]
        for flags in FLAG_SETS
        for state, actions in _random_games(flags, range(6))
        for action in actions
    }
    assert kinds == set(ACTION_KINDS)


def test_action_info_refuses_an_action_not_legal_now(mm: MM) -> None:
    s = mm.pos("main", p0={"hand": ["MMS-012"], "gauge": ["MMS-031"]})
    illegal = next(a for a in range(s.game.num_actions) if a not in s.legal_actions())
    with pytest.raises(IllegalActionError):
        s.action_info(illegal)
    with pytest.raises(IllegalActionError):
        s.action_info(-1)


def test_find_action_names_the_candidates_when_none_or_several_match(mm: MM) -> None:
    s = mm.pos("main", p0={"hand": ["MMS-012", "MMS-031"], "gauge": ["MMS-031"] * 3})
    assert s.find_action(kind="use", card="MMS-012") == mm.use("MMS-012")
    with pytest.raises(IllegalActionError, match="2 legal actions have kind='use'") as several:
        s.find_action(kind="use")
    assert "MMS-012" in str(several.value) and "MMS-031" in str(several.value)
    with pytest.raises(IllegalActionError, match=r"no legal action has kind='fight'.*pass, use"):
        s.find_action(kind="fight")


def test_every_decision_kind_is_in_the_observation_schema_and_the_encoder() -> None:
    doc = source_doc(observation)
    for kind in DECISION_KINDS:
        assert f"``{kind}``" in doc, f"observation.py does not describe decision {kind!r}"
    field = encoder_for(load_game("mewmew")).layout.by_name["decision_kind"]
    assert field.size == len(DECISION_KINDS)
