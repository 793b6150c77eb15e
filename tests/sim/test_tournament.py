"""``cardtable tournament``: a round robin on the simulation runner, its ratings and JSON (issue 14)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable import cli
from cardtable.core.game import Game
from cardtable.sim.combine import read_rows
from cardtable.sim.ratings import Result, rate
from cardtable.sim.standings import TournamentSummary

DECKS = Path(__file__).parents[2] / "src/cardtable/games/mewmew/decks"


def tournament(capsys: pytest.CaptureFixture[str], tmp_path: Path, *args: str) -> TournamentSummary:
    code = cli.main(["tournament", *args, "--json", "--replays", str(tmp_path / "replays")])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    assert captured.err == ""
    return TournamentSummary.model_validate_json(captured.out)  # the schema: types, no field unknown


def without_time(summary: TournamentSummary) -> dict[str, object]:
    return summary.model_dump(exclude={"seconds"})


def test_a_round_robin_plays_every_pairing_with_seats_swapped_and_counts_each_agent(
    toy: Game, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "games.jsonl"
    agents = ["random", "heuristic", "ismcts:iterations=20"]
    summary = tournament(
        capsys,
        tmp_path,
        "toy",
        "--agents",
        ",".join(agents),
        "--games",
        "12",
        "--workers",
        "1",
        "--out",
        str(out),
    )
    assert summary.agents == agents and summary.games == 36 and summary.failures == 0
    assert [p.agents for p in summary.pairings] == [
        ("random", "heuristic"),
        ("random", "ismcts:iterations=20"),
        ("heuristic", "ismcts:iterations=20"),
    ]
    rows = [row for _, row in read_rows([out])]  # every line a valid simulate --out row
    assert len(rows) == 36
    for played in summary.pairings:
        games = [row for row in rows if set(row.seats) == set(played.agents)]
        assert [row.seats for row in games] == [played.agents, played.agents[::-1]] * 6  # seats swap
        assert [row.seed for row in games] == list(range(12))  # every pairing meets the same deals
        wins = [sum(row.winner == agent for row in games) for agent in played.agents]
        assert list(played.wins) == wins and played.draws == 12 - sum(wins)
    by_agent = {row.agent: row for row in summary.standings}
    for agent, row in by_agent.items():
        mine = [r for r in rows if agent in r.seats]
        assert row.games == len(mine) == row.wins + row.losses + row.draws == 24
        assert row.wins == sum(r.winner == agent for r in mine)
        assert row.draws == sum(r.winner is None for r in mine)
        assert row.win_ci95[0] <= row.win_rate <= row.win_ci95[1]
        low, high = row.rating_ci95
        assert low < row.rating < high and high - row.rating == pytest.approx(
            1.959963984540054 * row.rating_sigma
        )
    assert sum(row.wins for row in summary.standings) == sum(row.losses for row in summary.standings)
    ratings = [row.rating for row in summary.standings]
    assert ratings == sorted(ratings, reverse=True)  # best rated first


def test_the_heuristic_is_rated_above_random_in_a_real_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    summary = tournament(
        capsys, tmp_path, "mewmew", "--agents", "random,heuristic:samples=1", "--games", "4", "--workers", "2"
    )
    assert [row.agent for row in summary.standings] == ["heuristic:samples=1", "random"]
    best, worst = summary.standings
    assert best.wins > worst.wins and best.rating > worst.rating


def test_a_seed_gives_the_same_tournament_on_any_number_of_workers(
    toy: Game, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["toy", "--agents", "random,heuristic,ismcts:iterations=10", "--games", "6", "--seed", "7"]
    one = tournament(capsys, tmp_path, *args, "--workers", "1")
    two = tournament(capsys, tmp_path, *args, "--workers", "2")
    assert {**without_time(one), "workers": 0} == {**without_time(two), "workers": 0}
    other = tournament(capsys, tmp_path, *args[:-1], "8", "--workers", "1")
    assert [p.wins for p in other.pairings] != [
        p.wins for p in one.pairings
    ] or other.standings != one.standings


def test_decks_are_swapped_every_other_pair_of_games(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "games.jsonl"
    a, b = "random", "ismcts:iterations=1:prior=0"
    decks = f"{DECKS / 'mint.txt'},{DECKS / 'leotard.txt'}"
    args = ["mewmew", "--agents", f"{a},{b}", "--decks", decks, "--games", "6", "--workers", "1"]
    summary = tournament(capsys, tmp_path, *args, "--out", str(out))
    assert summary.decks == ("mint", "leotard") and summary.games == 6
    # Seats swap every game and decks every other pair of games (each following its agent), and a
    # deal (seed) of a swapped pair replays the deal of the pair before it with the decks the other way.
    mint, leotard = ("mint", "leotard"), ("leotard", "mint")
    assert [(row.seed, row.seats, row.decks) for _, row in read_rows([out])] == [
        (0, (a, b), mint),
        (1, (b, a), leotard),
        (2, (a, b), mint),
        (3, (b, a), leotard),
        (0, (a, b), leotard),
        (1, (b, a), mint),
    ]


def test_ratings_follow_the_results() -> None:
    results = [Result(n, 0, "a", "b", 0) for n in range(10)] + [
        Result(n, 1, "b", "c", None) for n in range(10)
    ]
    ratings = rate(["a", "b", "c"], results)
    # a beat b; c drew with b, so c sits below the start (b is weak) and above b (c never lost).
    assert ratings["a"].mu > 25 > ratings["c"].mu > ratings["b"].mu
    assert rate(["a", "b", "c"], results[::-1]) == ratings  # rated in a fixed order, whatever the input's
    assert rate(["a", "b"], []) == rate(["a", "b"], [])  # no games: the prior


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--agents", "random,heurstic"], "unknown agent 'heurstic'"),
        (["--agents", "random,ismcts:iterations=0"], "iterations must be a whole number from 1 up"),
        (["--agents", "random"], "two or more agent specs"),
        (["--agents", "random,heuristic,random"], "names 'random' twice"),
        (["--agents", "random,heuristic", "--games", "0"], "--games takes a whole number from 1 up, not '0'"),
        (["--agents", "random,heuristic", "--games", "x"], "--games takes a whole number from 1 up"),
        (["--agents", "random,heuristic", "--workers", "0"], "--workers takes a whole number from 1 up"),
        (["--agents", "random,heuristic", "--decks", "{missing},{missing}"], "missing.txt"),
        (["--agents", "random,heuristic", "--decks", "{bad},{bad}"], "NOPE-1"),
        (["--agents", "random,heuristic", "--decks", "{bad}"], "two deck files"),
        (["--agents", "random,heuristic", "--flag", "nope=1"], "nope"),
    ],
)
def test_bad_input_is_one_line_and_no_game_is_played(
    args: list[str], says: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("3 NOPE-1\n")
    files = {"{missing}": str(tmp_path / "missing.txt"), "{bad}": str(bad)}
    argv = [
        "tournament",
        "mewmew",
        *(files.get(arg, arg) for arg in args),
        "--out",
        str(tmp_path / "o.jsonl"),
    ]
    argv = [part.replace("{missing}", files["{missing}"]).replace("{bad}", files["{bad}"]) for part in argv]
    assert cli.main(argv) == 2
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("cardtable: ") and says in lines[0], captured.err
    assert "Traceback" not in captured.err and captured.out == ""
    assert not (tmp_path / "o.jsonl").exists()


def test_the_table_lists_each_agent_with_its_figures_best_rated_first(
    toy: Game, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["tournament", "toy", "--agents", "random,heuristic", "--games", "10", "--workers", "1"]
    assert cli.main([*args, "--replays", str(tmp_path)]) == 0
    text = capsys.readouterr().out
    header = next(line for line in text.splitlines() if "win rate" in line)
    for column in ("agent", "games", "wins", "losses", "draws", "win rate [95% CI]", "rating ± 95%"):
        assert column in header
    lines = text.splitlines()
    rows = [
        line.split() for line in lines[lines.index(header) + 1 :] if "±" in line and "ratings:" not in line
    ]
    assert [row[0] for row in rows] == ["heuristic", "random"]
    assert all(row[1] == "10" for row in rows)
    assert "random vs heuristic:" in text and "failures: 0 of 10 games" in text


def test_failed_games_are_saved_counted_apart_and_not_rated(
    toy: Game, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["tournament", "toy", "--agents", "random,heuristic,ismcts:iterations=5", "--flag", "bug=crash"]
    code = cli.main([*args, "--games", "3", "--workers", "1", "--json", "--replays", str(tmp_path)])
    summary = TournamentSummary.model_validate_json(capsys.readouterr().out)
    assert code == 1 and summary.failures == summary.games == 9
    assert len(summary.replays) == 9 and all(Path(path).exists() for path in summary.replays)
    assert all(row.games == 0 and row.failures == 6 and row.rating == 25.0 for row in summary.standings)
