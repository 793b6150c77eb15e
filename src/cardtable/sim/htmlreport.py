"""``cardtable report``: simulate --out files turned into one self-contained HTML page of plots and tables.

The page embeds its plots as base64 PNG, so it can be mailed or opened anywhere with nothing beside it.
"""

from __future__ import annotations

import base64
import html
import io
from collections.abc import Sequence
from pathlib import Path

import cardtable
from cardtable.core.errors import SpecError
from cardtable.sim.analysis import Analysis, Rate
from cardtable.sim.plots import plots

DPI = 110
STYLE = """
body { font-family: system-ui, sans-serif; max-width: 960px; margin: 2em auto; color: #222; }
table { border-collapse: collapse; margin: 1em 0; }
th, td { border-bottom: 1px solid #ddd; padding: 0.25em 0.7em; text-align: right; }
th:first-child, td:first-child { text-align: left; }
img { max-width: 100%; margin: 1em 0; }
.flag { color: #b00; font-weight: bold; }
"""


def card_names(analysis: Analysis) -> dict[str, str]:
    """Card id -> "English name (id)" when the rows are of one known game; ids alone otherwise."""
    if len(analysis.game_names) != 1:
        return {}
    try:
        game = cardtable.load_game(next(iter(analysis.game_names)))
    except (SpecError, KeyError, ValueError):
        return {}
    return {
        card: f"{game.card(card).name('en')} ({card})" for card in analysis.cards if card in game.card_index
    }


def _percent(rate: Rate) -> str:
    if not rate.trials:
        return "–"
    low, high = rate.ci95
    return f"{100 * rate.rate:.1f}% [{100 * low:.1f}, {100 * high:.1f}]"


def _table(header: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    head = "".join(f"<th>{html.escape(str(cell))}</th>" for cell in header)
    body = "".join(
        "<tr>"
        + "".join(f"<td>{cell if isinstance(cell, Markup) else html.escape(str(cell))}</td>" for cell in row)
        + "</tr>"
        for row in rows
    )
    return f"<table><tr>{head}</tr>{body}</table>"


class Markup(str):
    """Table cell text that is already HTML."""


def _card_table(analysis: Analysis, names: dict[str, str]) -> str:
    never = set(analysis.never_played())
    rows = []
    for card in sorted(analysis.cards, key=lambda card: names.get(card, card)):
        figures = analysis.cards[card]
        difference = (
            f"{100 * (figures.played.rate - figures.unplayed.rate):+.1f}"
            if figures.played.trials and figures.unplayed.trials
            else "–"
        )
        flag = Markup('<span class="flag">never played</span>') if card in never else ""
        rows.append(
            [
                names.get(card, card),
                figures.played.trials,
                _percent(figures.played),
                figures.unplayed.trials,
                _percent(figures.unplayed),
                difference,
                flag,
            ]
        )
    return _table(
        [
            "card",
            "sides played it",
            "win rate played [95%]",
            "sides drew, not played",
            "win rate not played [95%]",
            "difference, points",
            "",
        ],
        rows,
    )


def render(
    analysis: Analysis, images: dict[str, bytes], sources: Sequence[Path], names: dict[str, str]
) -> str:
    """The whole page."""
    runs = _table(
        ["game", "agent A", "agent B", "games"],
        [[game, a, b, games] for (game, a, b), games in sorted(analysis.runs.items())],
    )
    figures = _table(
        ["", "value"],
        [
            ["games", analysis.games],
            ["finished", analysis.finished],
            ["draws", analysis.draws],
            ["failures (not counted)", analysis.failures],
            ["first player wins [95%]", _percent(analysis.first_player)],
            *[[f"{agent} wins [95%]", _percent(rate)] for agent, rate in sorted(analysis.agents.items())],
        ],
    )
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8"><title>cardtable simulation report</title>',
        f"<style>{STYLE}</style></head><body>",
        "<h1>cardtable simulation report</h1>",
        f"<p>From {', '.join(html.escape(str(path)) for path in sources)}. Seats swap every game; intervals"
        " are 95% Wilson; a side is one seat of one finished game.</p>",
        runs,
        figures,
    ]
    for name, png in images.items():
        encoded = base64.b64encode(png).decode("ascii")
        parts.append(f'<img alt="{name}" src="data:image/png;base64,{encoded}">')
    if analysis.cards:
        never = analysis.never_played()
        parts += [
            f"<h2>Cards ({analysis.card_games} games with card records)</h2>",
            "<p>Each card's win rate over the sides that played it, against the sides that drew it and never"
            " played it. A card with a large positive difference wins games when it is played (or is played"
            ' by sides already winning); <span class="flag">never played</span> cards were drawn and never'
            " played in any game.</p>",
            "<p>Never played: "
            + html.escape(", ".join(names.get(card, card) for card in never) or "none")
            + ".</p>",
            _card_table(analysis, names),
        ]
    elif analysis.games:
        parts.append("<p>No card records: run simulate with --card-stats for the card analysis.</p>")
    parts.append("</body></html>")
    return "\n".join(parts)


def draw(analysis: Analysis, names: dict[str, str]) -> dict[str, bytes]:
    """Every plot as PNG bytes, by name."""
    images = {}
    for name, make in plots(analysis, names).items():
        buffer = io.BytesIO()
        make().savefig(buffer, format="png", dpi=DPI)
        images[name] = buffer.getvalue()
    return images


def write_report(analysis: Analysis, sources: Sequence[Path], out: Path, png_dir: Path | None) -> list[Path]:
    """Write the page to ``out`` (and each plot to ``png_dir``); returns the files written."""
    try:
        import matplotlib  # noqa: F401  (only to say how to get it)
    except ImportError:
        raise SpecError("cardtable report needs matplotlib: pip install 'cardtable[report]'") from None
    names = card_names(analysis)
    images = draw(analysis, names)
    written = [out]
    out.write_text(render(analysis, images, sources, names), encoding="utf-8")
    if png_dir is not None:
        png_dir.mkdir(parents=True, exist_ok=True)
        for name, png in images.items():
            (png_dir / f"{name}.png").write_bytes(png)
            written.append(png_dir / f"{name}.png")
    return written
