"""The 5×3 field (MD-2.2): squares, who may stand where, steps relative to the owner, attack ranges.

Square ``s = row * 3 + column``. Rows 0–1 are player 0's field (0 back, 1 front), row 2 the neutral
field, rows 3–4 player 1's (3 front, 4 back). Columns 0–2 run left to right as player 0 sees them.
"Forward" is toward the opponent, "right" is the owner's right hand (so both are mirrored for player 1).
"""

from __future__ import annotations

from typing import Final

SQUARES: Final = 15
COLUMNS: Final = 3
NEUTRAL_ROW: Final = 2
OWN_ROWS: Final = ((0, 1), (4, 3))
"""Per player: (back row, front row) of their own field."""


def row_of(square: int) -> int:
    return square // COLUMNS


def in_neutral(square: int) -> bool:
    return square // COLUMNS == NEUTRAL_ROW


def own_squares(player: int) -> list[int]:
    """MD-2.3: where a player's Medarots are placed (never the neutral field)."""
    return [r * COLUMNS + c for r in sorted(OWN_ROWS[player]) for c in range(COLUMNS)]


def may_stand(player: int, square: int) -> bool:
    """MD-2.3 / A-4: own field or the neutral field, never the opponent's field."""
    return row_of(square) in OWN_ROWS[player] or in_neutral(square)


def step(player: int, square: int, forward: int, right: int) -> int:
    """The square reached by a step seen from ``player``, or -1 off the board."""
    sign = 1 if player == 0 else -1
    r = square // COLUMNS + sign * forward
    c = square % COLUMNS + sign * right
    if 0 <= r < 5 and 0 <= c < COLUMNS:
        return r * COLUMNS + c
    return -1


def _attack_table(player: int, square: int, melee: bool) -> list[tuple[int, int]]:
    """(target square, square that must be empty or -1) for every reach; the second marks long reach."""
    reach: list[tuple[int, int]] = []
    if melee:
        near = step(player, square, 1, 0)
        if near >= 0:
            reach.append((near, -1))  # MD-7.6: 1 ahead
            far = step(player, square, 2, 0)
            if far >= 0:
                reach.append((far, near))  # MD-7.6: 2 ahead for 1 medal over an empty square
    else:
        far = step(player, square, 2, 0)
        if far >= 0:
            reach.append((far, -1))  # MD-7.5: 2 ahead, over anything
    if in_neutral(square):
        # MD-7.7 / A-5: from the neutral field also 1 square to either side; normal range stays.
        for side in (-1, 1):
            beside = step(player, square, 0, side)
            if beside >= 0:
                reach.append((beside, -1))
    return reach


ATTACK_REACH: Final[list[list[list[list[tuple[int, int]]]]]] = [
    [[_attack_table(p, s, melee) for melee in (False, True)] for s in range(SQUARES)] for p in (0, 1)
]
"""``ATTACK_REACH[player][square][is_melee]``: the reaches of a Medarot standing there."""


def square_name(square: int) -> str:
    """A short name for people: row letter (a = player 0's back row) and column number."""
    return f"{'abcde'[square // COLUMNS]}{square % COLUMNS + 1}"
