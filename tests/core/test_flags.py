"""Variant flags: defaults, validation, command-line parsing."""

import pytest

import cardtable
from cardtable.core.errors import SpecError
from cardtable.core.flags import FlagSpec, parse_flag_assignments, resolve_flags

SPECS = (
    FlagSpec("mode", "a", ("a", "b"), "X-1", "a word flag"),
    FlagSpec("limit", None, (None, 3), "X-2", "an optional number"),
    FlagSpec("strict", True, (True, False), "X-3", "a switch"),
)


def test_defaults_fill_in() -> None:
    assert resolve_flags(SPECS, {}) == {"mode": "a", "limit": None, "strict": True}


def test_values_from_a_command_line_are_parsed() -> None:
    given = parse_flag_assignments(["limit=3", "strict=false", "mode=b"])
    assert resolve_flags(SPECS, given) == {"mode": "b", "limit": 3, "strict": False}


def test_unknown_flag_lists_the_known_ones() -> None:
    with pytest.raises(SpecError, match=r"unknown flag 'nope'.*limit, mode, strict"):
        resolve_flags(SPECS, {"nope": 1})


def test_bad_value_names_the_rule_and_choices() -> None:
    with pytest.raises(SpecError, match=r"limit \(X-2\) cannot be 4; choose one of None, 3"):
        resolve_flags(SPECS, {"limit": 4})


def test_one_is_not_taken_for_true() -> None:
    with pytest.raises(SpecError):
        resolve_flags(SPECS, {"strict": 1})


def test_malformed_assignment() -> None:
    with pytest.raises(SpecError, match="name=value"):
        parse_flag_assignments(["strict"])


def test_MM_5_4_and_MM_6_3_2_seed_contradicting_values_are_listed_as_house_rules(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from cardtable.cli import main

    assert main(["flags", "mewmew"]) == 0
    listed = capsys.readouterr().out
    assert "'immediate' (house rule)" in listed
    assert "False (house rule)" in listed
    assert listed.count("(house rule)") == 2, "only values that contradict the seed are house rules"
    house = {spec.name: spec.house_rule for spec in cardtable.load_game("mewmew").FLAGS if spec.house_rule}
    assert house == {"win_check": ("immediate",), "search_counts_asleep": (False,)}
