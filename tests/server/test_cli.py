"""``cardtable serve`` refuses bad input with one line and exit status 2, never a traceback."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest


def serve(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "cardtable.cli", "serve", *args],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, **(env or {})},
    )


@pytest.mark.parametrize(
    ("url", "says"),
    [
        ("not a url", "not a database URL"),
        ("mysql://u@h/db", "unsupported database"),
        ("sqlite://", "needs a file path"),
        ("sqlite:////nonexistent-dir/sub/db.sqlite3", "cannot use the database"),
        ("postgresql+psycopg://nobody@127.0.0.1:1/none", "cannot use the database"),
    ],
)
def test_bad_db_url_is_one_line(url: str, says: str) -> None:
    result = serve("--db", url)
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and says in result.stderr, result.stderr


def test_port_in_use_is_one_line(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = serve("--port", str(port), "--db", f"sqlite:///{tmp_path / 'db.sqlite3'}")
    assert result.returncode == 2
    assert result.stderr == f"cardtable: cannot listen on 127.0.0.1:{port}: the port is in use\n"


def test_unwritable_data_dir_is_one_line(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")  # a data dir under a file cannot be made, even by root
    result = serve(env={"XDG_DATA_HOME": str(blocker / "data")})
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "cannot write the data dir" in result.stderr, result.stderr
