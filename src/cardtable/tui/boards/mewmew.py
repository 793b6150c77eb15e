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
from cardtable.tui.boards.base import Board, BoardView, CardLine

AQUA_TO_WIN = 5
CHIMERA_TO_WIN = 7
DISCARD_SHOWN = 4

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

    # ----- pieces --------------------------------------------------------------------------------
    def _summary(self, view: BoardView, player: int) -> Text:
        side = view.observation["players"][player]
        lang = view.lang
        found = f"{side['found']}/{AQUA_TO_WIN}"
        beaten = f"{side['beaten']}/{CHIMERA_TO_WIN}"
        # Line 1: who and how close to winning; line 2: the zone counts (two short lines fit 80 columns).
        text = Text.assemble((view.seat_name(player), "bold"), "  ")
        text.append(f"{_w('aqua', lang)} {found}", style="bold cyan")
        if not side["aqua_win_possible"]:
            text.append(f" ({_w('out_of_reach', lang)})", style="dim")
        text.append("  ")
        text.append(f"{_w('chimera', lang)} {beaten}", style="bold magenta")
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
        return [
            CardLine(self._slot_text(view, slot), slot["card"], picks.get((player, slot["slot"])))
            for slot in slots
        ]

    def _slot_text(self, view: BoardView, slot: dict[str, Any]) -> Text:
        lang = view.lang
        awake = slot["awake"]
        chimera = slot["kind"] == "chimera"
        text = Text()
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
            text.append(view.card_name(fighter["card"]) if fighter else "?")
            text.append(" vs ")
            text.append(view.card_name(chimera["card"]) if chimera else "?", style="red")
            for player in (0, 1):
                revealed = battle["revealed"][player]
                shown = view.card_name(revealed) if revealed else "—"
                text.append(f"\n  {view.seat_name(player)}: {shown} → ")
                text.append(plural(_w("points", lang, n=battle["points"][player])), style="bold")
        return text

    def _card_list(self, view: BoardView, key: str, cards: list[str]) -> Text:
        names = ", ".join(view.card_name(card) for card in cards) or "—"
        return Text.assemble((f"{_w(key, view.lang)}: ", "dim"), names)


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
