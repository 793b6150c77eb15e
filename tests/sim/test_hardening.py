"""``simulate`` and ``tally`` against misuse: shared --out files, bad folders and files, huge runs."""

import fcntl
import json
import os
import signal
from itertools import islice
from pathlib import Path

import pytest

from cardtable import cli
from cardtable.core.errors import SpecError
from cardtable.core.game import Game
from cardtable.sim.runner import IN_FLIGHT_PER_SLOT, Chunk, InProcess, LocalProcesses, RunConfig, run

TOY_RUN = RunConfig("toy", {}, ("random", "random"), None, 0, 1000, ("mixed", "mixed"))
"""Random games of the toy game: what the backend tests below play."""
TOY = ["simulate", "toy", "--agents", "heuristic,random", "--workers", "1", "--json"]


def lines(path: Path) -> list[str]:
    return path.read_text().splitlines()


def test_an_existing_out_file_is_refused_unless_appended(
    toy: Game, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "games.jsonl"
    assert cli.main([*TOY, "--games", "4", "--out", str(out)]) == 0
    before = out.read_text()
    assert cli.main([*TOY, "--games", "4", "--seed", "4", "--out", str(out)]) == 2
    assert "exists" in capsys.readouterr().err and out.read_text() == before
    assert cli.main([*TOY, "--games", "3", "--seed", "4", "--out", str(out), "--append"]) == 0
    assert out.read_text().startswith(before) and len(lines(out)) == 7
    assert [json.loads(line)["seed"] for line in lines(out)] == [0, 1, 2, 3, 4, 5, 6]


def test_a_run_does_not_write_into_an_out_file_another_run_holds(
    toy: Game, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "games.jsonl"
    out.write_text("")
    with out.open("a") as other_run:
        fcntl.flock(other_run, fcntl.LOCK_EX)
        assert cli.main([*TOY, "--games", "2", "--out", str(out), "--append"]) == 2
    assert "being written by another run" in capsys.readouterr().err and out.read_text() == ""


def test_an_unwritable_replays_folder_stops_the_run_before_any_game(
    toy: Game, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    out = tmp_path / "games.jsonl"
    args = [*TOY, "--games", "3", "--flag", "bug=crash", "--out", str(out)]
    assert cli.main([*args, "--replays", str(blocker / "replays")]) == 2
    err = capsys.readouterr().err
    assert "--replays" in err and "is not a folder" in err and "Traceback" not in err
    assert not out.exists()  # no game was played, no line written
    # A folder that does not exist yet is fine (and made only when a failure is saved).
    assert cli.main([*args, "--replays", str(tmp_path / "new" / "replays")]) == 1
    assert len(list((tmp_path / "new" / "replays").iterdir())) == 3


def test_a_huge_run_streams_its_work_list(toy: Game) -> None:
    """--games 100000000000 starts at once: chunks are made as they are sent, a few per worker ahead."""
    sent: list[tuple[int, int]] = []

    class Counting(InProcess):
        def submit(self, bounds: tuple[int, int]) -> tuple[int, int]:
            sent.append(bounds)
            return super().submit(bounds)

    chunks: list[Chunk] = list(islice(run(Counting(TOY_RUN), 100_000_000_000), 3))
    assert [len(chunk.outcomes) for chunk in chunks] == [100, 100, 100]
    assert len(sent) == IN_FLIGHT_PER_SLOT + 3 and sent[-1] == (600, 700)  # one sent per one done


BAD_ROWS = (
    ({"winner_seat": 7}, "winner_seat"),
    ({"decisions": None}, "decisions"),
    ({"seed": "x"}, "seed"),
    ({"winner": "someone else"}, "is not the agent in seat"),
)


@pytest.mark.parametrize(("change", "says"), BAD_ROWS)
def test_tally_names_the_file_and_line_of_a_bad_row(
    toy: Game, tmp_path: Path, capsys: pytest.CaptureFixture[str], change: dict[str, object], says: str
) -> None:
    out = tmp_path / "games.jsonl"
    assert cli.main([*TOY, "--games", "6", "--out", str(out)]) == 0
    rows = [json.loads(line) for line in lines(out)]
    winner = next(n for n, row in enumerate(rows) if row["winner_seat"] is not None)
    rows[winner].update(change)
    out.write_text("".join(json.dumps(row) + "\n" for row in rows) + "not json\n")
    capsys.readouterr()
    assert cli.main(["tally", str(out)]) == 2
    err = capsys.readouterr().err
    assert f"{out} line {winner + 1}" in err and says in err and "Traceback" not in err
    assert cli.main(["tally", str(out), "--skip-bad", "--json"]) == 0
    captured = capsys.readouterr()
    summary = json.loads(captured.out)
    assert summary["games"] == 5 and summary["skipped"] == 2
    assert f"line {winner + 1}" in captured.err and "line 7" in captured.err


@pytest.mark.parametrize(
    ("content", "says"),
    (
        (bytes(range(256)) * 8, "not UTF-8"),
        (b"1 T1\n" * 300_000, "too large for a deck file"),
        (b"x y\n" * 5000, "more)"),
    ),
)
def test_a_huge_or_binary_deck_file_gives_one_line(
    toy: Game, tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, says: str
) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_bytes(content)
    assert cli.main(["simulate", "toy", "--decks", f"{deck},{deck}"]) == 2
    err = capsys.readouterr().err
    assert says in err and len(err.splitlines()) == 1 and len(err) < 400


def test_work_handed_to_a_pool_that_lost_a_worker_stops_the_run_with_a_message(toy: Game) -> None:
    # The driver may learn of the death when it hands out the next chunk rather than when it waits
    # for one (CI hit this ordering once): that path must give the same message.
    backend = LocalProcesses(TOY_RUN, 1)
    try:
        first = backend.result(backend.submit((0, 1)))
        doomed = backend.submit((1, 100_000))
        os.kill(first.pid, signal.SIGKILL)
        with pytest.raises(SpecError, match="a worker process died"):
            backend.result(doomed)
        with pytest.raises(SpecError, match="a worker process died"):
            backend.submit((100_000, 100_001))
    finally:
        backend.close()


def test_a_dead_local_worker_stops_the_run_with_a_message(toy: Game) -> None:
    chunks = run(LocalProcesses(TOY_RUN, 2), 100_000)
    os.kill(next(chunks).pid, signal.SIGKILL)
    with pytest.raises(SpecError, match="a worker process died"):
        for _ in chunks:
            pass
