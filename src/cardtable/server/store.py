"""The database: opened from a URL, migrated at start, written one short transaction at a time.

Every method is synchronous (SQLAlchemy 2 Core/ORM). The table manager calls them from a thread
pool, or for SQLite on the event loop itself (``Store.threads``). ``record_decision`` writes a
decision and the table's new summary in one transaction: the server answers an action only after
it returns, so nothing acknowledged is lost.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from sqlalchemy import Engine, create_engine, event, insert, select, update
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError, NoSuchModuleError
from sqlalchemy.orm import sessionmaker

from cardtable.core.errors import SpecError
from cardtable.server.models import DecisionRow, DeckRow, SeatRow, TableRow

MIGRATIONS = Path(__file__).parent / "migrations"
DIALECTS = ("sqlite", "postgresql")


def now() -> datetime:
    return datetime.now(UTC)


@dataclass(frozen=True)
class SeatSetup:
    kind: str
    """``human`` or an agent spec."""
    name: str
    token_hash: str | None


@dataclass(frozen=True)
class TableSetup:
    """Everything needed to rebuild a table's game: replaying ``actions`` on the setup."""

    id: str
    game: str
    flags: dict[str, Any]
    decks: list[list[str]]
    seed: int
    seats: list[SeatSetup]
    lineage: str


@dataclass(frozen=True)
class TableSummary:
    """A row of the table listing: public facts only."""

    id: str
    game: str
    flags: dict[str, Any] | None
    """None when the row's flags cannot be read (a damaged row)."""
    status: str
    version: int
    winner: int | None
    reason: str | None
    rematch: str | None
    lineage: str
    seats: list[tuple[str, str, bool]]
    """(kind, name, open) per seat."""
    created_at: datetime
    updated_at: datetime
    finished_at: datetime | None


def parse_url(text: str) -> URL:
    """A database URL the server can use; SpecError with a one-line reason otherwise."""
    try:
        url = make_url(text)
    except ArgumentError:
        raise SpecError(
            f"--db {text!r} is not a database URL (sqlite:///path or postgresql+psycopg://...)"
        ) from None
    if url.get_backend_name() not in DIALECTS:
        raise SpecError(f"--db: unsupported database {url.get_backend_name()!r}; use sqlite or postgresql")
    if url.get_backend_name() == "sqlite" and url.database in (None, "", ":memory:"):
        raise SpecError("--db: a SQLite URL needs a file path (sqlite:///path/to/file.sqlite3)")
    return url


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    # WAL lets readers go on while a decision is written. synchronous=NORMAL: a committed decision
    # is in the WAL file before the server acknowledges it, so it survives the server being killed
    # or crashing (only a power cut or OS crash could lose the last commits; FULL would fsync every
    # decision, about 20 ms here). The busy timeout covers a second process on the same file.
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=5000")
    cursor.close()


