"""Hidden information never leaves the server: whole games of both games are played through the
protocol by random bots, and every view, WebSocket message, replay and server log line is checked
against the engine's own ``observation(seat)`` / ``log_for(seat)`` of the same game, replayed here.

A card id in anything sent to a seat must be one that seat's observation or log names; a card name
must appear in that seat's own texts; the opponent's unseen hand never appears. A spectator may see
only cards both seats may know. The server log holds only public facts.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
from dataclasses import dataclass, field
from typing import Any

import pytest

import cardtable
from cardtable.core.game import Game
from cardtable.core.state import State
from server.harness import Server, create, next_view

HAND = {"mewmew": "hand", "medarot": "hand"}


def text_of(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False)


@dataclass
class Knowledge:
    """What one seat may know at one version: card ids named, and the texts they are named in."""

    ids: set[str]
    text: str


@dataclass
class Mirror:
    """The same game as the server's, played here on the engine with the same decisions."""

    game: Game
    seed: int
    states: list[State] = field(default_factory=list)
    id_pattern: re.Pattern[str] = field(init=False)

    def __post_init__(self) -> None:
        self.states = [self.game.new_game(seed=self.seed)]
        ids = sorted((card.id for card in self.game.cards), key=len, reverse=True)
        self.id_pattern = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, ids)) + r")(?![\w-])")

    def apply(self, action: int) -> None:
        state = self.states[-1].clone()
        state.apply(action)
        self.states.append(state)

    def ids_in(self, text: str) -> set[str]:
        return set(self.id_pattern.findall(text))

    def knowledge(self, seat: int, version: int) -> Knowledge:
        state = self.states[version]
        sources = [state.observation(seat), state.log_for(seat)]
        if state.current_player == seat:
            sources.append(
                [state.action_to_string(a, lang) for a in state.legal_actions() for lang in ("en", "ja")]
            )
        text = text_of(sources)
        ids = self.ids_in(text)
        # A card one knows comes with its printed text, which may name other cards (Mew Pudding's
        # text names Leotard Pudding): naming those is no leak.
        printed = [self.game.card(card_id).text(lang) for card_id in sorted(ids) for lang in ("en", "ja")]
        return Knowledge(ids, text + " " + " ".join(printed))

    def public(self, version: int) -> Knowledge:
        first, second = self.knowledge(0, version), self.knowledge(1, version)
        names = [name for card in self.game.cards for name in (card.name_en, card.name_ja)]
        shared = " ".join(name for name in names if name in first.text and name in second.text)
        return Knowledge(first.ids & second.ids, shared)

    def unseen_hand(self, seat: int, version: int, known: Knowledge) -> set[str]:
        other = 1 - seat
        hand = self.states[version].observation(other)["players"][other][HAND[self.game.name]] or []
        return set(hand) - known.ids

    def assert_no_leak(self, sent: Any, known: Knowledge, where: str, hidden: set[str] = frozenset()) -> None:  # type: ignore[assignment]
        text = text_of(sent)
        ids = self.ids_in(text)
        assert ids <= known.ids, f"{where}: cards the viewer may not know: {sorted(ids - known.ids)}"
        assert not ids & hidden, f"{where}: the opponent's hand: {sorted(ids & hidden)}"
        for card in self.game.cards:
            if card.id in known.ids:
                continue
            for name in (card.name_en, card.name_ja):
                if len(name) > 2 and name in text and name not in known.text:
                    pytest.fail(f"{where}: the name of {card.id} ({name}) the viewer may not know")


async def collect(socket: Any, into: list[dict[str, Any]]) -> None:
    while True:
        view = await next_view(socket, timeout=120)
        into.append(view)
        if view.get("status") == "over":
            return


