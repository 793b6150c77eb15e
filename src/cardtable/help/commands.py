"""The ``cardtable rules`` sub-command: print how to play a game, whole or one section at a time."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from rich.console import Console
from rich.markdown import Markdown

import cardtable
from cardtable.core.errors import SpecError
from cardtable.help import LANGS, rules_markdown, sections


def register(commands: Any) -> None:
    """Add ``rules`` to the ``cardtable`` command's sub-commands."""
    rules = commands.add_parser(
        "rules",
        help="how to play a game (rules, rule variants, the terminal board's marks and keys)",
        description="Print how to play a game. On a terminal the Markdown is rendered; piped, it is "
        "printed as Markdown.",
    )
    rules.add_argument("game", choices=list(cardtable.GAMES), metavar="GAME", help="mewmew or medarot")
    rules.add_argument("--lang", choices=LANGS, default="en", help="en (default) or ja")
    rules.add_argument("--toc", action="store_true", help="list the sections, numbered")
    rules.add_argument("--section", type=int, metavar="N", help="print only section N (see --toc)")
    rules.add_argument("--plain", action="store_true", help="print Markdown even on a terminal")
    rules.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    parts = sections(args.game, args.lang)
    if args.toc:
        print("\n".join(f"{n:2d}. {title}" for n, (title, _) in enumerate(parts)))
        return 0
    if args.section is None:
        text = rules_markdown(args.game, args.lang)
    elif 0 <= args.section < len(parts):
        title, body = parts[args.section]
        text = f"# {title}\n\n{body}"
    else:
        raise SpecError(f"--section takes 0 to {len(parts) - 1}, not {args.section}")
    if args.plain or not sys.stdout.isatty():
        print(text, end="" if text.endswith("\n") else "\n")
    else:
        Console().print(Markdown(text))
    return 0
