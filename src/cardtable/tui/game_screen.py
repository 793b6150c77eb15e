"""The table during play: board, hand, legal actions, card detail and log, as one seat sees them."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import ClassVar

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from cardtable.core.state import DRAW
from cardtable.tui.boards import Board, BoardView, board_for
from cardtable.tui.choices import ChoiceGuard, choice_options, expand, ordered
from cardtable.tui.end_screen import EndScreen
from cardtable.tui.help_screen import HelpScreen
from cardtable.tui.pass_screen import PassScreen
from cardtable.tui.session import Session
from cardtable.tui.text import tr
from cardtable.tui.widgets import CardDetail, HandList, LogPanel, hand_title

DIGIT_WAIT = 0.8
"""Seconds a typed digit waits for a second one when it could start a longer choice number (1 → 12)."""


class GameScreen(Screen[None]):
    DEFAULT_CSS = """
    GameScreen #keys { height: 1; background: $panel; color: $text-muted; padding: 0 1; }
    GameScreen #status { height: 1; background: $panel; color: $text; padding: 0 1; }
    GameScreen #left { width: 3fr; }
    GameScreen #right { width: 2fr; min-width: 30; }
    GameScreen.-narrow #right { width: 30; }
    GameScreen .title { height: auto; max-height: 3; color: $text-muted; text-style: bold; padding: 0 1; }
    GameScreen #hand { height: auto; max-height: 30%; }
    GameScreen #actions { height: auto; max-height: 40%; }
    GameScreen #detail {
        height: auto; max-height: 35%; overflow-y: auto; padding: 0 1; border-top: solid $primary-darken-2;
    }
    GameScreen #log { height: 1fr; min-height: 3; border-top: solid $primary-darken-2; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        *(Binding(str(digit), f"digit({digit})", show=False) for digit in range(10)),
        Binding("q", "quit_over", show=False),
        Binding("r", "app.rematch", show=False),
        Binding("question_mark", "help", show=False),
        Binding("f1", "help", show=False),
        Binding("escape", "cancel_choice", show=False),
        Binding("backspace", "cancel_choice", show=False),
    ]

    def __init__(self, session: Session, ai_delay: float) -> None:
        super().__init__()
        # Below 100 columns the side panel shrinks to its minimum so the table keeps room to be read.
        self.HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-wide")]
        self.session = session
        self.ai_delay = ai_delay
        # The seat whose eyes the screen shows; None while the hot-seat curtain is down.
        self.viewer: int | None = None if session.hot_seat else (session.human_seats or [0])[0]
        self.last_save: Path | None = None
        self._typed = ""
        """Digits typed so far of a choice number that may go on (``1`` of ``12``)."""
        self._typed_timer: Timer | None = None
        self.guard = ChoiceGuard()
        self._expanded: int | None = None
        """The index of the choice whose list entry also says what it does (the highlighted one)."""
        """What Esc goes back to within a choice made in steps, and the warned choice to confirm."""

    def compose(self) -> ComposeResult:
        lang = self.session.lang
        yield Static(id="status")
        with Horizontal():
            with Vertical(id="left"):
                yield board_for(self.session.game.name)
                yield Static(tr("hand", lang), id="hand-title", classes="title")
                yield HandList(id="hand", compact=True)
            with Vertical(id="right"):
                yield Static(tr("actions", lang), id="actions-title", classes="title")
                yield OptionList(id="actions", compact=True)
                yield CardDetail(tr("no_card", lang), id="detail")
                yield LogPanel(id="log")
        yield Static(tr("keys_game", lang), id="keys")

    def on_mount(self) -> None:
        lang = self.session.lang
        self.query_one(CardDetail).border_title = tr("card", lang)
        self.query_one(LogPanel).border_title = tr("log", lang)
        self.advance()

    # ----- the flow of a game -------------------------------------------------------------------
    def advance(self) -> None:
        """Move the screen on to whoever decides next: the end, the curtain, a person, or the AI."""
        state = self.session.state
        if state.is_terminal():
            self.redraw()
            self._show_end()
            return
        decider = state.current_player
        if self.session.is_human(decider):
            if self.session.hot_seat and decider != self.viewer:
                self._hand_over(decider)
                return
            self.viewer = decider
            self.redraw()
            self.query_one("#actions", OptionList).focus()
        else:
            self.redraw()
            self.play_ai()

    def _hand_over(self, seat: int) -> None:
        # Blank everything first, so no widget holds the last player's hand behind the curtain.
        self.viewer = None
        self.redraw()

        def lift(_: None) -> None:
            self.viewer = seat
            self.advance()

        self.app.push_screen(PassScreen(self.session.seat_name(seat), self.session.lang), lift)

    @work(exclusive=True, group="ai")
    async def play_ai(self) -> None:
        """Let the AI seats play until a person must decide, one visible move at a time."""
        session = self.session
        while not session.state.is_terminal() and not session.is_human(session.state.current_player):
            try:
                action = await asyncio.to_thread(session.ai_choice)
                session.apply(action)
            except Exception as exc:  # an AI bug must not take the player's game down with a traceback
                self.notify(tr("ai_failed", session.lang, error=exc), severity="error", timeout=30)
                return
            if self.ai_delay > 0:
                # One move at a time, at a pace a person can follow; with no delay, only the end shows.
                self.redraw()
                await asyncio.sleep(self.ai_delay)
        self.advance()

    def choose(self, action: int) -> None:
        """A person's decision, from the list, a digit key or the board."""
        state = self.session.state
        if self.viewer is None or state.current_player != self.viewer or action not in state.legal_actions():
            return
        warning = self.guard.needs_confirmation(state, action, self.session.lang)
        if warning:
            # A choice that loses the game by the player's own hand is taken only when chosen again.
            self.query_one("#status", Static).update(
                tr("confirm_warning", self.session.lang, warning=warning)
            )
            return
        self.guard.before(self.session)
        self.session.apply(action)
        self.guard.after(self.session)
        self.advance()

    def action_cancel_choice(self) -> None:
        """Esc / Backspace: back to the start of a choice in steps not committed yet (nothing random
        happened and nothing secret was shown since, and the same player decides)."""
        lang = self.session.lang
        if self.guard.confirming is not None:
            self.guard.confirming = None
            self.redraw()
            return
        if self.viewer is None or self.session.state.current_player != self.viewer:
            return
        if self.guard.cancel(self.session):
            self.notify(tr("choice_cancelled", lang))
            self.advance()
        else:
            self.notify(tr("nothing_to_cancel", lang), severity="warning")

    def _show_end(self) -> None:
        state = self.session.state
        lang = self.session.lang
        over = state.winner
        headline = tr("draw", lang) if over == DRAW else self.session.winner_words(over or 0)
        # The game's own words for the end (they name the rule); the raw reason is for programs.
        ends = [e for e in state.log_for(self.viewer or 0) if e.get("kind") == "game_over"]
        reason = f"{ends[-1]['text_ja' if lang == 'ja' else 'text']} ({ends[-1]['rule']})" if ends else ""
        self.app.push_screen(EndScreen(headline, reason, lang))

    # ----- drawing --------------------------------------------------------------------------------
    def view(self) -> BoardView | None:
        """What the current viewer may see, or None behind the curtain."""
        if self.viewer is None:
            return None
        state = self.session.state
        deciding = state.current_player == self.viewer
        lang = self.session.lang
        legal = tuple((a, state.action_to_string(a, lang)) for a in state.legal_actions()) if deciding else ()
        return BoardView(
            game=self.session.game,
            observation=state.observation(self.viewer),
            viewer=self.viewer,
            lang=lang,
            seat_name=self.session.seat_name,
            legal=legal,
            log=tuple(state.log_for(self.viewer)),
            action_info=state.action_info,
        )

    def redraw(self) -> None:
        view = self.view()
        board = self.query_one(Board)
        hand = self.query_one(HandList)
        actions = self.query_one("#actions", OptionList)
        log = self.query_one(LogPanel)
        detail = self.query_one(CardDetail)
        lang = self.session.lang
        if view is None:
            board.blank()
            hand.clear_options()
            actions.clear_options()
            log.blank()
            detail.clear_card(lang)
            self.query_one("#status", Static).update("")
            self.query_one("#hand-title", Static).update(tr("hand", lang))
            return
        board.show(view)
        self._show_hand(board, view)
        self._show_actions(board, view)
        log.show_entries(list(view.log), lang, view.viewer)
        self.query_one("#status", Static).update(self._status(view))

    def _show_hand(self, board: Board, view: BoardView) -> None:
        cards = board.hand(view)
        self.query_one("#hand-title", Static).update(hand_title(view, cards, board.opponent_hand_size(view)))
        self.query_one(HandList).show_hand(view, board, cards)

    def _show_actions(self, board: Board, view: BoardView) -> None:
        decision = board.decision(view)
        title = tr("actions", view.lang) + (f" — {decision}" if decision else "")
        self.query_one("#actions-title", Static).update(title)
        actions = self.query_one("#actions", OptionList)
        if not view.legal:
            actions.set_options([Option(self._waiting_text(), disabled=True)])
            return
        # Every choice has its number, typed with the digit keys (two digits from the 10th on), and
        # says what it costs and does; below them, why options a player might expect are missing.
        state = self.session.state
        legal = ordered(state, list(view.legal))
        actions.set_options(choice_options(state, view.viewer, legal, view.lang))
        self._expanded = 0
        actions.highlighted = 0

    def _waiting_text(self) -> str:
        state = self.session.state
        lang = self.session.lang
        if state.is_terminal():
            return tr("game_over", lang)
        if self.session.is_human(state.current_player):
            return tr("waiting_other", lang, name=self.session.seat_name(state.current_player))
        return tr("waiting_ai", lang)

    def _status(self, view: BoardView) -> str:
        game = self.session.game
        title = game.title_ja if view.lang == "ja" else game.title_en
        deciding = (
            tr("your_turn", view.lang, name=view.seat_name(view.viewer))
            if view.legal
            else self._waiting_text()
        )
        saved = f" · {tr('saved_short', view.lang, name=self.last_save.name)}" if self.last_save else ""
        progress = self.session.state.progress(view.lang) if view.legal else None
        if progress is not None:
            key = "progress_cancel" if self.guard.can_cancel(self.session) else "progress"
            deciding += f" · {tr(key, view.lang, text=progress['text'])}"
        return f"{title} · {deciding}{saved}"

    def show_saved(self, path: Path) -> None:
        """Name the latest save in the status line, where it stays in view."""
        self.last_save = path
        self.redraw()

    # ----- input ---------------------------------------------------------------------------------------
    @on(OptionList.OptionSelected, "#actions")
    def _action_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is not None:
            self.choose(int(event.option.id))

    def action_digit(self, digit: int) -> None:
        """Type a choice's number: picked at once unless more digits could still follow."""
        if self._typed_timer is not None:
            self._typed_timer.stop()
            self._typed_timer = None
        actions = self.query_one("#actions", OptionList)
        count = sum(not actions.get_option_at_index(i).disabled for i in range(actions.option_count))
        typed = self._typed + str(digit)
        if int(typed) * 10 <= count:
            self._typed = typed
            self._typed_timer = self.set_timer(DIGIT_WAIT, self._pick_typed)
            return
        self._typed = typed
        self._pick_typed()

    def _pick_typed(self) -> None:
        number, self._typed = int(self._typed or "0"), ""
        self._typed_timer = None
        actions = self.query_one("#actions", OptionList)
        if 1 <= number <= actions.option_count:
            option = actions.get_option_at_index(number - 1)
            if option.id is not None and not option.disabled:
                self.choose(int(option.id))

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen(self.session.game.name, self.session.lang))

    def action_quit_over(self) -> None:
        """`q` leaves a finished game from the table as it does from the end dialog."""
        if self.session.state.is_terminal():
            self.app.exit()

    @on(OptionList.OptionHighlighted, "#actions")
    def _choice_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """The highlighted choice says what it does (the others keep to one line)."""
        if event.option.id is None or self.viewer is None:
            return
        now = event.option_index
        if now != self._expanded:
            expand(event.option_list, self.session.state, self.session.lang, self._expanded, now)
            self._expanded = now

    @on(OptionList.OptionHighlighted, "#hand")
    def _hand_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        card = HandList.card_of(event.option)
        if card is not None:
            self.query_one(CardDetail).show_card(self.session.game, card, self.session.lang)

    def on_board_card_focused(self, message: Board.CardFocused) -> None:
        self.query_one(CardDetail).show_card(self.session.game, message.card, self.session.lang)

    def on_board_action_picked(self, message: Board.ActionPicked) -> None:
        self.choose(message.action)
