"""Fit a game's evaluation to game results: the weights behind ``knowledge=fitted`` (issue 14).

``collect`` plays whole games (seats as given, the game's default decks) and keeps, at every decision
with a choice, what *each* player observes, as the game's ``features`` (``agents/heuristics/<game>.py``),
with how the game ended for that player. ``fit`` is a logistic regression of the result on those
features (scikit-learn, standardised inputs, L2 strength picked by cross-validation over whole games so
that positions of one game never sit on both sides of a split), reports the held-out log-loss and
accuracy beside the hand evaluation's own score fitted the same way, and writes the weights in the raw
features' units with where they came from (``provenance``) to ``agents/heuristics/fitted/<game>.json``.

    python bench/fit_eval.py collect mewmew --agents heuristic,heuristic --games 1000 --seed 50000 \\
        --workers 2 --out /tmp/mewmew-positions.npz
    python bench/fit_eval.py fit mewmew /tmp/mewmew-positions.npz

The positions files are large (tens of MB) and are not kept in the repository: the command that made
them is in the weights' provenance, and replaying it gives the same positions (the agents are seeded).
"""

from __future__ import annotations

import argparse
import datetime
import importlib
import json
import multiprocessing
from pathlib import Path
from typing import Any

import numpy as np
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import accuracy_score, log_loss
from sklearn.model_selection import GroupKFold
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

import cardtable
from cardtable.agents import make_agent
from cardtable.agents.heuristics import FITTED, MODULES

MAX_DECISIONS = 3000
"""Decisions after which a game is given up (it is then left out: it has no result to learn)."""


def _module(game_name: str) -> Any:
    return importlib.import_module(MODULES[game_name])


def play(job: tuple[str, tuple[str, str], int]) -> tuple[np.ndarray, np.ndarray, int] | None:
    """One game's rows (features, result 0/1 for the viewer) and its seed; None if it did not end."""
    game_name, specs, seed = job
    module = _module(game_name)
    game = cardtable.load_game(game_name)
    agents = [make_agent(spec, 2 * seed + seat) for seat, spec in enumerate(specs)]
    state = game.new_game(seed=seed)
    rows: list[list[float]] = []
    viewers: list[int] = []
    for _ in range(MAX_DECISIONS):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        if len(legal) > 1:
            for viewer in (0, 1):
                rows.append(module.features(game, state.observation(viewer), viewer))
                viewers.append(viewer)
            action = agents[state.current_player].choose(state)
        else:
            action = legal[0]
        state.apply(action)
    if state.winner not in (0, 1):
        return None
    results = np.array([float(viewer == state.winner) for viewer in viewers], dtype=np.float32)
    return np.array(rows, dtype=np.float32), results, seed


def collect(args: argparse.Namespace) -> None:
    specs = tuple(args.agents.split(","))
    assert len(specs) == 2, "--agents names the two seats' agents: A,B"
    jobs = [(args.game, specs, args.seed + number) for number in range(args.games)]
    features, results, games = [], [], []
    with multiprocessing.Pool(args.workers) as pool:
        for done, outcome in enumerate(pool.imap_unordered(play, jobs), 1):
            if outcome is not None:
                rows, result, seed = outcome
                features.append(rows)
                results.append(result)
                games.append(np.full(len(result), seed, dtype=np.int64))
            if done % 50 == 0:
                print(f"{done} of {args.games} games", flush=True)
    np.savez_compressed(
        args.out,
        features=np.concatenate(features),
        results=np.concatenate(results),
        games=np.concatenate(games),
        names=np.array(_module(args.game).FEATURES),
        command=np.array(
            f"python bench/fit_eval.py collect {args.game} --agents {args.agents} "
            f"--games {args.games} --seed {args.seed}"
        ),
    )
    print(f"{sum(len(r) for r in results)} positions from {len(results)} games -> {args.out}")


def _held_out(model: Any, x: np.ndarray, y: np.ndarray, groups: np.ndarray) -> tuple[float, float]:
    """Log-loss and accuracy over 5 folds, whole games to a fold."""
    predicted = np.zeros(len(y))
    for train, test in GroupKFold(n_splits=5).split(x, y, groups):
        model.fit(x[train], y[train])
        predicted[test] = model.predict_proba(x[test])[:, 1]
    return float(log_loss(y, predicted)), float(accuracy_score(y, predicted > 0.5))


