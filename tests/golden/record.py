"""Record the golden playthroughs: ``python tests/golden/record.py [GAME...] [--only COMPONENT...]``.

Plays seeded games of each game with random and heuristic agents under the default flags, each
other value of every flag, and every pair of preset decks, and writes ``tests/golden/GAME.jsonl.gz``
(one game a line: setup, actions, digests). ``--only words`` keeps the recorded actions and every
other digest and re-digests just the named components: that is how an intended change is
re-recorded in its own commit while the rest must still match.
"""

from __future__ import annotations

import argparse
import gzip
import itertools
import json
import random
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from playthrough import COMPONENTS, digest_run, replay

from cardtable import load_game
from cardtable.agents import make_agent

HERE = Path(__file__).parent
RANDOM_GAMES = 2000
HEURISTIC_GAMES = 100
HEURISTIC = "heuristic:samples=1:lookahead=1"
MAX_DECISIONS = 3000
"""A playthrough stops here even if the game goes on: it still replays to the action."""


def path_of(game: str) -> Path:
    return HERE / f"{game}.jsonl.gz"


def flag_sets(game: str) -> list[dict[str, Any]]:
    """The default flags, then each other value of every flag on its own."""
    sets: list[dict[str, Any]] = [{}]
    for spec in load_game(game).FLAGS:
        sets += [{spec.name: value} for value in spec.choices if value != spec.default]
    return sets


def setups(game: str) -> list[dict[str, Any]]:
    presets = load_game(game).presets
    pairs = list(itertools.product(sorted(presets), repeat=2))
    flags = flag_sets(game)
    out = []
    for i in range(RANDOM_GAMES + HEURISTIC_GAMES):
        agent = "random" if i < RANDOM_GAMES else HEURISTIC
        a, b = pairs[i % len(pairs)]
        out.append({"seed": i, "agent": agent, "flags": flags[i % len(flags)],
                    "decks": [presets[a], presets[b]]})  # fmt: skip
    return out


def play(game: str, setup: dict[str, Any]) -> dict[str, Any]:
    state = load_game(game, **setup["flags"]).new_game(decks=setup["decks"], seed=setup["seed"])
    start = state.clone()
    chooser = random.Random(setup["seed"])
    agents = [make_agent(setup["agent"], seed=setup["seed"] * 2 + p) for p in (0, 1)]
    actions = []
    while not state.is_terminal() and len(actions) < MAX_DECISIONS:
        if setup["agent"] == "random":
            action = chooser.choice(state.legal_actions())
        else:
            action = agents[state.current_player].choose(state)
        actions.append(action)
        state.apply(action)
    return {**setup, "actions": actions, "digests": digest_run(start, actions)}


def redigest(game: str, row: dict[str, Any], only: list[str]) -> dict[str, Any]:
    fresh = replay(game, row["flags"], row["decks"], row["seed"], row["actions"])
    return {**row, "digests": {k: fresh[k] if k in only else v for k, v in row["digests"].items()}}


def load(game: str) -> list[dict[str, Any]]:
    with gzip.open(path_of(game), "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games", nargs="*", default=["mewmew", "medarot"])
    parser.add_argument("--only", nargs="+", choices=COMPONENTS, help="re-digest only these components")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    with ProcessPoolExecutor(args.workers) as pool:
        for game in args.games:
            if args.only:
                old = load(game)
                rows = list(pool.map(redigest, [game] * len(old), old, [args.only] * len(old), chunksize=20))
            else:
                todo = setups(game)
                rows = []
                for row in pool.map(play, [game] * len(todo), todo, chunksize=20):
                    rows.append(row)
                    if len(rows) % 200 == 0:
                        print(f"{game}: {len(rows)} of {len(todo)} played", flush=True)
            with gzip.open(path_of(game), "wt", encoding="utf-8", compresslevel=9) as f:
                for row in rows:
                    f.write(json.dumps(row, separators=(",", ":")) + "\n")
            print(f"{game}: {len(rows)} games written to {path_of(game)}")


if __name__ == "__main__":
    main()
