"""A printed or viewed replay of an unfinished game with a person in it shows only that person's view."""

import random
from pathlib import Path

import pytest

import cardtable
from cardtable.cli import main
from cardtable.sim.record import HUMAN, GameRecord


def unfinished_record(game_name: str, decisions: int = 40) -> GameRecord:
    game = cardtable.load_game(game_name)
    decks = [list(deck) for deck in game.default_decks()]
    record = GameRecord(game=game_name, seed=3, decks=decks, players=[HUMAN, "normal"])
    state = record.new_state()
    chooser = random.Random(0)
    for _ in range(decisions):
        action = chooser.choice(state.legal_actions())
        record.actions.append(action)
        state.apply(action)
    assert not state.is_terminal()
    return record


def test_open_seats() -> None:
    record = GameRecord(game="mewmew", seed=0, decks=[[], []], players=[HUMAN, "normal"])
    assert record.open_seats(finished=False) == [0]
    assert record.open_seats(finished=True) == [0, 1]
    record.players = ["normal", "hard"]
    assert record.open_seats(finished=False) == [0, 1]


@pytest.mark.parametrize("game_name", ["mewmew", "medarot"])
def test_printed_replay_of_a_saved_game_hides_the_ai_seat(
    game_name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = unfinished_record(game_name)
    path = tmp_path / "save.json"
    record.save(path)
    assert main(["replay", str(path)]) == 0
    printed = capsys.readouterr().out
    state = record.replay()
    seen = {entry["text"] for entry in state.log_for(0)}
    secret = {entry["text"] for entry in state.log} - seen
    assert secret, "the game should have events player 0 may not read in full"
    assert not any(f"] {text}\n" in printed for text in secret)
    assert "log as player 0 saw it" in printed
    assert "player 1: (hidden until the game is over)" in printed


def test_replay_view_opens_the_viewer(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import cardtable.tui.replay_app as replay_app

    opened: list[tuple[GameRecord, str]] = []
    monkeypatch.setattr(replay_app, "run_replay_viewer", lambda record, lang: opened.append((record, lang)))
    path = tmp_path / "save.json"
    unfinished_record("mewmew", 5).save(path)
    assert main(["replay", str(path), "--view", "--lang", "ja"]) == 0
    assert len(opened) == 1 and opened[0][1] == "ja" and len(opened[0][0].actions) == 5
