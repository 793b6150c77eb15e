"""Request bodies. Unknown fields are refused, so a typo is a 422 naming the field, not ignored."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StringConstraints

from cardtable.core.flags import FlagValue

Name = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=40)]
Token = Annotated[str, StringConstraints(min_length=1, max_length=200)]
DeckText = Annotated[str, StringConstraints(max_length=20_000)]
AgentSpec = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=200)]
GameName = Annotated[str, StringConstraints(min_length=1, max_length=32)]
Seat = Annotated[int, Field(ge=0, le=1)]


def no_decks() -> list[str | None]:
    return [None, None]


class Body(BaseModel):
    model_config = ConfigDict(extra="forbid")


class CreateTable(Body):
    game: GameName
    flags: dict[str, FlagValue] = Field(default_factory=dict, max_length=50)
    seats: list[AgentSpec] = Field(
        min_length=2, max_length=2, description='"human" or an agent spec per seat'
    )
    decks: list[DeckText | None] = Field(
        default_factory=no_decks,
        min_length=2,
        max_length=2,
        description="per seat: a preset or saved deck's name, deck file text, or null (the default)",
    )
    names: list[Name] | None = Field(default=None, min_length=2, max_length=2)
    seed: int | None = Field(default=None, ge=0, le=2**31 - 1)
    open_seats: list[Seat] = Field(default_factory=list, max_length=2)


class Join(Body):
    name: Name


class Act(Body):
    token: Token
    action: int
    version: int


class TokenOnly(Body):
    token: Token


class DeckCheck(Body):
    game: GameName
    text: DeckText


class DeckSave(Body):
    text: DeckText
