"""Seat tokens: random secrets handed out once; the server keeps only their SHA-256.

A token is 32 random bytes, so a plain hash is enough (no salt or slow hash needed: nothing can be
guessed), and a stolen database gives no way into a seat.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets


def new_token() -> str:
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def matches(token: str, stored: str | None) -> bool:
    return stored is not None and hmac.compare_digest(token_hash(token), stored)


def new_table_id() -> str:
    return secrets.token_urlsafe(8)
