"""The progress bar: on a terminal (stderr) it shows games done, games/s and time left; --quiet,
--json or a stderr that is not a terminal turn it off; it never reaches stdout."""

import os
import pty
import subprocess
import sys

import pytest

RUN = [sys.executable, "-m", "cardtable.cli", "simulate", "medarot", "--agents", "random,random"]


def run_on_a_terminal(*extra: str) -> tuple[str, str]:
    """(what the terminal on stderr showed, stdout) of a short run."""
    terminal, stderr = pty.openpty()
    run = subprocess.Popen(
        [*RUN, "--games", "300", "--workers", "1", *extra], stdout=subprocess.PIPE, stderr=stderr, text=True
    )
    os.close(stderr)
    shown = b""
    while True:
        try:
            data = os.read(terminal, 4096)
        except OSError:  # the run ended and closed the terminal
            break
        if not data:
            break
        shown += data
    stdout = run.communicate(timeout=120)[0]
    os.close(terminal)
    return shown.decode(errors="replace"), stdout


@pytest.mark.parametrize(("extra", "shown"), (((), True), (("--quiet",), False), (("--json",), False)))
def test_the_progress_bar_shows_on_a_terminal_unless_asked_not_to(
    extra: tuple[str, ...], shown: bool
) -> None:
    terminal, stdout = run_on_a_terminal(*extra)
    assert ("games/s" in terminal and "/300" in terminal) == shown
    assert "games/s" not in stdout and ("300 games" in stdout or '"games": 300' in stdout)
