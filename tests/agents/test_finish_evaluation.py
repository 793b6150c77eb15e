"""Tokyo Mew Mew's search evaluation, who finishes first (``knowledge=finish``): the default of
``ismcts``, ``normal`` and ``hard`` in that game; ``knowledge=search`` names it and falls back to the
hand evaluation in a game without one."""

import copy
import math
from typing import Any

import pytest
from test_agents_on_games import positions

from cardtable.agents import SpecError, make_agent
from cardtable.agents.heuristics import knowledge, medarot, mewmew

LEOTARD_PUDDING = "MMR-002"
"""Its activated ability mills 2 of the opponent's cards (MM-7.4)."""


def _with_opponents_character(view: dict[str, Any], me: int, transformed: bool) -> dict[str, Any]:
    """``view`` with a Leotard Pudding added to the opponent's field, with no search points (so that
    only its ability can change my deck's outlook), as itself or under its Mew Mew card."""
    changed = copy.deepcopy(view)
    field = changed["players"][1 - me]["field"]
    field.append(
        {
            "slot": len(field), "uid": 10_000, "card": LEOTARD_PUDDING, "kind": "character",
            "awake": True, "mewmew": "MMS-004" if transformed else None, "items": [],
            "owner": 1 - me, "borrowed": False, "search_points": 0, "battle_bonus": 0,
        }
    )  # fmt: skip
    return changed


def test_MM_7_4_an_opponents_milling_ability_brings_my_end_nearer_unless_MM_7_1_a_mew_mew_lost_it() -> None:
    for state in positions("mewmew", 5):
        for me in (0, 1):
            view = state.observation(me)
            milling = _with_opponents_character(view, me, transformed=False)
            lost = _with_opponents_character(view, me, transformed=True)
            my_turns = mewmew._turns(state.game, milling, me, abilities=True)[0]
            assert my_turns < mewmew._turns(state.game, lost, me, abilities=True)[0]
            assert mewmew.finish(state.game, milling, me) < mewmew.finish(state.game, lost, me)
            # The hand evaluation counts only the search as the mill, so it cannot tell them apart.
            assert mewmew.evaluate(state.game, milling, me) == mewmew.evaluate(state.game, lost, me)


def test_MM_5_2_a_chimera_win_that_comes_before_my_deck_runs_out_is_a_win_in_the_making() -> None:
    """One Chimera Anima short of the Chimera win with two fighters facing one, and a deck the
    opponent's searches (6 a turn) empty in about two turns: the hand evaluation adds a losing race to the
    progress and reads the position as lost; the earlier finish counts."""
    state = positions("mewmew", 4)[-1]
    me = state.current_player
    view = copy.deepcopy(state.observation(me))
    mine, theirs = view["players"][me], view["players"][1 - me]
    fighter = {
        "slot": 0, "uid": 10_001, "card": "MMS-011", "kind": "character", "awake": True, "mewmew": None,
        "items": [], "owner": me, "borrowed": False, "search_points": 1, "battle_bonus": 0,
    }  # fmt: skip
    fighters = [fighter, dict(fighter, slot=1, uid=10_003)]
    mine.update(field=fighters, beaten=6, chimera_win_possible=True, deck_size=20, gauge_size=0)
    mine.update(hand=[], hand_size=0)
    searcher = dict(fighter, owner=1 - me, search_points=3)
    chimera = dict(fighter, owner=1 - me, kind="chimera", card="MMS-061", search_points=0)
    theirs.update(field=[chimera, searcher, dict(searcher, uid=10_002)], deck_size=30)
    assert mewmew.evaluate(state.game, view, me) < 0
    assert mewmew.finish(state.game, view, me) > 0


def test_finish_is_a_value_from_the_viewers_side() -> None:
    for state in positions("mewmew", 4):
        for viewer in (0, 1):
            value = mewmew.finish(state.game, state.observation(viewer), viewer)
            assert math.isfinite(value) and -1.0 < value < 1.0


def test_search_knowledge_is_finish_where_the_game_has_it_and_the_hand_evaluation_elsewhere() -> None:
    assert knowledge("mewmew", "search").evaluate is mewmew.finish
    assert knowledge("mewmew", "hand").evaluate is mewmew.evaluate
    assert knowledge("medarot", "search").evaluate is medarot.evaluate
    with pytest.raises(ValueError, match="medarot has no finish evaluation"):
        knowledge("medarot", "finish")


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_search_levels_play_the_finish_evaluation_in_mewmew(level: str) -> None:
    """``normal`` and ``hard`` choose as the search does with ``knowledge=finish`` spelled out (an
    iteration budget on top, so that both choose alike whatever the machine's load)."""
    for state in positions("mewmew", 3):
        default = make_agent(f"{level}:iterations=40", 3).choose(state)
        assert default == make_agent(f"{level}:iterations=40:knowledge=finish", 3).choose(state)


def test_an_unknown_evaluation_is_named_in_the_error() -> None:
    with pytest.raises(SpecError, match="knowledge must be one of search, hand, finish, fitted"):
        make_agent("hard:knowledge=learned")
