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
        "1-9 or Enter: pick · Tab: next panel · s: save · Ctrl+Q: quit",
        "1-9・Enter：決定 · Tab：移動 · s：保存 · Ctrl+Q：終了",
    ),
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
    "draw": ("Draw", "引き分け"),
    "reason": ("Reason: {reason}", "理由：{reason}"),
    "end_help": ("Esc: look at the table · q: quit", "Esc：場を見る · q：終了"),
    # replay viewer
    "replay_title": ("Replay", "リプレイ"),
    "replay_step": ("Step {i} / {n}", "{i} / {n} 手目"),
    "replay_view": ("Seen by {name}", "{name}の視点"),
    "replay_help": (
        "←/→ step · Home/End first/last · v switch view · q quit",
        "←/→ 一手進む・戻る · Home/End 最初・最後 · v 視点切替 · q 終了",
    ),
    "replay_error": ("This record stops early: {error}", "この記録は途中で止まっています：{error}"),
}

FIELD_NAMES_JA: dict[str, str] = {
    "kind": "種類",
    "cost": "コスト",
    "search_points": "捜索ポイント",
    "mewmew": "ミュウミュウ",
    "battle_bonus": "戦闘ボーナス",
    "timing": "タイミング",
    "special_move": "必殺技",
    "rod": "ミュウアクアロッド",
    "model": "形式番号",
    "rarity": "レアリティ",
    "type": "タイプ",
    "armor": "装甲",
    "power": "威力",
    "speed": "スピード",
    "moves": "移動方向",
    "power_transform": "パワー変形",
    "hp": "HP",
    "effects": "効果",
}
"""Japanese names of the card fields the detail panel lists (English shows the field's own name)."""


def field_name(name: str, lang: str) -> str:
    """A card field's name for the detail panel."""
    return FIELD_NAMES_JA.get(name, name) if lang == "ja" else name.replace("_", " ")


def tr(key: str, lang: str, **values: Any) -> str:
    """The interface string ``key`` in ``lang`` with ``{names}`` filled in."""
    en, ja = UI[key]
    return (ja if lang == "ja" else en).format(**values)
