"""What a player needs before choosing: each legal action's effect, cost and warning
(``State.choice_notes``), the progress of a choice made in steps (``State.progress``) and why a
Medarot or card of one's own cannot act (``State.unavailable``).

Everything is read from ``action_info`` (the deciding player's vocabulary), the face-up field, the
public counts and the player's own hand, stock and Master: a resample for that player changes none
of it. The words are in ``words.NOTES``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.core.decisions import KIND
from cardtable.core.plural import plural
from cardtable.games.medarot.actions import MOVE, PASS
from cardtable.games.medarot.attack import targets, transform_cost
from cardtable.games.medarot.cards import MEDAROTTER, SPECIAL
from cardtable.games.medarot.effects import armor, has, power, speed, top
from cardtable.games.medarot.field import SQUARES, square_name
from cardtable.games.medarot.frames import USE
from cardtable.games.medarot.medarotters import find_use
from cardtable.games.medarot.records import (
    TF_MOVED,
    TF_REPLACED,
    TF_UID,
    U_OWNER,
    U_TURN,
    U_UID,
    U_UP,
    USE_CARD,
    USE_EFFECT,
)
from cardtable.games.medarot.turn import may_move, move_targets
from cardtable.games.medarot.words import NOTES, TYPE_WORDS

if TYPE_CHECKING:
    from cardtable.games.medarot.state import MedarotState

START_DRAW: Final = 1
"""MD-6.2: the start phase draws 1; a deck drawn empty loses there (MD-4.2)."""
NO_MOVE_PENALTY: Final = 1
"""MD-7.2.9: a Medarot's turn without a move costs 1 medal."""


def say(key: str, lang: str, **values: Any) -> str:
    en, ja = NOTES[key]
    return ja.format(**values) if lang == "ja" else plural(en.format(**values))


def card_name(s: MedarotState, card_id: str, lang: str) -> str:
    return s.game.card_name(s.game.card_index[card_id], lang)


def effect_text(s: MedarotState, card: int, effect: int, lang: str) -> str:
    """The words of one effect of a card (1-based ``effect``, as action_info counts it)."""
    chosen = s.game.table.effects[card][effect - 1]
    return chosen.text_ja if lang == "ja" else chosen.text_en


def stats(s: MedarotState, card: int, lang: str) -> str:
    table = s.game.table
    kind = TYPE_WORDS[table.type[card]][lang == "ja"] if table.type[card] >= 0 else ""
    return say(
        "stats", lang, type=kind, power=table.power[card], armor=table.armor[card], speed=table.speed[card]
    )


def medals_cost(s: MedarotState, info: dict[str, Any], lang: str) -> str:
    cost = info.get("cost")
    if not cost:
        return ""
    if "medaforce" in cost:
        return say("cost_mixed", lang, medals=cost["medals"], medaforce=cost["medaforce"])
    player = info["player"]
    if info["kind"] == "use" and s.reserve[player]:
        return say("cost_medals_or_force", lang, n=cost["medals"])
    return say("cost_medals", lang, n=cost["medals"])


# ----- choice notes -----------------------------------------------------------------------------------
def notes_for(s: MedarotState, action: int, lang: str) -> dict[str, str]:
    return _notes(s, action, s.action_info(action), lang)


