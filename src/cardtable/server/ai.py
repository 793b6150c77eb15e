"""AI seats think in worker processes, so a long search never holds up the server's event loop.

The worker gets the state as JSON (``State.to_json``, the public contract), the agent spec and the
game's saved decks (public: every client can list them); the agent's seed is derived from the
table's seed and the decision number, so a replayed decision is the same decision (with the same
saved decks).
"""

from __future__ import annotations

import multiprocessing
import os
import threading
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

import cardtable
from cardtable.agents import make_agent
from cardtable.core.errors import DeckError

WATCH_SECONDS = 1.0
"""How often a worker checks that the server that started it still runs."""


def _watch_parent(parent: int) -> None:
    """Runs in each worker: end it when the server is gone (even SIGKILLed, which runs no cleanup)."""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(WATCH_SECONDS)
        os._exit(0)

    threading.Thread(target=watch, daemon=True, name="cardtable-parent-watch").start()


def think(state_json: str, spec: str, seed: int, saved_decks: Sequence[str] = ()) -> int:
    """Runs in a worker process: the action the agent ``spec`` takes in this state.

    ``saved_decks`` are the texts of the game's saved decks, which the server lists to every client:
    public, so the agent may count them among the decks its opponent could be playing (a text that
    does not read as a deck of this game is left out)."""
    state = cardtable.state_from_json(state_json)
    public = []
    for text in saved_decks:
        try:
            public.append(state.game.parse_deck(text))
        except DeckError:
            continue
    return make_agent(spec, seed, public).choose(state)


def agent_seed(table_seed: int, decision: int) -> int:
    return (table_seed * 1_000_003 + decision) % (1 << 62)


class Thinkers:
    """A process pool for agents that comes back by itself if a worker dies."""

    def __init__(self, workers: int | None = None) -> None:
        self.workers = workers or max(1, (os.cpu_count() or 2))
        self._pool: ProcessPoolExecutor | None = None

    def pool(self) -> ProcessPoolExecutor:
        if self._pool is None:
            # spawn: the server process runs threads and an event loop, which must not be forked.
            context = multiprocessing.get_context("spawn")
            self._pool = ProcessPoolExecutor(
                self.workers, mp_context=context, initializer=_watch_parent, initargs=(os.getpid(),)
            )
        return self._pool

    def replace_broken(self, error: BaseException) -> None:
        if isinstance(error, BrokenProcessPool) and self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
