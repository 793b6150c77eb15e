"""Effects in force: filters, a Medarot's current numbers, and ending effects at their time (MD-7.8, MD-8.7).

A use of a card is one entry of ``state.uses`` (fields ``USE_*`` in ``records``); ``until`` says
when it ends: ``"act"`` (end of the turn of Medarot ``arg``), ``"atk"`` (when the attack resolves),
``"turn"`` (end phase), ``"next"`` (next turn of Medarot ``arg`` or when it leaves the field),
``"spent"`` (a readied nullify, when spent). The lasting part of a use is in ``state.fx`` (fields
``FX_*``); its scope -1 touches every Medarot the filter
names, -2 only the Medarots of the current use (acting Medarot, attacker, target: A-8), and a
uid the one Medarot of a ``self`` / ``target`` filter.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.games.medarot.records import (
    ATK_ATTACKER,
    ATK_TARGET,
    FX_CARD,
    FX_EFFECT,
    FX_OWNER,
    FX_SCOPE,
    FX_USE,
    TF_UID,
    U_CARD,
    U_CHANGE,
    U_OWNER,
    U_UID,
    USE_ARG,
    USE_CARD,
    USE_ID,
    USE_OWNER,
    USE_UNTIL,
    USE_WHERE,
    WHERE_MASTER,
    WHERE_MEDAROT,
    WHERE_STOCK,
)
from cardtable.games.medarot.table import EffectRow, FilterRow

if TYPE_CHECKING:
    from cardtable.games.medarot.state import MedarotState

TYPE_NAMES: Final = ("shooting", "melee", "special")
ONE_USE: Final = -2
EVERY: Final = -1


def top(unit: list[int]) -> int:
    """MD-7.4: after a Medachange the top card's values count."""
    return unit[U_CHANGE] if unit[U_CHANGE] >= 0 else unit[U_CARD]


def involved(state: MedarotState) -> tuple[int, ...]:
    """Uids of the Medarots of the current use: the acting Medarot and both sides of an attack."""
    atk = state.atk
    uids = (atk[ATK_ATTACKER], atk[ATK_TARGET]) if atk else ()
    return (state.tf[TF_UID], *uids) if state.tf else uids


def matches(state: MedarotState, flt: FilterRow, user: int, scope: int, unit: list[int]) -> bool:
    side = flt.side
    if side in ("self", "target"):
        if unit[U_UID] != scope:
            return False
    else:
        if scope == ONE_USE and unit[U_UID] not in involved(state):
            return False
        if (side == "ally" and unit[U_OWNER] != user) or (side == "enemy" and unit[U_OWNER] == user):
            return False
    card = top(unit)
    table = state.game.table
    if flt.types and TYPE_NAMES[table.type[card]] not in flt.types:
        return False
    if flt.models and table.model[card] not in flt.models:
        return False
    return table.rarity[card] >= flt.min_rarity


def effect_of(state: MedarotState, entry: list[int]) -> EffectRow:
    return state.game.table.effects[entry[FX_CARD]][entry[FX_EFFECT]]


def bonus(state: MedarotState, unit: list[int], op: str) -> int:
    """Sum of the amounts of the ``op`` effects in force on ``unit``."""
    total = 0
    for entry in state.fx:
        effect = state.game.table.effects[entry[FX_CARD]][entry[FX_EFFECT]]
        if effect.op == op and matches(state, effect.filter, entry[FX_OWNER], entry[FX_SCOPE], unit):
            total += effect.amount
    return total


def has(state: MedarotState, unit: list[int], op: str) -> bool:
    for entry in state.fx:
        effect = state.game.table.effects[entry[FX_CARD]][entry[FX_EFFECT]]
        if effect.op == op and matches(state, effect.filter, entry[FX_OWNER], entry[FX_SCOPE], unit):
            return True
    return False


def power(state: MedarotState, unit: list[int]) -> int:
    base = state.game.table.power[top(unit)]
    return max(0, base + bonus(state, unit, "power")) if state.fx else base


def armor(state: MedarotState, unit: list[int]) -> int:
    base = state.game.table.armor[top(unit)]
    return max(0, base + bonus(state, unit, "armor")) if state.fx else base


def speed(state: MedarotState, unit: list[int]) -> int:
    base = state.game.table.speed[top(unit)]
    return max(0, base + bonus(state, unit, "speed")) if state.fx else base


def moves(state: MedarotState, unit: list[int]) -> list[tuple[int, int]]:
    """Movement directions (forward, right) of the owner; ニワカ-style effects reverse them."""
    steps = state.game.table.moves[top(unit)]
    if state.fx and has(state, unit, "reverse_moves"):
        return [(-f, -r) for f, r in steps]
    return steps


def end_uses(state: MedarotState, until: str, arg: int = 0, where: int = -1, owner: int = -1) -> None:
    """End every use whose end comes now: Medarotters go to the trash, Masters and specials turn upright."""
    ended = [
        use
        for use in state.uses
        if use[USE_UNTIL] == until
        and (until in ("turn", "atk") or use[USE_ARG] == arg)
        and (where < 0 or use[USE_WHERE] == where)
        and (owner < 0 or use[USE_OWNER] == owner)
    ]
    finish_uses(state, ended)


def end_medarotters(state: MedarotState) -> None:
    """MD-11.2: every Medarotter still in effect is trashed whatever its timing; the Master turns upright."""
    finish_uses(state, [use for use in state.uses if use[USE_WHERE] != WHERE_MEDAROT])


def finish_uses(state: MedarotState, ended: list[list[Any]]) -> None:
    if not ended:
        return
    ids = {use[USE_ID] for use in ended}
    state.uses = [use for use in state.uses if use[USE_ID] not in ids]
    state.fx = [entry for entry in state.fx if entry[FX_USE] not in ids]
    for use in ended:
        card, player, where = use[USE_CARD], use[USE_OWNER], use[USE_WHERE]
        if where == WHERE_STOCK:
            state.trash[player].append(card)
            state.event("MD-8.7", "medarotter_trashed", player, card=state.game.ids[card])
        elif where == WHERE_MASTER:
            state.mside[player] = 0
            state.event("MD-8.6", "master_upright", player, card=state.game.ids[card])
        else:
            state.event("MD-7.8", "effect_ends", player, card=state.game.ids[card])


def end_effects_of(state: MedarotState, uid: int) -> None:
    """MD-7.8 ruling: a Medarot's specials and lasting effects end when its next turn comes or it leaves."""
    end_uses(state, "next", uid)
