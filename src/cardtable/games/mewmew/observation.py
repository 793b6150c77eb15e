"""What one player may know of a Tokyo Mew Mew position (MM-2.3), as plain JSON.

``State.observation(player)`` returns this dict. The schema is a contract for the terminal UI, the
RL encoders and the heuristic AI: fields are only ever added, never renamed. Cards are card ids
(``"MMS-012"``); look them up with ``Game.card(id)``.

Top level
---------
``game``            ``"mewmew"``.
``viewer``          the player this observation is for (0 or 1).
``turn``            turn number, 1 = the first player's first turn (both players' turns count).
``turn_player``     whose turn it is (0/1).
``first_player``    who went first (MM-4.4); the first player does not draw on turn 1 (MM-6.1.3).
``step``            ``"morning"``, ``"main"``, ``"search"``, ``"battle"``, ``"night"`` or ``"over"``.
``decision``        ``None`` once the game is over, else the pending decision::

                        {"player": 0|1,          # who decides now (== State.current_player)
                         "kind": str,            # see the list below
                         "text": str, "text_ja": str,   # the decision in words (no hidden card)
                         "card": id | None,      # the card being used / whose ability resolves
                         "count": int}           # cards still to pay / pick / discard / order; else 0

                    kinds: ``main`` (use a card or ability, or end the main step: MM-6.2),
                    ``fight`` (pick a fighter or end the battle step: MM-6.4.2 / 6.4.8),
                    ``foe`` (pick the Chimera Anima to fight: MM-6.4.2),
                    ``declare`` (use a battle card or pass: MM-6.4.4),
                    ``pay`` (pick the next gauge card to put on the deck: MM-6.2.3),
                    ``target`` (pick a card on a field for an effect / equip / transform),
                    ``fetch`` (pick a Character from own discard pile),
                    ``hand_character`` (pick the Character to come out transformed: MM-1.4 flag),
                    ``order`` (pick the card for the next position from the top: look effects),
                    ``night`` (say how many gauge cards to take: MM-6.5.1),
                    ``night_pick`` (pick which gauge card to take: MM-6.5.1, gauge_access="choose"),
                    ``discard`` (discard down to 5: MM-6.5.2),
                    ``effect_discard`` (discard cards of your choice for an effect: op ``discard``).
                    ``DECISION_KINDS`` lists them all (a test keeps this list complete).
``must_fight``      True while the turn player still has to fight this turn (MM-6.4.1).
``battle``          ``None`` or the battle in progress::

                        {"character": {"player": p, "slot": i, "uid": u},   # the Character side
                         "chimera": {"player": p, "slot": i, "uid": u},     # the Chimera Anima side
                         "revealed": [id | None, id | None],   # by player: the card turned over
                                                               # (None: empty deck or a Mew Aqua
                                                               # that went to an Aqua area)
                         "points": [int, int],                 # battle points by player, so far
                         "chimera_started": bool}              # begun by a Chimera ability (MM-7.3)
``in_use``          ids of cards being used right now (declared, not yet resolved): public.
``players``         a list of two dicts, indexed by player (0, 1), with the same keys:

Per player
----------
``hand``              sorted ids, or ``None`` for the other player (MM-2.3).
``hand_size``         int.
``mewmew_area``       sorted ids of the face-down Mew Mew cards, or ``None`` for the other player.
``mewmew_area_size``  int.
``deck_size``         int.
``deck_top_known``    ids this viewer knows at the top of *their own* deck, top first (cards they
                      paid with gauge_access="choose", or looked at, or, with "top_of_pile", gauge
                      cards paid back that they had seen go from their deck top to the gauge);
                      always ``[]`` for the other.
``deck_bottom_known`` ids known to everyone at the bottom of the deck, bottom first (cards turned
                      over in battle, MM-6.4.6; no longer once a look effect lets the owner
                      reorder them).
``gauge``             sorted ids of the gauge, only for the viewer's own gauge with
                      gauge_access="choose"; else ``None``.
``gauge_size``        int.
``field``             list of slots, in slot order (``slot`` is the index the actions use)::

                          {"slot": i, "uid": u, "card": id,
                           "kind": "character" | "chimera",
                           "awake": bool,              # MM-2.2
                           "mewmew": id | None,        # Mew Mew card laid on it (MM-1.4)
                           "items": [id, ...],         # equipped Items (MM-1.5)
                           "owner": 0|1,               # differs from the field's player only
                           "borrowed": bool,           #   while 強引な勧誘 lends it (MM-7.6)
                           "search_points": int,       # what it adds in a search (0 for a Mew Mew)
                           "battle_bonus": int}        # static bonus when it fights
``discard``           ids, oldest first (anyone may look: MM-2.3).
``aqua_area``         ids of the opponent's Mew Aqua this player has found (MM-2.1).
``chimera_area``      ids of the opponent's Chimera Anima this player has beaten (MM-2.1).
``found``, ``beaten`` the sizes of those two areas (5 found: Aqua win; 7 beaten: Chimera win).
``aqua_win_possible``, ``chimera_win_possible``  False once discards put that win against the
                      opponent's deck out of reach (MM-5.5).

Never present: the other player's hand, Mew Mew area, deck order or contents beyond the public
bottom, gauge; this player's own deck order beyond what they know; the RNG seed.

Actions as data
---------------
``State.action_info(action)`` describes a legal action in the words above: ``kind`` (one of
``ACTION_KINDS`` below), ``player`` (who takes it) and the keys its kind lists. A card is named by
``card`` (its id) and ``zone`` (the key of the acting player's observation it is found under:
``hand``, ``mewmew_area``, ``gauge``, ``discard``, ``deck_top_known`` or ``field``); a field card
also by ``slot``: ``{"player": p, "index": i}`` (``players[p]["field"][i]``). A step of a choice
made card by card carries ``step``: ``{"done": n, "of": m}`` (``done`` counted from the log this
player may read: 0 in a position built from a spec). ``State.find_action(**fields)`` is the inverse:
``state.find_action(kind="use", card="MMS-012")``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.core.decisions import KIND, PLAYER
from cardtable.core.log import AT_KIND, AT_PLAYER, RECORD
from cardtable.games.mewmew import decisions  # noqa: F401 - registers every decision on RULES
from cardtable.games.mewmew import zones as z
from cardtable.games.mewmew.choices import CHOICES
from cardtable.games.mewmew.frames import CARD, RULES
from cardtable.games.mewmew.zones import MAX_SLOTS

if TYPE_CHECKING:
    from cardtable.games.mewmew.state import MewMewState

DECISION_KINDS: Final[tuple[str, ...]] = tuple(RULES.decisions)
"""Every ``decision.kind`` an observation can show (each is described above), in registration order."""

ACTION_KINDS: Final[dict[str, str]] = {
    "pass": "ends: 'main' (end the main step, MM-6.2), 'battle' (end the battle step, MM-6.4.8) or "
    "'declaration' (pass a battle declaration, MM-6.4.4)",
    "use": "card, zone ('hand', or 'mewmew_area' to transform: MM-1.4), cost {'gauge': n} (MM-6.2.3)",
    "ability": "card, zone 'field', slot (own field): use its activated ability (MM-6.2.5)",
    "fight": "card, zone 'field', slot (own field): the Character that fights (MM-6.4.2)",
    "foe": "card, zone 'field', slot (the opponent's field): the Chimera Anima to fight (MM-6.4.2)",
    "target": "card, zone 'field', slot (either field), source (id of the card whose effect chooses)",
    "pay": "card, zone 'gauge', step: the next gauge card put on top of the deck (MM-6.2.3)",
    "take": "card, zone 'gauge', step: a gauge card taken into hand at good night (MM-6.5.1)",
    "discard": "card, zone 'hand', step (source: the effect's card): a card discarded down to 5 at good "
    "night (MM-6.5.2), or for an effect (op discard)",
    "fetch": "card, zone 'discard', source: a Character taken back from the discard pile",
    "order": "card, zone 'deck_top_known', step, source: the card for the next place from the top",
    "bring_out": "card, zone 'hand', source (the Mew Mew card), cost {'gauge': both costs}: the "
    "Character that comes out transformed (MM-1.4, transform_source='hand_card')",
    "number": "number: how many gauge cards to take into hand at good night (MM-6.5.1)",
}
"""Every kind of ``State.action_info`` and the keys it carries beside ``kind`` and ``player``.

