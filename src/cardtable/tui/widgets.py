"""Small widgets of the game screen: the card detail panel, the hand list and the rule-tagged log."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual.widgets import OptionList, RichLog, Static
from textual.widgets.option_list import Option

from cardtable.core.cards import CardBase
from cardtable.core.game import Game
from cardtable.tui.boards.base import Board, BoardView
from cardtable.tui.text import field_name, tr

# Fields every card has are shown in the header; the rest (cost, armor, ...) in a table.
_BASE_FIELDS = set(CardBase.model_fields)


def card_detail(game: Game, card_id: str, lang: str) -> RenderableType:
    """A card's names, game fields, text and provenance."""
    card = game.card(card_id)
    other = card.name("en" if lang == "ja" else "ja")
    title = Text.assemble((card.name(lang), "bold"), "  ", (other, "dim"), "  ", (card.id, "dim italic"))
    fields = Table.grid(padding=(0, 1))
    for name, value in card.model_dump(exclude_defaults=True).items():
        words = "" if name in _BASE_FIELDS else _field_text(value)
        if words.strip(", ") and words != "False":
            fields.add_row(Text(field_name(name, lang), style="dim"), Text(words))
    provenance = Text.assemble((f"{tr('provenance', lang)}: ", "dim"), tr(f"prov_{card.provenance}", lang))
    # A card without text in this language shows the other language's rather than nothing.
    text = card.text(lang) or card.text("ja" if lang == "en" else "en")
    return Group(title, provenance, Text(text), fields)


def _field_text(value: Any) -> str:
    """A card field in words; structured ones (effects) are left out, as the card's text says them."""
    if isinstance(value, list | tuple):
        return ", ".join(_field_text(item) for item in value)
    return "" if isinstance(value, dict) else str(value)


class CardDetail(Static):
    """The focused card, read in full."""

    def show_card(self, game: Game, card_id: str, lang: str) -> None:
        self.update(card_detail(game, card_id, lang))

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


class LogPanel(RichLog):
    """The viewer's log (``log_for``), each line tagged with its rule id; new lines are appended."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(wrap=True, markup=False, min_width=20, **kwargs)
        self._shown = 0

    def show_entries(self, entries: list[dict[str, Any]], lang: str, viewer: int) -> None:
        if len(entries) < self._shown:
            self.clear()
            self._shown = 0
        for entry in entries[self._shown :]:
            self.write(log_line(entry, lang, viewer))
        self._shown = len(entries)

    def blank(self) -> None:
        self.clear()
        self._shown = 0


def log_line(entry: dict[str, Any], lang: str, viewer: int) -> Text:
    """One log entry: rule id, then the words; the viewer's own events in a different colour."""
    words = str(entry.get("text_ja" if lang == "ja" else "text", ""))
    style = "" if entry.get("player") == viewer else "cyan"
    return Text.assemble((f"{entry.get('rule', '')} ", "dim"), (words, style))
