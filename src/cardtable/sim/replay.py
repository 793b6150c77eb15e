"""Re-playing a game record step by step to its end or its failure, with the same checks as simulate.

``replay_record`` is the shared engine of ``cardtable replay`` and of viewers: it gives the state it
stopped at, the decisions with their words in both languages, and the failure it reproduced.
"""

from __future__ import annotations

import traceback
from dataclasses import dataclass, field

from cardtable.core.state import State
from cardtable.sim.play import GameFailure, end_problem, step_problem
from cardtable.sim.record import GameRecord

NO_BOUND = 10**9


@dataclass(frozen=True)
class Decision:
    number: int
    player: int
    action: int
    text: str
    text_ja: str


@dataclass
class Replay:
    record: GameRecord
    state: State | None
    """Where the replay stopped (None when the game could not even be set up)."""
    decisions: list[Decision] = field(default_factory=list)
    failure: str | None = None
    """What broke while re-playing (the reproduced failure), or None."""
    traceback: str | None = None


def replay_record(record: GameRecord) -> Replay:
    """Re-play every recorded decision, checking each step as ``simulate`` does."""
    bound = int(record.extra.get("max_decisions", NO_BOUND))
    replay = Replay(record, None)
    number = 0
    try:
        state = replay.state = record.new_state()
        for number, action in enumerate(record.actions):
            problem = step_problem(state, number, bound)
            if problem:
                raise GameFailure(problem)
            words = (state.action_to_string(action, "en"), state.action_to_string(action, "ja"))
            replay.decisions.append(Decision(number, state.current_player, action, *words))
            state.apply(action)
        number = len(record.actions)
        problem = end_problem(state) if state.is_terminal() else step_problem(state, number, bound)
        if problem:
            raise GameFailure(problem)
    except Exception as exc:  # the failure being replayed is the point: report it, do not crash
        replay.failure = f"decision #{number}: {type(exc).__name__}: {exc}"
        replay.traceback = traceback.format_exc()
    return replay
