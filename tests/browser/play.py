"""Playing a game in the page by clicking, and recording everything the page was sent or showed."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import Page, WebSocket

TABLE = "main.table-screen"
MY_TURN_OR_OVER = f'{TABLE}[data-to-move="me"], {TABLE}[data-status="over"]'


@dataclass
class Seen:
    """What one page received (WebSocket frames, action responses) and drew (card ids), by version."""

    frames: list[str] = field(default_factory=list)
    drawn: dict[int, set[str]] = field(default_factory=dict)
    board_clicks: int = 0  # decisions made on a card or square rather than in the choices list

    def attach(self, page: Page) -> None:
        def on_socket(socket: WebSocket) -> None:
            socket.on("framereceived", lambda payload: self.frames.append(str(payload)))

        page.on("websocket", on_socket)
        page.on(
            "response",
            lambda response: self.frames.append(response.text()) if "/actions" in response.url else None,
        )

    def look(self, page: Page) -> None:
        version = int(page.get_attribute(TABLE, "data-version") or -1)
        ids = page.eval_on_selector_all("[data-card]", "nodes => nodes.map(n => n.dataset.card)")
        self.drawn.setdefault(version, set()).update(ids)


def table_version(page: Page) -> str:
    return page.get_attribute(TABLE, "data-version") or ""


def take_turn(page: Page, rng: random.Random, seen: Seen | None = None, hurry: float = 0.0) -> bool:
    """Wait for this seat's decision and make one by clicking (on the board when the action is
    drawn there, else in the choices list), then confirm. False once the game is over. ``hurry``:
    how often to take the first choice listed (ending steps early makes a game shorter)."""
    page.wait_for_selector(MY_TURN_OR_OVER, timeout=60_000)
    if seen is not None:
        seen.look(page)
    if page.get_attribute(TABLE, "data-status") == "over":
        return False
    version = table_version(page)
    actions = page.eval_on_selector_all(
        ".choices-panel [data-action]", "nodes => nodes.map(n => n.dataset.action)"
    )
    action = actions[0] if rng.random() < hurry else rng.choice(actions)
    on_board = page.locator(f'.board [data-action="{action}"]')
    if on_board.count():
        on_board.first.click()
        if seen is not None:
            seen.board_clicks += 1
    else:
        page.click(f'.choices-panel [data-action="{action}"]')
    page.click('[data-testid="confirm"]')
    page.wait_for_function(
        "v => document.querySelector('main.table-screen')?.dataset.version !== v",
        arg=version,
    )
    return True


def play_to_end(
    page: Page, seed: int, seen: Seen | None = None, hurry: float = 0.0, limit: int = 2000
) -> int:
    rng = random.Random(seed)
    for decisions in range(limit):
        if not take_turn(page, rng, seen, hurry):
            return decisions
    raise AssertionError(f"no end after {limit} decisions")


def token_of(page: Page) -> str:
    url = page.url
    return url.split("token=", 1)[1].split("&", 1)[0]


def table_of(page: Page) -> str:
    return page.url.split("#/table/", 1)[1].split("?", 1)[0]


# --- hidden information -------------------------------------------------------------------------

PRIVATE = {
    "mewmew": ("hand", "mewmew_area", "gauge", "deck_top_known"),
    "medarot": ("hand", "stock"),
}


def private_cards(game: str, obs: dict[str, Any], seat: int) -> set[str]:
    """The card ids only ``seat`` may know, from ``seat``'s own observation."""
    player = obs["players"][seat]
    ids = {card for zone in PRIVATE[game] for card in (player.get(zone) or [])}
    if game == "medarot":
        if not player["master_face_up"] and player["master"]:
            ids.add(player["master"])
        for square in obs["squares"]:
            if square and square["owner"] == seat and not square["face_up"] and square["card"]:
                ids.add(square["card"])
    return ids


def strings_in(value: Any) -> set[str]:
    return {text for text in json.dumps(value).split('"')}


def leaks(server: Any, table: str, token: str, seat: int, seen: Seen) -> list[str]:
    """Every card id of the other seat's hidden cards that this page was sent or drew while hidden.
    A finished game's replay gives both seats' observations at every version: the truth to test
    against. An id the viewer may also know otherwise (the same card in their own hand, or a card
    turned over in a battle, named in their log) is no leak."""
    found = []
    game = server.get(f"/api/tables/{table}/replay?version=0&token={token}")["game"]
    frames_by_version: dict[int, list[str]] = {}
    for frame in seen.frames:
        try:
            version = json.loads(frame)["version"]
        except (ValueError, KeyError, TypeError):
            continue
        frames_by_version.setdefault(version, []).append(frame)
    versions = set(frames_by_version) | set(seen.drawn)
    for version in sorted(versions):
        frame = server.get(f"/api/tables/{table}/replay?version={version}&token={token}")
        at = frame["observations"]
        known = strings_in(at[str(seat)]) | strings_in(frame["log"])
        hidden = private_cards(game, at[str(1 - seat)], 1 - seat) - known
        for card in hidden:
            if any(f'"{card}"' in frame for frame in frames_by_version.get(version, [])):
                found.append(f"version {version}: {card} in a frame")
            if card in seen.drawn.get(version, set()):
                found.append(f"version {version}: {card} in the page")
    return found
