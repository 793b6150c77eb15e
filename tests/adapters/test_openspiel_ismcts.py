"""OpenSpiel's generic ``ISMCTSBot`` plays whole games through the adapter, run as docs/research.md
says (``use_observation_string=True``), without error (issue 14).

The bot keys its tree by the mover's observation string and refuses (``KeyError`` in
``expand_if_necessary``) a node reached again with other legal actions: these games pass only
because equal observations offer equal decisions (``tests/core/test_observation_decides.py``).
Simulations and rollouts are few so that 20 games of each game fit in CI; each decision still
walks several re-deals through one shared tree.
"""

from __future__ import annotations

import pytest

pyspiel = pytest.importorskip("pyspiel")
np = pytest.importorskip("numpy")

from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

import cardtable  # noqa: E402
import cardtable.adapters.openspiel  # noqa: E402 - registers the games

GAMES = 20
SIMULATIONS = 10
ROLLOUT = 2


@pytest.mark.parametrize("name", sorted(cardtable.GAMES))
def test_openspiel_ismcts_bot_plays_whole_games(name: str) -> None:
    game = pyspiel.load_game(f"cardtable_{name}")
    finished = 0
    for number in range(GAMES):
        rng = np.random.RandomState(number)
        evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng, max_length=ROLLOUT)
        bot = ismcts.ISMCTSBot(
            game, evaluator, uct_c=2.0, max_simulations=SIMULATIONS, random_state=rng,
            use_observation_string=True,
        )  # fmt: skip
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.randint(game.max_chance_outcomes()))
            else:
                state.apply_action(bot.step(state))
        finished += state.cardtable_state().is_terminal()
    assert finished == GAMES  # every game came to its end, none stopped at max_game_length
