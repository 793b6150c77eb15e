"""Board widgets: each game draws its table from one player's observation, and nothing else."""

from __future__ import annotations

from cardtable.tui.boards.base import Board, BoardView
from cardtable.tui.boards.medarot import MedarotBoard
from cardtable.tui.boards.mewmew import MewMewBoard

BOARDS: dict[str, type[Board]] = {"mewmew": MewMewBoard, "medarot": MedarotBoard}


def board_for(game_name: str) -> Board:
    """The board widget for a game."""
    return BOARDS[game_name](id="board")


__all__ = ["Board", "BoardView", "board_for"]
