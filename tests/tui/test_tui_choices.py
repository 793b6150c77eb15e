"""The terminal's choice list: each choice's cost, effect and warning, a choice in steps shown with its
progress and cancelled with Esc back to its start, and a confirmation before a self-inflicted loss."""

from __future__ import annotations

import pytest
from textual.widgets import OptionList
from tui_helpers import FAST_AI, play_until, screen_text

import cardtable
from cardtable.tui.app import PlayApp
from cardtable.tui.game_screen import GameScreen
from cardtable.tui.seats import HUMAN
from cardtable.tui.session import Session

pytestmark = pytest.mark.asyncio


def status(app: PlayApp) -> str:
    return str(app.screen.query_one("#status").render())


def costly_use(session: Session) -> list[int]:
    """Legal uses of a card costing 2 or more gauge cards (paid card by card: gauge_access=choose)."""
    state = session.state
    return [
        action
        for action in state.legal_actions()
        if (info := state.action_info(action))["kind"] == "use" and info["cost"]["gauge"] >= 2
    ]


async def test_MM_6_2_3_a_payment_in_steps_shows_progress_and_esc_goes_back_to_its_start() -> None:
    game = cardtable.load_game("mewmew")
    session = Session.start(game, game.default_decks(), [HUMAN, FAST_AI], seed=2)
    app = PlayApp(session, ai_delay=0)
    async with app.run_test(size=(160, 50)) as pilot:
        found = await play_until(pilot, app, lambda legal: costly_use(session))
        assert "from the gauge" in screen_text(app)  # each use says its cost before it is taken
        before, recorded = session.state.to_json(), len(session.record.actions)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        screen.choose(found[0])
        await pilot.pause()
        assert "pay 1 of" in status(app) and "Esc" in status(app)
        await pilot.press("1")  # pay with the first gauge card offered
        await pilot.pause()
        assert "pay 2 of" in status(app)
        await pilot.press("escape")
        await pilot.pause()
        assert session.state.to_json() == before and len(session.record.actions) == recorded
        assert "pay " not in status(app)
        assert found[0] in session.state.legal_actions()


async def test_MM_5_3_a_choice_that_loses_is_taken_only_when_chosen_again() -> None:
    game = cardtable.load_game("mewmew")
    session = Session.start(game, game.default_decks(), [HUMAN, FAST_AI], seed=2)
    filler = ["MMS-061"] * 12
    session.state = game.position(
        {
            "turn": 3,
            "turn_player": 0,
            "step": "main",
            "players": [{"deck": ["MMS-061"] * 3, "hand": ["MMS-062"]}, {"deck": filler}],
        }
    )
    app = PlayApp(session, ai_delay=0)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        actions = app.screen.query_one("#actions", OptionList)
        first = actions.get_option_at_index(0)
        assert first.id == str(session.state.find_action(kind="pass"))
        assert "MM-5.3" in str(first.prompt)  # the warning is on the choice itself
        await pilot.press("1")
        await pilot.pause()
        assert session.state.observation(0)["step"] == "main" and "choose it again" in status(app)
        await pilot.press("escape")  # think again: the warning goes, nothing is taken
        await pilot.pause()
        assert "choose it again" not in status(app) and session.state.observation(0)["step"] == "main"
        await pilot.press("1")
        await pilot.press("1")
        await pilot.pause()
        assert session.state.observation(0)["step"] != "main" or session.state.current_player != 0


async def test_MM_5_3_enter_on_a_pass_that_loses_asks_once_by_its_warning_then_takes_it() -> None:
    # A pass among other choices asks before Enter takes it; a pass that loses asks by its warning,
    # and that one question is all: the second Enter takes it.
    game = cardtable.load_game("mewmew")
    session = Session.start(game, game.default_decks(), [HUMAN, FAST_AI], seed=2)
    session.state = game.position(
        {
            "turn": 3,
            "turn_player": 0,
            "step": "main",
            "players": [
                {"deck": ["MMS-061"] * 3, "hand": ["MMS-011"], "gauge": ["MMS-061"] * 5},
                {"deck": ["MMS-061"] * 12},
            ],
        }
    )
    passing = session.state.find_action(kind="pass")
    assert len(session.state.legal_actions()) > 1 and session.state.choice_notes(passing, "en")["warning"]
    app = PlayApp(session, ai_delay=0)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        actions = app.screen.query_one("#actions", OptionList)
        actions.focus()
        actions.highlighted = [actions.get_option_at_index(i).id for i in range(actions.option_count)].index(
            str(passing)
        )
        await pilot.press("enter")
        await pilot.pause()
        assert "choose it again" in status(app) and len(session.record.actions) == 0
        await pilot.press("enter")
        await pilot.pause()
        assert session.record.actions[:1] == [passing]


async def test_MD_8_3_the_medaforce_payment_offers_all_medaforce_first() -> None:
    game = cardtable.load_game("medarot")
    session = Session.start(game, game.default_decks(), [HUMAN, FAST_AI], seed=1)
    session.state = game.position(
        {
            "players": [
                {"deck": ["MDS-M16"] * 10, "hand": ["MR-IKKI"], "reserve": ["MDS-M16", "MDS-M16"]},
                {"deck": ["MDS-M16"] * 10},
            ],
            "field": [
                {"square": 4, "owner": 0, "card": "MDS-M16"},
                {"square": 10, "owner": 1, "card": "MDS-M16"},
            ],
            "at": "menu",
            "acting": 4,
        }
    )
    app = PlayApp(session, ai_delay=0)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        screen.choose(session.state.find_action(kind="use", card="MR-IKKI", effect=2))
        await pilot.pause()
        first = app.screen.query_one("#actions", OptionList).get_option_at_index(0)
        assert str(first.prompt).startswith("1. all MedaForce — pay with 2 MedaForce")
        assert first.id == str(session.state.find_action(kind="number", number=2))
        assert "step 2 of 2" in status(app)
        await pilot.press("escape")  # the use itself is taken back: nothing secret was shown
        await pilot.pause()
        assert session.state.observation(0)["decision"]["kind"] == "menu"
        assert list(session.state.hand[0]) == [game.card_index["MR-IKKI"]]


async def test_MD_7_9_the_choice_list_says_where_each_medarot_may_move_and_why_it_cannot_act() -> None:
    game = cardtable.load_game("medarot")
    session = Session.start(game, game.default_decks(), [HUMAN, FAST_AI], seed=1)
    session.state = game.position(
        {
            "players": [{"deck": ["MDS-M16"] * 10}, {"deck": ["MDS-M16"] * 10}],
            "field": [
                {"square": 4, "owner": 0, "card": "MDS-M16"},
                {"square": 1, "owner": 0, "card": "MDS-M13"},
                {"square": 10, "owner": 1, "card": "MDS-M16"},
            ],
            "at": "menu",
            "acting": 4,
        }
    )
    app = PlayApp(session, ai_delay=0)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "Not available now" in text and "may move to c2" in text and "no empty square" in text
