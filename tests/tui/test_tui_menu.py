"""With no game given the app opens on the menu, ready to start with nothing to configure."""

from __future__ import annotations

import pytest
from textual.widgets import Button, Select
from tui_helpers import FAST_AI, screen_text

import cardtable
from cardtable.tui.app import PlayApp
from cardtable.tui.game_screen import GameScreen
from cardtable.tui.menu import MenuScreen
from cardtable.tui.seats import HUMAN

pytestmark = pytest.mark.asyncio


async def test_the_menu_starts_a_game_with_the_preset_decks() -> None:
    app = PlayApp(None, opponent=FAST_AI, ai_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert "Opponent" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        session = app.screen.session
        game = cardtable.load_game(session.game.name)
        assert session.record.players == [HUMAN, FAST_AI]
        assert session.record.decks == [list(deck) for deck in game.default_decks()]


async def test_the_menu_switches_language_and_game() -> None:
    app = PlayApp(None, ai_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        menu = app.screen
        assert isinstance(menu, MenuScreen)
        menu.query_one("#language", Select).value = "ja"
        await pilot.pause()
        assert "対戦相手" in screen_text(app)
        menu = app.screen
        assert isinstance(menu, MenuScreen)
        menu.query_one("#game", Select).value = "medarot"
        await pilot.pause()
        menu.query_one("#start", Button).press()
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.screen.session.game.name == "medarot" and app.screen.session.lang == "ja"
        assert app.screen.session.record.players[1] == "normal"
