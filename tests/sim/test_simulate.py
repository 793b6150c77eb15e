"""``cardtable simulate`` and ``cardtable replay`` end to end through the CLI, on the toy game."""

import json
from pathlib import Path

import pytest

import cardtable
from cardtable import cli
from cardtable.core.game import Game
from cardtable.sim.play import Outcome
from cardtable.sim.record import GameRecord
from cardtable.sim.stats import Tally, histogram, wilson


def simulate(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, dict[str, object], str]:
    code = cli.main(["simulate", *args, "--json"])
    captured = capsys.readouterr()
    return code, json.loads(captured.out), captured.err


def rows(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_simulate_reports_per_agent_wins_and_writes_a_row_per_game(
    toy: Game, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "games.jsonl"
    code, summary, err = simulate(
        capsys, "toy", "--agents", "heuristic,random", "--games", "30", "--workers", "1", "--out", str(out)
    )
    assert code == 0 and err == ""
    assert summary["games"] == 30 and summary["agents"] == ["heuristic", "random"]
    wins, draws = summary["wins"], summary["draws"]
    assert isinstance(wins, list) and sum(wins) + draws == 30
    assert wins[0] > wins[1]
    assert sum(summary["by_reason"].values()) == 30  # type: ignore[attr-defined]
    lines = rows(out)
    assert [line["game"] for line in lines] == list(range(30))
    # Seats swap every game, and a win is counted for the agent, whichever seat it had.
    assert all(
        line["seats"] == (["heuristic", "random"] if n % 2 == 0 else ["random", "heuristic"])
        for n, line in enumerate(lines)
    )
    for line in lines:
        if line["winner_seat"] is not None:
            assert line["winner"] == line["seats"][line["winner_seat"]]  # type: ignore[index]
    assert [sum(line["winner"] == agent for line in lines) for agent in ("heuristic", "random")] == wins
    assert summary["mean_decisions"] == sum(line["decisions"] for line in lines) / 30  # type: ignore[misc]


def test_worker_processes_give_the_same_games_as_one(
    toy: Game, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    results = []
    for workers in ("1", "2"):
        out = tmp_path / f"{workers}.jsonl"
        code, summary, _ = simulate(
            capsys,
            "toy",
            "--agents",
            "ismcts:iterations=20,heuristic",
            "--games",
            "12",
            "--workers",
            workers,
            "--out",
            str(out),
        )
        assert code == 0 and summary["workers"] == int(workers)
        assert len(summary["memory"]["peak_rss_mb_per_worker"]) == int(workers)  # type: ignore[index]
        results.append([{k: v for k, v in line.items() if k != "seconds"} for line in rows(out)])
    assert results[0] == results[1]


def test_the_text_report_names_agents_reasons_and_lengths(
    toy: Game, capsys: pytest.CaptureFixture[str]
) -> None:
    assert (
        cli.main(["simulate", "toy", "--agents", "heuristic,random", "--games", "10", "--workers", "1"]) == 0
    )
    text = capsys.readouterr().out
    for words in (
        "heuristic (A)",
        "random (B)",
        "95% CI",
        "draws",
        "sweep",
        "first player",
        "mean",
        "decisions/s",
        "peak RSS",
    ):
        assert words in text


def test_deck_files_follow_their_agent(toy: Game, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    low = tmp_path / "low.txt"
    low.write_text("2 T1\n2 T2\n2 T3\n1 T4\n1 T5\n1 T6\n")
    high = tmp_path / "high.txt"
    high.write_text("1 T1\n1 T2\n1 T3\n1 T4\n1 T5\n1 T6\n1 T7\n1 T8\n1 Card 9  # by name\n")
    code, summary, _ = simulate(
        capsys,
        "toy",
        "--agents",
        "random,random",
        "--games",
        "20",
        "--workers",
        "1",
        "--decks",
        f"{high},{low}",
    )
    assert code == 0
    wins = summary["wins"]
    assert isinstance(wins, list) and wins[0] > wins[1] + 5  # the high deck wins, in either seat


@pytest.mark.parametrize(
    ("bug", "says"),
    [
        ("crash", "RuntimeError: toy bug: the third trick crashes"),
        ("no_actions", "no legal action before the end"),
    ],
)
def test_a_failing_game_is_saved_and_replays_to_its_failure(
    toy: Game, tmp_path: Path, capsys: pytest.CaptureFixture[str], bug: str, says: str
) -> None:
    folder = tmp_path / "replays"
    code, summary, err = simulate(
        capsys, "toy", "--games", "3", "--workers", "1", "--flag", f"bug={bug}", "--replays", str(folder)
    )
    assert code == 1 and summary["errors"] == 3 and summary["wins"] == [0, 0]
    saved = sorted(folder.iterdir())
    assert len(saved) == 3 and says in err
    record = GameRecord.load(saved[0])
    assert record.error is not None and says in record.error
    assert (
        record.flags == {"hand_size": 3, "bug": bug}
        and record.players == ["random", "random"]
        and record.actions
    )
    assert cli.main(["replay", str(saved[0])]) == 1
    text = capsys.readouterr().out
    assert f"reproduced failure: {record.error}" in text
    assert "[TOY-1]" in text  # the log, with rule ids
    assert cli.main(["replay", str(saved[0]), "--lang", "ja"]) == 1
    assert "出す" in capsys.readouterr().out


def test_a_game_past_the_decision_bound_is_a_failure(
    toy: Game, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "replays"
    args = ("toy", "--games", "2", "--workers", "1", "--max-decisions", "5", "--replays", str(folder))
    code, summary, _ = simulate(capsys, *args)
    assert code == 1 and summary["errors"] == 2
    replay = sorted(folder.iterdir())[0]
    assert cli.main(["replay", str(replay)]) == 1
    assert "reproduced failure: decision #5: GameFailure: no end after 5 decisions" in capsys.readouterr().out


def test_replay_plays_a_save_to_its_end(
    toy: Game, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    state = toy.new_game(seed=4)
    record = GameRecord(
        game="toy", seed=4, decks=[list(d) for d in toy.default_decks()], flags=dict(toy.flags)
    )
    while not state.is_terminal():
        record.actions.append(state.legal_actions()[-1])
        state.apply(record.actions[-1])
    path = tmp_path / "save.json"
    record.save(path)
    assert cli.main(["replay", str(path)]) == 0
    assert "game over: " in capsys.readouterr().out
    record.actions = record.actions[:3]
    record.save(path)
    assert cli.main(["replay", str(path)]) == 0
    assert "to decide" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["simulate", "chess"], "unknown game 'chess'"),
        (["simulate", "toy", "--agents", "heuristic,alphazero"], "unknown agent 'alphazero'"),
        (["simulate", "toy", "--agents", "random"], "two agent specs"),
        (["simulate", "toy", "--agents", "random,random,random"], "two agent specs"),
        (
            ["simulate", "toy", "--decks", "/nowhere/a.txt,/nowhere/b.txt"],
            "cannot read deck file /nowhere/a.txt",
        ),
        (["simulate", "toy", "--flag", "colour=red"], "unknown flag 'colour'"),
        (["simulate", "toy", "--flag", "bug=maybe"], "flag bug (TOY-9) cannot be 'maybe'"),
        (["simulate", "toy", "--flag", "bug"], "a flag is written name=value"),
        (["replay", "/nowhere/game.json"], "cannot read /nowhere/game.json"),
    ],
)
def test_bad_input_gives_a_message_not_a_traceback(
    toy: Game, capsys: pytest.CaptureFixture[str], args: list[str], says: str
) -> None:
    assert cli.main(args) == 2
    err = capsys.readouterr().err
    assert says in err and "Traceback" not in err


def test_a_bad_deck_file_gives_a_message(
    toy: Game, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("3 T1\nthree T2\n")
    assert cli.main(["simulate", "toy", "--decks", f"{deck},{deck}"]) == 2
    assert "line 2" in capsys.readouterr().err


def test_wins_count_for_the_agent_not_the_seat() -> None:
    tally = Tally()
    tally.add(Outcome(number=0, seed=0, first_seat=0, winner_seat=0, reason="sweep", decisions=10))
    tally.add(Outcome(number=1, seed=1, first_seat=0, winner_seat=0, reason="sweep", decisions=12))
    tally.add(Outcome(number=3, seed=3, first_seat=1, winner_seat=1, reason="tricks", decisions=12))
    tally.add(Outcome(number=4, seed=4, first_seat=1, reason="draw", decisions=14))
    tally.add(Outcome(number=5, seed=5, first_seat=1, decisions=3, error="boom"))
    summary = tally.summary()
    assert summary["wins"] == [2, 1] and summary["draws"] == 1 and summary["errors"] == 1
    assert summary["by_reason"] == {"sweep": 2, "tricks": 1, "draw": 1}
    assert summary["by_reason_agent"] == {"sweep": [1, 1], "tricks": [1, 0]}
    assert summary["first_player"]["wins"] == 3 and summary["mean_decisions"] == 12.0


def test_wilson_interval() -> None:
    low, high = wilson(5, 10)
    assert low == pytest.approx(0.2366, abs=1e-4) and high == pytest.approx(0.7634, abs=1e-4)
    assert wilson(0, 20)[0] == 0.0 and wilson(20, 20)[1] == 1.0
    assert wilson(0, 0) == (0.0, 1.0)


def test_length_histogram_covers_every_game() -> None:
    from collections import Counter

    bins = histogram(Counter({10: 3, 11: 1, 40: 2, 99: 4}), bins=5)
    assert sum(b["games"] for b in bins) == 10
    assert bins[0]["from"] == 10 and bins[-1]["to"] >= 99


@pytest.mark.parametrize(
    ("game_name", "reasons"),
    [
        ("mewmew", {"aqua", "chimera", "gauge", "draw"}),
        ("medarot", {"medals", "deck_out", "no_medarot", "draw"}),
    ],
)
def test_simulate_each_game_end_to_end(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], game_name: str, reasons: set[str]
) -> None:
    out = tmp_path / "games.jsonl"
    args = (game_name, "--agents", "random,ismcts:iterations=5:depth=2", "--games", "6", "--workers", "2")
    code, summary, err = simulate(capsys, *args, "--seed", "3", "--out", str(out))
    assert code == 0 and err == ""
    wins, draws = summary["wins"], summary["draws"]
    assert isinstance(wins, list) and sum(wins) + draws == 6 == summary["completed"]
    assert set(summary["by_reason"]) <= reasons  # type: ignore[arg-type]
    assert summary["mean_decisions"] > 10 and summary["errors"] == 0
    assert [line["seed"] for line in rows(out)] == [3, 4, 5, 6, 7, 8]


def test_presets_stay_with_the_seats_and_given_decks_follow_their_agent(
    toy: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    from cardtable.sim.play import play_game
    from toygame import ToyGame

    monkeypatch.setattr(ToyGame, "DEFAULT_DECKS", ("mixed", "low"))
    broken = cardtable.load_game("toy", bug="crash")  # a failure keeps its record, decks and all
    presets = [list(deck) for deck in broken.default_decks()]
    for number in (0, 1):
        record = play_game(broken, ("random", "heuristic"), None, number, number, 100).record
        assert record is not None and record.decks == presets
    given = (presets[1], presets[0])  # agent A brings "low", agent B "mixed"
    swapped = play_game(broken, ("random", "heuristic"), given, 1, 1, 100).record
    assert swapped is not None and swapped.decks == [presets[0], presets[1]]  # B sits first
    assert swapped.players == ["heuristic", "random"]
