"""Fixtures of the play-app tests."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def saves(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test saves into its own folder, never the player's."""
    folder = tmp_path / "saves"
    monkeypatch.setenv("CARDTABLE_SAVES", str(folder))
    return folder


@pytest.fixture(autouse=True)
def config_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test remembers its menu choices in its own config folder, never the player's."""
    folder = tmp_path / "config"
    monkeypatch.setenv("XDG_CONFIG_HOME", str(folder))
    return folder
