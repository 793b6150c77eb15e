"""What every board gets (a BoardView built from one player's observation) and what it gives back."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rich.console import RenderableType
from rich.text import Text
from textual.containers import VerticalScroll
from textual.message import Message
from textual.widgets import Static

from cardtable.core.game import Game


@dataclass(frozen=True)
class BoardView:
    """Everything a board may draw: one seat's observation, never the state itself."""

    game: Game
    observation: dict[str, Any]
    viewer: int
    lang: str
    seat_name: Callable[[int], str]
    legal: tuple[tuple[int, str], ...]
    """The viewer's legal actions with their words; empty when the viewer is not deciding."""
    log: tuple[dict[str, Any], ...] = ()
    """The viewer's own log (``log_for``): what happened, for boards that point at it."""
    action_info: Callable[[int], dict[str, Any]] = lambda action: {}
    """``State.action_info`` of the state drawn: what a legal action names (its card, slot, square)."""
    before: dict[str, Any] | None = None
    """The viewer's observation when they last chose: what differs from it is marked as changed."""
    since: int | None = None
    """How long the viewer's log was when they last chose: the newer lines are what happened since."""

    def card_name(self, card: str) -> str:
        """A card's name from its id (observations name cards by id), as the game words it for people."""
        return self.game.card_name(self.game.card_index[card], self.lang)


@dataclass(frozen=True)
class SeenCard:
    """A card the viewer may look at, where it is: what the inspect list offers (never a hidden card)."""

    zone: str
    """The zone's heading in the viewer's language ("Opponent's field", "Your discard pile")."""
    card: str
    label: str
    """The card within its zone, told apart from others of its name (a square, a slot letter)."""


def slot_letter(index: int) -> str:
    """A Mew Mew field slot as the board labels it: A, B, C … from the left of its side."""
    return chr(ord("A") + index)


class Board(VerticalScroll):
    """A game's table. Subclasses draw in ``show`` and say which cards are the viewer's hand."""

    DEFAULT_CSS = """
    Board { height: 1fr; }
    """

    class CardFocused(Message):
        """The player pointed at a card on the table: show its details."""

        def __init__(self, card: str) -> None:
            super().__init__()
            self.card = card

    class ActionPicked(Message):
        """The player picked an action on the table itself (a Medarot square, a Mew Mew field card)."""

        def __init__(self, action: int) -> None:
            super().__init__()
            self.action = action

    def show(self, view: BoardView) -> None:
        """Draw the table for ``view``."""
        raise NotImplementedError

    def blank(self) -> None:
        """Draw nothing (between hot-seat players)."""
        raise NotImplementedError

    def hand(self, view: BoardView) -> list[str]:
        """The viewer's hand as card ids."""
        raise NotImplementedError

    def opponent_hand_size(self, view: BoardView) -> int:
        raise NotImplementedError

    def card_label(self, view: BoardView, card: str) -> Text:
        """A card as one line of the hand list (games add colour or kind)."""
        return Text(view.card_name(card))

    def decision(self, view: BoardView) -> str:
        """The pending decision in words, for the viewer (empty when there is none)."""
        raise NotImplementedError

    def visible_cards(self, view: BoardView) -> list[SeenCard]:
        """Every card the viewer's observation shows, zone by zone as the table lays them out."""
        raise NotImplementedError

    def action_card(self, view: BoardView, action: int) -> SeenCard | None:
        """The card a legal action names (the card used, or the one on the square or slot it picks)."""
        raise NotImplementedError

    def outcome_kinds(self) -> frozenset[str]:
        """Log event kinds that say how something ended (a battle, an attack, the game): the summary
        of what happened since the viewer last chose names these first."""
        raise NotImplementedError


class CardLine(Static):
    """One line of the table about one card; pointing at it shows the card in the detail panel, and
    clicking it also picks ``action`` (a legal action naming this card's place), if there is one."""

    def __init__(self, text: RenderableType, card: str, action: int | None = None) -> None:
        super().__init__(text, classes="pickable" if action is not None else None)
        self.card = card
        self.action = action

    def on_enter(self) -> None:
        self.post_message(Board.CardFocused(self.card))

    def on_click(self) -> None:
        self.post_message(Board.CardFocused(self.card))
        if self.action is not None:
            self.post_message(Board.ActionPicked(self.action))
