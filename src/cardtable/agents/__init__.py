"""AI players on the public contract: random, heuristic and ISMCTS, each named by a spec string.

Spec grammar: ``NAME(:KEY=VALUE)*`` (no spaces, no commas, so that ``--agents A,B`` can list two).

- ``random`` - uniformly random legal actions.
- ``heuristic`` - for each legal action, one-ply lookahead in worlds re-dealt from its own view,
  played on greedily for a few decisions and scored by the game's evaluation
  (``agents.heuristics``). Options: ``epsilon`` (0-1, chance of a random move; 0), ``seconds``
  (time budget per decision; 1.0), ``lookahead`` (greedy decisions played on after the action;
  2), ``samples`` (re-dealt worlds averaged; 4), ``decks`` (below; inferred), ``knowledge``
  (below; hand).
- ``ismcts`` - single-observer information-set MCTS. Options: ``iterations`` (deterministic budget),
  ``seconds`` (time budget; 1.0 when neither is given; both: whichever ends first), ``depth`` (rollout
  decisions before the evaluation scores the position; 0: score the new leaf at once, which measured
  strongest at short budgets; ``search``: the game's own, its heuristics' ``search_depth``: to
  the end of the game in Tokyo Mew Mew; in Medarot 0 until a deck holds
  ``ENDGAME_DECK`` = 10 cards or fewer, then to the end of the game), ``rollout`` (the policy of those
  rollout decisions: ``random``; ``heuristic``, the heuristic's greedy choice; ``mast``, the action
  its player did best with in this search's iterations so far, or a random one a fifth of the time;
  random), ``c`` (UCT exploration; 0.7),
  ``prior`` (virtual visits giving each root action its heuristic score to start from; 20, 0 turns it
  off), ``share`` (0-1: the prior grows with the search to ``share`` of the iterations done, so that
  it weighs as much in a long search as in a short one; 0, a fixed prior), ``settle`` (``on``/``off``:
  stop once the most visited action can no longer be caught in the budget left, which gives the same
  answer sooner; on), ``bank`` (``on``/``off``: keep the budget a decision leaves unspent and let
  each later one add half of what is kept to its own, so that over a game the search spends its
  budget a decision on average, most where the answer is in doubt; off), ``split`` (``on``/``off``:
  below the root, a node for each view of the player to move, as OpenSpiel's ``ISMCTSBot`` keys its
  nodes, instead of one for each sequence of actions whatever was drawn or turned over; off),
  ``decks`` (below; inferred), ``knowledge`` (below; search).

``knowledge`` is the evaluation that scores positions: ``hand`` (the heuristic's default), the
game's evaluation written from its rules (``agents.heuristics.<game>.evaluate``); ``finish``, a
second evaluation a game writes for a search's leaves (Tokyo Mew Mew's: who finishes first);
``search`` (the search's default), ``finish`` where the game has one and ``hand`` elsewhere;
``fitted``, a logistic regression of game results on the hand evaluation's parts (``FEATURES``), its
weights fitted by ``bench/fit_eval.py`` and kept with their provenance in
``agents/heuristics/fitted/<game>.json``. All read only the player's own observation.

What an agent may know: ``random`` knows nothing but the legal actions. ``heuristic`` and
``ismcts`` know what their player may know (``observation`` and ``log_for`` of their seat, the card
pool, the deck rules, the preset decks and the public decks they are given: ``make_agent``'s
``public_decks``, which ``cardtable serve`` fills with the saved decks it lists to every client) and
nothing else: every world they search is re-dealt from their own view. ``decks`` says what they
assume about the opponent's deck list:

- ``decks=inferred`` (the default) - they do not know it: the opponent's unseen cards are dealt
  from decks the opponent could be playing: a preset or public deck as listed or varied by other
  cards of the pool, each as likely as the opponent's cards seen so far make it, made to hold every
  card of theirs seen, always legal under the deck rules (``agents.inference``). Fair against a
  person.
- ``decks=known`` - they know which cards the opponent's deck holds (not where they are): the
  opponent's unseen cards are only re-dealt among themselves (``State.resample``). Fair only
  between programs that are both told the decks, as in benchmarks.

Difficulties, for players (options after them override, e.g. ``hard:seconds=5``):

- ``easy`` = ``heuristic:epsilon=0.25:samples=1`` - sensible, with a random move one time in four.
- ``normal`` = ``ismcts:seconds=0.5``
- ``hard`` = ``ismcts:seconds=2:share=0.067:depth=search`` - the root's prior kept at about 7% of
  the search (2026-12-04); each leaf played on as far as the game asks (Tokyo Mew Mew: random moves
  to the end of the game, 2026-12-05; Medarot: scored at once until a deck runs short, then played to
  the end too, 2026-12-06) (``bench/results/ai_strength.md``).

Every agent is seeded: with an iteration budget (or none, for random and heuristic) the same seed
gives the same choices, and a choice depends only on what the acting player may know. A time
budget is never overrun: the clock is checked inside the search, with a safety margin (with
``bank=on`` a decision's budget is its own plus what it draws from the bank; over a game the
average stays within the budget).
"""

from cardtable.agents.base import Agent
from cardtable.agents.spec import DIFFICULTIES, make_agent
from cardtable.core.errors import SpecError

__all__ = ["DIFFICULTIES", "Agent", "SpecError", "make_agent"]
