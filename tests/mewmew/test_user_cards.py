"""User card sets (docs/cards.md): a TOML file of cards added to the pool with ``cards=`` / ``--cards``,
and the sample card "draw 2, then discard 1" that needed only its TOML and the ``discard`` op."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

import cardtable
from cardtable.catalog import card_reference
from cardtable.cli import main
from cardtable.core.errors import CardDataError
from cardtable.games.mewmew.game import MewMewGame
from cardtable.games.mewmew.state import MewMewState

ROOT = Path(__file__).parents[2]
SAMPLE_SET = ROOT / "examples" / "cards" / "mewmew"
SHOPPING_LIST = "MMX-001"


@pytest.fixture
def game() -> MewMewGame:
    loaded = cardtable.load_game("mewmew", cards=[str(SAMPLE_SET)])
    assert isinstance(loaded, MewMewGame)
    return loaded


def _main_step(game: MewMewGame, hand: list[str], deck: list[str]) -> MewMewState:
    """Player 0's main step with ``hand``, one gauge card and ``deck`` (top first)."""
    spec = {
        "step": "main",
        "players": [{"hand": hand, "gauge": ["MMS-031"], "deck": deck}, {"deck": ["MMS-031"] * 10}],
    }
    state = game.position(spec)
    assert isinstance(state, MewMewState)
    return state


def _use_and_pay(s: MewMewState, card: str) -> None:
    s.apply(s.find_action(kind="use", card=card))
    s.apply(s.find_action(kind="pay", card="MMS-031"))  # MM-6.2.3: the gauge card goes on the deck top


def test_op_discard_draw_2_then_discard_1_of_your_choice(game: MewMewGame) -> None:
    s = _main_step(game, [SHOPPING_LIST, "MMS-013"], ["MMS-011"] + ["MMS-031"] * 10)
    _use_and_pay(s, SHOPPING_LIST)
    decision = s.observation(0)["decision"]
    assert (
        decision["kind"] == "effect_discard" and decision["card"] == SHOPPING_LIST and decision["count"] == 1
    )
    assert sorted(game.ids[c] for c in s.hand[0]) == ["MMS-011", "MMS-013", "MMS-031"]  # drew 2 first
    action = s.find_action(kind="discard", card="MMS-013")
    assert s.action_info(action) == {"kind": "discard", "player": 0, "card": "MMS-013", "zone": "hand",
                                     "source": SHOPPING_LIST, "step": {"done": 0, "of": 1}}  # fmt: skip
    assert s.action_to_string(action) == f"discard {game.card('MMS-013').name_en}"
    s.apply(action)
    assert s.observation(0)["decision"]["kind"] == "main"
    assert sorted(game.ids[c] for c in s.hand[0]) == ["MMS-011", "MMS-031"]
    assert [game.ids[c] for c in s.disc[0]] == ["MMS-013", SHOPPING_LIST]
    discarded = [e for e in s.log_for(1) if e["kind"] == "discarded"]
    assert discarded[-1]["card"] == "MMS-013"  # discards are public, by card id


def test_op_discard_takes_the_whole_hand_without_asking_when_it_holds_no_more(game: MewMewGame) -> None:
    s = _main_step(game, [SHOPPING_LIST], [])  # the deck is only the paid card: the draw gets 1
    _use_and_pay(s, SHOPPING_LIST)
    assert s.observation(0)["decision"]["kind"] == "main" and s.hand[0] == []
    assert [game.ids[c] for c in s.disc[0]] == ["MMS-031", SHOPPING_LIST]


def test_the_user_card_set_adds_to_the_pool_and_saves_with_it(game: MewMewGame) -> None:
    own = cardtable.load_game("mewmew", cards=())
    assert len(game.cards) == len(own.cards) + 1 and game.card(SHOPPING_LIST).provenance == "sample"
    s = _main_step(game, [SHOPPING_LIST], ["MMS-031"] * 5)
    assert cardtable.state_from_json(s.to_json()).to_json() == s.to_json()
    with pytest.raises(cardtable.SpecError, match="user card sets"):
        own.from_json(s.to_json())


def test_a_printed_card_says_where_it_was_read(tmp_path: Path) -> None:
    text = (SAMPLE_SET / "draw_then_discard.toml").read_text(encoding="utf-8")
    printed = tmp_path / "mine.toml"
    printed.write_text(text.replace('provenance = "sample"', 'provenance = "printed"'), encoding="utf-8")
    with pytest.raises(CardDataError, match=r"mine\.toml: card MMX-001: field .*source"):
        cardtable.load_game("mewmew", cards=[str(printed)])
    printed.write_text(
        text.replace('provenance = "sample"', 'provenance = "printed"\nsource = "Starter, No. 41"'),
        encoding="utf-8",
    )
    assert cardtable.load_game("mewmew", cards=[str(printed)]).card(SHOPPING_LIST).source == "Starter, No. 41"


def test_cards_check_names_file_card_and_field(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    broken = tmp_path / "broken.toml"
    text = (SAMPLE_SET / "draw_then_discard.toml").read_text(encoding="utf-8")
    broken.write_text(text.replace('{ op = "discard", n = 1 }', '{ op = "shuffle" }'), encoding="utf-8")
    assert main(["cards", "check", str(broken), "--game", "mewmew"]) == 1
    out = capsys.readouterr().out
    assert "broken.toml: card MMX-001: field effect.1" in out and "unknown op 'shuffle'" in out
    assert main(["cards", "check", str(SAMPLE_SET / "draw_then_discard.toml")]) == 0


def test_simulate_plays_games_with_a_user_card_from_cards(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    preset = (ROOT / "src/cardtable/games/mewmew/decks/strawberry.txt").read_text(encoding="utf-8")
    deck = tmp_path / "with_list.txt"
    deck.write_text(preset.replace("3 MMS-011", f"1 MMS-011\n2 {SHOPPING_LIST}"), encoding="utf-8")
    out = tmp_path / "games.jsonl"
    replays = str(tmp_path / "replays")
    argv = ["simulate", "mewmew", "--cards", str(SAMPLE_SET), "--games", "4", "--workers", "1", "--json",
            "--decks", f"{deck},{deck}", "--out", str(out), "--replays", replays]  # fmt: skip
    assert main(argv) == 0
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert len(rows) == 4 and all(row.get("error") is None for row in rows)
    assert cardtable.CARDS_ENV not in os.environ  # the option does not outlive the command
    assert main(["deck", "check", str(deck), "--cards", str(SAMPLE_SET)]) == 0


def test_docs_cards_md_is_generated_from_the_registries() -> None:
    written = (ROOT / "docs" / "cards.md").read_text(encoding="utf-8")
    assert written == card_reference(), "docs/cards.md is stale: run `cardtable cards doc > docs/cards.md`"
    for op in ("draw", "discard", "hook"):
        assert f"- `{op}`" in written
