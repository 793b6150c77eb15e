"""Issue 13: the menu describes each preset deck from its file, offers the rule variants, and opens
on the choices made last time (kept in the user config folder)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from textual.widgets import Button, Select
from tui_helpers import screen_text

import cardtable
from cardtable.tui.app import PlayApp
from cardtable.tui.game_screen import GameScreen
from cardtable.tui.menu import MenuScreen, VariantsScreen, deck_summary
from cardtable.tui.settings import config_path, load_settings
from cardtable.tui.text import DECK_THEMES_JA


@pytest.mark.parametrize("name", ["mewmew", "medarot"])
def test_every_preset_is_described_from_its_deck_file_in_both_languages(name: str) -> None:
    game = cardtable.load_game(name)
    for preset, deck in game.presets.items():
        for lang in ("en", "ja"):
            lines = deck_summary(game, preset, lang).splitlines()
            if lang == "ja":
                assert lines[0] == DECK_THEMES_JA[f"{name}/{preset}"]
            kinds = re.split("[:：]", lines[1], maxsplit=1)[1]
            counted = sum(int(part.split()[0]) for part in kinds.split("·"))
            assert counted == len(deck) and str(len(deck)) in lines[1]
        english = deck_summary(game, preset, "en").splitlines()[0]
        assert english and not english.startswith("#")


def test_a_damaged_config_file_is_no_error(config_home: Path) -> None:
    config_path().parent.mkdir(parents=True, exist_ok=True)
    config_path().write_bytes(b"\xff{not json")
    assert load_settings().auto is True
    config_path().write_text(json.dumps({"game": 3, "decks": {"mewmew": ["a"]}, "auto": "yes"}))
    settings = load_settings()
    assert settings.game is None and settings.decks == {} and settings.auto is True


@pytest.mark.asyncio
async def test_the_menu_remembers_the_last_choices_and_variants() -> None:
    app = PlayApp(None, ai_delay=0)
    async with app.run_test(size=(120, 50)) as pilot:
        await pilot.pause()
        menu = app.screen
        assert isinstance(menu, MenuScreen)
        menu.query_one("#game", Select).value = "medarot"
        await pilot.pause()
        menu = app.screen
        assert isinstance(menu, MenuScreen)
        menu.query_one("#your_deck", Select).value = "specials"
        menu.query_one("#opponent", Select).value = "easy"
        menu.query_one("#auto", Select).value = "no"
        await pilot.pause()
        assert "Specials: special-type Medarots" in screen_text(app)
        menu.query_one("#variants", Button).press()
        await pilot.pause()
        variants = app.screen
        assert isinstance(variants, VariantsScreen)
        variants.query_one("#flag-attack_face_down", Select).value = "1"  # False
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        menu = app.screen
        assert isinstance(menu, MenuScreen)
        assert "(1 changed)" in screen_text(app)
        menu.query_one("#start", Button).press()
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.screen.session.game.flags["attack_face_down"] is False
        assert not app.screen.auto
    again = PlayApp(None, ai_delay=0)
    async with again.run_test(size=(120, 50)) as pilot:
        await pilot.pause()
        menu = again.screen
        assert isinstance(menu, MenuScreen)
        assert menu.query_one("#game", Select).value == "medarot"
        assert menu.query_one("#your_deck", Select).value == "specials"
        assert menu.query_one("#opponent", Select).value == "easy"
        assert menu.query_one("#auto", Select).value == "no"
        assert "(1 changed)" in screen_text(again)
        menu.query_one("#start", Button).press()
        await pilot.pause()
        assert isinstance(again.screen, GameScreen)
        session = again.screen.session
        assert session.game.flags["attack_face_down"] is False
        assert session.record.decks[0] == session.game.presets["specials"]


@pytest.mark.asyncio
async def test_the_opponent_given_on_the_command_line_wins_over_the_remembered_one() -> None:
    app = PlayApp(None, ai_delay=0)
    async with app.run_test(size=(120, 50)) as pilot:
        await pilot.pause()
        app.screen.query_one("#opponent", Select).value = "hard"
        await pilot.pause()
        app.screen.query_one("#start", Button).press()
        await pilot.pause()
    again = PlayApp(None, opponent="easy", ai_delay=0)
    async with again.run_test(size=(120, 50)) as pilot:
        await pilot.pause()
        assert again.screen.query_one("#opponent", Select).value == "easy"


@pytest.mark.asyncio
async def test_a_late_deck_message_from_the_game_shown_before_is_ignored() -> None:
    """Under load a deck list's Changed message can arrive after the game switched (it crashed)."""
    app = PlayApp(None, ai_delay=0)
    async with app.run_test(size=(120, 50)) as pilot:
        await pilot.pause()
        app.screen.query_one("#game", Select).value = "medarot"
        await pilot.pause()
        menu = app.screen
        assert isinstance(menu, MenuScreen)
        await menu._changed(Select.Changed(menu.query_one("#your_deck", Select), "strawberry"))
        await pilot.pause()
        menu.query_one("#start", Button).press()
        await pilot.pause()
        assert isinstance(app.screen, GameScreen) and app.screen.session.game.name == "medarot"
