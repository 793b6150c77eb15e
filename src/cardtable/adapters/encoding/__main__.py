"""Print a game's tensor layout as Markdown, or refresh the tables in a doc: ``--write docs/research.md``.

``python -m cardtable.adapters.encoding mewmew [flag=value ...]`` prints one table;
``python -m cardtable.adapters.encoding --write FILE`` rewrites every block of FILE between
``<!-- generated: GAME -->`` and ``<!-- end: GAME -->`` with that game's table (default flags).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from cardtable import load_game
from cardtable.adapters.encoding import encoder_for

USAGE = "usage: python -m cardtable.adapters.encoding GAME [flag=value ...] | --write FILE"
BLOCK = re.compile(r"(<!-- generated: (\w+) -->\n).*?(<!-- end: \2 -->)", re.DOTALL)


def table(name: str, flags: dict[str, str] | None = None) -> str:
    # load_game reads flag values written as text (true, 3, none, a word).
    return encoder_for(load_game(name, **(flags or {}))).layout.markdown()


def write(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    path.write_text(BLOCK.sub(lambda m: f"{m[1]}{table(m[2])}\n{m[3]}", text), encoding="utf-8")


def main(argv: list[str]) -> int:
    if len(argv) == 2 and argv[0] == "--write":
        write(Path(argv[1]))
    elif argv and not argv[0].startswith("-"):
        print(table(argv[0], dict(item.split("=", 1) for item in argv[1:])))
    else:
        print(USAGE, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
