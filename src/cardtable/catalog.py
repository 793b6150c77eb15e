"""`cardtable cards` and `flags` list a card pool and rule variants; `deck check` validates a deck file."""

from __future__ import annotations

import argparse
import re
from pathlib import Path
from typing import Any

import cardtable
from cardtable.core.cards import PROVENANCE_NOTE, CardBase
from cardtable.core.errors import CardDataError, DeckError, SpecError
from cardtable.core.flags import parse_flag_assignments
from cardtable.core.textfile import DECK_FILE_BYTES, read_text_file


def register(commands: Any) -> None:
    cards = commands.add_parser(
        "cards",
        help="list and search a game's card pool; `cards check FILE` validates a user card file; "
        "`cards doc` prints the card-file reference (docs/cards.md)",
    )
    cards.add_argument("game", choices=[*sorted(cardtable.GAMES), "check", "doc"], metavar="GAME|check|doc")
    cards.add_argument("file", nargs="?", type=Path, help="with check: the card file (TOML) to validate")
    cards.add_argument("--game", dest="for_game", choices=sorted(cardtable.GAMES), help="check: default both")
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
    if args.game == "check":
        return run_cards_check(args)
    if args.game == "doc":
        print(card_reference(), end="")
        return 0
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


def run_cards_check(args: argparse.Namespace) -> int:
    """Validate a user card file against each game's card schema (or the one given by --game)."""
    if args.file is None:
        raise SpecError("cards check needs the card file: cardtable cards check FILE")
    names = [args.for_game] if args.for_game else sorted(cardtable.GAMES)
    errors: list[str] = []
    for name in names:
        try:
            game = cardtable.load_game(name, cards=[str(args.file)])
        except CardDataError as exc:
            errors.append(str(exc))
            continue
        added = len(game.cards) - len(cardtable.load_game(name, cards=()).cards)
        if added:
            print(f"{args.file}: {added} {game.title_en} card(s), all valid")
            return 0
    none = f'{args.file}: no cards (start with game = "mewmew" or "medarot", then [[card]] tables)'
    for error in errors or [none]:
        print(error)
    return 1


# ----- docs/cards.md: made from the card models and effect registries -----------------------------------
def card_reference() -> str:
    """The reference for people entering cards (``docs/cards.md``), from every game's card model and
    effect ops; a test fails when the file differs."""
    lines = [
        "# Entering cards",
        "",
        "<!-- Generated by `cardtable cards doc > docs/cards.md`; do not edit by hand. -->",
        "",
        "Own printed cards that cardtable does not have yet? Write them in a TOML file that starts with",
        '`game = "mewmew"` (or `"medarot"`), one `[[card]]` table each, and play with them:',
        "`cardtable play mewmew --cards my_cards/` (a file or a folder",
        "of `*.toml`; also `simulate`, `deck check`, `replay`, or for every command and the research",
        f"adapters `{cardtable.CARDS_ENV}=my_cards/`, or in Python",
        '`cardtable.load_game("mewmew", cards=["my_cards/"])`).',
        "`cardtable cards check my_cards/new.toml` validates a file: an error names the file, the card",
        "and the field. Ids must not repeat a card of the game. A card you read off a real card has",
        '`provenance = "printed"` and says where you read it: `source = "<set, number or printing>"`.',
        "",
    ]
    for name in sorted(cardtable.GAMES):
        game = cardtable.load_game(name, cards=())
        lines += [f"## {game.title_en} (`{name}`)", "", "| field | type | default | meaning |"]
        lines.append("|---|---|---|---|")
        for field, info in game.CARD_MODEL.model_fields.items():
            default = "required" if info.is_required() else f"`{_toml(info.default)}`"
            meaning = " ".join((info.description or "").split())
            lines.append(f"| `{field}` | {_type_name(info.annotation)} | {default} | {meaning} |")
        lines += ["", "Effect ops (`effect = [{ op = ... }, ...]`, run in order):", ""]
        lines += [f"- {entry}" for entry in game.effect_ops()] or ["- (listed in the game's card schema)"]
        example = game.cards[0]
        lines += ["", "Example (a card of the game's own pool):", "", "```toml", "[[card]]"]
        written = example.model_dump(exclude_defaults=True)
        lines += [f"{key} = {_toml(value)}" for key, value in written.items()]
        lines += ["```", ""]
    return "\n".join(lines)


def _type_name(annotation: Any) -> str:
    """A field's type for people: ``str``, ``Literal['a', 'b']``, without module paths."""
    text = annotation.__name__ if isinstance(annotation, type) else str(annotation)
    text = re.sub(r"\b(?:typing|[a-z_]+(?:\.[a-z_]+)+)\.", "", text)
    return "`" + text.replace("|", "or") + "`"


def _toml(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{key} = {_toml(item)}" for key, item in value.items()) + " }"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_toml(item) for item in value) + "]"
    return str(value)
