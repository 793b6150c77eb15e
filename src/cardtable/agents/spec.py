"""Agent spec strings (``ismcts:seconds=1.0:rollout=random``) read into agents (grammar: ``agents``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from cardtable.agents.base import Agent
from cardtable.agents.heuristic import HeuristicAgent
from cardtable.agents.heuristics import EVALUATIONS
from cardtable.agents.inference import WORLDS, Decks
from cardtable.agents.ismcts import ROLLOUTS, IsmctsAgent
from cardtable.agents.random_agent import RandomAgent
from cardtable.core.errors import SpecError

T = TypeVar("T")

DIFFICULTIES: dict[str, str] = {
    "easy": "heuristic:epsilon=0.25:samples=1",
    "normal": "ismcts:seconds=0.5",
    "hard": "ismcts:seconds=2:share=0.067:depth=search",
}
"""Difficulty name -> the spec it stands for."""

KINDS = ("random", "heuristic", "ismcts")


def fraction(text: str) -> float:
    value = float(text)
    if not 0.0 <= value <= 1.0:
        raise ValueError(text)
    return value


def positive(text: str) -> float:
    value = float(text)
    if not 0.0 < value < float("inf"):
        raise ValueError(text)
    return value


def non_negative(text: str) -> float:
    value = float(text)
    if not 0.0 <= value < float("inf"):
        raise ValueError(text)
    return value


def count(text: str) -> int:
    if not text.isdigit():
        raise ValueError(text)
    return int(text)


def rollout_depth(text: str) -> int | None:
    """A rollout's length in decisions, or ``search`` (None): the game's own (``Knowledge.search_depth``)."""
    return None if text == "search" else count(text)


def at_least_one(text: str) -> int:
    if count(text) < 1:
        raise ValueError(text)
    return int(text)


def switch(text: str) -> bool:
    if text not in ("on", "off"):
        raise ValueError(text)
    return text == "on"


def rollout(text: str) -> str:
    if text not in ROLLOUTS:
        raise ValueError(text)
    return text


def evaluation(text: str) -> str:
    if text not in EVALUATIONS:
        raise ValueError(text)
    return text


def deck_model(text: str) -> str:
    if text not in WORLDS:
        raise ValueError(text)
    return text


WANTED: dict[Callable[[str], object], str] = {
    fraction: "a number from 0 to 1",
    positive: "a number above 0",
    non_negative: "a number from 0 up",
    count: "a whole number from 0 up",
    rollout_depth: "a whole number from 0 up, or search",
    at_least_one: "a whole number from 1 up",
    switch: "on or off",
    rollout: "one of " + ", ".join(ROLLOUTS),
    deck_model: "one of " + ", ".join(WORLDS),
    evaluation: "one of " + ", ".join(EVALUATIONS),
}


class Options:
    """The ``key=value`` options of one spec, read with their types and checked for leftovers."""

    def __init__(self, spec: str, parts: list[str]) -> None:
        self._spec = spec
        self._given: dict[str, str] = {}
        for part in parts:
            key, sep, value = part.partition("=")
            if not sep or not key or not value:
                raise SpecError(f"agent spec {spec!r}: options are written key=value, not {part!r}")
            self._given[key] = value  # a later value overrides an earlier: ``hard:seconds=5`` works

    def get(self, key: str, read: Callable[[str], T], default: T) -> T:
        text = self._given.pop(key, None)
        if text is None:
            return default
        try:
            return read(text)
        except ValueError:
            raise SpecError(
                f"agent spec {self._spec!r}: {key} must be {WANTED[read]}, not {text!r}"
            ) from None

    def finish(self, kind: str, known: str) -> None:
        """Reject options nobody read (typos like ``iteration=``)."""
        if self._given:
            unknown = ", ".join(sorted(self._given))
            raise SpecError(f"agent spec {self._spec!r}: {kind} has no option {unknown} (it has: {known})")


def make_agent(spec: str, seed: int = 0, public_decks: Decks = ()) -> Agent:
    """The agent a spec string names, seeded; a bad spec raises SpecError saying what is wrong.

    ``public_decks``: decks anyone at the table can look up besides the presets (a server's saved
    decks), which ``decks=inferred`` counts among the decks the opponent may be playing."""
    name = spec.strip()
    head, *parts = name.split(":")
    if head in DIFFICULTIES:
        head, *base = DIFFICULTIES[head].split(":")
        parts = base + parts
    if head not in KINDS:
        choices = ", ".join(KINDS + tuple(DIFFICULTIES))
        raise SpecError(f"unknown agent {head!r} in spec {spec!r}; choose one of {choices}")
    options = Options(name, parts)
    agent: Agent
    if head == "random":
        agent = RandomAgent(seed, name)
        options.finish(head, "none")
    elif head == "heuristic":
        agent = HeuristicAgent(
            seed,
            name,
            epsilon=options.get("epsilon", fraction, 0.0),
            seconds=options.get("seconds", positive, 1.0),
            lookahead=options.get("lookahead", count, 2),
            samples=options.get("samples", at_least_one, 4),
            decks=options.get("decks", deck_model, "inferred"),
            evaluation=options.get("knowledge", evaluation, "hand"),
            public_decks=public_decks,
        )
        options.finish(head, "epsilon, seconds, lookahead, samples, decks, knowledge")
    else:
        iterations = options.get("iterations", at_least_one, None)
        seconds = options.get("seconds", positive, None)
        no_rollout: int | None = 0  # typed so that ``depth=search`` (None) reads as well
        depth = options.get("depth", rollout_depth, no_rollout)
        agent = IsmctsAgent(
            seed,
            name,
            iterations=iterations,
            seconds=1.0 if iterations is None and seconds is None else seconds,
            rollout=options.get("rollout", rollout, "random"),
            depth=depth,
            c=options.get("c", non_negative, 0.7),
            prior=options.get("prior", count, 20),
            share=options.get("share", fraction, 0.0),
            settle=options.get("settle", switch, True),
            decks=options.get("decks", deck_model, "inferred"),
            evaluation=options.get("knowledge", evaluation, "search"),
            bank=options.get("bank", switch, False),
            split=options.get("split", switch, False),
            public_decks=public_decks,
        )
        options.finish(
            head,
            "iterations, seconds, rollout, depth, c, prior, share, settle, decks, knowledge, bank, split",
        )
    return agent
