"""Do heuristic-vs-heuristic Mew Mew games end? The 100 heuristic setups of the golden playthroughs.

Before the agents remembered the positions of a turn, 4 of these 100 (seeds 2023, 2029, 2041, 2089)
stopped at 3,000 decisions with two Elizabeths (MMS-025) waking each other for ever (MM-6.2.5);
``tests/agents/test_no_circles.py`` plays those 4 in CI. This plays all 100 (about a CPU-minute)::

    .venv/bin/python bench/circles.py [--workers 2] [--agent SPEC]

and prints each game's seed, length, end and CPU seconds, then how many ended. ``--agent`` plays the
same setups and agent seeds with another agent in both seats, e.g. ``--agent ismcts:iterations=10``
(before ISMCTS remembered the positions of a turn, seed 2089 looped that way; the test plays it too).
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parents[1] / "tests" / "golden"))

from record import HEURISTIC, MAX_DECISIONS, setups  # the golden setups, as recorded

from cardtable import load_game
from cardtable.agents import make_agent


def play(setup: dict[str, Any], agent: str = HEURISTIC) -> tuple[int, int, bool, str | None, float]:
    """One golden heuristic setup played afresh by ``agent``, with the golden games' agent seeds."""
    started = time.process_time()
    state = load_game("mewmew", **setup["flags"]).new_game(decks=setup["decks"], seed=setup["seed"])
    agents = [make_agent(agent, seed=setup["seed"] * 2 + seat) for seat in (0, 1)]
    decisions = 0
    while not state.is_terminal() and decisions < MAX_DECISIONS:
        state.apply(agents[state.current_player].choose(state))
        decisions += 1
    return setup["seed"], decisions, state.is_terminal(), state.winner_reason, time.process_time() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--agent", default=HEURISTIC, help=f"the agent spec in both seats (default {HEURISTIC})"
    )
    args = parser.parse_args()
    todo = [setup for setup in setups("mewmew") if setup["agent"] == HEURISTIC]
    with ProcessPoolExecutor(args.workers) as pool:
        results = list(pool.map(play, todo, [args.agent] * len(todo)))
    for seed, decisions, ended, reason, seconds in results:
        end = f"ended: {reason}" if ended else "NOT OVER"
        print(f"seed {seed}: {decisions} decisions, {end}, {seconds:.1f} s")
    ended = sum(result[2] for result in results)
    longest = max(result[1] for result in results)
    cpu = sum(result[4] for result in results)
    print(
        f"{ended} of {len(results)} games ended; longest {longest} decisions; {cpu:.0f} CPU-seconds of play"
    )


if __name__ == "__main__":
    main()
