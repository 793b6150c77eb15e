"""Fixtures for the simulation tests: the toy game of tests/agents."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "agents"))

import toygame

from cardtable.core.game import Game


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> Game:
    return toygame.register(monkeypatch)
