"""Where the rule modules register their procedures and decisions by frame kind (see ``state``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cardtable.games.medarot.state import MedarotState

Frame = list[Any]
Procedure = Callable[["MedarotState", Frame], None]


@dataclass(frozen=True)
class Decision:
    """A decision frame: its options (sorted, unique), what an answer does, and why others are illegal.

    ``auto``: a single option may be taken without asking, because the options depend only on
    public facts (so asking or not reveals nothing) and taking it orders nothing.
    """

    options: Callable[[MedarotState, Frame], list[int]]
    answer: Callable[[MedarotState, Frame, int], None]
    why: Callable[[MedarotState, Frame, int], str]
    auto: bool = False


PROCEDURES: dict[str, Procedure] = {}
DECISIONS: dict[str, Decision] = {}


def procedure(kind: str) -> Callable[[Procedure], Procedure]:
    def register(function: Procedure) -> Procedure:
        PROCEDURES[kind] = function
        return function

    return register


def decision(
    kind: str,
    options: Callable[[MedarotState, Frame], list[int]],
    answer: Callable[[MedarotState, Frame, int], None],
    why: str | Callable[[MedarotState, Frame, int], str],
    auto: bool = False,
) -> None:
    """Register a decision; ``why`` says what it is (or why an action is refused) for error messages,
    addressed to the deciding player; it rests on public facts only (MD-2.4, ``state._why_illegal``)."""
    if isinstance(why, str):
        words = why
        DECISIONS[kind] = Decision(options, answer, lambda state, frame, action: words, auto)
    else:
        DECISIONS[kind] = Decision(options, answer, why, auto)
