"""The worked example ``examples/train_policy.py`` trains: a short run on the vector env updates it."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("gymnasium")

import cardtable  # noqa: E402

EXAMPLE = Path(__file__).parents[2] / "examples" / "train_policy.py"


def example() -> ModuleType:
    spec = importlib.util.spec_from_file_location("train_policy", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["train_policy"] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", sorted(cardtable.GAMES))
def test_a_short_run_gives_finite_losses_changes_the_weights_and_the_policy_plays_games(name: str) -> None:
    train_policy = example()
    torch.manual_seed(0)
    policy = train_policy.Policy(*train_policy.sizes(name), 32)
    before = [p.detach().clone() for p in policy.parameters()]
    report = train_policy.train(policy, name, steps=4 * 8 * 3, envs=4, rollout=8)
    assert report.updates == 3 and report.steps == 96
    assert all(torch.isfinite(torch.tensor(loss)) for loss in report.losses)
    assert all(not torch.equal(a, b) for a, b in zip(before, policy.parameters(), strict=True)), "an update"
    scores = train_policy.evaluate(policy, name, games=2, envs=2)
    assert scores["games"] == 2 and 0.0 <= scores["win_rate"] + scores["loss_rate"] <= 1.0


def test_the_script_runs_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    example().main(
        ["--game", "medarot", "--steps", "32", "--envs", "2", "--rollout", "8", "--eval-games", "2"]
    )
    out = capsys.readouterr().out
    assert "trained 32 agent steps, 2 updates" in out and "trained policy vs random: win" in out


def test_a_run_is_deterministic_under_its_seed() -> None:
    train_policy = example()

    def losses() -> list[float]:
        torch.manual_seed(1)
        policy = train_policy.Policy(*train_policy.sizes("mewmew"), 16)
        return train_policy.train(policy, "mewmew", steps=2 * 4 * 2, envs=2, rollout=4, seed=1).losses

    assert losses() == losses()
