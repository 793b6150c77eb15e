"""What the server sends: built only from ``observation(seat)``, ``log_for(seat)`` and that seat's
own legal actions. A spectator (no seat) gets the intersection of what both seats may know: a fact
shown to a spectator is one both players' observations (or log lines) agree on, so no seat's
private knowledge can reach them, whatever a game puts in its observation.
"""

from __future__ import annotations

from typing import Any

from cardtable.core.state import State

LOG_KEYS = ("rule", "kind", "player", "text", "text_ja")
"""Keys every rendered log line has; the rest of a line is the event's data."""


def common(first: Any, second: Any) -> Any:
    """The facts two observations share: equal values kept, dicts and equal-length lists compared
    item by item, anything else (a hand one seat sees and the other sees as None) becomes None."""
    if first == second:
        return first
    if isinstance(first, dict) and isinstance(second, dict):
        return {key: common(first[key], second[key]) for key in first if key in second}
    if isinstance(first, list) and isinstance(second, list) and len(first) == len(second):
        return [common(a, b) for a, b in zip(first, second, strict=True)]
    return None


def common_log_line(state: State, first: dict[str, Any], second: dict[str, Any]) -> dict[str, Any]:
    """A log line as everyone may know it: the data both seats' versions agree on, worded again from
    that data by the game's own describer when the seats' words differ."""
    if first == second:
        return first
    data = {
        key: value
        for key, value in first.items()
        if key not in LOG_KEYS and key in second and second[key] == value
    }
    kind, player = first["kind"], first["player"]
    describe = state.game.describe_event
    return {
        "rule": first["rule"],
        "kind": kind,
        "player": player,
        **data,
        "text": describe(kind, player, data, "en"),
        "text_ja": describe(kind, player, data, "ja"),
    }


def common_log(
    state: State, first: list[dict[str, Any]], second: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """The log as everyone may know it, from the two seats' logs."""
    return [common_log_line(state, a, b) for a, b in zip(first, second, strict=True)]


def public_log(state: State) -> list[dict[str, Any]]:
    return common_log(state, state.log_for(0), state.log_for(1))


def public_observation(state: State) -> dict[str, Any]:
    observation: dict[str, Any] = common(state.observation(0), state.observation(1))
    return observation


def legal_entries(state: State, seat: int) -> list[dict[str, Any]]:
    """The seat's legal actions in words, as data (``State.action_info``) and with what each costs,
    does and risks (``State.choice_notes``: ``notes_en`` / ``notes_ja``)."""
    if state.is_terminal() or state.current_player != seat:
        return []
    return [
        {
            "action": action,
            "text_en": state.action_to_string(action, "en"),
            "text_ja": state.action_to_string(action, "ja"),
            "info": state.action_info(action),
            "notes_en": state.choice_notes(action, "en"),
            "notes_ja": state.choice_notes(action, "ja"),
        }
        for action in state.legal_actions()
    ]


def progress_entry(state: State, seat: int) -> dict[str, Any] | None:
    """Where the seat's pending choice in steps stands (``State.progress``), in both languages."""
    if state.is_terminal() or state.current_player != seat:
        return None
    en, ja = state.progress("en"), state.progress("ja")
    if en is None or ja is None:
        return None
    return {"step": en["step"], "of": en["of"], "text_en": en["text"], "text_ja": ja["text"]}


def unavailable_entries(state: State, seat: int) -> list[dict[str, Any]]:
    """Why the seat's own pieces cannot act now (``State.unavailable``), in both languages."""
    english = state.unavailable(seat, "en")
    japanese = state.unavailable(seat, "ja")
    return [
        {
            **{key: value for key, value in en.items() if key != "why"},
            "why_en": en["why"],
            "why_ja": ja["why"],
        }
        for en, ja in zip(english, japanese, strict=True)
    ]


def game_view(
    state: State, seat: int | None, observation: dict[str, Any], log: list[dict[str, Any]]
) -> dict[str, Any]:
    """The game part of a view, given the viewer's observation and log (the table part — name,
    seats, version — is added by the table)."""
    return {
        "seat": seat,
        "status": "over" if state.is_terminal() else "playing",
        "to_move": state.current_player,
        "legal": [] if seat is None else legal_entries(state, seat),
        "progress": None if seat is None else progress_entry(state, seat),
        "unavailable": [] if seat is None else unavailable_entries(state, seat),
        "observation": observation,
        "log": log,
        "winner": state.winner,
        "reason": state.winner_reason,
    }
