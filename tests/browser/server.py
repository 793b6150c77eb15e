"""A real `cardtable serve` process for the browser tests: its own database, restartable."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

STARTUP_SECONDS = 30.0


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


class Server:
    """`cardtable serve` on 127.0.0.1 with a database in ``folder``; stop and start keep the data."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        command = [str(Path(sys.executable).parent / "cardtable"), "serve", "--host", "127.0.0.1"]
        command += [
            "--port",
            str(self.port),
            "--db",
            f"sqlite:///{self.folder / 'cardtable.sqlite'}",
            "--ai-workers",
            "1",
        ]
        log = (self.folder / "server.log").open("ab")
        self.process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + STARTUP_SECONDS
        while time.monotonic() < deadline:
            try:
                self.get("/api/health")
                return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError(f"cardtable serve did not start: {(self.folder / 'server.log').read_text()}")

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=15)
            self.process = None

    def get(self, path: str) -> Any:
        with urllib.request.urlopen(self.url + path, timeout=10) as response:
            return json.loads(response.read())

    def post(self, path: str, body: dict[str, Any]) -> Any:
        request = urllib.request.Request(
            self.url + path, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
        )
        with urllib.request.urlopen(request, timeout=10) as response:
            return json.loads(response.read())
