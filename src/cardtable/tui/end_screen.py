"""The end of a game: who won and why, over the final table."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from cardtable.tui.text import tr


class EndScreen(ModalScreen[None]):
    DEFAULT_CSS = """
    EndScreen { align: center middle; }
    EndScreen > Vertical {
        width: auto; max-width: 76; height: auto; padding: 1 3;
        border: thick $accent; background: $surface;
    }
    EndScreen Static { width: auto; max-width: 70; margin-bottom: 1; }
    EndScreen #end-winner { text-style: bold; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "dismiss_end", "Table"),
        Binding("q", "app.quit", "Quit"),
        # A modal screen keeps the app's own keys from reaching it: saving is offered here too.
        Binding("s", "app.save", "Save"),
        Binding("r", "app.rematch", "Rematch"),
        Binding("m", "app.menu", "Menu"),
    ]

    def __init__(self, headline: str, reason: str, lang: str) -> None:
        super().__init__()
        self._headline = headline
        self._reason = reason
        self._lang = lang

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(tr("game_over", self._lang), id="end-title")
            yield Static(self._headline, id="end-winner")
            yield Static(tr("reason", self._lang, reason=self._reason), id="end-reason")
            yield Static(tr("end_help", self._lang), id="end-help")

    def action_dismiss_end(self) -> None:
        self.dismiss(None)
