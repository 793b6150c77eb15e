"""What one player may know (MD-2.4), as plain JSON: ``MedarotState.observation(player)``.

Schema (every card is its id string; ``None`` where the viewer may not know)::

    {
      "player": 0,                     # the viewer
      "turn": 3,                       # 0 during the opening
      "phase": "start",                # "opening" | "start" | "action" | "end" | "over"
      "first_player": 1,               # goes first in every shared phase (MD-5.3)
      "current_player": 0,             # who decides now; -1 when the game is over
      "winner": None, "winner_reason": None,   # at the end: 0/1/-1 (draw), "medals" | "deck_out" | ...
      "acting": 7,                     # square of the Medarot whose turn it is (MD-7.2), or None
      "attack": {"attacker": 7, "target": 10,          # the attack being resolved, or None
                 "defended": False,                     # a 【防御】 was used on it (MD-8.2)
                 "nullified": False},                   # a nullify was spent on it (A-7)
      "turn_state": {"moved": False, "acted": False,   # where the acting Medarot's turn stands
                     "changed": False,                 # (MD-7.2 steps; None between turns): moved,
                     "used_medarotter": False,         # acted (step 6 done), Medachanged or undone,
                     "action_card_used": False,        # used a Medarotter / a 【行動】 effect,
                     "replaced": False} | None,        # replaced (MD-7.3)
      "action_cards_used": [0, 0],     # 【行動】 effects used per player this action phase
                                       # (flag action_card_limit=per_phase)
      "decision": {"kind": "menu", "player": 0, "text": "...", "text_ja": "..."},  # the pending
                                       # decision in words (public facts only); None at the end.
                                       # kind: one of DECISION_KINDS
      "squares": [ ... 15 entries ... ],
      "players": [ {...}, {...} ],     # index = player
      "effects": [ ... ],              # effects in force
    }

A square (index ``s = row * 3 + column``; rows 0–1 player 0's field (0 back), row 2 neutral,
rows 3–4 player 1's (3 front, 4 back); see ``field``) is ``None`` when empty, else::

    {"owner": 1, "face_up": True,
     "card": "MD-METABEE" | None,       # None: the opponent's face-down Medarot
     "change": "MD-SAIKACHIS-C" | None, # the Medachange form lying on it (MD-7.4)
     "facing": "down",                  # "up" (toward row 4) for player 0, "down" for player 1
     "sideways": False,                 # its special or lasting attack effect, or one touching
                                        # it, is in force (MD-7.8)
     "has_turn": True,                  # still to act in this action phase
     "power": 30, "armor": 20, "speed": 42}   # current values with effects; None if face-down

A player entry::

    {"medals": 20, "hp_modifier": -2,
     "master": "MR-IKKI" | None,        # None if none yet, or the opponent's face-down Master
     "has_master": True,                # a Master is set (face-up or down)
     "master_face_up": True, "master_sideways": False,
     "master_used": [0],                # Master effects (0-based) used this turn (MD-8.6)
     "stock_count": 2,                  # face-down stock cards
     "stock": ["MR-..", ...] | None,    # own only
     "stock_new": 1,                    # how many were stocked this turn (cannot use 【発動】, MD-8.1)
     "stock_new_cards": ["MR-.."] | None,   # which ones (sorted): own only
     "in_effect": ["MR-.."],            # used Medarotters still in the stock (public)
     "stock_free": 1,                   # empty stock slots (3 in all)
     "hand": [...] | None, "hand_count": 5,    # hand: own only
     "deck_count": 17, "trash": [...], "reserve": [...],   # reserve = MedaForce (MD-10)
     "medaforce": 2}                    # reserve size

An effect in force::

    {"card": "MR-IWANOI", "effect": 0, "owner": 0, "op": "power", "amount": 20,
     "until": "turn" | "act" | "atk" | "next" | "spent", "source": 7 | None}
     # op: one of EFFECT_OPS; source: square of the Medarot whose special / attack effect it is

``DECISION_KINDS`` and ``EFFECT_OPS`` are part of this schema, derived from the registries (the
frame kinds of ``frames`` that are decisions, the ops of ``ops``): their order is fixed, so that a
tensor encoder may one-hot them (``adapters/encoding/medarot.py``), and a new value is added at the
end.

Actions as data: ``State.action_info(action)`` describes a legal action as ``{"kind": ...,
"player": ..., ...}`` with the keys its kind lists in ``ACTION_KINDS`` below, in this schema's
vocabulary: a card by ``card`` (its id) and ``zone`` (where the acting player's observation shows
it: ``hand``, ``stock``, ``master`` (``players[p]``), ``squares`` or ``effects``), a square by its index
(``square``, ``from``, ``to``), an effect of a card by ``effect`` (1-based, as the action's words and
the log count it), what it costs by ``cost`` (``{"medals": n}``, and for a MedaForce payment
``{"medals": n, "medaforce": m}``). ``State.find_action(**fields)`` is the inverse: a UI maps a
click on square ``s`` to ``find_action(to=s)`` (move or attack) or ``find_action(square=s)``. The
integer layout behind them is in ``actions``; interfaces never compute with it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.core.decisions import KIND, PLAYER
from cardtable.games.medarot import turn as _rules  # noqa: F401 - with what it imports, registers every decision
from cardtable.games.medarot.effects import armor, matches, power, speed
from cardtable.games.medarot.field import SQUARES
from cardtable.games.medarot.frames import RULES
from cardtable.games.medarot.ops import OPS
from cardtable.games.medarot.records import (
    ATK_ATTACKER,
    ATK_DEFENDED,
    ATK_NULLIFIED,
    ATK_TARGET,
    FX_CARD,
    FX_EFFECT,
    FX_OWNER,
    FX_SCOPE,
    FX_USE,
    TF_ACTED,
    TF_ACTION_CARD,
    TF_CHANGED,
    TF_MEDAROTTER,
    TF_MOVED,
    TF_REPLACED,
    TF_UID,
    U_CARD,
    U_CHANGE,
    U_OWNER,
    U_TURN,
    U_UID,
    U_UP,
    USE_ARG,
    USE_ID,
    USE_UNTIL,
    USE_WHERE,
    WHERE_MEDAROT,
)

if TYPE_CHECKING:
    from cardtable.games.medarot.state import MedarotState

DECISION_KINDS: Final[tuple[str, ...]] = tuple(kind for kind in RULES.kinds if kind in RULES.decisions)
"""Every ``decision.kind``, in the schema's fixed order: the order ``frames`` declares them (what each
decides is the ``why`` registered with it, and ``words.DECISIONS``)."""

ACTION_KINDS: Final[dict[str, str]] = {
    "place_square": "square — the empty own square a Medarot is placed on (MD-5.4, MD-6.6, MD-7.3, MD-9.4)",
    "place_card": "card, zone, square — the Medarot from 'hand' placed face-down on that square",
    "pick": "card, zone, square — which of one's own tied Medarots ('squares') acts next (MD-7.1)",
    "move": "from, to — the acting Medarot moves one square (MD-7.9)",
    "attack": "from, to, card, target, cost — the acting Medarot (card) attacks the one on 'to' (target: "
    "its card, if face-up); cost: medals for the 2-ahead melee reach (MD-7.6) and power transform (MD-7.4)",
    "special": "card, zone, square, cost — the acting special-type Medarot uses its special (MD-7.8)",
    "replace": "card, zone, square — replace the acting Medarot (MD-7.3)",
    "medachange": "card, zone, square, cost — Medachange the acting Medarot (square) with the form (card) "
    "from 'hand'; cost under flag power_transform_cost=on_transform (MD-7.4)",
    "undo_change": "card, zone, square — undo the acting Medarot's Medachange (MD-7.4)",
    "use": "card, zone, effect, cost — use effect (1-based) of a Medarotter from 'stock', 'hand' or as "
    "the 'master' (MD-8.1, MD-8.2, MD-8.6)",
    "nullify": "card, zone — spend a nullify readied earlier ('effects') on this attack (A-7)",
    "master": "card, zone — the Medarotter from 'hand' that becomes the Master (MD-5.4, MD-5.6)",
    "stock": "card, zone — put a Medarotter from 'hand' face-down into the stock (MD-5.4, MD-6.4, MD-6.5)",
    "trash_stock": "card, zone — trash one's own 'stock' card to make room (MD-6.5, MD-8.4)",
    "trash": "card, zone — trash a card from 'hand' for the hand limit (MD-6.4)",
    "discard": "card, zone, step — trash a card from 'hand' for a weak attack (MD-9.2)",
    "number": "number, for, slot, cost — say a number; for: 'draw' (the optional draw, MD-6.3, or the draws "
    "after a destroy, MD-9.4), 'medaforce' (MedaForce cards paying a cost, MD-8.3) or 'stock_slot' "
    "(which face-down card of the opponent's stock: slot {player, index}, A-9)",
    "pass": "ends — 'stock' (stop stocking), 'action' (do not act, MD-7.2.6), 'turn' (end the Medarot's "
    "turn, MD-7.2.8) or 'defence' (no defence, MD-8.2)",
}
"""Every kind of ``State.action_info``: the keys it may carry beside ``kind`` and ``player``, then
what it does.

