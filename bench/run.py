"""Speed benchmark: the engine and the research paths of every game, side by side with RLCard's Uno.

Run: ``make bench`` (or ``.venv/bin/python bench/run.py [--seconds S] [--json] [--out FILE]``).
Every throughput is measured in one process on one core, interleaved: each measure runs for a short
slice in turn, round after round, so that a machine whose load changes during the run slows them
all alike and the ratios to Uno stay meaningful. Figures:

- engine random playout, decisions/s (goal: >= 1.0x Uno's game core);
- ``clone()`` of a mid-game state, µs, and its ``to_json()`` size;
- Gymnasium single env (``gymnasium.make``, tensor observation and action mask, random opponent
  inside), agent steps/s (goal >= 0.5x Uno ``env.step``);
- vector env of 64 games (``gymnasium.make_vec``), total agent steps/s, handing out its own batch
  buffers (``copy=False``) and fresh copies (``copy=True``) (goal >= 1.0x Uno ``env.step``);
- OpenSpiel: a random game with the observation tensor of the player to move at every step (read
  through OpenSpiel's observer), steps/s (goal >= 0.5x Uno ``env.step``);
- RLCard Uno ``env.step`` (its numpy state encoding included) and Uno's game core (``UnoGame.step``).

An agent step of the Gymnasium envs is one decision of the agent *and* the opponent's decisions up
to the agent's next one; Uno's ``env.step`` is one decision of either seat. Both counts are given.
Results go to stdout and, with ``--out``, to a JSON file (``bench/results/``); the README records
them. Never a timed test: speed is measured here, on demand.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import time
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np

import cardtable
from cardtable.core.state import State

SLICE = 0.25
"""Seconds each measure runs before the next one's turn."""

Work = Iterator[tuple[int, int]]
"""A measure: each ``next()`` does some work and says how many units (and decisions) it did."""


def engine_playout(name: str) -> Work:
    """Uniformly random games: legal_actions + choice + apply. Unit: a decision."""
    game = cardtable.load_game(name)
    chooser = random.Random(1)
    seed = 0
    while True:
        state = game.new_game(seed=seed)
        seed += 1
        n = 0
        while not state.is_terminal():
            state.apply(chooser.choice(state.legal_actions()))
            n += 1
        yield n, n


def gym_single(name: str) -> Work:
    """``gymnasium.make`` env against a random opponent, a uniformly random legal action from the mask."""
    import gymnasium

    import cardtable.adapters.gymnasium  # noqa: F401 - registers the envs

    env = gymnasium.make(f"cardtable/{name}-v0", opponent="random")
    chooser = random.Random(2)
    _, info = env.reset(seed=0)
    while True:
        steps = 0
        seats = env.unwrapped.tables.seats  # type: ignore[attr-defined]
        start = seats.decisions[0]
        done = False
        while not done:
            action = chooser.choice(np.flatnonzero(info["action_mask"]).tolist())
            _, _, terminated, truncated, info = env.step(action)
            steps += 1
            done = terminated or truncated
        decisions = seats.decisions[0] - start
        _, info = env.reset()
        yield steps, decisions + seats.decisions[0]


def gym_vector(name: str, copy: bool, num_envs: int = 64) -> Work:
    """``gymnasium.make_vec`` of ``num_envs`` games; actions drawn from the masks in one numpy call (in
    float32: the stand-in policy's cost is not the env's, and float64 doubled it for nothing).

    ``copy=False`` hands out the env's own batch buffers (a rollout that stores what it needs before
    the next step); ``copy=True`` (the default, as Gymnasium's own vector envs) a fresh copy each step."""
    import gymnasium

    import cardtable.adapters.gymnasium  # noqa: F401 - registers the envs

    env = gymnasium.make_vec(
        f"cardtable/{name}-v0",
        num_envs=num_envs,
        vectorization_mode="vector_entry_point",
        opponent="random",
        copy=copy,
    )
    rng = np.random.default_rng(3)
    _, info = env.reset(seed=0)
    while True:
        for _ in range(8):
            masks = info["action_mask"]
            _, _, _, _, info = env.step(np.argmax(masks * rng.random(masks.shape, np.float32), axis=1))
        yield 8 * num_envs, 0  # decisions are not counted across autoresets


def openspiel_tensor(name: str) -> Work:
    """An OpenSpiel game played at random, the observation tensor of the player to move at every step.

    Read through OpenSpiel's observer (``open_spiel.python.observation.make_observation``: a numpy
    buffer, filled in place), its fast path for Python; ``state.observation_tensor(p)`` returns the
    same numbers as a new Python list of floats, which alone costs more than the rest of a step."""
    import pyspiel
    from open_spiel.python.observation import make_observation

    import cardtable.adapters.openspiel  # noqa: F401 - registers the games

    game = pyspiel.load_game(f"cardtable_{name}")
    observer = make_observation(game)
    chooser = random.Random(4)
    deal = 0
    while True:
        state = game.new_initial_state()
        state.apply_action(deal)
        deal += 1
        n = 0
        while not state.is_terminal():
            observer.set_from(state, state.current_player())
            state.apply_action(chooser.choice(state.legal_actions()))
            n += 1
        yield n, n


def uno_env_step() -> Work:
    """RLCard Uno ``env.step`` with a random legal action, as in RLCard's own examples."""
    import rlcard

    env = rlcard.make("uno", config={"seed": 1})
    chooser = random.Random(1)
    while True:
        state, _ = env.reset()
        n = 0
        while not env.is_over():
            state, _ = env.step(chooser.choice(list(state["legal_actions"])))
            n += 1
        yield n, n


