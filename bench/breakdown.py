"""Where the research paths' and the search's time goes: the figures behind the README's explanations.

Run one part (``--game`` picks one game; default both)::

    python bench/breakdown.py tensor     # µs a tensor (Encoder.encode_state) on mid-game states
    python bench/breakdown.py vector     # a vector env step of 64 games: engine / tensor / mask µs,
                                         # and the engine's speed with 1, 8 and 64 games in turn
    python bench/breakdown.py worlds     # µs an inferred world (agents.inference), a plain re-deal, a clone
    python bench/breakdown.py search     # IS-MCTS iterations/s on twelve states, inferred and known decks
    python bench/breakdown.py horizon    # how far ahead IS-MCTS leaves lie: this turn, the next, later, over
    python bench/breakdown.py belief     # how near the inferred worlds deal the opponent's real deck list

Pin it to one core (``taskset -c 1``) and compare figures of the same run only: they go with the
machine's load. ``bench/run.py`` gives the throughputs against RLCard's Uno.
"""

from __future__ import annotations

import argparse
import copy
import itertools
import random
import time
from collections.abc import Callable

import numpy as np

import cardtable
from cardtable.core.state import State

SECONDS = 3.0
"""Time each timed loop runs."""


def sampled_states(name: str, games: int = 40, share: float = 0.05) -> list[State]:
    """States met in random games of ``name``, about ``share`` of them (early to late)."""
    game = cardtable.load_game(name)
    chooser = random.Random(0)
    states = []
    for seed in range(games):
        state = game.new_game(seed=seed)
        while not state.is_terminal():
            if chooser.random() < share:
                states.append(state.clone())
            state.apply(chooser.choice(state.legal_actions()))
    return states


def per_call_us(work: Callable[[], object], seconds: float = SECONDS) -> float:
    calls, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        work()
        calls += 1
    return (time.perf_counter() - start) / calls * 1e6


def tensor(name: str) -> None:
    from cardtable.adapters.encoding import encoder_for

    states = sampled_states(name)
    encoder = encoder_for(states[0].game)
    out = np.zeros(encoder.size, np.float32)
    turn = itertools.count()

    def encode() -> None:
        i = next(turn)
        encoder.encode_state(states[i % len(states)], i % 2, out)

    print(f"{name} tensor: {per_call_us(encode):.2f} µs (encode_state, {len(states)} states, both players)")


def vector(name: str) -> None:
    import gymnasium

    import cardtable.adapters.gymnasium  # registers the envs

    env = gymnasium.make_vec(
        f"cardtable/{name}-v0", num_envs=64, vectorization_mode="vector_entry_point", copy=False
    )
    env.reset(seed=0)
    inner = env.unwrapped if hasattr(env, "unwrapped") else env
    tables, observations, masks = inner.tables, inner._observations, inner._masks
    rng = np.random.default_rng(3)
    spent = {"engine": 0.0, "tensor": 0.0, "mask": 0.0}
    steps, start = 0, time.perf_counter()
    while time.perf_counter() - start < SECONDS:  # the env's step, its parts timed
        actions = np.argmax(masks * rng.random(masks.shape, np.float32), axis=1).tolist()
        a = time.perf_counter()
        tables.seats.step(actions)
        for i, over in enumerate(tables.seats.ended):
            if over:
                tables.start(i, inner._rngs[i])
        b = time.perf_counter()
        tables.observe_all(observations)
        c = time.perf_counter()
        tables.masks(masks)
        spent["engine"] += b - a
        spent["tensor"] += c - b
        spent["mask"] += time.perf_counter() - c
        steps += len(actions)
    total = (time.perf_counter() - start) / steps * 1e6
    parts = ", ".join(f"{part} {seconds / steps * 1e6:.1f}" for part, seconds in spent.items())
    print(f"{name} vector env x64, µs an agent step: {parts}, all {total:.1f}")
    game = cardtable.load_game(name)
    for games in (1, 8, 64):
        print(f"{name} engine, {games} games in turn: {_in_turn(game, games):,.0f} decisions/s")


def _in_turn(game: cardtable.Game, count: int) -> float:
    chooser = random.Random(1)
    states = [game.new_game(seed=i) for i in range(count)]
    seed, decisions, start = count, 0, time.perf_counter()
    while time.perf_counter() - start < SECONDS:
        for i, state in enumerate(states):
            state.apply(chooser.choice(state.legal_actions()))
            decisions += 1
            if state.is_terminal():
                states[i] = game.new_game(seed=seed)
                seed += 1
    return decisions / (time.perf_counter() - start)


