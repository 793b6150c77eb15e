"""``simulate --backend ray`` on a local Ray of 2 CPUs: the same rows as the local backend, and a
worker killed mid-run has its chunk played again elsewhere, counted once."""

import json
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from cardtable import cli
from cardtable.sim.runner import Chunk, InProcess, RunConfig, play_chunk
from cardtable.sim.simulate import simulate

ray = pytest.importorskip("ray")
from cardtable.sim.cluster import RayCluster, stderr_into  # noqa: E402  (after the skip: it needs Ray)

GAMES = 40
RUN = ["simulate", "mewmew", "--agents", "random,random", "--games", str(GAMES), "--seed", "7", "--json"]


@pytest.fixture
def no_ray_left() -> Iterator[None]:
    """Every test leaves no Ray running, whatever happens in it."""
    yield
    ray.shutdown()


def rows(path: Path) -> list[dict[str, object]]:
    """The --out rows sorted by seed, without the one field that is a measurement (seconds)."""
    read = [json.loads(line) for line in path.read_text().splitlines()]
    return sorted(({k: v for k, v in row.items() if k != "seconds"} for row in read), key=lambda r: r["seed"])


def test_ray_gives_the_rows_the_local_backend_gives(
    no_ray_left: None, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    local, on_ray = tmp_path / "local.jsonl", tmp_path / "ray.jsonl"
    assert cli.main([*RUN, "--workers", "1", "--card-stats", "--out", str(local)]) == 0
    capsys.readouterr()
    assert cli.main([*RUN, "--backend", "ray", "--workers", "2", "--card-stats", "--out", str(on_ray)]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["workers"] == 2 and summary["games"] == GAMES
    assert len(summary["memory"]["peak_rss_mb_per_worker"]) == 2  # both Ray workers played
    assert rows(on_ray) == rows(local) and len(rows(local)) == GAMES
    assert not ray.is_initialized()


def crash_first_try(token: Path, config: RunConfig, bounds: tuple[int, int]) -> Chunk:
    """Kill the worker process that first plays the second chunk, as a machine lost mid-run would."""
    if bounds[0] > 0:
        try:
            token.touch(exist_ok=False)
        except FileExistsError:
            pass  # a later attempt: play it
        else:
            os._exit(1)
    return play_chunk(config, bounds)


def test_a_dead_worker_has_its_games_played_again_and_counted_once(no_ray_left: None, tmp_path: Path) -> None:
    config = RunConfig("mewmew", {}, ("random", "random"), None, 3, 20_000, ("strawberry", "leotard"))
    token = tmp_path / "crashed"
    ray.cloudpickle.register_pickle_by_value(sys.modules[__name__])  # workers cannot import the tests

    def crashing(config: RunConfig, bounds: tuple[int, int]) -> Chunk:
        return crash_first_try(token, config, bounds)

    with (tmp_path / "ray.jsonl").open("w") as out:
        summary = simulate(config, GAMES, RayCluster(config, None, 2, play=crashing), tmp_path, out)
    with (tmp_path / "local.jsonl").open("w") as out:
        expected = simulate(config, GAMES, InProcess(config), tmp_path, out)
    assert token.exists()  # a worker did die
    assert rows(tmp_path / "ray.jsonl") == rows(tmp_path / "local.jsonl")
    assert summary["games"] == GAMES and summary["wins"] == expected["wins"]
    assert not ray.is_initialized()


@pytest.mark.parametrize(
    ("extra", "says"),
    (
        (["--backend", "ray", "--address", "127.0.0.1:1"], "cannot reach the Ray cluster at 127.0.0.1:1"),
        (["--backend", "ray", "--address", "head-without-port"], "--address takes HOST:PORT"),
        (["--address", "127.0.0.1:6379"], "--address is for --backend ray"),
    ),
)
def test_a_bad_address_gives_one_line_at_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], extra: list[str], says: str
) -> None:
    assert cli.main([*RUN, *extra, "--out", str(tmp_path / "games.jsonl")]) == 2
    err = capsys.readouterr().err
    assert says in err and len(err.splitlines()) == 1
    assert not (tmp_path / "games.jsonl").exists() and not ray.is_initialized()


def test_what_ray_logs_to_stderr_during_a_stopped_runs_shutdown_goes_to_its_log_file(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    """Ray's C++ core writes to file descriptor 2 itself, past ``sys.stderr``: the block moves the
    descriptor, and gives it back after."""
    log = tmp_path / "driver-shutdown.err"
    with stderr_into(log):
        os.write(2, b"task_manager.cc: Failed to push error to driver for task 01\n")
    os.write(2, b"after\n")
    assert log.read_text() == "task_manager.cc: Failed to push error to driver for task 01\n"
    assert capfd.readouterr().err == "after\n"
