"""The AI does not go round in circles: two Elizabeths (MMS-025) could wake each other for ever (MM-6.2.5).

The rules allow it (an awake Character's activated ability, after which it sleeps, with no limit a
turn; Elizabeth is a sample card designed for cardtable, whose text sets none either), so the fix is
in the agents: the heuristic and ISMCTS remember the positions they decided in this turn
and mark down an action that leads back to one (issue 14).
"""

from __future__ import annotations

from typing import Any

import pytest

import cardtable
from cardtable.agents import make_agent
from cardtable.agents.heuristic import greedy_choice
from cardtable.agents.heuristics import Positions, knowledge
from cardtable.core.state import State

FILLER = "MMS-031"
ELIZABETH = "MMS-025"

LOOPED = [
    # (seed, flags, decks) of the 4 heuristic golden games (tests/golden/record.py, agent
    # heuristic:samples=1:lookahead=1, agent seeds 2 * seed + seat) that stopped at 3,000 decisions
    # with two Elizabeths waking each other.
    (2023, {"max_copies": 3}, ("strawberry", "mint")),
    (2029, {"attached_on_leave": "discard_all"}, ("mint", "mint")),
    (2041, {"transform_source": "hand_card"}, ("strawberry", "mint")),
    (2089, {"attached_on_leave": "discard_all"}, ("leotard", "mint")),
]


def two_elizabeths() -> State:
    """Player 0's main step: one Elizabeth awake, the other asleep, and a way on (end the step)."""
    players: list[dict[str, Any]] = [
        {"field": [{"card": ELIZABETH}, {"card": ELIZABETH, "awake": False}], "deck": [FILLER] * 20},
        {"field": [{"card": "MMS-011"}], "deck": [FILLER] * 20},
    ]
    return cardtable.load_game("mewmew").position({"step": "main", "players": players})


def is_ability(state: State, action: int) -> bool:
    return bool(state.action_info(action)["kind"] == "ability")


def the_ability(state: State) -> int:
    [action] = [a for a in state.legal_actions() if is_ability(state, a)]
    return action


@pytest.mark.parametrize(
    "spec",
    [
        "heuristic",
        "heuristic:samples=1:lookahead=1",
        "ismcts:iterations=50",
        "ismcts:iterations=50:prior=0",  # the tree alone, without the heuristic's scores at the root
        "ismcts:iterations=20:prior=0:rollout=heuristic:depth=4",  # and with greedy rollouts
    ],
)
def test_MM_6_2_5_the_agents_end_a_turn_two_elizabeths_could_make_endless(spec: str) -> None:
    state = two_elizabeths()
    agent = make_agent(spec, 1)
    for _ in range(20):
        if state.observation(0)["turn_player"] != 0 or state.observation(0)["step"] != "main":
            return
        state.apply(agent.choose(state))
    pytest.fail("player 0 is still in their main step after 20 decisions")


def test_MM_6_2_5_the_greedy_policy_does_not_lead_back_to_a_position_seen_this_turn() -> None:
    know = knowledge("mewmew")
    start = two_elizabeths()
    seen = Positions()
    seen.visit(start, 0)
    woken = start.clone()
    woken.apply(the_ability(start))  # the other Elizabeth awake now: using hers leads back to the start
    back = the_ability(woken)
    after = woken.clone()
    after.apply(back)
    assert after.observation(0) == start.observation(0)
    # Without a memory the greedy policy goes back (and would for ever); with one it does not.
    assert greedy_choice(woken, woken.legal_actions(), know)[0] == back
    assert greedy_choice(woken, woken.legal_actions(), know, seen)[0] != back


def test_positions_are_forgotten_when_the_turn_changes() -> None:
    state = two_elizabeths()
    seen = Positions()
    seen.visit(state, 0)
    assert seen.holds(0, state.observation(0)) and not seen.holds(1, state.observation(1))
    state.apply(state.find_action(kind="pass"))  # end the main step
    turn = state.observation(0)["turn"]
    while state.observation(0)["turn"] == turn:
        state.apply(state.legal_actions()[0])
    seen.visit(state, state.current_player)
    assert not seen.holds(0, two_elizabeths().observation(0))


def _plays_to_the_end(
    seed: int, flags: dict[str, Any], decks: tuple[str, str], spec: str, bound: int
) -> None:
    """One of LOOPED played by ``spec`` in both seats (agent seeds as recorded) ends within ``bound``."""
    game = cardtable.load_game("mewmew", **flags)
    state = game.new_game(decks=[list(game.presets[name]) for name in decks], seed=seed)
    agents = [make_agent(spec, seed * 2 + seat) for seat in (0, 1)]
    for _ in range(bound):
        if state.is_terminal():
            return
        state.apply(agents[state.current_player].choose(state))
    pytest.fail(f"seed {seed} is not over after {bound:,} decisions")


@pytest.mark.parametrize(("seed", "flags", "decks"), LOOPED)
def test_MM_6_2_5_the_golden_games_that_looped_now_end(
    seed: int, flags: dict[str, Any], decks: tuple[str, str]
) -> None:
    _plays_to_the_end(seed, flags, decks, "heuristic:samples=1:lookahead=1", 3000)


def test_MM_6_2_5_an_ismcts_game_that_looped_now_ends() -> None:
    # Seed 2089 of LOOPED played by a small ISMCTS in both seats: before the search remembered the
    # positions of a turn, player 1 woke their two Elizabeths for ever in turn 11 (from about
    # decision 160); now the game ends in about 250 decisions (a second).
    _plays_to_the_end(*LOOPED[3], "ismcts:iterations=3", 1000)
