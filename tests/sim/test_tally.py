"""``cardtable tally``: a run played in parts adds up to the run played at once."""

import json
from pathlib import Path

import pytest

from cardtable import cli
from cardtable.core.game import Game

SAME_GAMES = ("games", "completed", "wins", "draws", "errors", "by_reason", "by_reason_agent", "first_player")


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = cli.main(list(args))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def play_part(capsys: pytest.CaptureFixture[str], out: Path, seed: int, games: int, *extra: str) -> None:
    args = ["simulate", "toy", "--agents", "heuristic,random", "--games", str(games), "--seed", str(seed)]
    code, _, _ = run(capsys, *args, "--workers", "1", "--json", "--out", str(out), *extra)
    assert code == 0


def test_parts_add_up_to_the_whole_run(toy: Game, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    play_part(capsys, tmp_path / "a.jsonl", 0, 6)
    play_part(capsys, tmp_path / "b.jsonl", 6, 4)
    play_part(capsys, tmp_path / "whole.jsonl", 0, 10)
    code, out, _ = run(capsys, "tally", str(tmp_path / "a.jsonl"), str(tmp_path / "b.jsonl"), "--json")
    parts = json.loads(out)
    whole = json.loads(run(capsys, "tally", str(tmp_path / "whole.jsonl"), "--json")[1])
    assert code == 0 and parts["games"] == 10 and parts["seeds"] == list(range(10))
    assert {key: parts[key] for key in SAME_GAMES} == {key: whole[key] for key in SAME_GAMES}
    assert parts["agents"] == ["heuristic", "random"] and parts["game"] == "toy"
    assert parts["wins"][0] > parts["wins"][1]
    code, text, _ = run(capsys, "tally", str(tmp_path / "a.jsonl"), str(tmp_path / "b.jsonl"))
    assert code == 0 and "10 games from 2 file(s), seeds 0-9" in text and "heuristic (A)" in text


def test_a_seed_played_twice_or_another_run_is_refused(
    toy: Game, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    play_part(capsys, tmp_path / "a.jsonl", 0, 4)
    play_part(capsys, tmp_path / "b.jsonl", 2, 4)
    play_part(capsys, tmp_path / "c.jsonl", 10, 2, "--flag", "hand_size=2")
    (tmp_path / "d.jsonl").write_text("not json\n")
    for other, says in (
        ("b", "seed 2 was already played"),
        ("c", "differ from the lines before"),
        ("d", "not a"),
    ):
        code, _, err = run(capsys, "tally", str(tmp_path / "a.jsonl"), str(tmp_path / f"{other}.jsonl"))
        assert code == 2 and says in err
