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


TYPE_WORDS: tuple[tuple[str, str], ...] = (("shooting", "射撃"), ("melee", "格闘"), ("special", "特殊"))
"""A Medarot's action type (MD-1.2), by its code in the card table."""

NOTES: dict[str, tuple[str, str]] = {
    # what a choice does (State.choice_notes "effect")
    "stats": (
        "({type}, power {power}, armor {armor}, speed {speed})",
        "（{type}・威力{power}・装甲{armor}・速度{speed}）",
    ),
    "move": ("moves {frm} → {to}", "{frm}から{to}へ移動"),
    "place": ("goes face-down on {square}", "{square}に裏向きで置く"),
    "change": ("the Medarot on {square} takes this form", "{square}のメダロットがこの形態になる"),
    "place_square": (
        "a Medarot from hand goes face-down on {square}",
        "手札のメダロットを{square}に裏向きで置く",
    ),
    "pick": ("the Medarot on {square} takes its turn now", "{square}のメダロットが先に行動する"),
    "replace": (
        "a Medarot from hand takes the place of the one on {square} (MD-7.3)",
        "{square}のメダロットを手札のメダロットと交代（MD-7.3）",
    ),
    "undo_change": ("back to the Medarot's own card (MD-7.4)", "元のメダロットに戻る（MD-7.4）"),
    "nullify": ("this attack does nothing ({card})", "この攻撃を無効にする（{card}）"),
    "master": (
        "becomes your Master face-down; medals {hp:+d} when it turns face-up (MD-5.4):",
        "裏向きでマスターになる。表になるとメダル{hp:+d}（MD-5.4）：",
    ),
    "stock": ("goes face-down into your stock (MD-6.5):", "ストックに裏向きで置く（MD-6.5）："),
    "to_trash": ("{card} goes to the trash", "{card}をトラッシュへ"),
    "attack": (
        "power {power} against armor {armor} of {target}: {outcome}",
        "威力{power}対{target}の装甲{armor}：{outcome}",
    ),
    "attack_hidden": (
        "power {power} against a face-down Medarot (its armor shows when it is hit)",
        "威力{power}で裏向きのメダロットを攻撃（装甲は攻撃時に分かる）",
    ),
    "destroys": ("destroyed unless a defence changes it (MD-9.1)", "防御がなければ破壊（MD-9.1）"),
    "weak": (
        "a weak attack: its owner trashes cards from hand (MD-9.2)",
        "弱攻撃：相手は手札を捨てる（MD-9.2）",
    ),
    "added_effect": ("; added effect: {text}", "。追加効果：{text}"),
    "draw": ("draw {n}", "{n}枚ドロー"),
    "pay_mix": (
        "pay {medals} medal(s) and {medaforce} MedaForce",
        "メダル{medals}とメダフォース{medaforce}枚で支払う",
    ),
    "stock_slot": ("the opponent's face-down stock card #{n}", "相手のストックの{n}枚目（裏向き）"),
    "pass_stock": ("stop putting cards into the stock", "ストックへの配置を終える"),
    "pass_action": (
        "this Medarot does not act this turn (MD-7.2.6)",
        "このメダロットは行動しない（MD-7.2.6）",
    ),
    "pass_turn": ("end this Medarot's turn (MD-7.2.8)", "このメダロットの順番を終える（MD-7.2.8）"),
    "pass_defence": ("no defence: the attack goes on (MD-8.2)", "防御しない（MD-8.2）"),
    # what it costs ("cost")
    "cost_medals": ("{n} medal(s)", "メダル{n}"),
    "cost_medals_or_force": (
        "{n} medal(s); MedaForce may pay part (MD-8.3)",
        "メダル{n}（メダフォースで一部払える、MD-8.3）",
    ),
    "cost_mixed": (
        "{medals} medal(s) and {medaforce} MedaForce",
        "メダル{medals}とメダフォース{medaforce}枚",
    ),
    "no_move_cost": ("it did not move: {n} medal (MD-7.2.9)", "移動していない：メダル{n}（MD-7.2.9）"),
    # a loss by one's own choice ("warning")
    "warn_deck_out": (
        "your deck has {deck} card(s): this empties it, and you lose at your next start-phase draw (MD-4.2)",
        "山札は{deck}枚：これで山札がなくなり、次のスタートフェイズのドローで敗北（MD-4.2）",
    ),
    "warn_no_move": (
        "you have no medals for the no-move penalty ({n}): you lose at once (MD-7.2.9, MD-4.1)",
        "移動しなかったペナルティ（メダル{n}）を払えず即敗北（MD-7.2.9、MD-4.1）",
    ),
    "warn_zero_medals": (
        "this leaves you 0 medals: the next forced payment (a turn without a move, a destroyed Medarot) "
        "loses the game (MD-4.1)",
        "メダルが0になる：次に強制の支払い（移動なしの順番、破壊）があると敗北（MD-4.1）",
    ),
    # progress (State.progress)
    "progress_pay": (
        "{card} effect {effect}: pay its cost — step 2 of 2",
        "{card}の効果{effect}：コストの支払い（2/2）",
    ),
    "progress_discard": ("trash {n} of {of}", "{of}枚中{n}枚目を捨てる"),
    # why an option is missing (State.unavailable)
    "why_face_down": (
        "face-down: it acts once it is face-up (MD-7.1)",
        "裏向き：表になるまで行動しない（MD-7.1）",
    ),
    "why_waiting": ("waits for its turn (speed {speed}, MD-7.1)", "順番待ち（速度{speed}、MD-7.1）"),
    "why_acted": ("has had its turn this action phase", "このアクションフェイズの順番は終わった"),
    "why_not_action_phase": (
        "Medarots act in the action phase (MD-7)",
        "メダロットはアクションフェイズに行動する（MD-7）",
    ),
    "why_moved": ("it has already moved this turn (MD-7.2)", "この順番ではもう移動した（MD-7.2）"),
    "why_move_later": (
        "it may move only after acting now (MD-7.2 steps 4-5 and 8)",
        "今は行動後にのみ移動できる（MD-7.2）",
    ),
    "why_no_act": ("an effect stops it acting", "効果により行動できない"),
    "why_no_target": (
        "no opponent's Medarot in its reach, or the way is blocked (MD-7.5-7.7)",
        "攻撃範囲に相手のメダロットがいないか、間がふさがっている（MD-7.5〜7.7）",
    ),
    "why_no_medals": (
        "not enough medals for the reach or power transform",
        "射程やパワー変形のメダルが足りない",
    ),
    "moves_to": ("may move to {squares}", "移動先：{squares}"),
    "why_no_square": (
        "no empty square one step away in its movement directions",
        "移動方向に空いているマスがない",
    ),
    "why_stock_full": (
        "your stock is full: a card from hand goes through it (MD-8.1)",
        "ストックが満杯（手札から使うにはストックを通る、MD-8.1）",
    ),
    "why_cost": (
        "costs {cost}; you have {medals} medal(s) and {force} MedaForce (MD-8.3)",
        "コスト{cost}：メダル{medals}、メダフォース{force}枚（MD-8.3）",
    ),
    "why_defence": (
        "a defence effect: used when your Medarot is attacked (MD-8.2)",
        "防御効果：攻撃されたときに使う（MD-8.2）",
    ),
    "why_activate_hand": (
        "【発動】 is used from the stock, not from hand (MD-8.1)",
        "【発動】は手札からではなくストックから使う（MD-8.1）",
    ),
    "why_not_now": (
        "used in one of your Medarot's turns (MD-7.2.5)",
        "自分のメダロットの順番に使う（MD-7.2.5）",
    ),
    "why_timing": (
        "not now: one 【行動】 a turn, before the Medarot acts (MD-8.1, MD-7.2.5)",
        "今は使えない：【行動】は1順番に1回、行動の前に（MD-8.1、MD-7.2.5）",
    ),
}
"""Words of ``State.choice_notes``, ``progress`` and ``unavailable`` (``notes``), in English and Japanese."""
