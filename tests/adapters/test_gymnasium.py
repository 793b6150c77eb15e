"""Gymnasium: the single-agent environments pass Gymnasium's check_env against cardtable agents."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")
gymnasium = pytest.importorskip("gymnasium")

from gymnasium.utils.env_checker import check_env  # noqa: E402

import cardtable  # noqa: E402
from adapters.toy import ALL_GAMES, load  # noqa: E402
from cardtable.adapters.gymnasium import ILLEGAL_REWARD, CardtableEnv  # noqa: E402


@pytest.mark.parametrize("name", ALL_GAMES)
@pytest.mark.parametrize("player", [0, 1])
def test_check_env_passes_against_random(name: str, player: int) -> None:
    check_env(CardtableEnv(load(name), opponent="random", player=player), skip_render_check=True)


@pytest.mark.parametrize("name", sorted(cardtable.GAMES))
def test_check_env_passes_through_gymnasium_make(name: str) -> None:
    check_env(gymnasium.make(f"cardtable/{name}-v0", opponent="heuristic").unwrapped)


@pytest.mark.parametrize("name", sorted(cardtable.GAMES))
@pytest.mark.parametrize("opponent", ["heuristic:seconds=0.01", "ismcts:iterations=3"])
def test_a_masked_random_policy_finishes_a_game_against_an_agent(name: str, opponent: str) -> None:
    env = CardtableEnv(name, opponent=opponent)
    observation, info = env.reset(seed=4)
    total, done = 0.0, False
    while not done:
        action = env.action_space.sample(info["action_mask"])
        observation, reward, terminated, truncated, info = env.step(action)
        total += float(reward)
        done = terminated or truncated
        assert observation in env.observation_space
    assert total in (-1.0, 0.0, 1.0)


def test_an_illegal_action_ends_the_episode_as_a_loss() -> None:
    env = CardtableEnv(load("toy"))
    _, info = env.reset(seed=0)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    _, reward, terminated, truncated, info = env.step(illegal)
    assert (reward, terminated, truncated, info["illegal_action"]) == (ILLEGAL_REWARD, True, False, True)
    assert not info["action_mask"].any()
    with pytest.raises(RuntimeError, match="reset"):
        env.step(illegal)


def test_render_ansi_shows_the_players_observation() -> None:
    env = CardtableEnv(load("toy"), render_mode="ansi")
    env.reset(seed=0)
    text = env.render()
    assert text is not None and '"player": 0' in text


def test_flags_pass_to_the_game() -> None:
    env = gymnasium.make("cardtable/medarot-v0", weak_destroy_when="short")
    assert env.unwrapped.game.flags["weak_destroy_when"] == "short"
