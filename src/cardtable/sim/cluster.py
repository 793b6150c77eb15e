"""Playing a run's chunks on a Ray cluster (``simulate --backend ray``; ``pip install cardtable[cluster]``).

Each chunk is one Ray task. A task whose worker dies (a killed process, a lost machine) is re-run
by Ray on another worker; its result is fetched once, from the one attempt that finished, so no game
is counted twice. Only the driver writes ``--out`` and saves replays.
"""

from __future__ import annotations

import contextlib
import logging
import os
import socket
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from cardtable.core.errors import SpecError
from cardtable.sim.runner import Chunk, RunConfig, play_chunk

CONNECT_SECONDS = 10
TASK_RETRIES = 3
"""How many times a chunk whose worker died is re-run before the run stops with an error."""


def check_reachable(address: str) -> None:
    """SpecError at once, in one line, when nothing listens at ``HOST:PORT`` (Ray itself would retry
    for minutes, logging as it goes)."""
    host, _, port = address.rpartition(":")
    if not host or not port.isdigit():
        raise SpecError(f"--address takes HOST:PORT (the head's ray start --port), not {address!r}")
    try:
        socket.create_connection((host, int(port)), timeout=CONNECT_SECONDS).close()
    except OSError as exc:
        raise SpecError(f"cannot reach the Ray cluster at {address}: {exc.strerror or exc}") from None


@contextlib.contextmanager
def stderr_into(path: Path) -> Iterator[None]:
    """This process's file descriptor 2 (where Ray's C++ core logs) appends to ``path`` in the block."""
    sys.stderr.flush()
    saved = os.dup(2)
    try:
        with path.open("a", encoding="utf-8") as log:
            os.dup2(log.fileno(), 2)
            try:
                yield
            finally:
                os.dup2(saved, 2)
    finally:
        os.close(saved)


class RayCluster:
    """Chunks as Ray tasks on the cluster at ``address``, or on a local Ray of ``workers`` CPUs."""

    def __init__(
        self,
        config: RunConfig,
        address: str | None,
        workers: int,
        play: Callable[[RunConfig, tuple[int, int]], Chunk] = play_chunk,
    ) -> None:
        try:
            import ray
        except ImportError:
            raise SpecError("--backend ray needs Ray: pip install 'cardtable[cluster]'") from None
        self._ray = ray
        if address and address != "auto":
            check_reachable(address)
        if not address:
            # A Ray started for one run reports nothing anywhere (a cluster's owner decides for theirs).
            os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
        try:
            context = ray.init(
                address=address,
                include_dashboard=False,
                logging_level=logging.ERROR,
                log_to_driver=False,
                num_cpus=None if address else workers,  # a cluster's machines say how many they have
                # Ray starts its workers at nice 15; on a shared machine a local run's games would then
                # get a fraction of the CPU the local backend's get (measured: 3-4 times slower).
                _system_config=None if address else {"worker_niceness": 0},
            )
        except (ConnectionError, RuntimeError, ValueError) as exc:
            raise SpecError(f"cannot reach the Ray cluster at {address}: {exc}") from None
        self.slots = max(1, int(ray.cluster_resources().get("CPU", 1)))  # type: ignore[no-untyped-call]
        self._config = ray.put(config)  # sent to each machine once, not with every chunk
        self._play = ray.remote(num_cpus=1, max_retries=TASK_RETRIES, retry_exceptions=False)(play)
        # A RayContext for every address taken here (no ray:// client), typed as its base class.
        self._logs = Path(context.address_info["session_dir"], "logs")  # type: ignore[attr-defined]

    def submit(self, bounds: tuple[int, int]) -> Any:
        return self._play.remote(self._config, bounds)

    def result(self, handle: Any) -> Chunk:
        try:
            chunk: Chunk = self._ray.get(handle)
        except self._ray.exceptions.WorkerCrashedError as exc:
            raise SpecError(f"a chunk's worker died {TASK_RETRIES + 1} times: {exc}") from None
        return chunk

    def close(self) -> None:
        # Ray's core, in this process, logs each chunk a shutdown cuts short (a run stopped by a signal
        # or an error) to file descriptor 2: "Failed to push error to driver for task", now and then,
        # on the terminal that was told in one line what the run wrote. What the shutdown logs goes to
        # the Ray session's logs with the rest of Ray's (a finished run leaves nothing in flight, so
        # nothing there). Cancelling the chunks first is no way out: a forced cancel can trip a check in
        # Ray 2.60's task manager and end the driver with status 1.
        self._logs.mkdir(parents=True, exist_ok=True)
        with stderr_into(self._logs / "cardtable-driver-shutdown.err"):
            self._ray.shutdown()
