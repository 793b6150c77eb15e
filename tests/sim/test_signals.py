"""Ctrl+C and SIGTERM stop a running ``simulate --workers 2`` quietly, saying what was written.

A real process group gets the signal, as a terminal's Ctrl+C or ``kill -- -PGID`` sends it: the
driver and its workers alike.
"""

import io
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from test_hardening import TOY_RUN

from cardtable.core.game import Game
from cardtable.sim.commands import RunNews, Stopped, stopping_quietly
from cardtable.sim.runner import InProcess
from cardtable.sim.simulate import simulate


@pytest.mark.parametrize(
    ("signal_number", "code", "backend"),
    ((signal.SIGINT, 130, "local"), (signal.SIGTERM, 143, "local"), (signal.SIGTERM, 143, "ray")),
)
def test_a_signal_stops_the_run_with_a_one_line_summary(
    tmp_path: Path, signal_number: signal.Signals, code: int, backend: str
) -> None:
    if backend == "ray":
        pytest.importorskip("ray")
    out = tmp_path / "games.jsonl"
    command = [sys.executable, "-m", "cardtable.cli", "simulate", "mewmew", "--agents", "random,random"]
    run = subprocess.Popen(
        [*command, "--games", "10000000", "--workers", "2", "--backend", backend, "--out", str(out)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 120
        while not (out.exists() and out.stat().st_size) and time.monotonic() < deadline:
            time.sleep(0.2)
        if backend == "ray":
            # The driver only (kill PID): a signal to the whole group would reach the local Ray's own
            # processes too, which then stop in no set order.
            run.send_signal(signal_number)
        else:
            os.killpg(run.pid, signal_number)
        stdout, stderr = run.communicate(timeout=60)
    finally:
        if run.poll() is None:
            os.killpg(run.pid, signal.SIGKILL)
    written = len(out.read_text().splitlines())
    assert (run.returncode, stdout) == (code, ""), stderr  # what the driver said, should it fail
    assert stderr.splitlines() == [
        f"cardtable: stopped by {signal_number.name} after {written} of 10000000 games;"
        f" {written} line(s) in {out}"
    ]
    assert written > 0


class SignalledWhileWriting(io.StringIO):
    """An --out file that gets Ctrl+C while a chunk's lines are being written to it."""

    def write(self, text: str) -> int:
        os.kill(os.getpid(), signal.SIGINT)
        return super().write(text)


def test_a_stop_while_lines_are_written_counts_the_games_of_those_lines(toy: Game, tmp_path: Path) -> None:
    # Found by CI: the held signal's handler ran after the lines were written but before their games
    # were counted, and the summary said "after 100 games; 100 line(s)" of a file with 200 lines.
    # Under pytest-xdist the signal reaches another thread, which a signal mask does not hold.
    news, out = RunNews(), SignalledWhileWriting()
    with pytest.raises(Stopped), stopping_quietly():
        simulate(TOY_RUN, 4, InProcess(TOY_RUN), tmp_path, out, news.count)
    assert news.done == len(out.getvalue().splitlines()) > 0
