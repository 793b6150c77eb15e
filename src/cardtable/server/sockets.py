"""The WebSocket protocol ``cardtable serve`` runs: uvicorn's own, compressing views more cheaply.

A view is sent whole after every decision (a late Mew Mew view is about 50 KB of JSON). uvicorn
compresses with a 4 KB window at zlib's level 6: 0.74 ms a view for 10.6 KB over a whole random game
(``bench/server_load.py --cost``). A 32 KB window at level 1 takes 0.25 ms for 7.3 KB, for about
140 KB of memory a socket instead of 32 KB. ``bench/server_load.py``: p99 at 200 games 45 and 95 ms
without it, 44-62 with it.
"""

from __future__ import annotations

from typing import Any

from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
from websockets.extensions.permessage_deflate import ServerPerMessageDeflateFactory
from websockets.server import ServerProtocol

COMPRESSION = {"level": 1, "memLevel": 5}
"""zlib's settings for each socket's compressor (the window is permessage-deflate's default, 32 KB)."""


class ViewSockets(WebSocketsSansIOProtocol):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.conn = ServerProtocol(
            extensions=[ServerPerMessageDeflateFactory(compress_settings=COMPRESSION)],
            max_size=self.config.ws_max_size,
            logger=self.logger,
        )
