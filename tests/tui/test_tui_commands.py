"""`cardtable play` options: bad decks, saves and flags raise clear SpecError/DeckError, never tracebacks."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

import cardtable
from cardtable.core.decks import format_deck
from cardtable.core.errors import DeckError, SpecError
from cardtable.sim.record import GameRecord
from cardtable.tui import commands
from cardtable.tui.seats import HUMAN


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    commands.register(parser.add_subparsers())
    return parser.parse_args(argv)


def test_defaults_are_the_preset_pair_against_normal() -> None:
    session = commands.new_session(parse(["play", "mewmew", "--seed", "4"]))
    assert session.record.decks == [list(deck) for deck in session.game.default_decks()]
    assert session.record.players == [HUMAN, "normal"] and session.record.seed == 4


def test_a_deck_file_is_read_and_checked(tmp_path: Path) -> None:
    game = cardtable.load_game("mewmew")
    mine = game.default_decks()[1]
    path = tmp_path / "mine.txt"
    path.write_text(format_deck(mine, game.cards), encoding="utf-8")
    session = commands.new_session(parse(["play", "mewmew", "--deck", str(path), "--vs", "human"]))
    assert session.record.decks[0] == mine and session.record.players == [HUMAN, HUMAN]


def test_a_broken_deck_file_names_the_file_and_the_line(tmp_path: Path) -> None:
    path = tmp_path / "broken.txt"
    path.write_text("3 NO-SUCH-CARD\nnonsense\n", encoding="utf-8")
    with pytest.raises(DeckError) as caught:
        commands.new_session(parse(["play", "mewmew", "--deck", str(path)]))
    message = str(caught.value)
    assert "broken.txt: line 1: unknown card 'NO-SUCH-CARD'" in message and "line 2" in message


def test_a_deck_breaking_the_regulation_is_refused(tmp_path: Path) -> None:
    game = cardtable.load_game("mewmew")
    path = tmp_path / "short.txt"
    path.write_text(format_deck(game.default_decks()[0][:10], game.cards), encoding="utf-8")
    with pytest.raises(DeckError, match=r"short\.txt"):
        commands.new_session(parse(["play", "mewmew", "--opponent-deck", str(path)]))


def test_a_missing_deck_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(DeckError, match="cannot read"):
        commands.new_session(parse(["play", "mewmew", "--deck", str(tmp_path / "nope.txt")]))


def test_an_unknown_flag_or_opponent_is_refused() -> None:
    with pytest.raises(SpecError, match="unknown flag"):
        commands.new_session(parse(["play", "mewmew", "--flag", "no_such_flag=1"]))
    with pytest.raises(SpecError, match="unknown agent"):
        commands.new_session(parse(["play", "mewmew", "--vs", "grandmaster"]))


def write_record(path: Path, **changes: object) -> None:
    game = cardtable.load_game("mewmew")
    record = GameRecord("mewmew", 1, [list(d) for d in game.default_decks()], players=[HUMAN, "random"])
    data = json.loads(record.to_json())
    data.update(changes)
    path.write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"format": "something else"}, "not a cardtable record"),
        ({"actions": ["x"]}, "actions must be a list of integers"),
        ({"actions": [10**6]}, "recorded action #0"),
        ({"decks": [["NO-SUCH-CARD"], []]}, "unknown card id"),
        ({"seed": "twelve"}, "broken record: seed is not an integer"),
        ({"game": "chess"}, "unknown game"),
        ({"flags": {"no_such_flag": 1}}, "unknown flag"),
    ],
)
def test_a_broken_save_is_a_clear_error(tmp_path: Path, changes: dict[str, object], message: str) -> None:
    path = tmp_path / "save.json"
    write_record(path, **changes)
    with pytest.raises((SpecError, DeckError), match=message):
        commands.resume(parse(["play", "--load", str(path)]))


def test_a_save_that_is_not_json_or_not_there(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    path.write_text("{half a save", encoding="utf-8")
    with pytest.raises(SpecError, match="bad JSON"):
        commands.resume(parse(["play", "--load", str(path)]))
    with pytest.raises(SpecError, match="cannot read"):
        commands.resume(parse(["play", "--load", str(tmp_path / "missing.json")]))


def test_load_refuses_settings_it_would_ignore(tmp_path: Path) -> None:
    with pytest.raises(SpecError, match="--load resumes"):
        commands.run(parse(["play", "--load", "x.json", "--seed", "3"]))
