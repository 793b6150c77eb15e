"""The keys of the terminal UI, for the help pages: taken from the key lines the UI itself shows,
so the page and the screen never disagree."""

from __future__ import annotations

from cardtable.tui.text import tr

_SCREENS: tuple[tuple[str, str, str], ...] = (
    ("In a game", "対局中", "keys_game"),
    ("Game over", "ゲーム終了後", "end_help"),
    ("Replay (`cardtable replay FILE --view`)", "リプレイ（`cardtable replay FILE --view`）", "replay_help"),
    ("Menu", "メニュー", "menu_help"),
)
"""Each screen with a key line: its name in English and Japanese, and the UI string of its keys."""


def keys_markdown(lang: str) -> str:
    """One line per screen: where you are, then the keys the UI shows there."""
    separator = "：" if lang == "ja" else ": "
    return "\n".join(
        f"- **{ja if lang == 'ja' else en}**{separator}{tr(key, lang)}" for en, ja, key in _SCREENS
    )
