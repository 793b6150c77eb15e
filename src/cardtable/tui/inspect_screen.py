"""Look at any card on the table (`i`): every card the viewer's observation shows, zone by zone —
both fields with what is attached, Masters, stock, discard / trash / reserve piles, the hand — with
the highlighted card read in full. Nothing hidden is listed: the list is built from the observation."""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from cardtable.core.game import Game
from cardtable.tui.boards.base import SeenCard
from cardtable.tui.text import tr
from cardtable.tui.widgets import CardDetail


def where_words(seen: SeenCard) -> str:
    """ "Opponent's field · B · Pudding Fong": the zone and the card's place in it."""
    return f"{seen.zone} · {seen.label}"


class InspectScreen(ModalScreen[SeenCard | None]):
    """The cards on the table as a list with zone headings; Esc or `i` goes back to the game and
    leaves the last card looked at in the game's Card panel."""

    DEFAULT_CSS = """
    InspectScreen { align: center middle; }
    InspectScreen > Vertical { width: 96%; height: 92%; border: thick $accent; background: $surface; }
    InspectScreen #inspect-help { height: auto; color: $text-muted; padding: 0 1; }
    InspectScreen #inspect-list { height: 1fr; min-height: 4; }
    InspectScreen #inspect-detail {
        height: auto; max-height: 55%; overflow-y: auto; padding: 0 1; border-top: solid $primary-darken-2;
    }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", show=False),
        Binding("i", "close", show=False),
        Binding("z", "next_zone", show=False),
        Binding("Z", "next_zone(-1)", show=False),
    ]

    def __init__(self, game: Game, seen: list[SeenCard], lang: str) -> None:
        super().__init__()
        self._game = game
        self._seen = seen
        self._lang = lang
        self._current: SeenCard | None = None

    def compose(self) -> ComposeResult:
        options: list[Option] = []
        zone = None
        for n, seen in enumerate(self._seen):
            if seen.zone != zone:
                zone = seen.zone
                options.append(Option(f"— {zone} —", disabled=True))
            options.append(Option(f"  {seen.label}", id=str(n)))
        if not self._seen:
            options.append(Option(tr("inspect_nothing", self._lang), disabled=True))
        with Vertical():
            yield Static(tr("inspect_help", self._lang), id="inspect-help")
            yield OptionList(*options, id="inspect-list", compact=True)
            yield CardDetail(id="inspect-detail")

    def on_mount(self) -> None:
        listing = self.query_one(OptionList)
        listing.focus()
        first = self._first_card_from(0, 1)
        if first is not None:
            listing.highlighted = first
        else:
            self.query_one(CardDetail).clear_card(self._lang)

    @on(OptionList.OptionHighlighted, "#inspect-list")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option.id is None:
            return
        self._current = self._seen[int(event.option.id)]
        self.query_one(CardDetail).show_card(
            self._game, self._current.card, self._lang, where_words(self._current)
        )

    @on(OptionList.OptionSelected, "#inspect-list")
    def _selected(self) -> None:
        self.dismiss(self._current)

    def _first_card_from(self, index: int, step: int) -> int | None:
        listing = self.query_one(OptionList)
        while 0 <= index < listing.option_count:
            if listing.get_option_at_index(index).id is not None:
                return index
            index += step
        return None

    def action_next_zone(self, step: int = 1) -> None:
        """Jump to the first card of the next (or, with Z, the previous) zone, wrapping around."""
        listing = self.query_one(OptionList)
        count = listing.option_count
        here = listing.highlighted or 0
        headings = [i for i in range(count) if listing.get_option_at_index(i).id is None]
        if not headings:
            return
        ahead = [i for i in headings if i > here] if step > 0 else [i for i in headings if i < here - 1]
        heading = (
            (ahead[0] if step > 0 else ahead[-1]) if ahead else (headings[0] if step > 0 else headings[-1])
        )
        found = self._first_card_from(heading, 1)
        if found is not None:
            listing.highlighted = found

    def action_close(self) -> None:
        self.dismiss(self._current)
