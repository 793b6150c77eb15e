"""The HTTP and WebSocket endpoints of PROTOCOL.md. Every handler goes through the Manager; every
byte sent to a seat is that seat's view (``live.LiveTable.view``) or public facts."""

from __future__ import annotations

import asyncio
import secrets
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request, Response, WebSocket, WebSocketDisconnect
from fastapi.responses import JSONResponse

from cardtable.server import lobby, replay, tokens
from cardtable.server.errors import ApiError
from cardtable.server.live import HUMAN, Connection, LiveTable, encode
from cardtable.server.manager import Manager
from cardtable.server.schemas import Act, CreateTable, DeckCheck, DeckSave, Join, TokenOnly
from cardtable.server.store import SeatSetup, TableSetup, TableSummary

router = APIRouter()
OptionalToken = Annotated[str | None, Query(max_length=200)]


def manager(request: Request) -> Manager:
    found: Manager = request.app.state.manager
    return found


def json_text(text: str, status: int = 200) -> Response:
    return Response(content=text, status_code=status, media_type="application/json")


@router.get("/api/health")
async def health() -> dict[str, Any]:
    return {"ok": True, "version": cardtable_version()}


def cardtable_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("cardtable")
    except PackageNotFoundError:
        return "unknown"


@router.get("/api/games")
async def games() -> list[dict[str, Any]]:
    return lobby.games()


@router.get("/api/cards/{game}")
async def cards(game: str) -> list[dict[str, Any]]:
    return lobby.cards(lobby.game_or_404(game))


@router.get("/api/help/{game}")
async def help_text(game: str, lang: Annotated[str, Query(pattern="^(en|ja)$")] = "en") -> dict[str, Any]:
    return {"game": game, "lang": lang, "markdown": lobby.help_markdown(lobby.game_or_404(game), lang)}


# ----- decks -----------------------------------------------------------------------------------------------
@router.post("/api/decks/check")
async def check_deck(body: DeckCheck) -> dict[str, Any]:
    return lobby.check_deck(lobby.game_or_404(body.game), body.text)


@router.get("/api/decks")
async def saved_decks(
    request: Request, game: Annotated[str | None, Query(max_length=32)] = None
) -> list[dict[str, Any]]:
    hub = manager(request)
    rows = await hub.db(hub.store.decks, game)
    return [{"game": g, "name": name, "text": text} for g, name, text in rows]


@router.put("/api/decks/{game}/{name}")
async def save_deck(request: Request, game: str, name: str, body: DeckSave) -> dict[str, Any]:
    found = lobby.game_or_404(game)
    if not 1 <= len(name) <= 100:
        raise ApiError(422, "name: a deck name has 1 to 100 characters")
    if name in found.presets:
        raise ApiError(422, f"name: {name!r} is a preset deck's name; choose another")
    checked = lobby.check_deck(found, body.text)
    if checked["problems"]:
        raise ApiError(422, "text: " + "; ".join(p["message"] for p in checked["problems"]), **checked)
    hub = manager(request)
    await hub.db(hub.store.save_deck, game, name, body.text)
    return {"game": game, "name": name, "text": body.text}


@router.delete("/api/decks/{game}/{name}", status_code=204)
async def delete_deck(request: Request, game: str, name: str) -> Response:
    lobby.game_or_404(game)
    hub = manager(request)
    if not await hub.db(hub.store.delete_deck, game, name):
        raise ApiError(404, f"no saved {game} deck {name!r}")
    return Response(status_code=204)


# ----- tables ----------------------------------------------------------------------------------------------
@router.post("/api/tables", status_code=201)
async def create_table(request: Request, body: CreateTable) -> dict[str, Any]:
    setup, tokens_by_seat = await new_setup(manager(request), body)
    await manager(request).create(setup, body.open_seats)
    return {"table": setup.id, "tokens": tokens_by_seat}


async def new_setup(hub: Manager, body: CreateTable) -> tuple[TableSetup, dict[str, str]]:
    """Check a table request and make its setup and the tokens of its taken human seats."""
    game = lobby.game_with_flags(body.game, body.flags)
    for seat, spec in enumerate(body.seats):
        if spec != HUMAN:
            lobby.check_agent(spec, seat)
    for seat in body.open_seats:
        if body.seats[seat] != HUMAN:
            raise ApiError(422, f"open_seats: seat {seat} is not a human seat")
    decks = []
    for seat, entry in enumerate(body.decks):
        saved = None
        if entry is not None and entry not in game.presets and "\n" not in entry:
            saved = await hub.db(hub.store.deck_text, game.name, entry)
        decks.append(lobby.resolve_deck(game, entry, saved, seat))
    names = body.names or [
        f"Player {seat + 1}" if spec == HUMAN else f"AI ({spec})" for seat, spec in enumerate(body.seats)
    ]
    table_id = tokens.new_table_id()
    seats, given = [], {}
    for seat, spec in enumerate(body.seats):
        token = tokens.new_token() if spec == HUMAN and seat not in body.open_seats else None
        if token is not None:
            given[str(seat)] = token
        seats.append(SeatSetup(spec, names[seat], None if token is None else tokens.token_hash(token)))
    setup = TableSetup(
        id=table_id,
        game=game.name,
        flags=dict(game.flags),
        decks=decks,
        seed=secrets.randbelow(2**31) if body.seed is None else body.seed,
        seats=seats,
        lineage=table_id,
    )
    return setup, given


