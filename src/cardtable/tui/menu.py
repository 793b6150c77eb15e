"""The opening menu: pick the game, the opponent, both decks (presets, each described from its deck
file), the language, the rule variants and whether forced moves are taken for you; it opens on the
choices made last time (``settings``)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from importlib.resources import files
from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Horizontal, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Label, Markdown, Select, Static

import cardtable
from cardtable.core.flags import FlagValue
from cardtable.core.game import Game
from cardtable.help.variants import variants_markdown
from cardtable.tui.seats import DIFFICULTIES, HUMAN
from cardtable.tui.settings import Settings
from cardtable.tui.text import LANGS, deck_theme, field_value, tr


@dataclass(frozen=True)
class MenuChoice:
    game: str
    opponent: str
    decks: tuple[str, str]
    """Preset names: the player's deck, the opponent's deck."""
    lang: str
    flags: dict[str, FlagValue] = field(default_factory=dict)
    """The rule variants chosen (those differing from the game's defaults)."""
    auto: bool = True
    """Take forced moves for the player."""


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


def deck_summary(game: Game, preset: str, lang: str) -> str:
    """A preset deck in three short lines, all from its file: its theme (the file's heading), how
    many cards of each kind, and the cards it holds most copies of (when any is there twice)."""
    heading = next(
        (
            line.lstrip("#").strip()
            for line in (files(game.PACKAGE) / "decks" / f"{preset}.txt").read_text("utf-8").splitlines()
            if line.startswith("#")
        ),
        "",
    )
    deck = game.presets[preset]
    kinds = Counter(str(getattr(game.card(card), "kind", "")) for card in deck)
    counts = " · ".join(f"{n} {field_value('kind', kind, lang)}" for kind, n in kinds.most_common())
    colon = "：" if lang == "ja" else ": "
    lines = [
        deck_theme(game.name, preset, heading, lang),
        f"{tr('deck_cards', lang, n=len(deck))}{colon}{counts}",
    ]
    copies = Counter(deck).most_common()
    most = copies[0][1] if copies else 0
    if most > 1:
        names = ", ".join(f"{n}× {game.card(card).name(lang)}" for card, n in copies if n == most)
        lines.append(tr("deck_key", lang, cards=names))
    return "\n".join(lines)


def changed_flags(game: Game, chosen: dict[str, FlagValue]) -> dict[str, FlagValue]:
    """The chosen variants this game still has, with a value it still offers, that are not its default."""
    kept: dict[str, FlagValue] = {}
    for spec in game.FLAGS:
        if spec.name in chosen:
            value = chosen[spec.name]
            offered = any(value == choice and type(value) is type(choice) for choice in spec.choices)
            if offered and not (value == spec.default and type(value) is type(spec.default)):
                kept[spec.name] = value
    return kept


class VariantsScreen(ModalScreen[dict[str, FlagValue]]):
    """Each rule variant of the game as a choice, with the help page's explanation of them all."""

    DEFAULT_CSS = """
    VariantsScreen { align: center middle; }
    VariantsScreen > VerticalScroll { width: 96%; height: 94%; border: thick $accent; background: $surface; }
    VariantsScreen .menu-row { height: 1; }
    VariantsScreen Label { width: 30; color: $text-muted; }
    VariantsScreen Select { width: 1fr; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "done", show=False)]

    def __init__(self, game: Game, chosen: dict[str, FlagValue], lang: str) -> None:
        super().__init__()
        self._game = game
        self._chosen = dict(chosen)
        self._lang = lang

    def compose(self) -> ComposeResult:
        lang = self._lang
        with VerticalScroll():
            yield Static(tr("variants_help", lang), id="variants-help")
            for spec in self._game.FLAGS:
                current = self._chosen.get(spec.name, spec.default)
                options = []
                for n, choice in enumerate(spec.choices):
                    words = "none" if choice is None else str(choice).lower()
                    if spec.is_house_rule(choice):
                        words += f" ({tr('house_rule', lang)})"
                    options.append((words, str(n)))
                value = next(
                    (str(n) for n, c in enumerate(spec.choices) if c == current and type(c) is type(current)),
                    "0",
                )
                with Horizontal(classes="menu-row"):
                    yield Label(f"{spec.name} ({spec.rule})")
                    yield Select(
                        options, value=value, allow_blank=False, id=f"flag-{spec.name}", compact=True
                    )
            yield Center(Button(tr("variants_done", lang), id="variants-done", compact=True))
            yield Markdown(variants_markdown(self._game.name, lang))

    @on(Select.Changed)
    def _changed(self, event: Select.Changed) -> None:
        name = (event.select.id or "").removeprefix("flag-")
        spec = next((spec for spec in self._game.FLAGS if spec.name == name), None)
        if spec is not None:
            self._chosen[name] = spec.choices[int(str(event.value))]

    @on(Button.Pressed, "#variants-done")
    def action_done(self) -> None:
        self.dismiss(changed_flags(self._game, self._chosen))


class MenuScreen(Screen[MenuChoice]):
    DEFAULT_CSS = """
    MenuScreen { align: center middle; }
    MenuScreen > VerticalScroll {
        width: 72; height: auto; max-height: 100%; padding: 0 2; border: round $accent;
    }
    MenuScreen #menu-heading { text-style: bold; margin-bottom: 1; }
    MenuScreen .menu-row { height: 1; }
    MenuScreen Label { width: 18; color: $text-muted; }
    MenuScreen Select { width: 1fr; }
    MenuScreen #deck-info { color: $text-muted; }
    MenuScreen #start { margin-top: 1; width: 100%; }
    MenuScreen #menu-help { color: $text-muted; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("q", "app.quit", "Quit")]

    def __init__(
        self, games: dict[str, Game], opponent: str | None, lang: str | None, settings: Settings | None = None
    ) -> None:
        """``opponent`` / ``lang``: given on the command line (None: as last time, else the default)."""
        super().__init__()
        remembered = settings or Settings()
        self._games = games
        self._game = remembered.game if remembered.game in games else next(iter(games))
        self._remembered = remembered
        known_opponents = (*DIFFICULTIES, HUMAN)
        self._opponent = opponent or (
            remembered.opponent if remembered.opponent in known_opponents else "normal"
        )
        self._lang = lang or (remembered.lang if remembered.lang in LANGS else "en")
        self._auto = remembered.auto
        self._pick_game(self._game)

    def _pick_game(self, name: str) -> None:
        """The game's decks and variants as last chosen for it, else its defaults."""
        self._game = name
        game = self._games[name]
        pair = self._remembered.decks.get(name, [])
        if len(pair) == 2 and all(deck in game.presets for deck in pair):
            self._decks = (pair[0], pair[1])
        else:
            self._decks = default_presets(game)
        self._flags = changed_flags(game, self._remembered.flags.get(name, {}))

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
            ("auto", [(tr("auto_yes", lang), "yes"), (tr("auto_no", lang), "no")]),
        ]
        values = {
            "game": self._game,
            "opponent": self._opponent,
            "your_deck": self._decks[0],
            "opponent_deck": self._decks[1],
            "language": lang,
            "auto": "yes" if self._auto else "no",
        }
        with VerticalScroll():
            yield Static(f"{tr('title', lang)} — {tr('menu_heading', lang)}", id="menu-heading")
            for key, options in rows:
                with Horizontal(classes="menu-row"):
                    yield Label(tr(key, lang))
                    yield Select(options, value=values[key], allow_blank=False, id=key, compact=True)
                if key == "opponent_deck":
                    yield Static(self._deck_info(), id="deck-info")
            yield Button(tr("variants_button", lang, n=len(self._flags)), id="variants", compact=True)
            yield Center(Button(tr("start", lang), id="start", variant="primary"))
            yield Static(tr("menu_help", lang), id="menu-help")

    def _deck_info(self) -> str:
        game = self._games[self._game]
        mine, theirs = (deck_summary(game, deck, self._lang) for deck in self._decks)
        colon = "：" if self._lang == "ja" else ": "
        return f"{tr('your_deck', self._lang)}{colon}{mine}\n{tr('opponent_deck', self._lang)}{colon}{theirs}"

    def on_mount(self) -> None:
        self.query_one("#start", Button).focus()

    @on(Select.Changed)
    async def _changed(self, event: Select.Changed) -> None:
        value = str(event.value)
        select_id = event.select.id
        if select_id == "game" and value != self._game:
            self._pick_game(value)
        elif select_id == "opponent":
            self._opponent = value
        elif select_id in ("your_deck", "opponent_deck"):
            if value not in self._games[self._game].presets:
                return  # a late message from the deck list of the game shown before
            self._decks = (value, self._decks[1]) if select_id == "your_deck" else (self._decks[0], value)
            self.query_one("#deck-info", Static).update(self._deck_info())
            return
        elif select_id == "language" and value in LANGS and value != self._lang:
            self._lang = value
        elif select_id == "auto":
            self._auto = value == "yes"
            return
        else:
            return
        if select_id in ("game", "language"):
            # The deck lists (a new game) or every label (a new language) change: draw the menu again.
            await self.recompose()
            self.query_one(f"#{select_id}", Select).focus()

    @on(Button.Pressed, "#variants")
    def _variants(self) -> None:
        async def chosen(flags: dict[str, FlagValue] | None) -> None:
            if flags is not None:
                self._flags = flags
                await self.recompose()
                self.query_one("#variants", Button).focus()

        self.app.push_screen(VariantsScreen(self._games[self._game], self._flags, self._lang), chosen)

    @on(Button.Pressed, "#start")
    def _start(self) -> None:
        self.dismiss(
            MenuChoice(self._game, self._opponent, self._decks, self._lang, dict(self._flags), self._auto)
        )
