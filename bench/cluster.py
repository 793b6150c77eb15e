"""Local worker processes against Ray on this machine: games/s for 1 and 2 workers, Ray's start-up,
and the cost Ray adds per task and per game (the figures docs/simulation.md quotes).

Run once, briefly (``make`` installs Ray with the ``cluster`` extra)::

    .venv/bin/python bench/cluster.py [--game mewmew] [--agents random,random] [--games 400] [--json]

Games are the same on every backend (same seeds, same rows); only the time differs. Ray is started
once per worker count (a local Ray of that many CPUs) and its start-up is timed apart from the games.
The per-task overhead is measured by playing the same games one game per task; the per-game overhead
is Ray's run time minus the local processes' run time, over the games.
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

import ray

import cardtable
from cardtable.sim.cluster import RayCluster
from cardtable.sim.runner import Backend, RunConfig, chunk_size, local_backend, run


def timed(backend: Backend, games: int, size: int | None = None) -> float:
    """Seconds to play ``games`` on ``backend`` (which is closed at the end)."""
    start = time.perf_counter()
    played = sum(len(chunk.outcomes) for chunk in run(backend, games, size))
    assert played == games
    return time.perf_counter() - start


class KeptOpen:
    """A Ray backend run several times on one Ray instance (``run`` closes what it is given)."""

    def __init__(self, cluster: RayCluster) -> None:
        self.cluster, self.slots = cluster, cluster.slots
        self.submit, self.result = cluster.submit, cluster.result

    def close(self) -> None:
        return None


def measure(config: RunConfig, games: int, workers: int) -> dict[str, Any]:
    local = timed(local_backend(config, workers), games)
    start = time.perf_counter()
    cluster = RayCluster(config, None, workers)
    startup = time.perf_counter() - start
    try:
        kept = KeptOpen(cluster)
        timed(kept, workers * 2, 1)  # warm the workers up: each loads the game once
        on_ray = timed(kept, games)
        per_game_tasks = timed(kept, games, 1)
    finally:
        cluster.close()
    chunk = chunk_size(games, workers)
    chunks = -(-games // chunk)
    return {
        "workers": workers,
        "games": games,
        "chunk_games": chunk,
        "local_games_per_s": games / local,
        "ray_games_per_s": games / on_ray,
        "ray_startup_s": startup,
        "ray_one_game_per_task_games_per_s": games / per_game_tasks,
        "ray_overhead_per_game_ms": 1000 * (on_ray - local) / games,
        "ray_overhead_per_task_ms": 1000 * workers * (per_game_tasks - on_ray) / (games - chunks),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="mewmew")
    parser.add_argument("--agents", default="random,random")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    game = cardtable.load_game(args.game)
    a, b = args.agents.split(",")
    config = RunConfig(game.name, dict(game.flags), (a, b), None, 0, 20_000, game.DEFAULT_DECKS)
    results = []
    try:
        for workers in (1, 2):
            results.append(measure(config, args.games, workers))
    finally:
        ray.shutdown()
    if args.json:
        print(json.dumps(results))
        return
    for r in results:
        games, workers, chunk = r["games"], r["workers"], r["chunk_games"]
        print(f"{args.game} {args.agents}: {games} games on {workers} worker(s), {chunk} a chunk")
        print(f"  local {r['local_games_per_s']:.1f} games/s, Ray {r['ray_games_per_s']:.1f} games/s")
        print(
            f"  Ray start-up {r['ray_startup_s']:.1f} s; adds {r['ray_overhead_per_game_ms']:.2f} ms a game"
        )
        print(
            f"  {r['ray_overhead_per_task_ms']:.1f} ms a task (one game a task:"
            f" {r['ray_one_game_per_task_games_per_s']:.1f} games/s)"
        )


if __name__ == "__main__":
    main()
