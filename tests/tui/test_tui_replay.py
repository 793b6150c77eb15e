"""The replay viewer steps through a record forward and back, as a seat may see it."""

from __future__ import annotations

import random

import pytest
from tui_helpers import FAST_AI, screen_text

import cardtable
from cardtable.core.errors import DeckError
from cardtable.sim.record import GameRecord
from cardtable.tui.replay_app import ReplayApp
from cardtable.tui.seats import HUMAN


def record_of(game_name: str, players: list[str], moves: int | None) -> GameRecord:
    """A record of random play: ``moves`` actions, or to the end."""
    game = cardtable.load_game(game_name)
    record = GameRecord(game_name, 9, [list(d) for d in game.default_decks()], players=players)
    state = record.new_state()
    chooser = random.Random(1)
    while not state.is_terminal() and (moves is None or len(record.actions) < moves):
        action = chooser.choice(state.legal_actions())
        state.apply(action)
        record.actions.append(action)
    return record


@pytest.mark.asyncio
async def test_steps_back_and_forward_through_a_finished_game() -> None:
    record = record_of("mewmew", [FAST_AI, FAST_AI], None)
    app = ReplayApp(record, "en")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.step == len(record.actions) and "Game over" in screen_text(app)
        await pilot.press("home")
        await pilot.press("right", "right", "right")
        await pilot.pause()
        assert app.step == 3
        assert "Step 3 /" in screen_text(app)
        await pilot.press("left")
        await pilot.pause()
        assert app.step == 2
        assert app.seats == [0, 1]
        await pilot.press("v")
        await pilot.pause()
        assert app.viewer == 1


@pytest.mark.asyncio
async def test_an_unfinished_game_against_the_ai_is_seen_only_as_the_player_saw_it() -> None:
    record = record_of("medarot", [HUMAN, FAST_AI], 30)
    app = ReplayApp(record, "ja")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.seats == [0]
        await pilot.press("v")
        await pilot.pause()
        assert app.viewer == 0
        assert "リプレイ" in screen_text(app)


@pytest.mark.asyncio
async def test_a_record_with_an_illegal_action_plays_up_to_it_and_says_so() -> None:
    record = record_of("mewmew", [FAST_AI, FAST_AI], 12)
    record.actions.append(10**6)
    app = ReplayApp(record, "en")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.length == 12
        assert "This record stops early" in screen_text(app)


def test_a_broken_record_is_refused_with_a_message() -> None:
    record = record_of("mewmew", [FAST_AI, FAST_AI], 0)
    record.decks = [["NO-SUCH-CARD"], []]
    with pytest.raises(DeckError, match="unknown card id"):
        ReplayApp(record, "en")
