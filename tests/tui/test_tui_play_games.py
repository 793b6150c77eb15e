"""A whole game of each kind against the AI, played through the real app with the pilot."""

from __future__ import annotations

import pytest
from tui_helpers import FAST_AI, play_to_end, screen_text

import cardtable
from cardtable.core.state import DRAW
from cardtable.tui.app import PlayApp
from cardtable.tui.end_screen import EndScreen
from cardtable.tui.seats import HUMAN
from cardtable.tui.session import Session

pytestmark = pytest.mark.asyncio


@pytest.mark.parametrize(("game_name", "size"), [("mewmew", (120, 40)), ("medarot", (80, 24))])
async def test_whole_game_against_the_ai_reaches_the_end_screen(
    game_name: str, size: tuple[int, int]
) -> None:
    game = cardtable.load_game(game_name)
    session = Session.start(game, game.default_decks(), [HUMAN, FAST_AI], seed=7)
    app = PlayApp(session, ai_delay=0)
    async with app.run_test(size=size) as pilot:
        await play_to_end(pilot, app)
        assert isinstance(app.screen, EndScreen)
        text = screen_text(app)
        state = session.state
        assert state.is_terminal()
        if state.winner == DRAW:
            assert "Draw" in text
        else:
            assert session.winner_words(state.winner or 0) in text
        assert "Reason:" in text
        # The record is the save: it re-plays to the very same end.
        assert session.record.replay().to_json() == state.to_json()
