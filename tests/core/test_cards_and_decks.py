"""Card data files (schema errors name file, card and field) and deck files (line-numbered errors)."""

from pathlib import Path

import pytest

from cardtable.core.cards import CardBase, load_card_files
from cardtable.core.decks import format_deck, parse_deck
from cardtable.core.errors import CardDataError, DeckError


class Card(CardBase):
    cost: int


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


GOOD = """
[[card]]
id = "T-1"
name_ja = "テスト"
name_en = "Test"
provenance = "sample"
cost = 2
"""


def test_a_good_file_loads(tmp_path: Path) -> None:
    cards = load_card_files([write(tmp_path, "a.toml", GOOD)], Card)
    assert cards[0].cost == 2 and cards[0].name("ja") == "テスト"


def test_a_broken_field_names_file_card_and_field(tmp_path: Path) -> None:
    broken = GOOD.replace("cost = 2", 'cost = "two"')
    with pytest.raises(CardDataError, match=r"b.toml: card T-1: field cost: "):
        load_card_files([write(tmp_path, "b.toml", broken)], Card)


def test_a_missing_field_is_named(tmp_path: Path) -> None:
    with pytest.raises(CardDataError, match=r"c.toml: card T-1: field provenance"):
        load_card_files([write(tmp_path, "c.toml", GOOD.replace('provenance = "sample"', ""))], Card)


def test_provenance_must_be_one_of_three(tmp_path: Path) -> None:
    with pytest.raises(CardDataError, match="field provenance"):
        load_card_files([write(tmp_path, "d.toml", GOOD.replace('"sample"', '"invented"'))], Card)


def test_an_unknown_field_is_rejected(tmp_path: Path) -> None:
    with pytest.raises(CardDataError, match="field speed"):
        load_card_files([write(tmp_path, "e.toml", GOOD + "speed = 3\n")], Card)


def test_duplicate_ids_across_files(tmp_path: Path) -> None:
    files = [write(tmp_path, "f.toml", GOOD), write(tmp_path, "g.toml", GOOD)]
    with pytest.raises(CardDataError, match=r"g\.toml: card T-1: field id: also defined in f\.toml"):
        load_card_files(files, Card)


def test_invalid_toml(tmp_path: Path) -> None:
    with pytest.raises(CardDataError, match=r"h\.toml: not valid TOML"):
        load_card_files([write(tmp_path, "h.toml", "[[card]\n")], Card)


POOL = [
    Card(id="A-1", name_ja="甲", name_en="Alpha One", provenance="sample", cost=1),
    Card(id="B-2", name_ja="乙", name_en="Beta", provenance="sample", cost=1),
]


def test_deck_lines_by_id_and_names_with_comments() -> None:
    text = "# my deck\n2 A-1  # by id\n1 乙\n\n1 alpha one\n"
    assert parse_deck(text, POOL) == ["A-1", "A-1", "B-2", "A-1"]


def test_deck_errors_are_line_numbered() -> None:
    with pytest.raises(DeckError) as caught:
        parse_deck("2 A-1\nthree B-2\n1 Gamma\n", POOL)
    assert caught.value.problems == [
        "line 2: expected 'COUNT CARD', got 'three B-2'",
        "line 3: unknown card 'Gamma'",
    ]


def test_format_deck_round_trips() -> None:
    deck = ["A-1", "B-2", "A-1"]
    assert sorted(parse_deck(format_deck(deck, POOL, "t"), POOL)) == sorted(deck)
