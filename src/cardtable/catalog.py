"""`cardtable cards` and `flags` list a card pool and rule variants; `deck check` validates a deck file."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

import cardtable
from cardtable.core.cards import PROVENANCE_NOTE, CardBase
from cardtable.core.errors import DeckError
from cardtable.core.flags import parse_flag_assignments
from cardtable.core.textfile import DECK_FILE_BYTES, read_text_file


def register(commands: Any) -> None:
    cards = commands.add_parser("cards", help="list and search a game's card pool")
    cards.add_argument("game", choices=sorted(cardtable.GAMES))
    cards.add_argument("--search", default="", help="text to find in id, names or card text")
    cards.add_argument("--lang", choices=("en", "ja"), default="en")
    cards.set_defaults(run=run_cards)

    flags = commands.add_parser("flags", help="list a game's rule variant flags (use with --flag NAME=VALUE)")
    flags.add_argument("game", choices=sorted(cardtable.GAMES))
    flags.set_defaults(run=run_flags)

    deck = commands.add_parser("deck", help="deck files")
    deck_commands = deck.add_subparsers(dest="deck_command", required=True, metavar="DECK_COMMAND")
    check = deck_commands.add_parser("check", help="validate a deck file against the deck regulation")
    check.add_argument("file", type=Path)
    check.add_argument("--game", choices=sorted(cardtable.GAMES), help="default: guessed from the cards")
    check.add_argument("--flag", action="append", default=[], metavar="NAME=VALUE")
    check.set_defaults(run=run_deck_check)


def matches(card: CardBase, text: str) -> bool:
    needle = text.casefold()
    fields = (card.id, card.name_en, card.name_ja, card.text_en, card.text_ja)
    return any(needle in field.casefold() for field in fields)


def card_line(card: CardBase, lang: str) -> str:
    return f"{card.id:<10} {card.name(lang)}  [{card.provenance}]  {card.text(lang)}"


def run_cards(args: argparse.Namespace) -> int:
    game = cardtable.load_game(args.game)
    found = [card for card in game.cards if matches(card, args.search)]
    for card in found:
        print(card_line(card, args.lang))
    print(
        f"{len(found)} of {len(game.cards)} cards. Provenance: "
        + "; ".join(f"{name} = {note}" for name, note in PROVENANCE_NOTE.items())
    )
    return 0 if found else 1


def run_flags(args: argparse.Namespace) -> int:
    game = cardtable.load_game(args.game)
    for spec in game.FLAGS:
        print(spec.describe())
    return 0


def run_deck_check(args: argparse.Namespace) -> int:
    text = read_text_file(args.file, "deck", DECK_FILE_BYTES)
    flags = parse_flag_assignments(args.flag)
    names = [args.game] if args.game else sorted(cardtable.GAMES)
    errors: dict[str, list[str]] = {}
    for name in names:
        game = cardtable.load_game(name, **(flags if args.game else {}))
        try:
            deck = game.parse_deck(text)
            game.check_deck(deck)
        except DeckError as exc:
            errors[name] = exc.problems
            continue
        print(f"{args.file}: a legal {game.title_en} deck of {len(deck)} cards")
        return 0
    for name, problems in errors.items():
        if len(names) > 1:
            print(f"as a {name} deck:")
        for problem in problems:
            print(f"  {args.file}: {problem}")
    return 1
