"""PettingZoo: the AEC environments pass PettingZoo's own api_test and seed_test."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, seed_test  # noqa: E402

import cardtable  # noqa: E402
from adapters.toy import ALL_GAMES, load  # noqa: E402
from cardtable.adapters.pettingzoo import env  # noqa: E402
from toygame import DRAW_CARD  # noqa: E402


@pytest.mark.parametrize("name", ALL_GAMES)
def test_api_test_passes(name: str) -> None:
    api_test(env(load(name)), num_cycles=200)


@pytest.mark.parametrize("name", ALL_GAMES)
def test_seed_test_passes(name: str) -> None:
    seed_test(lambda: env(load(name)), num_cycles=200)


def test_a_turn_of_several_decisions_selects_the_same_agent_again() -> None:
    aec = env(load("toy"))
    aec.reset(seed=3)
    first = aec.agent_selection
    other = "player_1" if first == "player_0" else "player_0"
    observation, *_ = aec.last()
    aec.step(int(np.flatnonzero(observation["action_mask"])[0]))  # play a card ...
    assert aec.agent_selection == first  # ... then the same player decides whether to draw
    assert not aec.observe(other)["action_mask"].any()
    aec.step(DRAW_CARD)
    assert aec.agent_selection == other


def test_illegal_action_raises_and_changes_nothing() -> None:
    aec = env(load("toy"))
    aec.reset(seed=3)
    observation, *_ = aec.last()
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    with pytest.raises(cardtable.IllegalActionError):
        aec.step(illegal)
    assert np.array_equal(aec.last()[0]["observation"], observation["observation"])


def test_flags_pass_to_the_game() -> None:
    aec = env("mewmew", gauge_access="top_of_pile")
    assert aec.game.flags["gauge_access"] == "top_of_pile"
    api_test(aec, num_cycles=50)


@pytest.mark.parametrize("name", sorted(cardtable.GAMES))
def test_observations_come_from_the_fast_writer_and_equal_the_encoded_observation(name: str) -> None:
    aec = env(name)
    assert aec.encoder.writer is not None
    aec.reset(seed=2)
    rng = np.random.default_rng(2)
    for _agent in aec.agent_iter(max_iter=60):
        state = aec.game_state
        for player, other in enumerate(aec.possible_agents):
            expected = aec.encoder.encode(state.observation(player))
            assert np.array_equal(aec.observe(other)["observation"], expected)
        observation, _, terminated, truncated, _ = aec.last()
        mask = observation["action_mask"]
        assert np.array_equal(np.flatnonzero(mask), state.legal_actions())
        aec.step(None if terminated or truncated else int(rng.choice(np.flatnonzero(mask))))


def test_the_env_says_it_is_not_parallelizable() -> None:
    assert env("mewmew").metadata["is_parallelizable"] is False
