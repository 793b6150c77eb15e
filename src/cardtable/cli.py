"""The ``cardtable`` command: one sub-command per module, each registering its own parser."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from pathlib import Path

import cardtable
from cardtable.core.errors import CardDataError, DeckError, SpecError

COMMAND_MODULES = (
    "cardtable.tui.commands",  # play
    "cardtable.sim.commands",  # simulate, replay
    "cardtable.sim.tournament",  # tournament
    "cardtable.catalog",  # cards, deck check
    "cardtable.server.commands",  # serve
    "cardtable.help.commands",  # rules
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="cardtable", description=__doc__)
    _add_cards_option(parser)
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for module_name in COMMAND_MODULES:
        importlib.import_module(module_name).register(commands)
    return parser


def _add_cards_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--cards",
        action="append",
        default=[],
        metavar="DIR",
        help="a user card set (a TOML file or a folder of them; docs/cards.md) added to the game's pool; "
        f"allowed anywhere on the line, repeatable; also ${cardtable.CARDS_ENV}",
    )


def take_card_sets(argv: Sequence[str]) -> list[str]:
    """Remove every ``--cards DIR`` from ``argv`` (wherever it stands) and put the sets into
    ``$CARDTABLE_CARDS``, which every game any command loads reads (simulation workers included)."""
    pre = argparse.ArgumentParser(add_help=False)
    _add_cards_option(pre)
    known, rest = pre.parse_known_args(argv)
    if known.cards:
        present = [path for path in os.environ.get(cardtable.CARDS_ENV, "").split(os.pathsep) if path]
        paths = [str(Path(path).resolve()) for path in known.cards]
        os.environ[cardtable.CARDS_ENV] = os.pathsep.join([*present, *paths])
    return rest


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    before = os.environ.get(cardtable.CARDS_ENV)
    try:
        args = parser.parse_args(take_card_sets(sys.argv[1:] if argv is None else argv))
        result: int = args.run(args)
    except (SpecError, DeckError, CardDataError, OSError) as exc:
        # Bad input gives a clear message, never a traceback.
        print(f"cardtable: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    finally:
        if before is None:
            os.environ.pop(cardtable.CARDS_ENV, None)
        else:
            os.environ[cardtable.CARDS_ENV] = before
    return result


if __name__ == "__main__":
    sys.exit(main())
