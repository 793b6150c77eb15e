"""The protocol of PROTOCOL.md, end to end against a real server (HTTP + WebSocket)."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import httpx

import cardtable
from cardtable.help import rules_markdown
from server.harness import Server, create, next_view, seat_views, wait_for


def test_health_and_games(server: Server) -> None:
    with server.client() as client:
        assert client.get("/api/health").json()["ok"] is True
        games = {g["name"]: g for g in client.get("/api/games").json()}
    assert set(games) == set(cardtable.GAMES)
    mewmew = games["mewmew"]
    assert "strawberry" in mewmew["decks"] and mewmew["title_ja"]
    spec = mewmew["flag_specs"][0]
    assert {"name", "default", "choices", "rule", "doc", "doc_ja"} <= set(spec)
    assert all(s["doc_ja"] for g in games.values() for s in g["flag_specs"])  # the lobby in 日本語
    assert mewmew["flags"][spec["name"]] == spec["default"]
    house = {s["name"]: s["house_rule"] for s in mewmew["flag_specs"] if "house_rule" in s}
    assert house == {"win_check": ["immediate"], "search_counts_asleep": [False]}  # MM-5.4, MM-6.3.2


def test_openapi_schema_is_served(server: Server) -> None:
    with server.client() as client:
        schema = client.get("/openapi.json").json()
    assert "/api/tables/{table}/actions" in schema["paths"]


def test_cards_and_help(server: Server) -> None:
    with server.client() as client:
        cards = client.get("/api/cards/medarot").json()
        assert client.get("/api/cards/nothing").status_code == 404
        help_en = client.get("/api/help/mewmew", params={"lang": "en"}).json()
        help_ja = client.get("/api/help/mewmew", params={"lang": "ja"}).json()
        assert client.get("/api/help/mewmew", params={"lang": "fr"}).status_code == 422
    game = cardtable.load_game("medarot")
    assert [c["id"] for c in cards] == [c.id for c in game.cards]
    first = cards[0]
    assert {"id", "name", "name_ja", "kind", "text", "text_ja", "provenance"} <= set(first)
    assert first["name"] == game.cards[0].name_en
    assert help_en["markdown"] == rules_markdown("mewmew", "en")
    assert help_ja["markdown"] == rules_markdown("mewmew", "ja") and help_ja["lang"] == "ja"


def test_a_move_reaches_both_seats_and_every_tab(server: Server) -> None:
    async def scenario() -> None:
        with server.client() as client:
            table = create(client, game="mewmew", seats=["human", "human"], seed=3, names=["Ann", "Bo"])
        tid, tokens = table["table"], table["tokens"]
        first = await server.socket(tid, tokens["0"])
        second_tab = await server.socket(tid, tokens["0"])
        other = await server.socket(tid, tokens["1"])
        watcher = await server.socket(tid)
        try:
            views = [await next_view(s) for s in (first, second_tab, other, watcher)]
            assert [v["seat"] for v in views] == [0, 0, 1, None]
            # Connections arriving after a socket opened are announced to it.
            latest = views[0]
            while not all(s["connected"] for s in latest["seats"]):
                latest = await next_view(first)
            assert [s["name"] for s in latest["seats"]] == ["Ann", "Bo"]
            mover = latest["to_move"]
            token = tokens[str(mover)]
            async with server.async_client() as http:
                view = (await http.get(f"/api/tables/{tid}/view", params={"token": token})).json()
                legal = view["legal"][0]["action"]
                response = await http.post(
                    f"/api/tables/{tid}/actions",
                    json={"token": token, "action": legal, "version": view["version"]},
                )
            assert response.status_code == 200
            assert response.json()["version"] == view["version"] + 1
            for socket in (first, second_tab, other, watcher):
                update = await next_view(socket)
                while update["version"] != view["version"] + 1:
                    update = await next_view(socket)
                assert update["table"] == tid
        finally:
            for socket in (first, second_tab, other, watcher):
                await socket.close()

    asyncio.run(scenario())


def test_view_shape(server: Server) -> None:
    with server.client() as client:
        table = create(client, game="medarot", seats=["human", "human"], seed=1)
        tid = table["table"]
        seat_view = client.get(f"/api/tables/{tid}/view", params={"token": table["tokens"]["0"]}).json()
        spectator = client.get(f"/api/tables/{tid}/view").json()
    keys = {"table", "game", "seat", "status", "version", "to_move", "legal", "observation", "log", "seats"}
    assert keys | {"winner", "reason"} <= set(seat_view)
    assert seat_view["status"] == "playing" and seat_view["version"] == 0
    assert spectator["seat"] is None and spectator["legal"] == []
    state = cardtable.load_game("medarot").new_game(seed=1)
    assert seat_view["observation"] == state.observation(0)
    assert seat_view["log"] == state.log_for(0)
    if seat_view["to_move"] == 0:
        assert [e["action"] for e in seat_view["legal"]] == state.legal_actions()
        assert seat_view["legal"][0]["text_en"] == state.action_to_string(state.legal_actions()[0], "en")


def test_legal_entries_carry_action_info(server: Server) -> None:
    with server.client() as client:
        table = create(client, game="mewmew", seats=["human", "human"], seed=2)
        views = seat_views(client, table["table"], table["tokens"].values())
    state = cardtable.load_game("mewmew").new_game(seed=2)
    legal = next(v["legal"] for v in views if v["legal"])
    assert [e["info"] for e in legal] == [state.action_info(e["action"]) for e in legal]


def test_open_seat_join_and_full_table(server: Server) -> None:
    with server.client() as client:
        table = create(client, game="mewmew", seats=["human", "human"], open_seats=[1])
        tid = table["table"]
        assert list(table["tokens"]) == ["0"]
        listed = next(t for t in client.get("/api/tables").json() if t["table"] == tid)
        assert listed["open_seats"] == [1] and listed["status"] == "playing"
        joined = client.post(f"/api/tables/{tid}/join", json={"name": "Kei"})
        assert joined.status_code == 200 and joined.json()["seat"] == 1
        again = client.post(f"/api/tables/{tid}/join", json={"name": "Late"})
        assert again.status_code == 409 and "open seat" in again.json()["error"]
        view = client.get(f"/api/tables/{tid}/view", params={"token": joined.json()["token"]}).json()
        assert view["seat"] == 1 and view["seats"][1]["name"] == "Kei"


def test_ai_seat_plays_its_turns(server: Server) -> None:
    with server.client() as client:
        table = create(client, game="mewmew", seats=["random", "random"], seed=5)
        tid = table["table"]
        assert table["tokens"] == {}
        view = wait_for(lambda: over(client.get(f"/api/tables/{tid}/view").json()), timeout=120)
        assert view["reason"]


def test_finished_game_history_replay_and_rematch(server: Server) -> None:
    with server.client() as client:
        table = create(client, game="medarot", seats=["human", "random"], seed=9, names=["Ann", "Bot"])
        tid, token = table["table"], table["tokens"]["0"]
        play_out(client, tid, token)
        history = client.get("/api/history", params={"token": token}).json()
        assert [h["table"] for h in history] == [tid]
        assert history[0]["seats"][0] == {"name": "Ann", "kind": "human"} and history[0]["decisions"] > 0
        assert any(h["table"] == tid for h in client.get("/api/history").json())
        assert client.get("/api/history", params={"token": "nope"}).status_code == 403
        replay = client.get(f"/api/tables/{tid}/replay", params={"version": 5}).json()
        assert set(replay["observations"]) == {"0", "1"} and replay["total"] == history[0]["decisions"]
        assert replay["last"]["text_en"]
        rematch = client.post(f"/api/tables/{tid}/rematch", json={"token": token})
        assert rematch.status_code == 201
        new = rematch.json()
        assert list(new["tokens"]) == ["0"]
        assert client.get(f"/api/tables/{tid}/view").json()["rematch"] == new["table"]
        fresh = client.get(f"/api/tables/{new['table']}/view", params={"token": new["tokens"]["0"]}).json()
        assert fresh["game"] == "medarot" and fresh["seats"][1]["kind"] == "random"


def test_rematch_of_two_humans_opens_the_other_seat(server: Server) -> None:
    with server.client() as client:
        table = create(client, game="mewmew", seats=["human", "human"], seed=4)
        tid = table["table"]
        assert (
            client.post(f"/api/tables/{tid}/rematch", json={"token": table["tokens"]["0"]}).status_code == 409
        )
        play_out(client, tid, *table["tokens"].values())
        first = client.post(f"/api/tables/{tid}/rematch", json={"token": table["tokens"]["1"]}).json()
        assert list(first["tokens"]) == ["1"]
        second = client.post(f"/api/tables/{tid}/rematch", json={"token": table["tokens"]["0"]}).json()
        assert second["table"] == first["table"] and list(second["tokens"]) == ["0"]


def test_unfinished_replay_shows_only_the_askers_view(server: Server) -> None:
    with server.client() as client:
        table = create(client, game="mewmew", seats=["human", "human"], seed=8)
        tid = table["table"]
        play_out(client, tid, *table["tokens"].values(), decisions=12)
        mine = client.get(
            f"/api/tables/{tid}/replay", params={"version": 12, "token": table["tokens"]["1"]}
        ).json()
        public = client.get(f"/api/tables/{tid}/replay", params={"version": 3}).json()
        too_far = client.get(f"/api/tables/{tid}/replay", params={"version": 13})
    assert set(mine["observations"]) == {"1"} and mine["status"] == "playing"
    assert set(public["observations"]) == {"public"}
    assert public["observations"]["public"]["players"][0]["hand"] is None
    assert too_far.status_code == 422


def test_saved_decks(server: Server) -> None:
    game = cardtable.load_game("mewmew")
    text = "".join(f"1 {card}\n" for card in game.presets["mint"])
    with server.client() as client:
        checked = client.post("/api/decks/check", json={"game": "mewmew", "text": text}).json()
        assert checked == {"problems": [], "cards": game.presets["mint"]}
        bad = client.post("/api/decks/check", json={"game": "mewmew", "text": "3 MMS-012\nfoo\n"}).json()
        assert any(p["line"] == 2 for p in bad["problems"]) and bad["cards"] == []
        saved = client.put("/api/decks/mewmew/my mint", json={"text": text})
        assert saved.status_code == 200 and saved.json()["name"] == "my mint"
        assert client.put("/api/decks/mewmew/broken", json={"text": "1 MMS-012\n"}).status_code == 422
        assert client.put("/api/decks/mewmew/mint", json={"text": text}).status_code == 422  # a preset's name
        assert {"game": "mewmew", "name": "my mint", "text": text} in client.get(
            "/api/decks", params={"game": "mewmew"}
        ).json()
        table = create(client, game="mewmew", seats=["human", "human"], decks=["my mint", None], seed=1)
        assert table["table"]
        assert client.delete("/api/decks/mewmew/my mint").status_code == 204
        assert client.delete("/api/decks/mewmew/my mint").status_code == 404


def over(view: dict[str, Any]) -> dict[str, Any] | None:
    return view if view["status"] == "over" else None


def play_out(client: httpx.Client, tid: str, *tokens: str, decisions: int | None = None) -> None:
    """Play last legal actions for the given seats until the game ends (or ``decisions`` were taken)."""
    while decisions is None or decisions > 0:
        views = [client.get(f"/api/tables/{tid}/view", params={"token": t}).json() for t in tokens]
        if views[0]["status"] == "over":
            return
        mover = next((i for i, v in enumerate(views) if v["legal"]), None)
        if mover is None:
            time.sleep(0.05)  # an AI seat is thinking
            continue
        view = views[mover]
        response = client.post(
            f"/api/tables/{tid}/actions",
            json={"token": tokens[mover], "action": view["legal"][-1]["action"], "version": view["version"]},
        )
        assert response.status_code in (200, 409), response.text
        if decisions is not None:
            decisions -= 1


def test_a_thinking_ai_does_not_hold_up_another_table(server: Server) -> None:
    # Last in this module: its AI table keeps the server's one AI worker busy until the server stops.
    with server.client() as client:
        thinker = create(client, game="mewmew", seats=["ismcts:seconds=4", "ismcts:seconds=4"], seed=6)
        duel = create(client, game="mewmew", seats=["human", "human"], seed=7)
        busy = client.get(f"/api/tables/{thinker['table']}/view").json()
        # While an AI seat of the first table thinks (4 s a decision), the second table plays on.
        play_out(client, duel["table"], *duel["tokens"].values(), decisions=5)
        assert client.get(f"/api/tables/{thinker['table']}/view").json()["version"] <= busy["version"] + 1
        assert client.get(f"/api/tables/{duel['table']}/view").json()["version"] == 5


def test_views_are_compressed_with_a_whole_window(server: Server) -> None:
    """A socket's views are deflated (permessage-deflate) with the full 32 KB window, not uvicorn's
    4 KB: a view is mostly the one before it, which a whole window finds (server/sockets.py)."""

    async def scenario() -> None:
        with server.client() as client:
            table = create(client, game="mewmew", seats=["human", "human"], seed=4)
        socket = await server.socket(table["table"], table["tokens"]["0"])
        try:
            assert (await next_view(socket))["seat"] == 0
            extensions = socket.response.headers["Sec-WebSocket-Extensions"] if socket.response else ""
            assert extensions.startswith("permessage-deflate") and "window_bits" not in extensions
        finally:
            await socket.close()

    asyncio.run(scenario())
