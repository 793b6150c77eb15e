"""The opening menu: pick the game, the opponent, both decks (presets) and the language."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Label, Select, Static

import cardtable
from cardtable.core.game import Game
from cardtable.tui.seats import DIFFICULTIES, HUMAN
from cardtable.tui.text import LANGS, tr


@dataclass(frozen=True)
class MenuChoice:
    game: str
    opponent: str
    decks: tuple[str, str]
    """Preset names: the player's deck, the opponent's deck."""
    lang: str


def available_games() -> dict[str, Game]:
    """The games that can be loaded on this install, by name."""
    games: dict[str, Game] = {}
    for name in cardtable.GAMES:
        try:
            games[name] = cardtable.load_game(name)
        except ImportError:
            continue  # a game not installed yet is left out of the menu rather than breaking it
    return games


def default_presets(game: Game) -> tuple[str, str]:
    """The preset names of the game's default deck pair."""
    first, second = game.default_decks()
    names = {tuple(cards): name for name, cards in reversed(game.presets.items())}
    fallback = next(iter(game.presets))
    return names.get(tuple(first), fallback), names.get(tuple(second), fallback)


class MenuScreen(Screen[MenuChoice]):
    DEFAULT_CSS = """
    MenuScreen { align: center middle; }
    MenuScreen > Vertical { width: 64; height: auto; padding: 1 2; border: round $accent; }
    MenuScreen #menu-heading { text-style: bold; margin-bottom: 1; }
    MenuScreen .menu-row { height: 1; margin-bottom: 1; }
    MenuScreen Label { width: 18; color: $text-muted; }
    MenuScreen Select { width: 1fr; }
    MenuScreen #start { margin-top: 1; width: 100%; }
    MenuScreen #menu-help { color: $text-muted; margin-top: 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("q", "app.quit", "Quit")]

    def __init__(self, games: dict[str, Game], opponent: str, lang: str) -> None:
        super().__init__()
        self._games = games
        self._game = next(iter(games))
        self._opponent = opponent
        self._lang = lang
        self._decks = default_presets(games[self._game])

    def compose(self) -> ComposeResult:
        lang = self._lang
        game = self._games[self._game]
        presets = [(name, name) for name in game.presets]
        opponents = [(tr(f"vs_{spec}", lang), spec) for spec in (*DIFFICULTIES, HUMAN)]
        if self._opponent not in (*DIFFICULTIES, HUMAN):
            opponents.append((self._opponent, self._opponent))
        rows = [
            ("game", [(g.title_ja if lang == "ja" else g.title_en, name) for name, g in self._games.items()]),
            ("opponent", opponents),
            ("your_deck", presets),
            ("opponent_deck", presets),
            ("language", [("English", "en"), ("日本語", "ja")]),
        ]
        values = {
            "game": self._game,
            "opponent": self._opponent,
            "your_deck": self._decks[0],
            "opponent_deck": self._decks[1],
            "language": lang,
        }
        with Vertical():
            yield Static(f"{tr('title', lang)} — {tr('menu_heading', lang)}", id="menu-heading")
            for key, options in rows:
                with Horizontal(classes="menu-row"):
                    yield Label(tr(key, lang))
                    yield Select(options, value=values[key], allow_blank=False, id=key, compact=True)
            yield Center(Button(tr("start", lang), id="start", variant="primary"))
            yield Static(tr("menu_help", lang), id="menu-help")

    def on_mount(self) -> None:
        self.query_one("#start", Button).focus()

    @on(Select.Changed)
    async def _changed(self, event: Select.Changed) -> None:
        value = str(event.value)
        select_id = event.select.id
        if select_id == "game" and value != self._game:
            self._game = value
            self._decks = default_presets(self._games[value])
        elif select_id == "opponent":
            self._opponent = value
        elif select_id == "your_deck":
            self._decks = (value, self._decks[1])
        elif select_id == "opponent_deck":
            self._decks = (self._decks[0], value)
        elif select_id == "language" and value in LANGS and value != self._lang:
            self._lang = value
        else:
            return
        if select_id in ("game", "language"):
            # The deck lists (a new game) or every label (a new language) change: draw the menu again.
            await self.recompose()
            self.query_one(f"#{select_id}", Select).focus()

    @on(Button.Pressed, "#start")
    def _start(self) -> None:
        self.dismiss(MenuChoice(self._game, self._opponent, self._decks, self._lang))
