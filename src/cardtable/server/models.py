"""The database tables: a game table's setup, its append-only decisions, its seats, and saved decks.

A game is never stored as a state: it is its setup (game, flags, decks, seed, seats) plus the
decisions taken, and the engine (deterministic) rebuilds the state by replaying them. The schema is
changed only through Alembic revisions in ``migrations/versions``.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import DateTime, ForeignKey, Integer, String, Text
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class Base(DeclarativeBase):
    pass


class TableRow(Base):
    __tablename__ = "game_tables"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    game: Mapped[str] = mapped_column(String(32))
    flags: Mapped[str] = mapped_column(Text)
    """JSON object of the table's rule variant flags."""
    decks: Mapped[str] = mapped_column(Text)
    """JSON list of two lists of card ids, resolved when the table was created."""
    seed: Mapped[int] = mapped_column(Integer)
    status: Mapped[str] = mapped_column(String(16), index=True)
    """``playing`` or ``over``."""
    version: Mapped[int] = mapped_column(Integer, default=0)
    """Decisions taken so far (the number of ``decisions`` rows)."""
    winner: Mapped[int | None] = mapped_column(Integer, nullable=True)
    reason: Mapped[str | None] = mapped_column(String(32), nullable=True)
    lineage: Mapped[str] = mapped_column(String(32), index=True)
    """The first table of a chain of rematches (the table's own id when it is not a rematch)."""
    rematch: Mapped[str | None] = mapped_column(String(32), nullable=True)
    """The table a rematch of this one was opened as, once asked for."""
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)
    finished_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)


class SeatRow(Base):
    __tablename__ = "seats"

    table_id: Mapped[str] = mapped_column(ForeignKey("game_tables.id"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    kind: Mapped[str] = mapped_column(String(200))
    """``human`` or an agent spec string."""
    name: Mapped[str] = mapped_column(String(100))
    token_hash: Mapped[str | None] = mapped_column(String(64), nullable=True, index=True)
    """SHA-256 of the seat's secret token (never the token); None for AI seats and open seats."""


class DecisionRow(Base):
    __tablename__ = "decisions"

    table_id: Mapped[str] = mapped_column(ForeignKey("game_tables.id"), primary_key=True)
    number: Mapped[int] = mapped_column(Integer, primary_key=True)
    """0-based; the primary key makes a second writer of the same decision fail, not fork the game."""
    seat: Mapped[int] = mapped_column(Integer)
    action: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class DeckRow(Base):
    __tablename__ = "saved_decks"

    game: Mapped[str] = mapped_column(String(32), primary_key=True)
    name: Mapped[str] = mapped_column(String(100), primary_key=True)
    text: Mapped[str] = mapped_column(Text)
