"""The catalog commands: cards, flags and deck check, with clear messages for bad input."""

from pathlib import Path

import pytest

import cardtable
from cardtable.cli import main
from cardtable.core.decks import format_deck


def test_cards_search_shows_provenance(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "mewmew", "--search", "ミュウアクアロッド"]) == 0
    out = capsys.readouterr().out
    assert "[reconstructed]" in out and "1 of" in out


def test_cards_search_with_no_match_fails(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "medarot", "--search", "no such card anywhere"]) == 1
    assert "0 of" in capsys.readouterr().out


@pytest.mark.parametrize("name", sorted(cardtable.GAMES))
def test_flags_lists_every_flag_with_its_rule(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["flags", name]) == 0
    out = capsys.readouterr().out
    for spec in cardtable.load_game(name).FLAGS:
        assert f"{spec.name} ({spec.rule})" in out


@pytest.mark.parametrize("name", sorted(cardtable.GAMES))
def test_every_preset_checks_as_legal(name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = cardtable.load_game(name)
    for preset, deck in game.presets.items():
        path = tmp_path / f"{preset}.txt"
        path.write_text(format_deck(deck, game.cards, preset), encoding="utf-8")
        assert main(["deck", "check", str(path)]) == 0
        assert f"a legal {game.title_en} deck" in capsys.readouterr().out


def test_a_broken_deck_gets_line_numbered_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.txt"
    path.write_text("# mine\n3 MD-METABEE\nfour cards\n1 Nobody\n", encoding="utf-8")
    assert main(["deck", "check", str(path), "--game", "medarot"]) == 1
    out = capsys.readouterr().out
    assert "line 3: expected 'COUNT CARD'" in out and "line 4: unknown card 'Nobody'" in out


def test_a_short_deck_says_what_is_wrong(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "short.txt"
    path.write_text("3 MD-METABEE\n", encoding="utf-8")
    assert main(["deck", "check", str(path), "--game", "medarot"]) == 1
    assert "30" in capsys.readouterr().out


def test_a_missing_file_is_a_message_not_a_traceback(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deck", "check", "/nonexistent/deck.txt"]) == 2
    assert "cardtable: cannot read /nonexistent/deck.txt" in capsys.readouterr().err
