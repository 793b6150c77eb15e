"""`--lang ja` shows the interface, card names and actions in Japanese."""

from __future__ import annotations

import pytest
from tui_helpers import FAST_AI, screen_text

import cardtable
from cardtable.tui.app import PlayApp
from cardtable.tui.boards import Board
from cardtable.tui.game_screen import GameScreen
from cardtable.tui.seats import HUMAN
from cardtable.tui.session import Session

pytestmark = pytest.mark.asyncio


@pytest.mark.parametrize("game_name", ["mewmew", "medarot"])
async def test_japanese_shows_japanese(game_name: str) -> None:
    game = cardtable.load_game(game_name)
    session = Session.start(game, game.default_decks(), [HUMAN, FAST_AI], seed=2, lang="ja")
    app = PlayApp(session, ai_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await app.workers.wait_for_complete()
        await pilot.pause()
        text = screen_text(app)
        assert "手札" in text and "選択肢" in text
        state = session.state
        assert state.current_player == session.human_seats[0]
        for action in state.legal_actions()[:3]:
            assert state.action_to_string(action, "ja") in text
        screen = app.screen
        assert isinstance(screen, GameScreen)
        view = screen.view()
        assert view is not None
        for card in screen.query_one(Board).hand(view):
            assert game.card(card).name_ja in text
