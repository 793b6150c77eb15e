"""Fixtures of the server tests: a server shared by a module, and fresh ones for tests that kill."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from server.harness import Server


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    folder = tmp_path_factory.mktemp("server")
    running = Server(f"sqlite:///{folder / 'db.sqlite3'}", folder / "server.log").start()
    yield running
    running.stop()


@pytest.fixture
def fresh_server(tmp_path: Path) -> Iterator[Server]:
    """A server of its own (not started), for tests that kill and restart it."""
    own = Server(f"sqlite:///{tmp_path / 'db.sqlite3'}", tmp_path / "server.log")
    yield own
    own.stop()
