"""A throwaway PostgreSQL cluster from the machine's own binaries (initdb / pg_ctl), for the tests.

``make test`` (tools/system-deps.sh) installs the ``postgresql`` package when ``initdb`` is missing.
The binaries are looked for on PATH and under /usr/lib/postgresql/*/bin. PostgreSQL refuses to run
as root, so as root the cluster runs as the ``postgres`` user the package creates.
"""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest


def binary(name: str) -> str | None:
    found = shutil.which(name)
    if found:
        return found
    candidates = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"), key=lambda p: int(p.split("/")[4]))
    return candidates[-1] if candidates else None


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def unavailable(reason: str) -> None:
    """Skip on a developer machine without PostgreSQL; fail in CI, which must have installed it."""
    if os.environ.get("CI"):
        pytest.fail(f"PostgreSQL tests cannot run in CI: {reason}")
    pytest.skip(reason)


@contextmanager
def cluster() -> Iterator[str]:
    """Start a cluster in a new folder; yield its SQLAlchemy URL; stop it and delete the folder.

    The folder is made under the system temp dir, not pytest's (which only root may enter)."""
    initdb, pg_ctl = binary("initdb"), binary("pg_ctl")
    if initdb is None or pg_ctl is None:
        unavailable("no initdb/pg_ctl (apt-get install postgresql)")
    assert initdb is not None and pg_ctl is not None
    folder = Path(tempfile.mkdtemp(prefix="cardtable-pg-"))
    prefix: list[str] = []
    if os.geteuid() == 0:
        if shutil.which("runuser") is None:
            unavailable("running as root without runuser to drop to the postgres user")
        prefix = ["runuser", "-u", "postgres", "--"]
        shutil.chown(folder, "postgres")
    data, port = folder / "data", free_port()
    run = [*prefix, initdb, "-D", str(data), "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"]
    subprocess.run(run, check=True, capture_output=True)
    options = f"-p {port} -k {folder} -c listen_addresses=127.0.0.1 -c fsync=off"
    start = [*prefix, pg_ctl, "-D", str(data), "-o", options, "-l", str(folder / "log"), "-w", "start"]
    subprocess.run(start, check=True, capture_output=True)
    try:
        yield f"postgresql+psycopg://postgres@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run([*prefix, pg_ctl, "-D", str(data), "-m", "immediate", "stop"], capture_output=True)
        shutil.rmtree(folder, ignore_errors=True)
