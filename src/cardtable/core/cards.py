"""Card data files: TOML tables validated by a pydantic model, with errors that name file, card and field."""

from __future__ import annotations

import tomllib
from collections.abc import Iterable
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Literal, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from cardtable.core.errors import CardDataError

Provenance = Literal["printed", "reconstructed", "sample"]

PROVENANCE_NOTE = {
    "printed": "checked against a real card",
    "reconstructed": "a real card; effect from the rules' notes, numbers not verified",
    "sample": "designed for cardtable, not a printed card",
}


class CardBase(BaseModel):
    """Fields every card of every game has. Games subclass this with their own fields."""

    model_config = ConfigDict(extra="forbid", frozen=True, use_attribute_docstrings=True)

    id: str
    """Unique in the pool: the printed number if it has one (e.g. ``MM1-023``), else your own prefix."""
    name_ja: str
    """The name as printed (Japanese)."""
    name_en: str
    """The name in English (a translation)."""
    text_ja: str = ""
    """The card's text as printed (shown to players; the rules run ``effect`` / ``ability``)."""
    text_en: str = ""
    """The card's text in English."""
    provenance: Provenance
    """``printed`` (read off a real card), ``reconstructed`` (a real card, details not verified) or
    ``sample`` (designed for cardtable)."""
    source: str = ""
    """Where a ``printed`` card was read (set, number, or the printing checked): required for it."""

    @model_validator(mode="after")
    def _printed_says_where(self) -> CardBase:
        if self.provenance == "printed" and not self.source.strip():
            raise ValueError('a card with provenance = "printed" says where it was read: source = "..."')
        return self

    def name(self, lang: str = "en") -> str:
        return self.name_ja if lang == "ja" else self.name_en

    def text(self, lang: str = "en") -> str:
        return self.text_ja if lang == "ja" else self.text_en


CardT = TypeVar("CardT", bound=CardBase)


def user_card_files(paths: Iterable[str], game: str) -> list[Path]:
    """The TOML files of user card sets that are ``game``'s: each path is a file or a folder of
    ``*.toml`` files, and each file says which game its cards are for (``game = "mewmew"``)."""
    found: list[Path] = []
    for path in map(Path, paths):
        if path.is_dir():
            found += sorted(path.glob("*.toml"))
        elif path.is_file():
            found.append(path)
        else:
            raise CardDataError(f"{path}: no such card file or folder")
    return [file for file in found if _game_of(file) == game]


def _read_toml(file: Traversable, where: str) -> dict[str, object]:
    try:
        return tomllib.loads(file.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise CardDataError(f"{where}: not valid TOML: {exc}") from exc


def _game_of(file: Path) -> str:
    game = _read_toml(file, str(file)).get("game")
    if not isinstance(game, str):
        raise CardDataError(f'{file}: name its game first: game = "mewmew" (or "medarot")')
    return game


def load_card_files(
    files: Iterable[Traversable], model: type[CardT], known: Iterable[CardBase] = ()
) -> list[CardT]:
    """Read every ``[[card]]`` table of the given TOML files, in the order given; fail on the first
    broken card, naming file, card and field. ``known``: cards already in the pool (ids never repeat)."""
    cards: list[CardT] = []
    seen: dict[str, str] = {card.id: "the game's own cards" for card in known}
    for file in files:
        where = str(file) if isinstance(file, Path) else file.name  # a user file by its path
        tables = _read_toml(file, where).get("card")
        if not isinstance(tables, list):
            raise CardDataError(f"{where}: expected [[card]] tables")
        for number, table in enumerate(tables, start=1):
            label = table.get("id", f"#{number}") if isinstance(table, dict) else f"#{number}"
            try:
                card = model.model_validate(table)
            except ValidationError as exc:
                first = exc.errors()[0]
                field = ".".join(str(part) for part in first["loc"]) or "(card)"
                raise CardDataError(f"{where}: card {label}: field {field}: {first['msg']}") from exc
            if card.id in seen:
                raise CardDataError(f"{where}: card {card.id}: field id: also defined in {seen[card.id]}")
            seen[card.id] = file.name
            cards.append(card)
    return cards
