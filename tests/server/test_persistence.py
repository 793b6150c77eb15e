"""Nothing acknowledged is lost: SIGKILL the server mid-game, start it again, every game goes on
where it was (an AI seat that was thinking thinks again); a damaged row harms only its table."""

from __future__ import annotations

import sqlite3
from typing import Any

import httpx

from server.harness import Server, create, seat_views, wait_for


def views(client: httpx.Client, tables: dict[str, dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    return {tid: seat_views(client, tid, table["tokens"].values()) for tid, table in tables.items()}


def act(client: httpx.Client, tid: str, token: str, view: dict[str, Any]) -> dict[str, Any]:
    response = client.post(
        f"/api/tables/{tid}/actions",
        json={"token": token, "action": view["legal"][0]["action"], "version": view["version"]},
    )
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()
    return result


def my_turn(client: httpx.Client, tid: str, token: str) -> dict[str, Any] | None:
    view: dict[str, Any] = client.get(f"/api/tables/{tid}/view", params={"token": token}).json()
    return view if view["legal"] or view["status"] == "over" else None


def test_sigkill_mid_game_loses_nothing_and_ai_resumes(any_db_server: Server) -> None:
    server = any_db_server.start()
    with server.client() as client:
        duel = create(client, game="mewmew", seats=["human", "human"], seed=11)
        versus_ai = create(client, game="medarot", seats=["human", "ismcts:seconds=2"], seed=12)
        tables = {duel["table"]: duel, versus_ai["table"]: versus_ai}
        for _ in range(8):  # a few acknowledged decisions at the two-human table
            view = next(v for v in views(client, {duel["table"]: duel})[duel["table"]] if v["legal"])
            act(client, duel["table"], duel["tokens"][str(view["seat"])], view)
        ai_table, human = versus_ai["table"], versus_ai["tokens"]["0"]
        view = wait_for(lambda: my_turn(client, ai_table, human), timeout=60)
        after = act(client, ai_table, human, view)
        while after["to_move"] == 0:  # act until the AI seat is to move (and thinking)
            after = act(client, ai_table, human, after)
        assert after["to_move"] == 1
        before = views(client, tables)
    server.kill()  # SIGKILL while the AI thinks

    server.start()
    with server.client() as client:
        again = views(client, tables)
        for tid in tables:
            for old, new in zip(before[tid], again[tid], strict=True):
                assert new["version"] >= old["version"]
                if tid == duel["table"]:
                    assert new == {**old, "seats": new["seats"]}  # exactly where it was
        # The AI seat thinks again after the restart and the game goes on.
        resumed = wait_for(lambda: my_turn(client, ai_table, human), timeout=90)
        assert resumed["version"] > after["version"]
        view = next(v for v in views(client, {duel["table"]: duel})[duel["table"]] if v["legal"])
        assert (
            act(client, duel["table"], duel["tokens"][str(view["seat"])], view)["version"]
            == view["version"] + 1
        )


def test_a_damaged_row_harms_only_its_table(fresh_server: Server, tmp_path: Any) -> None:
    server = fresh_server.start()
    with server.client() as client:
        broken = create(client, game="mewmew", seats=["human", "human"], seed=1)
        healthy = create(client, game="mewmew", seats=["human", "human"], seed=2)
        garbled = create(client, game="medarot", seats=["human", "human"], seed=3)
        for table in (broken, healthy):
            view = next(v for v in views(client, {table["table"]: table})[table["table"]] if v["legal"])
            act(client, table["table"], table["tokens"][str(view["seat"])], view)
    server.stop()
    with sqlite3.connect(tmp_path / "db.sqlite3") as db:
        db.execute("UPDATE decisions SET action = 99999 WHERE table_id = ?", (broken["table"],))
        db.execute("UPDATE game_tables SET flags = '{not json' WHERE id = ?", (garbled["table"],))
    server.start()
    with server.client() as client:
        listed = {t["table"]: t for t in client.get("/api/tables").json()}
        assert listed[broken["table"]]["status"] == "damaged"
        assert listed[garbled["table"]]["status"] == "damaged"
        assert listed[healthy["table"]]["status"] == "playing"
        for table in (broken, garbled):
            response = client.get(f"/api/tables/{table['table']}/view")
            assert response.status_code == 409 and "damaged" in response.json()["error"]
        view = next(v for v in views(client, {healthy["table"]: healthy})[healthy["table"]] if v["legal"])
        act(client, healthy["table"], healthy["tokens"][str(view["seat"])], view)
        assert client.get("/api/health").json()["ok"]
    assert "Traceback" not in server.log_text()
