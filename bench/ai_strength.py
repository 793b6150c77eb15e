"""AI strength against the issue-14 goals, and against a search nobody here wrote (OpenSpiel's ISMCTSBot).

Games are played seats swapped (game ``k`` of a pair puts agent A in seat ``k % 2``; the pair shares a
deal seed), with the games' default decks or, with ``match --decks NAME,NAME``, two other preset decks
(seat 0's first; they stay in their seats when the players swap). Results go one line a game to a JSONL
file under ``bench/results/`` (``--out``), so that a long match can be played in parts and added up later
(``tally``; a line for each pairing of decks, or with ``--pool`` one for them all); the summary gives A's
win rate with a 95% Wilson interval (a draw counts half), A's score in each seat and A's losses by how the
game was won; ``events`` what each side did (the game log's event kinds, counted a game) by A's seat and
result; ``paired`` two A agents game by game on the same deals and decks (which one did better in how
many, with a two-sided sign test), overall and by A's seat, and then all the games each side holds, deals
shared or not, with Fisher's exact test on A's wins (unpaired).

Agents are cardtable spec strings (``hard``, ``ismcts:iterations=2000:decks=known``) or
``openspiel:sims=N`` - OpenSpiel's ``ISMCTSBot`` through ``cardtable.adapters.openspiel`` with random
rollouts to the end of the game (``RandomRolloutEvaluator(n_rollouts=1)``), ``uct_c=2``, keyed by
observation strings (``use_observation_string=True``, as docs/research.md runs it), N simulations a
decision; ``openspiel:seconds=S`` the same bot running simulations until S seconds have passed, which
stays at ``hard``'s time a decision (``seconds=2``) however fast the machine runs. The bot re-deals
through the adapter's ``resample_from_infostate``, which by default knows the opponent's deck list
(as ``decks=known`` does); ``:decks=inferred`` (``openspiel:seconds=2:decks=inferred``) gives it the
deck inference ``hard`` plays with. Or ``oracle:``
before an ``ismcts`` spec (``oracle:ismcts:iterations=300``): that search run in the real state
instead of re-deals, so it sees every hidden card and the real future, a yardstick of what hidden
information costs, not a player. In Mew Mew ``oracle:own:`` sees only its own deck and gauge in their
real order (the opponent's cards come from the deck inference, as ``hard``'s do) and
``oracle:opponent:`` only the opponent's cards where they really are (its own unseen cards re-dealt):
which of the two the oracle's wins come from. Or ``defer:KINDS:`` before a spec
(``defer:main,pay:ismcts:iterations=300``): that agent, except that the heuristic player makes its
decisions of those kinds (the observation's ``decision.kind``), a yardstick of where the search plays
better than the heuristic. ``match --seat S`` plays only the games of the pairs that put A in seat S.
On a shared machine compare *iteration* budgets, which do not depend on the load: ``rate`` measures
both searches' iterations a second on the same mid-game states in one run, which gives the iteration
budget of ours that stands for a number of OpenSpiel simulations.

    python bench/ai_strength.py rate mewmew --states 6
    python bench/ai_strength.py match mewmew hard heuristic --games 200 --out bench/results/x.jsonl
    python bench/ai_strength.py match mewmew hard openspiel:sims=200 --games 100 --workers 2
    python bench/ai_strength.py match mewmew defer:main:ismcts:iterations=300 heuristic --games 100 --seat 0
    python bench/ai_strength.py match mewmew hard openspiel:seconds=2 --decks mint,leotard --games 20
    python bench/ai_strength.py tally bench/results/x.jsonl [more.jsonl ...] [--deals 43000-43013] [--pool]
    python bench/ai_strength.py events bench/results/x.jsonl --kinds milled,paid_one
    python bench/ai_strength.py paired --first x.jsonl [more.jsonl ...] --second y.jsonl [...]

The issue's goals (each game, seats swapped): ``hard`` beats ``heuristic`` >= 75% over 200 games;
``hard`` beats ``hard:decks=known`` >= 40%; ``hard`` beats OpenSpiel's bot given the same time a
decision (``openspiel:seconds=2``; or ``openspiel:sims=N``, N the simulations that take OpenSpiel as long
as ``hard`` takes a decision on a machine whose speed holds) >= 60% over 100 games.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts
from scipy.stats import binomtest, fisher_exact

import cardtable
import cardtable.adapters.openspiel  # registers the OpenSpiel games
from cardtable.agents import make_agent
from cardtable.agents.base import Agent
from cardtable.agents.inference import Worlds, inferred_worlds, known_worlds
from cardtable.agents.ismcts import IsmctsAgent
from cardtable.core.state import State
from cardtable.sim.stats import wilson

OPENSPIEL = "openspiel"
ORACLE = "oracle:"
DEFER = "defer:"
HEURISTIC_SEED = 7
"""Added to a ``defer:`` player's seed for the heuristic it defers to."""
UCT_C = 2.0
MAX_DECISIONS = 3000
"""Decisions after which a game is stopped and counted as a draw (real games end far sooner)."""


