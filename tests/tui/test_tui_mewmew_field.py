"""Mew Mew field cards can be picked on the table: a click plays the legal action naming the slot."""

from __future__ import annotations

import pytest
from tui_helpers import FAST_AI

import cardtable
from cardtable.games.mewmew.actions import Layout
from cardtable.games.mewmew.zones import MAX_SLOTS
from cardtable.tui.app import PlayApp
from cardtable.tui.boards.base import CardLine
from cardtable.tui.boards.mewmew import SLOTS_PER_FIELD
from cardtable.tui.game_screen import GameScreen
from cardtable.tui.seats import HUMAN
from cardtable.tui.session import Session


def test_the_board_numbers_slots_as_the_game_does() -> None:
    layout = Layout(len(cardtable.load_game("mewmew").cards))
    assert SLOTS_PER_FIELD == MAX_SLOTS
    assert layout.slot == 1 + 2 * layout.cards and layout.ability == layout.slot + 2 * SLOTS_PER_FIELD


@pytest.mark.asyncio
async def test_clicking_a_field_card_picks_the_action_for_its_slot() -> None:
    game = cardtable.load_game("mewmew")
    layout = Layout(len(game.cards))
    session = Session.start(game, game.default_decks(), [HUMAN, FAST_AI], seed=3)
    app = PlayApp(session, ai_delay=0)
    async with app.run_test(size=(120, 50)) as pilot:
        for _ in range(400):
            await app.workers.wait_for_complete()
            await pilot.pause()
            legal = session.state.legal_actions()
            on_field = [a for a in legal if layout.slot <= a < layout.number]
            if on_field and isinstance(app.screen, GameScreen):
                break
            await pilot.press("1")
        else:
            raise AssertionError("the human never had a field card to pick")
        action = on_field[-1]
        lines = [line for line in app.screen.query(CardLine) if line.action == action]
        assert len(lines) == 1, "exactly one field card offers the action"
        assert lines[0].has_class("pickable")
        before = len(session.record.actions)
        await pilot.click(lines[0])
        await pilot.pause()
        assert session.record.actions[before] == action
