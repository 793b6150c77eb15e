"""Server load benchmark: N concurrent games of random bots playing through the real protocol.

Each game is a table of two human seats; each seat is a bot with its own WebSocket (the views it
acts on) that answers every decision of its own through ``POST /actions`` after a think time. A game
that ends is replaced by a new one, so N games are always in play. Reported: decisions/s, and the
p50/p99 latency of a human action (the POST, from sending it to its answer; AI thinking is not part
of it: the bots are the clients).

Run: ``.venv/bin/python bench/server_load.py --games 200 --seconds 60`` (starts ``cardtable serve``
on a free port with a fresh SQLite file; ``--url`` uses a running server instead); ``--cost`` only
measures the server's own work per decision, in this process. Results go to stdout;
docs/server.md records them. Never a timed test: speed is measured here, on demand.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import websockets

GAMES = ("mewmew", "medarot")


@dataclass
class Figures:
    latencies: list[float] = field(default_factory=list)
    decisions: int = 0
    stale: int = 0
    errors: list[str] = field(default_factory=list)
    finished: int = 0


async def seat_bot(
    url: str,
    ws_url: str,
    table: str,
    token: str,
    think: float,
    rng: random.Random,
    figures: Figures,
    stop: float,
) -> None:
    """Play one seat until the game ends or time is up: act on the newest view that is ours. Each
    seat has its own HTTP connection, as a player's browser does (one client shared by every seat
    scans its whole pool of connections at each request: the load generator's time, not the server's)."""
    async with (
        httpx.AsyncClient(base_url=url, timeout=60) as http,
        websockets.connect(f"{ws_url}/ws/tables/{table}?token={token}", max_size=None) as socket,
    ):
        acted = -1
        while time.monotonic() < stop:
            try:
                view = json.loads(await asyncio.wait_for(socket.recv(), max(0.1, stop - time.monotonic())))
            except TimeoutError:
                return
            if view["status"] == "over":
                return
            if not view["legal"] or view["version"] <= acted:
                continue
            await asyncio.sleep(rng.uniform(0.5, 1.5) * think)
            body = {"token": token, "action": rng.choice(view["legal"])["action"], "version": view["version"]}
            start = time.perf_counter()
            try:
                response = await http.post(f"/api/tables/{table}/actions", json=body)
            except httpx.TransportError as exc:
                # Sent again, as a browser would: the version makes it safe (an action the server
                # did take answers 409). Counted as an error all the same.
                figures.errors.append(f"action: {type(exc).__name__} {exc}")
                response = await http.post(f"/api/tables/{table}/actions", json=body)
            figures.latencies.append(time.perf_counter() - start)
            acted = view["version"]
            if response.status_code == 200:
                figures.decisions += 1
            elif response.status_code == 409:
                figures.stale += 1
            else:
                figures.errors.append(f"{response.status_code} {response.text[:200]}")


async def game_loop(
    http: httpx.AsyncClient, url: str, number: int, think: float, figures: Figures, stop: float
) -> None:
    """Keep one table in play: a new game as soon as the last one ends."""
    rng = random.Random(number)
    while time.monotonic() < stop:
        body = {"game": GAMES[number % 2], "seats": ["human", "human"], "seed": rng.randrange(2**31)}
        try:
            response = await http.post("/api/tables", json=body)
        except httpx.TransportError as exc:
            figures.errors.append(f"create: {type(exc).__name__} {exc}")
            await asyncio.sleep(1)
            continue
        if response.status_code != 201:
            figures.errors.append(f"create: {response.status_code} {response.text[:200]}")
            return
        table, tokens = response.json()["table"], response.json()["tokens"]
        ws_url = url.replace("http://", "ws://", 1)
        await asyncio.gather(
            *(seat_bot(url, ws_url, table, tokens[seat], think, rng, figures, stop) for seat in ("0", "1"))
        )
        figures.finished += time.monotonic() < stop


async def run_load(url: str, games: int, seconds: float, think: float, ramp: float) -> dict[str, Any]:
    figures = Figures()
    async with httpx.AsyncClient(base_url=url, timeout=60) as http:  # the tables' creators
        start = time.monotonic()
        stop = start + ramp + seconds

        async def staggered(number: int) -> None:
            await asyncio.sleep(ramp * number / games)  # tables open over the ramp, not all at once
            await game_loop(http, url, number, think, figures, stop)

        tasks = [asyncio.create_task(staggered(n)) for n in range(games)]
        await asyncio.sleep(ramp)
        figures.latencies.clear()  # measure the steady state only
        counted_from, decisions_before = time.monotonic(), figures.decisions
        await asyncio.gather(*tasks)
        elapsed = time.monotonic() - counted_from
    latencies = sorted(figures.latencies)
    return {
        "games": games,
        "seconds": round(elapsed, 1),
        "think_seconds": think,
        "decisions": figures.decisions - decisions_before,
        "decisions_per_second": round((figures.decisions - decisions_before) / elapsed, 1),
        "action_latency_ms_p50": round(1000 * statistics.median(latencies), 1) if latencies else None,
        "action_latency_ms_p99": round(1000 * latencies[int(0.99 * (len(latencies) - 1))], 1)
        if latencies
        else None,
        "actions_measured": len(latencies),
        "stale_409": figures.stale,
        "games_finished": figures.finished,
        "errors": figures.errors[:5],
        "error_count": len(figures.errors),
        "cpus": os.cpu_count(),
    }


def decision_cost(folder: Path, game_name: str = "mewmew", seed: int = 5) -> dict[str, float]:
    """The server's own work per decision over one whole random game, in this process: apply, the
    commit, both seats' views and their JSON (ms per decision, mean); and a seat's view deflated as
    its WebSocket sends it, with uvicorn's settings and with the server's (ms and KB per view)."""
    import cardtable
    from cardtable.server.live import LiveTable
    from cardtable.server.sockets import COMPRESSION
    from cardtable.server.store import SeatSetup, Store, TableSetup

    store = Store(f"sqlite:///{folder / 'cost.sqlite3'}")
    store.migrate()
    game = cardtable.load_game(game_name)
    seats = [SeatSetup("human", "a", "0" * 64), SeatSetup("human", "b", "1" * 64)]
    setup = TableSetup("cost", game_name, dict(game.flags), [*game.default_decks()], seed, seats, "cost")
    store.create_table(setup, [])
    table = LiveTable.rebuild(setup, [], [])
    chooser, spent = random.Random(seed), {"apply": 0.0, "commit": 0.0, "views": 0.0, "json": 0.0}
    squeezers = {  # raw deflate, as permessage-deflate sends it; uvicorn's: a 4 KB window, level 6
        "uvicorn": zlib.compressobj(wbits=-12, memLevel=5),
        "served": zlib.compressobj(wbits=-15, **COMPRESSION),
    }
    deflate = {name: [0.0, 0] for name in squeezers}  # seconds, bytes
    while not table.state.is_terminal():
        action = chooser.choice(table.state.legal_actions())
        marks = [time.perf_counter()]
        state = table.state.clone()
        state.apply(action)
        marks.append(time.perf_counter())
        store.record_decision(
            "cost", table.version, table.state.current_player, action, state.winner, state.winner_reason
        )
        marks.append(time.perf_counter())
        table.advance(state, action)
        table.view(0), table.view(1)
        marks.append(time.perf_counter())
        table.encoded_view(0), table.encoded_view(1)
        marks.append(time.perf_counter())
        for key, start, end in zip(spent, marks, marks[1:], strict=False):
            spent[key] += end - start
        text = table.encoded_view(0).encode()
        for name, squeezer in squeezers.items():
            start = time.perf_counter()
            sent = squeezer.compress(text) + squeezer.flush(zlib.Z_SYNC_FLUSH)
            deflate[name][0] += time.perf_counter() - start
            deflate[name][1] += len(sent)
    store.close()
    figures = {f"{key}_ms": round(1000 * total / table.version, 2) for key, total in spent.items()}
    for name, (seconds, size) in deflate.items():
        figures[f"deflate_{name}_ms"] = round(1000 * seconds / table.version, 3)
        figures[f"deflate_{name}_kb"] = round(size / table.version / 1024, 1)
    return figures


def start_server(folder: Path) -> tuple[subprocess.Popen[bytes], str]:
    log = (folder / "server.log").open("wb")
    command = [sys.executable, "-m", "cardtable.cli", "serve", "--port", "0", "--log-level", "warning"]
    process = subprocess.Popen(
        [*command, "--db", f"sqlite:///{folder / 'load.sqlite3'}"], stdout=log, stderr=log
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        found = re.search(r"serving on (http://\S+)/", (folder / "server.log").read_text())
        if found:
            return process, found.group(1)
        time.sleep(0.2)
    process.kill()
    raise SystemExit("the server did not start: " + (folder / "server.log").read_text())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="concurrent games (default 200)")
    parser.add_argument(
        "--seconds", type=float, default=60.0, help="measured time after the ramp (default 60)"
    )
    parser.add_argument(
        "--think", type=float, default=1.0, help="mean bot think time per decision, s (default 1)"
    )
    parser.add_argument(
        "--ramp", type=float, default=10.0, help="seconds over which the games start (default 10)"
    )
    parser.add_argument("--url", help="a running server (default: start one with a fresh SQLite file)")
    parser.add_argument("--cost", action="store_true", help="only measure the server's work per decision")
    args = parser.parse_args()
    if args.cost:
        with tempfile.TemporaryDirectory(prefix="cardtable-cost-") as folder:
            print(json.dumps(decision_cost(Path(folder))))
        return
    with tempfile.TemporaryDirectory(prefix="cardtable-load-") as folder:
        process, url = (None, args.url) if args.url else start_server(Path(folder))
        # The bots are one process holding every seat's views: its full collections stalled every
        # bot at once and were measured as the server's latency (p99 143 and 174 ms at 200 games
        # with them, 44-62 without). Players' browsers are one small process each; the run
        # is a minute long.
        gc.disable()
        try:
            result = asyncio.run(run_load(url, args.games, args.seconds, args.think, args.ramp))
        finally:
            if process is not None:
                process.terminate()
                process.wait(timeout=30)
    print(json.dumps(result))
    print(
        f"{result['games']} games, {result['decisions_per_second']} decisions/s, human action latency "
        f"p50 {result['action_latency_ms_p50']} ms, p99 {result['action_latency_ms_p99']} ms "
        f"({result['actions_measured']} actions over {result['seconds']} s, {result['error_count']} errors)"
    )


if __name__ == "__main__":
    main()