def _searched_states(name: str) -> list[State]:
    """Twelve positions of heuristic games, 20 to 60 decisions in, with a choice of three or more."""
    from cardtable.agents import make_agent

    game = cardtable.load_game(name)
    states: list[State] = []
    for seed in range(12):
        state, agent = game.new_game(seed=seed), make_agent("heuristic:seconds=1000", seed=seed)
        for decision in range(60):
            if state.is_terminal() or len(states) > seed:
                break
            state.apply(agent.choose(state))
            if decision >= 19 and len(state.legal_actions()) > 2:
                states.append(state.clone())
    return states


def worlds(name: str) -> None:
    from cardtable.agents.inference import inferred_worlds

    states = _searched_states(name)
    rng = random.Random(0)
    makers = [inferred_worlds(state, state.current_player, rng) for state in states]
    for make in makers:
        for _ in range(8):
            make()  # the decks of a decision are sampled in its first worlds: leave them out
    turn = itertools.count()

    def world() -> None:
        makers[next(turn) % len(makers)]()

    def plain() -> None:
        state = states[next(turn) % len(states)]
        state.resample(state.current_player, 5)

    def clone() -> None:
        states[next(turn) % len(states)].clone()

    print(
        f"{name} µs: inferred world {per_call_us(world):.1f}, plain re-deal {per_call_us(plain):.1f},"
        f" clone {per_call_us(clone):.1f} ({len(states)} states)"
    )


def belief(name: str, games: int = 4, worlds_a_state: int = 40) -> None:
    """Heuristic games, of the default decks (presets), of decks that are no preset
    (``covering_decks``: presets with single cards of the pool swapped in) and of a preset the belief
    is not told of (mirror games, that preset left out of the game's presets: a deck nobody has
    listed, built as a person builds one): at every fifth decision, how many of the deciding
    player's inferred worlds give the opponent their real deck list card for card, and how many of
    its cards differ on average, by how many of the opponent's cards the player has seen."""
    from cardtable.core.invariants import covering_decks

    game = cardtable.load_game(name)
    covering = covering_decks(game, seed=3)
    pairs = [[covering[i % len(covering)], covering[(i + 1) % len(covering)]] for i in range(games)]
    names = sorted(game.presets)
    sources: dict[str, list[tuple[cardtable.Game, list[list[str]] | None]]] = {
        "presets": [(game, None)] * games,
        "no preset": [(game, pair) for pair in pairs],
        "unlisted": [_without_preset(name, names[i % len(names)]) for i in range(games)],
    }
    for source, setups in sources.items():
        by_seen: dict[int, list[float]] = {}  # tens of cards seen -> [worlds, exact, cards differing]
        for seed, (played, decks) in enumerate(setups):
            _belief_game(played, seed, decks, worlds_a_state, by_seen)
        for tens, (count, exact, differing) in sorted(by_seen.items()):
            seen = f"{10 * tens}+" if tens == 3 else f"{10 * tens}-{10 * tens + 9}"
            print(
                f"{name} {source}, cards seen {seen}: {int(count)} worlds, the real deck list"
                f" {exact / count:.0%}, cards differing {differing / count:.2f}"
            )


def _without_preset(name: str, left_out: str) -> tuple[cardtable.Game, list[list[str]]]:
    """A copy of the game whose presets lack ``left_out`` (``load_game`` shares one object), and a
    mirror of that deck to play in it."""
    shared = cardtable.load_game(name)
    game = copy.copy(shared)
    game.presets = {other: deck for other, deck in shared.presets.items() if other != left_out}
    return game, [list(shared.presets[left_out]), list(shared.presets[left_out])]


