"""What a player needs before choosing: each legal action's effect, cost and warning
(``State.choice_notes``), the progress of a choice made card by card (``State.progress``) and why
a card of one's own cannot be used (``State.unavailable``).

Everything comes from ``action_info`` (the deciding player's vocabulary), card texts, the fields,
public counts (deck and gauge sizes) and the player's own hand: a resample for that player changes
none of it. The words are in ``words.NOTES``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from cardtable.core.decisions import KIND, PLAYER
from cardtable.core.plural import plural
from cardtable.games.mewmew import effects as fx
from cardtable.games.mewmew import zones as z
from cardtable.games.mewmew.frames import PAID_FOR
from cardtable.games.mewmew.words import NOTES

if TYPE_CHECKING:
    from cardtable.games.mewmew.state import MewMewState

MORNING_NEED: Final = 6
"""MM-6.1 / MM-5.3: a good morning after the first turn takes 5 cards to the gauge and draws 1."""
PICKS: Final = {
    "pay": "progress_pay",
    "take": "progress_take",
    "discard": "progress_discard",
    "order": "progress_order",
}
"""Card-by-card choices (``action_info`` kinds carrying ``step``) and the words of their progress."""


def say(key: str, lang: str, **values: Any) -> str:
    en, ja = NOTES[key]
    return ja.format(**values) if lang == "ja" else plural(en.format(**values))


def name(s: MewMewState, card_id: str, lang: str) -> str:
    return s.game.card(card_id).name(lang)


def text(s: MewMewState, card_id: str, lang: str) -> str:
    return s.game.card(card_id).text(lang)


# ----- choice notes -----------------------------------------------------------------------------------
def notes_for(s: MewMewState, action: int, lang: str) -> dict[str, str]:
    info = s.action_info(action)
    kind, p = info["kind"], info["player"]
    effect, cost, warning = "", "", ""
    card = str(info.get("card", ""))
    if kind == "use" and s.game.kind[s.game.card_index[card]] in (z.CHARACTER, z.CHIMERA):
        printed = text(s, card, lang)
        effect = say("to_field", lang) + (f" {printed}" if printed else "")
    elif kind in ("use", "ability", "bring_out"):
        effect = text(s, card, lang)
    elif kind in ("fight", "foe"):
        slot = s.field[info["slot"]["player"]][info["slot"]["index"]]
        effect = say(kind, lang, card=name(s, card, lang), bonus=z.fight_bonus(s.game, slot))
    elif kind == "target":
        effect = say("target", lang, card=name(s, card, lang), source=name(s, info["source"], lang))
    elif kind in ("pay", "take", "discard", "fetch", "order"):
        effect = say(f"pick_{kind}", lang, card=name(s, card, lang))
    elif kind == "number":
        effect = say("take_n", lang, n=info["number"])
    elif kind == "pass":
        effect = say(f"pass_{info['ends']}", lang)
        if info["ends"] == "main" and len(s.deck[p]) < MORNING_NEED:
            # MM-5.3: after the main step nothing of the player's own puts cards back on the deck.
            warning = say("warn_morning", lang, deck=len(s.deck[p]), need=MORNING_NEED)
    if "cost" in info:
        cost = say("cost_gauge", lang, n=info["cost"]["gauge"], gauge=len(s.gauge[p]))
    if kind == "ability":
        cost = say("cost_sleep", lang)
    return {"effect": effect, "cost": cost, "warning": warning}


# ----- progress ---------------------------------------------------------------------------------------
def progress(s: MewMewState, lang: str) -> dict[str, Any] | None:
    frame = s.stack[-1]
    legal = s.legal_actions()
    info = s.action_info(legal[-1])  # card picks sort after pass: the last action is a pick if any is
    step = info.get("step")
    if step is None or info["kind"] not in PICKS:
        return None
    number = step["done"] + 1
    values: dict[str, Any] = {"n": number, "of": step["of"]}
    if frame[KIND] == "pay":
        values["card"] = s.game.cards[frame[PAID_FOR]].name(lang)
    return {"step": number, "of": step["of"], "text": say(PICKS[info["kind"]], lang, **values)}


# ----- why an option is missing -----------------------------------------------------------------------
def unavailable(s: MewMewState, player: int, lang: str) -> list[dict[str, Any]]:
    entries: list[dict[str, Any]] = []
    g = s.game
    frame = s.stack[-1]
    deciding = frame[PLAYER] == player and frame[KIND] in ("main", "declare")
    in_battle = frame[KIND] == "declare"
    legal = set(s.legal_actions()) if deciding else set()
    for zone, cards in (("hand", s.hand[player]), ("mewmew_area", s.mm[player])):
        for card in sorted(set(cards)):
            if g.layout.use_action(card) in legal:
                continue
            why = use_reason(s, player, card, in_battle, lang) if deciding else say("why_main_only", lang)
            entries.append({"card": g.ids[card], "zone": zone, "why": why})
    for index, slot in enumerate(s.field[player]):
        why = slot_reason(s, player, index, slot, lang, legal)
        if why:
            entries.append(
                {
                    "card": g.ids[slot[z.S_CARD]],
                    "zone": "field",
                    "slot": {"player": player, "index": index},
                    "why": why,
                }
            )
    return entries


def use_reason(s: MewMewState, p: int, card: int, in_battle: bool, lang: str) -> str:
    """The same checks, in the same order, as ``effects.public_use_problem`` (then the hand_card
    transform), said in either language."""
    g = s.game
    kind = g.kind[card]
    if in_battle and g.removal[card]:
        return say("why_removal", lang)
    if in_battle and (kind != z.EVENT or g.timing[card] == "main"):
        return say("why_not_battle", lang)
    if not in_battle and kind == z.EVENT and g.timing[card] == "battle":
        return say("why_battle_only", lang)
    if g.cost[card] > len(s.gauge[p]):
        return say("why_cost", lang, cost=g.cost[card], gauge=len(s.gauge[p]))
    if kind == z.MEWMEW:
        return say("why_no_character", lang)
    if kind == z.AQUA and not fx.has_mewmew(s, p, rod=True):
        return say("why_rod", lang)
    if g.special[card] and not fx.has_mewmew(s, p, g.mew_name[card]):
        return say("why_special", lang, mew=g.mew_name[card])
    problem = fx.use_problem(s, p, card, in_battle)
    return say("why_other", lang, reason=problem or "")


def slot_reason(s: MewMewState, p: int, index: int, slot: list[int], lang: str, legal: set[int]) -> str:
    g = s.game
    card = slot[z.S_CARD]
    if g.kind[card] != z.CHARACTER:
        return ""
    if not slot[z.S_AWAKE]:
        return say("why_asleep", lang)
    if g.ability_ops[card] and g.layout.ability_action(index) not in legal:
        if slot[z.S_MEW] >= 0:
            return say("why_lost_ability", lang)
        problem = fx.ability_problem(s, p, index)
        if problem and legal:
            return say("why_other", lang, reason=problem)
    return ""
