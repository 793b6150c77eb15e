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
        opponent: str = "normal",
        lang: str = "en",
        seed: int | None = None,
        ai_delay: float = DEFAULT_AI_DELAY,
        saves: Path | None = None,
    ) -> None:
        super().__init__()
        self.session = session
        self.opponent = opponent
        self.lang = lang
        self.seed = seed
        self.ai_delay = ai_delay
        self.saves = saves
        self.last_save: Path | None = None

    def on_mount(self) -> None:
        if self.session is not None:
            self.push_screen(GameScreen(self.session, self.ai_delay))
        else:
            self.push_screen(MenuScreen(available_games(), self.opponent, self.lang), self._start)

    def _start(self, choice: MenuChoice | None) -> None:
        if choice is None:
            self.exit()
            return
        game = cardtable.load_game(choice.game)
        try:
            decks = [game.presets[name] for name in choice.decks]
            self.session = Session.start(
                game, decks, [HUMAN, choice.opponent], seed=self.seed, lang=choice.lang
            )
        except (SpecError, DeckError) as exc:
            self.notify(str(exc), severity="error", timeout=15)
            self.push_screen(MenuScreen(available_games(), self.opponent, choice.lang), self._start)
            return
        self.push_screen(GameScreen(self.session, self.ai_delay))

    def action_rematch(self) -> None:
        """The same game again (game, flags, decks, seats, language) with a new shuffle."""
        if self.session is None or not self.session.state.is_terminal():
            return
        old = self.session
        self.session = Session.start(old.game, old.record.decks, old.record.players, lang=old.lang)
        self.last_save = None
        if isinstance(self.screen, EndScreen):
            self.pop_screen()
        self.switch_screen(GameScreen(self.session, self.ai_delay))

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
