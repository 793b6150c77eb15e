"""The ``simulate``, ``tally`` and ``replay`` sub-commands of ``cardtable``."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import cardtable
from cardtable.agents import make_agent
from cardtable.core.errors import SpecError
from cardtable.core.flags import parse_flag_assignments
from cardtable.core.game import Game
from cardtable.sim.combine import combine
from cardtable.sim.record import GameRecord
from cardtable.sim.replay import replay_record
from cardtable.sim.report import format_combined_report, format_report
from cardtable.sim.runner import RunConfig
from cardtable.sim.simulate import simulate

DEFAULT_MAX_DECISIONS = 20_000
NOTED_FAILURES = 10
"""Failures announced on stderr as they happen; the report lists them all."""


def register(commands: Any) -> None:
    simulate = commands.add_parser(
        "simulate",
        help="play many games between two agents and report win rates",
        description="Play N games between agents A and B, swapping seats every game.",
    )
    simulate.add_argument("game", metavar="GAME", help="mewmew or medarot")
    simulate.add_argument(
        "--agents", default="random,random", help="A,B: two agent specs (default random,random)"
    )
    simulate.add_argument("--games", type=positive_int, default=100, help="number of games (default 100)")
    simulate.add_argument("--seed", type=int, default=0, help="game i is played with seed S+i (default 0)")
    simulate.add_argument(
        "--decks",
        help="FILE,FILE: agent A's and agent B's decks, each following its agent"
        " (default: the game's preset pair, by seat)",
    )
    simulate.add_argument("--workers", type=positive_int, default=os.cpu_count() or 1, help="processes")
    simulate.add_argument(
        "--flag", action="append", default=[], metavar="NAME=VALUE", help="rule variant flag"
    )
    simulate.add_argument(
        "--json", action="store_true", help="print one JSON object, nothing else, on stdout"
    )
    simulate.add_argument("--out", metavar="FILE", help="write one JSON line per game")
    simulate.add_argument("--replays", default="replays", metavar="DIR", help="where failed games go")
    simulate.add_argument(
        "--max-decisions",
        type=positive_int,
        default=DEFAULT_MAX_DECISIONS,
        help=f"a game not over after this many decisions is a failure (default {DEFAULT_MAX_DECISIONS})",
    )
    simulate.set_defaults(run=run_simulate)

    tally = commands.add_parser(
        "tally",
        help="add up the --out files of a run played in parts",
        description="Report on the games of several simulate --out files (same game, flags and agents;"
        " distinct seeds) as if one run had played them all.",
    )
    tally.add_argument("files", metavar="FILE", nargs="+", help="simulate --out files")
    tally.add_argument("--json", action="store_true", help="print one JSON object, nothing else, on stdout")
    tally.set_defaults(run=run_tally)

    replay = commands.add_parser(
        "replay",
        help="re-play a game record (a save or a failed simulation) and print its log",
        description="Re-play a game record to its end or its failure and print the log with rule ids.",
    )
    replay.add_argument("file", metavar="FILE", help="a game record (.json)")
    replay.add_argument("--lang", choices=("en", "ja"), default="en")
    replay.add_argument("--view", action="store_true", help="step through it in the terminal UI")
    replay.add_argument(
        "--reveal",
        action="store_true",
        help="show both seats of an unfinished game (a save holds the seed and both decks anyway)",
    )
    replay.set_defaults(run=run_replay)


def positive_int(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number from 1 up, not {text!r}")
    return int(text)


def read_config(args: argparse.Namespace) -> tuple[Game, RunConfig]:
    """Check every input before any game starts; a problem raises with a message for a person."""
    flags = parse_flag_assignments(args.flag)
    game = cardtable.load_game(args.game, **flags)
    specs = [spec.strip() for spec in args.agents.split(",")]
    if len(specs) != 2:
        raise SpecError(f"--agents takes two agent specs A,B, not {args.agents!r}")
    for spec in specs:
        make_agent(spec)
    decks: tuple[list[str], list[str]] | None = None
    if args.decks is not None:
        files = args.decks.split(",")
        if len(files) != 2:
            raise SpecError(f"--decks takes two deck files FILE,FILE, not {args.decks!r}")
        first, second = (game.read_deck_file(Path(file)) for file in files)
        decks = (first, second)
    config = RunConfig(
        game.name, dict(game.flags), (specs[0], specs[1]), decks, args.seed, args.max_decisions
    )
    return game, config


def run_simulate(args: argparse.Namespace) -> int:
    _game, config = read_config(args)
    announced = 0

    def notify(news: str) -> None:
        nonlocal announced
        announced += 1
        if announced <= NOTED_FAILURES:
            print(f"cardtable: {news}", file=sys.stderr)

    with contextlib.ExitStack() as stack:
        out = stack.enter_context(open(args.out, "w", encoding="utf-8")) if args.out else None
        advance = stack.enter_context(progress(args.games, show=sys.stderr.isatty() and not args.json))
        summary = simulate(config, args.games, args.workers, Path(args.replays), out, advance, notify)
    print(json.dumps(summary, ensure_ascii=False) if args.json else format_report(summary))
    return 1 if summary["errors"] else 0


def run_tally(args: argparse.Namespace) -> int:
    summary = combine([Path(file) for file in args.files])
    print(json.dumps(summary, ensure_ascii=False) if args.json else format_combined_report(summary))
    return 0


@contextlib.contextmanager
def progress(total: int, show: bool) -> Iterator[Any]:
    """A progress bar on the terminal (stderr), or nothing; yields ``advance(n)``."""
    if not show:
        yield lambda n: None
        return
    from rich.progress import Progress  # only a terminal run pays for importing rich

    with Progress(transient=True) as bar:
        task = bar.add_task("games", total=total)
        yield lambda n: bar.advance(task, n)


def run_replay(args: argparse.Namespace) -> int:
    record = GameRecord.load(args.file)
    if args.view:
        # Imported here so that simulate and the printed replay never pay Textual's import time.
        from cardtable.tui.replay_app import run_replay_viewer

        run_replay_viewer(record, args.lang)
        return 0
    replay = replay_record(record)
    japanese = args.lang == "ja"
    print(f"{record.game} seed {record.seed} flags {record.flags} players {record.players}")
    finished = replay.state is not None and replay.state.is_terminal()
    seats = record.open_seats(finished, args.reveal)
    if replay.state is not None:
        whole = len(seats) == 2
        print("log:" if whole else f"log as player {seats[0]} saw it (the game is not over):")
        entries = replay.state.log if whole else replay.state.log_for(seats[0])
        for entry in entries:
            print(f"  [{entry['rule']}] {entry['text_ja'] if japanese else entry['text']}")
    print(f"decisions ({len(replay.decisions)} of {len(record.actions)} re-played):")
    for decision in replay.decisions:
        if decision.player not in seats:
            print(f"  #{decision.number} player {decision.player}: (hidden until the game is over)")
            continue
        words = decision.text_ja if japanese else decision.text
        print(f"  #{decision.number} player {decision.player}: {words} ({decision.action})")
    if record.error:
        print(f"recorded failure: {record.error}")
    if record.error and not replay.failure:
        print("not reproduced by the engine alone: the failure was in an agent, or in a later check")
    if replay.failure:
        print(f"reproduced failure: {replay.failure}")
        print(replay.traceback, end="")
        return 1
    state = replay.state
    if state is not None and state.is_terminal():
        winner = "draw" if state.returns() == [0.0, 0.0] else f"player {state.returns().index(1.0)} wins"
        print(f"game over: {winner} ({state.winner_reason})")
    elif state is not None:
        print(f"game goes on: player {state.current_player} to decide")
    return 0
