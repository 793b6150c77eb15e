"""The Tokyo Mew Mew table: both fields (awake/asleep, Mew Mew cards, Items), counts and win progress.

A field card can be clicked: it picks the legal action naming its slot (``State.action_info``: a
fighter, the Chimera Anima to fight, an effect's target, or on the viewer's own field its activated
ability).
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from cardtable.core.plural import plural
from cardtable.tui.boards.base import Board, BoardView, CardLine, SeenCard, slot_letter

AQUA_TO_WIN = 5
CHIMERA_TO_WIN = 7
DISCARD_SHOWN = 4
OUTCOMES = frozenset(
    {
        "battle_won",
        "battle_lost",
        "battle_tie",
        "chimera_beaten",
        "aqua_found",
        "chimera_appears",
        "game_over",
    }
)
"""Log kinds that say how a battle, a search or the game went."""
CHANGED_MARK = "✱"

_WORDS: dict[str, tuple[str, str]] = {
    "awake": ("awake", "起"),
    "asleep": ("asleep", "寝"),
    "deck": ("Deck", "山札"),
    "hand": ("Hand", "手札"),
    "gauge": ("Gauge", "ゲージ"),
    "mewmew_area": ("Mew", "ミュウ"),
    "discard": ("Discard", "捨て札"),
    "discard_top": ("Discard pile, newest first", "捨て札（新しい順）"),
    "aqua": ("Aqua", "アクア"),
    "chimera": ("Chimera", "キメラ"),
    "field": ("Field", "場"),
    "empty_field": ("(no cards on the field)", "（場にカードなし）"),
    "items": ("Items", "アイテム"),
    "sp": ("SP", "捜索"),
    "turn": ("Turn {n}", "ターン{n}"),
    "battle": ("Battle", "戦闘"),
    "points": ("{n} point(s)", "{n}点"),
    "your_gauge": ("Your gauge", "あなたのゲージ"),
    "your_mewmew": ("Your Mew Mew cards", "あなたのミュウミュウカード"),
    "out_of_reach": ("out of reach", "不可能"),
    "borrowed": ("borrowed", "借用中"),
    "must_fight": ("must fight this turn", "このターンは戦闘が必要"),
    "in_use": ("In use", "使用中"),
    "your_field": ("Your field", "自分の場"),
    "their_field": ("Opponent's field", "相手の場"),
    "your_hand": ("Your hand", "あなたの手札"),
    "side_zone": ("{side} · {zone}", "{side}・{zone}"),
    "aqua_area": ("Mew Aqua found", "発見したミュウアクア"),
    "chimera_area": ("Chimera Anima beaten", "倒したキメラアニマ"),
    "deck_top_known": ("Known top of the deck", "山札の上（既知）"),
    "deck_bottom_known": ("Known bottom of the deck", "山札の下（既知）"),
    "revealed": ("Revealed in the battle", "戦闘で表にしたカード"),
    "decision_card": ("The card being decided on", "選択中のカード"),
    "slot_card": ("{slot} · {name}", "{slot}・{name}"),
    "your_card": ("your {name} ({slot})", "自分の{name}（{slot}）"),
    "their_card": ("their {name} ({slot})", "相手の{name}（{slot}）"),
    "on_card": ("{slot} · {name} (on {host})", "{slot}・{name}（{host}に）"),
}
_KINDS: dict[str, tuple[str, str]] = {
    "mewmew": ("Mew Mew", "ミュウミュウ"),
    "aqua": ("Mew Aqua", "ミュウアクア"),
    "chimera": ("Chimera Anima", "キメラアニマ"),
    "character": ("Character", "キャラクター"),
    "event": ("Event", "イベント"),
    "item": ("Item", "アイテム"),
}
_STEPS: dict[str, tuple[str, str]] = {
    "morning": ("Good morning", "おはよう"),
    "main": ("Main", "メイン"),
    "search": ("Search", "捜索"),
    "battle": ("Battle", "戦闘"),
    "night": ("Good night", "おやすみ"),
    "over": ("Game over", "終了"),
}


def _w(key: str, lang: str, table: dict[str, tuple[str, str]] = _WORDS, **values: Any) -> str:
    en, ja = table[key]
    return (ja if lang == "ja" else en).format(**values)


class MewMewBoard(Board):
    DEFAULT_CSS = """
    MewMewBoard #mm-table { height: auto; }
    MewMewBoard .mm-info { color: $text; padding: 0 1; }
    MewMewBoard .mm-side { height: auto; padding: 0 1; }
    MewMewBoard .mm-middle { background: $boost; padding: 0 1; }
    MewMewBoard CardLine { padding: 0 2; }
    MewMewBoard CardLine:hover { background: $boost; }
    MewMewBoard CardLine.pickable { text-style: underline; }
    MewMewBoard CardLine.changed { tint: $warning 25%; }
    """

    def compose(self) -> ComposeResult:
        yield Vertical(id="mm-table")

    def blank(self) -> None:
        self.query_one("#mm-table", Vertical).remove_children()

    def show(self, view: BoardView) -> None:
        obs = view.observation
        me = view.viewer
        opponent = 1 - me
        rows: list[Static] = []
        rows.append(Static(self._summary(view, opponent), classes="mm-info"))
        rows.extend(self._field(view, opponent))
        rows.append(Static(self._middle(view), classes="mm-middle"))
        rows.extend(self._field(view, me))
        rows.append(Static(self._summary(view, me), classes="mm-info"))
        own = obs["players"][me]
        if own.get("gauge") is not None:
            rows.append(Static(self._card_list(view, "your_gauge", own["gauge"]), classes="mm-info"))
        if own.get("mewmew_area") is not None:
            rows.append(Static(self._card_list(view, "your_mewmew", own["mewmew_area"]), classes="mm-info"))
        table = self.query_one("#mm-table", Vertical)
        with self.app.batch_update():
            table.remove_children()
            table.mount_all(rows)
        # When the table is taller than the screen (80×24, a battle), the viewer's own side stays in view.
        self.call_after_refresh(self.scroll_end, animate=False)

    def hand(self, view: BoardView) -> list[str]:
        return list(view.observation["players"][view.viewer]["hand"] or [])

    def opponent_hand_size(self, view: BoardView) -> int:
        return int(view.observation["players"][1 - view.viewer]["hand_size"])

    def card_label(self, view: BoardView, card: str) -> Text:
        """The card's name, then its kind and cost, dimmed."""
        details = view.game.card(card)
        kind = _w(str(getattr(details, "kind", "")), view.lang, _KINDS)
        return Text.assemble(view.card_name(card), (f"  {kind} · {getattr(details, 'cost', '?')}", "dim"))

    def decision(self, view: BoardView) -> str:
        decision = view.observation.get("decision")
        if not decision or decision.get("player") != view.viewer:
            return ""
        return str(decision["text_ja" if view.lang == "ja" else "text"])

    def outcome_kinds(self) -> frozenset[str]:
        return OUTCOMES

    def visible_cards(self, view: BoardView) -> list[SeenCard]:
        obs = view.observation
        lang = view.lang
        me = view.viewer
        sides = obs["players"]
        seen: list[SeenCard] = []
        for player, heading in ((1 - me, "their_field"), (me, "your_field")):
            for slot in sides[player]["field"]:
                seen.extend(
                    SeenCard(_w(heading, lang), card, label) for card, label in slot_cards(view, slot)
                )
        own = sides[me]
        for key, heading in (
            ("hand", "your_hand"),
            ("gauge", "your_gauge"),
            ("mewmew_area", "your_mewmew"),
        ):
            seen.extend(SeenCard(_w(heading, lang), card, view.card_name(card)) for card in own[key] or [])
        for player in (1 - me, me):
            # Cards put on top of or under a deck face-up are known to both players until drawn.
            for key in ("discard", "aqua_area", "chimera_area", "deck_top_known", "deck_bottom_known"):
                heading = _w("side_zone", lang, side=view.seat_name(player), zone=_w(key, lang))
                # The discard pile newest first, as the board names it.
                cards = reversed(sides[player][key]) if key == "discard" else sides[player][key]
                seen.extend(SeenCard(heading, card, view.card_name(card)) for card in cards)
        seen.extend(SeenCard(_w("in_use", lang), card, view.card_name(card)) for card in obs["in_use"])
        battle = obs.get("battle")
        if battle:
            for player in (0, 1):
                card = battle["revealed"][player]
                if card:
                    seen.append(
                        SeenCard(
                            _w("revealed", lang), card, f"{view.seat_name(player)}: {view.card_name(card)}"
                        )
                    )
        decision = obs.get("decision") or {}
        if decision.get("card"):
            seen.append(
                SeenCard(_w("decision_card", lang), decision["card"], view.card_name(decision["card"]))
            )
        return seen

    def action_card(self, view: BoardView, action: int) -> SeenCard | None:
        info = view.action_info(action)
        card = info.get("card")
        if not card:
            return None
        where = info.get("slot")
        if where is None:
            zone = {"mewmew_area": "your_mewmew", "hand": "your_hand", "gauge": "your_gauge"}.get(
                str(info.get("zone")), "your_hand"
            )
            return SeenCard(_w(zone, view.lang), card, view.card_name(card))
        heading = "your_field" if where["player"] == view.viewer else "their_field"
        name = _w("slot_card", view.lang, slot=slot_letter(where["index"]), name=view.card_name(card))
        return SeenCard(_w(heading, view.lang), card, name)

    def _gain(self, view: BoardView, player: int, key: str) -> str:
        """ "(+1 ✱)" after a win count that grew since the viewer last chose."""
        if view.before is None:
            return ""
        gained = view.observation["players"][player][key] - view.before["players"][player][key]
        return f" ({gained:+d} {CHANGED_MARK})" if gained else ""

    # ----- pieces --------------------------------------------------------------------------------
    def _summary(self, view: BoardView, player: int) -> Text:
        side = view.observation["players"][player]
        lang = view.lang
        found = f"{side['found']}/{AQUA_TO_WIN}"
        beaten = f"{side['beaten']}/{CHIMERA_TO_WIN}"
        # Line 1: who and how close to winning; line 2: the zone counts (two short lines fit 80 columns).
        text = Text.assemble((view.seat_name(player), "bold"), "  ")
        text.append(f"{_w('aqua', lang)} {found}", style="bold cyan")
        text.append(self._gain(view, player, "found"), style="bold yellow")
        if not side["aqua_win_possible"]:
            text.append(f" ({_w('out_of_reach', lang)})", style="dim")
        text.append("  ")
        text.append(f"{_w('chimera', lang)} {beaten}", style="bold magenta")
        text.append(self._gain(view, player, "beaten"), style="bold yellow")
        if not side["chimera_win_possible"]:
            text.append(f" ({_w('out_of_reach', lang)})", style="dim")
        parts = [
            f"{_w('deck', lang)} {side['deck_size']}",
            f"{_w('hand', lang)} {side['hand_size']}",
            f"{_w('gauge', lang)} {side['gauge_size']}",
            f"{_w('mewmew_area', lang)} {side['mewmew_area_size']}",
            f"{_w('discard', lang)} {len(side['discard'])}",
        ]
        text.append("\n  " + " · ".join(parts))
        if side["discard"]:
            # Anyone may look through a discard pile (MM-2.3): the newest cards are named.
            newest = [view.card_name(card) for card in reversed(side["discard"][-DISCARD_SHOWN:])]
            more = len(side["discard"]) - len(newest)
            text.append(f"\n  {_w('discard_top', lang)}: ", style="dim")
            text.append(", ".join(newest) + (f" (+{more})" if more else ""))
        return text

    def _field(self, view: BoardView, player: int) -> list[Static]:
        slots = view.observation["players"][player]["field"]
        if not slots:
            return [Static(Text(f"  {_w('empty_field', view.lang)}", style="dim"), classes="mm-side")]
        picks = slot_actions(view)
        changed = changed_slots(view, player)
        lines: list[Static] = []
        for slot in slots:
            line = CardLine(
                self._slot_text(view, slot, slot["uid"] in changed),
                slot["card"],
                picks.get((player, slot["slot"])),
            )
            line.set_class(slot["uid"] in changed, "changed")
            lines.append(line)
        return lines

    def _slot_text(self, view: BoardView, slot: dict[str, Any], changed: bool) -> Text:
        lang = view.lang
        awake = slot["awake"]
        chimera = slot["kind"] == "chimera"
        text = Text()
        text.append(f"{slot_letter(slot['slot'])} ", style="bold")
        text.append("● " if awake else "◐ ", style="green" if awake else "grey50")
        text.append(view.card_name(slot["card"]), style="bold red" if chimera else "bold")
        if slot["mewmew"]:
            text.append(f" ✦ {view.card_name(slot['mewmew'])}", style="magenta")
        text.append(f"  [{_w('awake' if awake else 'asleep', lang)}]", style="dim")
        if slot["search_points"]:
            text.append(f"  {_w('sp', lang)} {slot['search_points']}", style="green")
        if slot["battle_bonus"]:
            text.append(f"  {slot['battle_bonus']:+d}", style="yellow")
        if slot["items"]:
            names = ", ".join(view.card_name(item) for item in slot["items"])
            text.append(f"  {_w('items', lang)}: {names}", style="cyan")
        if slot["borrowed"]:
            text.append(f"  ({_w('borrowed', lang)})", style="dim")
        if changed:
            text.append(f" {CHANGED_MARK}", style="bold yellow")
        return text

    def _middle(self, view: BoardView) -> Text:
        obs = view.observation
        lang = view.lang
        text = Text.assemble(
            (_w("turn", lang, n=obs["turn"]), "bold"),
            " · ",
            (_w(obs["step"], lang, _STEPS), "bold"),
            " · ",
            view.seat_name(obs["turn_player"]),
        )
        if obs["must_fight"]:
            text.append(f" · {_w('must_fight', lang)}", style="bold red")
        if obs["in_use"]:
            names = ", ".join(view.card_name(card) for card in obs["in_use"])
            text.append(f"\n{_w('in_use', lang)}: {names}", style="cyan")
        battle = obs.get("battle")
        if battle:
            sides = obs["players"]
            fighter = _slot_at(sides, battle["character"])
            chimera = _slot_at(sides, battle["chimera"])
            text.append(f"\n{_w('battle', lang)}: ", style="bold yellow")
            text.append(fighter_words(view, battle["character"]["player"], fighter))
            text.append(" vs ")
            text.append(fighter_words(view, battle["chimera"]["player"], chimera), style="red")
            for player in (0, 1):
                revealed = battle["revealed"][player]
                shown = view.card_name(revealed) if revealed else "—"
                text.append(f"\n  {view.seat_name(player)}: {shown} → ")
                text.append(plural(_w("points", lang, n=battle["points"][player])), style="bold")
        return text

    def _card_list(self, view: BoardView, key: str, cards: list[str]) -> Text:
        names = ", ".join(view.card_name(card) for card in cards) or "—"
        return Text.assemble((f"{_w(key, view.lang)}: ", "dim"), names)


