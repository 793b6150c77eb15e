"""The table during play: board, hand, legal actions, card detail and log, as one seat sees them."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any, ClassVar

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
from cardtable.tui.boards.base import SeenCard
from cardtable.tui.choices import ChoiceGuard, choice_options, expand, ordered
from cardtable.tui.end_screen import EndScreen
from cardtable.tui.help_screen import HelpScreen
from cardtable.tui.inspect_screen import InspectScreen, where_words
from cardtable.tui.pass_screen import PassScreen
from cardtable.tui.session import Session
from cardtable.tui.settings import load_settings, save_settings
from cardtable.tui.text import tr
from cardtable.tui.widgets import CardDetail, HandList, LogPanel, hand_title, since_line

DIGIT_WAIT = 0.8
"""Seconds a typed digit waits for a second one when it could start a longer choice number (1 → 12)."""


class GameScreen(Screen[None]):
    DEFAULT_CSS = """
    GameScreen #keys { height: 1; background: $panel; color: $text-muted; padding: 0 1; }
    GameScreen #status { height: 1; background: $panel; color: $text; padding: 0 1; }
    GameScreen #since {
        height: 1; padding: 0 1; color: $warning; text-wrap: nowrap; text-overflow: ellipsis;
    }
    GameScreen #left { width: 3fr; }
    GameScreen #right { width: 2fr; min-width: 30; }
    GameScreen.-narrow #right { width: 30; }
    GameScreen .title { height: auto; max-height: 3; color: $text-muted; text-style: bold; padding: 0 1; }
    GameScreen #hand { height: auto; max-height: 30%; }
    GameScreen #actions { height: auto; max-height: 40%; }
    GameScreen #detail {
        height: 1fr; max-height: 30%; overflow-y: auto; padding: 0 1; border-top: solid $primary-darken-2;
    }
    GameScreen #log { height: 1fr; border-top: solid $primary-darken-2; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        *(Binding(str(digit), f"digit({digit})", show=False) for digit in range(10)),
        Binding("q", "quit_over", show=False),
        Binding("r", "app.rematch", show=False),
        Binding("question_mark", "help", show=False),
        Binding("f1", "help", show=False),
        Binding("i", "inspect", show=False),
        Binding("a", "toggle_auto", show=False),
        Binding("escape", "cancel_choice", show=False),
        Binding("backspace", "cancel_choice", show=False),
    ]

    def __init__(self, session: Session, ai_delay: float, auto: bool = True) -> None:
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
        self.auto = auto
        """Take a forced move for the player when it reveals nothing (``_take_forced``)."""
        self._last_choice: dict[int, tuple[dict[str, Any], int]] = {}
        """Per seat: its observation and the length of its log when it last chose (what changed since)."""
        self._notes: dict[int, list[tuple[int, str]]] = {}
        """Per seat: the app's own lines for its log (a move taken for it), by position in its log."""
        self._confirming: int | None = None
        """A pass picked once with Enter, waiting for the second Enter that confirms it."""
        self.guard = ChoiceGuard()
        """What Esc goes back to within a choice made in steps, and the warned choice to confirm."""
        self._expanded: int | None = None
        """The index of the choice whose list entry also says what it does (the highlighted one)."""

    def compose(self) -> ComposeResult:
        lang = self.session.lang
        yield Static(id="status")
        with Horizontal():
            with Vertical(id="left"):
                yield Static(id="since")
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
            if self._take_forced():
                # Later, not now: this may run at the end of the AI's worker, which must finish
                # before the next AI turn starts one (the AI worker is exclusive).
                self.call_later(self.advance)
                return
            self._confirming = None
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
            before=self._last_choice[self.viewer][0] if self.viewer in self._last_choice else None,
            since=self._last_choice[self.viewer][1] if self.viewer in self._last_choice else None,
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
            self.query_one("#since", Static).update("")
            self.query_one("#hand-title", Static).update(tr("hand", lang))
            return
        board.show(view)
        self._show_hand(board, view)
        self._show_actions(board, view)
        since = since_line(board, view)
        self.query_one("#since", Static).update(since)
        self.query_one("#since", Static).display = bool(since)  # no empty row taken from the table
        log.show_entries(list(view.log), lang, view.viewer, self._notes.get(view.viewer, []))
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
        if event.option.id is not None and not self._needs_confirmation(int(event.option.id)):
            self._chosen()
            self.choose(int(event.option.id))

    @on(OptionList.OptionHighlighted, "#actions")
    def _action_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """Moving to another choice drops a pending confirmation and shows the card the choice names."""
        if event.option.id is None or self.viewer is None:
            return
        action = int(event.option.id)
        if action != self._confirming:
            self._confirming = None
        view = self.view()
        if view is None or action not in dict(view.legal):
            return
        seen = self.query_one(Board).action_card(view, action)
        if seen is not None:
            number = event.option_index + 1
            where = tr("action_card", view.lang, n=number, where=where_words(seen))
            self.query_one(CardDetail).show_card(self.session.game, seen.card, view.lang, where)

    # ----- fewer trivial prompts -----------------------------------------------------------------
    def _take_forced(self) -> bool:
        """Take the viewer's decision for them when it is forced and taking it reveals nothing.

        Forced: it is the only legal action, so nothing the player knows could change it. It reveals
        nothing: it is only ever taken for the seat at the keyboard, after its hot-seat curtain has
        gone up (taking it before would show the other player, by the missing hand-over, that this
        seat had no choice: no card it could use); and it neither ends the game nor carries a
        warning that it loses it later (such as a pass that ends in a gauge loss, MM-5.3), so no player is
        left to regret a last move they never saw. The player's log says it was taken for them,
        and the line of what happened since their last choice still covers it.
        """
        state = self.session.state
        legal = state.legal_actions()
        if not self.auto or self.viewer is None or state.current_player != self.viewer or len(legal) != 1:
            return False
        if state.choice_notes(legal[0], self.session.lang)["warning"]:
            return False
        after = state.clone()
        after.apply(legal[0])
        if after.is_terminal():
            return False
        words = state.action_to_string(legal[0], self.session.lang)
        self._notes.setdefault(self.viewer, []).append(
            (len(state.log_for(self.viewer)), tr("taken_for_you", self.session.lang, words=words))
        )
        self.session.apply(legal[0])
        return True

    def _needs_confirmation(self, action: int) -> bool:
        """Enter on "end the step" / "pass" asks once (a second Enter takes it), unless it is the
        only choice: the list opens on it, so one stray Enter must not throw a turn away; or it
        carries a warning: the warning asks instead (``choose``), once, not twice."""
        state = self.session.state
        legal = state.legal_actions()
        if self._confirming == action or len(legal) < 2 or action not in legal:
            self._confirming = None
            return False
        if state.choice_notes(action, self.session.lang)["warning"]:
            return False
        if state.action_info(action).get("kind") != "pass":
            return False
        self._confirming = action
        words = state.action_to_string(action, self.session.lang)
        self.notify(tr("confirm_pass", self.session.lang, words=words), timeout=5)
        return True

    def _chosen(self) -> None:
        """The viewer decides now: what changes from here on is marked until they decide again."""
        self._confirming = None
        if self.viewer is not None:
            state = self.session.state
            self._last_choice[self.viewer] = (state.observation(self.viewer), len(state.log_for(self.viewer)))

    def action_toggle_auto(self) -> None:
        """`a`: take forced moves for the player, or not; remembered for the next game."""
        self.auto = not self.auto
        settings = load_settings()
        settings.auto = self.auto
        save_settings(settings)
        self.notify(tr("auto_on" if self.auto else "auto_off", self.session.lang), timeout=5)
        if self.auto and self.viewer is not None and self.session.is_human(self.session.state.current_player):
            self.advance()

    def action_inspect(self) -> None:
        """`i`: the list of every card on the table the viewer may see; the last one looked at stays
        in the Card panel."""
        view = self.view()
        if view is None:
            return
        board = self.query_one(Board)

        def shown(seen: SeenCard | None) -> None:
            if seen is not None:
                self.query_one(CardDetail).show_card(
                    self.session.game, seen.card, view.lang, where_words(seen)
                )

        self.app.push_screen(InspectScreen(self.session.game, board.visible_cards(view), view.lang), shown)

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
                self._chosen()
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
        self._chosen()
        self.choose(message.action)
