"""Decisions that pick one card of a zone, each declared once with everything every layer needs.

A ``CardChoice`` holds a decision's cards, what picking one does, its words (the decision, the
action's verb), how ``State.action_info`` names its answers (action kind, zone, progress) and what the
observation's ``decision`` shows (card, count). ``card_choice`` registers it on the engine; words,
observation and action_info read ``CHOICES``, so a new card-picking decision (say, one an effect op
needs) is this one call.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from cardtable.core.decisions import Frame, FrameKind
from cardtable.games.mewmew.frames import RULES

if TYPE_CHECKING:
    from cardtable.games.mewmew.state import MewMewState

CardList = Callable[["MewMewState", Frame], list[int]]
CardAnswer = Callable[["MewMewState", Frame, int], None]
Count = Callable[["MewMewState", Frame], int]


@dataclass(frozen=True)
class CardChoice:
    kind: str
    cards: CardList
    """The cards to pick from (with repeats)."""
    answer: CardAnswer
    """What picking ``card`` does (it pops the frame when the decision is over)."""
    words: tuple[str, str]
    """The decision, in English and Japanese."""
    verb: tuple[str, str]
    """An answer's words before the card's name: ("discard", "捨てる：")."""
    action: str
    """``action_info`` kind of an answer (documented in observation.ACTION_KINDS)."""
    zone: str
    """Where the cards are, as the acting player's observation names it."""
    count: Count | None = None
    """Cards still to pick (observation ``decision.count`` and ``action_info`` step)."""
    step_event: str | None = None
    """The event each pick logs, counted for ``action_info`` ``step.done``."""
    source: int | None = None
    """The frame field holding the card the choice is for (observation ``decision.card``)."""
    names_card: bool = True
    """A refusal names the card refused (not where the rules behind the choice would hint at a hand)."""


CHOICES: Final[dict[str, CardChoice]] = {}


def card_choice(kind: FrameKind, choice: CardChoice) -> None:
    """Register a card-picking decision of frame kind ``kind`` on the engine and in ``CHOICES``."""
    assert choice.kind == kind.name

    def options(s: MewMewState, frame: Frame) -> list[int]:
        lay = s.game.layout
        return [lay.choose_action(c) for c in sorted(set(choice.cards(s, frame)))]

    def answered(s: MewMewState, frame: Frame, action: int) -> None:
        choice.answer(s, frame, s.game.layout.decode(action)[1])

    def why(s: MewMewState, frame: Frame, action: int) -> str:
        block, card = s.game.layout.decode(action)
        if block == "choose" and choice.names_card:
            return f"{s.game.ids[card]} is not among the cards to choose from now"
        return f"that is not an answer to the decision now: {s.describe_decision('en')}"

    CHOICES[kind.name] = choice
    RULES.decision(kind, options, answered, why)
