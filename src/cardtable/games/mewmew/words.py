"""Words in English and Japanese for events, decisions and actions (from what the reader may see)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.decisions import KIND, PLAYER
from cardtable.core.plural import plural
from cardtable.games.mewmew import zones as z
from cardtable.games.mewmew.choices import CHOICES
from cardtable.games.mewmew.zones import MAX_SLOTS

if TYPE_CHECKING:
    from cardtable.games.mewmew.game import MewMewGame
    from cardtable.games.mewmew.state import MewMewState

# kind -> (English, Japanese); {p} is the player, {secret} what only some readers see (or "").
EVENTS: dict[str, tuple[str, str]] = {
    "setup": (
        "{p} sets up: 5 Mew Mew cards face-down, 50 cards as the deck",
        "{p}：ミュウミュウカード5枚を置き、残り50枚を山札にする",
    ),
    "shuffle": ("both decks are shuffled", "両方の山札をシャッフルする"),
    "first_player": ("{p} goes first", "{p}が先攻"),
    "game_over": ("game over: {p} ({reason})", "ゲーム終了：{p}（{reason}）"),
    "turn": ("turn {turn}: {p}", "ターン{turn}：{p}"),
    "cannot_morning": (
        "{p} cannot do good morning: deck {deck}, needs {need}",
        "{p}はおはようステップを処理出来ない（山札{deck}枚、必要{need}枚）",
    ),
    "wake": ("{p} wakes {n} card(s)", "{p}は{n}枚を起こす"),
    "gauge": ("{p} puts 5 cards into the gauge ({gauge})", "{p}はゲージに5枚置く（{gauge}枚）"),
    "no_first_draw": ("{p} does not draw on the first turn", "{p}は先攻第1ターンなのでカードを引けない"),
    "draw": ("{p} draws {n}{secret}", "{p}はカードを{n}枚引く{secret}"),
    "end_main": ("{p} ends the main step", "{p}はメインステップを終える"),
    "use": ("{p} uses {card}", "{p}は{card}を使う"),
    "ability": ("{p} uses the ability of {card}", "{p}は{card}の起動能力を使う"),
    "ability_sleeps": ("{card} goes to sleep after its ability", "{card}は起動能力を使ったので寝る"),
    "paid": ("{p} pays {n} from the gauge for {card}", "{p}は{card}のためにゲージ{n}枚を山札に戻す"),
    "paid_one": ("{p} puts a gauge card on the deck{secret}", "{p}はゲージのカードを山札の上に戻す{secret}"),
    "no_target": ("{card}: nothing to choose for '{op}'", "{card}：対象がない（{op}）"),
    "to_gauge": (
        "{p} puts {n} card(s) from the deck into the gauge ({card})",
        "{p}は山札から{n}枚をゲージに置く（{card}）",
    ),
    "points": ("{p}'s battle points {n:+d} ({card}): {total}", "{p}の戦闘ポイント{n:+d}（{card}）：{total}"),
    "wake_all": ("{p} wakes every card ({card})", "{p}は場のカードをすべて起こす（{card}）"),
    "look": ("{p} looks at the top {n} of their deck{secret}", "{p}は山札の上から{n}枚を見る{secret}"),
    "ordered": (
        "{p} puts a card at position {position}{secret}",
        "{p}は上から{position}番目にカードを置く{secret}",
    ),
    "fetched": ("{p} takes {card} from the discard pile", "{p}は捨て札置き場から{card}を手札に加える"),
    "woken": ("{card} wakes", "{card}が起きる"),
    "put_to_sleep": ("{card} goes to sleep", "{card}が寝る"),
    "chimera_beaten": ("{p} defeats {card} with {by}", "{p}は{by}で{card}を倒す"),
    "left_field": ("{card} leaves the field for {to}", "{card}が場を離れる（{to}）"),
    "equipped": ("{p} equips {card} to {target}", "{p}は{target}に{card}を装備する"),
    "transformed": ("{card} transforms: {mewmew}", "{card}が{mewmew}に変身"),
    "hand_character": ("{p} brings {card} out as {mewmew}", "{p}は{card}を{mewmew}として出す"),
    "placed": ("{p} puts {card} on the field, asleep", "{p}は{card}を寝かせた状態で場に置く"),
    "placed_transformed": (
        "{p} puts {card} on the field as {mewmew}, asleep",
        "{p}は{card}を{mewmew}として寝かせて置く",
    ),
    "to_discard": ("{card} goes to {p}'s discard pile", "{card}を{p}の捨て札置き場に置く"),
    "recruited": (
        "{p} takes {card} from its owner for this turn",
        "{p}は{card}をこのターンだけ自分の場に置く",
    ),
    "returned": ("{card} returns to {p}'s field", "{card}が{p}の場に戻る"),
    "milled": ("{p}'s deck sends {cards} to the discard pile", "{p}の山札から{cards}を捨て札置き場へ"),
    "search_skipped": (
        "{p}'s search is skipped: a Chimera Anima is on the opponent's field",
        "相手の場にキメラアニマがいるので{p}の捜索ステップはパス",
    ),
    "search_points": ("{p} searches with {n} point(s)", "{p}の捜索ポイントは{n}"),
    "search_deck_empty": (
        "the opponent's deck is empty: {p}'s search stops",
        "相手の山札が無いので{p}の捜索は終わる",
    ),
    "turned_over": ("{p} turns over {card}", "{p}は{card}をめくる"),
    "aqua_found": ("{p} finds {card}!", "{p}は{card}を発見！"),
    "chimera_appears": ("{card} appears on {p}'s field", "{card}が{p}の場に現れる"),
    "battle": ("battle: {character} against {chimera}", "戦闘：{character} 対 {chimera}"),
    "reveal": ("{p} turns over {card}: {points} point(s)", "{p}は{card}を表にする：{points}ポイント"),
    "reveal_aqua": (
        "{p} turns over their own {card}: the opponent finds it ({points} point(s))",
        "{p}は自分の{card}を表にした：相手の発見（{points}ポイント）",
    ),
    "reveal_empty": ("{p} has no deck: 0 points", "{p}は山札が無い：0ポイント"),
    "pass": ("{p} passes", "{p}はパス"),
    "battle_won": ("{p} wins the battle {points} and takes {card}", "{p}の勝ち{points}：{card}を倒す"),
    "battle_lost": ("{p} loses the battle {points}", "{p}の負け{points}"),
    "battle_tie": ("the battle is a tie {points}", "引き分け{points}"),
    "to_bottom": ("{card} goes to the bottom of {p}'s deck", "{card}を{p}の山札の一番下に入れる"),
    "fighter_sleeps": ("{card} goes to sleep after the battle", "{card}は戦闘後に寝る"),
    "chimera_sleeps": ("{card} goes to sleep after the battle it started", "{card}は戦闘後に寝る"),
    "end_battle_step": ("{p} ends the battle step", "{p}は戦闘ステップを終える"),
    "night_take": (
        "{p} takes {n} card(s) from the gauge{secret}",
        "{p}はゲージから{n}枚を手札に加える{secret}",
    ),
    "took_one": ("{p} takes a gauge card{secret}", "{p}はゲージのカードを1枚手札に加える{secret}"),
    "discarded": ("{p} discards {card}", "{p}は{card}を捨てる"),
}

REASONS: dict[str, tuple[str, str]] = {
    "aqua": ("found 5 Mew Aqua", "ミュウアクアを5つ発見"),
    "chimera": ("beat 7 Chimera Anima", "キメラアニマを7体撃破"),
    "gauge": ("the opponent could not do good morning", "相手がおはようステップを処理できなかった"),
    "draw": ("both players won at once", "両者が同時に勝利条件を満たした"),
}
"""The end of a game in words (MM-5), for the ``reason`` of ``game_over``; raw reasons are for programs."""

SECRET_KEY = {"draw": "cards", "paid_one": "paid", "look": "cards", "night_take": "cards", "took_one": "card",
              "ordered": "card"}  # fmt: skip
"""Kinds whose secret part names cards, and its key (shown as {secret} to those who may see it)."""


def player_name(p: int, lang: str) -> str:
    if p < 0:
        return "draw" if lang == "en" else "引き分け"
    return f"Player {p}" if lang == "en" else f"プレイヤー{p}"


def _name(g: MewMewGame, value: Any, lang: str) -> Any:
    if isinstance(value, str) and value in g.card_index:
        return g.card(value).name(lang)
    if isinstance(value, list):
        return ", ".join(str(_name(g, v, lang)) for v in value) or "-"
    return value


def event(g: MewMewGame, kind: str, player: int, data: dict[str, Any], lang: str) -> str:
    en, ja = EVENTS.get(kind, (kind, kind))
    fields = {key: _name(g, value, lang) for key, value in data.items()}
    if lang == "ja" and "to" in fields:
        fields["to"] = {"discard": "捨て札置き場", "hand": "手札"}.get(fields["to"], fields["to"])
    elif "to" in fields:
        fields["to"] = {"discard": "the discard pile", "hand": "its owner's hand"}.get(
            fields["to"], fields["to"]
        )
    if kind == "game_over" and data.get("reason") in REASONS:
        fields["reason"] = REASONS[data["reason"]][lang == "ja"]
    secret = ""
    key = SECRET_KEY.get(kind)
    if key in fields:
        secret = f": {fields.pop(key)}" if lang == "en" else f"：{fields.pop(key)}"
    fields.setdefault("card", "?")
    try:
        return plural(
            (en if lang == "en" else ja).format(p=player_name(player, lang), secret=secret, **fields)
        )
    except (KeyError, ValueError):
        return f"{kind} {data}"


# ----- decisions and actions ------------------------------------------------------------------------------
DECISION_WORDS: dict[str, tuple[str, str]] = {  # card-picking decisions word themselves (choices.CHOICES)
    "main": (
        "main step: use a card or an ability, or end the step",
        "メインステップ：カードか起動能力を使うか、ステップを終える",
    ),
    "fight": (
        "battle step: choose a Character to fight, or end the step",
        "戦闘ステップ：戦うキャラクターを選ぶか、ステップを終える",
    ),
    "must_fight": (
        "battle step: a Chimera Anima came out in this search, so a Character must fight it",
        "戦闘ステップ：この捜索でキメラアニマが出たので、キャラクターで戦わなければならない",
    ),
    "foe": ("choose the Chimera Anima to fight", "戦うキメラアニマを選ぶ"),
    "declare": ("battle: use a card, or pass", "戦闘：カードを使うか、パス"),
    "target": ("choose a card on the field for the effect", "効果の対象を場から選ぶ"),
    "night": (
        "good night: say how many gauge cards to take into hand",
        "おやすみステップ：ゲージから手札に加える枚数を宣言する",
    ),
}


def decision(s: MewMewState, lang: str) -> str:
    frame = s.stack[-1]
    kind = frame[KIND]
    choice = CHOICES.get(kind)
    if choice:
        en, ja = choice.words
    else:  # MM-6.4.1: after a Chimera Anima came out of the search, ending the step is not offered.
        en, ja = DECISION_WORDS["must_fight" if kind == "fight" and s.must else kind]
    return f"{player_name(frame[PLAYER], lang)}: {en if lang == 'en' else ja}"


def action(s: MewMewState, a: int, lang: str) -> str:
    g = s.game
    block, value = g.layout.decode(a)
    en = lang == "en"
    kind = s.stack[-1][KIND] if s.winner is None else ""
    if block == "pass":
        if kind == "main":
            return "end the main step" if en else "メインステップを終える"
        if kind == "fight":
            return "end the battle step" if en else "戦闘ステップを終える"
        return "pass" if en else "パス"
    if block == "number":
        return f"take {value} gauge card(s)" if en else f"ゲージから{value}枚を手札に加える"
    if block in ("use", "choose"):
        name = g.cards[value].name(lang)
        if block == "use":
            if g.kind[value] == z.MEWMEW:
                return f"transform: {name}" if en else f"変身：{name}"
            return f"use {name}" if en else f"{name}を使う"
        choice = CHOICES.get(kind)
        verb_en, verb_ja = choice.verb if choice else ("choose", "選ぶ：")
        return f"{verb_en} {name}" if en else f"{verb_ja}{name}"
    side, index = (value // MAX_SLOTS, value % MAX_SLOTS) if block == "slot" else (s.stack[-1][PLAYER], value)
    field = s.field[side] if s.winner is None else []
    what = g.cards[field[index][z.S_CARD]].name(lang) if index < len(field) else f"#{index}"
    where = f"{player_name(side, lang)} slot {index}" if en else f"{player_name(side, lang)}の場{index}"
    if block == "ability":
        return f"ability of {what} ({where})" if en else f"{what}の起動能力（{where}）"
    return f"choose {what} ({where})" if en else f"{what}を選ぶ（{where}）"


NOTES: dict[str, tuple[str, str]] = {
    # what a choice does (State.choice_notes "effect")
    "to_field": (
        "comes onto your field (asleep, as a rule: MM-6.2.2).",
        "自分の場に出る（原則として眠った状態、MM-6.2.2）。",
    ),
    "fight": (
        "{card} fights (battle bonus {bonus:+d}, MM-6.4.2)",
        "{card}が戦う（バトルボーナス{bonus:+d}、MM-6.4.2）",
    ),
    "foe": ("fight {card} (its battle bonus {bonus:+d})", "{card}と戦う（バトルボーナス{bonus:+d}）"),
    "target": ("{source} acts on {card}", "{source}の対象：{card}"),
    "pick_pay": (
        "{card} goes on top of your deck (what the opponent's search and your next draw turn over)",
        "{card}を山札の上へ（相手の捜索や次のドローでめくられる）",
    ),
    "pick_take": ("{card} goes into your hand", "{card}を手札に加える"),
    "pick_discard": ("{card} goes to your discard pile", "{card}を捨て札置き場へ"),
    "pick_fetch": ("{card} comes back into your hand", "{card}を手札に戻す"),
    "pick_order": ("{card} goes next from the top of the deck", "{card}を山札の上から次の位置へ"),
    "take_n": (
        "take {n} gauge card(s) into your hand (MM-6.5.1)",
        "ゲージから{n}枚を手札に加える（MM-6.5.1）",
    ),
    "pass_main": (
        "end the main step: the search and battle steps follow",
        "メインステップを終える：捜索・戦闘ステップへ",
    ),
    "pass_battle": (
        "end the battle step: good night follows (MM-6.4.8)",
        "戦闘ステップを終える：おやすみステップへ（MM-6.4.8）",
    ),
    "pass_declaration": ("use no card in this battle (MM-6.4.4)", "この戦闘でカードを使わない（MM-6.4.4）"),
    # what it costs ("cost")
    "cost_gauge": (
        "{n} from the gauge (you have {gauge}; MM-6.2.3)",
        "ゲージから{n}枚（ゲージ{gauge}枚、MM-6.2.3）",
    ),
    "cost_sleep": ("the card goes to sleep afterwards (MM-6.2.5)", "使用後このカードは眠る（MM-6.2.5）"),
    # a loss by one's own choice ("warning")
    "warn_morning": (
        "your deck has {deck} card(s) and your next good morning needs {need}: you lose then (MM-5.3) "
        "unless it grows; paying costs now puts gauge cards back on it",
        "山札は{deck}枚、次のおはようステップには{need}枚必要：増えなければ敗北（MM-5.3）。"
        "今コストを払えばゲージのカードが山札に戻る",
    ),
    # progress (State.progress)
    "progress_pay": ("{card}: pay {n} of {of}", "{card}：{of}枚中{n}枚目を支払う"),
    "progress_take": ("take {n} of {of}", "{of}枚中{n}枚目を手札に加える"),
    "progress_discard": ("discard {n} of {of}", "{of}枚中{n}枚目を捨てる"),
    "progress_order": ("place {n} of {of} from the top", "上から{of}枚中{n}枚目を置く"),
    # why an option is missing (State.unavailable)
    "why_main_only": (
        "used in your main step (MM-6.2) or, if it says so, in a battle",
        "自分のメインステップ（MM-6.2）か、書いてあれば戦闘で使う",
    ),
    "why_removal": (
        "removes a Character from the field: not during a battle (MM-7.5)",
        "場のキャラクターを除く効果：戦闘中は使えない（MM-7.5）",
    ),
    "why_not_battle": ("does not work in battle (MM-6.4.4)", "戦闘中には使えない（MM-6.4.4）"),
    "why_battle_only": ("used only in battle (MM-6.4.4)", "戦闘中にのみ使う（MM-6.4.4）"),
    "why_cost": (
        "costs {cost}; your gauge has {gauge} (MM-6.2.3)",
        "コスト{cost}：ゲージは{gauge}枚（MM-6.2.3）",
    ),
    "why_no_character": (
        "none of your Characters can become it now (MM-1.4)",
        "変身できるキャラクターがいない（MM-1.4）",
    ),
    "why_rod": (
        "needs a Mew Mew holding a Mew Aqua Rod on your field (MM-6.2.4)",
        "ミュウアクアロッドを装備したミュウミュウが必要（MM-6.2.4）",
    ),
    "why_special": (
        "{mew}'s special move: that Mew Mew must be on your field (MM-7.2)",
        "{mew}の必殺技：そのミュウミュウが場に必要（MM-7.2）",
    ),
    "why_other": ("not now: {reason}", "今は使えない（{reason}）"),
    "why_asleep": (
        "asleep: it cannot fight or use an ability until your good morning (MM-6.2.5, MM-6.4.2)",
        "眠っている：おはようステップまで戦闘も起動能力もできない（MM-6.2.5、MM-6.4.2）",
    ),
    "why_lost_ability": (
        "a Mew Mew has lost its own abilities (MM-7.1)",
        "ミュウミュウになり元の能力を失った（MM-7.1）",
    ),
}
"""Words of ``State.choice_notes``, ``progress`` and ``unavailable`` (``notes``), in English and Japanese."""
