"""Issue 13: every card a player may see can be inspected (`i`), and nothing else; the card a choice
names is shown; two cards of one name are told apart; what changed since the player's last choice
is marked on the board."""

from __future__ import annotations

import random
import re
from collections import Counter
from typing import Any

import pytest
from textual.app import App
from textual.widget import Widget
from textual.widgets import OptionList
from tui_helpers import FAST_AI, drawn_rows, play_until, screen_text

import cardtable
from cardtable.core.game import Game
from cardtable.core.state import State
from cardtable.tui.app import PlayApp
from cardtable.tui.boards import BOARDS, Board, BoardView
from cardtable.tui.boards.medarot import UNIT_KEYS_SHOWN, Square
from cardtable.tui.boards.mewmew import MewMewBoard
from cardtable.tui.game_screen import GameScreen
from cardtable.tui.inspect_screen import InspectScreen
from cardtable.tui.seats import HUMAN
from cardtable.tui.session import Session
from cardtable.tui.widgets import CardDetail, since_line

REPEATS = {"stock_new_cards": "stock"}
"""Keys that name again, for a rule, some of the cards of another key of the same player entry
(the stock cards stocked this turn, MD-8.1): the same copies, seen once."""


def observed_cards(game: Game, observation: Any) -> Counter[str]:
    """Every card id anywhere in an observation, as often as a copy of it appears there."""
    found: Counter[str] = Counter()
    if isinstance(observation, dict):
        for key, value in observation.items():
            if key in REPEATS:
                assert Counter(value or []) <= Counter(observation[REPEATS[key]] or []), (key, observation)
                continue
            found += observed_cards(game, value)
    elif isinstance(observation, list):
        for value in observation:
            found += observed_cards(game, value)
    elif isinstance(observation, str) and observation in game.card_index:
        found[observation] += 1
    return found


def squeezed(text: str) -> str:
    return re.sub(r"\s+", "", text)


def drawn_in(app: App[None], widget: Widget) -> str:
    """The text drawn inside a widget, without the spaces (lines wrap at the panel's width)."""
    return squeezed("".join(drawn_rows(app, widget.content_region)))


def board_view(state: State, viewer: int, lang: str = "en") -> BoardView:
    legal = tuple((a, state.action_to_string(a, lang)) for a in state.legal_actions())
    return BoardView(
        game=state.game,
        observation=state.observation(viewer),
        viewer=viewer,
        lang=lang,
        seat_name=lambda seat: f"Player {seat}",
        legal=legal if state.current_player == viewer else (),
        log=tuple(state.log_for(viewer)),
        action_info=state.action_info,
    )


def positions(name: str, seeds: range, every: int = 7) -> list[State]:
    """Positions of random games, every few moves, to the end."""
    game = cardtable.load_game(name)
    found = []
    for seed in seeds:
        state = game.new_game(seed=seed)
        chooser = random.Random(seed)
        moves = 0
        while not state.is_terminal():
            state.apply(chooser.choice(state.legal_actions()))
            moves += 1
            if moves % every == 0:
                found.append(state.clone())
        found.append(state)
    return found


@pytest.mark.parametrize("name", ["mewmew", "medarot"])
def test_the_cards_one_can_inspect_are_exactly_the_cards_of_ones_observation(name: str) -> None:
    """Hidden information: the inspect list is built from observation(p) and holds all of it."""
    board: Board = BOARDS[name]()
    checked = 0
    for state in positions(name, range(3)):
        for viewer in (0, 1):
            view = board_view(state, viewer, lang="ja" if checked % 2 else "en")
            listed = Counter(seen.card for seen in board.visible_cards(view))
            assert listed == observed_cards(state.game, view.observation)
            checked += 1
    assert checked > 100


@pytest.mark.parametrize("name", ["mewmew", "medarot"])
def test_the_card_a_choice_names_is_one_the_player_sees(name: str) -> None:
    board: Board = BOARDS[name]()
    named = 0
    for state in positions(name, range(2), every=3):
        if state.is_terminal():
            continue
        view = board_view(state, state.current_player)
        visible = observed_cards(state.game, view.observation)
        for action, _ in view.legal:
            seen = board.action_card(view, action)
            if seen is not None:
                assert visible[seen.card], (state.action_to_string(action, "en"), seen)
                named += 1
    assert named > 50


def test_two_mew_mew_field_cards_of_one_name_have_different_labels() -> None:
    board: Board = BOARDS["mewmew"]()
    twins = 0
    for state in positions("mewmew", range(8), every=2):
        view = board_view(state, 0)
        # The cards in the field's slots (two copies of one Item on one card are alike in every way).
        field = [
            seen for seen in board.visible_cards(view) if "field" in seen.zone and "(on " not in seen.label
        ]
        for zone in {seen.zone for seen in field}:
            labels = [seen.label for seen in field if seen.zone == zone]
            assert len(labels) == len(set(labels)), labels
            names = Counter(view.card_name(seen.card) for seen in field if seen.zone == zone)
            twins += any(n > 1 for n in names.values())
    assert twins, "no position had two field cards of one name"


