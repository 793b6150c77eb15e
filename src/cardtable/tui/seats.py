"""Who sits in each seat: a person (``human``), or an AI made from an agent spec by ``cardtable.agents``."""

from __future__ import annotations

from cardtable.agents import DIFFICULTIES as AGENT_DIFFICULTIES
from cardtable.agents import Agent, make_agent
from cardtable.sim.record import HUMAN

DIFFICULTIES = tuple(AGENT_DIFFICULTIES)
"""The opponents the menu offers (easy, normal, hard); any other agent spec works from the command line."""

__all__ = ["DIFFICULTIES", "HUMAN", "Agent", "make_agent"]
