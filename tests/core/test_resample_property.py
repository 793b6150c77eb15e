"""``State.resample(p, seed)`` gives only states consistent with everything ``p`` has seen (issue 14).

Random games of both games under every flag set; at every decision, for both players, a re-deal:

- has a legal action (or the game is over), and that action can be taken;
- keeps ``observation(p)`` and ``log_for(p)``;
- changes no card but in the slots ``_hidden_segments(p)`` calls hidden, and deals every slot
  ``_redeal_needs(p)`` names (cards seen entering a hidden zone, kinds the rules show) a card it allows;
  and what the game records as known is true of the real state;
- is the same for another state ``p`` cannot tell apart (itself a re-deal), given the same seed.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest

import cardtable
from cardtable import State
from cardtable.games.mewmew.state import MewMewState
from flag_sets import case_id, flag_cases

GAMES = 2
"""Random games per flag set."""
DEEP_EVERY = 4
"""The costlier checks (the other state, the rendered log) run on every this-many-th decision."""


def pair_lists(a: Any, b: Any, into: dict[int, list[Any]]) -> None:
    """Map ``id`` of every list inside ``a`` to the list at the same place in ``b`` (a clone of it)."""
    if isinstance(a, list):
        into[id(a)] = b
        for x, y in zip(a, b, strict=True):
            pair_lists(x, y, into)
    elif isinstance(a, dict):
        for key in a:
            pair_lists(a[key], b[key], into)


def changed_slots(a: Any, b: Any, out: set[tuple[int, int]]) -> None:
    """``(id of a list in a, index)`` of every int that differs between a and b."""
    if isinstance(a, list):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            if isinstance(x, (list, dict)):
                changed_slots(x, y, out)
            elif x != y:
                out.add((id(a), i))
    elif isinstance(a, dict):
        for key in a:
            changed_slots(a[key], b[key], out)


def data(state: State) -> list[Any]:
    return [getattr(state, name) for name in state.DATA]


def check_known_is_true(state: State) -> None:
    """What a game records as known must hold in the real state."""
    if isinstance(state, MewMewState):
        for p in (0, 1):
            assert not Counter(state.khand[p]) - Counter(state.hand[p]), "a card known in hand is not there"
            assert len(state.kgauge[p]) == len(state.gauge[p])


def check_redeal(state: State, player: int, seed: int, deep: bool) -> None:
    world = state.resample(player, seed)
    where = f"re-deal for player {player}, seed {seed}"
    assert world.is_terminal() or world.legal_actions(), f"{where}: no legal action and not over"
    assert world.current_player == state.current_player
    assert world.observation(player) == state.observation(player), f"{where}: the observation changed"
    hidden = {
        (id(cards), i) for group in state._hidden_segments(player) for cards, start, stop in group
        for i in range(start, stop)
    }  # fmt: skip
    moved: set[tuple[int, int]] = set()
    changed_slots(data(state), data(world), moved)
    assert moved <= hidden, f"{where}: a card the player can see or knows moved"
    lists: dict[int, list[Any]] = {}
    pair_lists(data(state), data(world), lists)
    for cards, index, allowed in state._redeal_needs(player):
        assert lists[id(cards)][index] in allowed, (
            f"{where}: a slot got a card the player knows it cannot hold"
        )
    if deep:
        assert world.log_for(player) == state.log_for(player), f"{where}: the log changed"
        twin = state.resample(player, seed ^ 0x5EED)  # a state the player cannot tell from this one
        assert twin.resample(player, seed).to_json() == world.to_json(), (
            f"{where}: alike states re-dealt apart"
        )
    if not world.is_terminal():
        world.apply(random.Random(seed).choice(world.legal_actions()))  # the re-dealt world plays on


@pytest.mark.parametrize("case", flag_cases(), ids=case_id)
def test_resample_keeps_what_the_player_has_seen(case: tuple[str, dict[str, Any]]) -> None:
    name, flags = case
    game = cardtable.load_game(name, **flags)
    chooser = random.Random("resample" + name + json.dumps(flags, sort_keys=True))
    presets = sorted(game.presets)
    for _ in range(GAMES):
        decks = [game.presets[chooser.choice(presets)] for _ in (0, 1)]
        state = game.new_game(decks=decks, seed=chooser.randrange(1 << 30))
        step = 0
        while not state.is_terminal():
            check_known_is_true(state)
            for player in (0, 1):
                check_redeal(state, player, chooser.getrandbits(64), step % DEEP_EVERY == 0)
            state.apply(chooser.choice(state.legal_actions()))
            step += 1
