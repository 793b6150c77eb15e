"""Hot-seat play: the curtain comes down whenever the deciding player changes, and hands stay hidden."""

from __future__ import annotations

from typing import Any

import pytest
from tui_helpers import press_first, screen_text

import cardtable
from cardtable.core.game import Game
from cardtable.tui.app import PlayApp
from cardtable.tui.game_screen import GameScreen
from cardtable.tui.pass_screen import PassScreen
from cardtable.tui.seats import HUMAN
from cardtable.tui.session import Session

pytestmark = pytest.mark.asyncio


def card_ids_in(value: Any, game: Game) -> set[str]:
    """Every card id anywhere in an observation (what its player may legitimately see)."""
    if isinstance(value, str):
        return {value} if value in game.card_index else set()
    if isinstance(value, dict):
        return set().union(*(card_ids_in(v, game) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(card_ids_in(v, game) for v in value)) if value else set()
    return set()


def hand_names(session: Session, player: int) -> set[str]:
    hand = session.state.observation(player)["players"][player]["hand"]
    return {session.game.card(card).name("en") for card in hand}


@pytest.mark.parametrize("game_name", ["mewmew", "medarot"])
async def test_the_other_players_hand_is_never_on_screen(game_name: str) -> None:
    game = cardtable.load_game(game_name)
    session = Session.start(game, game.default_decks(), [HUMAN, HUMAN], seed=3)
    app = PlayApp(session, ai_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, PassScreen), "nobody sees a hand before the first player is ready"
        first = session.state.current_player
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert all(name in screen_text(app) for name in hand_names(session, first))
        while session.state.current_player == first:
            await press_first(pilot)
            await pilot.pause()
        second = session.state.current_player

        # The curtain: neither hand is anywhere on the screen or in its widgets.
        assert isinstance(app.screen, PassScreen)
        curtain = screen_text(app)
        for name in hand_names(session, first) | hand_names(session, second):
            assert name not in curtain
        game_screen = app.screen_stack[-2]
        assert isinstance(game_screen, GameScreen) and game_screen.viewer is None

        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.screen.viewer == second
        text = screen_text(app)
        assert all(name in text for name in hand_names(session, second))
        # The first player's cards that the second player cannot know of must not show.
        seen = card_ids_in(session.state.observation(second), game)
        seen_names = {game.card(card).name("en") for card in seen}
        log_text = " ".join(entry["text"] for entry in session.state.log_for(second))
        secret = {name for name in hand_names(session, first) - seen_names if name not in log_text}
        assert secret, "the test needs a card only the first player knows"
        for name in secret:
            assert name not in text
