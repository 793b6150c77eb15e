"""The fast observation tensors (``games/<game>/tensor.py``) equal the encoding of ``observation(p)``.

``Encoder.encode_state`` writes a player's tensor straight from the state; the layout's spec is the
encoder that reads the observation dict. Over random games of every value of every flag, for both
players at every step, the two must give the same numbers, and the fast one must not move when the
cards hidden from that player are re-dealt (``resample``), so it cannot carry them.
"""

from __future__ import annotations

import random

import pytest

np = pytest.importorskip("numpy")

import cardtable  # noqa: E402
from cardtable.adapters.encoding import Encoder, encoder_for  # noqa: E402
from cardtable.core.game import Game  # noqa: E402


def variants() -> list[tuple[str, dict[str, object]]]:
    """Each game with its defaults, then once for every other value of every flag."""
    out: list[tuple[str, dict[str, object]]] = []
    for name in sorted(cardtable.GAMES):
        out.append((name, {}))
        for spec in cardtable.load_game(name).FLAGS:
            out += [(name, {spec.name: value}) for value in spec.choices if value != spec.default]
    return out


def mismatch(encoder: Encoder, expected: np.ndarray, got: np.ndarray) -> str:
    """The fields where two tensors differ, for a readable failure."""
    layout = encoder.layout
    fields = [
        field.name
        for field in layout.fields
        if not np.array_equal(expected[layout.slice(field.name)], got[layout.slice(field.name)])
    ]
    return f"fields differ: {fields}"


def check_games(game: Game, seeds: range, resample_every: int) -> int:
    encoder = encoder_for(game)
    assert encoder.writer is not None, f"{game.name} has no tensor writer"
    out = np.full(encoder.size, 7.0, np.float32)  # a reused buffer: stale numbers must be cleared
    steps = 0
    for seed in seeds:
        chooser = random.Random(seed)
        state = game.new_game(seed=seed)
        while True:
            for player in (0, 1):
                expected = encoder.encode(state.observation(player))
                got = encoder.encode_state(state, player, out)
                assert got is out
                where = f"seed {seed} step {steps} player {player}"
                assert np.array_equal(expected, out), f"{where}: {mismatch(encoder, expected, out)}"
                if steps % resample_every == 0:
                    twin = state.resample(player, seed * 7919 + steps)
                    assert np.array_equal(encoder.encode_state(twin, player), expected), (
                        f"seed {seed} step {steps}: a resample changes player {player}'s tensor"
                    )
            if state.is_terminal():
                break
            state.apply(chooser.choice(state.legal_actions()))
            steps += 1
    return steps


@pytest.mark.parametrize(("name", "flags"), variants(), ids=repr)
def test_fast_tensor_equals_the_encoded_observation_and_ignores_a_resample(
    name: str, flags: dict[str, object]
) -> None:
    game = cardtable.load_game(name, **flags)
    # The defaults get the most games; every flag value a few, enough to reach its rule.
    seeds = range(12) if not flags else range(100, 103)
    assert check_games(game, seeds, resample_every=3) > 0


@pytest.mark.parametrize("name", sorted(cardtable.GAMES))
def test_fast_tensor_of_a_state_read_back_from_json(name: str) -> None:
    """A state read back from JSON (no cached legal actions, no log) gives the same tensor."""
    game = cardtable.load_game(name)
    encoder = encoder_for(game)
    state = game.new_game(seed=5)
    chooser = random.Random(5)
    for _ in range(60):
        if state.is_terminal():
            break
        state.apply(chooser.choice(state.legal_actions()))
    loaded = cardtable.state_from_json(state.to_json())
    for player in (0, 1):
        assert np.array_equal(encoder.encode_state(loaded, player), encoder.encode(state.observation(player)))


def test_a_game_without_a_writer_falls_back_to_the_observation() -> None:
    from adapters.toy import load

    game = load("toy")
    encoder = encoder_for(game)
    assert encoder.writer is None
    state = game.new_game(seed=1)
    out = np.full(encoder.size, 3.0, np.float32)
    assert np.array_equal(encoder.encode_state(state, 0, out), encoder.encode(state.observation(0)))


@pytest.mark.parametrize("name", sorted(cardtable.GAMES))
def test_writing_tensors_keeps_no_memory(name: str) -> None:
    """A writer's numbers are a librt vec, and a vec passed in from interpreted code is never freed
    (librt 0.17): each tensor written into a fresh vec handed in would keep its 5-11 KB for good. The
    writer makes its own vec; 20,000 tensors must leave the process no bigger (a leak: over 100 MB)."""
    import resource

    game = cardtable.load_game(name)
    encoder = encoder_for(game)
    state = game.new_game(seed=5)
    out = np.zeros(encoder.size, np.float32)
    encoder.encode_state(state, 0, out)
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    for i in range(20_000):
        encoder.encode_state(state, i % 2, out)
    grown_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before
    assert grown_kib < 20_000, f"{grown_kib} KiB more after 20,000 tensors"
