"""How to play each game, in English and Japanese: one Markdown source for the terminal and the browser.

The hand-written pages live in ``texts/GAME.LANG.md`` (shipped inside the package). Two parts are
generated so they can never fall behind what they describe: the "Rule variants" section from the
game's ``FLAGS``, and the terminal UI's keys from the key lines the UI shows.

    >>> from cardtable.help import rules_markdown, sections
    >>> page = rules_markdown("medarot", "ja")          # the whole page
    >>> [title for title, _ in sections("mewmew", "en")] # a table of contents
"""

from __future__ import annotations

from importlib import resources

import cardtable
from cardtable.core.errors import SpecError
from cardtable.help.keys import keys_markdown
from cardtable.help.variants import variants_markdown

__all__ = ["KEYS_MARKER", "LANGS", "VARIANTS_MARKER", "rules_markdown", "sections"]

LANGS = ("en", "ja")
VARIANTS_MARKER = "<!-- rule variants -->"
"""The line of a page that the generated list of rule variant flags replaces."""
KEYS_MARKER = "<!-- terminal keys -->"
"""The line of a page that the terminal UI's own key lines replace."""

_SECTION = "## "


def rules_markdown(game: str, lang: str) -> str:
    """The whole how-to-play page of ``game`` in ``lang`` ("en" or "ja"), as Markdown."""
    page = _page_source(game, lang)
    generated = {VARIANTS_MARKER: variants_markdown(game, lang), KEYS_MARKER: keys_markdown(lang)}
    for marker, text in generated.items():
        if marker not in page:
            raise SpecError(f"the {game} {lang} help page has no {marker} line")
        page = page.replace(marker, text)
    return page


def sections(game: str, lang: str) -> list[tuple[str, str]]:
    """The page cut at its ``##`` headings: (title, body) pairs, the body without its heading line.

    The page title and introduction before the first ``##`` heading are the first pair, titled with
    the page title."""
    lines = rules_markdown(game, lang).splitlines()
    title = lines[0].removeprefix("# ").strip()
    cut: list[tuple[str, list[str]]] = [(title, [])]
    for line in lines[1:]:
        if line.startswith(_SECTION):
            cut.append((line.removeprefix(_SECTION).strip(), []))
        else:
            cut[-1][1].append(line)
    return [(heading, "\n".join(body).strip() + "\n") for heading, body in cut]


def _page_source(game: str, lang: str) -> str:
    if game not in cardtable.GAMES:
        raise SpecError(f"unknown game {game!r}; choose one of {', '.join(cardtable.GAMES)}")
    if lang not in LANGS:
        raise SpecError(f"unknown language {lang!r}; choose one of {', '.join(LANGS)}")
    page = resources.files("cardtable.help").joinpath("texts", f"{game}.{lang}.md")
    return page.read_text(encoding="utf-8")
