"""The Medarot table: the 5×3 field as a grid of clickable squares (neutral row marked), medals and stock.

Squares follow the observation's numbering (``s = row * 3 + column``, rows 0–1 player 0's field, row 2
neutral); the grid is turned so the viewer's own back row is at the bottom. Clicking square ``s``
picks the legal action that names it (``State.action_info``: a square to place on or a tied Medarot
to pick, ``square``; a move or an attack, ``to``).
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Grid
from textual.widgets import Static

from cardtable.tui.boards.base import Board, BoardView, SeenCard

COLUMNS = 3
ROWS = 5
NEUTRAL_ROW = 2
SQUARE_CLASS = {"place_square": "pick", "pick": "pick", "move": "move", "attack": "attack"}
"""The action kinds a click on a square takes, and how the square is marked when one is legal."""
TYPE_STYLE = {"shooting": "bold red", "melee": "bold #87cefa", "special": "bold yellow"}
OUTCOMES = frozenset(
    {"attack", "destroy", "weak_destroy", "weak_attack", "weak_reflected", "attack_nullified", "game_over"}
)
"""Log kinds that say how an attack or the game went."""
CHANGED_MARK = "✱"
UNIT_KEYS_SHOWN = ("owner", "face_up", "card", "change", "facing", "sideways", "power", "armor", "speed")
"""What a square shows of its Medarot; a change in any of them marks the square (``has_turn`` is left
out: every Medarot's changes at once when a phase begins)."""

_WORDS: dict[str, tuple[str, str]] = {
    "medals": ("Medals", "メダル"),
    "medaforce": ("MedaForce", "メダフォース"),
    "stock": ("Stock", "ストック"),
    "master": ("Master", "マスター"),
    "free": ("{n} free", "空き{n}"),
    "no_master": ("none", "なし"),
    "face_down": ("face-down", "裏向き"),
    "trash": ("Trash", "トラッシュ"),
    "deck": ("Deck", "山札"),
    "hand": ("Hand", "手札"),
    "in_effect": ("in effect", "使用中"),
    "sideways": ("sideways", "横向き"),
    "turn": ("Turn {n}", "ターン{n}"),
    "neutral": ("neutral", "中立"),
    "their_front": ("their\nfront", "相手\n前列"),
    "their_back": ("their\nback", "相手\n後列"),
    "your_front": ("your\nfront", "自分\n前列"),
    "your_back": ("your\nback", "自分\n後列"),
    "your_stock": ("Your stock", "あなたのストック"),
    "effects": ("In force", "効果"),
    "attack": ("attack", "攻撃"),
    "left_field": ("left the field", "場を離れた"),
    "legend": (
        "squares: armor/power/speed · ⟲ sideways · • still to act · ◀ acting · ✱ changed",
        "マス：装甲/威力/スピード · ⟲ 横向き · • 未行動 · ◀ 行動中 · ✱ 変化",
    ),
    "field": ("Field", "場"),
    "masters": ("Masters", "マスター"),
    "reserve": ("MedaForce", "メダフォース"),
    "your_hand": ("Your hand", "あなたの手札"),
    "your_unit": ("your {name}", "自分の{name}"),
    "their_unit": ("their {name}", "相手の{name}"),
    "side_zone": ("{side} · {zone}", "{side}・{zone}"),
    "face_down_card": ("{name} (face-down)", "{name}（裏向き）"),
}
_PHASES: dict[str, tuple[str, str]] = {
    "opening": ("Opening", "準備フェイズ"),
    "start": ("Start phase", "スタートフェイズ"),
    "action": ("Action phase", "アクションフェイズ"),
    "end": ("End phase", "エンドフェイズ"),
    "over": ("Game over", "ゲーム終了"),
}


def _w(key: str, lang: str, table: dict[str, tuple[str, str]] = _WORDS, **values: Any) -> str:
    en, ja = table[key]
    return (ja if lang == "ja" else en).format(**values)


def square_name(square: int) -> str:
    """The name the log gives a square: row letter a-e from player 0's back row, then column 1-3."""
    return f"{'abcde'[square // COLUMNS]}{square % COLUMNS + 1}"


def screen_rows(viewer: int) -> list[int]:
    """Field rows from the top of the screen down: the opponent's back row first, the viewer's last."""
    return list(range(ROWS - 1, -1, -1)) if viewer == 0 else list(range(ROWS))


def screen_columns(viewer: int) -> list[int]:
    """Columns left to right as the viewer sits (player 1 sits across the table: mirrored)."""
    return list(range(COLUMNS)) if viewer == 0 else list(range(COLUMNS - 1, -1, -1))


class Square(Static):
    """One cell of the grid. Hover shows its Medarot; a click picks the legal action naming its square."""

    def __init__(self) -> None:
        super().__init__(classes="square")
        self.number = -1
        """The field square this cell shows: it depends on the viewer's seat, so it is set on every draw."""
        self.card: str | None = None
        self.action: int | None = None

    def on_enter(self) -> None:
        if self.card is not None:
            self.post_message(Board.CardFocused(self.card))

    def on_click(self) -> None:
        if self.card is not None:
            self.post_message(Board.CardFocused(self.card))
        if self.action is not None:
            self.post_message(Board.ActionPicked(self.action))


class MedarotBoard(Board):
    DEFAULT_CSS = """
    MedarotBoard .md-info { padding: 0 1; }
    MedarotBoard #md-grid {
        grid-size: 4 5; grid-columns: 7 1fr 1fr 1fr; grid-rows: 2; grid-gutter: 0 1;
        height: 10; padding: 0 1;
    }
    MedarotBoard .row-label { color: $text-muted; }
    MedarotBoard .row-label.neutral { color: $warning; text-style: bold; }
    MedarotBoard .square { background: $boost; text-wrap: nowrap; text-overflow: ellipsis; }
    MedarotBoard .square.neutral { background: $warning 15%; }
    MedarotBoard .square.pick { background: $success 35%; }
    MedarotBoard .square.move { background: $primary 40%; }
    MedarotBoard .square.attack { background: $error 40%; }
    MedarotBoard .square:hover { background: $accent 50%; }
    MedarotBoard .square.changed { tint: $warning 25%; }
    """

    def compose(self) -> ComposeResult:
        yield Static(id="md-top", classes="md-info")
        with Grid(id="md-grid"):
            for _ in range(ROWS):
                yield Static(classes="row-label")
                for _ in range(COLUMNS):
                    yield Square()
        yield Static(id="md-bottom", classes="md-info")
        yield Static(id="md-extra", classes="md-info")

    def blank(self) -> None:
        for key in ("#md-top", "#md-bottom", "#md-extra"):
            self.query_one(key, Static).update("")
        for label in self.query(".row-label").results(Static):
            label.update("")
        for square in self.query(Square):
            square.card = None
            square.action = None
            square.update("")
            square.remove_class("pick", "move", "attack", "changed")

    def show(self, view: BoardView) -> None:
        obs = view.observation
        on_square = square_actions(view)
        changed = changed_squares(view)
        labels = list(self.query(".row-label").results(Static))
        cells = list(self.query(Square))
        # Cells are laid out row by row as the viewer sees the table; each is given its square now.
        for screen_row, row in enumerate(screen_rows(view.viewer)):
            self._label_row(view, labels[screen_row], row)
            for screen_column, column in enumerate(screen_columns(view.viewer)):
                square = cells[screen_row * COLUMNS + screen_column]
                square.number = row * COLUMNS + column
                square.set_class(row == NEUTRAL_ROW, "neutral")
                self._draw_square(
                    view,
                    square,
                    obs["squares"][square.number],
                    on_square.get(square.number),
                    square.number in changed,
                )
        me = view.viewer
        self.query_one("#md-top", Static).update(self._player_line(view, 1 - me))
        bottom = self._player_line(view, me)
        bottom.append("\n")
        bottom.append_text(self._phase_line(view))
        self.query_one("#md-bottom", Static).update(bottom)
        self.query_one("#md-extra", Static).update(self._extra(view))

    def hand(self, view: BoardView) -> list[str]:
        return list(view.observation["players"][view.viewer]["hand"] or [])

    def opponent_hand_size(self, view: BoardView) -> int:
        return int(view.observation["players"][1 - view.viewer]["hand_count"])

    def card_label(self, view: BoardView, card: str) -> Text:
        """Medarots and Medachange forms in their type colour; Medarotters plain."""
        action_type = getattr(view.game.card(card), "type", None)
        return Text(view.card_name(card), style=TYPE_STYLE.get(str(action_type), ""))

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
        seen: list[SeenCard] = []
        field = _w("field", lang)
        for row in screen_rows(me):
            for column in screen_columns(me):
                square = row * COLUMNS + column
                unit = obs["squares"][square]
                if unit is None:
                    continue
                for card in (unit["change"], unit["card"]):
                    if card is not None:
                        seen.append(SeenCard(field, card, unit_label(view, square, card)))
        masters = [(p, obs["players"][p]["master"]) for p in (1 - me, me)]
        seen.extend(
            SeenCard(_w("masters", lang), card, view.seat_name(p)) for p, card in masters if card is not None
        )
        hand = obs["players"][me]["hand"] or []
        seen.extend(SeenCard(_w("your_hand", lang), card, view.card_name(card)) for card in hand)
        stock = obs["players"][me]["stock"] or []
        seen.extend(SeenCard(_w("your_stock", lang), card, view.card_name(card)) for card in stock)
        for p in (1 - me, me):
            side = obs["players"][p]
            for key, zone in (("in_effect", "in_effect"), ("trash", "trash"), ("reserve", "reserve")):
                heading = _w("side_zone", lang, side=view.seat_name(p), zone=_w(zone, lang))
                seen.extend(SeenCard(heading, card, view.card_name(card)) for card in side[key])
        seen.extend(
            SeenCard(_w("effects", lang), effect["card"], _effect_words(view, effect))
            for effect in obs["effects"]
        )
        return seen

    def action_card(self, view: BoardView, action: int) -> SeenCard | None:
        info = view.action_info(action)
        lang = view.lang
        if info.get("card"):
            return SeenCard(
                tr_zone(info.get("zone"), lang), str(info["card"]), view.card_name(str(info["card"]))
            )
        square = info.get("to", info.get("square"))
        if not isinstance(square, int) or square < 0 or view.observation["squares"][square] is None:
            return None
        unit = view.observation["squares"][square]
        card = unit["change"] or unit["card"]
        return SeenCard(_w("field", lang), card, unit_label(view, square, card)) if card else None

    # ----- pieces --------------------------------------------------------------------------------
    def _label_row(self, view: BoardView, label: Static, row: int) -> None:
        label.set_class(row == NEUTRAL_ROW, "neutral")
        if row == NEUTRAL_ROW:
            label.update(_w("neutral", view.lang))
            return
        whose = "your" if (row < NEUTRAL_ROW) == (view.viewer == 0) else "their"
        label.update(_w(f"{whose}_{'front' if row in (1, 3) else 'back'}", view.lang))

    def _draw_square(
        self,
        view: BoardView,
        square: Square,
        unit: dict[str, Any] | None,
        choice: tuple[int, str] | None,
        changed: bool,
    ) -> None:
        number = square.number
        square.action = choice[0] if choice else None
        for css_class in ("pick", "move", "attack"):
            square.set_class(choice is not None and choice[1] == css_class, css_class)
        square.set_class(changed, "changed")
        mark = Text(f" {CHANGED_MARK}", style="bold yellow") if changed else Text()
        # Line 1: facing and name; line 2: the square's name as the log writes it, then
        # armor/power/speed and the state marks.
        where = Text(f"{square_name(number)} ", style="dim")
        if unit is None:
            square.card = None
            square.update(Text.assemble("\n", where, mark))
            return
        top = unit["change"] or unit["card"]
        square.card = top
        # "up" is toward row 4: on screen that is up for player 0's view and down for player 1's.
        arrow = "▲" if (unit["facing"] == "up") == (view.viewer == 0) else "▼"
        line = Text(f"{arrow} ", style="bold" if unit["owner"] == view.viewer else "dim")
        if top is None:
            line.append(_w("face_down", view.lang), style="dim italic")
        else:
            card = view.game.card(top)
            line.append(card.name(view.lang), style=TYPE_STYLE.get(str(getattr(card, "type", "")), "bold"))
            if unit["change"]:
                line.append(" ✦", style="magenta")
        stats = where.copy()
        if unit["face_up"]:
            stats.append(f"{unit['armor']}/{unit['power']}/{unit['speed']}")
        elif top is not None:
            stats.append(_w("face_down", view.lang), style="dim italic")
        if unit["sideways"]:
            stats.append(" ⟲", style="bold yellow")
        if unit["has_turn"]:
            stats.append(" •", style="green")
        if view.observation.get("acting") == number:
            stats.append(" ◀", style="bold green")
        stats.append_text(mark)
        square.update(Text.assemble(line, "\n", stats))

    def _player_line(self, view: BoardView, player: int) -> Text:
        side = view.observation["players"][player]
        lang = view.lang
        if side["master"]:
            master = view.card_name(side["master"])
            if side["master_sideways"]:
                master += f" ({_w('sideways', lang)})"
        elif side.get("has_master"):
            master = f"({_w('face_down', lang)})"
        else:
            master = _w("no_master", lang)
        text = Text.assemble((view.seat_name(player), "bold"), "  ")
        text.append(f"{_w('medals', lang)} {side['medals']}", style="bold yellow")
        if view.before is not None:
            lost = side["medals"] - view.before["players"][player]["medals"]
            if lost:
                text.append(f" ({lost:+d} {CHANGED_MARK})", style="bold yellow")
        parts = [
            f"{_w('medaforce', lang)} {side['medaforce']}",
            f"{_w('stock', lang)} {side['stock_count']} ({_w('free', lang, n=side['stock_free'])})",
            f"{_w('master', lang)}: {master}",
            f"{_w('trash', lang)} {len(side['trash'])}",
            f"{_w('deck', lang)} {side['deck_count']}",
            f"{_w('hand', lang)} {side['hand_count']}",
        ]
        text.append(" · " + " · ".join(parts))
        if side["in_effect"]:
            names = ", ".join(view.card_name(card) for card in side["in_effect"])
            text.append(f" · {_w('in_effect', lang)}: {names}", style="cyan")
        return text

    def _phase_line(self, view: BoardView) -> Text:
        obs = view.observation
        text = Text.assemble(
            (_w("turn", view.lang, n=obs["turn"]), "bold"),
            " · ",
            (_w(obs["phase"], view.lang, _PHASES), "bold"),
        )
        attack = obs.get("attack")
        if attack:
            text.append(f" · {_w('attack', view.lang)} {attack_route(view, attack)}", style="bold red")
        text.append(f"  {_w('legend', view.lang)}", style="dim")
        return text

    def _extra(self, view: BoardView) -> Text:
        obs = view.observation
        lang = view.lang
        text = Text()
        stock = obs["players"][view.viewer]["stock"]
        if stock:
            names = ", ".join(view.card_name(card) for card in stock)
            text.append(f"{_w('your_stock', lang)}: ", style="dim")
            text.append(names)
        if obs["effects"]:
            if stock:
                text.append("\n")
            text.append(f"{_w('effects', lang)}: ", style="dim")
            text.append("; ".join(_effect_words(view, effect) for effect in obs["effects"]))
        return text


def unit_label(view: BoardView, square: int, card: str) -> str:
    """ "c1 · your Sample Archer": a Medarot by its square and side, so two of one name differ."""
    unit = view.observation["squares"][square]
    name = view.card_name(card)
    if not unit["face_up"]:
        name = _w("face_down_card", view.lang, name=name)
    whose = "your_unit" if unit["owner"] == view.viewer else "their_unit"
    return f"{square_name(square)} · {_w(whose, view.lang, name=name)}"


def tr_zone(zone: object, lang: str) -> str:
    """The zone an action's card comes from, as a heading."""
    return {"stock": _w("your_stock", lang), "hand": _w("your_hand", lang)}.get(str(zone), _w("field", lang))


def changed_squares(view: BoardView) -> set[int]:
    """The squares whose Medarot differs from what the viewer saw when they last chose."""
    if view.before is None:
        return set()
    changed = set()
    for square, (was, now) in enumerate(
        zip(view.before["squares"], view.observation["squares"], strict=True)
    ):
        shown = [None if unit is None else [unit[key] for key in UNIT_KEYS_SHOWN] for unit in (was, now)]
        if shown[0] != shown[1]:
            changed.add(square)
    return changed


def attack_route(view: BoardView, attack: dict[str, Any]) -> str:
    """ "c1 → b1": the attack's squares, and for a Medarot that has left the field since (the
    observation says -1), the square the log's attack event named, marked as gone (MD-9.1)."""
    declared: dict[str, Any] = next((e for e in reversed(view.log) if e.get("kind") == "attack"), {})
    ends = []
    for end, logged in (("attacker", "square"), ("target", "target")):
        square = attack[end]
        if square >= 0:
            ends.append(square_name(square))
        else:
            was = declared.get(logged)
            where = square_name(was) if isinstance(was, int) else "?"
            ends.append(f"{where} ({_w('left_field', view.lang)})")
    return " → ".join(ends)


def square_actions(view: BoardView) -> dict[int, tuple[int, str]]:
    """Per square, the legal action a click on it takes and its mark (at most one kind is legal at
    a time: a placing, a pick of tied Medarots, or the acting Medarot's moves and attacks, which
    never name the same square: a move needs an empty one, an attack an occupied one)."""
    found: dict[int, tuple[int, str]] = {}
    for action, _ in view.legal:
        info = view.action_info(action)
        css_class = SQUARE_CLASS.get(info["kind"])
        if css_class is not None:
            found[info["to"] if "to" in info else info["square"]] = (action, css_class)
    return found


def _effect_words(view: BoardView, effect: dict[str, Any]) -> str:
    """An effect in force: its card and the effect's own printed words (its op and amount if it has none)."""
    card = view.game.card(effect["card"])
    printed = getattr(card, "effects", ())
    words = ""
    if 0 <= effect["effect"] < len(printed):
        words = getattr(printed[effect["effect"]], f"text_{view.lang}", "")
    if not words:
        amount = f" {effect['amount']:+d}" if effect["amount"] else ""
        words = f"{effect['op']}{amount}"
    return f"{view.card_name(effect['card'])}: {words}"
