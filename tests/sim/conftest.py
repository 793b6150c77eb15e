"""Fixtures for the simulation tests: the toy game of tests/agents, and a CLI with only sim's commands."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "agents"))

import toygame

from cardtable import cli
from cardtable.core.game import Game


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> Game:
    return toygame.register(monkeypatch)


@pytest.fixture(autouse=True)
def sim_commands_only(monkeypatch: pytest.MonkeyPatch) -> None:
    # The CLI also loads the play and catalog commands; these tests need (and test) only sim's.
    monkeypatch.setattr(cli, "COMMAND_MODULES", ("cardtable.sim.commands",))
