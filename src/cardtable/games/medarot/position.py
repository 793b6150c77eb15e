"""Build any mid-game position from a JSON-able spec: ``MedarotGame.position(spec)``.

Spec (every key optional unless marked; cards are id strings; lists of a deck are top card *last*)::

    {
      "seed": 0,                     # future chance events (shuffles, speed-tie RPS)
      "turn": 1,                     # the turn number
      "first": 0,                    # the first player (MD-5.3)
      "players": [                   # index = player; each entry optional
        {"medals": 20,
         "deck": ["MDS-01", ...],    # top card last
         "hand": [...],
         "stock": [...],             # face-down stock cards stocked before this turn
         "stock_new": [...],         # face-down stock cards stocked this turn (no 【発動】, MD-8.1)
         "master": "MR-IKKI" | None,
         "master_face_up": True,     # default: True if a master is given and "at" is not "opening"
         "master_sideways": False,
         "master_used": [0],         # Master effects already used this turn (MD-8.6)
         "hp_modifier": 0,           # the modifier already counted in "medals" (default: the
                                     # face-up Master's, else 0)
         "trash": [...],
         "reserve": [...]},          # MedaForce reserve (MD-10)
        {...}],
      "field": [                     # Medarots on squares (square = row * 3 + column, see ``field``)
        {"square": 4, "owner": 0, "card": "MD-METABEE",
         "change": None,             # a Medachange form lying on it
         "face_up": True,
         "has_turn": False}],        # still to act in this action phase (for "at": "next")
      "effects": [                   # effects in force
        {"card": "MR-IWANOI", "effect": 0, "owner": 0,
         "until": "turn",            # "turn" | "act" | "atk" | "next" | "spent" (see ``effects``)
         "source": None,             # square of the Medarot whose special / attack effect it is
                                     # (then the card is that Medarot's); None: a Medarotter,
                                     # from the stock, or the Master if "master": True
         "master": False,
         "scope": "every"}],         # "every" | "use" (only the Medarots of the current use) |
                                     # a square (the one Medarot of a self / target effect;
                                     # default for a "self" effect: its source)
      "at": "start",                 # where play resumes, see below
      "acting": 4,                   # square of the acting Medarot ("turn", "menu", "after", "defend")
      "target": 10,                  # square of the attacked Medarot ("defend")
      "turn_state": {"moved": False, "changed": False, "used_medarotter": False,
                     "action_card_used": False},   # of the acting Medarot ("menu", "after", "defend")
      "defence_used": False,         # a 【防御】 was already used on this attack ("defend")
      "action_cards_used": [0, 0],   # 【行動】 used per player this phase (flag action_card_limit)
    }

``"at"``:
- ``"opening"``: the opening phase (MD-5) from the given decks (hands empty): shuffle, deal, Master,
  stock, placing.
- ``"start"`` (default): turn ``turn`` begins with its start phase (MD-6).
- ``"action"``: the action phase begins (MD-7.1: every face-up Medarot gets a turn).
- ``"next"``: inside the action phase; the Medarots with ``has_turn`` still act; the next is chosen.
- ``"turn"``: the turn of the Medarot on ``acting`` begins (MD-7.2 step 1 runs).
- ``"menu"``: inside that turn, before it acts (MD-7.2 steps 2–6), with ``turn_state``.
- ``"after"``: inside that turn, after it acted (MD-7.2 step 8).
- ``"defend"``: it has attacked ``target``; the defender decides (MD-7.2 step 7).
- ``"end"``: the end phase (MD-11).
After ``"turn"`` … ``"defend"`` the rest of the action phase (Medarots with ``has_turn``) and the
end phase follow, then the next turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.decisions import NOBODY
from cardtable.core.errors import SpecError
from cardtable.games.medarot.cards import MEDACHANGE, MEDAROT, MEDAROTTER
from cardtable.games.medarot.effects import speed
from cardtable.games.medarot.field import SQUARES, may_stand
from cardtable.games.medarot.frames import (
    ACTION,
    AFTER,
    DEFENCE,
    END,
    MEND,
    MENU,
    MTURN,
    NEXT,
    OPENING,
    RESOLVE,
    TURN,
)
from cardtable.games.medarot.records import (
    CTR_UID,
    CTR_USE,
    U_OWNER,
    U_SPD0,
    U_TURN,
    U_UID,
    WHERE_MASTER,
    WHERE_MEDAROT,
    WHERE_STOCK,
    new_attack,
    new_fx,
    new_turn,
    new_unit,
    new_use,
    next_id,
)

if TYPE_CHECKING:
    from cardtable.games.medarot.game import MedarotGame
    from cardtable.games.medarot.state import MedarotState

AT = ("opening", "start", "action", "next", "turn", "menu", "after", "defend", "end")
UNTIL = ("turn", "act", "atk", "next", "spent")


def build(game: MedarotGame, spec: dict[str, Any]) -> MedarotState:
    if not isinstance(spec, dict):
        raise SpecError("a position spec is a JSON object")
    s = game.blank(int(spec.get("seed", 0)))
    at = spec.get("at", "start")
    if at not in AT:
        raise SpecError(f"'at' must be one of {', '.join(AT)}, not {at!r}")
    s.turn = int(spec.get("turn", 1))
    s.first = int(spec.get("first", 0))
    players = spec.get("players", [{}, {}])
    if len(players) != 2:
        raise SpecError("'players' has one entry per player (two)")
    for p, entry in enumerate(players):
        load_player(game, s, p, entry, at)
    for entry in spec.get("field", []):
        load_unit(game, s, entry)
    for entry in spec.get("effects", []):
        load_effect(game, s, entry, spec.get("acting"))
    for unit in s.sq:
        if unit is not None and unit[U_TURN]:  # MD-7.1: the speed the phase began with, effects counted
            unit[U_SPD0] = speed(s, unit)
    s.pa = [int(n) for n in spec.get("action_cards_used", [0, 0])]
    set_resume(s, spec, at)
    s.run()
    return s


def card(game: MedarotGame, card_id: Any, kind: int | None = None) -> int:
    if card_id not in game.card_index:
        raise SpecError(f"unknown card id {card_id!r}")
    index = game.card_index[card_id]
    if kind is not None and game.table.kind[index] != kind:
        raise SpecError(f"card {card_id} is not a {('Medarot', 'Medachange', 'Medarotter')[kind]}")
    return index


def load_player(game: MedarotGame, s: MedarotState, p: int, entry: dict[str, Any], at: str) -> None:
    known = {"medals", "deck", "hand", "stock", "stock_new", "master", "master_face_up", "master_sideways"}
    known |= {"master_used", "hp_modifier", "trash", "reserve"}
    unknown = set(entry) - known
    if unknown:
        raise SpecError(f"player {p}: unknown keys {sorted(unknown)}")
    s.medals[p] = int(entry.get("medals", 20))
    for zone in ("deck", "hand", "trash", "reserve"):
        getattr(s, zone)[p] = [card(game, c) for c in entry.get(zone, [])]
    old = [card(game, c, MEDAROTTER) for c in entry.get("stock", [])]
    new = [card(game, c, MEDAROTTER) for c in entry.get("stock_new", [])]
    s.stock[p] = old + new
    s.fresh[p] = [0] * len(old) + [1] * len(new)
    if len(s.stock[p]) > 3:
        raise SpecError(f"player {p}: the stock holds at most 3 cards")
    master = entry.get("master")
    if master is not None:
        s.master[p] = card(game, master, MEDAROTTER)
        s.mup[p] = int(entry.get("master_face_up", at != "opening"))
        s.mside[p] = int(entry.get("master_sideways", False))
        s.mused[p] = [int(e) for e in entry.get("master_used", [])]
    s.hpmod[p] = int(
        entry.get("hp_modifier", game.table.hp[s.master[p]] if s.master[p] >= 0 and s.mup[p] else 0)
    )


def load_unit(game: MedarotGame, s: MedarotState, entry: dict[str, Any]) -> None:
    q, owner = int(entry["square"]), int(entry["owner"])
    if not 0 <= q < SQUARES or s.sq[q] is not None:
        raise SpecError(f"square {q} is not a free square of the field")
    if not may_stand(owner, q):
        raise SpecError(f"square {q} is in the opponent's field of player {owner} (MD-2.3)")
    base = card(game, entry["card"], MEDAROT)
    change = entry.get("change")
    form = -1 if change is None else card(game, change, MEDACHANGE)
    if form >= 0 and game.table.change_of[form] != base:
        raise SpecError(f"{change} is not a Medachange form of {entry['card']}")
    up, turn = int(entry.get("face_up", True)), int(entry.get("has_turn", False))
    uid = next_id(s.ctr, CTR_UID)
    s.sq[q] = new_unit(owner=owner, card=base, change=form, up=up, turn=turn, uid=uid, spd0=0)


def uid_at(s: MedarotState, q: Any, what: str) -> int:
    unit = s.sq[int(q)] if q is not None and 0 <= int(q) < SQUARES else None
    if unit is None:
        raise SpecError(f"{what}: no Medarot on square {q}")
    return unit[U_UID]


def load_effect(game: MedarotGame, s: MedarotState, entry: dict[str, Any], acting: Any) -> None:
    index = card(game, entry["card"])
    e = int(entry.get("effect", 0))
    if not 0 <= e < len(game.table.effects[index]):
        raise SpecError(f"card {entry['card']} has no effect {e}")
    owner, until = int(entry.get("owner", 0)), entry.get("until", "turn")
    if until not in UNTIL:
        raise SpecError(f"effect 'until' must be one of {', '.join(UNTIL)}")
    use_id = next_id(s.ctr, CTR_USE)
    source = entry.get("source")
    if source is not None:
        where, arg = WHERE_MEDAROT, uid_at(s, source, "effect source")
    else:
        where, arg = (WHERE_MASTER, 0) if entry.get("master") else (WHERE_STOCK, 0)
        if where == WHERE_MASTER:
            s.mside[owner] = 1
    if until == "spent":
        arg = use_id
    elif until == "act":
        arg = uid_at(s, acting, "effect until act (the acting Medarot)")
    # A "self" effect of a Medarot touches its source unless the spec says otherwise.
    side = game.table.effects[index][e].filter.side
    scope_spec = entry.get("scope", source if side == "self" and source is not None else "every")
    scope = (
        -1 if scope_spec == "every" else -2 if scope_spec == "use" else uid_at(s, scope_spec, "effect scope")
    )
    s.uses.append(
        new_use(use_id=use_id, card=index, owner=owner, where=where, until=until, arg=arg, effect=e)
    )
    s.fx.append(new_fx(use_id=use_id, card=index, effect=e, owner=owner, scope=scope))


def set_resume(s: MedarotState, spec: dict[str, Any], at: str) -> None:
    if at == "opening":
        s.turn = 0
        s.phase = "opening"
        s.push(OPENING.frame(NOBODY))
        return
    if at == "start":
        s.turn -= 1
        s.push(TURN.frame(NOBODY))
        return
    s.phase = "end" if at == "end" else "action"
    if at == "end":
        s.push(END.frame(NOBODY))
        return
    if at == "action":
        s.push(ACTION.frame(NOBODY), END.frame(NOBODY))
        return
    rest = [NEXT.frame(NOBODY), END.frame(NOBODY)]
    if at == "next":
        s.push(*rest)
        return
    uid = uid_at(s, spec.get("acting"), "acting")
    q = s.find(uid)
    unit = s.sq[q]
    assert unit is not None
    owner = unit[U_OWNER]
    if at == "turn":
        unit[U_TURN] = 1
        s.push(MTURN.frame(NOBODY, uid), *rest)
        return
    unit[U_TURN] = 0  # the acting Medarot is having its turn (MD-7.1)
    state = spec.get("turn_state", {})
    s.tf = new_turn(
        uid=uid,
        moved=int(state.get("moved", False)),
        acted=int(at != "menu"),
        changed=int(state.get("changed", False)),
        medarotter=int(state.get("used_medarotter", False)),
        action_card=int(state.get("action_card_used", False)),
        replaced=0,
    )
    mturn = [MEND.frame(NOBODY, uid), *rest]
    if at == "menu":
        s.push(MENU.frame(owner, uid), *mturn)
    elif at == "after":
        s.push(AFTER.frame(owner, uid), *mturn)
    else:
        target = uid_at(s, spec.get("target"), "target")
        defender = s.sq[s.find(target)]
        assert defender is not None
        s.atk = new_attack(
            attacker=uid, target=target, defended=int(spec.get("defence_used", False)), nullified=0
        )
        s.push(DEFENCE.frame(defender[U_OWNER]), RESOLVE.frame(NOBODY), AFTER.frame(owner, uid), *mturn)
