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


# ----- the vector environment ------------------------------------------------------------------------
def random_actions(masks: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """A uniformly random legal action per row of masks (rows all 0 take action 0)."""
    return np.argmax(masks * rng.random(masks.shape), axis=1)


def make_vec(name: str, num_envs: int, **kwargs: object) -> gymnasium.vector.VectorEnv:
    return gymnasium.make_vec(
        f"cardtable/{name}-v0", num_envs=num_envs, vectorization_mode="vector_entry_point", **kwargs
    )


@pytest.mark.parametrize("name", sorted(cardtable.GAMES))
def test_make_vec_steps_the_same_episodes_as_gymnasiums_own_sync_vector_env(name: str) -> None:
    """Same-step autoreset, masks, rewards and final observations equal Gymnasium's SyncVectorEnv of
    the single env, with the same seeds and actions, through several episodes of each env."""
    from gymnasium.vector import AutoresetMode, SyncVectorEnv

    ours = make_vec(name, 3, opponent="random")
    assert isinstance(ours.unwrapped, gymnasium.vector.VectorEnv)
    assert ours.metadata["autoreset_mode"] == AutoresetMode.SAME_STEP
    theirs = SyncVectorEnv(
        [lambda: CardtableEnv(name, opponent="random") for _ in range(3)],
        autoreset_mode=AutoresetMode.SAME_STEP,
    )
    assert ours.single_observation_space == theirs.single_observation_space
    obs, info = ours.reset(seed=11)
    expected_obs, expected_info = theirs.reset(seed=11)
    rng = np.random.default_rng(0)
    finished = 0
    for _ in range(400):
        assert np.array_equal(obs, expected_obs) and obs in ours.observation_space
        assert np.array_equal(info["action_mask"], expected_info["action_mask"])
        assert info["action_mask"].any(axis=1).all(), "every env has a legal action: the ended ones restarted"
        actions = random_actions(info["action_mask"], rng)
        obs, rewards, terminations, truncations, info = ours.step(actions)
        expected_obs, expected_rewards, expected_terms, expected_truncs, expected_info = theirs.step(actions)
        assert np.array_equal(rewards, expected_rewards) and np.array_equal(terminations, expected_terms)
        assert np.array_equal(truncations, expected_truncs)
        ended = terminations | truncations
        assert np.array_equal(info.get("_final_obs", np.zeros(3, bool)), ended)
        for i in np.flatnonzero(ended):
            assert np.array_equal(info["final_obs"][i], expected_info["final_obs"][i])
            assert rewards[i] in (-1.0, 0.0, 1.0)
        finished += int(ended.sum())
    assert finished >= 3, "the run covers autoresets"


@pytest.mark.parametrize("name", sorted(cardtable.GAMES))
def test_vector_env_is_deterministic_under_a_seed_and_returns_fresh_arrays(name: str) -> None:
    def run(seed: int) -> list[np.ndarray]:
        env = make_vec(name, 4, opponent="heuristic")
        obs, info = env.reset(seed=seed)
        rng = np.random.default_rng(seed)
        seen = [obs, info["action_mask"]]
        for _ in range(30):
            obs, rewards, _, _, info = env.step(random_actions(info["action_mask"], rng))
            seen += [obs, rewards, info["action_mask"]]
        return seen

    first, again, other = run(3), run(3), run(4)
    assert all(np.array_equal(a, b) for a, b in zip(first, again, strict=True))
    assert not all(np.array_equal(a, b) for a, b in zip(first, other, strict=True))
    assert not any(np.shares_memory(first[0], array) for array in first[1:]), "returned batches are copies"


def test_vector_env_ends_an_illegal_action_as_a_loss_and_restarts_that_game() -> None:
    env = make_vec("mewmew", 2)
    _, info = env.reset(seed=0)
    actions = random_actions(info["action_mask"], np.random.default_rng(0))
    actions[1] = int(np.flatnonzero(info["action_mask"][1] == 0)[0])
    _, rewards, terminations, _, info = env.step(actions)
    assert rewards[1] == ILLEGAL_REWARD and terminations[1] and info["illegal_action"][1]
    assert not info["illegal_action"][0] and info["action_mask"][1].any()
