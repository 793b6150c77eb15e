"""The pages as the terminal UI will show them: Textual's Markdown widget reads each one whole."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult
from textual.widgets import Markdown

import cardtable
from cardtable.help import LANGS, rules_markdown, sections


class _Page(App[None]):
    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text

    def compose(self) -> ComposeResult:
        yield Markdown(self.text)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", sorted(cardtable.GAMES))
async def test_textual_markdown_reads_every_section(game: str, lang: str) -> None:
    app = _Page(rules_markdown(game, lang))
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        contents = app.query_one(Markdown).table_of_contents
    assert [(level, label) for level, label, _ in contents] == [
        (1 if n == 0 else 2, title) for n, (title, _) in enumerate(sections(game, lang))
    ]
