"""The observation determines the decision: two states with equal ``observation(p)``, ``p`` to move,
offer the same legal actions in the same words.

Search over hidden information (IS-MCTS, OpenSpiel's ``ISMCTSBot`` with
``use_observation_string=True``) keys its tree nodes by the mover's observation, and expands a node
once with the legal actions of whichever state reached it first. This test walks such trees: from
positions of random games it re-deals the hidden cards many times and plays random action orders
from each re-deal, and checks every observation it meets against every earlier state that showed
the same one.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import cardtable
from cardtable import State
from flag_sets import case_id, flag_cases

GAMES = 2
"""Random games per flag set."""
ROOT_EVERY = 6
"""Walk a tree from every this-many-th decision of a game."""
WALKS = 8
DEPTH = 10


def decision_of(state: State) -> tuple[list[int], list[str]]:
    legal = state.legal_actions()
    return legal, [state.action_to_string(action) for action in legal]


def walk_trees(state: State, chooser: random.Random) -> int:
    """Walk ``WALKS`` random paths from re-deals of ``state`` for its mover; return the observations
    met twice. Fails at the first observation that offered different decisions."""
    seen: dict[str, tuple[tuple[list[int], list[str]], list[str]]] = {}
    repeats = 0
    root_player = state.current_player
    for _ in range(WALKS):
        world = state.resample(root_player, chooser.getrandbits(64))
        path: list[str] = []
        for _ in range(DEPTH):
            if world.is_terminal():
                break
            mover = world.current_player
            key = json.dumps([mover, world.observation(mover)], sort_keys=True)
            decision = decision_of(world)
            if key in seen:
                repeats += 1
                earlier, earlier_path = seen[key]
                assert decision == earlier, (
                    f"equal observations for player {mover}, different decisions:\n"
                    f"after {earlier_path}: {earlier[1]}\nafter {path}: {decision[1]}"
                )
            else:
                seen[key] = (decision, list(path))
            action = chooser.choice(decision[0])
            path.append(world.action_to_string(action))
            world.apply(action)
    return repeats


@pytest.mark.parametrize("case", flag_cases(), ids=case_id)
def test_equal_observations_offer_equal_decisions(case: tuple[str, dict[str, Any]]) -> None:
    name, flags = case
    game = cardtable.load_game(name, **flags)
    chooser = random.Random(name + json.dumps(flags, sort_keys=True))
    presets = sorted(game.presets)
    repeats = 0
    for _ in range(GAMES):
        decks = [game.presets[chooser.choice(presets)] for _ in (0, 1)]
        state = game.new_game(decks=decks, seed=chooser.randrange(1 << 30))
        step = 0
        while not state.is_terminal():
            if step % ROOT_EVERY == 0:
                repeats += walk_trees(state, chooser)
            state.apply(chooser.choice(state.legal_actions()))
            step += 1
    assert repeats > 0, "the walks never met an observation twice: they checked nothing"
