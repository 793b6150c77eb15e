"""Every interface string of the app, in English and Japanese, in one small table."""

from __future__ import annotations

from typing import Any

from cardtable.core.cards import PROVENANCE_NOTE

LANGS = ("en", "ja")

UI: dict[str, tuple[str, str]] = {
    # menu
    "title": ("cardtable", "cardtable"),
    "menu_heading": ("New game", "新しいゲーム"),
    "game": ("Game", "ゲーム"),
    "opponent": ("Opponent", "対戦相手"),
    "your_deck": ("Your deck", "自分のデッキ"),
    "opponent_deck": ("Opponent's deck", "相手のデッキ"),
    "language": ("Language", "言語"),
    "start": ("Start", "開始"),
    "vs_easy": ("AI: easy", "AI：やさしい"),
    "vs_normal": ("AI: normal", "AI：ふつう"),
    "vs_hard": ("AI: hard", "AI：むずかしい"),
    "vs_human": ("A friend (hot-seat)", "友だち（交代で操作）"),
    "menu_help": ("Tab moves, Enter picks, q quits.", "Tabで移動、Enterで決定、qで終了。"),
    # game screen
    "you": ("You", "あなた"),
    "opponent_name": ("Opponent", "相手"),
    "player_n": ("Player {n}", "プレイヤー{n}"),
    "hand": ("Hand", "手札"),
    "hand_count": ("{n} in hand", "手札{n}枚"),
    "actions": ("Your choices", "選択肢"),
    "card": ("Card", "カード"),
    "log": ("Log", "ログ"),
    "waiting_ai": ("The opponent is thinking…", "相手が考えています…"),
    "waiting_other": ("Waiting for {name}…", "{name}の番です…"),
    "your_turn": ("{name}: your decision", "{name}：あなたの選択です"),
    "no_card": ("Move to a card to read it.", "カードを選ぶと内容が表示されます。"),
    "provenance": ("Provenance", "出典"),
    "effect_n": ("Effect {n}", "効果{n}"),
    # The English words are the card schema's own provenance notes.
    "prov_printed": (f"printed — {PROVENANCE_NOTE['printed']}", "印刷どおり — 実物のカードで確認済み"),
    "prov_reconstructed": (
        f"reconstructed — {PROVENANCE_NOTE['reconstructed']}",
        "復元 — 実在するカード。効果はルールの記述から、数値は未確認",
    ),
    "prov_sample": (
        f"sample — {PROVENANCE_NOTE['sample']}",
        "サンプル — cardtable用に作ったカード（実物なし）",
    ),
    "saved": ("Saved as {name}\n(in {folder})", "{name} に保存しました\n（{folder}）"),
    "saved_short": ("saved as {name}", "{name} に保存"),
    "save_failed": ("Could not save: {error}", "保存できませんでした：{error}"),
    "ai_failed": ("The AI failed: {error}", "AIでエラーが起きました：{error}"),
    "keys_game": (
        "1-9/Enter pick · Esc undo · i cards · a auto · Tab panel · ? help · s save · ^Q quit",
        "番号/Enter 決定 · Esc 戻す · i カード · a 自動 · Tab 移動 · ? ヘルプ · s 保存 · ^Q 終了",
    ),
    "cost": ("cost", "コスト"),
    "all_medaforce": ("all MedaForce", "メダフォース全部"),
    "unavailable": ("Not available now:", "今は選べないもの："),
    "progress": ("{text}", "{text}"),
    "progress_cancel": ("{text} (Esc: back to its start)", "{text}（Esc：最初に戻す）"),
    "confirm_warning": (
        "⚠ {warning} — choose it again to go ahead, Esc to think again",
        "⚠ {warning} — もう一度選ぶと実行、Escでやめる",
    ),
    "choice_cancelled": ("Back to the start of the choice.", "選択を最初に戻しました。"),
    "nothing_to_cancel": (
        "Nothing to take back: no choice in steps is open, or something was revealed since it began.",
        "戻せる選択はありません（複数手順の途中でないか、その後に何かが公開されました）。",
    ),
    "legend_title": ("What the board shows", "盤面の記号"),
    "help_close": ("Esc or ? closes this help.", "Escか?でヘルプを閉じます。"),
    # pass screen
    "pass_to": ("Pass to {name}", "{name}に交代してください"),
    "pass_help": (
        "The screen stays blank so nobody sees the other hand. Press Enter when {name} is ready.",
        "相手の手札が見えないよう画面を隠しています。{name}の準備ができたらEnterを押してください。",
    ),
    "ready": ("Ready", "準備OK"),
    # end screen
    "game_over": ("Game over", "ゲーム終了"),
    "winner": ("{name} wins", "{name}の勝ち"),
    "you_win": ("You win", "あなたの勝ち"),
    "draw": ("Draw", "引き分け"),
    "reason": ("Reason: {reason}", "理由：{reason}"),
    "end_help": (
        "Esc: look at the table · s: save · r: rematch · m: menu · q: quit",
        "Esc：場を見る · s：保存 · r：再戦 · m：メニュー · q：終了",
    ),
    # replay viewer
    "replay_title": ("Replay", "リプレイ"),
    "replay_step": ("Step {i} / {n}", "{i} / {n} 手目"),
    "replay_view": ("Seen by {name}", "{name}の視点"),
    "replay_help": (
        "←/→ step · Home/End first/last · v switch view · q quit",
        "←/→ 一手進む・戻る · Home/End 最初・最後 · v 視点切替 · q 終了",
    ),
    "replay_error": ("This record stops early: {error}", "この記録は途中で止まっています：{error}"),
    # looking at the table's cards (`i`)
    "inspect_help": (
        "Cards on the table · ↑/↓: card · z/Z: next/previous zone · Enter or Esc: back",
        "場のカード · ↑/↓：カード · z/Z：次/前のゾーン · EnterかEsc：戻る",
    ),
    "inspect_nothing": ("No card is in view.", "見えるカードはありません。"),
    "action_card": ("Choice {n} names: {where}", "選択肢{n}の対象：{where}"),
    # fewer trivial prompts
    "taken_for_you": ("taken for you (the only choice): {words}", "唯一の選択肢を自動で選択：{words}"),
    "confirm_pass": (
        "Press Enter again to {words}; another key or choice keeps playing.",
        "もう一度Enterで「{words}」。ほかのキーや選択肢で取り消し。",
    ),
    "auto_on": (
        "Forced moves are taken for you (a to turn off).",
        "唯一の選択肢は自動で選びます（aで切替）。",
    ),
    "auto_off": ("Every move waits for you (a to turn on).", "すべての選択を待ちます（aで切替）。"),
    "auto": ("Forced moves", "唯一の選択肢"),
    "auto_yes": ("take them for me", "自動で選ぶ"),
    "auto_no": ("always ask", "毎回たずねる"),
    # what happened since the viewer last chose
    "since": ("Since your choice: {events}", "あなたの選択後：{events}"),
    # menu: the preset decks
    "deck_cards": ("{n} cards", "{n}枚"),
    "deck_kinds": ("{kinds}", "{kinds}"),
    "deck_key": ("Most copies: {cards}", "枚数の多いカード：{cards}"),
    "deck_theme": ("{theme}", "{theme}"),
    "variants": ("Rule variants", "ルールの変更"),
    "variants_button": ("Rule variants… ({n} changed)", "ルールの変更…（{n}件）"),
    "variants_help": (
        "Each rule variant, with the rule it changes. Esc or Enter on Done goes back.",
        "ルールの変更点と、その規則。EscかOKで戻ります。",
    ),
    "variants_done": ("Done", "OK"),
    "house_rule": ("house rule", "ハウスルール"),
}

