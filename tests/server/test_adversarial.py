"""Hostile and clumsy clients: each gets a clear JSON error, the server stays up, no game changes."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from websockets.exceptions import ConnectionClosed

from server.harness import Server, create, next_view, seat_views


@pytest.fixture
def table(server: Server) -> Iterator[dict[str, Any]]:
    with server.client() as client:
        made = create(client, game="mewmew", seats=["human", "human"], seed=21)
        made["before"] = snapshot(client, made)
        yield made
        assert snapshot(client, made) == made["before"]  # nothing any test here sent changed the game


def snapshot(client: httpx.Client, table: dict[str, Any]) -> list[dict[str, Any]]:
    views = seat_views(client, table["table"], table["tokens"].values())
    for view in views:
        del view["seats"]  # who is connected may differ
    return views


def mover(table: dict[str, Any]) -> tuple[str, str, dict[str, Any]]:
    """(token of the seat to move, token of the other, the mover's view)."""
    first, second = table["before"]
    if first["legal"]:
        return table["tokens"]["0"], table["tokens"]["1"], first
    return table["tokens"]["1"], table["tokens"]["0"], second


def post_action(client: httpx.Client, table: dict[str, Any], **body: Any) -> httpx.Response:
    return client.post(f"/api/tables/{table['table']}/actions", json=body)


def test_the_other_seats_token_cannot_act(server: Server, table: dict[str, Any]) -> None:
    _, other, view = mover(table)
    with server.client() as client:
        response = post_action(
            client, table, token=other, action=view["legal"][0]["action"], version=view["version"]
        )
    assert response.status_code == 422 and "not yours" in response.json()["error"]


def test_a_token_of_another_table_or_none_is_refused(server: Server, table: dict[str, Any]) -> None:
    with server.client() as client:
        elsewhere = create(client, game="mewmew", seats=["human", "random"])["tokens"]["0"]
        view = mover(table)[2]
        for token in (elsewhere, "", "x" * 199):
            response = post_action(client, table, token=token, action=view["legal"][0]["action"], version=0)
            assert response.status_code in (403, 422) and set(response.json()) == {"error"}
        assert (
            client.get(f"/api/tables/{table['table']}/view", params={"token": elsewhere}).status_code == 403
        )
        assert client.get("/api/tables/nope/view").status_code == 404


def test_a_stale_version_gets_409_and_the_current_view(server: Server, table: dict[str, Any]) -> None:
    token, _, view = mover(table)
    with server.client() as client:
        for version in (view["version"] - 1, view["version"] + 1, 2**40):
            response = post_action(
                client, table, token=token, action=view["legal"][0]["action"], version=version
            )
            assert response.status_code == 409
            body = response.json()
            assert "stale version" in body["error"] and body["view"]["version"] == view["version"]
            assert body["view"]["observation"] == view["observation"]


@pytest.mark.parametrize("action", [-1, 10**6, 2**70, "illegal"])
def test_illegal_and_out_of_range_actions_are_422(server: Server, table: dict[str, Any], action: Any) -> None:
    token, _, view = mover(table)
    legal = {e["action"] for e in view["legal"]}
    chosen = next(a for a in range(10**4) if a not in legal) if action == "illegal" else action
    with server.client() as client:
        response = post_action(client, table, token=token, action=chosen, version=view["version"])
    assert response.status_code == 422 and response.json()["error"]


@pytest.mark.parametrize(
    ("content", "field"),
    [
        (b"{not json", "body"),
        (b'{"token": "t", "action": "one", "version": 0}', "action"),
        (b'{"token": "t", "action": 1}', "version"),
        (b'{"token": "t", "action": 1, "version": 0, "cheat": true}', "cheat"),
        (b"[]", "body"),
    ],
)
def test_malformed_bodies_are_422_naming_the_field(
    server: Server, table: dict[str, Any], content: bytes, field: str
) -> None:
    with server.client() as client:
        response = client.post(
            f"/api/tables/{table['table']}/actions",
            content=content,
            headers={"content-type": "application/json"},
        )
    assert response.status_code == 422
    assert set(response.json()) == {"error"} and response.json()["error"].startswith(field)


def test_huge_bodies_are_refused(server: Server, table: dict[str, Any]) -> None:
    huge = b'{"token": "' + b"x" * 200_000 + b'", "action": 1, "version": 0}'

    def chunks() -> Iterator[bytes]:  # no Content-Length: the limit counts what arrives
        for start in range(0, len(huge), 8192):
            yield huge[start : start + 8192]

    with server.client() as client:
        declared = client.post(f"/api/tables/{table['table']}/actions", content=huge)
        streamed = client.post(f"/api/tables/{table['table']}/actions", content=chunks())
        deck = client.post("/api/decks/check", json={"game": "mewmew", "text": "1 MMS-001\n" * 20_000})
    for response in (declared, streamed, deck):
        assert response.status_code == 413 and "request body" in response.json()["error"]


def test_concurrent_copies_of_one_action_apply_once(server: Server, table: dict[str, Any]) -> None:
    token, _, view = mover(table)
    body = {"token": token, "action": view["legal"][0]["action"], "version": view["version"]}

    async def burst() -> list[int]:
        async with server.async_client() as client:
            responses = await asyncio.gather(
                *(client.post(f"/api/tables/{table['table']}/actions", json=body) for _ in range(12))
            )
        return sorted(r.status_code for r in responses)

    assert asyncio.run(burst()) == [200] + [409] * 11
    with server.client() as client:
        assert client.get(f"/api/tables/{table['table']}/view").json()["version"] == view["version"] + 1
        table["before"] = snapshot(client, table)  # the one accepted action is the expected change


def test_websocket_floods_reconnect_loops_and_bad_tokens(server: Server, table: dict[str, Any]) -> None:
    tid, token = table["table"], table["tokens"]["0"]

    async def scenario() -> None:
        for bad_token, code in (("wrong", 4403), (None, None)):
            socket = await server.socket("no-such-table" if bad_token is None else tid, bad_token)
            message = await next_view(socket)
            assert set(message) == {"error"}
            with pytest.raises(ConnectionClosed) as closed:
                await socket.recv()
            assert closed.value.rcvd is not None and closed.value.rcvd.code == (code or 4404)
        for _ in range(30):  # a reconnect loop
            socket = await server.socket(tid, token)
            await next_view(socket)
            await socket.close()
        flooding = await server.socket(tid, token)
        await next_view(flooding)
        for number in range(3000):
            await flooding.send(f'{{"action": {number}, "flood": true}}')
        watcher = await server.socket(tid)
        view = await next_view(watcher)
        assert view["seats"][0]["connected"] and not view["seats"][1]["connected"]
        await flooding.close()
        while view["seats"][0]["connected"]:
            view = await next_view(watcher)
        await watcher.close()

    asyncio.run(scenario())
    with server.client() as client:
        assert client.get("/api/health").json()["ok"] is True


@pytest.mark.parametrize(
    ("seats", "says"),
    [
        (["human", "ismcts:seconds=100000"], "seats.1: seconds is at most 10"),
        (["ismcts:iterations=999999999", "human"], "seats.0: iterations is at most"),
        (["human", "genius"], "seats.1: unknown agent"),
        (["human"], "seats: List should have at least 2 items"),
    ],
)
def test_bad_or_greedy_seats_are_refused(server: Server, seats: list[str], says: str) -> None:
    with server.client() as client:
        response = client.post("/api/tables", json={"game": "mewmew", "seats": seats})
    assert response.status_code == 422 and response.json()["error"].startswith(says)
