"""The public contract on Medarot states: JSON, clone, words, illegal actions, positions, events."""

from __future__ import annotations

import json
import random

import pytest

from cardtable import IllegalActionError, SpecError, load_game, state_from_json
from cardtable.games.medarot import actions as A
from cardtable.games.medarot.state import MedarotState

from .helpers import attack, game, kinds, menu, only, position, unit

G = game()


def midgame(seed: int = 2, steps: int = 120) -> MedarotState:
    s = G.new_game(seed=seed)
    chooser = random.Random(seed)
    for _ in range(steps):
        if s.is_terminal():
            break
        s.apply(chooser.choice(s.legal_actions()))
    return s


def test_load_game_and_the_action_space() -> None:
    g = load_game("medarot")
    assert g.name == "medarot" and g.num_actions == A.CARD + 7 * len(g.cards)
    assert set(g.flags) == {f.name for f in g.FLAGS}


def test_json_round_trip_is_exact_and_clone_is_independent() -> None:
    s = midgame()
    text = s.to_json()
    again = state_from_json(text)
    assert again.to_json() == text and again.legal_actions() == s.legal_actions()
    twin = s.clone()
    twin.apply(twin.legal_actions()[0])
    assert s.to_json() == text


def test_every_action_has_words_in_both_languages() -> None:
    s = midgame()
    for a in range(G.num_actions):
        assert s.action_to_string(a, "en") and s.action_to_string(a, "ja")


def test_an_illegal_action_says_why_and_changes_nothing() -> None:
    s = menu(G, [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M16")], acting=4)
    elsewhere = menu(G, [unit(4, 0, "MDS-M16"), unit(7, 1, "MDS-M16")], acting=4)
    attack_7 = elsewhere.find_action(**attack(7))  # no Medarot stands on 7 in s
    before = s.to_json()
    with pytest.raises(IllegalActionError, match="not legal now"):
        s.apply(attack_7)
    with pytest.raises(IllegalActionError):
        s.apply(G.num_actions)
    assert s.to_json() == before


def test_every_event_has_a_rule_id_and_words_in_both_languages() -> None:
    s = midgame(steps=400)
    for entry in s.log:
        assert entry["rule"].startswith(("MD-", "A-"))
        assert entry["text"] and entry["text_ja"] and entry["text"] != entry["kind"]


def test_observation_names_the_pending_decision_and_whose_medarot_acts() -> None:
    s = menu(G, [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M16")], acting=4)
    seen = s.observation(1)
    assert seen["acting"] == 4 and seen["decision"]["kind"] == "menu" and seen["current_player"] == 0
    assert seen["squares"][10]["facing"] == "down" and seen["squares"][4]["facing"] == "up"
    assert json.loads(json.dumps(seen)) == seen


def test_the_observation_schema_lists_every_decision_kind_and_effect_op() -> None:
    from cardtable.games.medarot.frames import RULES
    from cardtable.games.medarot.observation import DECISION_KINDS, EFFECT_OPS
    from cardtable.games.medarot.ops import LASTING_OPS, OPS

    game()  # loading the game registers its decisions
    assert sorted(DECISION_KINDS) == sorted(RULES.decisions)
    assert len(set(DECISION_KINDS)) == len(DECISION_KINDS)
    assert tuple(OPS) == EFFECT_OPS and set(LASTING_OPS) <= set(EFFECT_OPS)
    # The schema's fixed order: new kinds and ops go at the end (the encoder one-hots them).
    assert DECISION_KINDS[:3] == ("master_pick", "stock0", "fill") and DECISION_KINDS[-1] == "dcount"
    assert EFFECT_OPS[:3] == ("power", "armor", "speed") and EFFECT_OPS[8:] == (
        "trash_stock",
        "draw",
        "medals",
    )


def test_the_rl_encoder_one_hots_exactly_the_schema_lists() -> None:
    from cardtable.adapters.encoding.medarot import MedarotEncoder
    from cardtable.games.medarot.observation import DECISION_KINDS, EFFECT_OPS

    sizes = {field.name: field.size for field in MedarotEncoder(game()).fields()}
    assert sizes["decision_kind"] == len(DECISION_KINDS)
    for name in ("my_effect_counts", "opp_effect_counts", "my_effect_amounts", "opp_effect_amounts"):
        assert sizes[name] == len(EFFECT_OPS)


def test_position_rejects_bad_specs_with_a_reason() -> None:
    with pytest.raises(SpecError, match="unknown card"):
        position(G, [unit(4, 0, "NOPE")])
    with pytest.raises(SpecError, match=r"MD-2\.3"):
        position(G, [unit(10, 0, "MDS-M16")])
    with pytest.raises(SpecError, match="not a Medarot"):
        position(G, [unit(4, 0, "MR-IKKI")])
    with pytest.raises(SpecError, match="'at'"):
        position(G, [], at="lunch")


def test_a_finished_game_reports_its_reason() -> None:
    s = midgame(steps=10_000)
    assert s.is_terminal() and s.winner_reason in ("medals", "deck_out", "no_medarot", "draw")
    assert s.current_player == -1 and only(
        s,
    )


def test_position_resumes_at_the_next_medarot_and_at_a_defence() -> None:
    field = [unit(4, 0, "MDS-M16", has_turn=True), unit(7, 1, "MDS-M18", has_turn=True)]
    s = position(G, field, at="next")
    assert s.observation(0)["acting"] == 4  # Samurai (speed 30) before Ninja (15)
    s = position(G, field, at="defend", acting=4, target=7, p1={"hand": ["MDS-R02"]})
    assert kinds(s) == "defend" and s.current_player == 1
    assert s.observation(0)["attack"] == {"attacker": 4, "target": 7, "defended": False, "nullified": False}
