"""The ``cardtable play`` sub-command: read the options, build the game or the menu, run the app."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

import cardtable
from cardtable.core.errors import SpecError
from cardtable.core.flags import parse_flag_assignments
from cardtable.core.game import Game
from cardtable.sim.record import GameRecord
from cardtable.tui.app import DEFAULT_AI_DELAY, PlayApp
from cardtable.tui.seats import HUMAN
from cardtable.tui.session import Session, find_save
from cardtable.tui.text import LANGS

MAX_AI_DELAY = 10.0
"""The longest pause after an AI move: longer only looks like a hang."""


def register(commands: Any) -> None:
    """Add ``play`` to the ``cardtable`` command's sub-commands."""
    play = commands.add_parser(
        "play",
        help="play a game in the terminal against the AI or a friend",
        description="Play in the terminal. With no GAME a menu picks the game, opponent and decks.",
        epilog=(
            "In the game: 1-9 or Enter picks an action, s saves (to $CARDTABLE_SAVES, else "
            "~/.local/share/cardtable/saves), Ctrl+Q quits."
        ),
    )
    play.add_argument(
        "game", nargs="?", choices=list(cardtable.GAMES), metavar="GAME", help="mewmew or medarot"
    )
    play.add_argument(
        "--vs",
        default=None,
        metavar="OPPONENT",
        help="easy, normal (default), hard, or human for a hot-seat game with a friend",
    )
    play.add_argument("--deck", type=Path, metavar="FILE", help="your deck file (default: the preset pair)")
    play.add_argument("--opponent-deck", type=Path, metavar="FILE", help="the opponent's deck file")
    play.add_argument("--lang", choices=LANGS, default=None, help="en (default) or ja")
    play.add_argument("--seed", type=int, default=None, help="shuffle seed (default: random)")
    play.add_argument(
        "--flag", action="append", default=[], metavar="NAME=VALUE", help="a rule variant flag (repeatable)"
    )
    play.add_argument(
        "--load", metavar="SAVE", help="resume a saved game (a path or a name in the saves folder)"
    )
    play.add_argument(
        "--ai-delay",
        type=float,
        default=DEFAULT_AI_DELAY,
        metavar="SECONDS",
        help=f"pause after each AI move (default {DEFAULT_AI_DELAY})",
    )
    play.add_argument(
        "--no-auto",
        action="store_true",
        help="always ask, even when a move is the only one (default: as last set in the menu or with `a`)",
    )
    play.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Run ``cardtable play``; bad options or files raise SpecError/DeckError for the CLI to print."""
    # Also refuses inf (the AI would never move again) and nan (every comparison is false).
    if not 0 <= args.ai_delay <= MAX_AI_DELAY:
        raise SpecError(f"--ai-delay is a number of seconds from 0 to {MAX_AI_DELAY:g}")
    if args.load:
        session = resume(args)
    elif args.game:
        session = new_session(args)
    else:
        if args.deck or args.opponent_deck or args.flag:
            raise SpecError("--deck, --opponent-deck and --flag need a GAME (e.g. cardtable play mewmew)")
        session = None
    app = PlayApp(
        session,
        opponent=args.vs,
        lang=args.lang,
        seed=args.seed,
        ai_delay=args.ai_delay,
        auto=False if args.no_auto else None,
    )
    app.run()
    if app.last_save is not None:
        print(f"last saved game: {app.last_save}")
    return 0


def resume(args: argparse.Namespace) -> Session:
    unused = [
        name for name in ("game", "vs", "deck", "opponent_deck", "seed") if getattr(args, name) is not None
    ]
    if unused or args.flag:
        raise SpecError(
            "--load resumes a saved game with its own settings; give only --lang or --ai-delay with it"
        )
    record = GameRecord.load(find_save(args.load))
    return Session.resume(record, args.lang)


def new_session(args: argparse.Namespace) -> Session:
    game = cardtable.load_game(args.game, **parse_flag_assignments(args.flag))
    default_mine, default_theirs = game.default_decks()
    decks = [read_deck(game, args.deck, default_mine), read_deck(game, args.opponent_deck, default_theirs)]
    return Session.start(game, decks, [HUMAN, args.vs or "normal"], seed=args.seed, lang=args.lang or "en")


def read_deck(game: Game, path: Path | None, default: list[str]) -> list[str]:
    """A deck file's card ids, checked against the game's regulation; problems name the file."""
    return default if path is None else game.read_deck_file(path)