FIELD_NAMES: dict[str, tuple[str, str]] = {
    "kind": ("Kind", "種類"),
    "cost": ("Cost", "コスト"),
    "search_points": ("Search points", "捜索ポイント"),
    "mewmew": ("Mew Mew", "ミュウミュウ"),
    "battle_bonus": ("Battle bonus", "戦闘ボーナス"),
    "timing": ("When", "タイミング"),
    "special_move": ("Special move", "必殺技"),
    "rod": ("Mew Aqua Rod", "ミュウアクアロッド"),
    "model": ("Model", "形式番号"),
    "rarity": ("Rarity", "レアリティ"),
    "type": ("Type", "タイプ"),
    "armor": ("Armor", "装甲"),
    "power": ("Power", "威力"),
    "speed": ("Speed", "スピード"),
    "moves": ("Moves", "移動方向"),
    "power_transform": ("Power transform", "パワー変形"),
    "hp": ("HP", "HP"),
}
"""The card fields the detail panel lists, in both languages; a field not named here is not listed
(structured fields such as effects are said by the card's text)."""

FIELD_VALUES: dict[str, dict[str, tuple[str, str]]] = {
    "kind": {
        "aqua": ("Mew Aqua", "ミュウアクア"),
        "character": ("Character", "キャラクター"),
        "chimera": ("Chimera Anima", "キメラアニマ"),
        "event": ("Event", "イベント"),
        "item": ("Item", "アイテム"),
        "mewmew": ("Mew Mew", "ミュウミュウ"),
        "medachange": ("Medachange", "メダチェンジ"),
        "medarot": ("Medarot", "メダロット"),
        "medarotter": ("Medarotter", "メダロッター"),
    },
    "mewmew": {
        "ichigo": ("Mew Ichigo", "ミュウイチゴ"),
        "mint": ("Mew Mint", "ミュウミント"),
        "lettuce": ("Mew Lettuce", "ミュウレタス"),
        "pudding": ("Mew Pudding", "ミュウプリン"),
        "zakuro": ("Mew Zakuro", "ミュウザクロ"),
    },
    "timing": {
        "main": ("main step", "メインステップ"),
        "battle": ("in a battle", "戦闘中"),
        "any": ("main step or battle", "メインステップか戦闘中"),
    },
    "type": {
        "shooting": ("shooting", "射撃"),
        "melee": ("melee", "格闘"),
        "special": ("special", "特殊"),
    },
    "moves": {
        "F": ("↑ forward", "↑前"),
        "B": ("↓ back", "↓後"),
        "L": ("← left", "←左"),
        "R": ("→ right", "→右"),
        "FL": ("↖ forward-left", "↖左前"),
        "FR": ("↗ forward-right", "↗右前"),
        "BL": ("↙ back-left", "↙左後"),
        "BR": ("↘ back-right", "↘右後"),
    },
}
"""Card field values in words (a yes/no field reads "yes"; numbers are shown as they are)."""

