"""Medarot squares can be picked on the grid: a click on square s plays the legal action naming it."""

from __future__ import annotations

import pytest
from tui_helpers import FAST_AI, play_until, screen_text

import cardtable
from cardtable.tui.app import PlayApp
from cardtable.tui.boards.medarot import SQUARE_CLASS, Square, screen_columns, screen_rows
from cardtable.tui.game_screen import GameScreen
from cardtable.tui.seats import HUMAN
from cardtable.tui.session import Session


@pytest.mark.asyncio
async def test_clicking_a_square_picks_the_action_for_it() -> None:
    game = cardtable.load_game("medarot")
    session = Session.start(game, game.default_decks(), [HUMAN, FAST_AI], seed=5)
    app = PlayApp(session, ai_delay=0)

    def on_squares(legal: list[int]) -> list[int]:
        return [a for a in legal if session.state.action_info(a)["kind"] in SQUARE_CLASS]

    async with app.run_test(size=(120, 40)) as pilot:
        action = (await play_until(pilot, app, on_squares))[-1]
        assert isinstance(app.screen, GameScreen)
        info = session.state.action_info(action)
        square = info.get("to", info.get("square"))
        before = len(session.record.actions)
        cell = next(cell for cell in app.screen.query(Square) if cell.number == square)
        await pilot.click(cell)
        await pilot.pause()
        assert session.record.actions[before] == action


@pytest.mark.asyncio
async def test_the_grid_shows_the_neutral_row_and_both_fields() -> None:
    game = cardtable.load_game("medarot")
    session = Session.start(game, game.default_decks(), [HUMAN, FAST_AI], seed=5)
    app = PlayApp(session, ai_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await app.workers.wait_for_complete()
        await pilot.pause()
        text = screen_text(app)
        for words in ("neutral", "their", "your", "Medals", "MedaForce", "Master", "Trash"):
            assert words in text


def test_each_player_sees_their_own_back_row_at_the_bottom() -> None:
    # Rows 0-1 are player 0's field (0 back), 3-4 player 1's (4 back); player 1 sits across the table.
    assert screen_rows(0) == [4, 3, 2, 1, 0] and screen_columns(0) == [0, 1, 2]
    assert screen_rows(1) == [0, 1, 2, 3, 4] and screen_columns(1) == [2, 1, 0]
