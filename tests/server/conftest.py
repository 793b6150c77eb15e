"""Fixtures of the server tests: a server shared by a module, and fresh ones for tests that kill."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from server import postgres
from server.harness import Server


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    folder = tmp_path_factory.mktemp("server")
    running = Server(f"sqlite:///{folder / 'db.sqlite3'}", folder / "server.log").start()
    yield running
    running.stop()


@pytest.fixture(scope="session")
def postgresql_url() -> Iterator[str]:
    with postgres.cluster() as url:
        yield url


@pytest.fixture(params=["sqlite", "postgresql"])
def any_db_server(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Server]:
    """A server of its own (not started) on each database, for tests that kill and restart it."""
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'db.sqlite3'}"
    else:
        url = fresh_database(request.getfixturevalue("postgresql_url"), tmp_path.name)
    own = Server(url, tmp_path / "server.log")
    yield own
    own.stop()


def fresh_database(cluster_url: str, name: str) -> str:
    """A new, empty database in the test cluster (each test starts from nothing)."""
    database = "t_" + "".join(c if c.isalnum() else "_" for c in name.lower())[:40]
    engine = create_engine(cluster_url, isolation_level="AUTOCOMMIT")
    with engine.connect() as connection:
        connection.execute(text(f'DROP DATABASE IF EXISTS "{database}"'))
        connection.execute(text(f'CREATE DATABASE "{database}"'))
    engine.dispose()
    return cluster_url.rsplit("/", 1)[0] + "/" + database


@pytest.fixture
def fresh_server(tmp_path: Path) -> Iterator[Server]:
    """A server of its own on SQLite (not started), for tests that kill and restart it."""
    own = Server(f"sqlite:///{tmp_path / 'db.sqlite3'}", tmp_path / "server.log")
    yield own
    own.stop()
