"""The play app: the menu (when no game was given), then the game screen; `s` saves at any point."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from textual.app import App
from textual.binding import Binding, BindingType

import cardtable
from cardtable.core.errors import DeckError, SpecError
from cardtable.tui.end_screen import EndScreen
from cardtable.tui.game_screen import GameScreen
from cardtable.tui.menu import MenuChoice, MenuScreen, available_games
from cardtable.tui.seats import HUMAN
from cardtable.tui.session import Session
from cardtable.tui.settings import load_settings, save_settings
from cardtable.tui.text import tr

DEFAULT_AI_DELAY = 0.8
"""Seconds between two AI moves, so a person can follow them."""


class PlayApp(App[None]):
    TITLE = "cardtable"
    BINDINGS: ClassVar[list[BindingType]] = [Binding("s", "save", "Save", show=False)]

    def __init__(
        self,
        session: Session | None = None,
        *,
        opponent: str | None = None,
        lang: str | None = None,
        seed: int | None = None,
        ai_delay: float = DEFAULT_AI_DELAY,
        saves: Path | None = None,
        auto: bool | None = None,
    ) -> None:
        """``opponent``, ``lang``: the menu's first choices (None: as last time). ``auto``: take forced
        moves for the player (None: as last chosen in the menu or with `a`)."""
        super().__init__()
        self.session = session
        self.opponent = opponent
        self.lang = lang
        self.seed = seed
        self.ai_delay = ai_delay
        self.saves = saves
        self.last_save: Path | None = None
        self.auto = load_settings().auto if auto is None else auto

    def on_mount(self) -> None:
        if self.session is not None:
            self.push_screen(GameScreen(self.session, self.ai_delay, self.auto))
        else:
            self._menu(self.lang)

    def _menu(self, lang: str | None) -> None:
        self.push_screen(MenuScreen(available_games(), self.opponent, lang, load_settings()), self._start)

    def _start(self, choice: MenuChoice | None) -> None:
        if choice is None:
            self.exit()
            return
        try:
            game = cardtable.load_game(choice.game, **choice.flags)
            decks = [game.presets[name] for name in choice.decks]
            self.session = Session.start(
                game, decks, [HUMAN, choice.opponent], seed=self.seed, lang=choice.lang
            )
        except (SpecError, DeckError) as exc:
            self.notify(str(exc), severity="error", timeout=15)
            self._menu(choice.lang)
            return
        self.auto = choice.auto
        remember(choice)
        self.push_screen(GameScreen(self.session, self.ai_delay, self.auto))

    def action_rematch(self) -> None:
        """The same game again (game, flags, decks, seats, language) with a new shuffle."""
        if self.session is None or not self.session.state.is_terminal():
            return
        old = self.session
        self.session = Session.start(old.game, old.record.decks, old.record.players, lang=old.lang)
        self.last_save = None
        if isinstance(self.screen, EndScreen):
            self.pop_screen()
        if isinstance(self.screen, GameScreen):
            self.auto = self.screen.auto  # as `a` left it
        self.switch_screen(GameScreen(self.session, self.ai_delay, self.auto))

    def action_menu(self) -> None:
        """`m` at the end of a game: back to the menu (on the choices just played) for another."""
        if self.session is None or not self.session.state.is_terminal():
            return
        lang = self.session.lang
        self.session = None
        self.last_save = None
        while len(self.screen_stack) > 1:
            self.pop_screen()
        self._menu(lang)

    def _viewer(self) -> int | None:
        """The seat whose eyes the game screen shows (None behind the hot-seat curtain)."""
        screens = [screen for screen in self.screen_stack if isinstance(screen, GameScreen)]
        return screens[-1].viewer if screens else None

    def action_save(self) -> None:
        if self.session is None:
            return
        lang = self.session.lang
        try:
            self.last_save = self.session.save(self.saves, self._viewer())
        except OSError as exc:
            self.notify(tr("save_failed", lang, error=exc.strerror or exc), severity="error", timeout=15)
            return
        self.notify(tr("saved", lang, name=self.last_save.name, folder=self.last_save.parent), timeout=10)
        for screen in self.screen_stack:
            if isinstance(screen, GameScreen):
                screen.show_saved(self.last_save)


def remember(choice: MenuChoice) -> None:
    """Keep the menu's choices for the next time it opens (a folder that cannot be written is no
    reason to stop the game starting)."""
    settings = load_settings()
    settings.game = choice.game
    settings.opponent = choice.opponent
    settings.lang = choice.lang
    settings.decks[choice.game] = list(choice.decks)
    settings.flags[choice.game] = dict(choice.flags)
    settings.auto = choice.auto
    save_settings(settings)