@pytest.mark.asyncio
@pytest.mark.parametrize(("name", "lang"), [("mewmew", "en"), ("medarot", "ja")])
async def test_i_lists_the_table_and_the_last_card_looked_at_stays_in_the_card_panel(
    name: str, lang: str
) -> None:
    game = cardtable.load_game(name)
    session = Session.start(game, game.default_decks(), [HUMAN, FAST_AI], seed=4, lang=lang)
    app = PlayApp(session, ai_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await play_until(pilot, app, lambda legal: legal if len(session.record.actions) > 40 else [])
        await pilot.press("i")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, InspectScreen)
        listing = screen.query_one(OptionList)
        cards = [listing.get_option_at_index(i) for i in range(listing.option_count)]
        assert sum(option.id is not None for option in cards) == sum(
            observed_cards(game, session.state.observation(0)).values()
        )
        await pilot.press("z", "down")
        await pilot.pause()
        looked_at = str(listing.get_option_at_index(listing.highlighted or 0).prompt).strip()
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert squeezed(looked_at.split(" · ")[-1]) in drawn_in(app, app.screen.query_one(CardDetail))


@pytest.mark.asyncio
async def test_moving_to_a_choice_shows_the_card_it_names() -> None:
    game = cardtable.load_game("mewmew")
    session = Session.start(game, game.default_decks(), [HUMAN, FAST_AI], seed=4)
    app = PlayApp(session, ai_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:

        def naming(legal: list[int]) -> list[int]:
            return [a for a in legal if session.state.action_info(a).get("card")]

        named = await play_until(pilot, app, naming)
        actions = app.screen.query_one("#actions", OptionList)
        index = next(
            i for i in range(actions.option_count) if actions.get_option_at_index(i).id == str(named[0])
        )
        actions.highlighted = index
        await pilot.pause()
        card = session.state.action_info(named[0])["card"]
        detail = drawn_in(app, app.screen.query_one(CardDetail))
        assert (
            squeezed(game.card(card).name("en")) in detail
            and squeezed(f"Choice {index + 1} names:") in detail
        )


@pytest.mark.asyncio
async def test_medarot_squares_changed_since_the_players_last_choice_are_marked() -> None:
    game = cardtable.load_game("medarot")
    session = Session.start(game, game.default_decks(), [HUMAN, FAST_AI], seed=6)
    app = PlayApp(session, ai_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        marked_once = False
        for _ in range(60):
            await play_until(pilot, app, lambda legal: legal)
            view = screen.view()
            assert view is not None
            before = view.before["squares"] if view.before else view.observation["squares"]
            expected = {
                square
                for square, (was, now) in enumerate(zip(before, view.observation["squares"], strict=True))
                if (was and [was[k] for k in UNIT_KEYS_SHOWN]) != (now and [now[k] for k in UNIT_KEYS_SHOWN])
            }
            marked = {square.number for square in screen.query(Square) if square.has_class("changed")}
            assert marked == expected
            if marked:
                marked_once = True
                assert "✱" in screen_text(app)
                break
            await pilot.press("1")
        assert marked_once


def test_a_mew_mew_battle_names_each_side_and_slot() -> None:
    board = BOARDS["mewmew"]()
    assert isinstance(board, MewMewBoard)
    for state in positions("mewmew", range(4), every=1):
        battle = state.observation(0).get("battle")
        if battle:
            view = board_view(state, 0)
            line = next(row for row in board._middle(view).plain.splitlines() if row.startswith("Battle: "))
            sides = [battle[end]["player"] for end in ("character", "chimera")]
            assert re.fullmatch(r"Battle: (your|their) .+ \([A-Z]\) vs (your|their) .+ \([A-Z]\)", line), line
            assert line.split(" vs ")[1].startswith("your" if sides[1] == 0 else "their")
            return
    pytest.fail("no battle")


def test_the_line_of_what_happened_puts_outcomes_first_then_the_latest_moves() -> None:
    state = cardtable.load_game("mewmew").new_game(seed=1)
    entries = tuple(
        [{"kind": "use", "player": 1, "text": f"move {n}"} for n in range(5)]
        + [{"kind": "draw", "player": 0, "text": "mine"}, {"kind": "battle_won", "player": 0, "text": "won"}]
    )
    view = BoardView(state.game, state.observation(0), 0, "en", str, (), entries, since=0)
    line = since_line(BOARDS["mewmew"](), view).plain
    assert line == "Since your choice: won · move 2 · move 3 · move 4"
    assert (
        since_line(BOARDS["mewmew"](), BoardView(state.game, state.observation(0), 0, "en", str, ())).plain
        == ""
    )
