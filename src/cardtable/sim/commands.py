"""The ``simulate``, ``tally``, ``report`` and ``replay`` sub-commands of ``cardtable``."""

from __future__ import annotations

import argparse
import contextlib
import fcntl
import json
import os
import signal
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TextIO

import cardtable
from cardtable.agents import make_agent
from cardtable.core.errors import DeckError, SpecError
from cardtable.core.flags import parse_flag_assignments
from cardtable.core.game import Game
from cardtable.sim.combine import combine, read_rows
from cardtable.sim.record import GameRecord
from cardtable.sim.replay import replay_record
from cardtable.sim.report import format_combined_report, format_report
from cardtable.sim.runner import Backend, RunConfig, local_backend
from cardtable.sim.simulate import check_writable_folder, simulate, stop_handler

DEFAULT_MAX_DECISIONS = 20_000
NOTED_FAILURES = 10
"""Failures announced on stderr as they happen; the report lists them all."""
NOTED_DECK_PROBLEMS = 3


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
    simulate.add_argument(
        "--workers",
        type=positive_int,
        default=os.cpu_count() or 1,
        help="processes (local backend), or CPUs of a local Ray (ray backend without --address)",
    )
    simulate.add_argument(
        "--backend",
        choices=("local", "ray"),
        default="local",
        help="local: worker processes on this machine (default); ray: tasks on a Ray cluster"
        " (pip install 'cardtable[cluster]'), the same games and rows",
    )
    simulate.add_argument(
        "--address", help="with --backend ray: the cluster's head (HOST:PORT, or auto); default a local Ray"
    )
    simulate.add_argument(
        "--flag", action="append", default=[], metavar="NAME=VALUE", help="rule variant flag"
    )
    simulate.add_argument(
        "--json", action="store_true", help="print one JSON object, nothing else, on stdout"
    )
    simulate.add_argument(
        "--out", metavar="FILE", help="write one JSON line per game (a new file, unless --append)"
    )
    simulate.add_argument(
        "--append", action="store_true", help="add the lines to an existing --out file (locked meanwhile)"
    )
    simulate.add_argument(
        "--card-stats",
        action="store_true",
        help="the --out lines name each side's cards drawn, played and unplayed (for cardtable report)",
    )
    simulate.add_argument("--quiet", action="store_true", help="no progress bar")
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
    add_out_files(tally, "FILE")
    tally.add_argument("--json", action="store_true", help="print one JSON object, nothing else, on stdout")
    tally.set_defaults(run=run_tally)

    report = commands.add_parser(
        "report",
        help="turn simulate --out files into one HTML page of plots (pip install 'cardtable[report]')",
        description="Win rates per agent and deck with 95% intervals, first-player advantage, win reasons,"
        " game length, convergence, and (from --card-stats runs) each card's win rate played vs not.",
    )
    add_out_files(report, "RUN.jsonl")
    report.add_argument("--out", default="report.html", metavar="FILE", help="the page (default report.html)")
    report.add_argument("--png", metavar="DIR", help="also write each plot as DIR/NAME.png")
    report.set_defaults(run=run_report)

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


def add_out_files(parser: argparse.ArgumentParser, metavar: str) -> None:
    """The simulate --out files a command reads, and what to do with a bad line."""
    parser.add_argument("files", metavar=metavar, nargs="+", help="simulate --out files")
    parser.add_argument(
        "--skip-bad", action="store_true", help="leave out lines that are not valid rows (each is named)"
    )


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
    deck_names = game.DEFAULT_DECKS
    if args.decks is not None:
        decks, deck_names = read_deck_pair(game, args.decks)
    config = RunConfig(
        game.name,
        dict(game.flags),
        (specs[0], specs[1]),
        decks,
        args.seed,
        args.max_decisions,
        deck_names,
        args.card_stats,
    )
    return game, config


def read_deck_pair(game: Game, text: str) -> tuple[tuple[list[str], list[str]], tuple[str, str]]:
    """``--decks FILE,FILE``: the two decks, read and checked, and their names (the files' stems)."""
    files = text.split(",")
    if len(files) != 2:
        raise SpecError(f"--decks takes two deck files FILE,FILE, not {text!r}")
    first, second = (read_deck(game, Path(file)) for file in files)
    return (first, second), (Path(files[0]).stem, Path(files[1]).stem)


def read_deck(game: Game, path: Path) -> list[str]:
    """A deck file read and checked (``Game.read_deck_file``), or SpecError in one line whatever is
    wrong with the file."""
    try:
        return game.read_deck_file(path)
    except DeckError as exc:
        shown = "; ".join(one_line(problem) for problem in exc.problems[:NOTED_DECK_PROBLEMS])
        more = len(exc.problems) - NOTED_DECK_PROBLEMS
        raise SpecError(shown + (f" (and {more} more)" if more > 0 else "")) from None
    except SpecError as exc:
        raise SpecError(f"deck file {path}: {one_line(str(exc))}") from None


def one_line(text: str, width: int = 300) -> str:
    line = " ".join(text.split())
    return line if len(line) <= width else line[: width - 3] + "..."


class Stopped(Exception):
    """The run was asked to stop (Ctrl+C or SIGTERM)."""

    def __init__(self, signal_name: str, code: int) -> None:
        super().__init__(signal_name)
        self.signal_name, self.code = signal_name, code


