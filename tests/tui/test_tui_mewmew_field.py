"""Mew Mew field cards can be picked on the table: a click plays the legal action naming the slot."""

from __future__ import annotations

import pytest
from tui_helpers import FAST_AI, play_until

import cardtable
from cardtable.tui.app import PlayApp
from cardtable.tui.boards.base import CardLine
from cardtable.tui.seats import HUMAN
from cardtable.tui.session import Session


@pytest.mark.asyncio
async def test_clicking_a_field_card_picks_the_action_for_its_slot() -> None:
    game = cardtable.load_game("mewmew")
    session = Session.start(game, game.default_decks(), [HUMAN, FAST_AI], seed=3)
    app = PlayApp(session, ai_delay=0)

    def naming_a_slot(legal: list[int]) -> list[int]:
        return [a for a in legal if "slot" in session.state.action_info(a)]

    async with app.run_test(size=(120, 50)) as pilot:
        on_field = await play_until(pilot, app, naming_a_slot)
        action = on_field[-1]
        slot = session.state.action_info(action)["slot"]
        lines = [line for line in app.screen.query(CardLine) if line.action == action]
        assert len(lines) == 1, "exactly one field card offers the action"
        assert lines[0].has_class("pickable")
        field = session.state.observation(0)["players"][slot["player"]]["field"]
        assert lines[0].card == field[slot["index"]]["card"]
        before = len(session.record.actions)
        await pilot.click(lines[0])
        await pilot.pause()
        assert session.record.actions[before] == action
