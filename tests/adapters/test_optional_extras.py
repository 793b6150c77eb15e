"""Playing cardtable (games, agents, simulation, command line) never imports the research tools."""

from __future__ import annotations

import subprocess
import sys

PROGRAM = """
import sys
import cardtable, cardtable.agents, cardtable.cli, cardtable.sim
for name in cardtable.GAMES:
    state = cardtable.load_game(name).new_game(seed=0)
    for _ in range(20):
        if state.is_terminal():
            break
        state.apply(cardtable.agents.make_agent("heuristic:seconds=0.01").choose(state))
        state.observation(0)
loaded = {"numpy", "pyspiel", "open_spiel", "pettingzoo", "gymnasium"} & set(sys.modules)
assert not loaded, loaded
"""


def test_cardtable_imports_no_research_tool() -> None:
    subprocess.run([sys.executable, "-c", PROGRAM], check=True)
