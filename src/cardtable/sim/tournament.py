"""``cardtable tournament``: a round robin between several agents, on the simulation's runner, rated.

Every pairing of two agents is a ``simulate`` run of its own (the same runner, workers, failure
replays and ``--out`` lines): N games, seats swapped every game, game i played with seed S+i, so
every pairing meets the same deals. With ``--decks D1,D2`` the deck assignment is swapped too, every
other pair of games (games 0-1: A has D1, games 2-3: A has D2, ...), each deal being played both
ways; without, the seats get the game's preset pair, so each agent plays each preset in half its
games. The agents are then rated from all finished games (``sim.ratings``).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

import cardtable
from cardtable.agents import make_agent
from cardtable.core.errors import SpecError
from cardtable.core.flags import parse_flag_assignments
from cardtable.core.game import Game
from cardtable.sim.commands import (
    DEFAULT_MAX_DECISIONS,
    RunNews,
    Stopped,
    open_out,
    progress,
    read_deck_pair,
    stopping_quietly,
)
from cardtable.sim.play import Outcome
from cardtable.sim.runner import RunConfig, local_backend
from cardtable.sim.simulate import check_writable_folder, simulate
from cardtable.sim.standings import TournamentSummary, format_standings, pairing, standings

DEFAULT_GAMES = 20


@dataclass(frozen=True)
class Run:
    """One ``simulate`` run of the round robin: a pairing, with one deck assignment."""

    pairing: int
    config: RunConfig
    games: int
    deck_swap: bool
    """With decks: A plays B's deck of the command line and B plays A's."""

    def round_of(self, number: int) -> int:
        """Where game ``number`` of this run stands in its pairing's sequence of games (with decks,
        the two assignments take turns in pairs of games)."""
        return (number // 2) * 4 + 2 * self.deck_swap + number % 2 if self.config.decks else number


@dataclass(frozen=True)
class Plan:
    game: Game
    agents: list[str]
    pairs: list[tuple[str, str]]
    """Every two agents, in the order they play."""
    runs: list[Run]
    deck_names: tuple[str, str] | None
    games: int
    seed: int


def read_plan(args: argparse.Namespace) -> Plan:
    """Every input checked before any game starts; a problem raises SpecError in one line."""
    games = whole_number("--games", args.games)
    max_decisions = whole_number("--max-decisions", args.max_decisions)
    game = cardtable.load_game(args.game, **parse_flag_assignments(args.flag))
    agents = [spec.strip() for spec in args.agents.split(",")]
    if len(agents) < 2:
        raise SpecError(f"--agents takes two or more agent specs A,B,..., not {args.agents!r}")
    for spec in agents:
        make_agent(spec)
        if agents.count(spec) > 1:
            raise SpecError(
                f"--agents names {spec!r} twice; each agent is rated by its spec, so name it once"
            )
    decks, deck_names = read_deck_pair(game, args.decks) if args.decks is not None else (None, None)
    pairs = [(a, b) for i, a in enumerate(agents) for b in agents[i + 1 :]]
    runs = []
    for index, specs in enumerate(pairs):
        for swap in (False, True) if decks is not None else (False,):
            # With decks, game k of the pairing has the swapped assignment when k // 2 is odd.
            count = sum((k // 2) % 2 == swap for k in range(games)) if decks is not None else games
            if count == 0:
                continue
            run_decks = None if decks is None else (decks[swap], decks[not swap])
            names = game.DEFAULT_DECKS if deck_names is None else (deck_names[swap], deck_names[not swap])
            config = RunConfig(game.name, dict(game.flags), specs, run_decks, args.seed, max_decisions, names)
            runs.append(Run(index, config, count, swap))
    return Plan(game, agents, pairs, runs, deck_names, games, args.seed)


def whole_number(option: str, text: str) -> int:
    """An option read here rather than by argparse, whose error would be a usage screen, not a line."""
    if not text.isdigit() or int(text) < 1:
        raise SpecError(f"{option} takes a whole number from 1 up, not {text!r}")
    return int(text)


def _ignore(value: Any) -> None:
    return None


@dataclass
class Score:
    """A pairing's games so far."""

    wins: list[int] = field(default_factory=lambda: [0, 0])
    draws: int = 0
    failures: int = 0