YES = ("yes", "あり")


def field_name(name: str, lang: str) -> str | None:
    """A card field's name for the detail panel, or None for a field the panel does not list."""
    names = FIELD_NAMES.get(name)
    return None if names is None else names[lang == "ja"]


def field_value(name: str, value: object, lang: str) -> str:
    """A card field's value in words: enumerations translated, booleans as yes, lists joined."""
    if isinstance(value, bool):
        return YES[lang == "ja"] if value else ""
    if isinstance(value, list | tuple):
        return ", ".join(field_value(name, item, lang) for item in value)
    words = FIELD_VALUES.get(name, {}).get(str(value))
    return str(value) if words is None else words[lang == "ja"]


def tr(key: str, lang: str, **values: Any) -> str:
    """The interface string ``key`` in ``lang`` with ``{names}`` filled in."""
    en, ja = UI[key]
    return (ja if lang == "ja" else en).format(**values)


DECK_THEMES_JA: dict[str, str] = {
    "medarot/kabuto": "カブト：KBT型の射撃とメダチェンジ（プレイヤー0の標準デッキ）",
    "medarot/kuwagata": "クワガタ：KWG型の格闘とパワー変形（プレイヤー1の標準デッキ）",
    "medarot/specials": "特殊：特殊タイプのメダロットを、ドローと相手のストック妨害で支える",
    "mewmew/leotard": "レオタード・ミル：相手の山札を捨て札置き場に送り、ゲージで勝つ（サンプルデッキ）",
    "mewmew/mint": "ミント・コントロール：仲間を集め、追い払い、粘り勝つ（サンプルデッキ）",
    "mewmew/strawberry": "ストロベリー・ラッシュ：いちごと仲間がキメラアニマに正面から挑む（サンプルデッキ）",
}
"""The heading of each preset deck file (its theme) in Japanese, keyed ``game/preset``; the English
is the file's own heading. A test fails when a preset has no line here."""


def deck_theme(game: str, preset: str, heading: str, lang: str) -> str:
    """A preset's theme: its deck file's heading, or in Japanese its line in ``DECK_THEMES_JA``."""
    return DECK_THEMES_JA.get(f"{game}/{preset}", heading) if lang == "ja" else heading
