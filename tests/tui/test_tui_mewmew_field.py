"""Mew Mew field cards can be picked on the table: a click plays the legal action naming the slot."""

from __future__ import annotations

import pytest
from tui_helpers import FAST_AI, play_until

import cardtable
from cardtable.games.mewmew.actions import Layout
from cardtable.games.mewmew.zones import MAX_SLOTS
from cardtable.tui.app import PlayApp
from cardtable.tui.boards.base import CardLine
from cardtable.tui.boards.mewmew import SLOTS_PER_FIELD
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
    field_actions = range(layout.slot, layout.number)  # slot picks of both fields, own abilities
    session = Session.start(game, game.default_decks(), [HUMAN, FAST_AI], seed=3)
    app = PlayApp(session, ai_delay=0)
    async with app.run_test(size=(120, 50)) as pilot:
        on_field = await play_until(pilot, app, lambda legal: [a for a in legal if a in field_actions])
        action = on_field[-1]
        lines = [line for line in app.screen.query(CardLine) if line.action == action]
        assert len(lines) == 1, "exactly one field card offers the action"
        assert lines[0].has_class("pickable")
        before = len(session.record.actions)
        await pilot.click(lines[0])
        await pilot.pause()
        assert session.record.actions[before] == action
