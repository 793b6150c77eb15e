"""The decision engine every game runs its rules on: a stack of frames, procedures and decisions.

A game keeps its pending rule steps as plain data in ``state.stack`` (a list of frames, the top at
the end), so clone and JSON need nothing special. A *frame* is a list ``[kind, player, *fields]``:
``frame[KIND]`` names its kind, ``frame[PLAYER]`` the seat it concerns (``NOBODY``, -1, for a step of
the rules), and the kind declares the names of the fields that follow. Each kind is either

- a *procedure*: a rule step. The engine pops the frame and calls ``procedure(state, frame)``,
  which may change the state and push more frames (``keep=True``: the engine leaves the frame on
  the stack, the procedure pops it when it is done, e.g. a step that runs a list one item at a time);
- a *decision*: the engine stops and waits for ``frame[PLAYER]``'s action. ``options(state, frame)``
  lists the legal actions (sorted, unique); an empty list means there is nothing to decide, and the
  frame is popped. ``answer(state, frame, action)`` carries one out (it pops the frame itself when
  the decision is over, so a decision may take several actions). ``why(state, frame, action)`` says
  for people why an action is refused (public facts only: anyone may call ``apply``). ``auto=True``
  lets the engine take a single option without asking; only for decisions whose options depend on
  public facts alone, so that asking or not reveals nothing.

API (a game builds one ``Rules`` at import time and its rule modules register into it)::

    RULES = Rules(idle="turn")                      # pushed (as [idle, NOBODY]) when the stack empties
    FILL_CARD = RULES.kind("fill_card", "square")   # declare a kind and its named fields
    SQUARE = RULES.slot("square")                   # its index, the same in every kind that has it
    frame = FILL_CARD.frame(player, 4)              # -> ["fill_card", player, 4]
    frame[SQUARE]                                   # read by name, never frame[2]

    @RULES.procedure(OPENING)                       # a procedure of a declared kind
    def opening(state, frame): ...

    RULES.decision(FILL_CARD, options, answer, "choose the Medarot to place", auto=False)

    RULES.run(state)        # run procedures; the waiting decision's options, or None if the game ended
    RULES.legal(state)      # the options of the decision on top of the stack
    RULES.answer(state, a)  # carry out a (legal) action; then call run again
    RULES.play(state, a)    # both: answer, then run (what a State's _do wants)
    RULES.why(state, a)     # why a is refused now
    RULES.named(frame)      # {"kind": ..., "player": ..., field: value, ...} for tools and tests

A state given to the engine has ``stack`` (the frames) and ``winner`` (None while the game runs):
the ``Stacked`` protocol. Field names share their index across kinds (``slot``), so rule code reads
``frame[UID]`` whatever the kind; declaring a name at a different index than an earlier kind did is
an error. Nothing here knows a game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final, Generic, Protocol, TypeVar

Frame = list[Any]
KIND: Final = 0
PLAYER: Final = 1
FIRST_FIELD: Final = 2
NOBODY: Final = -1
"""``frame[PLAYER]`` of a rule step that no player decides."""


class Stacked(Protocol):
    """What the engine needs of a state: its frames and whether the game is over."""

    stack: list[Frame]
    winner: int | None


S = TypeVar("S", bound=Stacked)
S_contra = TypeVar("S_contra", bound=Stacked, contravariant=True)


class Procedure(Protocol[S_contra]):
    def __call__(self, state: S_contra, frame: Frame, /) -> None: ...


@dataclass(frozen=True, slots=True)
class FrameKind:
    """A kind of frame: its name, the names of its fields after kind and player, and ``frame``, which
    builds one: ``frame(player, *fields in declared order)`` (a plain function of exactly that many
    arguments, as fast as a list literal can be made)."""

    name: str
    fields: tuple[str, ...]
    frame: Callable[..., Frame]


def _frame_maker(name: str, arity: int) -> Callable[..., Frame]:
    """A builder of frames of one kind; Python itself checks the count of fields (hot path)."""
    if arity == 0:
        return lambda player: [name, player]
    if arity == 1:
        return lambda player, a: [name, player, a]
    if arity == 2:
        return lambda player, a, b: [name, player, a, b]
    if arity == 3:
        return lambda player, a, b, c: [name, player, a, b, c]

    def make(player: int, *values: Any) -> Frame:
        if len(values) != arity:
            raise TypeError(f"a {name!r} frame has {arity} fields, given {len(values)}")
        return [name, player, *values]

    return make


class Decision(Generic[S]):
    """A decision kind: its options (sorted, unique), what an answer does, and why others are illegal.

    A plain class rather than a dataclass: mypyc (the compiled engine) cannot build a generic
    dataclass with slots."""

    def __init__(
        self,
        kind: FrameKind,
        options: Callable[[S, Frame], list[int]],
        answer: Callable[[S, Frame, int], None],
        why: Callable[[S, Frame, int], str],
        auto: bool = False,
    ) -> None:
        self.kind = kind
        self.options = options
        self.answer = answer
        self.why = why
        self.auto = auto


class Rules(Generic[S]):
    """One game's frame kinds, procedures and decisions, and the loop that runs them."""

    def __init__(self, idle: str | None = None) -> None:
        """``idle``: a procedure kind pushed as ``[idle, NOBODY]`` whenever the stack runs empty
        (e.g. "the next turn"); without one an empty stack while the game runs is an error."""
        self.idle = idle
        self.kinds: dict[str, FrameKind] = {}
        self.procedures: dict[str, Procedure[S]] = {}
        self.keeps: frozenset[str] = frozenset()
        self.decisions: dict[str, Decision[S]] = {}
        self._slots: dict[str, int] = {}

    # ----- declaring ----------------------------------------------------------------------------------
    def kind(self, name: str, *fields: str) -> FrameKind:
        """Declare a frame kind and its named fields (each name keeps one index across kinds)."""
        if name in self.kinds:
            raise ValueError(f"frame kind {name!r} is declared twice")
        for index, field in enumerate(fields, FIRST_FIELD):
            if self._slots.setdefault(field, index) != index:
                raise ValueError(
                    f"field {field!r} of {name!r} is at {index}, elsewhere at {self._slots[field]}"
                )
        kind = FrameKind(name, fields, _frame_maker(name, len(fields)))
        self.kinds[name] = kind
        return kind

    def slot(self, field: str) -> int:
        """The index of a declared field name in every frame that has it."""
        return self._slots[field]

    def procedure(self, kind: FrameKind, keep: bool = False) -> Callable[[Procedure[S]], Procedure[S]]:
        """Register the procedure of ``kind`` (a decorator)."""
        self._check_new(kind)

        def register(function: Procedure[S]) -> Procedure[S]:
            self.procedures[kind.name] = function
            if keep:
                self.keeps = self.keeps | {kind.name}
            return function

        return register

    def decision(
        self,
        kind: FrameKind,
        options: Callable[[S, Frame], list[int]],
        answer: Callable[[S, Frame, int], None],
        why: str | Callable[[S, Frame, int], str],
        auto: bool = False,
    ) -> None:
        """Register a decision; ``why`` says what it is (or why an action is refused), addressed to the
        deciding player, from public facts only."""
        self._check_new(kind)
        if isinstance(why, str):
            words = why
            self.decisions[kind.name] = Decision(
                kind, options, answer, lambda state, frame, action: words, auto
            )
        else:
            self.decisions[kind.name] = Decision(kind, options, answer, why, auto)

    def _check_new(self, kind: FrameKind) -> None:
        if self.kinds.get(kind.name) is not kind:
            raise ValueError(f"frame kind {kind.name!r} is not declared with Rules.kind")
        if kind.name in self.procedures or kind.name in self.decisions:
            raise ValueError(f"frame kind {kind.name!r} already has its procedure or decision")

    # ----- running ------------------------------------------------------------------------------------
    def run(self, state: S) -> list[int] | None:
        """Run procedures until a decision waits (its options) or the game ends (None)."""
        procedures, decisions, keeps = self.procedures, self.decisions, self.keeps
        while state.winner is None:
            stack = state.stack
            if not stack:
                if self.idle is None:
                    raise RuntimeError("the rules ran out of frames while the game runs")
                stack.append([self.idle, NOBODY])
            frame = stack[-1]
            kind = frame[KIND]
            procedure = procedures.get(kind)
            if procedure is not None:
                if kind not in keeps:
                    stack.pop()
                procedure(state, frame)
                continue
            decision = decisions[kind]
            options = decision.options(state, frame)
            if not options:
                stack.pop()
                continue
            if len(options) == 1 and decision.auto:
                decision.answer(state, frame, options[0])
                continue
            return options
        return None

    def top(self, state: S) -> Decision[S]:
        """The decision waiting on top of the stack."""
        return self.decisions[state.stack[-1][KIND]]

    def legal(self, state: S) -> list[int]:
        frame = state.stack[-1]
        return self.decisions[frame[KIND]].options(state, frame)

    def answer(self, state: S, action: int) -> None:
        frame = state.stack[-1]
        self.decisions[frame[KIND]].answer(state, frame, action)

    def play(self, state: S, action: int) -> list[int] | None:
        """``answer`` then ``run``, in one call (the hot path of every playout)."""
        frame = state.stack[-1]
        self.decisions[frame[KIND]].answer(state, frame, action)
        return self.run(state)

    def why(self, state: S, action: int) -> str:
        frame = state.stack[-1]
        return self.decisions[frame[KIND]].why(state, frame, action)

    def named(self, frame: Frame) -> dict[str, Any]:
        """A frame with its fields by name (for tools, logs and tests)."""
        kind = self.kinds[frame[KIND]]
        return {
            "kind": kind.name,
            "player": frame[PLAYER],
            **dict(zip(kind.fields, frame[FIRST_FIELD:], strict=True)),
        }