class Store:
    def __init__(self, url: str) -> None:
        parsed = parse_url(url)
        try:
            if parsed.get_backend_name() == "sqlite":
                self.engine: Engine = create_engine(parsed, connect_args={"check_same_thread": False})
                event.listen(self.engine, "connect", _sqlite_pragmas)
            else:
                self.engine = create_engine(parsed, pool_size=8, max_overflow=8, pool_pre_ping=True)
        except (NoSuchModuleError, ImportError) as exc:
            raise SpecError(
                f"--db: no driver for {parsed.drivername} ({exc}); pip install 'cardtable[postgres]'"
            ) from None
        self.sessions = sessionmaker(self.engine, expire_on_commit=False)

    @property
    def threads(self) -> int:
        """How many threads should call this store; 0: call it on the event loop. SQLite: 0. Its
        calls are short (a decision's commit about 0.5 ms), and from threads they were slow under
        load: each step in and out of SQLite's C code waited for the event loop to let go of the
        GIL, and writers that found the file locked slept in SQLite's busy handler. With 200 games
        on 2 cores (bench/server_load.py) a thread pool's p99 was 150-380 ms, the loop's about 30."""
        return 0 if self.engine.dialect.name == "sqlite" else 4

    def migrate(self) -> None:
        """Bring the schema up to the newest Alembic revision (run at every start)."""
        config = Config()
        config.set_main_option("script_location", str(MIGRATIONS))
        with self.engine.begin() as connection:
            config.attributes["connection"] = connection
            command.upgrade(config, "head")

    def close(self) -> None:
        self.engine.dispose()

    # ----- tables ---------------------------------------------------------------------------------
    def create_table(self, setup: TableSetup, open_seats: Sequence[int]) -> None:
        stamp = now()
        with self.sessions.begin() as session:
            session.add(
                TableRow(
                    id=setup.id,
                    game=setup.game,
                    flags=json.dumps(setup.flags),
                    decks=json.dumps(setup.decks),
                    seed=setup.seed,
                    status="playing",
                    version=0,
                    lineage=setup.lineage,
                    created_at=stamp,
                    updated_at=stamp,
                )
            )
            session.flush()
            for number, seat in enumerate(setup.seats):
                session.add(
                    SeatRow(
                        table_id=setup.id,
                        seat=number,
                        kind=seat.kind,
                        name=seat.name,
                        token_hash=None if number in open_seats else seat.token_hash,
                    )
                )

    def set_rematch(self, table_id: str, rematch_id: str) -> None:
        with self.sessions.begin() as session:
            session.execute(update(TableRow).where(TableRow.id == table_id).values(rematch=rematch_id))

    def record_decision(
        self, table_id: str, number: int, seat: int, action: int, winner: int | None, reason: str | None
    ) -> None:
        """Append decision ``number`` and the table's new summary, in one transaction."""
        stamp = now()
        over = reason is not None
        # Core statements on one connection: this runs once per decision, so it stays lean.
        with self.engine.begin() as connection:
            connection.execute(
                insert(DecisionRow),
                {"table_id": table_id, "number": number, "seat": seat, "action": action, "created_at": stamp},
            )
            connection.execute(
                update(TableRow)
                .where(TableRow.id == table_id)
                .values(
                    version=number + 1,
                    updated_at=stamp,
                    status="over" if over else "playing",
                    winner=winner,
                    reason=reason,
                    finished_at=stamp if over else None,
                )
            )

    def claim_seat(self, table_id: str, seat: int, name: str, token_hash: str) -> bool:
        """Give an open seat a name and a token; False when someone else took it first."""
        with self.sessions.begin() as session:
            result = session.execute(
                update(SeatRow)
                .where(SeatRow.table_id == table_id, SeatRow.seat == seat, SeatRow.token_hash.is_(None))
                .values(name=name, token_hash=token_hash)
            )
            return bool(result.rowcount)  # type: ignore[attr-defined]

    def load_setup(self, table_id: str) -> tuple[TableSetup, list[int], list[int], str | None] | None:
        """(setup, actions in order, open seats, rematch table) of a table; None if there is none.

        Raises ValueError (or a subclass) when the row cannot be read: the table is damaged."""
        with self.sessions() as session:
            row = session.get(TableRow, table_id)
            if row is None:
                return None
            seats = session.scalars(
                select(SeatRow).where(SeatRow.table_id == table_id).order_by(SeatRow.seat)
            ).all()
            decisions = session.scalars(
                select(DecisionRow).where(DecisionRow.table_id == table_id).order_by(DecisionRow.number)
            ).all()
        flags = json.loads(row.flags)
        decks = json.loads(row.decks)
        if not isinstance(flags, dict) or not isinstance(decks, list) or len(seats) != 2:
            raise ValueError("the table's setup row is malformed")
        if [d.number for d in decisions] != list(range(len(decisions))):
            raise ValueError("the table's decisions have gaps")
        setup = TableSetup(
            id=row.id,
            game=row.game,
            flags=flags,
            decks=decks,
            seed=row.seed,
            seats=[SeatSetup(s.kind, s.name, s.token_hash) for s in seats],
            lineage=row.lineage,
        )
        open_seats = [s.seat for s in seats if s.kind == "human" and s.token_hash is None]
        return setup, [d.action for d in decisions], open_seats, row.rematch

    def playing_table_ids(self) -> list[str]:
        with self.sessions() as session:
            return list(session.scalars(select(TableRow.id).where(TableRow.status == "playing")).all())

    def table_of_token(self, token_hash: str) -> tuple[str, int] | None:
        with self.sessions() as session:
            row = session.execute(
                select(SeatRow.table_id, SeatRow.seat).where(SeatRow.token_hash == token_hash)
            ).first()
        return None if row is None else (row[0], row[1])

    def summaries(
        self, *, status: str | None = None, lineage: str | None = None, limit: int = 100
    ) -> list[TableSummary]:
        """Tables, most recently changed first."""
        query = select(TableRow).order_by(TableRow.updated_at.desc()).limit(limit)
        if status is not None:
            query = query.where(TableRow.status == status)
        if lineage is not None:
            query = query.where(TableRow.lineage == lineage)
        with self.sessions() as session:
            rows = session.scalars(query).all()
            ids = [row.id for row in rows]
            seats = session.scalars(select(SeatRow).where(SeatRow.table_id.in_(ids))).all()
        by_table: dict[str, list[SeatRow]] = {}
        for seat in sorted(seats, key=lambda s: s.seat):
            by_table.setdefault(seat.table_id, []).append(seat)
        return [_summary(row, by_table.get(row.id, [])) for row in rows]

    # ----- saved decks ------------------------------------------------------------------------------
    def decks(self, game: str | None) -> list[tuple[str, str, str]]:
        query = select(DeckRow).order_by(DeckRow.game, DeckRow.name)
        if game is not None:
            query = query.where(DeckRow.game == game)
        with self.sessions() as session:
            return [(row.game, row.name, row.text) for row in session.scalars(query).all()]

    def deck_text(self, game: str, name: str) -> str | None:
        with self.sessions() as session:
            row = session.get(DeckRow, (game, name))
            return None if row is None else row.text

    def save_deck(self, game: str, name: str, text: str) -> None:
        with self.sessions.begin() as session:
            session.merge(DeckRow(game=game, name=name, text=text))

    def delete_deck(self, game: str, name: str) -> bool:
        with self.sessions.begin() as session:
            row = session.get(DeckRow, (game, name))
            if row is None:
                return False
            session.delete(row)
            return True


def _summary(row: TableRow, seats: list[SeatRow]) -> TableSummary:
    try:
        flags = json.loads(row.flags)
    except (TypeError, ValueError):
        flags = None
    return TableSummary(
        id=row.id,
        game=row.game,
        flags=flags if isinstance(flags, dict) else None,
        status=row.status,
        version=row.version,
        winner=row.winner,
        reason=row.reason,
        rematch=row.rematch,
        lineage=row.lineage,
        seats=[(s.kind, s.name, s.kind == "human" and s.token_hash is None) for s in seats],
        created_at=row.created_at,
        updated_at=row.updated_at,
        finished_at=row.finished_at,
    )
