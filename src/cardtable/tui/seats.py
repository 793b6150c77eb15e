"""Who sits in each seat: a person (``human``), or an AI made from an agent spec by ``cardtable.agents``."""

from __future__ import annotations

from cardtable.agents import Agent, make_agent

HUMAN = "human"
DIFFICULTIES = ("easy", "normal", "hard")
"""The opponents the menu offers; any other agent spec works from the command line."""

__all__ = ["DIFFICULTIES", "HUMAN", "Agent", "make_agent"]