def fit(args: argparse.Namespace) -> None:
    parts = [np.load(path) for path in args.files]
    names = [str(name) for name in parts[0]["names"]]
    expected = list(_module(args.game).FEATURES)
    assert all(list(part["names"]) == names for part in parts) and names == expected, (
        "the positions were collected with other features than the game's FEATURES: collect them again"
    )
    chosen = args.features or names
    table = np.concatenate([part["features"] for part in parts]).astype(np.float64)
    x = table[:, [names.index(n) for n in chosen]]
    y = np.concatenate([part["results"] for part in parts]).astype(np.int64)
    groups = np.concatenate([part["games"] for part in parts])
    print(f"{len(y)} positions from {len(np.unique(groups))} games")
    scores = table[:, [names.index("score")]]
    hand = _held_out(make_pipeline(StandardScaler(), LogisticRegression()), scores, y, groups)
    print(f"hand evaluation's score alone: log-loss {hand[0]:.4f}, accuracy {hand[1]:.4f}")
    best: tuple[float, float, float] | None = None
    for strength in args.c:
        loss, accuracy = _held_out(
            make_pipeline(StandardScaler(), LogisticRegression(C=strength, max_iter=2000)), x, y, groups
        )
        print(f"all features, C={strength}: log-loss {loss:.4f}, accuracy {accuracy:.4f}")
        if best is None or loss < best[1]:
            best = (strength, loss, accuracy)
    assert best is not None
    scaler = StandardScaler().fit(x)
    model = LogisticRegression(C=best[0], max_iter=2000).fit(scaler.transform(x), y)
    # Back to the raw features' units, so that the evaluation is one dot product: w.(x - m)/s + b.
    weights = model.coef_[0] / scaler.scale_
    intercept = float(model.intercept_[0] - np.dot(weights, scaler.mean_))
    commands = sorted({str(part["command"]) for part in parts})
    out = Path(args.out or FITTED / f"{args.game}.json")
    out.write_text(
        json.dumps(
            {
                "game": args.game,
                "features": chosen,
                "weights": [round(float(w), 6) for w in weights],
                "intercept": round(intercept, 6),
                "provenance": {
                    "what": "logistic regression of the game's result on the features of what each "
                    "player observed at every decision with a choice (bench/fit_eval.py)",
                    "positions": commands,
                    "fit": f"python bench/fit_eval.py fit {args.game} POSITIONS --c {best[0]}"
                    + (f" --features {' '.join(chosen)}" if args.features else ""),
                    "games": len(np.unique(groups)),
                    "rows": len(y),
                    "c": best[0],
                    "held_out_log_loss": round(best[1], 4),
                    "held_out_accuracy": round(best[2], 4),
                    "hand_score_log_loss": round(hand[0], 4),
                    "hand_score_accuracy": round(hand[1], 4),
                    "date": datetime.date.today().isoformat(),
                },
            },
            indent=1,
        )
        + "\n",
        encoding="utf-8",
    )
    print(f"C={best[0]} -> {out}")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    commands = parser.add_subparsers(dest="command", required=True)
    gather = commands.add_parser("collect", help="play games and keep each player's view at every decision")
    gather.add_argument("game", choices=sorted(MODULES))
    gather.add_argument("--agents", default="heuristic,heuristic")
    gather.add_argument("--games", type=int, default=1000)
    gather.add_argument("--seed", type=int, default=50000)
    gather.add_argument("--workers", type=int, default=2)
    gather.add_argument("--out", required=True)
    gather.set_defaults(run=collect)
    fitting = commands.add_parser("fit", help="fit the evaluation's weights to collected positions")
    fitting.add_argument("game", choices=sorted(MODULES))
    fitting.add_argument("files", nargs="+")
    fitting.add_argument("--features", nargs="+", help="the features to weigh (default: all)")
    fitting.add_argument("--c", type=float, nargs="+", default=[0.01, 0.1, 1.0, 10.0])
    fitting.add_argument("--out", help="default: src/cardtable/agents/heuristics/fitted/GAME.json")
    fitting.set_defaults(run=fit)
    args = parser.parse_args()
    args.run(args)


if __name__ == "__main__":
    main()