def slot_cards(view: BoardView, slot: dict[str, Any]) -> list[tuple[str, str]]:
    """A field slot's cards with their labels: the card itself, its Mew Mew card, its Items."""
    letter = slot_letter(slot["slot"])
    host = view.card_name(slot["card"])
    cards = [(slot["card"], _w("slot_card", view.lang, slot=letter, name=host))]
    for attached in ([slot["mewmew"]] if slot["mewmew"] else []) + list(slot["items"]):
        cards.append(
            (attached, _w("on_card", view.lang, slot=letter, name=view.card_name(attached), host=host))
        )
    return cards


def fighter_words(view: BoardView, player: int, slot: dict[str, Any] | None) -> str:
    """ "your Pudding Fong (B)": a battling card by side and slot, so two of one name differ."""
    if slot is None:
        return "?"
    whose = "your_card" if player == view.viewer else "their_card"
    return _w(whose, view.lang, name=view.card_name(slot["card"]), slot=slot_letter(slot["slot"]))


def changed_slots(view: BoardView, player: int) -> set[int]:
    """The uids of a side's field cards that are new or differ since the viewer last chose."""
    if view.before is None:
        return set()

    def shown(slot: dict[str, Any]) -> dict[str, Any]:
        # Its place in the row moves when a card to its left leaves: that alone is no change to it.
        return {key: value for key, value in slot.items() if key != "slot"}

    was = {slot["uid"]: shown(slot) for slot in view.before["players"][player]["field"]}
    return {
        slot["uid"]
        for slot in view.observation["players"][player]["field"]
        if was.get(slot["uid"]) != shown(slot)
    }


def slot_actions(view: BoardView) -> dict[tuple[int, int], int]:
    """The legal actions naming a field slot, by (player, slot index): picking it (a fighter, a foe, a
    target) or its activated ability; one decision names each slot at most once."""
    picks: dict[tuple[int, int], int] = {}
    for action, _ in view.legal:
        slot = view.action_info(action).get("slot")
        if slot is not None:
            picks[slot["player"], slot["index"]] = action
    return picks


def _slot_at(players: list[dict[str, Any]], where: dict[str, Any]) -> dict[str, Any] | None:
    """The field slot a battle side names, if it is still on the field."""
    for slot in players[where["player"]]["field"]:
        if slot["uid"] == where["uid"]:
            found: dict[str, Any] = slot
            return found
    return None