class TimedISMCTSBot(ismcts.ISMCTSBot):
    """OpenSpiel's ISMCTSBot given a time a decision instead of a number of simulations: it runs them
    until ``seconds`` have passed and the root has been visited (its first simulation only expands it).
    A fixed number of simulations takes longer when the machine slows while ``hard``'s clock does not,
    so only a clock keeps the two at the same time a decision. The search is the bot's own
    (``run_simulation``, ``get_final_policy``); only the loop's end is ours."""

    def __init__(self, *args: Any, seconds: float, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.seconds = seconds

    def run_search(self, state: Any) -> list[tuple[int, float]]:
        legal = state.legal_actions()
        if len(legal) == 1:
            return [(legal[0], 1.0)]
        self.reset()
        self._root_node = self.create_new_node(state)
        deadline = time.perf_counter() + self.seconds
        while True:
            self.run_simulation(self.sample_root_state(state))
            if time.perf_counter() >= deadline and self._root_node.total_visits > 0:
                return self.get_final_policy(state, self._root_node)


class OpenSpielPlayer:
    """OpenSpiel's ISMCTSBot choosing for one seat of a cardtable game (through the adapter): ``sims``
    simulations a decision, or with ``seconds`` as many as that time allows; its re-deals assume
    ``decks`` of the opponent's deck list (the adapter's parameter)."""

    def __init__(
        self, game_name: str, sims: int, seed: int, seconds: float | None = None, decks: str = "known"
    ) -> None:
        self.decks = decks
        self.game = pyspiel.load_game(f"cardtable_{game_name}", {"decks": decks})
        rng = np.random.RandomState(seed)
        evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
        shared = {"random_state": rng, "use_observation_string": True}
        if seconds is None:
            self.bot = ismcts.ISMCTSBot(self.game, evaluator, UCT_C, sims, **shared)
        else:
            self.bot = TimedISMCTSBot(self.game, evaluator, UCT_C, sims, seconds=seconds, **shared)


def _the_real_state(state: State, player: int, rng: random.Random) -> Callable[[], State]:
    return state.clone


def _with_real_cards(
    worlds: Callable[[], State], state: State, side: int, zones: tuple[str, ...]
) -> Callable[[], State]:
    """Mew Mew: ``worlds`` with ``side``'s ``zones`` (state fields) as they really are. A re-deal shuffles
    each side's hidden cards within pools of their own (MM-2.3), so putting one side's back as they are
    leaves a world consistent with the real one."""

    def world() -> State:
        new = worlds()
        for zone in zones:
            getattr(new, zone)[side][:] = getattr(state, zone)[side]
        new._legal = None
        return new

    return world


def _own_cards_seen(state: State, player: int, rng: random.Random) -> Callable[[], State]:
    """The deck inference's worlds, with ``player``'s own deck and gauge in their real order."""
    return _with_real_cards(inferred_worlds(state, player, rng), state, player, ("deck", "gauge"))


def _opponent_cards_seen(state: State, player: int, rng: random.Random) -> Callable[[], State]:
    """Plain re-deals (``player``'s own unseen cards re-dealt, a fresh future) with the opponent's cards
    where they really are."""
    zones = ("hand", "deck", "gauge", "mm")
    return _with_real_cards(known_worlds(state, player, rng), state, 1 - player, zones)


ORACLE_SIGHTS: dict[str, Worlds] = {"own": _own_cards_seen, "opponent": _opponent_cards_seen}
"""What an ``oracle:SIGHT:`` search sees besides what its player does (Mew Mew only)."""


class Deferring(Agent):
    """An agent that hands the decisions of some kinds (the observation's ``decision.kind``) to the
    heuristic player: which of its decisions a search makes better than the heuristic."""

    def __init__(self, name: str, agent: Agent, kinds: set[str], seed: int) -> None:
        self.name = name
        self.agent = agent
        self.kinds = kinds
        self.heuristic = make_agent("heuristic", seed + HEURISTIC_SEED)

    def choose(self, state: State) -> int:
        kind = state.observation(state.current_player)["decision"]["kind"]
        return (self.heuristic if kind in self.kinds else self.agent).choose(state)


def player(spec: str, game_name: str, seed: int) -> Any:
    if spec.startswith(DEFER):
        kinds, rest = spec.removeprefix(DEFER).split(":", 1)
        agent = player(rest, game_name, seed)
        assert isinstance(agent, Agent), "defer: takes a cardtable agent's spec"
        return Deferring(spec, agent, set(kinds.split(",")), seed)
    if spec.startswith(OPENSPIEL):
        options = dict(part.split("=", 1) for part in spec.split(":")[1:])
        seconds = float(options["seconds"]) if "seconds" in options else None
        sims = int(options.get("sims", "200"))
        return OpenSpielPlayer(game_name, sims, seed, seconds, options.get("decks", "known"))
    if spec.startswith(ORACLE):
        # Searches the real state: every hidden card and the deck order, so the real future (or, with a
        # sight, one half of it). A yardstick of how much of a game the luck decides, not a player.
        inner = spec.removeprefix(ORACLE)
        sight, _, rest = inner.partition(":")
        worlds = ORACLE_SIGHTS.get(sight)
        assert worlds is None or game_name == "mewmew", "oracle:own: and oracle:opponent: are Mew Mew's"
        agent = make_agent(inner if worlds is None else rest, seed)
        assert isinstance(agent, IsmctsAgent), "oracle: takes an ismcts spec"
        agent._worlds = worlds or _the_real_state
        return agent
    return make_agent(spec, seed)


def play(
    game_name: str, specs: tuple[str, str], number: int, seed: int, logs: str = "", decks: str = ""
) -> dict[str, Any]:
    """Game ``number``: A sits in seat ``number % 2``; the deal comes from ``seed + number // 2``, with the
    preset decks ``decks`` (``NAME,NAME``, seat 0's first; empty: the game's own pair). With ``logs``, A's
    log of the game (``log_for``: what A's seat saw) goes to ``logs/GAME-DEAL-seatA.json``."""
    a_seat = number % 2
    deal = seed + number // 2
    seat_specs = [specs[0], specs[1]] if a_seat == 0 else [specs[1], specs[0]]
    players = [player(spec, game_name, deal * 2 + i) for i, spec in enumerate(seat_specs)]
    # The adapter's re-deals, which the bots search, are the game's: it takes the bots' deck model.
    bot_decks = {chooser.decks for chooser in players if isinstance(chooser, OpenSpielPlayer)} or {"known"}
    assert len(bot_decks) == 1, "both OpenSpiel bots must assume the same of the opponent's deck list"
    parameters: dict[str, Any] = {"seed": deal, "decks": bot_decks.pop()} | (
        {"presets": decks} if decks else {}
    )
    spiel_game = pyspiel.load_game(f"cardtable_{game_name}", parameters)
    spiel = spiel_game.new_initial_state()
    spiel.apply_action(0)  # the deal: game seed ``deal * DEALS``
    seconds = [0.0, 0.0]
    decisions = [0, 0]
    while not spiel.is_terminal() and sum(decisions) < MAX_DECISIONS:
        seat = spiel.current_player()
        state: State = spiel.cardtable_state()
        legal = state.legal_actions()
        start = time.perf_counter()
        chooser = players[seat]
        if len(legal) == 1:
            action = legal[0]
        elif isinstance(chooser, OpenSpielPlayer):
            action = chooser.bot.step(spiel)
        else:
            action = chooser.choose(state)
        seconds[seat] += time.perf_counter() - start
        decisions[seat] += len(legal) > 1
        spiel.apply_action(action)
    final = spiel.cardtable_state()
    winner = final.winner if final.winner is not None else -1
    score = 0.5 if winner not in (0, 1) else float(winner == a_seat)
    if logs:
        log = {"agents": list(specs), "deal": deal, "a_seat": a_seat, "winner": winner}
        log["log"] = final.log_for(a_seat)
        (Path(logs) / f"{game_name}-{deal}-seat{a_seat}.json").write_text(json.dumps(log), encoding="utf-8")
    return {
        "game": game_name,
        "agents": list(specs),
        "number": number,
        "deal": deal,
        "decks": spiel_game.get_parameters()["presets"].split(","),
        "a_seat": a_seat,
        "winner": winner,
        "reason": final.winner_reason,
        "a_score": score,
        "decisions": decisions[a_seat], "b_decisions": decisions[1 - a_seat],
        "a_seconds": round(seconds[a_seat], 2), "b_seconds": round(seconds[1 - a_seat], 2),
        "a_events": _events(final, a_seat), "b_events": _events(final, 1 - a_seat),
    }  # fmt: skip


def _events(state: State, seat: int) -> dict[str, int]:
    """How many events of each kind in the game name ``seat`` as their player, read from that seat's
    own log (the player of an event is the game's choice: a Mew Mew search's ``turned_over`` names the
    searcher, a ``milled`` the player whose deck it is)."""
    return dict(sorted(Counter(e["kind"] for e in state.log_for(seat) if e.get("player") == seat).items()))


def _play_one(job: tuple[str, tuple[str, str], int, int, str, str]) -> dict[str, Any]:
    return play(*job)


def summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    games = len(rows)
    score = sum(row["a_score"] for row in rows)
    low, high = wilson(round(score), games) if games else (0.0, 1.0)
    decisions = sum(row["decisions"] for row in rows) or 1
    b_decisions = sum(row["b_decisions"] for row in rows) or 1
    return {
        "agents": rows[0]["agents"] if rows else [],
        "game": rows[0]["game"] if rows else "",
        "decks": sorted({",".join(row["decks"]) for row in rows}),
        "games": games,
        "a_score": score,
        "a_win_rate": round(score / games, 3) if games else None,
        "ci95": [round(low, 3), round(high, 3)],
        "draws": sum(row["winner"] not in (0, 1) for row in rows),
        "a_score_by_seat": [sum(row["a_score"] for row in rows if row["a_seat"] == seat) for seat in (0, 1)],
        "a_losses_by_reason": dict(
            sorted(Counter(row["reason"] for row in rows if row["a_score"] == 0.0).items())
        ),
        "a_seconds_per_decision": round(sum(row["a_seconds"] for row in rows) / decisions, 3),
        "b_seconds_per_decision": round(sum(row["b_seconds"] for row in rows) / b_decisions, 3),
    }


def match(args: argparse.Namespace) -> None:
    numbers = [number for number in range(args.games) if args.seat is None or number % 2 == args.seat]
    jobs = [(args.game, (args.a, args.b), number, args.seed, args.logs, args.decks) for number in numbers]
    out = Path(args.out) if args.out else None
    rows = []
    with multiprocessing.Pool(args.workers) as pool:
        for row in pool.imap_unordered(_play_one, jobs):
            rows.append(row)
            if out:
                with out.open("a", encoding="utf-8") as file:
                    file.write(json.dumps(row) + "\n")
            print(json.dumps(row), flush=True)
    print(json.dumps(summary(rows)))


def _rows(files: list[str], deals: range | None = None) -> list[dict[str, Any]]:
    """The games of ``files``; with ``deals``, only those dealt from one of them. Lines written before
    ``--decks`` were all played with the game's own pair, and say so from here on."""
    rows = [json.loads(line) for path in files for line in Path(path).read_text().splitlines() if line]
    for row in rows:
        row.setdefault("decks", list(cardtable.load_game(row["game"]).DEFAULT_DECKS))
    return rows if deals is None else [row for row in rows if row["deal"] in deals]


def _deals(text: str) -> range:
    """``--deals FIRST-LAST`` (both included)."""
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def tally(args: argparse.Namespace) -> None:
    rows = _rows(args.files, args.deals)
    groups: dict[tuple[str, ...], list[dict[str, Any]]] = {}
    for row in rows:
        decks = () if args.pool else tuple(row["decks"])
        groups.setdefault((row["game"], *row["agents"], *decks), []).append(row)
    for group in groups.values():
        print(json.dumps(summary(group)))


def _ending(row: dict[str, Any]) -> str:
    """How A's game ended: ``win``, ``draw`` or ``loss:`` and how the opponent won."""
    return {1.0: "win", 0.5: "draw"}.get(row["a_score"], f"loss:{row['reason']}")


def events(args: argparse.Namespace) -> None:
    """A's and B's events a game, by A's seat and how A's game ended: what each side did in the games
    it won and lost (match lines written before events were recorded are left out)."""
    rows = _rows(args.files, args.deals)
    groups: dict[tuple[int, str], list[dict[str, Any]]] = {}
    for row in rows:
        if "a_events" in row:
            groups.setdefault((row["a_seat"], _ending(row)), []).append(row)
    for (seat, ended), group in sorted(groups.items()):
        kinds = args.kinds or sorted({kind for row in group for kind in row["a_events"] | row["b_events"]})
        per_game = {
            side: {
                kind: round(sum(row[f"{side}_events"].get(kind, 0) for row in group) / len(group), 2)
                for kind in kinds
            }
            for side in ("a", "b")
        }
        print(json.dumps({"a_seat": seat, "a_game": ended, "games": len(group)} | per_game))


EXPECTED_DRAWS = {"MD-5.1", "MD-6.2"}
"""Medarot's draws every game has: the opening 7 and the start-phase 1."""


def drawn(args: argparse.Namespace) -> None:
    """Cards each side drew beyond ``EXPECTED_DRAWS``, by rule, in Medarot games kept by ``match --logs``
    (read from A's log: the opponent's draw counts are public there, their cards are not)."""
    for name in args.files:
        game = json.loads(Path(name).read_text(encoding="utf-8"))
        counts: Counter[str] = Counter()
        for event in game["log"]:
            if event["kind"] == "draw" and event["rule"] not in EXPECTED_DRAWS:
                side = "a" if event["player"] == game["a_seat"] else "b"
                counts[f"{side} {event['rule']}"] += event["count"]
        won = game["winner"] == game["a_seat"]
        print(json.dumps({"file": name, "a_won": won, "drawn": dict(sorted(counts.items()))}))


def _compare(first: dict[Any, float], second: dict[Any, float], games: list[Any]) -> dict[str, Any]:
    """A's score in ``games`` in either file, and in how many of them each file's A did better."""
    better = sum(first[game] > second[game] for game in games)
    worse = sum(first[game] < second[game] for game in games)
    return {
        "games": len(games),
        "first_score": sum(first[game] for game in games),
        "second_score": sum(second[game] for game in games),
        "first_better": better,
        "second_better": worse,
        "sign_test_p": round(binomtest(better, better + worse).pvalue, 3) if better + worse else 1.0,
    }


def paired(args: argparse.Namespace) -> None:
    """Two A agents on the same deals, game by game: the games both files hold (deal, decks, A's seat),
    where one did better than the other, with a two-sided sign test; overall and by A's seat."""
    first, second = (
        {(row["deal"], *row["decks"], row["a_seat"]): row["a_score"] for row in _rows(files, args.deals)}
        for files in (args.first, args.second)
    )
    common = sorted(first.keys() & second.keys())
    print(json.dumps(_compare(first, second, common)))
    for seat in (0, 1):
        games = [game for game in common if game[-1] == seat]
        print(json.dumps({"a_seat": seat} | _compare(first, second, games)))
    wins = [sum(score == 1.0 for score in side.values()) for side in (first, second)]
    table = [[won, len(side) - won] for won, side in zip(wins, (first, second), strict=True)]
    unpaired = {"all_games": [len(first), len(second)], "wins": wins}
    print(json.dumps(unpaired | {"fisher_p": round(fisher_exact(table).pvalue, 3)}))


def mid_game_states(game_name: str, count: int) -> list[State]:
    """States some way into heuristic-vs-heuristic games, with a real choice to make."""
    game = cardtable.load_game(game_name)
    states = []
    for seed in range(count):
        agents = [make_agent("heuristic:decks=known", 2 * seed + i) for i in (0, 1)]
        state = game.new_game(seed=seed)
        for _ in range(30 + 10 * seed):
            if state.is_terminal():
                break
            state.apply(agents[state.current_player].choose(state))
        chooser = random.Random(seed)
        while not state.is_terminal() and len(state.legal_actions()) < 2:
            state.apply(chooser.choice(state.legal_actions()))
        if not state.is_terminal():
            states.append(state)
    return states


def rate(args: argparse.Namespace) -> None:
    """Iterations a second of each search on the same states, measured in one run (same load)."""
    for state in mid_game_states(args.game, args.states):
        spiel_game = pyspiel.load_game(f"cardtable_{args.game}", {"decks": args.decks})
        spiel = spiel_game.new_initial_state()
        spiel.apply_action(0)
        spiel._held.state = state.clone()  # the adapter's state, holding this cardtable state
        bot = OpenSpielPlayer(args.game, args.sims, 0, decks=args.decks).bot
        start = time.perf_counter()
        bot.step(spiel)
        spiel_rate = args.sims / (time.perf_counter() - start)
        ours: dict[str, float] = {}
        for spec in args.specs:
            agent = make_agent(f"{spec}:iterations={args.iterations}:settle=off", 0)
            assert isinstance(agent, IsmctsAgent)
            start = time.perf_counter()
            agent.choose(state)
            ours[spec] = round(agent.last_iterations / (time.perf_counter() - start), 1)
        print(
            json.dumps(
                {"legal": len(state.legal_actions()), "openspiel_sims_per_s": round(spiel_rate, 1)} | ours
            )
        )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parts = parser.add_subparsers(dest="part", required=True)
    one = parts.add_parser("match", help="A against B, seats swapped")
    one.add_argument("game")
    one.add_argument("a")
    one.add_argument("b")
    one.add_argument("--games", type=int, default=20)
    one.add_argument("--seed", type=int, default=0)
    one.add_argument("--workers", type=int, default=1)
    one.add_argument("--out", default="")
    one.add_argument("--seat", type=int, choices=(0, 1), help="play only the games with A in this seat")
    one.add_argument("--logs", default="", help="a folder to keep A's log of each game in")
    one.add_argument(
        "--decks",
        default="",
        help="NAME,NAME: two preset decks, seat 0's first (default: the game's own pair)",
    )
    one.set_defaults(run=match)
    add = parts.add_parser("tally", help="add up JSONL results")
    add.add_argument("files", nargs="+")
    add.add_argument("--deals", type=_deals, help="only the games of deals FIRST-LAST")
    add.add_argument("--pool", action="store_true", help="one line for every pairing of decks together")
    add.set_defaults(run=tally)
    seen = parts.add_parser("events", help="each side's events a game, by A's seat and result")
    seen.add_argument("files", nargs="+")
    seen.add_argument("--kinds", type=lambda text: text.split(","), default=None, help="e.g. milled,paid_one")
    seen.add_argument("--deals", type=_deals, help="only the games of deals FIRST-LAST")
    seen.set_defaults(run=events)
    cards = parts.add_parser("drawn", help="Medarot: cards each side drew beyond the set draws, by rule")
    cards.add_argument("files", nargs="+")
    cards.set_defaults(run=drawn)
    pair = parts.add_parser("paired", help="two A agents game by game on the same deals, with a sign test")
    pair.add_argument("--first", nargs="+", required=True)
    pair.add_argument("--second", nargs="+", required=True)
    pair.add_argument("--deals", type=_deals, help="only the games of deals FIRST-LAST")
    pair.set_defaults(run=paired)
    speed = parts.add_parser("rate", help="iterations a second, OpenSpiel's and ours, on the same states")
    speed.add_argument("game")
    speed.add_argument("--states", type=int, default=4)
    speed.add_argument("--sims", type=int, default=100)
    speed.add_argument("--iterations", type=int, default=300)
    speed.add_argument("--specs", nargs="+", default=["ismcts"])
    speed.add_argument("--decks", default="known", help="the bot's deck model (the adapter's parameter)")
    speed.set_defaults(run=rate)
    args = parser.parse_args()
    args.run(args)


if __name__ == "__main__":
    main()
