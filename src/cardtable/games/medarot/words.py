"""Words in English and Japanese for events, actions and pending decisions (public facts only)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.decisions import KIND, PLAYER
from cardtable.core.plural import plural
from cardtable.games.medarot.actions import (
    ATTACK,
    CARD,
    MASTER,
    MOVE,
    NULLIFY,
    NUMBER,
    PASS,
    REPLACE,
    SPECIAL,
    SQUARE,
    UNDO_CHANGE,
)
from cardtable.games.medarot.field import square_name
from cardtable.games.medarot.frames import COUNT, DISCARD, FILL_CARD, ON_SQUARE
from cardtable.games.medarot.records import ATK_TARGET, TF_UID

if TYPE_CHECKING:
    from cardtable.games.medarot.game import MedarotGame
    from cardtable.games.medarot.state import MedarotState

EVENTS: dict[str, tuple[str, str]] = {
    "draw": ("{who} draws {count} card(s){cards}", "{who}が{count}枚ドロー{cards}"),
    "redraw": (
        "{who} has no Medarot, shows {cards} and draws 7 again",
        "{who}はメダロットなし：{cards}を公開し7枚引き直し",
    ),
    "first_player": ("{who} places first", "{who}が先に配置"),
    "master_set": ("{who} sets {card} face-down as Master", "{who}がマスター{card}を裏向きに配置"),
    "no_master": ("{who} has no Medarotter and starts without a Master", "{who}はマスターなしで開始"),
    "to_stock": ("{who} puts {card} face-down into the stock", "{who}が{card}をストックに裏向きで配置"),
    "placed": ("{who} places {card} face-down on {square}", "{who}が{card}を{square}に裏向きで配置"),
    "late_master": ("{who} draws {card}: it becomes the Master", "{who}が{card}をマスターに"),
    "master_up": (
        "{who}'s Master {card} is face-up: medals {delta:+d}",
        "{who}のマスター{card}を表に：メダル{delta:+d}",
    ),
    "face_up": ("{who}'s {card} on {square} turns face-up", "{who}の{square}の{card}が表向きに"),
    "cannot_draw": ("{who} cannot draw", "{who}はドローできない"),
    "pay": ("{who} pays {amount} medal(s) ({why})", "{who}がメダル{amount}を支払う（{why}）"),
    "cannot_pay": (
        "{who} cannot pay {amount} medal(s) ({why})",
        "{who}はメダル{amount}を支払えない（{why}）",
    ),
    "game_over": ("game over: {winner} ({reason})", "ゲーム終了：{winner}（{reason}）"),
    "turn_begins": ("turn {turn} begins", "ターン{turn}開始"),
    "turn_ends": ("turn {turn} ends", "ターン{turn}終了"),
    "action_phase": ("the action phase begins", "アクションフェイズ開始"),
    "action_phase_ends": ("every Medarot has had its turn", "全メダロットの行動終了"),
    "tie_rps": ("speed tie: {who} wins rock-paper-scissors", "同スピード：{who}がジャンケンに勝利"),
    "turn_of": ("{who}'s {card} on {square} takes its turn", "{who}の{square}の{card}の順番"),
    "moved": ("{who}'s Medarot moves {square} → {to}", "{who}のメダロットが{square}から{to}へ移動"),
    "medachange": (
        "{who}'s Medarot on {square} Medachanges into {card}",
        "{who}の{square}のメダロットが{card}にメダチェンジ",
    ),
    "medachange_undone": (
        "{who}'s Medarot on {square} undoes its Medachange",
        "{who}の{square}のメダチェンジを解除",
    ),
    "replaced": ("{who} replaces {card} on {square}", "{who}が{square}の{card}を交代"),
    "no_action": ("{who}'s Medarot on {square} does not act", "{who}の{square}のメダロットは行動しない"),
    "special": ("{who}'s {card} on {square} uses its special", "{who}の{square}の{card}が特殊を発動"),
    "attack": (
        "{who}'s {card} on {square} attacks {target_card} on {target}",
        "{who}の{square}の{card}が{target}の{target_card}を攻撃",
    ),
    "medarotter_used": ("{who} uses {card} (effect {effect})", "{who}が{card}（効果{effect}）を使用"),
    "cost_paid": (
        "{who} pays {medals} medal(s) and {medaforce} MedaForce",
        "{who}がメダル{medals}とメダフォース{medaforce}で支払い",
    ),
    "medals_gained": ("{who} gains {amount} medal(s)", "{who}がメダル{amount}を得る"),
    "stock_trashed": ("{who}'s stock card {card} goes to the trash", "{who}のストックの{card}をトラッシュ"),
    "medarotter_trashed": ("{who}'s {card} goes to the trash", "{who}の{card}をトラッシュ"),
    "master_upright": ("{who}'s Master {card} turns upright", "{who}のマスター{card}をタテに戻す"),
    "effect_ends": ("the effect of {who}'s {card} ends", "{who}の{card}の効果が終了"),
    "attack_nullified": ("{who} nullifies the attack with {card}", "{who}が{card}で攻撃を無効化"),
    "destroy": ("power {power} ≥ armor {armor}: destroyed", "威力{power}≧装甲{armor}：破壊"),
    "weak_attack": (
        "weak attack on {square}: {who} trashes {cards} card(s)",
        "{square}に弱攻撃：{who}は手札{cards}枚を捨てる",
    ),
    "weak_reflected": (
        "{who}'s Medarot on {square} reflects the weak attack to {to}",
        "{who}の{square}が弱攻撃を{to}へ跳ね返す",
    ),
    "discarded": ("{who} trashes {card} from hand", "{who}が手札の{card}を捨てる"),
    "weak_destroy": ("the Medarot on {square} is weakly destroyed", "{square}のメダロットを弱破壊"),
    "to_reserve": (
        "{who}'s {cards} {go} to the MedaForce reserve",
        "{who}の{cards}をメダフォースリザーブへ",
    ),
    "attack_effect": ("{who}'s {card} on {square}: added effect", "{who}の{square}の{card}の追加効果"),
    "end_effect": ("end of turn: {who}'s {card}", "ターン終了時：{who}の{card}"),
    "neutral_medals": (
        "{who} gains {amount} medal(s) from the neutral field",
        "{who}は中立のメダロットでメダル{amount}回復",
    ),
    "hand_limit_trash": ("{who} trashes {card} (hand limit 7)", "{who}が手札上限で{card}を捨てる"),
}

DECISIONS: dict[str, tuple[str, str]] = {
    "master_pick": ("{who}: choose your Master", "{who}：マスターを選ぶ"),
    "stock0": ("{who}: put Medarotters into the stock, or pass", "{who}：ストックにメダロッターを置くかパス"),
    "fill": ("{who}: choose a square for a Medarot", "{who}：メダロットを置くマスを選ぶ"),
    "fill_card": ("{who}: choose the Medarot to place on {square}", "{who}：{square}に置くメダロットを選ぶ"),
    "late": (
        "{who}: choose the drawn Medarotter that becomes the Master",
        "{who}：マスターにするメダロッターを選ぶ",
    ),
    "drawn": ("{who}: you may put Medarotters into the stock", "{who}：メダロッターをストックに置ける"),
    "limit": ("{who}: the hand is over 7, trash or stock a card", "{who}：手札が7枚を超えた"),
    "optdraw": ("{who}: pay 1 medal to draw up to 3?", "{who}：HP1を払って3枚まで補充するか"),
    "pick": (
        "{who}: choose which tied Medarot acts next",
        "{who}：同スピードの自分のメダロットの順番を決める",
    ),
    "menu": ("{who}: the Medarot on {acting} takes its turn", "{who}：{acting}のメダロットの順番"),
    "after": (
        "{who}: the Medarot on {acting} may move, or end its turn",
        "{who}：{acting}のメダロットは移動できる",
    ),
    "repl_sq": ("{who}: choose the square for the new Medarot", "{who}：交代するメダロットのマスを選ぶ"),
    "repl_card": ("{who}: choose the Medarot that comes in", "{who}：交代で出すメダロットを選ぶ"),
    "pay": ("{who}: choose how many MedaForce cards pay the cost", "{who}：コストに充てるメダフォースの枚数"),
    "oppslot": ("{who}: pick a card of the opponent's stock", "{who}：相手のストックから1枚選ぶ"),
    "defend": (
        "{who}: the Medarot on {target} is attacked; defend or pass",
        "{who}：{target}が攻撃された。防御するかパス",
    ),
    "discard": ("{who}: trash {count} more card(s) from hand", "{who}：手札をあと{count}枚捨てる"),
    "dcount": ("{who}: draw how many cards (0–3)?", "{who}：何枚ドローするか（0〜3）"),
}


REASONS: dict[str, tuple[str, str]] = {
    "medals": ("the opponent's medals ran out", "相手のメダルが尽きた"),
    "deck_out": ("the opponent had to draw from an empty deck", "相手が山札からドローできなかった"),
    "no_medarot": ("the opponent has no Medarot left", "相手のメダロットがいなくなった"),
    "draw": ("both players lost at once", "両者が同時に敗北"),
}
"""The end of a game in words (MD-4), for the ``reason`` of ``game_over``; raw reasons are for programs."""

WHY_JA = {
    "no move": "移動なし",
    "optional draw": "任意ドロー",
    "power transform": "パワー変形",
    "melee long reach": "格闘の2マス先攻撃",
    "destroyed": "破壊",
    "Master HP modifier": "マスターのHP修正",
}
"""Japanese for the ``why`` of payment events."""


def who(player: int, lang: str) -> str:
    if player < 0:
        return "nobody" if lang == "en" else "なし"
    return f"Player {player}" if lang == "en" else f"プレイヤー{player}"


def describe_event(game: MedarotGame, kind: str, player: int, data: dict[str, Any], lang: str) -> str:
    en, ja = EVENTS.get(kind, (kind, kind))
    values: dict[str, Any] = {"who": who(player, lang)}
    for key, value in data.items():
        if key in ("card", "target_card", "change"):
            values[key] = game.card_name(game.card_index[value], lang) if isinstance(value, str) else "-"
        elif key == "cards" and isinstance(value, list):
            values[key] = ", ".join(game.card_name(game.card_index[c], lang) for c in value)
        elif key in ("square", "to", "target") and isinstance(value, int):
            values[key] = square_name(value)
        elif key == "why" and lang == "ja":
            values[key] = WHY_JA.get(value, value)
        elif key == "reason" and value in REASONS:
            values[key] = REASONS[value][lang == "ja"]
        else:
            values[key] = value
    if kind == "draw":
        values["cards"] = f": {values['cards']}" if "cards" in values else ""
    if kind == "game_over":
        values["winner"] = (
            "draw" if player == -1 else who(player, lang) + (" wins" if lang == "en" else "の勝利")
        )
    if kind == "to_reserve":
        values["go"] = "goes" if len(data.get("cards", ())) == 1 else "go"
    values.setdefault("card", "a card" if lang == "en" else "カード")
    try:
        return plural((ja if lang == "ja" else en).format(**values))
    except (KeyError, ValueError):
        return kind


def decision_words(s: MedarotState, frame: list[Any], lang: str) -> str:
    kind = str(frame[KIND])
    en, ja = DECISIONS.get(kind, (kind, kind))
    values: dict[str, Any] = {"who": who(frame[PLAYER], lang)}
    if s.tf and s.find(s.tf[TF_UID]) >= 0:
        values["acting"] = square_name(s.find(s.tf[TF_UID]))
    if s.atk and s.find(s.atk[ATK_TARGET]) >= 0:
        values["target"] = square_name(s.find(s.atk[ATK_TARGET]))
    if kind == FILL_CARD.name:
        values["square"] = square_name(frame[ON_SQUARE])
    if kind == DISCARD.name:
        values["count"] = frame[COUNT]
    try:
        return (ja if lang == "ja" else en).format(**values)
    except KeyError:
        return kind


def describe_action(s: MedarotState, action: int, lang: str) -> str:
    game = s.game
    blocks = game.blocks
    context = s.stack[-1][KIND] if s.stack and s.winner is None else ""
    en = lang == "en"

    def name(card: int) -> str:
        return game.card_name(card, lang) if 0 <= card < blocks.n else "?"

    if SQUARE <= action < MOVE:
        q = square_name(action - SQUARE)
        if context == "pick":
            return f"the Medarot on {q} acts next" if en else f"{q}のメダロットが先に行動"
        return f"square {q}" if en else f"マス{q}"
    if MOVE <= action < ATTACK:
        return f"move to {square_name(action - MOVE)}" if en else f"{square_name(action - MOVE)}へ移動"
    if ATTACK <= action < NUMBER:
        return f"attack {square_name(action - ATTACK)}" if en else f"{square_name(action - ATTACK)}を攻撃"
    if NUMBER <= action < PASS:
        n = action - NUMBER
        words = {
            "optdraw": (
                f"pay 1 medal, draw {n}" if n else "no optional draw",
                f"HP1を払い{n}枚補充" if n else "補充しない",
            ),
            "dcount": (f"draw {n}", f"{n}枚ドロー"),
            "pay": (f"pay with {n} MedaForce", f"メダフォース{n}枚で支払う"),
            "oppslot": (f"the opponent's stock card #{n + 1}", f"相手のストック{n + 1}枚目"),
        }
        pair = words.get(context, (f"say {n}", f"{n}と宣言"))
        return pair[0] if en else pair[1]
    verbs = {
        PASS: ("pass / done", "パス／終了"),
        SPECIAL: ("use the special", "特殊を発動"),
        REPLACE: ("replace this Medarot", "このメダロットを交代"),
        UNDO_CHANGE: ("undo the Medachange", "メダチェンジを解除"),
        NULLIFY: ("nullify this attack", "この攻撃を無効化"),
    }
    if action in verbs:
        return verbs[action][0] if en else verbs[action][1]
    if MASTER <= action < CARD:
        master, e = s.master[s.current_player], action - MASTER + 1
        return f"use Master {name(master)} effect {e}" if en else f"マスター{name(master)}の効果{e}を使用"
    if CARD <= action < blocks.stock_in:
        label = name(action - CARD)
        if context in ("menu", "drawn", "defend"):
            return f"trash {label} from the stock to make room" if en else f"ストックの{label}をトラッシュ"
        if context in ("limit", "discard"):
            return f"trash {label}" if en else f"{label}を捨てる"
        return label
    if blocks.stock_in <= action < blocks.change:
        label = name(action - blocks.stock_in)
        return f"put {label} into the stock" if en else f"{label}をストックに置く"
    if blocks.change <= action < blocks.use_stock:
        label = name(action - blocks.change)
        return f"Medachange into {label}" if en else f"{label}にメダチェンジ"
    if blocks.use_stock <= action < blocks.total:
        from_hand, e, card = blocks.split_use(action)
        where = (
            ("from hand" if from_hand else "from the stock")
            if en
            else ("手札から" if from_hand else "ストックから")
        )
        return f"use {name(card)} effect {e + 1} {where}" if en else f"{where}{name(card)}の効果{e + 1}を使用"
    return f"action {action}" if en else f"行動{action}"
