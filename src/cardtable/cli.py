"""The ``cardtable`` command: one sub-command per module, each registering its own parser."""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from cardtable.core.errors import CardDataError, DeckError, SpecError

COMMAND_MODULES = (
    "cardtable.tui.commands",  # play
    "cardtable.sim.commands",  # simulate, replay
    "cardtable.catalog",  # cards, deck check
    "cardtable.help.commands",  # rules
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="cardtable", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for module_name in COMMAND_MODULES:
        importlib.import_module(module_name).register(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        result: int = args.run(args)
    except (SpecError, DeckError, CardDataError, OSError) as exc:
        # Bad input gives a clear message, never a traceback.
        print(f"cardtable: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    return result


if __name__ == "__main__":
    sys.exit(main())
