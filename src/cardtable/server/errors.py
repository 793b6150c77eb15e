"""The one error the API raises: a status code and a message for a person, sent as ``{"error": ...}``."""

from __future__ import annotations

from typing import Any


class ApiError(Exception):
    def __init__(self, status: int, message: str, **extra: Any) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.extra = extra
        """More keys for the JSON body (a stale action's 409 carries the current ``view``)."""

    def body(self) -> dict[str, Any]:
        return {"error": self.message, **self.extra}
