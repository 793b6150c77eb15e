"""The Agent interface every AI player implements, and the clock that keeps it inside its budget."""

from __future__ import annotations

import time
from abc import ABC, abstractmethod

from cardtable.core.state import State

SAFETY = 0.1
"""Share of a time budget kept in reserve: the last step of a search and its answer must fit in it."""


class Agent(ABC):
    name: str
    """The spec string this agent was made from, e.g. ``"ismcts:seconds=1.0"``."""

    @abstractmethod
    def choose(self, state: State) -> int:
        """A legal action for ``state.current_player``, using only what that player may know."""


class Deadline:
    """The moment a decision must be taken by; ``None`` seconds means no time limit."""

    def __init__(self, seconds: float | None) -> None:
        self._end = None if seconds is None else time.perf_counter() + seconds * (1.0 - SAFETY)

    def passed(self) -> bool:
        return self._end is not None and time.perf_counter() >= self._end

    def left(self) -> float:
        """Seconds until the deadline (``inf`` with no time limit)."""
        return float("inf") if self._end is None else max(0.0, self._end - time.perf_counter())
