"""The core decision engine (core/decisions.py) on a tiny game of its own: nothing here names a game."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable.core.decisions import KIND, NOBODY, PLAYER, Frame, Rules


class Tiny:
    """A state the engine can run: a counter two players raise until it reaches a goal."""

    def __init__(self) -> None:
        self.stack: list[Frame] = []
        self.winner: int | None = None
        self.total = 0
        self.rounds = 0


RULES: Rules[Tiny] = Rules(idle="round")
ROUND = RULES.kind("round")
RAISE = RULES.kind("raise", "limit")
ECHO = RULES.kind("echo", "limit", "times")
LIMIT = RULES.slot("limit")
TIMES = RULES.slot("times")


@RULES.procedure(ROUND)
def round_(s: Tiny, frame: Frame) -> None:
    s.rounds += 1
    if s.total >= 6:
        s.winner = 0
        return
    s.stack.extend([ECHO.frame(NOBODY, 0, 2), RAISE.frame(1, 3), RAISE.frame(0, 3)])


@RULES.procedure(ECHO, keep=True)
def echo(s: Tiny, frame: Frame) -> None:
    frame[TIMES] -= 1  # a kept frame runs until it pops itself
    if frame[TIMES] == 0:
        s.stack.pop()


def raise_options(s: Tiny, frame: Frame) -> list[int]:
    return list(range(1, frame[LIMIT])) if frame[PLAYER] == 0 else [1]


def raise_answer(s: Tiny, frame: Frame, action: int) -> None:
    s.total += action
    s.stack.pop()


RULES.decision(RAISE, raise_options, raise_answer, "say how much to add", auto=True)


def test_the_engine_runs_procedures_waits_on_decisions_and_takes_lone_public_options() -> None:
    s = Tiny()
    assert RULES.run(s) == [1, 2] and s.stack[-1][KIND] == "raise"  # player 0 decides
    assert RULES.why(s, 5) == "say how much to add"
    assert RULES.play(s, 2) == [1, 2]  # player 1's lone option was taken (auto); the next round began
    assert s.total == 3 and s.rounds == 2
    RULES.answer(s, 2)
    assert RULES.run(s) is None and s.winner == 0 and s.total == 6


def test_frames_are_built_and_read_by_name() -> None:
    frame = ECHO.frame(NOBODY, 5, 2)
    assert frame == ["echo", NOBODY, 5, 2] and frame[LIMIT] == 5 and frame[TIMES] == 2
    assert RULES.named(frame) == {"kind": "echo", "player": NOBODY, "limit": 5, "times": 2}
    with pytest.raises(TypeError):
        RAISE.frame(0)


@pytest.mark.parametrize(
    ("declare", "message"),
    [
        (lambda rules: rules.kind("raise"), "declared twice"),
        (lambda rules: rules.kind("other", "times"), "field 'times' of 'other' is at 2"),
    ],
)
def test_a_kind_is_declared_once_and_a_field_keeps_its_index(declare: Any, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        declare(RULES)


def test_only_declared_kinds_get_one_procedure_or_decision() -> None:
    rules: Rules[Tiny] = Rules()
    stray = ROUND  # declared on another Rules
    with pytest.raises(ValueError, match="not declared"):
        rules.procedure(stray)
    with pytest.raises(ValueError, match="already has"):
        RULES.decision(RAISE, raise_options, raise_answer, "again")
    with pytest.raises(RuntimeError, match="ran out of frames"):
        rules.run(Tiny())
