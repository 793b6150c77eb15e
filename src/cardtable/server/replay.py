"""Replays of a table: the game at any earlier version, shown as the asker may see it.

A finished game may be shown whole (both observations, the full log); an unfinished one only as the
token's seat knows it, or as public facts to a spectator.
"""

from __future__ import annotations

from typing import Any

import cardtable
from cardtable.core.state import State
from cardtable.server.errors import ApiError
from cardtable.server.live import LiveTable
from cardtable.server.views import public_log, public_observation


def state_at(table: LiveTable, version: int) -> State:
    setup = table.setup
    state = cardtable.load_game(setup.game, **setup.flags).new_game(setup.decks, seed=setup.seed)
    for action in table.actions[:version]:
        state.apply(action)
    return state


def seen(state: State, viewer: int | None, finished: bool) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """(observations by key, log) of ``state`` as the viewer may know it."""
    if finished:
        return {"0": state.observation(0), "1": state.observation(1)}, state.log
    if viewer is None:
        return {"public": public_observation(state)}, public_log(state)
    return {str(viewer): state.observation(viewer)}, state.log_for(viewer)


def replay_view(table: LiveTable, viewer: int | None, version: int | None) -> dict[str, Any]:
    total = table.version
    number = total if version is None else version
    if number > total:
        raise ApiError(422, f"version: this table has {total} decisions; ask for 0 to {total}")
    finished = table.state.is_terminal()
    state = state_at(table, number)
    observations, log = seen(state, viewer, finished)
    return {
        "table": table.id,
        "game": table.setup.game,
        "version": number,
        "total": total,
        "status": "over" if finished else "playing",
        "observations": observations,
        "log": log,
        "last": None if number == 0 else last_decision(table, number, viewer, finished, len(log)),
    }


def last_decision(
    table: LiveTable, number: int, viewer: int | None, finished: bool, log_size: int
) -> dict[str, Any]:
    """The decision that led to version ``number``: its own words for whoever may know them (the
    seat that took it, or anyone once the game is over); for others, the log lines it made."""
    before = state_at(table, number - 1)
    seat, action = before.current_player, table.actions[number - 1]
    if finished or viewer == seat:
        return {
            "seat": seat,
            "text_en": before.action_to_string(action, "en"),
            "text_ja": before.action_to_string(action, "ja"),
        }
    _, earlier = seen(before, viewer, finished)
    _, now = seen(state_at(table, number), viewer, finished)
    made = now[len(earlier) : log_size]
    return {
        "seat": seat,
        "text_en": "; ".join(line["text"] for line in made),
        "text_ja": "; ".join(line["text_ja"] for line in made),
    }
