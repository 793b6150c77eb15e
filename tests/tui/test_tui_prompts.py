"""Issue 13, fewer trivial prompts: a forced move is taken for the player when that reveals nothing
(a setting turns it off), Enter on "end the step" / "pass" asks once, and what happened since the
player's last choice is said in one line."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from textual.screen import Screen
from textual.widgets import OptionList
from tui_helpers import FAST_AI, play_until, screen_text

import cardtable
from cardtable.core.state import State
from cardtable.tui import commands
from cardtable.tui.app import PlayApp
from cardtable.tui.end_screen import EndScreen
from cardtable.tui.game_screen import GameScreen
from cardtable.tui.menu import MenuScreen
from cardtable.tui.pass_screen import PassScreen
from cardtable.tui.seats import HUMAN
from cardtable.tui.session import Session
from cardtable.tui.settings import load_settings

pytestmark = pytest.mark.asyncio


def forced(seat: int, ends: bool) -> Callable[[State], bool]:
    """A position where ``seat`` has one legal action, which ends the game or not."""

    def wanted(state: State) -> bool:
        legal = state.legal_actions()
        if state.current_player != seat or len(legal) != 1:
            return False
        after = state.clone()
        after.apply(legal[0])
        return after.is_terminal() == ends

    return wanted


def session_at(name: str, players: list[str], wanted: Callable[[State], bool]) -> Session:
    """A session played at random (both seats) until ``wanted`` holds."""
    game = cardtable.load_game(name)
    for seed in range(40):
        session = Session.start(game, game.default_decks(), players, seed=seed)
        chooser = random.Random(seed)
        while not session.state.is_terminal():
            if wanted(session.state):
                return session
            session.apply(chooser.choice(session.state.legal_actions()))
    raise AssertionError("no such position")


@pytest.mark.parametrize("name", ["mewmew", "medarot"])
async def test_a_forced_move_is_taken_for_the_player_and_the_log_says_so(name: str) -> None:
    session = session_at(name, [HUMAN, FAST_AI], forced(0, ends=False))
    before = len(session.record.actions)
    words = session.state.action_to_string(session.state.legal_actions()[0], "en")
    app = PlayApp(session, ai_delay=0, auto=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert len(session.record.actions) > before
        assert f"taken for you (the only choice): {words}" in screen_text(app)


async def test_with_auto_off_a_forced_move_waits_for_the_player() -> None:
    session = session_at("medarot", [HUMAN, FAST_AI], forced(0, ends=False))
    before = len(session.record.actions)
    app = PlayApp(session, ai_delay=0, auto=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert len(session.record.actions) == before
        assert "taken for you" not in screen_text(app)


async def test_a_forced_move_that_ends_the_game_is_left_to_the_player() -> None:
    session = session_at("mewmew", [HUMAN, FAST_AI], forced(0, ends=True))
    before = len(session.record.actions)
    app = PlayApp(session, ai_delay=0, auto=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert len(session.record.actions) == before and not session.state.is_terminal()


async def test_hot_seat_a_forced_move_is_taken_only_behind_its_own_seats_curtain() -> None:
    """Taken at once, the missing hand-over would tell the other player this seat had no choice."""
    session = session_at("medarot", [HUMAN, HUMAN], forced(1, ends=False))
    before = len(session.record.actions)
    app = PlayApp(session, ai_delay=0, auto=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, PassScreen) and "Player 1" in screen_text(app)
        assert len(session.record.actions) == before
        await pilot.press("enter")
        await pilot.pause()
        assert len(session.record.actions) > before


async def test_a_toggles_auto_and_the_choice_is_remembered() -> None:
    game = cardtable.load_game("mewmew")
    session = Session.start(game, game.default_decks(), [HUMAN, FAST_AI], seed=1)
    app = PlayApp(session, ai_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await app.workers.wait_for_complete()
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.auto
        await pilot.press("a")
        await pilot.pause()
        assert not screen.auto and load_settings().auto is False
    assert PlayApp(None).auto is False


async def test_no_auto_on_the_command_line(monkeypatch: pytest.MonkeyPatch) -> None:
    built: dict[str, Any] = {}

    class Recorder:
        last_save = None

        def __init__(self, *args: Any, **kwargs: Any) -> None:
            built.update(kwargs)

        def run(self) -> None:
            return None

    monkeypatch.setattr(commands, "PlayApp", Recorder)
    parser = commands.argparse.ArgumentParser()
    commands.register(parser.add_subparsers())
    commands.run(parser.parse_args(["play", "mewmew", "--no-auto"]))
    assert built["auto"] is False
    commands.run(parser.parse_args(["play", "mewmew"]))
    assert built["auto"] is None  # as last chosen


async def test_enter_on_end_the_step_asks_once_and_a_digit_does_not() -> None:
    game = cardtable.load_game("mewmew")
    session = Session.start(game, game.default_decks(), [HUMAN, FAST_AI], seed=3)
    app = PlayApp(session, ai_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:

        def pass_among_others(legal: list[int]) -> list[int]:
            kinds = [session.state.action_info(a).get("kind") for a in legal]
            return (
                [a for a, kind in zip(legal, kinds, strict=True) if kind == "pass"] if len(legal) > 1 else []
            )

        passes = await play_until(pilot, app, pass_among_others)
        actions = app.screen.query_one("#actions", OptionList)
        index = next(
            i for i in range(actions.option_count) if actions.get_option_at_index(i).id == str(passes[0])
        )
        actions.focus()
        actions.highlighted = index
        before = len(session.record.actions)
        await pilot.press("enter")
        await pilot.pause()
        assert len(session.record.actions) == before
        assert any("Press Enter again" in str(note.message) for note in app._notifications)
        await pilot.press("enter")
        await pilot.pause()
        assert session.record.actions[before] == passes[0]
        # A typed number is deliberate: no second asking.
        passes = await play_until(pilot, app, pass_among_others)
        before = len(session.record.actions)
        actions = app.screen.query_one("#actions", OptionList)
        number = next(
            i for i in range(actions.option_count) if actions.get_option_at_index(i).id == str(passes[0])
        )
        if number < 9:
            await pilot.press(str(number + 1))
            await pilot.pause()
            assert session.record.actions[before] == passes[0]


async def test_the_line_of_what_happened_names_the_opponents_moves() -> None:
    game = cardtable.load_game("medarot")
    session = Session.start(game, game.default_decks(), [HUMAN, FAST_AI], seed=2)
    app = PlayApp(session, ai_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        for _ in range(80):
            await play_until(pilot, app, lambda legal: legal)
            view = screen.view()
            assert view is not None
            theirs = [e for e in view.log[view.since or len(view.log) :] if e.get("player") == 1]
            if theirs:
                line = str(screen.query_one("#since").render())
                assert line.startswith("Since your choice:") and theirs[-1]["text"] in line
                return
            await pilot.press("1")
        pytest.fail("the opponent never moved")


async def test_m_after_the_game_goes_back_to_the_menu() -> None:
    session = session_at("mewmew", [HUMAN, FAST_AI], forced(0, ends=True))
    app = PlayApp(session, ai_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("1")
        await pilot.pause()
        assert isinstance(app.screen, EndScreen) and "m: menu" in screen_text(app)
        await pilot.press("m")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert isinstance(app.screen_stack[-2], Screen) and not isinstance(app.screen_stack[-2], GameScreen)