def _notes(s: MedarotState, action: int, info: dict[str, Any], lang: str) -> dict[str, str]:
    kind, p = info["kind"], info["player"]
    effect = ""
    cost = medals_cost(s, info, lang)
    warning = ""
    ids = s.game.card_index
    if kind == "use":
        card = ids[info["card"]]
        effect = effect_text(s, card, info["effect"], lang)
    elif kind == "attack":
        effect = attack_words(s, info, lang)
    elif kind == "special":
        special = s.game.table.special[ids[info["card"]]]
        effect = (special.text_ja if lang == "ja" else special.text_en) if special else ""
    elif kind == "move":
        effect = say("move", lang, frm=square_name(info["from"]), to=square_name(info["to"]))
    elif kind in ("place_card", "medachange"):
        card = ids[info["card"]]
        text = s.game.cards[card].text(lang)
        effect = say("place" if kind == "place_card" else "change", lang, square=square_name(info["square"]))
        effect += " " + stats(s, card, lang) + (f" {text}" if text else "")
    elif kind == "place_square":
        effect = say("place_square", lang, square=square_name(info["square"]))
    elif kind == "pick":
        effect = say("pick", lang, square=square_name(info["square"]))
    elif kind == "replace":
        effect = say("replace", lang, square=square_name(info["square"]))
    elif kind == "undo_change":
        effect = say("undo_change", lang)
    elif kind == "nullify":
        effect = say("nullify", lang, card=card_name(s, info["card"], lang))
    elif kind in ("master", "stock"):
        card = ids[info["card"]]
        texts = " / ".join(e.text_ja if lang == "ja" else e.text_en for e in s.game.table.effects[card])
        hp = s.game.table.hp[card]
        effect = say(kind, lang, hp=hp) + (f" {texts}" if texts else "")
    elif kind in ("trash", "trash_stock", "discard"):
        effect = say("to_trash", lang, card=card_name(s, info["card"], lang))
    elif kind == "number":
        effect, cost, warning = number_notes(s, info, lang)
    elif kind == "pass":
        effect = say(f"pass_{info['ends']}", lang)
        if no_move_penalty_now(s, action):
            cost = say("no_move_cost", lang, n=NO_MOVE_PENALTY)
            if s.medals[p] < NO_MOVE_PENALTY:
                warning = say("warn_no_move", lang, n=NO_MOVE_PENALTY)
    medals = info.get("cost", {}).get("medals", 0) - (len(s.reserve[p]) if kind == "use" else 0)
    if not warning and kind != "number" and medals >= s.medals[p] > 0:
        warning = say("warn_zero_medals", lang)
    return {"effect": effect, "cost": cost, "warning": warning}


def attack_words(s: MedarotState, info: dict[str, Any], lang: str) -> str:
    """Power against armor when the target is face-up (MD-9.1); a face-down target is never named."""
    attacker = s.sq[info["from"]]
    target = s.sq[info["to"]]
    assert attacker is not None and target is not None
    hit = power(s, attacker)
    added = [e.text_ja if lang == "ja" else e.text_en for e in s.game.table.on_attack[top(attacker)]]
    extra = "".join(say("added_effect", lang, text=text) for text in added)
    if not target[U_UP]:
        return say("attack_hidden", lang, power=hit) + extra
    guard = armor(s, target)
    outcome = say("destroys" if hit >= guard else "weak", lang)
    name = card_name(s, info["target"], lang)
    return say("attack", lang, power=hit, armor=guard, target=name, outcome=outcome) + extra


def number_notes(s: MedarotState, info: dict[str, Any], lang: str) -> tuple[str, str, str]:
    n, p, counted = info["number"], info["player"], info["for"]
    if counted == "draw":
        effect = say("draw", lang, n=n)
        cost = say("cost_medals", lang, n=1) if info.get("cost") else ""
        deck = len(s.deck[p])
        # MD-4.2: drawing the deck empty loses at the next start-phase draw.
        warning = say("warn_deck_out", lang, deck=deck) if 0 < deck <= n else ""
        if not warning and info.get("cost") and s.medals[p] == 1:
            warning = say("warn_zero_medals", lang)
        return effect, cost, warning
    if counted == "medaforce":
        paid = info["cost"]
        effect = say("pay_mix", lang, medals=paid["medals"], medaforce=paid["medaforce"])
        warning = say("warn_zero_medals", lang) if paid["medals"] and paid["medals"] == s.medals[p] else ""
        return effect, medals_cost(s, info, lang), warning
    return say("stock_slot", lang, n=n + 1), "", ""


def no_move_penalty_now(s: MedarotState, action: int) -> bool:
    """Whether this pass ends the acting Medarot's turn without a move (MD-7.2.9): in the menu only when
    no move is left after acting (the after-step then has nothing to offer)."""
    if action != PASS or not s.tf or s.tf[TF_MOVED] or s.tf[TF_REPLACED]:
        return False
    context = s.stack[-1][KIND]
    if context == "after":
        return True
    if context != "menu":
        return False
    q = s.find(s.tf[TF_UID])
    unit = s.sq[q]
    return unit is not None and not (may_move(s, False) and move_targets(s, q, unit))


# ----- progress ---------------------------------------------------------------------------------------
def progress(s: MedarotState, lang: str) -> dict[str, Any] | None:
    frame = s.stack[-1]
    kind = frame[KIND]
    if kind == "pay":  # MD-8.3: the use is step 1, its payment step 2
        use = find_use(s, frame[USE])
        assert use is not None
        name = s.game.card_name(use[USE_CARD], lang)
        return {"step": 2, "of": 2, "text": say("progress_pay", lang, card=name, effect=use[USE_EFFECT] + 1)}
    if kind == "discard":
        info = s.action_info(s.legal_actions()[0])
        step = info["step"]
        number = step["done"] + 1
        return {
            "step": number,
            "of": step["of"],
            "text": say("progress_discard", lang, n=number, of=step["of"]),
        }
    return None


