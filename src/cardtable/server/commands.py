"""``cardtable serve``: the game server, on 127.0.0.1:8000 with a SQLite file in the user data dir.

Bad options (a database URL that cannot be used, a port in use, a data dir that cannot be written)
end with one line saying what is wrong, never a traceback.
"""

from __future__ import annotations

import argparse
import errno
import logging
import re
import socket
import threading
import webbrowser
from pathlib import Path
from typing import Any

import platformdirs
from sqlalchemy.exc import SQLAlchemyError

from cardtable.core.errors import SpecError
from cardtable.server.store import Store

LOG_LEVELS = ("debug", "info", "warning", "error")
MAX_WS_MESSAGE = 64 * 1024
KEEP_ALIVE_SECONDS = 75
"""How long an idle HTTP connection stays open (uvicorn's default is 5 s). A player's actions come
seconds to minutes apart: a connection closed in between costs the next action a new one, and a
client that sends just as the server closes it sees its action fail (nginx keeps 75 s too)."""


def register(commands: Any) -> None:
    serve = commands.add_parser(
        "serve",
        help="run the game server: play over the network in a browser",
        description="Serve games to browsers and clients over HTTP and WebSocket (see docs/server.md).",
    )
    serve.add_argument(
        "--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine only)"
    )
    serve.add_argument("--port", type=int, default=8000, help="port (default 8000; 0 picks a free one)")
    serve.add_argument(
        "--db",
        default=None,
        metavar="URL",
        help="sqlite:///path or postgresql+psycopg://user:pass@host/db (default: SQLite, user data dir)",
    )
    serve.add_argument("--open", action="store_true", help="open the browser at the server's address")
    serve.add_argument("--log-level", choices=LOG_LEVELS, default="info")
    serve.add_argument(
        "--ai-workers", type=int, default=None, metavar="N", help="processes for AI seats (default: CPUs)"
    )
    serve.set_defaults(run=run)


class HideTokens(logging.Filter):
    """Blank out ``token=...`` in every log line: uvicorn logs a WebSocket's URL with its query."""

    PATTERN = re.compile(r"token=[^&\s\"']+")

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        if "token=" in message:
            record.msg, record.args = self.PATTERN.sub("token=(hidden)", message), None
        return True


def default_db_url() -> str:
    folder = Path(platformdirs.user_data_dir("cardtable"))
    try:
        folder.mkdir(parents=True, exist_ok=True)
        probe = folder / ".write-test"
        probe.write_text("")
        probe.unlink()
    except OSError as exc:
        raise SpecError(f"cannot write the data dir {folder}: {exc.strerror or exc}; give --db URL") from None
    return f"sqlite:///{folder / 'server.sqlite3'}"


def listen(host: str, port: int) -> socket.socket:
    """Bind the listening socket first, so a port in use is a clear error before anything starts."""
    if not 0 <= port <= 65535:
        raise SpecError(f"--port {port} is not a port (0-65535)")
    try:
        family, _, _, _, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0]
        # The protocol must be named: asyncio turns Nagle's algorithm off (TCP_NODELAY) only on
        # sockets whose proto is TCP, and accepted sockets inherit it. With proto 0 every response
        # written in two parts (headers, then body) waited for the client's delayed ACK: 40 ms.
        sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
    except OSError as exc:
        reason = "the port is in use" if exc.errno == errno.EADDRINUSE else (exc.strerror or str(exc))
        raise SpecError(f"cannot listen on {host}:{port}: {reason}") from None
    sock.listen(2048)
    return sock


def open_store(url: str) -> Store:
    """The migrated database at ``url``; SpecError with the driver's first line when it fails."""
    store = Store(url)
    try:
        store.migrate()
    except SQLAlchemyError as exc:
        store.close()
        reason = str(getattr(exc, "orig", None) or exc).strip().splitlines()[0]
        raise SpecError(f"--db: cannot use the database: {reason}") from None
    return store


def run(args: argparse.Namespace) -> int:
    import uvicorn

    from cardtable.server.app import create_app
    from cardtable.server.sockets import ViewSockets

    logging.basicConfig(
        level=args.log_level.upper(), format="%(asctime)s %(levelname)s %(name)s: %(message)s", force=True
    )
    for handler in logging.getLogger().handlers:
        handler.addFilter(HideTokens())
    if args.log_level != "debug":
        logging.getLogger("alembic").setLevel(logging.WARNING)
    url = args.db or default_db_url()
    sock = listen(args.host, args.port)
    try:
        open_store(url).close()  # a database that cannot be reached or written: one line, now
    except SpecError:
        sock.close()
        raise
    app = create_app(url, ai_workers=args.ai_workers)
    host, port = sock.getsockname()[:2]
    address = f"http://{host if ':' not in host else f'[{host}]'}:{port}/"
    logging.getLogger("cardtable.server").warning("serving on %s (database %s)", address, _shown(url))
    if args.open:
        threading.Timer(1.0, webbrowser.open, args=(address,)).start()
    config = uvicorn.Config(
        app,
        log_config=None,
        log_level=args.log_level,
        access_log=False,
        ws_max_size=MAX_WS_MESSAGE,
        timeout_keep_alive=KEEP_ALIVE_SECONDS,
        ws=ViewSockets,
    )
    uvicorn.Server(config).run(sockets=[sock])
    return 0


def _shown(url: str) -> str:
    """The database URL without its password, for the log."""
    from sqlalchemy.engine import make_url

    return make_url(url).render_as_string(hide_password=True)
