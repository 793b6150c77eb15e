"""Golden playthroughs: seeded games recorded as action lists with digests of everything they showed.

OpenSpiel keeps playthroughs so that a change to how a game runs is caught to the action. Ours are
recorded with ``python tests/golden/record.py`` and replayed by ``test_golden.py``. Each game's
digests are split by what they cover, so that an intended change (new wording, a new JSON layout)
re-records only its own component, in its own commit, and every other component still has to match:

- ``play``: at every decision the player to move and the legal actions; at the end winner, reason
  and returns.
- ``events``: the full event log and both players' ``log_for`` views, without their words.
- ``words``: every chosen action's text and every log line's text, in English and Japanese.
- ``observations``: the observation of the player to move at every decision.
- ``state``: ``to_json()`` every 25 decisions and at the end.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from typing import Any

from cardtable import load_game
from cardtable.core.state import State

COMPONENTS = ("play", "events", "words", "observations", "state")
STATE_EVERY = 25
WORD_FIELDS = ("text", "text_ja")


class _Digest:
    def __init__(self) -> None:
        self._hash = hashlib.sha256()

    def add(self, value: Any) -> None:
        self._hash.update(json.dumps(value, sort_keys=True, ensure_ascii=False).encode())
        self._hash.update(b"\n")

    def hex(self) -> str:
        return self._hash.hexdigest()[:32]


def _without_words(lines: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{k: v for k, v in line.items() if k not in WORD_FIELDS} for line in lines]


def _words(lines: list[dict[str, Any]]) -> list[list[str]]:
    return [[line["text"], line["text_ja"]] for line in lines]


def replay(game_name: str, flags: dict[str, Any], decks: Sequence[Sequence[str]], seed: int,
           actions: Sequence[int]) -> dict[str, str]:  # fmt: skip
    """Play ``actions`` from the seeded start and digest every component (see the module doc)."""
    state = load_game(game_name, **flags).new_game(decks=decks, seed=seed)
    return digest_run(state, actions)


def digest_run(state: State, actions: Sequence[int]) -> dict[str, str]:
    digests = {name: _Digest() for name in COMPONENTS}
    for step, action in enumerate(actions):
        player = state.current_player
        digests["play"].add([player, state.legal_actions()])
        digests["observations"].add(state.observation(player))
        digests["words"].add([state.action_to_string(action, "en"), state.action_to_string(action, "ja")])
        if step % STATE_EVERY == 0:
            digests["state"].add(state.to_json())
        state.apply(action)
    digests["play"].add([state.current_player, state.legal_actions(), state.winner, state.winner_reason,
                         state.returns()])  # fmt: skip
    digests["state"].add(state.to_json())
    for lines in (state.log, state.log_for(0), state.log_for(1)):
        digests["events"].add(_without_words(lines))
        digests["words"].add(_words(lines))
    return {name: digest.hex() for name, digest in digests.items()}
