"""Helpers for driving the real play app headless: the screen's text, playing on until the end."""

from __future__ import annotations

import html
import re
from collections.abc import Callable

from textual.app import App
from textual.pilot import Pilot
from textual.widgets import OptionList, RichLog, Static

from cardtable.tui.app import PlayApp
from cardtable.tui.end_screen import EndScreen
from cardtable.tui.game_screen import GameScreen
from cardtable.tui.pass_screen import PassScreen

FAST_AI = "random"
"""The quickest agent spec: these tests are about the interface, not the AI."""


def screen_text(app: App[None]) -> str:
    """Everything the current screen holds as text: what is drawn, and what its widgets keep off-view."""
    svg = app.export_screenshot()
    drawn = "".join(html.unescape(part) for part in re.findall(r"<text[^>]*>(.*?)</text>", svg, re.S))
    held: list[str] = [drawn.replace("\xa0", " ")]
    for widget in app.screen.query("*"):
        if isinstance(widget, Static):
            held.append(str(widget.render()))
        elif isinstance(widget, OptionList):
            held.extend(str(widget.get_option_at_index(i).prompt) for i in range(widget.option_count))
        elif isinstance(widget, RichLog):
            held.extend(line.text for line in widget.lines)
    return "\n".join(held)


async def play_to_end(pilot: Pilot[None], app: PlayApp, limit: int = 3000) -> int:
    """Pick the first legal action with the `1` key (lifting any hot-seat curtain) until the game ends."""
    for step in range(limit):
        await pilot.pause()
        if isinstance(app.screen, EndScreen):
            return step
        if isinstance(app.screen, PassScreen):
            await pilot.press("enter")
        elif isinstance(app.screen, GameScreen):
            session = app.screen.session
            if session.is_human(session.state.current_player):
                await pilot.press("1")
            else:
                await app.workers.wait_for_complete()
    raise AssertionError(f"no end screen after {limit} steps")


async def play_until(
    pilot: Pilot[None], app: PlayApp, wanted: Callable[[list[int]], list[int]], limit: int = 400
) -> list[int]:
    """Pick the first legal action with the `1` key until ``wanted(legal)`` is not empty; return it."""
    for _ in range(limit):
        await app.workers.wait_for_complete()
        await pilot.pause()
        found = wanted(app.session.state.legal_actions())
        if found and isinstance(app.screen, GameScreen):
            return found
        await pilot.press("1")
    raise AssertionError(f"nothing wanted among the legal actions after {limit} steps")
