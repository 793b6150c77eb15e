"""The how-to-play pages: every game in every language, complete, in step with the flags and the digest."""

from __future__ import annotations

import inspect
import re
from importlib import resources
from pathlib import Path

import pytest
from markdown_it import MarkdownIt

import cardtable
from cardtable import SpecError
from cardtable.core.flags import resolve_flags
from cardtable.help import LANGS, VARIANTS_MARKER, rules_markdown, sections
from cardtable.help.variants import FLAG_EXPLANATIONS_JA
from cardtable.tui.boards import medarot as medarot_board
from cardtable.tui.boards import mewmew as mewmew_board
from cardtable.tui.text import tr

RULES = Path(__file__).resolve().parents[3] / "shared" / "rules"
DIGESTS = {"medarot": RULES / "medarot.md", "mewmew": RULES / "mewmew.md"}
RULE_ID = re.compile(r"\bM[DM]-\d+(?:\.\d+)*")
PAGES = [(game, lang) for game in sorted(cardtable.GAMES) for lang in LANGS]
LEGEND_TITLES = {"en": "The terminal board", "ja": "ターミナル画面の見方"}
BOARDS = {"medarot": medarot_board, "mewmew": mewmew_board}
# The marks a board draws: arrows, geometric shapes, dingbats and the bullet.
BOARD_MARK = re.compile(r"[\u2022\u2190-\u21ff\u25a0-\u25ff\u2700-\u27bf\u27f0-\u27ff]")


def _cited(markdown: str) -> set[str]:
    """Rule ids a text cites, ranges such as MD-7.5–7.8 giving both ends."""
    ids = set(RULE_ID.findall(markdown))
    for prefix, end in re.findall(r"\b(M[DM]-)\d+(?:\.\d+)*[–-](\d+(?:\.\d+)*)\b", markdown):
        ids.add(prefix + end)
    return ids


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_every_page_is_a_full_rulebook(game: str, lang: str) -> None:
    page = rules_markdown(game, lang)
    assert page.startswith("# ")
    assert len(page) > 8000
    assert len(sections(game, lang)) >= 12
    assert VARIANTS_MARKER not in page


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_page_lists_every_flag_with_its_rule_and_values(game: str, lang: str) -> None:
    page = rules_markdown(game, lang)
    for spec in cardtable.load_game(game).FLAGS:
        assert f"**`{spec.name}`** *({spec.rule})*" in page


def house_rules(game: str) -> dict[str, object]:
    """Flag -> the value that contradicts the Japanese source (each FlagSpec's ``house_rule``)."""
    return {spec.name: value for spec in cardtable.load_game(game).FLAGS for value in spec.house_rule}


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_house_rules_are_marked_as_contradicting_the_source(game: str, lang: str) -> None:
    # MM-5.4 (win_check=immediate) and MM-6.3.2 (search_counts_asleep=false) say so in the digest.
    marker = "house rule" if lang == "en" else "ハウスルール"
    variant_lines = [line for line in rules_markdown(game, lang).splitlines() if line.startswith("  ")]
    marked = [line for line in variant_lines if marker in line]
    assert len(marked) == len(house_rules(game))


def test_the_two_house_rules_of_the_digest_are_known() -> None:
    flags = {spec.name: spec for spec in cardtable.load_game("mewmew").FLAGS}
    assert flags["win_check"].is_house_rule("immediate")
    assert flags["search_counts_asleep"].is_house_rule(False)
    assert not flags["search_counts_asleep"].is_house_rule(True)
    assert not flags["win_check"].is_house_rule("after_battle")


@pytest.mark.parametrize("game", sorted(cardtable.GAMES))
def test_house_rules_name_real_flag_values(game: str) -> None:
    flags = {spec.name: spec for spec in cardtable.load_game(game).FLAGS}
    for name, value in house_rules(game).items():
        assert value in flags[name].choices and value != flags[name].default