``State.choice_notes(action, lang)`` says the same in words for a person before the action is taken:
``effect`` (the card's or effect's text, an attack's power against armor, what a pick does), ``cost``
(from ``cost``, and penalties the action brings on) and ``warning`` (a loss by one's own choice);
``State.progress(lang)`` words the ``step`` of a choice made in steps (``notes``)."""

EFFECT_OPS: Final[tuple[str, ...]] = tuple(OPS)
"""Every effect ``op``, in the schema's fixed order."""


def observe(s: MedarotState, viewer: int) -> dict[str, Any]:
    from cardtable.games.medarot.words import decision_words

    ids = [card.id for card in s.game.cards]
    over = s.winner is not None
    acting = s.find(s.tf[TF_UID]) if s.tf else -1
    attack = None
    if s.atk:
        attack = {
            "attacker": s.find(s.atk[ATK_ATTACKER]),
            "target": s.find(s.atk[ATK_TARGET]),
            "defended": bool(s.atk[ATK_DEFENDED]),
            "nullified": bool(s.atk[ATK_NULLIFIED]),
        }
    decision = None
    if not over:
        frame = s.stack[-1]
        decision = {
            "kind": frame[KIND],
            "player": frame[PLAYER],
            "text": decision_words(s, frame, "en"),
            "text_ja": decision_words(s, frame, "ja"),
        }
    return {
        "player": viewer,
        "turn": s.turn,
        "phase": "over" if over else s.phase,
        "first_player": s.first,
        "current_player": s.current_player,
        "winner": s.winner,
        "winner_reason": s.winner_reason,
        "acting": acting if acting >= 0 else None,
        "attack": attack,
        "turn_state": turn_state(s),
        "action_cards_used": list(s.pa),
        "decision": decision,
        "squares": [square(s, q, viewer, ids) for q in range(SQUARES)],
        "players": [player_view(s, p, viewer, ids) for p in (0, 1)],
        "effects": effects_view(s, ids),
    }


def turn_state(s: MedarotState) -> dict[str, bool] | None:
    """MD-7.2: which steps of the acting Medarot's turn are behind it. Public (everyone watched them),
    and it decides what the turn may still do: two positions alike but for it offer different actions."""
    if not s.tf:
        return None
    return {
        "moved": bool(s.tf[TF_MOVED]),
        "acted": bool(s.tf[TF_ACTED]),
        "changed": bool(s.tf[TF_CHANGED]),
        "used_medarotter": bool(s.tf[TF_MEDAROTTER]),
        "action_card_used": bool(s.tf[TF_ACTION_CARD]),
        "replaced": bool(s.tf[TF_REPLACED]),
    }


def square(s: MedarotState, q: int, viewer: int, ids: list[str]) -> dict[str, Any] | None:
    unit = s.sq[q]
    if unit is None:
        return None
    up = bool(unit[U_UP])
    known = up or unit[U_OWNER] == viewer
    return {
        "owner": unit[U_OWNER],
        "face_up": up,
        "card": ids[unit[U_CARD]] if known else None,
        "change": ids[unit[U_CHANGE]] if unit[U_CHANGE] >= 0 else None,
        "facing": "up" if unit[U_OWNER] == 0 else "down",
        "sideways": up and sideways(s, unit),
        "has_turn": bool(unit[U_TURN]),
        "power": power(s, unit) if up else None,
        "armor": armor(s, unit) if up else None,
        "speed": speed(s, unit) if up else None,
    }


def sideways(s: MedarotState, unit: list[int]) -> bool:
    """MD-7.8: a Medarot whose special (or lasting attack effect) is in force, and the cards that
    effect touches, lie sideways."""
    for use in s.uses:
        if use[USE_WHERE] == WHERE_MEDAROT:
            if use[USE_ARG] == unit[U_UID]:
                return True
            for entry in s.fx:
                effect = s.game.table.effects[entry[FX_CARD]][entry[FX_EFFECT]]
                if entry[FX_USE] == use[USE_ID] and matches(
                    s, effect.filter, entry[FX_OWNER], entry[FX_SCOPE], unit
                ):
                    return True
    return False


def player_view(s: MedarotState, p: int, viewer: int, ids: list[str]) -> dict[str, Any]:
    own = p == viewer
    master = s.master[p]
    return {
        "medals": s.medals[p],
        "hp_modifier": s.hpmod[p],
        "master": ids[master] if master >= 0 and (own or s.mup[p]) else None,
        "has_master": master >= 0,
        "master_face_up": bool(s.mup[p]),
        "master_sideways": bool(s.mside[p]),
        "master_used": sorted(s.mused[p]),
        "stock_count": len(s.stock[p]),
        "stock": sorted(ids[c] for c in s.stock[p]) if own else None,
        "stock_new": sum(s.fresh[p]),
        "stock_new_cards": sorted(ids[c] for c, new in zip(s.stock[p], s.fresh[p], strict=True) if new)
        if own
        else None,
        "in_effect": [ids[card] for card in s.in_effect(p)],
        "stock_free": s.stock_slots_free(p),
        "hand": sorted(ids[c] for c in s.hand[p]) if own else None,
        "hand_count": len(s.hand[p]),
        "deck_count": len(s.deck[p]),
        "trash": [ids[c] for c in s.trash[p]],
        "reserve": [ids[c] for c in s.reserve[p]],
        "medaforce": len(s.reserve[p]),
    }


def effects_view(s: MedarotState, ids: list[str]) -> list[dict[str, Any]]:
    views = []
    for entry in s.fx:
        use = next(u for u in s.uses if u[USE_ID] == entry[FX_USE])
        effect = s.game.table.effects[entry[FX_CARD]][entry[FX_EFFECT]]
        source = s.find(use[USE_ARG]) if use[USE_WHERE] == WHERE_MEDAROT else -1
        views.append(
            {
                "card": ids[entry[FX_CARD]],
                "effect": entry[FX_EFFECT],
                "owner": entry[FX_OWNER],
                "op": effect.op,
                "amount": effect.amount,
                "until": use[USE_UNTIL],
                "source": source if source >= 0 else None,
            }
        )
    return views
