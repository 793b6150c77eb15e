"""``simulate --card-stats`` rows and ``cardtable report``: one self-contained page of plots and tables."""

import json
from pathlib import Path

import pytest

from cardtable import cli
from cardtable.core.game import Game
from cardtable.sim.analysis import analyse
from cardtable.sim.simulate import GameRow

PLOTS = {"win_rates", "first_player", "win_reasons", "game_length", "convergence", "cards"}


def row(
    game: int, winner_seat: int | None, cards: list[dict[str, list[str]]] | None, **change: object
) -> GameRow:
    seats = ["a", "b"] if game % 2 == 0 else ["b", "a"]
    line = {
        "game": game,
        "game_name": "toy",
        "seed": game,
        "seats": seats,
        "decks": ["red", "blue"],
        "winner": None if winner_seat is None else seats[winner_seat],
        "winner_agent": None if winner_seat is None else winner_seat ^ game % 2,
        "winner_seat": winner_seat,
        "reason": "sweep" if winner_seat is not None else "draw",
        "first_seat": 0,
        "decisions": 10 + game,
        "seconds": 0.1,
        "error": None,
        "cards": cards,
    } | change
    return GameRow.model_validate_json(json.dumps(line))


def side(drawn: list[str], played: list[str]) -> dict[str, list[str]]:
    return {"drawn": drawn, "played": played, "unplayed": sorted(set(drawn) - set(played))}


def test_card_win_rates_count_sides_that_played_against_sides_that_only_drew() -> None:
    analysis = analyse(
        [
            row(0, 0, [side(["X", "Y"], ["X"]), side(["X"], [])]),  # seat 0 (a) played X and won
            row(1, 1, [side(["X"], ["X"]), side(["Y", "Z"], [])]),  # seat 1 (a) won, Y and Z unplayed
            row(2, None, [side(["X"], ["X"]), side([], [])]),  # a draw: a side not won
            row(3, None, None, error="boom", reason=None),  # a failure counts for nothing but failures
        ]
    )
    assert analysis.games == 4 and analysis.finished == 3 and analysis.failures == 1 and analysis.draws == 1
    assert (analysis.agents["a"].wins, analysis.agents["a"].trials) == (2, 3)
    assert (analysis.decks["red"].wins, analysis.decks["red"].trials) == (1, 3)  # seat 0 held red
    x = analysis.cards["X"]
    assert (x.played.wins, x.played.trials) == (1, 3) and (x.unplayed.wins, x.unplayed.trials) == (0, 1)
    assert (analysis.cards["Y"].unplayed.wins, analysis.cards["Y"].unplayed.trials) == (2, 2)
    assert analysis.never_played() == ["Y", "Z"]
    assert analysis.convergence["a"] == [1.0, 1.0, 2 / 3]
    assert dict(analysis.reasons["sweep"]) == {"a": 2} and analysis.first_player.wins == 1


def card_stats_run(folder: Path, games: int) -> Path:
    out = folder / "games.jsonl"
    args = ["simulate", "toy", "--agents", "heuristic,random", "--games", str(games), "--workers", "1"]
    assert cli.main([*args, "--json", "--card-stats", "--out", str(out)]) == 0
    return out


def test_card_stats_rows_name_each_sides_cards_drawn_played_and_unplayed(
    toy: Game, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for line in card_stats_run(tmp_path, 6).read_text().splitlines():
        cards = GameRow.model_validate_json(line).cards
        assert cards is not None
        for seat in cards:
            assert seat.played and seat.unplayed == sorted(set(seat.drawn) - set(seat.played))
            assert all(card.startswith("T") for card in seat.drawn + seat.played)


def test_report_writes_one_self_contained_page_and_the_plots(
    toy: Game, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = card_stats_run(tmp_path, 30)
    page, pngs = tmp_path / "report.html", tmp_path / "plots"
    assert cli.main(["report", str(out), "--out", str(page), "--png", str(pngs)]) == 0
    text = page.read_text()
    assert text.count('src="data:image/png;base64,') == len(PLOTS)
    assert "http" not in text and "<script" not in text  # nothing to fetch: it opens anywhere
    assert "heuristic wins [95%]" in text and "win rate played [95%]" in text
    assert {path.stem for path in pngs.iterdir()} == PLOTS
    assert all(path.read_bytes().startswith(b"\x89PNG") for path in pngs.iterdir())


def test_report_of_nothing_or_of_bad_lines_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"game": 0}\n')
    assert cli.main(["report", str(bad), "--out", str(tmp_path / "r.html")]) == 2
    assert f"{bad} line 1" in capsys.readouterr().err
    assert cli.main(["report", str(bad), "--skip-bad", "--out", str(tmp_path / "r.html")]) == 2
    assert "no games in" in capsys.readouterr().err and not (tmp_path / "r.html").exists()
