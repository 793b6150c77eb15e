"""``cardtable rules GAME``: the how-to-play page on the command line."""

from __future__ import annotations

import pytest

from cardtable.cli import main
from cardtable.help import rules_markdown, sections


def test_rules_prints_the_whole_page_as_markdown_when_piped(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "medarot", "--lang", "ja"]) == 0
    assert capsys.readouterr().out == rules_markdown("medarot", "ja")


def test_rules_toc_numbers_the_sections(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "mewmew", "--toc"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines == [f"{n:2d}. {title}" for n, (title, _) in enumerate(sections("mewmew", "en"))]


def test_rules_prints_one_section(capsys: pytest.CaptureFixture[str]) -> None:
    title, body = sections("mewmew", "en")[3]
    assert main(["rules", "mewmew", "--section", "3"]) == 0
    assert capsys.readouterr().out == f"# {title}\n\n{body}"


def test_rules_section_out_of_range_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "medarot", "--section", "99"]) == 2
    assert "--section takes 0 to" in capsys.readouterr().err


def test_rules_renders_markdown_on_a_terminal(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("sys.stdout.isatty", lambda: True)
    assert main(["rules", "mewmew", "--section", "1"]) == 0
    out = capsys.readouterr().out
    assert "How to win" in out and "Aqua win" in out
    assert "**" not in out and "## " not in out
