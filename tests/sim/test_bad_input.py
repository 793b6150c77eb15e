"""Bad input to any command gives a one-line error, never a traceback, and nothing is lost (issue 13)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import cardtable
from cardtable.cli import main
from cardtable.sim.record import HUMAN, SAVED_BY, GameRecord

NOT_UTF8 = b"\xff\xfe3 MMS-011\n"


def one_line_error(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(argv) == 2
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("cardtable: "), captured.err
    assert "Traceback" not in captured.out + captured.err
    return lines[0]


def a_record(**extra: object) -> GameRecord:
    game = cardtable.load_game("mewmew")
    record = GameRecord("mewmew", 3, [list(d) for d in game.default_decks()], players=[HUMAN, HUMAN])
    state = record.new_state()
    chooser = random.Random(0)
    for _ in range(40):
        action = chooser.choice(state.legal_actions())
        record.actions.append(action)
        state.apply(action)
    record.extra.update(extra)
    return record


@pytest.mark.parametrize(
    "command",
    [
        ["deck", "check", "--game", "mewmew", "{file}"],
        ["simulate", "mewmew", "--decks", "{file},{file}", "--games", "1"],
        ["tally", "{file}"],
        ["replay", "{file}"],
        ["play", "--load", "{file}"],
        ["play", "mewmew", "--deck", "{file}"],
    ],
)
def test_a_file_that_is_not_utf8_is_one_line(
    command: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "input.txt"
    path.write_bytes(NOT_UTF8)
    line = one_line_error([part.replace("{file}", str(path)) for part in command], capsys)
    assert "not UTF-8 text" in line and str(path) in line, line


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("\u00b2 MMS-011\n", "expected 'COUNT CARD'"),
        ("20000000 MMS-011\n", "more than a deck can hold"),
        ("9" * 5000 + " MMS-011\n", "more than a deck can hold"),
    ],
)
@pytest.mark.parametrize(
    "command", [["play", "mewmew", "--deck"], ["simulate", "mewmew", "--games", "1", "--decks"]]
)
def test_a_strange_deck_count_is_refused_at_once(
    text: str, message: str, command: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "deck.txt"
    path.write_text(text, encoding="utf-8")
    target = f"{path},{path}" if command[0] == "simulate" else str(path)
    assert message in one_line_error([*command, target], capsys)


def test_a_huge_or_binary_deck_file_gives_a_few_lines(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    huge = tmp_path / "huge.txt"
    huge.write_bytes(b"1 MMS-011\n" * 20_000)
    assert "too large for a deck file" in one_line_error(["play", "mewmew", "--deck", str(huge)], capsys)
    junk = tmp_path / "junk.txt"
    junk.write_text("\n".join(f"junk line {n}" for n in range(2000)), encoding="utf-8")
    assert main(["deck", "check", "--game", "mewmew", str(junk)]) != 0
    assert len(capsys.readouterr().out.splitlines()) <= 12


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"seed": "twelve"}, "seed is not an integer"),
        ({"decks": "all of them"}, "decks must be two lists"),
        ({"flags": {"no_such_flag": 1}}, "unknown flag"),
        ({"flags": [1, 2]}, "flags and extra must be tables"),
        ({"extra": {"max_decisions": "many"}}, "must be integers"),
        ({"extra": 5}, "flags and extra must be tables"),
    ],
)
def test_replay_checks_a_damaged_record_as_play_load_does(
    changes: dict[str, object], message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "save.json"
    data = json.loads(a_record().to_json())
    data.update(changes)
    path.write_text(json.dumps(data), encoding="utf-8")
    assert message in one_line_error(["replay", str(path)], capsys)
    assert message in one_line_error(["play", "--load", str(path)], capsys)


@pytest.mark.parametrize("delay", ["inf", "nan", "-1", "1e9"])
def test_ai_delay_is_bounded(delay: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert "--ai-delay" in one_line_error(["play", "mewmew", f"--ai-delay={delay}"], capsys)


def test_replay_of_an_unfinished_save_shows_only_the_seat_that_saved_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A hot-seat save: both seats are people, but only the one who saved it is shown, unless --reveal."""
    path = tmp_path / "save.json"
    record = a_record(**{SAVED_BY: 1})
    record.save(path)
    assert main(["replay", str(path)]) == 0
    printed = capsys.readouterr().out
    assert "log as player 1 saw it" in printed
    assert "player 0: (hidden until the game is over)" in printed
    assert main(["replay", str(path), "--reveal"]) == 0
    assert "hidden until the game is over" not in capsys.readouterr().out