def play(
    plan: Plan,
    workers: int,
    replays: Path,
    out: TextIO | None = None,
    advance: Callable[[int], None] = _ignore,
    notify: Callable[[str], None] = _ignore,
) -> TournamentSummary:
    """Play every run of ``plan`` in turn on ``workers`` local processes, then rate the agents."""
    # Imported here: only a tournament pays for loading openskill, not every start of the command.
    from cardtable.sim.ratings import SYSTEM, Result, rate

    started = time.perf_counter()
    results: list[Result] = []
    scores = [Score() for _ in plan.pairs]
    saved: list[str] = []
    for run in plan.runs:

        def rated(outcome: Outcome, run: Run = run) -> None:
            if outcome.error is None:
                first, second = run.config.specs
                results.append(
                    Result(run.round_of(outcome.number), run.pairing, first, second, outcome.winner_agent)
                )

        backend = local_backend(run.config, min(workers, run.games))
        summary = simulate(run.config, run.games, backend, replays, out, advance, notify, rated)
        score = scores[run.pairing]
        score.wins = [score.wins[0] + summary["wins"][0], score.wins[1] + summary["wins"][1]]
        score.draws += summary["draws"]
        score.failures += summary["errors"]
        saved += summary["replays"]
    played = [
        pairing(specs, s.wins, s.draws, s.failures) for specs, s in zip(plan.pairs, scores, strict=True)
    ]
    return TournamentSummary(
        game=plan.game.name,
        flags=dict(plan.game.flags),
        agents=plan.agents,
        decks=plan.deck_names,
        games_per_pairing=plan.games,
        seed=plan.seed,
        workers=min(workers, plan.games),
        rating_system=SYSTEM,
        standings=standings(plan.agents, played, rate(plan.agents, results)),
        pairings=played,
        games=sum(p.games for p in played),
        failures=sum(p.failures for p in played),
        replays=saved,
        seconds=time.perf_counter() - started,
    )


def register(commands: Any) -> None:
    tournament = commands.add_parser(
        "tournament",
        help="a round robin between several agents: a table with win rates and ratings",
        description="Every two agents play N games, seats swapped every game (and, with --decks, the decks"
        " swapped every other pair of games); then a table of each agent's games, wins, losses, draws,"
        " win rate with its 95% interval and rating (openskill) with its 95% interval.",
    )
    tournament.add_argument("game", metavar="GAME", help="mewmew or medarot")
    tournament.add_argument(
        "--agents", required=True, help="A,B,C...: two or more agent specs (cardtable.agents)"
    )
    tournament.add_argument(
        "--games", default=str(DEFAULT_GAMES), help=f"games per pairing (default {DEFAULT_GAMES})"
    )
    tournament.add_argument(
        "--decks", help="FILE,FILE: two decks every pairing plays both ways (default: the presets, by seat)"
    )
    tournament.add_argument(
        "--seed", type=int, default=0, help="game i of a pairing has seed S+i (default 0)"
    )
    tournament.add_argument(
        "--workers", default=str(os.cpu_count() or 1), help="worker processes (default: the CPUs)"
    )
    tournament.add_argument(
        "--flag", action="append", default=[], metavar="NAME=VALUE", help="rule variant flag"
    )
    tournament.add_argument(
        "--json", action="store_true", help="print one JSON object, nothing else, on stdout"
    )
    tournament.add_argument("--out", metavar="FILE", help="write one JSON line per game (a new file)")
    tournament.add_argument("--quiet", action="store_true", help="no progress bar")
    tournament.add_argument("--replays", default="replays", metavar="DIR", help="where failed games go")
    tournament.add_argument(
        "--max-decisions",
        default=str(DEFAULT_MAX_DECISIONS),
        help=f"a game not over after this many decisions is a failure (default {DEFAULT_MAX_DECISIONS})",
    )
    tournament.set_defaults(run=run_tournament)


def run_tournament(args: argparse.Namespace) -> int:
    plan = read_plan(args)
    workers = whole_number("--workers", args.workers)
    check_writable_folder(Path(args.replays))
    total = sum(run.games for run in plan.runs)
    news = RunNews()
    try:
        with contextlib.ExitStack() as stack:
            out = open_out(Path(args.out), False, stack) if args.out else None
            stack.enter_context(stopping_quietly())
            news.advance = stack.enter_context(
                progress(total, not (args.quiet or args.json) and sys.stderr.isatty())
            )
            summary = play(plan, workers, Path(args.replays), out, news.count, news.notify)
    except Stopped as stop:
        return news.stopped(stop, total, args.out)
    print(summary.model_dump_json() if args.json else format_standings(summary))
    return 1 if summary.failures else 0
