"""Agent strength and speed, and a fuzz run, for every game: the figures the README quotes.

Run one part at a time (they are long; ``nice`` them on a shared machine)::

    .venv/bin/python bench/agents.py heuristic --games 200       # heuristic vs random
    .venv/bin/python bench/agents.py ismcts --games 200 --seconds 1.0   # ismcts vs heuristic
    .venv/bin/python bench/agents.py sims                        # ISMCTS iterations/s mid-game
    .venv/bin/python bench/agents.py fuzz --games 10000          # random games through simulate

Add ``--game mewmew`` to measure one game, ``--workers K`` to set the processes (default 2),
``--json`` for machine-readable output. Strength runs go through the same code as
``cardtable simulate`` (seats swapped every game, 95% Wilson intervals). The engine's own speed
(random playouts, clone, JSON) is ``bench/run.py``'s.

A long match can be played in parts, over several sessions or machines: give each part its own
seed range (``cardtable simulate GAME --agents A,B --games N --seed S --out part.jsonl``), then
``cardtable tally part*.jsonl`` adds them up (it refuses a seed played twice).
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path
from typing import Any

import cardtable
from cardtable.agents import make_agent
from cardtable.agents.ismcts import IsmctsAgent
from cardtable.core.state import State
from cardtable.sim.runner import RunConfig, local_backend
from cardtable.sim.simulate import simulate


def match(game_name: str, specs: tuple[str, str], games: int, workers: int, seed: int) -> dict[str, Any]:
    """A ``simulate`` run between two agents; failures go to a temporary folder."""
    game = cardtable.load_game(game_name)
    config = RunConfig(game.name, dict(game.flags), specs, None, seed, 20_000, game.DEFAULT_DECKS)
    with tempfile.TemporaryDirectory() as folder:
        summary = simulate(config, games, local_backend(config, workers), Path(folder) / "replays")
    keep = ("games", "wins", "win_rate", "win_ci95", "draws", "errors", "by_reason", "first_player")
    return {key: summary[key] for key in keep} | {
        "agents": list(specs),
        "mean_decisions": summary["mean_decisions"],
        "seconds": summary["seconds"],
        "decisions_per_second": summary["decisions_per_second"],
        "memory": summary["memory"],
    }


def mid_game_states(game_name: str, count: int, seed: int = 0) -> list[State]:
    """States halfway through heuristic-vs-heuristic games (by decision count)."""
    game = cardtable.load_game(game_name)
    states: list[State] = []
    for number in range(count):
        agents = [make_agent("heuristic", seed + 2 * number), make_agent("heuristic", seed + 2 * number + 1)]
        actions: list[int] = []
        state = game.new_game(seed=seed + number)
        while not state.is_terminal():
            actions.append(agents[state.current_player].choose(state))
            state.apply(actions[-1])
        state = game.new_game(seed=seed + number)
        for action in actions[: len(actions) // 2]:
            state.apply(action)
        if not state.is_terminal() and len(state.legal_actions()) > 1:
            states.append(state)
    return states


SEARCHES = ("ismcts", "ismcts:depth=20", "ismcts:depth=4:rollout=heuristic")
"""The default search (the leaf scored at once), random rollouts, short heuristic rollouts."""


def simulations_per_second(game_name: str, seconds: float, positions: int) -> dict[str, Any]:
    """ISMCTS iterations per second on mid-game positions, for the default and two rollout settings."""
    states = mid_game_states(game_name, positions)
    result: dict[str, Any] = {"positions": len(states)}
    for search in SEARCHES:
        rates = []
        for number, state in enumerate(states):
            agent = make_agent(f"{search}:seconds={seconds}", number)
            assert isinstance(agent, IsmctsAgent)
            start = time.perf_counter()
            agent.choose(state)
            rates.append(agent.last_iterations / (time.perf_counter() - start))
        result[search] = {"mean": sum(rates) / len(rates), "min": min(rates), "max": max(rates)}
    return result


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("part", choices=("heuristic", "ismcts", "sims", "fuzz"))
    parser.add_argument("--game", choices=tuple(cardtable.GAMES), action="append", help="default: every game")
    parser.add_argument("--games", type=int, help="games per game (default 200; fuzz 10000)")
    parser.add_argument("--seconds", type=float, default=1.0, help="ISMCTS time per decision (default 1.0)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    results: dict[str, Any] = {}
    for name in args.game or cardtable.GAMES:
        if args.part == "heuristic":
            result = match(name, ("heuristic", "random"), args.games or 200, args.workers, args.seed)
        elif args.part == "ismcts":
            specs = (f"ismcts:seconds={args.seconds}", "heuristic")
            result = match(name, specs, args.games or 200, args.workers, args.seed)
        elif args.part == "sims":
            result = simulations_per_second(name, args.seconds, args.games or 10)
        else:
            result = match(name, ("random", "random"), args.games or 10_000, args.workers, args.seed)
        results[name] = result
        if not args.json:
            print(f"{name} {args.part}: {json.dumps(result)}", flush=True)
    if args.json:
        print(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
