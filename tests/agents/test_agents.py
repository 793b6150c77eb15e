"""Agents on the toy game: spec parsing, determinism, information-set consistency, time, strength."""

import random
import time
from typing import Any

import pytest

from cardtable.agents import DIFFICULTIES, Agent, SpecError, make_agent
from cardtable.agents.base import Deadline
from cardtable.agents.heuristic import HeuristicAgent
from cardtable.agents.heuristics import knowledge
from cardtable.agents.ismcts import MAST_EPSILON, IsmctsAgent, Mast, Node
from cardtable.core.game import Game
from cardtable.core.invariants import check_random_games
from cardtable.core.state import State

SEARCHING = (
    "heuristic",
    "ismcts:iterations=60",
    "ismcts:iterations=40:rollout=heuristic:depth=4",
    "ismcts:iterations=60:bank=on",
    "ismcts:iterations=60:split=on",
    "ismcts:iterations=60:rollout=mast:depth=6",
)


def play(game: Game, agents: list[Agent], seed: int) -> tuple[State, list[int]]:
    state = game.new_game(seed=seed)
    actions = []
    while not state.is_terminal():
        action = agents[state.current_player].choose(state)
        actions.append(action)
        state.apply(action)
    return state, actions


def mid_game_states(game: Game, count: int) -> list[State]:
    states = []
    for seed in range(count):
        chooser = random.Random(seed)
        state = game.new_game(seed=seed)
        for _ in range(chooser.randrange(8)):
            state.apply(chooser.choice(state.legal_actions()))
        states.append(state)
    return states


def test_toy_game_keeps_the_core_contract(toy: Game) -> None:
    report = check_random_games(toy, games=100)
    assert report.games == 100 and set(report.results) <= {"sweep", "tricks", "draw"}


GOOD_SPECS = [
    "random",
    "heuristic",
    "ismcts",
    "ismcts:iterations=300",
    "ismcts:seconds=1.0",
    "easy",
    "normal",
]
GOOD_SPECS += ["hard", "ismcts:seconds=1.0:rollout=random", "heuristic:epsilon=0.1:samples=3:lookahead=0"]
GOOD_SPECS += ["ismcts:iterations=50:bank=on", "hard:bank=off", "hard:split=on:rollout=mast"]


@pytest.mark.parametrize("spec", [*GOOD_SPECS, " hard:seconds=5 "])
def test_good_specs_make_agents_named_by_their_spec(spec: str) -> None:
    agent = make_agent(spec, seed=3)
    assert agent.name == spec.strip()


@pytest.mark.parametrize(
    ("spec", "says"),
    [
        ("", "unknown agent"),
        ("alphazero", "unknown agent 'alphazero'"),
        ("ismcts:iterations=0", "iterations must be a whole number from 1 up"),
        ("ismcts:iterations=ten", "iterations must be"),
        ("ismcts:seconds=-1", "seconds must be a number above 0"),
        ("ismcts:seconds=nan", "seconds must be"),
        ("ismcts:seconds=inf", "seconds must be"),
        ("ismcts:rollout=smart", "rollout must be one of random, heuristic, mast"),
        ("ismcts:split=yes", "split must be on or off"),
        ("ismcts:iteration=5", "ismcts has no option iteration"),
        ("ismcts:seconds", "options are written key=value"),
        ("ismcts:=3", "options are written key=value"),
        ("random:seconds=1", "random has no option seconds"),
        ("heuristic:epsilon=1.5", "epsilon must be a number from 0 to 1"),
        ("ismcts:share=2", "share must be a number from 0 to 1"),
        ("ismcts:bank=yes", "bank must be on or off"),
        ("ismcts:depth=deep", "depth must be a whole number from 0 up, or search"),
        ("easy:iterations=5", "heuristic has no option iterations"),
    ],
)
def test_bad_specs_say_what_is_wrong(spec: str, says: str) -> None:
    with pytest.raises(SpecError, match=says):
        make_agent(spec)