async def play(server: Server, name: str, seed: int) -> tuple[Mirror, dict[str, list[dict[str, Any]]], str]:
    mirror = Mirror(cardtable.load_game(name), seed)
    bots = random.Random(seed)
    with server.client() as client:
        table = create(client, game=name, seats=["human", "human"], seed=seed)
    tid, tokens = table["table"], table["tokens"]
    sockets = {key: await server.socket(tid, tokens.get(key)) for key in ("0", "1", "spectator")}
    sent: dict[str, list[dict[str, Any]]] = {
        key: [] for key in ("0", "1", "spectator", "replay 0", "replay 1", "replay spectator")
    }
    readers = [asyncio.create_task(collect(socket, sent[key])) for key, socket in sockets.items()]
    async with server.async_client() as http:
        while True:
            view = (await http.get(f"/api/tables/{tid}/view", params={"token": tokens["0"]})).json()
            sent["0"].append(view)
            if view["status"] == "over":
                break
            seat = str(view["to_move"])
            if seat != "0":
                view = (await http.get(f"/api/tables/{tid}/view", params={"token": tokens[seat]})).json()
                sent[seat].append(view)
            action = bots.choice(view["legal"])["action"]
            body = {"token": tokens[seat], "action": action, "version": view["version"]}
            response = await http.post(f"/api/tables/{tid}/actions", json=body)
            assert response.status_code == 200, response.text
            sent[seat].append(response.json())
            mirror.apply(action)
            if bots.random() < 0.05:  # replays of the unfinished game, as each viewer may see them
                version = bots.randrange(view["version"] + 2)
                for key in ("0", "1", "spectator"):
                    params = {"version": version, **({"token": tokens[key]} if key in tokens else {})}
                    sent[f"replay {key}"].append(
                        (await http.get(f"/api/tables/{tid}/replay", params=params)).json()
                    )
            if bots.random() < 0.05:
                sent["spectator"].append((await http.get(f"/api/tables/{tid}/view")).json())
        sent["listing"] = (await http.get("/api/tables")).json()
    await asyncio.wait_for(asyncio.gather(*readers), 120)
    for socket in sockets.values():
        await socket.close()
    return mirror, sent, tid


@pytest.mark.parametrize(("name", "seed"), [("mewmew", 31), ("medarot", 32)])
def test_no_message_carries_what_its_seat_may_not_know(server: Server, name: str, seed: int) -> None:
    mirror, sent, tid = asyncio.run(play(server, name, seed))
    final = len(mirror.states) - 1
    assert mirror.states[final].is_terminal() and final > 20
    for seat in (0, 1):
        for view in sent[str(seat)]:
            version = view["version"]
            state = mirror.states[version]
            assert view["observation"] == state.observation(seat)  # exactly the engine's view
            assert view["log"] == state.log_for(seat)
            assert [e["action"] for e in view["legal"]] == (
                state.legal_actions() if state.current_player == seat else []
            )
            known = mirror.knowledge(seat, version)
            mirror.assert_no_leak(
                view, known, f"seat {seat} v{version}", mirror.unseen_hand(seat, version, known)
            )
        for replay in sent[f"replay {seat}"]:
            known = mirror.knowledge(seat, replay["version"])
            assert replay["observations"] == {str(seat): mirror.states[replay["version"]].observation(seat)}
            mirror.assert_no_leak(replay, known, f"seat {seat}'s replay v{replay['version']}")
    for view in sent["spectator"] + sent["replay spectator"]:
        version = view["version"]
        public = mirror.public(version)
        hidden = mirror.unseen_hand(0, version, public) | mirror.unseen_hand(1, version, public)
        mirror.assert_no_leak(view, public, f"spectator v{version}", hidden)
    assert not mirror.ids_in(text_of(sent["listing"]))
    # The server log: public facts of this game only.
    public_ever = [mirror.public(v) for v in range(final + 1)]
    everything = Knowledge(set().union(*(k.ids for k in public_ever)), " ".join(k.text for k in public_ever))
    lines = "\n".join(line for line in server.log_text().splitlines() if tid in line)
    assert lines.count(f"table {tid} v") > final / 2  # one line per game event
    mirror.assert_no_leak(lines, everything, "the server log")


def test_the_server_log_never_holds_a_token(server: Server) -> None:
    async def visit(table: str, tokens: dict[str, str]) -> None:
        for token in tokens.values():
            socket = await server.socket(table, token)
            await next_view(socket)
            await socket.close()

    with server.client() as client:
        table = create(client, game="mewmew", seats=["human", "human"])
        for token in table["tokens"].values():
            client.get(f"/api/tables/{table['table']}/view", params={"token": token})
    asyncio.run(visit(table["table"], table["tokens"]))
    assert re.search(r"GET /api/tables/\S+/view 200 [\d.]+ms", server.log_text())  # a line per request
    assert "/ws/tables/" in server.log_text()
    for token in table["tokens"].values():
        assert token not in server.log_text()
