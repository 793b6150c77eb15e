"""Fixtures for the simulation tests: the toy game of tests/toygame.py."""

import pytest

import toygame
from cardtable.core.game import Game


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> Game:
    return toygame.register(monkeypatch)