def test_difficulties_map_to_documented_agents() -> None:
    assert set(DIFFICULTIES) == {"easy", "normal", "hard"}
    assert isinstance(make_agent("easy"), HeuristicAgent)
    normal, hard = make_agent("normal"), make_agent("hard")
    assert isinstance(normal, IsmctsAgent) and isinstance(hard, IsmctsAgent)
    assert normal._seconds == 0.5 and hard._seconds == 2.0
    assert normal._share == 0.0 and hard._share == 0.067
    assert normal._depth == 0 and hard._depth is None  # hard: the game's own search depth
    hard_longer = make_agent("hard:seconds=5")
    assert isinstance(hard_longer, IsmctsAgent) and hard_longer._seconds == 5.0


@pytest.mark.parametrize("spec", ["random", *SEARCHING])
def test_same_seed_same_game(toy: Game, spec: str) -> None:
    first = play(toy, [make_agent(spec, 1), make_agent(spec, 2)], seed=5)[1]
    again = play(toy, [make_agent(spec, 1), make_agent(spec, 2)], seed=5)[1]
    assert first == again


def test_different_seeds_play_differently(toy: Game) -> None:
    games = {
        tuple(play(toy, [make_agent("ismcts:iterations=30", s), make_agent("random", s)], 5)[1])
        for s in range(6)
    }
    assert len(games) > 1


@pytest.mark.parametrize("spec", ["random", *SEARCHING])
def test_choice_depends_only_on_the_acting_players_information(toy: Game, spec: str) -> None:
    moved = 0
    for state in mid_game_states(toy, 12):
        me = state.current_player
        expected = make_agent(spec, 11).choose(state)
        for k in range(3):
            twin = state.resample(me, 1000 + k)
            moved += twin.to_json() != state.to_json()
            assert make_agent(spec, 11).choose(twin) == expected
    assert moved > 0, "the re-dealt states never differed: the test would prove nothing"


