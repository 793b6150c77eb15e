"""One table in memory: its setup, the live engine state rebuilt from its decisions, its seats'
tokens and connections, and the views it has built for the current version.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import cardtable
from cardtable.core.state import State
from cardtable.server import tokens
from cardtable.server.store import TableSetup
from cardtable.server.views import common, common_log, game_view

HUMAN = "human"


def encode(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


class Connection:
    """One WebSocket of a seat (or of a spectator). Changes are coalesced: the view is built when
    the socket is ready to send it, so a slow client gets the newest view next, never a backlog,
    and views nobody can receive yet are never built."""

    def __init__(self, seat: int | None) -> None:
        self.seat = seat
        self._changed = asyncio.Event()

    def push(self) -> None:
        self._changed.set()

    async def changed(self) -> None:
        await self._changed.wait()
        self._changed.clear()


@dataclass
class LiveTable:
    setup: TableSetup
    state: State
    actions: list[int]
    open_seats: set[int]
    rematch: str | None = None
    logged: int = 0
    """Log lines already written to the server log (game events are logged once each)."""
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    connections: set[Connection] = field(default_factory=set)
    _memo: dict[tuple[str, int | None], Any] = field(default_factory=dict)
    """What was built from the current state (observations, views), by (what, seat)."""
    _logs: dict[int | None, list[dict[str, Any]]] = field(default_factory=dict)
    """Each seat's (and the spectators') log lines rendered so far: the log only grows, so a new
    version renders only its new lines."""
    _log_texts: dict[int | None, list[str]] = field(default_factory=dict)
    """The same lines as JSON text, each encoded once: a view's text splices them in, so sending a
    view costs its new lines, not the whole log again (a late Mew Mew view holds 500 lines)."""

    @classmethod
    def rebuild(
        cls, setup: TableSetup, actions: list[int], open_seats: list[int], rematch: str | None = None
    ) -> LiveTable:
        """Replay the stored decisions on the setup (the engine is deterministic)."""
        state = cardtable.load_game(setup.game, **setup.flags).new_game(setup.decks, seed=setup.seed)
        for action in actions:
            state.apply(action)
        return cls(setup, state, list(actions), set(open_seats), rematch, logged=len(state.log_for(0)))

    @property
    def id(self) -> str:
        return self.setup.id

    @property
    def version(self) -> int:
        return len(self.actions)

    def kind(self, seat: int) -> str:
        return self.setup.seats[seat].kind

    def is_ai(self, seat: int) -> bool:
        return self.kind(seat) != HUMAN

    def seat_of(self, token: str) -> int | None:
        for number, seat in enumerate(self.setup.seats):
            if tokens.matches(token, seat.token_hash):
                return number
        return None

    def ai_to_move(self) -> int | None:
        seat = self.state.current_player
        return seat if seat >= 0 and self.is_ai(seat) else None

    def advance(self, state: State, action: int) -> None:
        self.state = state
        self.actions.append(action)
        self._memo.clear()

    def seats_view(self) -> list[dict[str, Any]]:
        connected = {c.seat for c in self.connections}
        return [
            {
                "name": seat.name,
                "kind": seat.kind,
                "connected": number in connected,
                "open": number in self.open_seats,
            }
            for number, seat in enumerate(self.setup.seats)
        ]

    def _remember(self, what: str, seat: int | None, build: Callable[[], Any]) -> Any:
        key = (what, seat)
        if key not in self._memo:
            self._memo[key] = build()
        return self._memo[key]

    def observation(self, seat: int | None) -> dict[str, Any]:
        """``observation(seat)``; for a spectator (None) the facts both seats' observations share."""
        found: dict[str, Any] = self._remember(
            "observation",
            seat,
            lambda: (
                self.state.observation(seat)
                if seat is not None
                else common(self.observation(0), self.observation(1))
            ),
        )
        return found

    def log_for(self, seat: int | None) -> list[dict[str, Any]]:
        """``log_for(seat)``; for a spectator (None) the lines as both seats may know them."""
        lines = self._logs.setdefault(seat, [])
        if seat is not None:
            lines += self.state.log_for(seat, start=len(lines))
        else:
            start = len(lines)
            lines += common_log(self.state, self.log_for(0)[start:], self.log_for(1)[start:])
        return lines[:]  # a view keeps the lines of its own version

    def view(self, seat: int | None) -> dict[str, Any]:
        """The view of ``seat`` (None: a spectator) at the current version."""
        built = self._remember(
            "view", seat, lambda: game_view(self.state, seat, self.observation(seat), self.log_for(seat))
        )
        return {
            "table": self.id,
            "game": self.setup.game,
            "version": self.version,
            **built,
            "seats": self.seats_view(),
            "rematch": self.rematch,
        }

    def encoded_view(self, seat: int | None) -> str:
        """``view(seat)`` as JSON text, encoded once however many sockets and requests want it."""
        text: str = self._remember("encoded", seat, lambda: self._encode_view(seat))
        return text

    def _encode_view(self, seat: int | None) -> str:
        lines = self.log_for(seat)
        texts = self._log_texts.setdefault(seat, [])
        texts += [encode(line) for line in lines[len(texts) :]]
        rest = encode({key: value for key, value in self.view(seat).items() if key != "log"})
        return f'{rest[:-1]},"log":[{",".join(texts)}]}}'

    def publish(self) -> None:
        """Tell every connection the table changed (a decision, a seat taken, a socket come or gone)."""
        for key in [key for key in self._memo if key[0] == "encoded"]:
            del self._memo[key]
        for connection in self.connections:
            connection.push()