@pytest.mark.parametrize("game", sorted(cardtable.GAMES))
def test_every_flag_has_a_japanese_explanation(game: str) -> None:
    names = {spec.name for spec in cardtable.load_game(game).FLAGS}
    assert set(FLAG_EXPLANATIONS_JA[game]) == names  # a new flag needs its Japanese words here


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_cited_rule_ids_exist_in_the_digest(game: str, lang: str) -> None:
    if not DIGESTS[game].exists():
        pytest.skip(f"{DIGESTS[game]} is not here")
    defined = set(RULE_ID.findall(DIGESTS[game].read_text(encoding="utf-8")))
    cited = _cited(rules_markdown(game, lang))
    assert len(cited) > 30
    assert cited <= defined, sorted(cited - defined)


@pytest.mark.parametrize("game", sorted(cardtable.GAMES))
def test_english_and_japanese_have_the_same_sections_citing_the_same_rules(game: str) -> None:
    english, japanese = sections(game, "en"), sections(game, "ja")
    assert len(english) == len(japanese)
    for (en_title, en_body), (ja_title, ja_body) in zip(english, japanese, strict=True):
        assert _cited(en_body) == _cited(ja_body), (en_title, ja_title)


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_sections_cover_the_page(game: str, lang: str) -> None:
    page = rules_markdown(game, lang)
    parts = sections(game, lang)
    assert page.startswith(f"# {parts[0][0]}\n")
    for title, body in parts[1:]:
        assert f"## {title}\n" in page
        assert body.strip() in page


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_markdown_renders_without_stray_markers(game: str, lang: str) -> None:
    # Japanese emphasis next to punctuation can fail to open or close: the ** would show as text.
    html = MarkdownIt("commonmark").render(rules_markdown(game, lang))
    text = re.sub(r"<code>.*?</code>|<[^>]+>", "", html)
    assert "**" not in text and "*(" not in text


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_board_legend_explains_every_mark_the_board_draws(game: str, lang: str) -> None:
    drawn = set(BOARD_MARK.findall(inspect.getsource(BOARDS[game])))
    legend = dict(sections(game, lang))[LEGEND_TITLES[lang]]
    assert drawn, "the board draws marks"
    assert drawn <= set(legend), sorted(drawn - set(legend))


def test_pages_are_package_resources() -> None:
    # Installed users have only the package: the pages must travel inside it (hatchling ships
    # every file under src/cardtable in the wheel).
    texts = resources.files("cardtable.help").joinpath("texts")
    names = {entry.name for entry in texts.iterdir()}
    assert {f"{game}.{lang}.md" for game, lang in PAGES} <= names


@pytest.mark.parametrize(("game", "lang"), [("chess", "en"), ("medarot", "fr"), ("mewmew", "EN")])
def test_unknown_game_or_language_is_a_spec_error(game: str, lang: str) -> None:
    with pytest.raises(SpecError):
        rules_markdown(game, lang)
    with pytest.raises(SpecError):
        sections(game, lang)


@pytest.mark.parametrize(("game", "lang"), PAGES)
def test_legend_gives_the_keys_the_screens_show(game: str, lang: str) -> None:
    legend = dict(sections(game, lang))[LEGEND_TITLES[lang]]
    for key_line in ("keys_game", "end_help", "replay_help", "menu_help"):
        assert tr(key_line, lang) in legend


@pytest.mark.parametrize("game", sorted(cardtable.GAMES))
def test_flag_values_are_written_as_they_are_typed_after_flag(game: str) -> None:
    # Each value the page shows, typed as `--flag NAME=VALUE`, gives back that choice exactly.
    specs = cardtable.load_game(game).FLAGS
    lines = iter(rules_markdown(game, "en").splitlines())
    for line in lines:
        match = re.match(r"- \*\*`(\w+)`\*\*", line)
        if match is None:
            continue
        spec = next(spec for spec in specs if spec.name == match.group(1))
        typed = re.findall(r"`([^`]+)`", next(lines))
        resolved = [resolve_flags(specs, {spec.name: text})[spec.name] for text in typed]
        assert [(type(v), v) for v in resolved] == [(type(c), c) for c in spec.choices]