def _stop(signal_number: int, _frame: object) -> None:
    raise Stopped(signal.Signals(signal_number).name, 128 + signal_number)


@contextlib.contextmanager
def stopping_quietly() -> Iterator[None]:
    """Ctrl+C and SIGTERM raise Stopped in the driver (workers ignore them and are ended by it)."""
    with stop_handler(_stop):
        yield


def open_out(path: Path, append: bool, stack: contextlib.ExitStack) -> TextIO:
    """The --out file, new (or, with ``append``, existing), locked against every other run until the end."""
    try:
        out = stack.enter_context(path.open("a" if append else "x", encoding="utf-8"))
    except FileExistsError:
        raise SpecError(f"--out {path} exists: name a new file, or add --append to add to it") from None
    try:
        fcntl.flock(out, fcntl.LOCK_EX | fcntl.LOCK_NB)  # released when the file is closed
    except BlockingIOError:
        raise SpecError(f"--out {path} is being written by another run") from None
    if not append:
        # A run that stops before its first game leaves no empty file to refuse next time.
        stack.callback(remove_if_empty, path)
    return out


def remove_if_empty(path: Path) -> None:
    if path.stat().st_size == 0:
        path.unlink()


class RunNews:
    """What a run of games tells the terminal as it goes: the first failures, and how many games are
    done (for the progress bar, and for the line printed when a signal stops the run)."""

    def __init__(self) -> None:
        self.announced = 0
        self.done = 0
        self.advance: Callable[[int], object] = lambda games: None

    def notify(self, news: str) -> None:
        self.announced += 1
        if self.announced <= NOTED_FAILURES:
            print(f"cardtable: {news}", file=sys.stderr)

    def count(self, games: int) -> None:
        self.done += games
        self.advance(games)

    def stopped(self, stop: Stopped, total: int, out: str | None) -> int:
        written = f"; {self.done} line(s) in {out}" if out else ""
        print(
            f"cardtable: stopped by {stop.signal_name} after {self.done} of {total} games{written}",
            file=sys.stderr,
        )
        return stop.code


def make_backend(args: argparse.Namespace, config: RunConfig) -> Backend:
    workers = min(args.workers, args.games)
    if args.backend == "ray":
        from cardtable.sim.cluster import RayCluster  # Ray is imported only by the runs that use it

        return RayCluster(config, args.address, workers)
    if args.address:
        raise SpecError("--address is for --backend ray")
    return local_backend(config, workers)


def run_simulate(args: argparse.Namespace) -> int:
    _game, config = read_config(args)
    check_writable_folder(Path(args.replays))
    news = RunNews()
    try:
        with contextlib.ExitStack() as stack:
            out = open_out(Path(args.out), args.append, stack) if args.out else None
            backend = make_backend(args, config)
            stack.enter_context(stopping_quietly())  # after Ray's start, which sets handlers of its own
            show = not (args.quiet or args.json) and sys.stderr.isatty()
            news.advance = stack.enter_context(progress(args.games, show))
            summary = simulate(config, args.games, backend, Path(args.replays), out, news.count, news.notify)
    except Stopped as stop:
        return news.stopped(stop, args.games, args.out)
    print(json.dumps(summary, ensure_ascii=False) if args.json else format_report(summary))
    return 1 if summary["errors"] else 0


def skipped(message: str) -> None:
    print(f"cardtable: skipped {message}", file=sys.stderr)


def run_tally(args: argparse.Namespace) -> int:
    summary = combine([Path(file) for file in args.files], args.skip_bad, skipped)
    print(json.dumps(summary, ensure_ascii=False) if args.json else format_combined_report(summary))
    return 0


def run_report(args: argparse.Namespace) -> int:
    # Imported here: matplotlib is an optional extra, and loads slowly.
    from cardtable.sim.analysis import analyse
    from cardtable.sim.htmlreport import write_report

    sources = [Path(file) for file in args.files]
    analysis = analyse(row for _, row in read_rows(sources, args.skip_bad, skipped))
    if not analysis.games:
        raise SpecError("no games in " + ", ".join(args.files))
    for path in write_report(analysis, sources, Path(args.out), Path(args.png) if args.png else None):
        print(f"wrote {path}")
    return 0


@contextlib.contextmanager
def progress(total: int, show: bool) -> Iterator[Callable[[int], None]]:
    """A progress bar on the terminal (stderr): games done, games/s, time left; or nothing.

    Yields ``advance(n)``."""
    if not show:
        yield lambda n: None
        return
    # Only a terminal run pays for importing rich.
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TaskProgressColumn,
        TextColumn,
        TimeRemainingColumn,
    )

    columns = (
        TextColumn("games"),
        BarColumn(),
        MofNCompleteColumn(),
        TaskProgressColumn(),
        TextColumn("{task.fields[rate]}"),
        TimeRemainingColumn(),
    )
    with Progress(*columns, console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task("games", total=total, rate="")

        def advance(games: int) -> None:
            bar.advance(task, games)
            speed = bar.tasks[task].speed
            bar.update(task, rate=f"{speed:,.1f} games/s" if speed else "")

        yield advance


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
