"""Issue 13: the terminal game as a player finds it; each test failed before its fix."""

from __future__ import annotations

import random
import re

import pytest
from rich.console import Console
from textual.widgets import Markdown
from tui_helpers import FAST_AI, drawn_rows, drawn_text, play_to_end, play_until, screen_text

import cardtable
from cardtable.help import sections
from cardtable.tui.app import PlayApp
from cardtable.tui.boards.base import Board, BoardView
from cardtable.tui.boards.medarot import attack_route
from cardtable.tui.end_screen import EndScreen
from cardtable.tui.game_screen import DIGIT_WAIT, GameScreen
from cardtable.tui.help_screen import HelpScreen
from cardtable.tui.pass_screen import PassScreen
from cardtable.tui.seats import HUMAN
from cardtable.tui.session import Session
from cardtable.tui.text import tr
from cardtable.tui.widgets import LogPanel, card_detail

pytestmark = pytest.mark.asyncio


def rendered(renderable: object, width: int = 60) -> str:
    console = Console(width=width, record=True, color_system=None)
    console.print(renderable)
    return console.export_text()


async def test_MD_9_1_status_line_names_the_destroyed_target_where_it_stood() -> None:
    """During 'draw how many (0–3)?' after a destroy the line read 'attack c1 → e3' (square -1)."""
    game = cardtable.load_game("medarot")
    state = game.new_game(seed=1)
    chooser = random.Random(0)
    while not state.is_terminal():
        state.apply(chooser.choice(state.legal_actions()))
        attack = state.observation(0).get("attack")
        if attack and attack["target"] < 0:
            break
    else:
        pytest.fail("no attack with a destroyed target")
    log = state.log_for(0)
    declared = [e for e in log if e["kind"] == "attack"][-1]
    view = BoardView(game, state.observation(0), 0, "en", str, (), tuple(log))
    route = attack_route(view, attack)
    target = "abcde"[declared["target"] // 3] + str(declared["target"] % 3 + 1)
    assert route.endswith(f"→ {target} (left the field)"), route


async def test_a_tenth_choice_has_a_number_and_is_picked_by_typing_it() -> None:
    game = cardtable.load_game("medarot")
    session = Session.start(game, game.default_decks(), [HUMAN, FAST_AI], seed=5)
    app = PlayApp(session, ai_delay=0)
    async with app.run_test(size=(160, 50)) as pilot:
        legal = await play_until(pilot, app, lambda legal: legal if len(legal) >= 10 else [])
        assert "10. " in screen_text(app)
        before = len(session.record.actions)
        await pilot.press("1", "0")
        await pilot.pause()
        assert session.record.actions[before] == legal[9]


async def test_MM_6_4_1_must_fight_leaves_the_status_line_when_the_battle_step_is_skipped() -> None:
    """`play mewmew --vs human --seed 11`, Enter, 4, 1, 1: no awake Character, the step is skipped."""
    game = cardtable.load_game("mewmew")
    session = Session.start(game, game.default_decks(), [HUMAN, HUMAN], seed=11)
    app = PlayApp(session, ai_delay=0)
    async with app.run_test(size=(160, 50)) as pilot:
        for key in ("enter", "4", "1", "1"):
            await pilot.press(key)
            await pilot.pause()
        while isinstance(app.screen, PassScreen):
            await pilot.press("enter")
            await pilot.pause()
        assert session.state.observation(0)["step"] not in ("search", "battle")
        assert "must fight" not in screen_text(app)


async def test_game_over_dialog_saves_names_the_new_save_and_q_quits_after_esc() -> None:
    game = cardtable.load_game("mewmew")
    session = Session.start(game, game.default_decks(), [HUMAN, FAST_AI], seed=3)
    app = PlayApp(session, ai_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        await pilot.pause()
        first = app.last_save
        await play_to_end(pilot, app)
        assert isinstance(app.screen, EndScreen)
        await pilot.pause(1.1)  # saves are named by the second
        await pilot.press("s")
        await pilot.pause()
        assert app.last_save is not None and app.last_save != first
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert f"saved as {app.last_save.name}" in drawn_text(app)
        await pilot.press("q")
        await pilot.pause()
        assert not app.is_running


async def test_the_winner_is_said_in_plain_words() -> None:
    game = cardtable.load_game("medarot")
    session = Session.start(game, game.default_decks(), [HUMAN, FAST_AI], seed=7)
    assert session.winner_words(0) == "You win"
    assert session.winner_words(1) == "Opponent (Player 1) wins"


@pytest.mark.parametrize("name", ["mewmew", "medarot"])
async def test_log_lines_wrap_inside_the_panel_and_again_after_a_resize(name: str) -> None:
    game = cardtable.load_game(name)
    session = Session.start(game, game.default_decks(), [HUMAN, FAST_AI], seed=5)
    app = PlayApp(session, ai_delay=0)
    async with app.run_test(size=(160, 50)) as pilot:
        await play_until(pilot, app, lambda legal: legal if len(session.state.log) > 12 else [])
        for size in ((80, 24), (160, 50), (80, 40)):
            await pilot.resize_terminal(*size)
            await pilot.pause(0.2)
            panel = app.screen.query_one(LogPanel)
            # The rows drawn inside the panel, beside its scrollbar (whose thumb ends are block
            # glyphs): the newest line is there whole.
            inside = panel.scrollable_content_region
            drawn = re.sub(r"\s+", "", "".join(drawn_rows(app, inside)))
            last = session.state.log_for(0)[-1]
            assert re.sub(r"\s+", "", f"{last['rule']}{last['text']}") in drawn, (size, last["text"])


async def test_MM_80x24_battle_keeps_the_players_own_status_and_gauge_on_screen() -> None:
    game = cardtable.load_game("mewmew")
    session = Session.start(game, game.default_decks(), [HUMAN, FAST_AI], seed=5)
    app = PlayApp(session, ai_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:

        def in_battle(legal: list[int]) -> list[int]:
            return legal if session.state.observation(0).get("battle") else []

        await play_until(pilot, app, in_battle, limit=600)
        await pilot.pause(0.2)
        board = app.screen.query_one(Board)
        drawn = "\n".join(drawn_rows(app, board.content_region))
        assert re.search(r"You \(Player 0\) +Aqua", drawn), drawn
        assert "Your gauge:" in drawn, drawn


@pytest.mark.parametrize(
    ("name", "card", "lang", "wanted", "unwanted"),
    [
        (
            "mewmew",
            "MM-072",
            "ja",
            ["イベント", "ミュウイチゴ", "必殺技", "あり"],
            ["event", "ichigo", "True"],
        ),
        ("mewmew", "MMR-006", "en", ["Mew Aqua Rod", "yes"], ["True", "rod"]),
        ("mewmew", "MMS-004", "en", ["Mew Pudding", "Kind"], ["pudding ", "True"]),
        ("medarot", "MD-HONEYFORCE", "ja", ["メダロット", "特殊", "↑前"], ["medarot", "special", "'F'"]),
    ],
)
async def test_card_panel_speaks_the_players_language(
    name: str, card: str, lang: str, wanted: list[str], unwanted: list[str]
) -> None:
    text = rendered(card_detail(cardtable.load_game(name), card, lang), width=100)
    for word in wanted:
        assert word in text, (word, text)
    body = text.split("\n", 1)[1]  # the title line names the card in both languages, and its id
    for word in unwanted:
        assert word not in body, (word, text)


async def test_digit_wait_is_short() -> None:
    assert DIGIT_WAIT <= 1.0


@pytest.mark.parametrize(("name", "lang"), [("mewmew", "en"), ("medarot", "ja")])
async def test_help_screen_has_the_keys_the_board_legend_and_the_rules(name: str, lang: str) -> None:
    game = cardtable.load_game(name)
    session = Session.start(game, game.default_decks(), [HUMAN, FAST_AI], seed=2, lang=lang)
    app = PlayApp(session, ai_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await app.workers.wait_for_complete()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        contents = [label for _, label, _ in app.screen.query_one(Markdown).table_of_contents]
        assert tr("legend_title", lang) in contents
        assert all(title in contents for title, _ in sections(name, lang)[1:])
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)


@pytest.mark.parametrize("name", ["mewmew", "medarot"])
async def test_whole_game_at_80x24_then_a_rematch(name: str) -> None:
    game = cardtable.load_game(name)
    session = Session.start(game, game.default_decks(), [HUMAN, FAST_AI], seed=13)
    app = PlayApp(session, ai_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await play_to_end(pilot, app)
        assert isinstance(app.screen, EndScreen)
        text = screen_text(app)
        assert "r: rematch" in text and "Reason:" in text
        assert f"({session.state.winner_reason})" not in text, "the reason is said in words"
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.session is not session and not app.session.state.is_terminal()
        assert app.session.record.decks == session.record.decks
