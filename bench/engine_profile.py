"""The engine's hot path alone: random playouts of each game next to RLCard Uno's game core (its
``UnoGame``, no state encoding), clone() of mid-game states, and fixed workloads for profilers.

Run::

    python bench/engine_profile.py                     # decisions/s of each game and Uno's core, clone µs
    python bench/engine_profile.py --games 40 --only mewmew   # a fixed workload (for callgrind)
    python bench/engine_profile.py --profile medarot   # cProfile of a fixed workload, by own time

Instruction counts (valgrind's callgrind) do not depend on the machine's load, unlike wall time::

    valgrind --tool=callgrind --callgrind-out-file=/dev/null python bench/engine_profile.py \
        --games 0 --only mewmew     # start-up alone; then --games 40: the difference / decisions

Wall-clock figures go with the machine's load (printed): compare figures of the same run only.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import random
import time

import cardtable
from cardtable.core.game import Game


def play(game: Game, seeds: range, chooser: random.Random) -> int:
    """Play uniformly random games from ``seeds``; the number of decisions taken."""
    decisions = 0
    for seed in seeds:
        state = game.new_game(seed=seed)
        while not state.is_terminal():
            state.apply(chooser.choice(state.legal_actions()))
            decisions += 1
    return decisions


def engine_rate(name: str, seconds: float) -> float:
    """Decisions per second of random playouts (``new_game`` included, as in ``bench/run.py``)."""
    game = cardtable.load_game(name)
    chooser = random.Random(1)
    decisions, seed = 0, 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        decisions += play(game, range(seed, seed + 1), chooser)
        seed += 1
    return decisions / (time.perf_counter() - start)


def uno_core_rate(seconds: float) -> float | None:
    """Decisions per second of RLCard's Uno game core: its round played on a random legal action
    (``Round.proceed_round``, no state dict: the figure issue 15 quotes, about 139k on a quiet core)."""
    try:
        from rlcard.games.uno.game import UnoGame
    except ImportError:
        return None
    game = UnoGame()
    game.np_random.seed(1)
    chooser = random.Random(1)
    decisions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game.init_game()
        while not game.is_over():
            game.round.proceed_round(game.players, chooser.choice(game.get_legal_actions()))
            decisions += 1
    return decisions / (time.perf_counter() - start)


def clone_us(name: str, count: int = 20, repeats: int = 2000) -> float:
    """Mean µs of ``clone()`` over states halfway (by decisions) through random games."""
    game = cardtable.load_game(name)
    states = []
    for seed in range(count):
        length = play(game, range(seed, seed + 1), random.Random(seed))
        chooser = random.Random(seed)
        state = game.new_game(seed=seed)
        for _ in range(length // 2):
            state.apply(chooser.choice(state.legal_actions()))
        states.append(state)
    start = time.perf_counter()
    for state in states:
        for _ in range(repeats):
            state.clone()
    return (time.perf_counter() - start) / (count * repeats) * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seconds", type=float, default=5.0, help="time per rate measurement")
    parser.add_argument("--only", choices=sorted(cardtable.GAMES), help="one game")
    parser.add_argument("--games", type=int, help="a fixed workload: play this many games, print decisions")
    parser.add_argument("--profile", choices=sorted(cardtable.GAMES), help="cProfile 200 games of one game")
    args = parser.parse_args()
    names = [args.only] if args.only else sorted(cardtable.GAMES)
    if args.games is not None:
        for name in names:
            game = cardtable.load_game(name)
            print(f"{name}: {args.games} games, {play(game, range(args.games), random.Random(1))} decisions")
        return
    if args.profile:
        game = cardtable.load_game(args.profile)
        profiler = cProfile.Profile()
        profiler.runcall(play, game, range(200), random.Random(1))
        pstats.Stats(profiler).sort_stats("tottime").print_stats(35)
        return
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores (wall times are shared)")
    uno = uno_core_rate(args.seconds)
    print("rlcard uno core: " + ("not installed" if uno is None else f"{uno:,.0f} decisions/s"))
    for name in names:
        rate = engine_rate(name, args.seconds)
        ratio = "" if uno is None else f" ({rate / uno:.2f}x uno core)"
        print(f"{name}: {rate:,.0f} decisions/s{ratio}, clone {clone_us(name):.1f} µs")
    print(f"load average {os.getloadavg()[0]:.2f} at the end")


if __name__ == "__main__":
    main()
