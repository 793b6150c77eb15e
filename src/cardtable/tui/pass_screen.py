"""The hot-seat curtain: a blank screen between two players' decisions, lifted by the next player."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Button, Static

from cardtable.tui.text import tr


class PassScreen(Screen[None]):
    DEFAULT_CSS = """
    PassScreen { align: center middle; background: $background; }
    PassScreen Static { width: auto; max-width: 70; text-align: center; margin: 1 2; }
    PassScreen #pass-title { text-style: bold; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter", "ready", "Ready")]

    def __init__(self, name: str, lang: str) -> None:
        super().__init__()
        self._next = name
        self._lang = lang

    def compose(self) -> ComposeResult:
        with Middle():
            yield Center(Static(tr("pass_to", self._lang, name=self._next), id="pass-title"))
            yield Center(Static(tr("pass_help", self._lang, name=self._next)))
            yield Center(Button(tr("ready", self._lang), id="ready", variant="primary"))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.action_ready()

    def action_ready(self) -> None:
        self.dismiss(None)
