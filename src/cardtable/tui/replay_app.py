"""The replay viewer (``cardtable replay FILE --view``): step through a GameRecord as one seat saw it."""

from __future__ import annotations

from typing import ClassVar

from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import OptionList, Static

from cardtable.core.errors import IllegalActionError
from cardtable.core.state import State
from cardtable.sim.record import GameRecord
from cardtable.tui.boards import Board, BoardView, board_for
from cardtable.tui.pass_screen import PassScreen
from cardtable.tui.seats import HUMAN
from cardtable.tui.text import tr
from cardtable.tui.widgets import CardDetail, HandList, LogPanel, hand_title

CHECKPOINT_EVERY = 64
"""A copy of the state is kept every so many actions, so stepping back re-plays only a short prefix."""


def run_replay_viewer(record: GameRecord, lang: str) -> None:
    """Open the viewer on ``record`` (``replay --view``); a broken record raises SpecError or DeckError."""
    ReplayApp(record, lang).run()


class ReplayApp(App[None]):
    TITLE = "cardtable replay"
    CSS = """
    #status { height: 1; background: $panel; padding: 0 1; }
    #keys { height: 1; background: $panel; color: $text-muted; padding: 0 1; }
    #left { width: 3fr; }
    #right { width: 2fr; min-width: 30; }
    .title { height: 1; color: $text-muted; text-style: bold; padding: 0 1; }
    #hand { height: auto; max-height: 30%; }
    #detail { height: auto; max-height: 50%; padding: 0 1; border-top: solid $primary-darken-2; }
    #log { height: 1fr; border-top: solid $primary-darken-2; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("right", "step(1)", "Next"),
        Binding("left", "step(-1)", "Back"),
        Binding("pagedown", "step(20)", "+20", show=False),
        Binding("pageup", "step(-20)", "-20", show=False),
        Binding("home", "jump(0)", "First"),
        Binding("end", "jump(-1)", "Last"),
        Binding("v", "switch_view", "View"),
        Binding("q", "quit", "Quit"),
    ]

    def __init__(self, record: GameRecord, lang: str = "en") -> None:
        super().__init__()
        self.record = record
        self.lang = lang
        self.game = record.check()
        self._checkpoints: list[State] = []
        self.error = record.error
        self.length = self._replay_all()
        self.step = self.length
        finished = self._state_at(self.length).is_terminal()
        self.seats = record.open_seats(finished)
        self.viewer = self.seats[0]

    def _replay_all(self) -> int:
        """Re-play the whole record once, keeping checkpoints; return how many actions are playable."""
        state = self.record.new_state()
        for number, action in enumerate(self.record.actions):
            if number % CHECKPOINT_EVERY == 0:
                self._checkpoints.append(state.clone())
            try:
                state.apply(action)
            except IllegalActionError as exc:
                self.error = f"recorded action #{number} ({action}) is illegal: {exc}"
                return number
        if len(self.record.actions) % CHECKPOINT_EVERY == 0:
            self._checkpoints.append(state.clone())
        return len(self.record.actions)

    def _state_at(self, step: int) -> State:
        state = self._checkpoints[step // CHECKPOINT_EVERY].clone()
        for action in self.record.actions[step - step % CHECKPOINT_EVERY : step]:
            state.apply(action)
        return state

    def compose(self) -> ComposeResult:
        yield Static(id="status")
        with Horizontal():
            with Vertical(id="left"):
                yield board_for(self.game.name)
                yield Static(tr("hand", self.lang), id="hand-title", classes="title")
                yield HandList(id="hand", compact=True)
            with Vertical(id="right"):
                yield CardDetail(id="detail")
                yield LogPanel(id="log")
        yield Static(tr("replay_help", self.lang), id="keys")

    def on_mount(self) -> None:
        self.query_one(CardDetail).border_title = tr("card", self.lang)
        self.query_one(LogPanel).border_title = tr("log", self.lang)
        self.redraw()

    def seat_name(self, seat: int) -> str:
        return tr("player_n", self.lang, n=seat)  # numbered from 0, as the games' log numbers them

    def redraw(self) -> None:
        state = self._state_at(self.step)
        log = state.log_for(self.viewer)
        view = BoardView(
            game=self.game,
            observation=state.observation(self.viewer),
            viewer=self.viewer,
            lang=self.lang,
            seat_name=self.seat_name,
            legal=(),
            log=tuple(log),
        )
        board = self.query_one(Board)
        board.show(view)
        cards = board.hand(view)
        self.query_one("#hand-title", Static).update(hand_title(view, cards, board.opponent_hand_size(view)))
        self.query_one(HandList).show_hand(view, board, cards)
        self.query_one(LogPanel).show_entries(log, self.lang, self.viewer)
        parts = [
            tr("replay_title", self.lang),
            tr("replay_step", self.lang, i=self.step, n=self.length),
            tr("replay_view", self.lang, name=self.seat_name(self.viewer)),
        ]
        if state.is_terminal():
            parts.append(tr("game_over", self.lang))
        if self.error and self.step == self.length:
            parts.append(tr("replay_error", self.lang, error=self.error))
        self.query_one("#status", Static).update(" · ".join(parts))

    def action_step(self, delta: int) -> None:
        self.step = max(0, min(self.length, self.step + delta))
        self.redraw()

    def action_jump(self, where: int) -> None:
        self.step = self.length if where < 0 else where
        self.redraw()

    def action_switch_view(self) -> None:
        if len(self.seats) < 2:
            return
        self.viewer = self.seats[(self.seats.index(self.viewer) + 1) % len(self.seats)]
        log = self.query_one(LogPanel)
        log.blank()
        if HUMAN in self.record.players and not self._state_at(self.length).is_terminal():
            # Two people's unfinished game: the curtain keeps one from reading the other's hand.
            self.query_one(Board).blank()
            self.query_one(HandList).clear_options()
            self.push_screen(PassScreen(self.seat_name(self.viewer), self.lang), lambda _: self.redraw())
            return
        self.redraw()

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        card = HandList.card_of(event.option)
        if card is not None:
            self.query_one(CardDetail).show_card(self.game, card, self.lang)

    def on_board_card_focused(self, message: Board.CardFocused) -> None:
        self.query_one(CardDetail).show_card(self.game, message.card, self.lang)
