"""The play app's remembered choices (the menu's last game, decks, opponent, language, variants, and
whether forced moves are taken for the player), in the user's config folder (platformdirs).

A missing, unreadable or damaged file is never an error: the menu starts from its defaults, and
each remembered value is used only if the current install still offers it.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import platformdirs

from cardtable.core.flags import FlagValue

CONFIG_NAME = "play.json"


def config_path() -> Path:
    """``play.json`` in the user config folder (``$XDG_CONFIG_HOME/cardtable`` on Linux)."""
    return Path(platformdirs.user_config_dir("cardtable")) / CONFIG_NAME


@dataclass
class Settings:
    game: str | None = None
    opponent: str | None = None
    lang: str | None = None
    decks: dict[str, list[str]] = field(default_factory=dict)
    """Per game: the two preset names last chosen (the player's, the opponent's)."""
    flags: dict[str, dict[str, FlagValue]] = field(default_factory=dict)
    """Per game: the rule variants last chosen (only those differing from the defaults)."""
    auto: bool = True
    """Take a forced move for the player when it reveals nothing (see ``GameScreen._forced``)."""


def _text(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def load_settings(path: Path | None = None) -> Settings:
    """The remembered settings; defaults for anything missing or not of the expected shape."""
    try:
        raw = json.loads((path or config_path()).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return Settings()
    if not isinstance(raw, dict):
        return Settings()
    decks = (
        {
            str(game): [str(name) for name in pair]
            for game, pair in (raw.get("decks") or {}).items()
            if isinstance(pair, list) and len(pair) == 2 and all(isinstance(name, str) for name in pair)
        }
        if isinstance(raw.get("decks"), dict)
        else {}
    )
    flags = (
        {
            str(game): {
                str(name): value
                for name, value in chosen.items()
                if value is None or isinstance(value, str | int | bool)
            }
            for game, chosen in (raw.get("flags") or {}).items()
            if isinstance(chosen, dict)
        }
        if isinstance(raw.get("flags"), dict)
        else {}
    )
    auto = raw.get("auto", True)
    return Settings(
        game=_text(raw.get("game")),
        opponent=_text(raw.get("opponent")),
        lang=_text(raw.get("lang")),
        decks=decks,
        flags=flags,
        auto=auto if isinstance(auto, bool) else True,
    )


def save_settings(settings: Settings, path: Path | None = None) -> bool:
    """Write the settings; False when the folder cannot be written (the game goes on regardless)."""
    target = path or config_path()
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(asdict(settings), ensure_ascii=False, indent=2), encoding="utf-8")
    except OSError:
        return False
    return True
