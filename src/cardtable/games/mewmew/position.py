"""Build any Tokyo Mew Mew position from a JSON-able spec (``Game.position(spec)``), for tests and tools.

The spec (every field optional unless said; cards are card ids)::

    {
      "turn": 3,                 # 1 = the first player's first turn (no draw on it: MM-6.1.3)
      "turn_player": 0,          # whose turn it is
      "first_player": 0,         # who went first (default: turn_player)
      "step": "main",            # where play stands, and so the pending decision:
                                 #   "morning"  good morning of turn_player runs, then its main step
                                 #   "main"     turn_player's main-step decision (MM-6.2)
                                 #   "search"   the search runs (MM-6.3), then the battle step
                                 #   "battle"   turn_player picks a fighter or ends the step (MM-6.4)
                                 #   "declare"  a battle is on ("battle" below); "declaring" decides
                                 #   "night"    turn_player says how many gauge cards to take (MM-6.5.1)
                                 #   "discard"  turn_player discards down to 5 (MM-6.5.2)
                                 #   "end"      the turn ends (MM-7.6), the next turn's morning runs
      "must_fight": false,       # a Chimera Anima arrived in this turn's search (MM-6.4.1)
      "seed": 0,                 # the future's randomness (nothing random happens after set-up today)
      "players": [               # two dicts, player 0 then player 1:
        {
          "hand": ["MMS-011"],
          "deck": ["MMS-061", ...],          # TOP FIRST
          "gauge": ["MMS-020", ...],         # TOP FIRST (order matters with gauge_access="top_of_pile")
          "mewmew_area": ["MMS-001"],        # face-down Mew Mew cards
          "field": [                         # slot order; each slot:
            {"card": "MMS-011", "awake": true,          # MM-2.2 (default true)
             "mewmew": "MMS-001",                       # Mew Mew card laid on it, or null
             "items": ["MMR-006"],                      # equipped Items
             "owner": 0,                                # default: this player
             "borrowed": false}                         # lent by 強引な勧誘 until the turn ends
          ],
          "discard": [], "aqua_area": [], "chimera_area": [],
          "deck_top_known": 0,                # how many top cards the owner knows (default 0)
          "deck_bottom_known": 0              # how many bottom cards everyone knows (default 0)
        },
        {...}
      ],
      "battle": {                # only with step "declare"
        "character": [0, 0],     # [field's player, slot] of the fighting Character
        "chimera": [1, 0],       # [field's player, slot] of the Chimera Anima
        "revealed": ["MMS-020", null],   # by player: the card each turned over (null: none)
        "points": [2, 3],        # by player; default: revealed cost + static bonuses
        "chimera_started": false,        # begun by a Chimera ability (MM-7.3)
        "declaring": 0           # who declares now (default turn_player; the other declares next)
      }
    }

The game's flags are those of the Game the position is built with. The rules then run forward to
the first decision (e.g. a "battle" step with nobody to fight goes straight to good night).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core import rng
from cardtable.core.decisions import NOBODY
from cardtable.core.errors import SpecError
from cardtable.games.mewmew import zones as z
from cardtable.games.mewmew.frames import (
    BATTLE_END,
    BATTLE_STEP_END,
    DECLARE,
    DISCARD,
    END_TURN,
    FIGHT,
    MAIN,
    MORNING,
    NIGHT,
    SEARCH,
)
from cardtable.games.mewmew.state import MewMewState

if TYPE_CHECKING:
    from cardtable.games.mewmew.game import MewMewGame

STEPS = ("morning", "main", "search", "battle", "declare", "night", "discard", "end")
TOP_KEYS = {"turn", "turn_player", "first_player", "step", "must_fight", "seed", "players", "battle"}
PLAYER_KEYS = {
    "hand", "deck", "gauge", "mewmew_area", "field", "discard", "aqua_area", "chimera_area",
    "deck_top_known", "deck_bottom_known",
}  # fmt: skip
SLOT_KEYS = {"card", "awake", "mewmew", "items", "owner", "borrowed"}


def build(g: MewMewGame, spec: dict[str, Any]) -> MewMewState:
    if not isinstance(spec, dict):
        raise SpecError("a position spec is a JSON object")
    _no_unknown(spec, TOP_KEYS, "spec")
    s = MewMewState(g, rng.initial_seed(int(spec.get("seed", 0))))
    s.tp = _player(spec.get("turn_player", 0), "turn_player")
    s.first = _player(spec.get("first_player", s.tp), "first_player")
    s.turn = int(spec.get("turn", 1 if s.tp == s.first else 2))
    step = str(spec.get("step", "main"))
    if step not in STEPS:
        raise SpecError(f"step must be one of {', '.join(STEPS)}, not {step!r}")
    s.must = int(bool(spec.get("must_fight", False)))
    players = spec.get("players", [{}, {}])
    if not isinstance(players, list) or len(players) != 2:
        raise SpecError("players must be a list of two dicts")
    for p, data in enumerate(players):
        _fill_player(g, s, p, data)
    tp = s.tp
    s.step = {"declare": "battle", "discard": "night", "end": "night"}.get(step, step)
    frames: dict[str, list[list[Any]]] = {
        "morning": [MORNING.frame(tp)],
        "main": [MAIN.frame(tp)],
        "search": [SEARCH.frame(tp)],
        "battle": [BATTLE_STEP_END.frame(tp), FIGHT.frame(tp)],
        "night": [NIGHT.frame(tp)],
        "discard": [END_TURN.frame(tp), DISCARD.frame(tp)],
        "end": [END_TURN.frame(tp)],
    }
    if step == "declare":
        _fill_battle(g, s, spec.get("battle"))
    elif "battle" in spec:
        raise SpecError('"battle" is given only with step "declare"')
    else:
        s.stack = frames[step]
    if step == "discard" and len(s.hand[tp]) <= 5:
        raise SpecError("step discard needs a hand of more than 5 cards (MM-6.5.2)")
    s.advance()
    return s


def _no_unknown(data: dict[str, Any], known: set[str], where: str) -> None:
    unknown = set(data) - known
    if unknown:
        raise SpecError(
            f"{where}: unknown field(s) {', '.join(sorted(unknown))}; known: {', '.join(sorted(known))}"
        )


def _player(value: Any, what: str) -> int:
    if value not in (0, 1):
        raise SpecError(f"{what} must be 0 or 1, not {value!r}")
    return int(value)


def _cards(g: MewMewGame, ids: Any, where: str) -> list[int]:
    if not isinstance(ids, list):
        raise SpecError(f"{where} must be a list of card ids")
    out = []
    for card_id in ids:
        if card_id not in g.card_index:
            raise SpecError(f"{where}: unknown card id {card_id!r}")
        out.append(g.card_index[card_id])
    return out


def _fill_player(g: MewMewGame, s: MewMewState, p: int, data: Any) -> None:
    if not isinstance(data, dict):
        raise SpecError(f"players[{p}] must be a dict")
    _no_unknown(data, PLAYER_KEYS, f"players[{p}]")
    where = f"players[{p}]"
    s.hand[p] = _cards(g, data.get("hand", []), f"{where}.hand")
    s.deck[p] = _cards(g, data.get("deck", []), f"{where}.deck")[::-1]  # the spec lists the top first
    s.gauge[p] = _cards(g, data.get("gauge", []), f"{where}.gauge")[::-1]
    s.kgauge[p] = [0] * len(s.gauge[p])
    s.mm[p] = _cards(g, data.get("mewmew_area", []), f"{where}.mewmew_area")
    s.disc[p] = _cards(g, data.get("discard", []), f"{where}.discard")
    s.aqua[p] = _cards(g, data.get("aqua_area", []), f"{where}.aqua_area")
    s.chim[p] = _cards(g, data.get("chimera_area", []), f"{where}.chimera_area")
    s.ktop[p] = min(int(data.get("deck_top_known", 0)), len(s.deck[p]))
    s.kbot[p] = min(int(data.get("deck_bottom_known", 0)), len(s.deck[p]))
    slots = data.get("field", [])
    if not isinstance(slots, list) or len(slots) > z.MAX_SLOTS:
        raise SpecError(f"{where}.field must be a list of at most {z.MAX_SLOTS} slots")
    for i, entry in enumerate(slots):
        at = f"{where}.field[{i}]"
        if not isinstance(entry, dict) or "card" not in entry:
            raise SpecError(f'{at} must be a dict with "card"')
        _no_unknown(entry, SLOT_KEYS, at)
        [card] = _cards(g, [entry["card"]], at)
        if g.kind[card] not in (z.CHARACTER, z.CHIMERA):
            raise SpecError(f"{at}: only Characters and Chimera Anima stand on a field")
        slot = z.new_slot(
            s, card, bool(entry.get("awake", True)), _player(entry.get("owner", p), f"{at}.owner")
        )
        if entry.get("mewmew") is not None:
            [mew] = _cards(g, [entry["mewmew"]], f"{at}.mewmew")
            if g.kind[mew] != z.MEWMEW or g.kind[card] != z.CHARACTER:
                raise SpecError(f"{at}.mewmew: a Mew Mew card lies on a Character")
            slot[z.S_MEW] = mew
        slot[z.S_BORROWED] = int(bool(entry.get("borrowed", False)))
        items = _cards(g, entry.get("items", []), f"{at}.items")
        if any(g.kind[c] != z.ITEM for c in items):
            raise SpecError(f"{at}.items: only Items are equipped")
        slot.extend(items)
        s.field[p].append(slot)


def _fill_battle(g: MewMewGame, s: MewMewState, spec: Any) -> None:
    if not isinstance(spec, dict):
        raise SpecError('step "declare" needs a "battle" dict')
    _no_unknown(
        spec, {"character", "chimera", "revealed", "points", "chimera_started", "declaring"}, "battle"
    )
    ends = []
    for key, kind in (("character", z.CHARACTER), ("chimera", z.CHIMERA)):
        ref = spec.get(key)
        if not isinstance(ref, list) or len(ref) != 2:
            raise SpecError(f"battle.{key} must be [player, slot]")
        p, i = _player(ref[0], f"battle.{key}[0]"), int(ref[1])
        if not 0 <= i < len(s.field[p]) or g.kind[s.field[p][i][z.S_CARD]] != kind:
            raise SpecError(f"battle.{key}: player {p}'s slot {i} holds no {z.KINDS[kind]}")
        ends.append((p, s.field[p][i]))
    (cp, character), (hp, chimera) = ends
    if cp == hp:
        raise SpecError("battle: the Character and the Chimera Anima must be on different fields")
    revealed = spec.get("revealed", [None, None])
    rev = [-1 if r is None else _cards(g, [r], "battle.revealed")[0] for r in revealed]
    points = spec.get("points")
    if points is None:
        points = [0 if c < 0 else g.cost[c] for c in rev]
        points[cp] += z.fight_bonus(g, character)
        points[hp] += z.fight_bonus(g, chimera)
    cs = int(bool(spec.get("chimera_started", False)))
    s.battle = [
        cp,
        character[z.S_UID],
        hp,
        chimera[z.S_UID],
        rev[0],
        rev[1],
        int(points[0]),
        int(points[1]),
        cs,
    ]
    declaring = _player(spec.get("declaring", s.tp), "battle.declaring")
    s.stack = [MAIN.frame(s.tp)] if cs else [BATTLE_STEP_END.frame(s.tp), FIGHT.frame(s.tp)]
    s.stack.append(BATTLE_END.frame(NOBODY))
    s.stack.append(DECLARE.frame(1 - s.tp))
    if declaring == s.tp:
        s.stack.append(DECLARE.frame(s.tp))
