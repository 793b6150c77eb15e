"""The choice list's words (each legal action with its cost, effect and warning; why other options
are missing) and the guard of a choice made in steps: a snapshot to go back to until it is committed,
and a confirmation before a choice that loses the game."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from cardtable.core.state import State
from cardtable.tui.session import Session
from cardtable.tui.text import tr


def ordered(state: State, legal: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The order a person reads the choices in: a MedaForce payment offers "all MedaForce" first
    (MD-8.3); the engine's own order of legal actions is left as it is."""
    force = [
        (action, words) for action, words in legal if state.action_info(action).get("for") == "medaforce"
    ]
    if len(force) < 2:
        return legal
    force.sort(key=lambda pair: -int(state.action_info(pair[0])["number"]))
    rest = [pair for pair in legal if pair not in force]
    return [*force, *rest]


def option_text(
    state: State, number: str, action: int, words: str, lang: str, first: bool, expanded: bool = False
) -> Text:
    """One choice: its number, words and cost, a warning if it loses; ``expanded`` (the highlighted
    choice) also what it does, so the list stays one line a choice on a small terminal."""
    notes = state.choice_notes(action, lang)
    if first and state.action_info(action).get("for") == "medaforce":
        words = f"{tr('all_medaforce', lang)} — {words}"
    text = Text(f"{number}. {words}")
    if notes["cost"]:
        text.append(f" — {tr('cost', lang)}: {notes['cost']}", style="bold")
    if expanded and notes["effect"]:
        text.append(f"\n    {notes['effect']}", style="italic")
    if notes["warning"]:
        text.append(f"\n    ⚠ {notes['warning']}", style="bold red")
    return text


def choice_options(state: State, viewer: int, legal: list[tuple[int, str]], lang: str) -> list[Option]:
    """The numbered choices (ids: the actions; the first expanded), then, not selectable, why expected
    ones are missing."""
    options = [
        Option(option_text(state, label(n, len(legal)), action, words, lang, n == 1, n == 1), id=str(action))
        for n, (action, words) in enumerate(legal, start=1)
    ]
    missing = state.unavailable(viewer, lang)
    if missing:
        options.append(Option(Text(tr("unavailable", lang), style="italic"), disabled=True))
        for entry in missing:
            name = state.game.card_name(state.game.card_index[entry["card"]], lang)
            options.append(Option(Text(f"  {name}: {entry['why']}", style="dim"), disabled=True))
    return options


def label(n: int, count: int) -> str:
    """A choice's number, right-aligned to the widest (two digits from the 10th on)."""
    return f"{n:>{len(str(count))}}"


def expand(actions: OptionList, state: State, lang: str, shown: int | None, now: int | None) -> None:
    """Move the expanded text (what the choice does) from the choice at index ``shown`` to ``now``."""
    choices = [actions.get_option_at_index(i) for i in range(actions.option_count)]
    legal = [option for option in choices if option.id is not None]
    for index, wide in ((shown, False), (now, True)):
        if index is None or index >= len(legal):
            continue
        option = legal[index]
        words = state.action_to_string(int(str(option.id)), lang)
        first = index == 0
        prompt = option_text(
            state, label(index + 1, len(legal)), int(str(option.id)), words, lang, first, wide
        )
        actions.replace_option_prompt_at_index(index, prompt)


@dataclass
class Snapshot:
    """The game before the first step of a choice not yet committed, and how long the record was."""

    state: State
    actions: int


class ChoiceGuard:
    """Keeps what a cancel goes back to and which warned choice waits for its confirmation.

    A snapshot is taken before a person's action whenever none is held; it is kept while the game
    stays inside a choice made in steps (``State.progress``) and ``State.may_undo_to`` allows going
    back (same player deciding, no random step, nothing secret shown); otherwise it is dropped, and
    the steps taken are committed.
    """

    def __init__(self) -> None:
        self.snapshot: Snapshot | None = None
        self.confirming: int | None = None

    def needs_confirmation(self, state: State, action: int, lang: str) -> str:
        """The warning of ``action`` if it must be confirmed first (chosen once: asks; twice: goes)."""
        warning = state.choice_notes(action, lang)["warning"]
        if not warning or self.confirming == action:
            self.confirming = None
            return ""
        self.confirming = action
        return warning

    def before(self, session: Session) -> None:
        if self.snapshot is None:
            self.snapshot = Snapshot(session.state.clone(), len(session.record.actions))

    def after(self, session: Session) -> None:
        if not self.can_cancel(session):
            self.snapshot = None

    def can_cancel(self, session: Session) -> bool:
        state = self.snapshot.state if self.snapshot else None
        return state is not None and session.state.progress() is not None and session.state.may_undo_to(state)

    def cancel(self, session: Session) -> bool:
        """Go back to the start of the choice in steps; False if there is none to go back to."""
        snapshot = self.snapshot
        self.confirming = None
        if snapshot is None or not self.can_cancel(session):
            self.snapshot = None
            return False
        session.state = snapshot.state
        del session.record.actions[snapshot.actions :]
        self.snapshot = None
        return True
