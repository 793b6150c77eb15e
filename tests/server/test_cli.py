"""``cardtable serve`` refuses bad input with one line and exit status 2, never a traceback."""

from __future__ import annotations

import asyncio
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.server.commands import listen


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


def test_connections_are_accepted_with_nagle_off() -> None:
    """A response goes out at once: asyncio sets TCP_NODELAY on an accepted connection only when the
    listening socket names TCP as its protocol. Without it every response written in two parts
    (uvicorn writes the headers, then the body) waited for the client's delayed ACK, about 40 ms."""

    async def nodelay_of_accepted() -> int:
        accepted: asyncio.Future[int] = asyncio.get_running_loop().create_future()

        def on_connect(_: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            accepted.set_result(
                writer.get_extra_info("socket").getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY)
            )
            writer.close()

        server = await asyncio.start_server(on_connect, sock=listen("127.0.0.1", 0))
        async with server:
            _, client = await asyncio.open_connection(*server.sockets[0].getsockname()[:2])
            value = await asyncio.wait_for(accepted, 10)
            client.close()
        return value

    assert asyncio.run(nodelay_of_accepted()) != 0
