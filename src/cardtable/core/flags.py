"""Rule variant flags: each names the rule it changes, its default and the values it allows."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardtable.core.errors import SpecError

FlagValue = str | bool | int | None


@dataclass(frozen=True)
class FlagSpec:
    name: str
    default: FlagValue
    choices: tuple[FlagValue, ...]
    rule: str
    doc: str
    house_rule: tuple[FlagValue, ...] = ()
    """Values that contradict the seed (the Japanese source): kept as variants, but every listing
    (``cardtable flags``, the docs) calls them house rules, not readings of the printed rules."""

    def is_house_rule(self, value: FlagValue) -> bool:
        return any(rule == value and type(rule) is type(value) for rule in self.house_rule)

    def describe(self) -> str:
        """One flag for people: name, rule, default, choices (house rules marked) and what it does."""
        choices = " | ".join(
            repr(choice) + (" (house rule)" if self.is_house_rule(choice) else "") for choice in self.choices
        )
        return f"{self.name} ({self.rule}) = {self.default!r}; choices: {choices}\n    {self.doc}"


def resolve_flags(specs: tuple[FlagSpec, ...], given: dict[str, Any]) -> dict[str, FlagValue]:
    """Fill in defaults and reject unknown flags or values with a message that lists the choices."""
    known = {spec.name: spec for spec in specs}
    for name in given:
        if name not in known:
            raise SpecError(f"unknown flag {name!r}; known flags: {', '.join(sorted(known)) or 'none'}")
    flags: dict[str, FlagValue] = {}
    for spec in specs:
        value = given.get(spec.name, spec.default)
        if isinstance(value, str) and not any(isinstance(c, str) for c in spec.choices):
            value = parse_flag_value(value)
        if not any(choice == value and type(choice) is type(value) for choice in spec.choices):
            choices = ", ".join(repr(c) for c in spec.choices)
            raise SpecError(f"flag {spec.name} ({spec.rule}) cannot be {value!r}; choose one of {choices}")
        flags[spec.name] = value  # the type check above keeps ``True`` from passing for ``1``
    return flags


def parse_flag_value(text: str) -> FlagValue:
    """Read a flag value written on a command line: true/false, none, an integer, or a word."""
    lowered = text.strip().lower()
    if lowered == "true":
        return True
    if lowered == "false":
        return False
    if lowered in ("none", "null"):
        return None
    try:
        return int(lowered)
    except ValueError:
        return text.strip()


def parse_flag_assignments(items: list[str]) -> dict[str, FlagValue]:
    """Turn ``["name=value", ...]`` from a command line into flag keyword arguments."""
    flags: dict[str, FlagValue] = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            raise SpecError(f"a flag is written name=value, not {item!r}")
        flags[name.strip()] = parse_flag_value(value)
    return flags
