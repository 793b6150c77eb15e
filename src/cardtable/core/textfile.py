"""Reading a text file a person gave (a deck, a save, a replay, a results file) with one-line errors."""

from __future__ import annotations

from pathlib import Path

from cardtable.core.errors import SpecError

DECK_FILE_BYTES = 64 * 1024
"""A deck file is a few dozen short lines; anything larger is not a deck file."""
RECORD_FILE_BYTES = 32 * 1024 * 1024
"""A save or replay holds one game's actions: even the longest game is far below this."""


def read_text_file(path: Path, what: str, limit: int | None = None) -> str:
    """The UTF-8 text of ``path``; SpecError naming the file when it cannot be read, is too large for
    ``what`` it should be, or is not UTF-8 text (a binary or wrongly encoded file)."""
    try:
        if limit is not None and path.stat().st_size > limit:
            raise SpecError(
                f"{path}: too large for a {what} ({path.stat().st_size:,} bytes, at most {limit:,})"
            )
        data = path.read_bytes()
    except OSError as exc:
        # "cannot read deck file a.txt", "cannot read save.json": a file word is said, a record is not.
        noun = f"{what} " if what.endswith("file") else ""
        raise SpecError(f"cannot read {noun}{path}: {exc.strerror or exc}") from exc
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SpecError(
            f"{path}: not a {what}: not UTF-8 text (byte 0x{data[exc.start]:02x} at offset {exc.start})"
        ) from exc
