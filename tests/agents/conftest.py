"""Fixtures for the agent tests: the toy game, registered for the test that asks for it."""

import pytest

import toygame
from cardtable.core.game import Game


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> Game:
    return toygame.register(monkeypatch)
