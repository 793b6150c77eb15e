"""Local worker processes against Ray on this machine: games/s for 1 and 2 workers, Ray's start-up,
and the cost Ray adds per task and per game (the figures docs/simulation.md quotes).

Run once, briefly (``make`` installs Ray with the ``cluster`` extra)::

    .venv/bin/python bench/cluster.py [--game mewmew] [--agents random,random] [--games 400] [--json]

Games are the same on every backend (same seeds, same rows); only the time differs. Ray is started
once per worker count (a local Ray of that many CPUs) and its start-up is timed apart from the games.
The cost of a task is timed apart, with chunks of no games (submit to result), on both backends: on a
shared machine the games/s figures vary with the other work, the cost of a task much less. Ray's
cost a game is the difference per task over the games of a chunk.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from typing import Any

import ray

import cardtable
from cardtable.sim.cluster import RayCluster
from cardtable.sim.runner import Backend, RunConfig, chunk_size, local_backend


def cli_run(game: str, agents: str, games: int, workers: int, backend: str) -> tuple[float, float]:
    """(seconds of play, seconds in all) of ``cardtable simulate`` in a process of its own, as a user
    runs it (so the local backend's workers are not slowed by this process having imported Ray)."""
    command = [sys.executable, "-m", "cardtable.cli", "simulate", game, "--agents", agents]
    options = ["--games", str(games), "--workers", str(workers), "--backend", backend, "--json"]
    start = time.perf_counter()
    done = subprocess.run([*command, *options], check=True, capture_output=True, text=True)
    return json.loads(done.stdout)["seconds"], time.perf_counter() - start


def task_ms(backend: Backend, tasks: int) -> float:
    """Milliseconds one chunk of no games costs from submit to result (the cost of a task alone)."""
    start = time.perf_counter()
    handles = [backend.submit((0, 0)) for _ in range(tasks)]
    for handle in handles:
        backend.result(handle)
    return 1000 * (time.perf_counter() - start) / tasks


def measure(
    game: str, agents: str, config: RunConfig, games: int, workers: int, tasks: int
) -> dict[str, Any]:
    local, local_all = cli_run(game, agents, games, workers, "local")
    on_ray, ray_all = cli_run(game, agents, games, workers, "ray")
    pool = local_backend(config, workers)
    try:
        local_task = task_ms(pool, tasks)
    finally:
        pool.close()
    cluster = RayCluster(config, None, workers)
    try:
        ray_task = task_ms(cluster, tasks // 10)  # warm-up: each worker loads the game once
        ray_task = task_ms(cluster, tasks)
    finally:
        cluster.close()
    chunk = chunk_size(games, workers)
    return {
        "workers": workers,
        "games": games,
        "chunk_games": chunk,
        "local_games_per_s": games / local,
        "ray_games_per_s": games / on_ray,
        "local_startup_s": local_all - local,
        "ray_startup_s": ray_all - on_ray,
        "local_task_ms": local_task,
        "ray_task_ms": ray_task,
        "ray_overhead_per_game_ms": (ray_task - local_task) / chunk,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="mewmew")
    parser.add_argument("--agents", default="random,random")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--tasks", type=int, default=1000, help="empty tasks timed for the cost of a task")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    game = cardtable.load_game(args.game)
    a, b = args.agents.split(",")
    config = RunConfig(game.name, dict(game.flags), (a, b), None, 0, 20_000, game.DEFAULT_DECKS)
    results = []
    try:
        for workers in (1, 2):
            results.append(measure(args.game, args.agents, config, args.games, workers, args.tasks))
    finally:
        ray.shutdown()
    if args.json:
        print(json.dumps(results))
        return
    for r in results:
        games, workers, chunk = r["games"], r["workers"], r["chunk_games"]
        print(f"{args.game} {args.agents}: {games} games on {workers} worker(s), {chunk} a chunk")
        print(f"  local {r['local_games_per_s']:.1f} games/s, Ray {r['ray_games_per_s']:.1f} games/s")
        print(f"  start-up: local {r['local_startup_s']:.1f} s, Ray {r['ray_startup_s']:.1f} s")
        print(
            f"  a task costs {r['local_task_ms']:.2f} ms on local processes, {r['ray_task_ms']:.2f} ms on Ray"
        )
        print(f"  Ray adds {r['ray_overhead_per_game_ms']:.3f} ms a game at {chunk} games a chunk")


if __name__ == "__main__":
    main()
