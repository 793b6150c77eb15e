"""Helpers for driving the real play app headless: the screen's text, playing on until the end."""

from __future__ import annotations

import html
import re
from collections.abc import Callable

from textual.app import App
from textual.geometry import Region
from textual.pilot import Pilot
from textual.widgets import OptionList, Static

from cardtable.tui.app import PlayApp
from cardtable.tui.end_screen import EndScreen
from cardtable.tui.game_screen import DIGIT_WAIT, GameScreen
from cardtable.tui.pass_screen import PassScreen

FAST_AI = "random"
"""The quickest agent spec: these tests are about the interface, not the AI."""


def drawn_text(app: App[None]) -> str:
    """What is drawn on the terminal right now (a screenshot's text), nothing scrolled out of view."""
    svg = app.export_screenshot()
    drawn = "".join(html.unescape(part) for part in re.findall(r"<text[^>]*>(.*?)</text>", svg, re.S))
    return drawn.replace("\xa0", " ")


def drawn_rows(app: App[None], region: Region) -> list[str]:
    """The drawn text of one rectangle of the terminal, row by row (from a screenshot's text positions)."""
    svg = app.export_screenshot()
    rows: dict[int, list[tuple[int, str]]] = {}
    # Rich's SVG export: a cell is 12.2 px wide and 24.4 px tall, text sits 20 px below its row's top.
    for x, y, part in re.findall(r'<text[^>]*?x="([\d.]+)"[^>]*?y="([\d.]+)"[^>]*>(.*?)</text>', svg, re.S):
        rows.setdefault(round((float(y) - 20) / 24.4), []).append(
            (round(float(x) / 12.2), html.unescape(part))
        )
    out = []
    for row in range(region.y, region.bottom):
        line = ""
        for column, part in sorted(rows.get(row, [])):
            line = line.ljust(column) + part.replace("\xa0", " ")
        out.append(line[region.x : region.right])
    return out


def screen_text(app: App[None]) -> str:
    """Everything the current screen holds as text: what is drawn, and what its widgets keep off-view."""
    held: list[str] = [drawn_text(app)]
    for widget in app.screen.query("*"):
        if isinstance(widget, Static):
            held.append(str(widget.render()))
        elif isinstance(widget, OptionList):
            held.extend(str(widget.get_option_at_index(i).prompt) for i in range(widget.option_count))
    return "\n".join(held)


async def press_first(pilot: Pilot[None]) -> None:
    """Pick the first choice with the `1` key; with 10 or more choices `1` waits for a second digit."""
    await pilot.press("1")
    screen = pilot.app.screen
    if isinstance(screen, GameScreen) and screen.query_one("#actions", OptionList).option_count >= 10:
        await pilot.pause(DIGIT_WAIT + 0.2)


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
                await press_first(pilot)
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
        await press_first(pilot)
    raise AssertionError(f"nothing wanted among the legal actions after {limit} steps")
