"""Issue 13, done-when: a whole game of each game at 80×24 against `easy`, through the keyboard only
(numbers and Enter, with the new prompts: forced moves taken, Enter on a pass asked twice), and
nothing the player needs is pushed off screen: their own status line, their gauge, the log wrapped."""

from __future__ import annotations

import random
import re

import pytest
from textual.widgets import OptionList
from tui_helpers import drawn_rows

import cardtable
from cardtable.tui.app import PlayApp
from cardtable.tui.boards import Board
from cardtable.tui.end_screen import EndScreen
from cardtable.tui.game_screen import DIGIT_WAIT, GameScreen
from cardtable.tui.seats import HUMAN
from cardtable.tui.session import Session
from cardtable.tui.widgets import LogPanel

pytestmark = pytest.mark.asyncio

OWN_LINE = {"mewmew": r"You \(Player 0\) +Aqua", "medarot": r"You \(Player 0\) +Medals"}
CHECK_EVERY = 4
"""Decisions between two looks at the screen (a screenshot is slow)."""


def check_screen(app: PlayApp, name: str) -> None:
    screen = app.screen
    assert isinstance(screen, GameScreen)
    board = "\n".join(drawn_rows(app, screen.query_one(Board).content_region))
    assert re.search(OWN_LINE[name], board), board
    if name == "mewmew":
        assert "Your gauge:" in board, board
    # The scrollbar's thumb (block glyphs) is drawn beside the lines, not in them.
    log = re.sub(
        r"[\s\u2580-\u259f]+", "", "".join(drawn_rows(app, screen.query_one(LogPanel).content_region))
    )
    last = app.session.state.log_for(0)[-1] if app.session else {}
    assert re.sub(r"\s+", "", f"{last['rule']}{last['text']}") in log, last


@pytest.mark.parametrize(("name", "seed"), [("mewmew", 21), ("medarot", 22)])
async def test_a_whole_game_at_80x24_against_easy_by_keyboard(name: str, seed: int) -> None:
    game = cardtable.load_game(name)
    session = Session.start(game, game.default_decks(), [HUMAN, "easy"], seed=seed)
    app = PlayApp(session, ai_delay=0, auto=True)
    chooser = random.Random(seed)
    decisions = confirmed = 0
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(4000):
            await app.workers.wait_for_complete()
            await pilot.pause()
            if isinstance(app.screen, EndScreen):
                break
            state = session.state
            if state.is_terminal() or state.current_player != 0:
                continue
            decisions += 1
            if decisions % CHECK_EVERY == 0:
                check_screen(app, name)
            actions = app.screen.query_one("#actions", OptionList)
            # The numbered choices; below them, greyed, why other options are not available now.
            count = sum(actions.get_option_at_index(i).id is not None for i in range(actions.option_count))
            pick = chooser.randrange(min(count, 9))
            if chooser.random() < 0.5:
                await pilot.press(str(pick + 1))
                if pick == 0 and count >= 10:
                    await pilot.pause(DIGIT_WAIT + 0.2)  # `1` may start `12`: it waits for a second digit
                continue
            # Enter on the highlighted choice; on a pass among others, or a choice that loses the
            # game (its warning), the first Enter only asks.
            actions.focus()
            actions.highlighted = pick
            chosen = int(actions.get_option_at_index(pick).id or 0)
            before = len(session.record.actions)
            await pilot.press("enter")
            await pilot.pause()
            if len(session.record.actions) == before:
                warned = state.choice_notes(chosen, session.lang)["warning"]
                assert warned or (state.action_info(chosen).get("kind") == "pass" and count > 1)
                confirmed += 1
                await pilot.press("enter")
                await pilot.pause()
            assert session.record.actions[before] == chosen
        else:
            pytest.fail("the game did not end")
        assert isinstance(app.screen, EndScreen)
        assert session.state.is_terminal() and decisions > 10
        assert confirmed, "no Enter on a pass was asked about"
    # The record is the save, whatever was taken for the player: it re-plays to the same end.
    assert session.record.replay().to_json() == session.state.to_json()
