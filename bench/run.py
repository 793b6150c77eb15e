"""Engine speed benchmark: random playouts, clone() and to_json() size for every game, next to
RLCard's Uno and OpenSpiel's python_liars_poker random playouts measured in the same run.

Run: ``make bench`` (or ``.venv/bin/python bench/run.py [--seconds S] [--json]``). Results go to
stdout; the README records them. Never a timed test: speed is measured here, on demand.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import time
from collections.abc import Callable
from typing import Any

import cardtable
from cardtable.core.state import State


def random_playouts(game_name: str, seconds: float) -> dict[str, float]:
    """Decisions per second of uniformly random games (legal_actions + choice + apply)."""
    game = cardtable.load_game(game_name)
    chooser = random.Random(1)
    decisions = games = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_game(seed=seed)
        seed += 1
        while not state.is_terminal():
            state.apply(chooser.choice(state.legal_actions()))
            decisions += 1
        games += 1
    elapsed = time.perf_counter() - start
    return {"decisions_per_s": decisions / elapsed, "games_per_s": games / elapsed}


def mid_game_states(game_name: str, count: int = 20) -> list[State]:
    """States halfway through random games (by decision count)."""
    game = cardtable.load_game(game_name)
    states: list[State] = []
    for seed in range(count):
        chooser = random.Random(seed)
        lengths = game.new_game(seed=seed)
        n = 0
        while not lengths.is_terminal():
            lengths.apply(chooser.choice(lengths.legal_actions()))
            n += 1
        chooser = random.Random(seed)
        state = game.new_game(seed=seed)
        for _ in range(n // 2):
            state.apply(chooser.choice(state.legal_actions()))
        states.append(state)
    return states


def clone_and_json(game_name: str) -> dict[str, float]:
    states = mid_game_states(game_name)
    repeats = 2000
    start = time.perf_counter()
    for state in states:
        for _ in range(repeats):
            state.clone()
    clone_us = (time.perf_counter() - start) / (repeats * len(states)) * 1e6
    sizes = [len(state.to_json().encode()) for state in states]
    mean = sum(sizes) / len(sizes)
    return {"clone_us": clone_us, "to_json_bytes_mean": mean, "to_json_bytes_max": max(sizes)}


def uno_playouts(seconds: float) -> dict[str, float] | str:
    try:
        import rlcard
    except ImportError:
        return "rlcard not installed (make bench installs it)"
    env = rlcard.make("uno", config={"seed": 1})
    chooser = random.Random(1)
    decisions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state, _player = env.reset()
        while not env.is_over():
            action = chooser.choice(list(state["legal_actions"]))
            state, _player = env.step(action)
            decisions += 1
    return {"decisions_per_s": decisions / (time.perf_counter() - start)}


def liars_poker_playouts(seconds: float) -> dict[str, float] | str:
    try:
        import pyspiel
        from open_spiel.python.games import liars_poker  # noqa: F401  (registers python_liars_poker)
    except ImportError:
        return "open_spiel not installed (pip install cardtable[rl])"
    game = pyspiel.load_game("python_liars_poker")
    chooser = random.Random(1)
    decisions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, probabilities = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(chooser.choices(outcomes, probabilities)[0])
            else:
                state.apply_action(chooser.choice(state.legal_actions()))
            decisions += 1
    return {"decisions_per_s": decisions / (time.perf_counter() - start)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=10.0, help="time per playout measurement")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    results: dict[str, Any] = {"python": platform.python_version(), "machine": platform.machine()}
    measures: dict[str, Callable[[], Any]] = {}
    for name in cardtable.GAMES:
        measures[f"{name}.random_playout"] = lambda n=name: random_playouts(n, args.seconds)
        measures[f"{name}.mid_game"] = lambda n=name: clone_and_json(n)
    measures["rlcard_uno.random_playout"] = lambda: uno_playouts(args.seconds)
    measures["openspiel_python_liars_poker.random_playout"] = lambda: liars_poker_playouts(args.seconds)
    for key, measure in measures.items():
        results[key] = measure()
        if not args.json:
            print(f"{key}: {results[key]}", flush=True)
    if args.json:
        print(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
