"""Saving with `s` writes a GameRecord into the saves folder; loading it continues the very same game."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest
from tui_helpers import FAST_AI, press_first, screen_text

import cardtable
from cardtable.sim.record import GameRecord
from cardtable.tui import commands
from cardtable.tui.app import PlayApp
from cardtable.tui.seats import HUMAN
from cardtable.tui.session import Session

pytestmark = pytest.mark.asyncio


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    commands.register(parser.add_subparsers())
    return parser.parse_args(argv)


async def test_save_then_load_continues_at_the_same_state(saves: Path) -> None:
    game = cardtable.load_game("mewmew")
    session = Session.start(game, game.default_decks(), [HUMAN, FAST_AI], seed=11, lang="en")
    app = PlayApp(session, ai_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(8):
            await app.workers.wait_for_complete()
            await press_first(pilot)
            await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.press("s")
        await pilot.pause()
        saved = app.last_save
        assert saved is not None and saved.parent == saves and saved.exists()
        assert saved.name in screen_text(app), "the save's name is shown to the player"
        expected = session.state.to_json()
        actions = list(session.record.actions)

    record = GameRecord.load(saved)
    assert record.players == [HUMAN, FAST_AI] and record.extra["lang"] == "en"
    loaded = commands.resume(parse(["play", "--load", saved.name]))
    assert loaded.state.to_json() == expected
    assert loaded.record.actions == actions

    app = PlayApp(loaded, ai_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await app.workers.wait_for_complete()
        await pilot.pause()
        before = len(loaded.record.actions)
        await press_first(pilot)
        await pilot.pause()
        assert len(loaded.record.actions) > before, "the loaded game goes on"