@router.get("/api/tables")
async def list_tables(request: Request) -> list[dict[str, Any]]:
    hub = manager(request)
    return [listing(hub, summary) for summary in await hub.db(hub.store.summaries)]


def listing(hub: Manager, summary: TableSummary) -> dict[str, Any]:
    live = hub.tables.get(summary.id)
    connected = {c.seat for c in live.connections} if live else set()
    damaged = summary.id in hub.damaged or summary.flags is None
    return {
        "table": summary.id,
        "game": summary.game,
        "flags": summary.flags,
        "status": "damaged" if damaged else summary.status,
        "version": summary.version,
        "to_move": live.state.current_player if live else None,
        "seats": [
            {"name": name, "kind": kind, "open": is_open, "connected": seat in connected}
            for seat, (kind, name, is_open) in enumerate(summary.seats)
        ],
        "open_seats": [seat for seat, (_, _, is_open) in enumerate(summary.seats) if is_open],
        "winner": summary.winner,
        "reason": summary.reason,
        "rematch": summary.rematch,
        "created_at": summary.created_at.isoformat(),
        "updated_at": summary.updated_at.isoformat(),
    }


@router.get("/api/tables/{table}/view")
async def view(request: Request, table: str, token: OptionalToken = None) -> Response:
    hub = manager(request)
    live = await hub.get(table)
    seat = hub.seat(live, token)
    return json_text(live.encoded_view(seat))


@router.post("/api/tables/{table}/join")
async def join(request: Request, table: str, body: Join) -> dict[str, Any]:
    hub = manager(request)
    seat, token = await hub.join(await hub.get(table), body.name)
    return {"seat": seat, "token": token}


@router.post("/api/tables/{table}/actions")
async def act(request: Request, table: str, body: Act) -> Response:
    hub = manager(request)
    live = await hub.get(table)
    seat = hub.own_seat(live, body.token)
    return json_text(await hub.act(live, seat, body.action, body.version))


@router.get("/api/tables/{table}/replay")
async def table_replay(
    request: Request,
    table: str,
    version: Annotated[int | None, Query(ge=0)] = None,
    token: OptionalToken = None,
) -> dict[str, Any]:
    hub = manager(request)
    live = await hub.get(table)
    return replay.replay_view(live, hub.seat(live, token), version)


@router.post("/api/tables/{table}/rematch", status_code=201)
async def rematch(request: Request, table: str, body: TokenOnly) -> dict[str, Any]:
    hub = manager(request)
    live = await hub.get(table)
    seat = hub.own_seat(live, body.token)
    new_table, new_seat, token = await hub.rematch(live, seat)
    return {"table": new_table, "tokens": {str(new_seat): token}}


@router.get("/api/history")
async def history(request: Request, token: OptionalToken = None) -> list[dict[str, Any]]:
    hub = manager(request)
    lineage = None
    if token is not None:
        found = await hub.db(hub.store.table_of_token, tokens.token_hash(token))
        if found is None:
            raise ApiError(403, "this token opens no seat")
        live = await hub.get(found[0])
        lineage = live.setup.lineage
    summaries = await hub.db(lambda: hub.store.summaries(status="over", lineage=lineage))
    return [
        {
            "table": s.id,
            "game": s.game,
            "seats": [{"name": name, "kind": kind} for kind, name, _ in s.seats],
            "winner": s.winner,
            "reason": s.reason,
            "decisions": s.version,
            "finished_at": s.finished_at.isoformat() if s.finished_at else None,
        }
        for s in summaries
        if s.id not in hub.damaged
    ]


# ----- the WebSocket ---------------------------------------------------------------------------------
@router.websocket("/ws/tables/{table}")
async def table_socket(websocket: WebSocket, table: str, token: str | None = None) -> None:
    hub: Manager = websocket.app.state.manager
    await websocket.accept()
    try:
        live = await hub.get(table)
        seat = hub.seat(live, token)
    except ApiError as exc:
        await websocket.send_text(encode(exc.body()))
        await websocket.close(code=4000 + exc.status, reason=exc.message[:120])
        return
    connection = Connection(seat)
    hub.connect(live, connection)
    sender = asyncio.create_task(send_views(websocket, live, connection))
    try:
        while True:  # the socket only sends; what a client says is read and dropped
            message = await websocket.receive()
            if message["type"] == "websocket.disconnect":
                break
    except WebSocketDisconnect:
        pass
    finally:
        sender.cancel()
        hub.disconnect(live, connection)


async def send_views(websocket: WebSocket, table: LiveTable, connection: Connection) -> None:
    try:
        while True:
            await connection.changed()
            await websocket.send_text(table.encoded_view(connection.seat))
    except (WebSocketDisconnect, RuntimeError, OSError):
        return  # the receive loop sees the disconnect and cleans up


def error_response(error: ApiError) -> JSONResponse:
    return JSONResponse(error.body(), status_code=error.status)