@pytest.mark.parametrize(
    "spec", ["ismcts:seconds=0.2", "ismcts:seconds=0.2:rollout=heuristic", "heuristic:seconds=0.2"]
)
def test_a_decision_never_takes_longer_than_the_time_budget(
    toy: Game, spec: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    import toygame

    real = toygame.evaluate

    def slow_evaluate(game: Game, observation: dict[str, Any], me: int) -> float:
        time.sleep(0.001)  # a costly evaluation: iterations are slow, the clock must still be kept
        return real(game, observation, me)

    monkeypatch.setattr(toygame, "evaluate", slow_evaluate)
    from cardtable.agents import heuristics

    heuristics.knowledge.cache_clear()
    try:
        agent = make_agent(spec, 0)
        for state in mid_game_states(toy, 3):
            if len(state.legal_actions()) > 1:
                start = time.perf_counter()
                agent.choose(state)
                assert time.perf_counter() - start < 0.2
    finally:
        heuristics.knowledge.cache_clear()


def test_ismcts_iteration_budget_is_exact(toy: Game) -> None:
    agent = make_agent("ismcts:iterations=77:settle=off", 0)
    assert isinstance(agent, IsmctsAgent)
    state = next(s for s in mid_game_states(toy, 10) if len(s.legal_actions()) > 1)
    agent.choose(state)
    assert agent.last_iterations == 77


@pytest.mark.parametrize(
    ("options", "virtual"),
    [(":share=0.1", 30), (":share=0.01", 20), (":prior=5:share=0.05", 15), (":prior=0:share=0.5", 0)],
)
def test_ismcts_prior_keeps_its_share_of_the_search(toy: Game, options: str, virtual: int) -> None:
    agent = make_agent("ismcts:iterations=300:settle=off" + options, 0)
    assert isinstance(agent, IsmctsAgent)
    state = next(s for s in mid_game_states(toy, 10) if len(s.legal_actions()) > 1)
    agent.choose(state)
    assert agent.last_iterations == 300 and agent.last_prior == virtual


@pytest.mark.parametrize("options", ["", ":share=0.2"])
def test_ismcts_settling_early_gives_the_answer_of_the_whole_budget(toy: Game, options: str) -> None:
    # A growing prior (share) grows every root action alike, so it cannot change who leads.
    stopped_early = 0
    for number, state in enumerate(s for s in mid_game_states(toy, 40) if len(s.legal_actions()) > 1):
        settling = make_agent("ismcts:iterations=400" + options, number)
        full = make_agent("ismcts:iterations=400:settle=off" + options, number)
        assert isinstance(settling, IsmctsAgent) and isinstance(full, IsmctsAgent)
        assert settling.choose(state) == full.choose(state)
        assert full.last_iterations == 400
        stopped_early += settling.last_iterations < 400
    assert stopped_early > 0  # otherwise the comparison proves nothing


def test_ismcts_bank_spends_what_settled_decisions_left_where_the_answer_is_in_doubt(toy: Game) -> None:
    agent = make_agent("ismcts:iterations=200:bank=on", 0)
    assert isinstance(agent, IsmctsAgent)
    spent = []
    for seed in range(6):
        state = toy.new_game(seed=seed)
        opponent = make_agent("random", seed)
        while not state.is_terminal():
            chooser = agent if state.current_player == 0 else opponent
            contested = len(state.legal_actions()) > 1
            state.apply(chooser.choose(state))
            if contested and chooser is agent:
                spent.append(agent.last_iterations)
    # Over the games the search never spends more than its 200 iterations a decision...
    assert sum(spent) <= 200 * len(spent)
    # ...but settled decisions left some, and a decision in doubt spent it.
    assert min(spent) < 200 < max(spent)


def test_mast_rates_a_move_by_the_rewards_its_player_got_and_mostly_takes_the_best() -> None:
    mast = Mast()
    mast.learn([(0, 5), (1, 7)], me=0, reward=1.0)  # player 0 won after 5; player 1 lost after 7
    mast.learn([(0, 9)], me=1, reward=1.0)  # player 1 won: player 0's 9 lost
    assert mast.mean == {(0, 5): 1.0, (1, 7): -1.0, (0, 9): -1.0}
    mast.learn([(0, 5)], me=0, reward=0.0)
    assert mast.mean[(0, 5)] == 0.5 and mast.count[(0, 5)] == 2
    rng = random.Random(3)
    picks = [mast.choose(0, [9, 5, 4], rng) for _ in range(2000)]
    # 5 is rated best (0.5; 4 is unrated, even at 0; 9 lost): taken unless the draw is random
    # (MAST_EPSILON), when each of the three is as likely.
    expected = 1 - MAST_EPSILON + MAST_EPSILON / 3
    assert abs(picks.count(5) / 2000 - expected) < 0.03
    assert abs(picks.count(9) / 2000 - MAST_EPSILON / 3) < 0.02


def test_ismcts_split_gives_each_view_of_the_player_to_move_a_node_of_its_own(toy: Game) -> None:
    state = next(s for s in mid_game_states(toy, 20) if len(s.legal_actions()) > 1)
    me = state.current_player
    know = knowledge(toy.name, "search")
    trees = {}
    for split in (False, True):
        agent = IsmctsAgent(seed=1, iterations=None, seconds=None, prior=0, split=split)
        root = trees[split] = Node(-1)
        for k in range(300):
            agent._iterate(root, state.resample(me, k), me, know, Deadline(None), 0)

    def below(node: Node) -> list[Node]:
        """Every node under ``node``: the actions' nodes and, with split, the views' nodes."""
        found = []
        for child in node.children.values():
            found.append(child)
            found += below(child)
            for view in (child.views or {}).values():
                found.append(view)
                found += below(view)
        return found

    assert all(node.views is None for node in below(trees[False]))
    split = below(trees[True])
    # Draws are secret (TOY-2): below the root the worlds differ in what the player to move sees.
    # Without split such worlds share one node; with it an action leads to a node for each view.
    assert any(len(node.views or ()) > 1 for node in split)


@pytest.mark.parametrize(
    "spec", ["heuristic", "ismcts:iterations=100", "ismcts:iterations=100:rollout=mast:depth=8"]
)
def test_searching_agents_beat_random(toy: Game, spec: str) -> None:
    wins = losses = 0
    for seed in range(40):
        agents = [make_agent(spec, seed), make_agent("random", seed)]
        seats = agents if seed % 2 == 0 else agents[::-1]
        result = play(toy, seats, seed)[0].returns()[seed % 2]
        wins += result > 0
        losses += result < 0
    # Measured over 200 games: 80% wins, under 8% losses; random play: 48% wins, 38% losses.
    assert wins >= 24 and losses <= 8
