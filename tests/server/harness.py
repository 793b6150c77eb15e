"""Real servers for the server tests: ``cardtable serve`` in a subprocess on a free port, spoken to
with real HTTP (httpx) and WebSocket (websockets) clients."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import httpx
import websockets
from websockets.asyncio.client import ClientConnection

ADDRESS = re.compile(r"serving on (http://\S+/)")
START_TIMEOUT = 30.0
SERVE = [sys.executable, "-m", "cardtable.cli", "serve", "--port", "0", "--ai-workers", "1"]


class Server:
    """One ``cardtable serve`` process; ``kill`` is SIGKILL, ``start`` again serves the same database."""

    def __init__(
        self, db_url: str, log_file: Path, log_level: str = "info", extra: list[str] | None = None
    ) -> None:
        self.db_url = db_url
        self.log_file = log_file
        self.log_level = log_level
        self.extra = extra or []
        self.process: subprocess.Popen[bytes] | None = None
        self.url = ""

    def start(self) -> Server:
        with self.log_file.open("ab") as log:
            self.process = subprocess.Popen(
                [*SERVE, "--db", self.db_url, "--log-level", self.log_level, *self.extra],
                stdout=log,
                stderr=log,
                env={**os.environ, "PYTHONUNBUFFERED": "1"},
            )
        deadline = time.monotonic() + START_TIMEOUT
        start_of_run = self.log_file.stat().st_size if self.log_file.exists() else 0
        while time.monotonic() < deadline:
            assert self.process.poll() is None, self.log_text()
            found = ADDRESS.findall(self.log_text())
            if found and len(self.log_text().encode()) > start_of_run and self._healthy(found[-1]):
                self.url = found[-1].rstrip("/")
                return self
            time.sleep(0.1)
        raise AssertionError(f"the server did not start:\n{self.log_text()}")

    def _healthy(self, url: str) -> bool:
        try:
            return httpx.get(url + "api/health", timeout=2).status_code == 200
        except httpx.HTTPError:
            return False

    def log_text(self) -> str:
        return self.log_file.read_text(encoding="utf-8", errors="replace") if self.log_file.exists() else ""

    def kill(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=10)
        self._forget_address()

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self._forget_address()

    def _forget_address(self) -> None:
        # The next start logs a new address; keep the old lines but stop matching them.
        text = self.log_text().replace("serving on http", "served on http")
        self.log_file.write_text(text, encoding="utf-8")

    @property
    def ws_url(self) -> str:
        return self.url.replace("http://", "ws://", 1)

    def client(self) -> httpx.Client:
        return httpx.Client(base_url=self.url, timeout=30)

    def async_client(self) -> httpx.AsyncClient:
        return httpx.AsyncClient(base_url=self.url, timeout=30)

    async def socket(self, table: str, token: str | None = None) -> ClientConnection:
        query = f"?token={token}" if token else ""
        return await websockets.connect(f"{self.ws_url}/ws/tables/{table}{query}", max_size=None)


def create(client: httpx.Client, **body: Any) -> dict[str, Any]:
    response = client.post("/api/tables", json=body)
    assert response.status_code == 201, response.text
    created: dict[str, Any] = response.json()
    return created


async def next_view(socket: ClientConnection, timeout: float = 20) -> dict[str, Any]:
    import asyncio

    message: dict[str, Any] = json.loads(await asyncio.wait_for(socket.recv(), timeout))
    return message


def seat_views(client: httpx.Client, table: str, tokens: Iterable[str]) -> list[dict[str, Any]]:
    """Each token's view of a table."""
    return [client.get(f"/api/tables/{table}/view", params={"token": token}).json() for token in tokens]


def wait_for(predicate: Any, timeout: float = 30, step: float = 0.1) -> Any:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(step)
    raise AssertionError("timed out waiting")
