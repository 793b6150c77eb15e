"""A game-agnostic checker in the spirit of OpenSpiel's random simulation test.

``check_random_games`` plays seeded random games and, at every decision, checks the whole public
contract: legal actions, illegal actions, clone, JSON, observations, resample and card conservation.
It raises ``InvariantError`` naming the game, the seed, the step and what broke.

``check_every_card`` does the same with random legal decks built from the game's whole card pool
(``Game.deck_problems`` keeps them within the deck rules), until every card of the pool has left a
deck in some game: cards that no preset deck holds are played too.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from cardtable.core.errors import IllegalActionError
from cardtable.core.game import Game
from cardtable.core.state import State


class InvariantError(AssertionError):
    pass


@dataclass
class CheckReport:
    games: int = 0
    decisions: int = 0
    redeals_seen: int = 0
    results: Counter[str] = field(default_factory=Counter)
    left_deck: set[int] = field(default_factory=set)
    """Pool indices of the cards seen outside every deck zone (drawn, played, ...) on a deep step."""


def check_random_games(
    game: Game,
    games: int = 200,
    seed: int = 0,
    max_decisions: int = 20_000,
    decks: Sequence[Sequence[str]] | None = None,
    deep_every: int = 1,
) -> CheckReport:
    """Play ``games`` random games from seeds ``seed, seed+1, ...`` checking every invariant.

    ``deep_every`` > 1 runs the costly checks (JSON, resample) only on every n-th decision.
    """
    report = CheckReport()
    for number in range(games):
        game_seed = seed + number
        _check_one(game, game_seed, max_decisions, decks, deep_every, report)
        report.games += 1
    if report.redeals_seen == 0:
        raise InvariantError(f"{game.name}: resample never re-dealt a hidden card in {games} games")
    return report


def _fail(game: Game, seed: int, step: int, what: str) -> InvariantError:
    return InvariantError(f"{game.name} seed={seed} step={step}: {what}")


def _check_one(
    game: Game,
    seed: int,
    max_decisions: int,
    decks: Sequence[Sequence[str]] | None,
    deep_every: int,
    report: CheckReport,
) -> None:
    chooser = random.Random(seed)
    state = game.new_game(decks=decks, seed=seed)
    totals = _card_totals(state)
    step = 0
    while not state.is_terminal():
        if step >= max_decisions:
            raise _fail(game, seed, step, f"no end after {max_decisions} decisions")
        legal = state.legal_actions()
        if not legal:
            raise _fail(game, seed, step, "no legal action before the end")
        if legal != sorted(set(legal)) or not all(0 <= a < game.num_actions for a in legal):
            raise _fail(game, seed, step, f"legal actions not sorted, unique and in range: {legal}")
        if state.current_player not in (0, 1):
            raise _fail(game, seed, step, f"current_player is {state.current_player}")
        if state.returns() != [0.0, 0.0]:
            raise _fail(game, seed, step, "returns are not zero before the end")
        if _card_totals(state) != totals:
            raise _fail(game, seed, step, "cards appeared or vanished")
        deep = step % deep_every == 0
        if deep:
            _note_cards_out_of_decks(state, report)
            _check_illegal(game, state, legal, chooser, seed, step)
            _check_json(game, state, seed, step)
            report.redeals_seen += _check_resample(game, state, seed, step)
        action = chooser.choice(legal)
        twin = state.clone()
        before = state.to_json() if deep else ""
        twin.apply(action)
        if deep and state.to_json() != before:
            raise _fail(game, seed, step, "applying an action to a clone changed the original")
        state.apply(action)
        if deep and state.to_json() != twin.to_json():
            raise _fail(game, seed, step, "the same action on a clone gave a different state")
        step += 1
    if state.legal_actions() or state.current_player != -1:
        raise _fail(game, seed, step, "a finished game still offers actions or a player")
    if sorted(state.returns()) != [-1.0, 1.0] and state.returns() != [0.0, 0.0]:
        raise _fail(game, seed, step, f"returns {state.returns()} are not zero-sum win/loss/draw")
    if not state.winner_reason:
        raise _fail(game, seed, step, "a finished game gives no winner_reason")
    for player in (0, 1):
        json.dumps(state.log_for(player))
        if any(not entry.get("rule") for entry in state.log_for(player)):
            raise _fail(game, seed, step, "an event has no rule id")
    _note_cards_out_of_decks(state, report)
    report.decisions += step
    report.results[state.winner_reason] += 1


def _note_cards_out_of_decks(state: State, report: CheckReport) -> None:
    for name, cards in state.zones().items():
        if not name.startswith("deck"):
            report.left_deck.update(cards)


def covering_decks(game: Game, seed: int = 0, attempts: int = 200) -> list[list[str]]:
    """Random legal decks that together hold every card of the pool, each at least once.

    Each deck starts as a preset (so it has the legal size and shape) and takes in cards not yet
    covered by swapping them for random slots; a swap stays only if ``deck_problems`` finds nothing.
    """
    if not game.presets:
        raise InvariantError(f"{game.name}: no preset deck to start covering decks from")
    chooser = random.Random(seed)
    uncovered = [card.id for card in game.cards]
    chooser.shuffle(uncovered)
    presets = [game.presets[name] for name in sorted(game.presets)]
    decks: list[list[str]] = []
    while uncovered:
        deck = list(presets[len(decks) % len(presets)])
        placed: set[int] = set()
        for card in [card for card in uncovered if card not in deck]:
            for _ in range(attempts):
                slot = chooser.randrange(len(deck))
                if slot in placed:
                    continue
                trial = [*deck[:slot], card, *deck[slot + 1 :]]
                if not game.deck_problems(trial):
                    deck = trial
                    placed.add(slot)
                    break
            if len(placed) == len(deck):
                break
        left = [card for card in uncovered if card not in deck]
        if len(left) == len(uncovered):
            raise InvariantError(f"{game.name}: no legal deck takes in any of {sorted(uncovered)}")
        uncovered = left
        decks.append(deck)
    return decks


def check_every_card(game: Game, seed: int = 0, games_per_pair: int = 2, max_games: int = 60) -> CheckReport:
    """Random games between covering decks (``covering_decks``), checked like ``check_random_games``,
    until every card of the pool has left a deck; InvariantError names the cards never played."""
    decks = covering_decks(game, seed)
    pairs = [(decks[i], decks[(i + 1) % len(decks)]) for i in range(len(decks))]
    report = CheckReport()
    number = 0
    every_pair = games_per_pair * len(pairs)
    while (len(report.left_deck) < len(game.cards) or number < every_pair) and number < max_games:
        pair = pairs[(number // games_per_pair) % len(pairs)]
        _check_one(game, seed + number, 20_000, pair, 5, report)
        report.games += 1
        number += 1
    never = sorted(game.cards[i].id for i in set(range(len(game.cards))) - report.left_deck)
    if never:
        raise InvariantError(f"{game.name}: cards never played in {number} games: {never}")
    return report


def _card_totals(state: State) -> Counter[int]:
    totals: Counter[int] = Counter()
    for cards in state.zones().values():
        totals.update(cards)
    return totals


def _check_illegal(
    game: Game, state: State, legal: list[int], chooser: random.Random, seed: int, step: int
) -> None:
    before = state.to_json()
    candidates = [-1, game.num_actions]
    illegal_in_range = [a for a in chooser.sample(range(game.num_actions), min(8, game.num_actions))]
    candidates += [a for a in illegal_in_range if a not in legal][:2]
    for action in candidates:
        try:
            state.apply(action)
        except IllegalActionError as exc:
            if not str(exc):
                raise _fail(game, seed, step, f"illegal action {action} raised with no reason") from exc
        else:
            raise _fail(game, seed, step, f"illegal action {action} was accepted")
        if state.to_json() != before:
            raise _fail(game, seed, step, f"illegal action {action} changed the state")


def _check_json(game: Game, state: State, seed: int, step: int) -> None:
    text = state.to_json()
    again = game.from_json(text)
    if again.to_json() != text:
        raise _fail(game, seed, step, "from_json(to_json()) is not exact")
    if again.legal_actions() != state.legal_actions() or again.current_player != state.current_player:
        raise _fail(game, seed, step, "a state loaded from JSON offers different actions")
    for player in (0, 1):
        observed = state.observation(player)
        if json.loads(json.dumps(observed)) != observed:
            raise _fail(game, seed, step, f"observation({player}) is not plain JSON")
        if again.observation(player) != observed:
            raise _fail(game, seed, step, f"observation({player}) changed over a JSON round trip")


def _check_resample(game: Game, state: State, seed: int, step: int) -> int:
    """Check resample for both players; return how many re-deals moved a card."""
    redealt = 0
    zones = state.zones()
    totals = _card_totals(state)
    for player in (0, 1):
        observed = state.observation(player)
        other = state.resample(player, seed * 7919 + step * 2 + player)
        if other.observation(player) != observed:
            raise _fail(game, seed, step, f"resample({player}) changed what player {player} observes")
        if _card_totals(other) != totals:
            raise _fail(game, seed, step, f"resample({player}) changed the cards in the game")
        if state.current_player == player and other.legal_actions() != state.legal_actions():
            raise _fail(game, seed, step, f"resample({player}) changed player {player}'s legal actions")
        redealt += other.zones() != zones
    return redealt
