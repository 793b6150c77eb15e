"""In-app help (`?` or F1): the keys, what every symbol on this game's board means, and the rules
of the game, from ``cardtable.help`` (the same pages the browser and ``cardtable rules`` show)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Markdown

from cardtable.help import rules_markdown
from cardtable.tui.text import tr

LEGENDS: dict[str, tuple[tuple[str, str, str], ...]] = {
    "medarot": (
        (
            "a1 … e3",
            "squares as the log names them: row a is player 0's back row, c the neutral row",
            "マスの名前（ログと同じ）：a行はプレイヤー0の後列、c行は中立",
        ),
        (
            "30/20/40",
            "armor / power / speed of a face-up Medarot",
            "表向きのメダロットの装甲／威力／スピード",
        ),
        (
            "▲ ▼",
            "which way a Medarot faces (toward the opponent's back row)",
            "メダロットの向き（相手の後列の方向）",
        ),
        ("✦", "Medachanged", "メダチェンジ中"),
        ("⟲", "sideways: its special or lasting effect is in force", "横向き：特殊や継続効果が使用中"),
        ("•", "still to take its turn this action phase", "このアクションフェイズでまだ行動していない"),
        ("◀", "the Medarot taking its turn now", "いま行動しているメダロット"),
        (
            "green / blue / red square",
            "a square you can pick / move to / attack",
            "選べる／移動できる／攻撃できるマス",
        ),
        ("✱", "changed since your last choice", "前に選んでから変わったマス"),
    ),
    "mewmew": (
        ("● ◐", "awake / asleep", "起きている／寝ている"),
        ("✦ Mew …", "the Mew Mew card it is transformed with", "変身に使っているミュウミュウカード"),
        ("SP n", "search points it adds in the search step", "捜索ステップで加える捜索ポイント"),
        ("+n", "battle points it adds", "戦闘ポイントの修正"),
        ("underlined", "a card you can click to pick the choice naming it", "クリックで選べるカード"),
        (
            "Aqua n/5 · Chimera n/7",
            "Mew Aqua found and Chimera Anima beaten, out of what wins",
            "見つけたミュウアクアと倒したキメラアニマ（勝利に必要な数）",
        ),
        ("Mew n", "face-down Mew Mew cards left in the Mew Mew card area", "ミュウミュウカード置き場の残り"),
        ("A B C …", "a side's field slots from the left", "場の左からの位置"),
        ("✱", "new or changed since your last choice", "前に選んでから出た・変わったカード"),
    ),
}
"""Per game: each mark of its board, in English and Japanese."""


def legend_markdown(game: str, lang: str) -> str:
    rows = [f"- `{mark}` — {ja if lang == 'ja' else en}" for mark, en, ja in LEGENDS[game]]
    return f"## {tr('legend_title', lang)}\n\n" + "\n".join(rows)


class HelpScreen(ModalScreen[None]):
    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    HelpScreen > VerticalScroll { width: 90%; height: 90%; border: thick $accent; background: $surface; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "dismiss_help", "Close"),
        Binding("question_mark", "dismiss_help", show=False),
        Binding("f1", "dismiss_help", show=False),
    ]

    def __init__(self, game: str, lang: str) -> None:
        super().__init__()
        self._game = game
        self._lang = lang

    def compose(self) -> ComposeResult:
        page = rules_markdown(self._game, self._lang)
        title, _, rest = page.partition("\n")
        intro = f"{title}\n\n*{tr('help_close', self._lang)}*\n\n{legend_markdown(self._game, self._lang)}\n"
        with VerticalScroll():
            yield Markdown(intro + rest)

    def action_dismiss_help(self) -> None:
        self.dismiss(None)