# ----- why an option is missing -----------------------------------------------------------------------
def unavailable(s: MedarotState, player: int, lang: str) -> list[dict[str, Any]]:
    entries = [medarot_entry(s, player, q, lang) for q in range(SQUARES) if owned(s, q, player)]
    entries += card_entries(s, player, lang)
    return entries


def owned(s: MedarotState, q: int, player: int) -> bool:
    unit = s.sq[q]
    return unit is not None and unit[U_OWNER] == player


def medarot_entry(s: MedarotState, player: int, q: int, lang: str) -> dict[str, Any]:
    unit = s.sq[q]
    assert unit is not None
    moves = move_targets(s, q, unit)
    entry: dict[str, Any] = {"card": s.game.ids[top(unit)], "zone": "squares", "square": q, "moves": moves}
    acting = bool(s.tf) and s.tf[TF_UID] == unit[U_UID]
    reasons: list[str] = []
    if not unit[U_UP]:
        reasons.append(say("why_face_down", lang))
    elif acting:
        reasons += acting_reasons(s, q, unit, moves, lang)
    elif s.phase == "action" and unit[U_TURN]:
        reasons.append(say("why_waiting", lang, speed=speed(s, unit)))
    elif s.phase == "action":
        reasons.append(say("why_acted", lang))
    else:
        reasons.append(say("why_not_action_phase", lang))
    if moves:
        reasons.append(say("moves_to", lang, squares=", ".join(square_name(t) for t in moves)))
    else:
        reasons.append(say("why_no_square", lang))
    entry["why"] = "; ".join(reasons)
    return entry


def acting_reasons(s: MedarotState, q: int, unit: list[int], moves: list[int], lang: str) -> list[str]:
    """The acting Medarot: what of its turn it cannot do now, and why (MD-7.2)."""
    reasons: list[str] = []
    owner = unit[U_OWNER]
    if s.tf[TF_MOVED]:
        reasons.append(say("why_moved", lang))
    elif moves and not any(MOVE + t in s.legal_actions() for t in moves) and s.current_player == owner:
        reasons.append(say("why_move_later", lang))
    if s.fx and has(s, unit, "no_act"):
        reasons.append(say("why_no_act", lang))
    elif s.game.table.type[top(unit)] != SPECIAL:
        reach = targets(s, q, unit)
        extra = transform_cost(s, unit)
        if not reach:
            reasons.append(say("why_no_target", lang))
        elif all(extra + cost > s.medals[owner] for _, cost in reach):
            reasons.append(say("why_no_medals", lang))
    return reasons


def card_entries(s: MedarotState, player: int, lang: str) -> list[dict[str, Any]]:
    """Own Medarotters in hand and stock whose effects are not among the legal actions now."""
    legal_uses = set()
    if s.current_player == player:
        for action in s.legal_actions():
            if action >= s.game.blocks.use_stock:
                legal_uses.add(s.game.blocks.split_use(action)[2])
    table = s.game.table
    entries: list[dict[str, Any]] = []
    for zone, cards in (("hand", s.hand[player]), ("stock", s.stock[player])):
        for card in sorted(set(cards)):
            if table.kind[card] != MEDAROTTER or card in legal_uses:
                continue
            entries.append(
                {"card": s.game.ids[card], "zone": zone, "why": card_reason(s, player, card, zone, lang)}
            )
    if s.stock_slots_free(player) <= 0 and any(table.kind[c] == MEDAROTTER for c in s.hand[player]):
        for entry in entries:
            if entry["zone"] == "hand":
                entry["why"] = say("why_stock_full", lang)
    return entries


def card_reason(s: MedarotState, player: int, card: int, zone: str, lang: str) -> str:
    effects = s.game.table.effects[card]
    cheapest = min(effect.cost for effect in effects)
    if cheapest > s.medals[player] + len(s.reserve[player]):
        return say("why_cost", lang, cost=cheapest, medals=s.medals[player], force=len(s.reserve[player]))
    timings = {effect.timing for effect in effects}
    if timings == {"defence"}:
        return say("why_defence", lang)
    if zone == "hand" and timings == {"activate"}:
        return say("why_activate_hand", lang)
    if s.current_player != player or s.stack[-1][KIND] != "menu":
        return say("why_not_now", lang)
    return say("why_timing", lang)
