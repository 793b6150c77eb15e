"""The uniformly random player: a baseline and the fastest rollout policy."""

from __future__ import annotations

import random

from cardtable.agents.base import Agent
from cardtable.core.rng import choice
from cardtable.core.state import State


class RandomAgent(Agent):
    def __init__(self, seed: int, name: str = "random") -> None:
        self.name = name
        self._rng = random.Random(seed)

    def choose(self, state: State) -> int:
        return choice(self._rng, state.legal_actions())
