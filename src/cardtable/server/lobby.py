"""What the lobby and deck builder need: the games, their flags and cards, deck checks, rules text.

Built only from the public contract (``load_game``, ``Game.FLAGS``, ``Game.cards``/``card()``,
``parse_deck``/``check_deck``) and ``cardtable.help`` (how to play, which values are house rules).
"""

from __future__ import annotations

import re
from typing import Any

import cardtable
from cardtable.agents import make_agent
from cardtable.core.errors import DeckError, SpecError
from cardtable.core.game import Game
from cardtable.help import rules_markdown
from cardtable.help.variants import FLAG_EXPLANATIONS_JA
from cardtable.server.errors import ApiError

LINE = re.compile(r"^line (\d+): ")


def game_or_404(name: str) -> Game:
    if name not in cardtable.GAMES:
        raise ApiError(404, f"no game {name!r}; the games are {', '.join(cardtable.GAMES)}")
    return cardtable.load_game(name)


def game_with_flags(name: str, flags: dict[str, Any]) -> Game:
    """The game for a new table; 422 for an unknown game or a bad flag."""
    if name not in cardtable.GAMES:
        raise ApiError(422, f"game: no game {name!r}; the games are {', '.join(cardtable.GAMES)}")
    try:
        return cardtable.load_game(name, **flags)
    except SpecError as exc:
        raise ApiError(422, f"flags: {exc}") from None


def games() -> list[dict[str, Any]]:
    out = []
    for name in cardtable.GAMES:
        game = cardtable.load_game(name)
        specs = []
        for spec in game.FLAGS:
            entry: dict[str, Any] = {
                "name": spec.name,
                "default": spec.default,
                "choices": list(spec.choices),
                "rule": spec.rule,
                "doc": spec.doc,
                "doc_ja": FLAG_EXPLANATIONS_JA[name][spec.name],
            }
            house_rules = [choice for choice in spec.choices if spec.is_house_rule(choice)]
            if house_rules:  # the values that contradict the Japanese source
                entry["house_rule"] = house_rules
            specs.append(entry)
        out.append(
            {
                "name": name,
                "title_en": game.title_en,
                "title_ja": game.title_ja,
                "flags": dict(game.flags),
                "decks": sorted(game.presets),
                "default_decks": list(game.DEFAULT_DECKS),
                "flag_specs": specs,
            }
        )
    return out


AGENT_LIMITS = {"seconds": 10.0, "iterations": 20_000.0, "samples": 32.0, "lookahead": 8.0}
"""Largest budget an AI seat may be given: a table cannot hold an AI worker for long."""


def check_agent(spec: str, seat: int) -> None:
    """A valid agent spec within the server's limits; 422 naming the seat otherwise."""
    try:
        make_agent(spec)
    except SpecError as exc:
        raise ApiError(422, f"seats.{seat}: {exc}") from None
    for part in spec.split(":")[1:]:
        key, _, value = part.partition("=")
        if key in AGENT_LIMITS and float(value) > AGENT_LIMITS[key]:
            raise ApiError(422, f"seats.{seat}: {key} is at most {AGENT_LIMITS[key]:g} on this server")


def cards(game: Game) -> list[dict[str, Any]]:
    return [
        {**card.model_dump(mode="json"), "name": card.name_en, "text": card.text_en} for card in game.cards
    ]


def check_deck(game: Game, text: str) -> dict[str, Any]:
    """Every problem of a deck file, with its line number when it is about one line."""
    try:
        deck = game.parse_deck(text)
        game.check_deck(deck)
    except DeckError as exc:
        problems = []
        for problem in exc.problems:
            match = LINE.match(problem)
            line = int(match.group(1)) if match else None
            problems.append({"line": line, "message": problem[match.end() :] if match else problem})
        return {"problems": problems, "cards": []}
    return {"problems": [], "cards": deck}


def resolve_deck(game: Game, entry: str | None, saved: str | None, seat: int) -> list[str]:
    """A seat's deck as card ids: a preset by name, a saved deck (its text given as ``saved``), or
    deck file text; None gives the game's default for the seat."""
    if entry is None:
        return game.default_decks()[seat]
    if entry in game.presets:
        return list(game.presets[entry])
    text = saved if saved is not None else entry
    try:
        deck = game.parse_deck(text)
        game.check_deck(deck)
    except DeckError as exc:
        raise ApiError(422, f"decks.{seat}: " + "; ".join(exc.problems)) from None
    return deck


def help_markdown(game: Game, lang: str) -> str:
    """The how-to-play page of ``cardtable.help`` (the same text ``cardtable rules`` shows)."""
    return rules_markdown(game.name, lang)