``State.choice_notes(action, lang)`` says the same in words for a person before the action is taken:
``effect`` (the card's or effect's text, an attack's power against armor, what a pick does), ``cost``
(from ``cost``, and penalties the action brings on) and ``warning`` (a loss by one's own choice);
``State.progress(lang)`` words the ``step`` of a choice made in steps (``notes``)."""

_PASS_ENDS = {"main": "main", "fight": "battle", "declare": "declaration"}
_SLOT_KINDS = frozenset({"fight", "foe"})
"""Decisions whose slot answers are of their own kind (any other slot answer is a ``target``)."""


def observe(s: MewMewState, viewer: int) -> dict[str, Any]:
    """The observation of ``viewer`` (schema above)."""
    g = s.game
    ids = g.ids
    decision: dict[str, Any] | None = None
    if s.winner is None:
        decision = s.decision_info()
    battle: dict[str, Any] | None = None
    if s.battle:
        b = s.battle
        ci = z.find_uid(s.field[b[z.B_CP]], b[z.B_CU])
        hi = z.find_uid(s.field[b[z.B_HP]], b[z.B_HU])
        battle = {
            "character": {"player": b[z.B_CP], "slot": ci, "uid": b[z.B_CU]},
            "chimera": {"player": b[z.B_HP], "slot": hi, "uid": b[z.B_HU]},
            "revealed": [None if c < 0 else ids[c] for c in b[z.B_REV : z.B_REV + 2]],
            "points": b[z.B_PTS : z.B_PTS + 2],
            "chimera_started": bool(b[z.B_CS]),
        }
    choose = g.flags["gauge_access"] == "choose"
    players = []
    for p in (0, 1):
        mine = p == viewer
        deck = s.deck[p]
        top = s.ktop[p] if mine else 0
        opp_disc = s.disc[1 - p]
        players.append(
            {
                "hand": sorted(ids[c] for c in s.hand[p]) if mine else None,
                "hand_size": len(s.hand[p]),
                "mewmew_area": sorted(ids[c] for c in s.mm[p]) if mine else None,
                "mewmew_area_size": len(s.mm[p]),
                "deck_size": len(deck),
                "deck_top_known": [ids[c] for c in reversed(deck[len(deck) - top :])] if top else [],
                "deck_bottom_known": [ids[c] for c in deck[: s.kbot[p]]],
                "gauge": sorted(ids[c] for c in s.gauge[p]) if mine and choose else None,
                "gauge_size": len(s.gauge[p]),
                "field": [_slot(s, i, slot) for i, slot in enumerate(s.field[p])],
                "discard": [ids[c] for c in s.disc[p]],
                "aqua_area": [ids[c] for c in s.aqua[p]],
                "chimera_area": [ids[c] for c in s.chim[p]],
                "found": len(s.aqua[p]),
                "beaten": len(s.chim[p]),
                # MM-5.5: a discarded Mew Aqua (or 4 discarded Chimera Anima) of the opponent's deck
                # puts that win out of reach.
                "aqua_win_possible": not any(g.kind[c] == z.AQUA for c in opp_disc),
                "chimera_win_possible": sum(g.kind[c] == z.CHIMERA for c in opp_disc) < 4,
            }
        )
    return {
        "game": g.name,
        "viewer": viewer,
        "turn": s.turn,
        "turn_player": s.tp,
        "first_player": s.first,
        "step": "over" if s.winner is not None else s.step,
        "decision": decision,
        # The duty ends with the battle step, also when it was skipped for lack of a fighter.
        "must_fight": bool(s.must) and s.step in ("search", "battle"),
        "battle": battle,
        "in_use": [ids[c] for c in s.limbo],
        "players": players,
    }


def _slot(s: MewMewState, i: int, slot: list[int]) -> dict[str, Any]:
    g = s.game
    card = slot[z.S_CARD]
    mew = slot[z.S_MEW]
    return {
        "slot": i,
        "uid": slot[z.S_UID],
        "card": g.ids[card],
        "kind": "chimera" if g.kind[card] == z.CHIMERA else "character",
        "awake": bool(slot[z.S_AWAKE]),
        "mewmew": g.ids[mew] if mew >= 0 else None,
        "items": [g.ids[c] for c in slot[z.S_ITEMS :]],
        "owner": slot[z.S_OWNER],
        "borrowed": bool(slot[z.S_BORROWED]),
        "search_points": z.search_points(g, slot),
        "battle_bonus": z.fight_bonus(g, slot),
    }


def action_info(s: MewMewState, action: int) -> dict[str, Any]:
    """``State.action_info`` of a legal action (kinds and keys in ``ACTION_KINDS``)."""
    g = s.game
    frame = s.stack[-1]
    decision, p = frame[KIND], frame[PLAYER]
    block, value = g.layout.decode(action)
    info: dict[str, Any] = {"kind": "", "player": p}
    if block == "pass":
        info.update(kind="pass", ends=_PASS_ENDS[decision])
    elif block == "number":
        info.update(kind="number", number=value)
    elif block == "use":
        zone = "mewmew_area" if g.kind[value] == z.MEWMEW else "hand"
        info.update(kind="use", card=g.ids[value], zone=zone, cost={"gauge": g.cost[value]})
    elif block == "ability":
        info.update(kind="ability", **_field_card(s, p, value))
    elif block == "slot":
        side, index = divmod(value, MAX_SLOTS)
        kind = decision if decision in _SLOT_KINDS else "target"
        info.update(kind=kind, **_field_card(s, side, index))
        if kind == "target":
            info["source"] = g.ids[frame[CARD]]
    else:  # a card chosen from a zone
        choice = CHOICES[decision]
        info.update(kind=choice.action, card=g.ids[value], zone=choice.zone)
        if choice.source is not None:
            info["source"] = g.ids[frame[choice.source]]
        if choice.action == "bring_out":
            info["cost"] = {"gauge": g.cost[frame[choice.source or CARD]] + g.cost[value]}
        if choice.step_event is not None and choice.count is not None:
            info["step"] = _step(s, p, choice.step_event, choice.count(s, frame))
    return info


def _field_card(s: MewMewState, side: int, index: int) -> dict[str, Any]:
    card = s.field[side][index][z.S_CARD]
    return {"card": s.game.ids[card], "zone": "field", "slot": {"player": side, "index": index}}


def _step(s: MewMewState, p: int, event: str, left: int) -> dict[str, int]:
    """Progress through a choice made card by card: the picks logged just now, and those still to make."""
    log, done = s._log, 0
    for first in range(len(log) - RECORD, -1, -RECORD):  # the records, latest first
        if log[first + AT_KIND] != event or log[first + AT_PLAYER] != p:
            break
        done += 1
    return {"done": done, "of": done + left}