def uno_core() -> Work:
    """RLCard Uno's game core (``UnoGame.step``), no state encoding."""
    from rlcard.games.uno.game import UnoGame

    game = UnoGame()
    game.np_random = np.random.RandomState(1)
    chooser = random.Random(1)
    while True:
        state, _ = game.init_game()
        n = 0
        while not game.is_over():
            state, _ = game.step(chooser.choice(state["legal_actions"]))
            n += 1
        yield n, n


def interleaved(measures: dict[str, Callable[[], Work]], seconds: float) -> dict[str, dict[str, float]]:
    """Run every measure for ``seconds`` in all, a slice at a time, in turn."""
    works = {key: make() for key, make in measures.items()}
    for work in works.values():  # untimed: the first step imports and sets up (rlcard's import took seconds)
        next(work)
    totals = {key: [0.0, 0, 0] for key in works}
    rounds = max(1, round(seconds / SLICE))
    for _ in range(rounds):
        for key, work in works.items():
            start = time.perf_counter()
            units = decisions = 0
            while time.perf_counter() - start < SLICE:
                done, made = next(work)
                units += done
                decisions += made
            totals[key][0] += time.perf_counter() - start
            totals[key][1] += units
            totals[key][2] += decisions
    return {
        key: {"per_s": units / elapsed, "decisions_per_s": decisions / elapsed, "seconds": elapsed}
        for key, (elapsed, units, decisions) in totals.items()
    }


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


GOALS = {
    "engine": ("uno_core", 1.0),
    "gym_single": ("uno_env_step", 0.5),
    "gym_vector64": ("uno_env_step", 1.0),
    "gym_vector64_copy": ("uno_env_step", 1.0),
    "openspiel_tensor": ("uno_env_step", 0.5),
}
"""Per path: the Uno figure it is compared with, and the ratio the issue asks for."""


def table(results: dict[str, Any]) -> str:
    """The figures as a Markdown table: per game, each path's rate and its ratio to Uno."""
    rates = results["rates"]
    uno_step, uno_core_rate = rates["uno_env_step"]["per_s"], rates["uno_core"]["per_s"]
    rows = [
        "| path | " + " | ".join(cardtable.GAMES) + " | goal |",
        "|---|" + "---:|" * len(cardtable.GAMES) + "---|",
    ]
    labels = {
        "engine": "engine random playout, decisions/s (vs Uno core)",
        "gym_single": "Gymnasium env, agent steps/s (vs Uno env.step)",
        "gym_vector64": "vector env ×64, `copy=False`, total agent steps/s (vs Uno env.step)",
        "gym_vector64_copy": "vector env ×64, `copy=True`, total agent steps/s (vs Uno env.step)",
        "openspiel_tensor": "OpenSpiel + observer tensor, steps/s (vs Uno env.step)",
    }
    for path, label in labels.items():
        base, goal = GOALS[path]
        cells = []
        for name in cardtable.GAMES:
            rate = rates[f"{name}.{path}"]["per_s"]
            cells.append(f"{rate:,.0f} ({rate / rates[base]['per_s']:.2f}x)")
        rows.append(f"| {label} | " + " | ".join(cells) + f" | ≥{goal}x |")
    clones = [f"{results['mid_game'][name]['clone_us']:.1f} µs" for name in cardtable.GAMES]
    rows.append("| `clone()` of a mid-game state | " + " | ".join(clones) + " | < 20 µs |")
    rows.append(
        f"| RLCard Uno `env.step` / game core, decisions/s | {uno_step:,.0f} / {uno_core_rate:,.0f} | | |"
    )
    return "\n".join(rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=10.0, help="time per throughput measure, in slices")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument("--out", help="also write the results as JSON to this file")
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core, as the goals say
    measures: dict[str, Callable[[], Work]] = {"uno_env_step": uno_env_step, "uno_core": uno_core}
    for name in cardtable.GAMES:
        measures[f"{name}.engine"] = lambda n=name: engine_playout(n)
        measures[f"{name}.gym_single"] = lambda n=name: gym_single(n)
        measures[f"{name}.gym_vector64"] = lambda n=name: gym_vector(n, copy=False)
        measures[f"{name}.gym_vector64_copy"] = lambda n=name: gym_vector(n, copy=True)
        measures[f"{name}.openspiel_tensor"] = lambda n=name: openspiel_tensor(n)
    load_before = os.getloadavg()[0]
    results: dict[str, Any] = {
        "python": platform.python_version(),
        "engine": cardtable.engine.KIND,  # compiled (mypyc) or pure; CARDTABLE_PURE=1 measures the latter
        "machine": platform.machine(),
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "seconds_per_measure": args.seconds,
        "rates": interleaved(measures, args.seconds),
        "mid_game": {name: clone_and_json(name) for name in cardtable.GAMES},
    }
    results["load_average_1min"] = [load_before, os.getloadavg()[0]]
    results["table"] = table(results)
    if args.json:
        print(json.dumps(results, indent=1))
    else:
        for key, rate in results["rates"].items():
            decisions = f" ({rate['decisions_per_s']:,.0f} decisions/s)" if rate["decisions_per_s"] else ""
            print(f"{key}: {rate['per_s']:,.0f}/s{decisions}")
        print(f"load average (1 min) before / after: {results['load_average_1min']}")
        print(f"engine: {results['engine']} {cardtable.engine.REASON}")
        print(results["table"])
    if args.out:
        with open(args.out, "w", encoding="utf-8") as out:
            json.dump(results, out, indent=1)


if __name__ == "__main__":
    main()