def _belief_game(
    game: cardtable.Game,
    seed: int,
    decks: list[list[str]] | None,
    worlds_a_state: int,
    by_seen: dict[int, list[float]],
) -> None:
    """One heuristic game of ``decks`` (None: the default ones), its tally added to ``by_seen``."""
    from collections import Counter

    from cardtable.agents import make_agent
    from cardtable.agents.inference import inferred_worlds

    agents = [make_agent("heuristic:decks=known", 2 * seed + seat) for seat in (0, 1)]
    state = game.new_game(decks=decks, seed=seed)
    for decision in itertools.count():
        if state.is_terminal():
            return
        player = state.current_player
        if decision % 5 == 0 and len(state.legal_actions()) > 1:
            real = Counter(state._cards_of(1 - player))  # type: ignore[attr-defined]
            opponent = state._unseen_opponent_slots(player)
            assert opponent is not None
            tally = by_seen.setdefault(min(len(opponent.known) // 10, 3), [0, 0, 0])
            make = inferred_worlds(state, player, random.Random(decision))
            for _ in range(worlds_a_state):
                dealt = Counter(make()._cards_of(1 - player))  # type: ignore[attr-defined]
                differing = ((real - dealt) + (dealt - real)).total() / 2
                tally[0] += 1
                tally[1] += differing == 0
                tally[2] += differing
        state.apply(agents[player].choose(state))


def search(name: str) -> None:
    from cardtable.agents import make_agent
    from cardtable.agents.ismcts import IsmctsAgent

    states = _searched_states(name)
    for decks in ("inferred", "known"):
        agent = make_agent(f"ismcts:iterations=1500:settle=off:decks={decks}", seed=1)
        assert isinstance(agent, IsmctsAgent)
        iterations, start = 0, time.perf_counter()
        for state in states:
            agent.choose(state.clone())
            iterations += agent.last_iterations
        rate = iterations / (time.perf_counter() - start)
        print(f"{name} IS-MCTS, decks={decks}: {rate:,.0f} iterations/s ({len(states)} states)")


def _decisions_a_turn(name: str, games: int = 4) -> float:
    """Decisions with a choice in one turn (as the observation counts turns), in heuristic games."""
    from cardtable.agents import make_agent

    game = cardtable.load_game(name)
    decisions, turns = 0, set()
    for seed in range(games):
        state = game.new_game(seed=seed)
        agents = [make_agent("heuristic:seconds=1000", seed=seed * 2 + i) for i in (0, 1)]
        while not state.is_terminal():
            if len(state.legal_actions()) > 1:
                decisions += 1
                turns.add((seed, state.observation(state.current_player)["turn"]))
            state.apply(agents[state.current_player].choose(state))
    return decisions / len(turns)


def horizon(name: str) -> None:
    """Where the search's leaves lie, in turns after the one it decides in, at three budgets.

    The leaf is scored by the evaluation (``depth=0``), so play past the leaf is the evaluation's
    guess: a search whose leaves stay in its own turn cannot see how the next turns go, however many
    iterations it runs. A turn is what the game's observation counts as one: in Tokyo Mew Mew one
    player's turn, in Medarot a round in which every Medarot acts (MD-7.1). 12,000 iterations is about
    ``hard``'s 2 s."""
    from collections import Counter

    from cardtable.agents.base import Deadline
    from cardtable.agents.heuristics import Knowledge
    from cardtable.agents.ismcts import IsmctsAgent

    where = {0: "this turn", 1: "next turn"}

    class Recording(IsmctsAgent):
        """IS-MCTS counting its leaves by the turns they lie ahead of ``root_turn``."""

        def __init__(self, iterations: int) -> None:
            super().__init__(seed=1, iterations=iterations, seconds=None, settle=False)
            self.root_turn = 0
            self.leaves: Counter[str] = Counter()

        def _rollout(self, world: State, me: int, know: Knowledge, deadline: Deadline) -> float:
            if world.is_terminal():
                self.leaves["over"] += 1
            else:
                self.leaves[where.get(world.observation(me)["turn"] - self.root_turn, "later")] += 1
            return super()._rollout(world, me, know, deadline)

    states = _searched_states(name)
    print(f"{name}: {_decisions_a_turn(name):.1f} real decisions a turn (4 heuristic games)")
    for iterations in (300, 3000, 12000):
        agent = Recording(iterations)
        for state in states:
            agent.root_turn = state.observation(state.current_player)["turn"]
            agent.choose(state.clone())
        total = sum(agent.leaves.values())
        shares = ", ".join(f"{place} {100 * n / total:.1f}%" for place, n in agent.leaves.most_common())
        print(f"{name} IS-MCTS leaves at {iterations} iterations ({len(states)} states): {shares}")


PARTS = {
    "tensor": tensor,
    "vector": vector,
    "worlds": worlds,
    "search": search,
    "horizon": horizon,
    "belief": belief,
}


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("part", choices=tuple(PARTS))
    parser.add_argument("--game", choices=tuple(cardtable.GAMES), action="append", help="default: every game")
    args = parser.parse_args()
    for name in args.game or sorted(cardtable.GAMES):
        PARTS[args.part](name)


if __name__ == "__main__":
    main()
