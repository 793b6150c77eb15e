"""``action_info`` / ``find_action`` (issue 10): every action the game produces, as documented data."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from cardtable import IllegalActionError
from cardtable.games.medarot.observation import ACTION_KINDS

from .helpers import game, menu, unit

FLAG_SETS: list[dict[str, Any]] = [
    {},
    {"power_transform_cost": "on_transform", "opening_order": "step_by_step"},
    {"attack_face_down": False, "action_card_limit": "per_phase"},
]


def documented_keys(kind: str) -> set[str]:
    """The keys ``ACTION_KINDS`` lists for a kind (before its dash)."""
    return set(ACTION_KINDS[kind].split(" — ")[0].split(", "))


@pytest.mark.parametrize("flags", FLAG_SETS, ids=lambda f: ",".join(f) or "default")
def test_every_action_info_is_documented_unique_and_agrees_with_the_words(flags: dict[str, Any]) -> None:
    g = game(**flags)
    produced: set[str] = set()
    for seed in range(12):
        s = g.new_game(seed=seed)
        chooser = random.Random(seed)
        while not s.is_terminal():
            for action in s.legal_actions():
                info = s.action_info(action)
                assert info["kind"] in ACTION_KINDS and info["player"] == s.current_player
                assert set(info) - {"kind", "player"} <= documented_keys(info["kind"]), info
                assert json.loads(json.dumps(info)) == info
                assert s.find_action(**info) == action
                words = s.action_to_string(action)
                if "effect" in info:
                    assert f"effect {info['effect']}" in words
                named = ("use", "stock", "medachange", "trash", "discard")
                if "card" in info and info["kind"] in named and info["zone"] != "master":
                    assert g.card_name(g.card_index[info["card"]]) in words
                produced.add(info["kind"])
            s.apply(chooser.choice(s.legal_actions()))
    assert len(produced) >= 15, sorted(set(ACTION_KINDS) - produced)


def test_action_info_rests_on_what_the_deciding_player_knows() -> None:
    """MD-2.4: re-dealing everything the decider cannot see changes no info of a legal action."""
    g = game()
    for seed in range(6):
        s = g.new_game(seed=seed)
        chooser = random.Random(seed)
        while not s.is_terminal():
            p = s.current_player
            infos = [s.action_info(a) for a in s.legal_actions()]
            other = s.resample(p, seed=chooser.getrandbits(32))
            assert [other.action_info(a) for a in other.legal_actions()] == infos
            s.apply(chooser.choice(s.legal_actions()))


def test_find_action_names_the_candidates_or_the_legal_kinds() -> None:
    s = menu(game(), [unit(4, 0, "MDS-M16"), unit(7, 1, "MDS-M16"), unit(10, 1, "MDS-M18")], acting=4)
    assert s.action_info(s.find_action(kind="attack", to=7)) == {
        "kind": "attack",
        "player": 0,
        "from": 4,
        "to": 7,
        "card": "MDS-M16",
        "target": "MDS-M16",
    }
    with pytest.raises(IllegalActionError, match=r"[0-9]+ legal actions have player=0: \{"):
        s.find_action(player=0)
    with pytest.raises(IllegalActionError, match=r"the legal kinds now: .*attack"):
        s.find_action(kind="nullify")
