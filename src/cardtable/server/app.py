"""The FastAPI application: routes, JSON errors, a request-size limit, one log line per request,
the web client's static files, and the start/stop of the table manager."""

from __future__ import annotations

import gc
import logging
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from importlib.resources import files
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from cardtable.server.ai import Thinkers
from cardtable.server.errors import ApiError
from cardtable.server.manager import Manager
from cardtable.server.routes import cardtable_version, error_response, router
from cardtable.server.store import Store

MAX_BODY = 64 * 1024
"""Largest request body accepted (a deck file is a few KB)."""

log = logging.getLogger("cardtable.server")
requests_log = logging.getLogger("cardtable.server.requests")


def static_dir() -> Path:
    return Path(str(files("cardtable") / "web" / "static"))


def create_app(db_url: str, ai_workers: int | None = None) -> FastAPI:
    """The server app for a database URL. The database is migrated and unfinished games are loaded
    (AI seats to move start thinking) when the app starts."""
    store = Store(db_url)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        store.migrate()
        hub = app.state.manager = Manager(store, Thinkers(ai_workers))
        await hub.start()
        # What is alive now (the libraries, the app) lives as long as the server: kept out of the
        # collector's sight, it no longer lengthens the full collections that pause every request.
        gc.freeze()
        try:
            yield
        finally:
            await hub.stop()
            store.close()

    app = FastAPI(title="cardtable", version=cardtable_version(), lifespan=lifespan)
    app.include_router(router)
    app.add_exception_handler(ApiError, api_error)
    app.add_exception_handler(RequestValidationError, validation_error)
    app.add_exception_handler(HTTPException, http_error)
    app.add_exception_handler(Exception, unexpected_error)
    if static_dir().is_dir():
        app.mount("/", StaticFiles(directory=static_dir(), html=True), name="web")
    app.add_middleware(BodyLimit, limit=MAX_BODY)
    app.add_middleware(RequestLog)
    return app


async def api_error(_: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, ApiError)
    return error_response(exc)


async def validation_error(_: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    first = exc.errors()[0]
    if first.get("type") == "json_invalid":  # its location is a character position, not a field
        reason = first.get("ctx", {}).get("error", "")
        return JSONResponse({"error": f"body: not valid JSON ({reason})"}, status_code=422)
    location = [str(part) for part in first.get("loc", ())]
    if location and location[0] in ("body", "query", "path"):
        location = location[1:] or location
    field = ".".join(location) or "body"
    return JSONResponse({"error": f"{field}: {first.get('msg', 'invalid')}"}, status_code=422)


async def http_error(_: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, HTTPException)
    return JSONResponse({"error": str(exc.detail)}, status_code=exc.status_code, headers=exc.headers)


async def unexpected_error(request: Request, exc: Exception) -> JSONResponse:
    log.exception("%s %s failed", request.method, request.url.path, exc_info=exc)
    return JSONResponse({"error": "internal server error"}, status_code=500)


class BodyLimit:
    """Refuse a request body over ``limit`` bytes with 413, whether it says its length or not: the
    body (small by then) is read first and handed to the app only when it fits."""

    def __init__(self, app: ASGIApp, limit: int) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope["headers"]).get(b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > self.limit):
            await self._refuse(send)
            return
        messages: list[Message] = []
        size = 0
        while True:
            message = await receive()
            messages.append(message)
            size += len(message.get("body", b""))
            if size > self.limit:
                await self._refuse(send)
                return
            if message["type"] != "http.request" or not message.get("more_body", False):
                break

        async def replay() -> Message:
            return messages.pop(0) if messages else await receive()

        await self.app(scope, replay, send)

    async def _refuse(self, send: Send) -> None:
        response = JSONResponse({"error": f"request body over {self.limit} bytes"}, status_code=413)
        await response({"type": "http"}, _nothing, send)


async def _nothing() -> Message:
    return {"type": "http.disconnect"}


class RequestLog:
    """One line per request: method, path (never the query string, which may hold a token),
    status and time taken."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        start = time.perf_counter()
        status: dict[str, Any] = {"code": "-"}

        async def tracked(message: Message) -> None:
            if message["type"] == "http.response.start":
                status["code"] = message["status"]
            elif message["type"] == "websocket.close":
                status["code"] = f"closed {message.get('code', 1000)}"
            await send(message)

        try:
            await self.app(scope, receive, tracked)
        finally:
            method = scope.get("method", "WS")
            elapsed = (time.perf_counter() - start) * 1000
            requests_log.info("%s %s %s %.1fms", method, scope["path"], status["code"], elapsed)
