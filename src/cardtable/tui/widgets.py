"""Small widgets of the game screen: the card detail panel, the hand list and the rule-tagged log."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from cardtable.core.game import Game
from cardtable.tui.boards.base import Board, BoardView
from cardtable.tui.text import field_name, field_value, tr


def card_detail(game: Game, card_id: str, lang: str, where: str = "") -> RenderableType:
    """A card's names, where it is, its game fields in words, its text, numbered effects and provenance."""
    card = game.card(card_id)
    other = card.name("en" if lang == "ja" else "ja")
    title = Text.assemble((card.name(lang), "bold"), "  ", (other, "dim"), "  ", (card.id, "dim italic"))
    parts: list[RenderableType] = [title]
    if where:
        parts.append(Text(where, style="italic"))
    fields = Table.grid(padding=(0, 1))
    for name, value in card.model_dump(exclude_defaults=True).items():
        label = field_name(name, lang)
        words = field_value(name, value, lang) if label else ""
        if label and words:
            fields.add_row(Text(label, style="dim"), Text(words))
    parts.append(fields)
    # A card without text in this language shows the other language's rather than nothing.
    parts.append(Text(card.text(lang) or card.text("ja" if lang == "en" else "en")))
    # Numbered as the actions and the log number them ("use Master effect 1").
    for number, effect in enumerate(getattr(card, "effects", ()), start=1):
        words = getattr(effect, f"text_{lang}", "")
        if words:
            parts.append(Text.assemble((f"{tr('effect_n', lang, n=number)}: ", "bold"), words))
    parts.append(Text.assemble((f"{tr('provenance', lang)}: ", "dim"), tr(f"prov_{card.provenance}", lang)))
    return Group(*parts)


SINCE_MOVES = 3
"""The other players' latest moves the line of what happened names (after the outcomes)."""


def since_line(board: Board, view: BoardView) -> Text:
    """One line on what happened since the viewer last chose: outcomes first (a battle won, a Medarot
    destroyed), then the other players' latest moves; empty when nothing did. The log has them all."""
    if view.since is None:
        return Text()
    entries = [entry for entry in view.log[view.since :] if entry.get("text")]
    outcomes = board.outcome_kinds()
    others = [e for e in entries if e.get("kind") not in outcomes and e.get("player") != view.viewer]
    shown = [e for e in entries if e.get("kind") in outcomes] + others[-SINCE_MOVES:]
    if not shown:
        return Text()
    key = "text_ja" if view.lang == "ja" else "text"
    return Text(tr("since", view.lang, events=" · ".join(str(e[key]) for e in shown)), style="bold")


class CardDetail(Static):
    """The focused card, read in full."""

    def show_card(self, game: Game, card_id: str, lang: str, where: str = "") -> None:
        self.update(card_detail(game, card_id, lang, where))

    def clear_card(self, lang: str) -> None:
        self.update(Text(tr("no_card", lang), style="dim"))


class HandList(OptionList):
    """The viewer's hand, one card per line; the highlighted card is the one the detail panel shows."""

    def show_hand(self, view: BoardView, board: Board, cards: list[str]) -> None:
        highlighted = self.highlighted
        self.set_options(
            [Option(board.card_label(view, card), id=f"card-{n}-{card}") for n, card in enumerate(cards)]
        )
        if cards:
            # Keep a card highlighted so the detail panel always has one to show.
            self.highlighted = min(highlighted or 0, len(cards) - 1)

    @staticmethod
    def card_of(option: Option) -> str | None:
        return None if option.id is None else option.id.split("-", 2)[2]


def hand_title(view: BoardView, cards: list[str], opponent_cards: int) -> str:
    """ "Hand (5) · Opponent: 4 cards in hand": the opponent's hand is only ever a count."""
    opponent = view.seat_name(1 - view.viewer)
    count = tr("hand_count", view.lang, n=opponent_cards)
    return f"{tr('hand', view.lang)} ({len(cards)}) · {opponent}: {count}"


class LogPanel(VerticalScroll):
    """The viewer's log (``log_for``), each line tagged with its rule id, newest at the bottom.

    The lines are one Static inside a scroll view, so they wrap to the width left beside the
    scrollbar and wrap again whenever the terminal is resized (a RichLog keeps the width it wrote at).
    """

    DEFAULT_CSS = """
    LogPanel #log-lines { width: 1fr; }
    """
    LEAST_HEIGHT = 3
    """Rows the panel keeps, border included, however little room the terminal has."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._lines: list[Text] = []
        self._newest = 0
        """Where the newest entry starts in ``_lines`` (the app's notes after it follow it)."""
        self._least = 0
        """The least height set last (``_fit_newest``)."""
        self._shown: tuple[int, int] = (0, 0)
        """How many entries and notes the lines hold (redrawn only when either grows)."""

    def compose(self) -> ComposeResult:
        yield Static(id="log-lines")

    def show_entries(
        self, entries: list[dict[str, Any]], lang: str, viewer: int, notes: Sequence[tuple[int, str]] = ()
    ) -> None:
        """The log, with the interface's own ``notes`` (position in the log, words) between its lines:
        what the app did for the player, such as a forced move taken for them."""
        if (len(entries), len(notes)) == self._shown:
            return
        self._shown = (len(entries), len(notes))
        after: dict[int, list[str]] = {}
        for position, words in notes:
            after.setdefault(position, []).append(words)
        self._lines = []
        for position in range(len(entries) + 1):
            self._lines.extend(Text(f"· {words}", style="italic yellow") for words in after.get(position, []))
            if position < len(entries):
                self._newest = len(self._lines)
                self._lines.append(log_line(entries[position], lang, viewer))
        self.query_one("#log-lines", Static).update(Text("\n").join(self._lines))
        self._fit_newest()
        self.scroll_end(animate=False, immediate=False)

    def blank(self) -> None:
        self._lines = []
        self._newest = 0
        self._shown = (0, 0)
        self.query_one("#log-lines", Static).update("")

    def on_resize(self) -> None:
        # Re-wrapped lines change the height: keep the newest in view.
        self._fit_newest()
        self.call_after_refresh(self.scroll_end, animate=False)

    def _fit_newest(self) -> None:
        """The newest entry is always seen whole: its rows, wrapped at the panel's width, are the
        panel's least height, so on a small terminal the panels above it give way (they scroll)."""
        width = self.scrollable_content_region.width
        rows = (
            sum(len(line.wrap(self.app.console, width)) for line in self._lines[self._newest :])
            if width > 0
            else 0
        )
        height = max(self.LEAST_HEIGHT, rows + self.styles.gutter.height)
        if height != self._least:  # a new least height lays the screen out again (and resizes this)
            self._least = height
            self.styles.min_height = height


def log_line(entry: dict[str, Any], lang: str, viewer: int) -> Text:
    """One log entry: rule id, then the words; the viewer's own events in a different colour."""
    words = str(entry.get("text_ja" if lang == "ja" else "text", ""))
    style = "" if entry.get("player") == viewer else "cyan"
    return Text.assemble((f"{entry.get('rule', '')} ", "dim"), (words, style))
