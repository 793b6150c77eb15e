"""The tables the server runs: created, loaded (replayed) on demand, played one decision at a time.

Each table has an asyncio lock: two requests on one table are taken one after the other, and a
decision is answered only after the database has it. The database is reached from a thread pool
(SQLite, whose calls are short, from the event loop: ``Store.threads``) and the AI from a process
pool, so the event loop only ever does short work.
"""

from __future__ import annotations

import asyncio
import logging
import random
import secrets
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from sqlalchemy.exc import SQLAlchemyError

from cardtable.core.errors import DeckError, IllegalActionError, SpecError
from cardtable.server import ai, tokens
from cardtable.server.errors import ApiError
from cardtable.server.live import HUMAN, Connection, LiveTable
from cardtable.server.store import SeatSetup, Store, TableSetup

log = logging.getLogger("cardtable.server")
RETRY_SECONDS = 1.0
"""Pause before an AI seat tries again after its decision could not be stored."""
T = TypeVar("T")


class Manager:
    def __init__(self, store: Store, thinkers: ai.Thinkers) -> None:
        self.store = store
        self.thinkers = thinkers
        self.tables: dict[str, LiveTable] = {}
        self.damaged: dict[str, str] = {}
        """Tables whose stored rows cannot be replayed, with the reason: reported, never fatal."""
        self._loading: dict[str, asyncio.Lock] = {}
        self._thinking: dict[str, asyncio.Task[None]] = {}
        self._db = (
            ThreadPoolExecutor(max_workers=store.threads, thread_name_prefix="cardtable-db")
            if store.threads
            else None
        )

    async def db(self, call: Callable[..., T], *args: Any) -> T:
        if self._db is None:
            return call(*args)
        return await asyncio.get_running_loop().run_in_executor(self._db, call, *args)

    # ----- start and stop ----------------------------------------------------------------------------
    async def start(self) -> None:
        """Load every unfinished table and let the AI seats whose turn it is think again."""
        for table_id in await self.db(self.store.playing_table_ids):
            table = await self.find(table_id)
            if table is not None:
                self.schedule_ai(table)

    async def stop(self) -> None:
        for task in list(self._thinking.values()):
            task.cancel()
        await asyncio.gather(*self._thinking.values(), return_exceptions=True)
        self.thinkers.close()
        if self._db is not None:
            self._db.shutdown(wait=True)

    # ----- finding tables --------------------------------------------------------------------------------
    async def find(self, table_id: str) -> LiveTable | None:
        """The live table, replayed from the database on first use; None if unknown or damaged."""
        table = self.tables.get(table_id)
        if table is not None or table_id in self.damaged:
            return table
        lock = self._loading.setdefault(table_id, asyncio.Lock())
        async with lock:
            if table_id in self.tables:
                return self.tables[table_id]
            try:
                loaded = await self.db(self.store.load_setup, table_id)
                if loaded is None:
                    return None
                table = LiveTable.rebuild(*loaded)
            except SQLAlchemyError as exc:
                log.error("table %s cannot be loaded: %s", table_id, exc)
                raise ApiError(503, "the database cannot be reached; try again") from None
            except Exception as exc:  # a damaged row harms its table only
                # Only the kind of failure is kept: an engine's reason could name a hidden card.
                self.damaged[table_id] = f"its stored rows cannot be replayed ({type(exc).__name__})"
                log.error("table %s is damaged: %s", table_id, self.damaged[table_id])
                return None
            finally:
                self._loading.pop(table_id, None)
            self.tables[table_id] = table
            return table

    async def get(self, table_id: str) -> LiveTable:
        table = await self.find(table_id)
        if table is None:
            if table_id in self.damaged:
                raise ApiError(409, f"table {table_id} is damaged: {self.damaged[table_id]}")
            raise ApiError(404, f"no table {table_id!r}")
        return table

    def seat(self, table: LiveTable, token: str | None) -> int | None:
        """The seat a token opens (None without a token: a spectator)."""
        return None if token is None else self.own_seat(table, token)

    def own_seat(self, table: LiveTable, token: str) -> int:
        """The seat a token opens; 403 for a token of no seat here."""
        seat = table.seat_of(token)
        if seat is None:
            raise ApiError(403, "this token opens no seat at this table")
        return seat

    # ----- changing tables -----------------------------------------------------------------------------
    async def create(self, setup: TableSetup, open_seats: list[int]) -> LiveTable:
        try:
            table = LiveTable.rebuild(setup, [], open_seats)
        except (DeckError, SpecError) as exc:  # decks or flags the engine refuses
            raise ApiError(422, f"decks: {exc}") from None
        await self.db(self.store.create_table, setup, open_seats)
        self.tables[setup.id] = table
        log.info("table %s created: %s, seats %s", setup.id, setup.game, [s.kind for s in setup.seats])
        self.schedule_ai(table)
        return table

    async def act(self, table: LiveTable, seat: int, action: int, version: int) -> str:
        """Take a seat's decision; the seat's new view as JSON text."""
        async with table.lock:
            if version != table.version:
                raise ApiError(
                    409,
                    f"stale version {version}: the table is at version {table.version}",
                    view=table.view(seat),
                )
            if table.state.current_player != seat:
                who = table.state.current_player
                raise ApiError(
                    422, "the game is over" if who < 0 else f"it is seat {who}'s decision, not yours"
                )
            await self._apply(table, seat, action)
            view = table.encoded_view(seat)
        self.schedule_ai(table)
        return view

    async def _apply(self, table: LiveTable, seat: int, action: int) -> None:
        """Apply, store, then publish a decision (the caller holds the table's lock)."""
        state = table.state.clone()
        try:
            state.apply(action)
        except IllegalActionError as exc:
            raise ApiError(422, str(exc)) from None
        try:
            await self.db(
                self.store.record_decision,
                table.id,
                table.version,
                seat,
                action,
                state.winner,
                state.winner_reason,
            )
        except SQLAlchemyError as exc:
            log.error("table %s: decision %d not stored: %s", table.id, table.version, exc)
            self.tables.pop(table.id, None)  # reload from what the database really holds
            raise ApiError(503, "the decision could not be saved; try again") from None
        table.advance(state, action)
        if log.isEnabledFor(logging.INFO):
            self._log_events(table)
        table.publish()
        self._forget_if_idle(table)

    def _forget_if_idle(self, table: LiveTable) -> None:
        """Drop a finished table nobody watches from memory (it is replayed again if asked for)."""
        if table.state.is_terminal() and not table.connections:
            self.tables.pop(table.id, None)

    def _log_events(self, table: LiveTable) -> None:
        # Public facts only: the log lines both seats may know, from the first one not yet logged.
        lines = table.log_for(None)
        for line in lines[table.logged :]:
            log.info("table %s v%d [%s] %s", table.id, table.version, line["rule"], line["text"])
        table.logged = len(lines)

    async def join(self, table: LiveTable, name: str) -> tuple[int, str]:
        async with table.lock:
            for seat in sorted(table.open_seats):
                token = tokens.new_token()
                if await self.db(self.store.claim_seat, table.id, seat, name, tokens.token_hash(token)):
                    table.open_seats.discard(seat)
                    table.setup.seats[seat] = SeatSetup("human", name, tokens.token_hash(token))
                    table.publish()
                    log.info("table %s: seat %d joined", table.id, seat)
                    return seat, token
            raise ApiError(409, "no open seat at this table")

    async def rematch(self, table: LiveTable, seat: int) -> tuple[str, int, str]:
        """(table, seat, token) of ``seat``'s place in the rematch of a finished game. The first to
        ask opens it (same game, flags, decks, seat kinds and names, a new seed; the other human
        seats open); the second takes an open seat there."""
        async with table.lock:
            if not table.state.is_terminal():
                raise ApiError(409, "a rematch is for a finished game")
            if table.rematch is None:
                setup = table.setup
                token = tokens.new_token()
                seats = [
                    SeatSetup(spec.kind, spec.name, tokens.token_hash(token) if number == seat else None)
                    for number, spec in enumerate(setup.seats)
                ]
                others = [n for n, spec in enumerate(setup.seats) if spec.kind == HUMAN and n != seat]
                new_id = tokens.new_table_id()
                seed = secrets.randbelow(2**31)
                await self.create(
                    TableSetup(new_id, setup.game, setup.flags, setup.decks, seed, seats, setup.lineage),
                    others,
                )
                await self.db(self.store.set_rematch, table.id, new_id)
                table.rematch = new_id
                table.publish()
                return new_id, seat, token
            rematch_id = table.rematch
        joined, token = await self.join(await self.get(rematch_id), table.setup.seats[seat].name)
        return rematch_id, joined, token

    # ----- connections ------------------------------------------------------------------------------------
    def connect(self, table: LiveTable, connection: Connection) -> None:
        table.connections.add(connection)
        table.publish()

    def disconnect(self, table: LiveTable, connection: Connection) -> None:
        table.connections.discard(connection)
        table.publish()
        self._forget_if_idle(table)

    # ----- AI seats ----------------------------------------------------------------------------------
    def schedule_ai(self, table: LiveTable) -> None:
        if table.ai_to_move() is None or table.id in self._thinking:
            return
        self._thinking[table.id] = asyncio.get_running_loop().create_task(self._play_ai(table))

    async def _play_ai(self, table: LiveTable) -> None:
        """Let AI seats decide until a human is to move (or the game is over)."""
        try:
            while (seat := table.ai_to_move()) is not None:
                version = table.version
                action = await self._think(table, seat)
                async with table.lock:
                    if table.version == version:  # else the table moved on while the agent thought
                        await self._apply(table, seat, action)
        except ApiError as exc:
            log.error("table %s: the AI's decision was not stored (%s); retrying soon", table.id, exc.message)
            asyncio.get_running_loop().call_later(RETRY_SECONDS, self._retry_ai, table.id)
        finally:
            # Removed before the task ends, with no await in between: a human decision that makes
            # an AI seat due always finds either this loop still running or no task at all.
            self._thinking.pop(table.id, None)

    async def _think(self, table: LiveTable, seat: int) -> int:
        spec, seed = table.kind(seat), ai.agent_seed(table.setup.seed, table.version)
        saved = await self._saved_deck_texts(table.setup.game)
        log.debug("table %s: seat %d (%s) thinks; %d saved decks public", table.id, seat, spec, len(saved))
        try:
            return await asyncio.get_running_loop().run_in_executor(
                self.thinkers.pool(), ai.think, table.state.to_json(), spec, seed, saved
            )
        except Exception as exc:  # a broken agent must not stop the game: it plays a random move
            self.thinkers.replace_broken(exc)
            log.error("table %s: agent %s failed (%s); a random legal action is played", table.id, spec, exc)
            return random.Random(seed).choice(table.state.legal_actions())

    async def _saved_deck_texts(self, game: str) -> list[str]:
        """A game's saved decks, which an AI seat counts among the decks its opponent may play: every
        client can list them. Read at each decision, so a deck saved mid-game counts from then on."""
        try:
            return [text for _, _, text in await self.db(self.store.decks, game)]
        except SQLAlchemyError as exc:  # the presets still make a belief: the game goes on
            log.error("saved %s decks could not be read for an AI seat (%s)", game, exc)
            return []

    def _retry_ai(self, table_id: str) -> None:
        async def retry() -> None:
            table = await self.find(table_id)
            if table is not None:
                self.schedule_ai(table)

        self._thinking.setdefault(table_id, asyncio.get_running_loop().create_task(retry()))
