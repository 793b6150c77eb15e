"""Card data files: TOML tables validated by a pydantic model, with errors that name file, card and field."""

from __future__ import annotations

import tomllib
from collections.abc import Iterable
from importlib.resources.abc import Traversable
from typing import Literal, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

from cardtable.core.errors import CardDataError

Provenance = Literal["printed", "reconstructed", "sample"]

PROVENANCE_NOTE = {
    "printed": "checked against a real card",
    "reconstructed": "a real card; effect from the rules' notes, numbers not verified",
    "sample": "designed for cardtable, not a printed card",
}


class CardBase(BaseModel):
    """Fields every card of every game has. Games subclass this with their own fields."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    name_ja: str
    name_en: str
    text_ja: str = ""
    text_en: str = ""
    provenance: Provenance

    def name(self, lang: str = "en") -> str:
        return self.name_ja if lang == "ja" else self.name_en

    def text(self, lang: str = "en") -> str:
        return self.text_ja if lang == "ja" else self.text_en


CardT = TypeVar("CardT", bound=CardBase)


def load_card_files(files: Iterable[Traversable], model: type[CardT]) -> list[CardT]:
    """Read every ``[[card]]`` table of the given TOML files; fail on the first broken card."""
    cards: list[CardT] = []
    seen: dict[str, str] = {}
    for file in sorted(files, key=lambda f: f.name):
        try:
            data = tomllib.loads(file.read_text(encoding="utf-8"))
        except tomllib.TOMLDecodeError as exc:
            raise CardDataError(f"{file.name}: not valid TOML: {exc}") from exc
        tables = data.get("card")
        if not isinstance(tables, list):
            raise CardDataError(f"{file.name}: expected [[card]] tables")
        for number, table in enumerate(tables, start=1):
            label = table.get("id", f"#{number}") if isinstance(table, dict) else f"#{number}"
            try:
                card = model.model_validate(table)
            except ValidationError as exc:
                first = exc.errors()[0]
                field = ".".join(str(part) for part in first["loc"]) or "(card)"
                raise CardDataError(f"{file.name}: card {label}: field {field}: {first['msg']}") from exc
            if card.id in seen:
                raise CardDataError(f"{file.name}: card {card.id}: field id: also defined in {seen[card.id]}")
            seen[card.id] = file.name
            cards.append(card)
    return cards
