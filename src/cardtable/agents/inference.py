"""Deck inference: re-dealt worlds that do not take the opponent's deck list from the state.

``State.resample(p, seed)`` re-deals the cards ``p`` cannot see, but it re-deals the opponent's
*own* cards: a search on those worlds knows which cards the opponent's deck holds, which a person at
the table does not. ``inferred_worlds`` goes one step further. For each world it

1. samples a deck the opponent could be playing (``DeckBelief.sample``): a known deck (the game's
   presets, and the public decks an agent is given: decks anyone can look up, such as the saved
   decks ``cardtable serve`` lists to every client) as it is listed, or one varied by random cards
   of the pool, each with its chance given the opponent's cards ``p`` has seen
   (``OpponentCards.known``: field, discard, face-up cards ...), read as draws from the deck
   (Bayes' rule; a listed deck lacking a seen card is ruled out). The sampled deck is made to hold
   every seen card (one it lacks in as many copies as the known decks play a card of its kind, by
   the same rule on how many were seen), and every change is kept only if ``Game.deck_problems``
   finds the deck legal, so the sampled deck is always one the rules allow;
2. fills the opponent's places ``p`` has not seen (``State._unseen_opponent_slots``, built from the
   same hidden slices ``resample`` re-deals) with the cards of that deck ``p`` has not seen, each
   place with a card of a kind the rules let it hold (Medarotters in a stock, Medarots face-down on
   the field, Mew Mew cards in the Mew Mew card area), then re-deals that (``resample``), so that
   the world depends only on what ``p`` sees.

What ``p`` observes and the log as ``p`` reads it are unchanged (only cards ``p`` has not seen
change). A place no card of the sampled deck can fill keeps its card (rare); a world left with no
legal action (a pending choice of the opponent's that the new cards cannot answer) is given up for
the plain re-deal (rare too, and counted in ``fallbacks``).

A game without ``_unseen_opponent_slots`` gets the plain re-deal.
"""

from __future__ import annotations

import math
import random
import weakref
from collections import Counter
from collections.abc import Callable, Sequence
from typing import NamedTuple, Protocol

from cardtable.core.errors import DeckError
from cardtable.core.game import Game
from cardtable.core.rng import below, choice, shuffle
from cardtable.core.state import OpponentCards, State

Decks = Sequence[Sequence[str]]
"""Decks as lists of card ids."""


class Worlds(Protocol):
    """Given a state, the deciding player, the agent's generator and the public decks it may know
    besides the presets: a maker of re-dealt worlds."""

    def __call__(
        self, state: State, player: int, rng: random.Random, public: Decks = ()
    ) -> Callable[[], State]: ...


LISTED_CHANCE = 0.5
"""Chance, before any card is seen, that the opponent plays a known deck card for card (else varied)."""
VARY_SHARE = 0.2
"""Share of a varied deck's cards offered a swap for a random card of the pool."""
TRIES = 20
"""Random places tried for each card a deck must take in before it is given up."""
DECKS = 8
"""Decks sampled per decision; the worlds of one decision cycle through them."""


def known_worlds(state: State, player: int, rng: random.Random, public: Decks = ()) -> Callable[[], State]:
    """Plain re-deals: the opponent's hidden cards are re-dealt, their deck list kept (``decks=known``;
    ``public`` is not needed)."""
    return lambda: state.resample(player, rng.getrandbits(64))


def inferred_worlds(state: State, player: int, rng: random.Random, public: Decks = ()) -> Callable[[], State]:
    """Re-deals with the opponent's unseen cards drawn from sampled decks (``decks=inferred``), the
    known decks being the presets and ``public``."""
    # The worlds are filled into one private copy, re-dealt from it and the copy put back: what is
    # the same for every world of a decision (the unseen places, the chance of each known deck, the
    # cards each sampled deck has for them) is worked out once. A search runs thousands of worlds a decision.
    base = state.clone()
    opponent = base._unseen_opponent_slots(player)
    if opponent is None:
        return known_worlds(state, player, rng)
    belief = belief_for(state.game, public)
    chances = belief.chances(opponent)
    places = _places(opponent)
    pools: list[dict[int, list[int]]] = []

    def world() -> State:
        if len(pools) < DECKS:
            pools.append(_pools(opponent, belief.sample(opponent, rng, chances)))
        seed = rng.getrandbits(64)
        return _filled_world(state, base, player, seed, opponent, places, pools[below(rng, len(pools))])

    return world


WORLDS: dict[str, Worlds] = {"inferred": inferred_worlds, "known": known_worlds}
"""The ``decks`` option of the agent specs."""


def redeal(state: State, player: int, seed: int, deck: Sequence[int]) -> State:
    """``state.resample(player, seed)`` with the opponent's unseen places holding the cards of
    ``deck`` they do not show.

    The unseen places of a copy of ``state`` are filled from ``deck`` first and that copy is then
    re-dealt: the world depends only on what ``player`` sees, ``deck`` and ``seed``. (Filling the
    re-deal instead kept what the opponent's real cards steer in it: the generator draws made
    dealing them, which went on to shuffle ``player``'s own deck.)"""
    base = state.clone()
    opponent = base._unseen_opponent_slots(player)
    if opponent is None:
        return state.resample(player, seed)
    return _filled_world(state, base, player, seed, opponent, _places(opponent), _pools(opponent, deck))


fallbacks: Counter[str] = Counter()
"""Worlds given up for the plain re-deal, by reason (for the tests and benchmarks)."""

Places = list[tuple[tuple[int, ...], list[tuple[list[int], int]]]]
"""The unseen places by the kinds they may hold, those that may hold the fewest kinds first."""


def _places(opponent: OpponentCards) -> Places:
    places: dict[tuple[int, ...], list[tuple[list[int], int]]] = {}
    for cards, index, kinds in opponent.slots:
        places.setdefault(kinds, []).append((cards, index))
    return sorted(places.items(), key=lambda item: len(item[0]))


def _pools(opponent: OpponentCards, deck: Sequence[int]) -> dict[int, list[int]]:
    """The cards of ``deck`` not in ``opponent.known``, by kind, each kind's in card order.

    A seen card the deck could not take in (``DeckBelief.sample``) leaves the deck a card too many
    for the unseen places: one card of its kind is left out for it (the last), so the world's deck
    keeps the sampled deck's count of each kind, which the deck rules count."""
    left = Counter(deck)
    left.subtract(opponent.known)
    by_kind: dict[int, list[int]] = {}
    surplus = Counter[int]()
    for card, copies in sorted(left.items()):
        by_kind.setdefault(opponent.kinds[card], []).extend([card] * max(copies, 0))
        surplus[opponent.kinds[card]] += max(-copies, 0)
    for kind, extra in surplus.items():
        del by_kind[kind][max(len(by_kind[kind]) - extra, 0) :]
    return by_kind


def _filled_world(
    state: State,
    base: State,
    player: int,
    seed: int,
    opponent: OpponentCards,
    places: Places,
    pools: dict[int, list[int]],
) -> State:
    """``base`` (a copy of ``state`` that ``opponent`` describes) with its unseen places filled from
    ``pools``, re-dealt; ``base`` is put back as it was."""
    saved = [cards[index] for cards, index, _ in opponent.slots]
    try:
        fill(places, pools, opponent.kinds, random.Random(seed))
        world = base.resample(player, seed)
    finally:
        for (cards, index, _), card in zip(opponent.slots, saved, strict=True):
            cards[index] = card
    if not world.is_terminal() and not world.legal_actions():
        fallbacks.update(["dead end"])
        return state.resample(player, seed)  # the same seed: the plain world this one started from
    return world


def fill(places: Places, pools: dict[int, list[int]], kinds: Sequence[int], rng: random.Random) -> None:
    """Write the cards of ``pools`` into ``places`` (in place).

    Places that may hold the fewest kinds are filled first, all those of one set of kinds at once
    with the cards of those kinds left, in a random order.
    """
    by_kind = {kind: cards[:] for kind, cards in pools.items()}
    for allowed, spots in places:
        pool = [card for kind in allowed for card in by_kind.pop(kind, [])]
        shuffle(rng, pool)
        for cards, index in spots:
            if pool:  # else the place keeps its card (rare: the sampled deck lacks the kinds)
                cards[index] = pool.pop()
        for card in pool:
            by_kind.setdefault(kinds[card], []).append(card)


class Draws(NamedTuple):
    """One known deck's chance of each card as one draw from it (``DeckBelief``)."""

    copies: Counter[int]
    """The deck's copies of each card."""
    listed: dict[int, float]
    """Drawn from the deck as listed, by card (the cards it holds)."""
    varied: list[float]
    """Drawn from the deck varied, by card index (every card of the pool)."""


class DeckBelief:
    """Decks an opponent could be playing: known decks, as listed or varied, by what was seen, kept legal.

    The opponent's cards a player has seen are read as draws from their deck: from a listed deck in
    its proportions, from a varied one in those proportions for ``1 - VARY_SHARE`` of the cards and
    as a random card of the pool of the same kind for the rest (the kinds in the deck's proportions).
    A seen card a listed deck lacks (or one copy too many) rules that deck out as listed; a varied
    deck lacking it takes it in, in the copies the known decks play a card of its kind."""

    def __init__(self, game: Game, decks: Sequence[Sequence[str]]) -> None:
        self._game = game
        self._decks = [[game.card_index[c] for c in deck] for deck in decks]
        self._by_kind: dict[int, list[int]] = {}
        self._draws: list[Draws] = []
        self._copies_by_kind: dict[int, list[int]] = {}  # a known deck's copies of each card, by kind

    def _learn_kinds(self, kinds: Sequence[int]) -> None:
        """The pool by kind, each deck's ``Draws`` and the copies of a card of each kind, once a game."""
        if self._draws:
            return
        for card in range(len(self._game.cards)):
            self._by_kind.setdefault(kinds[card], []).append(card)
        self._draws = [self._draws_from(deck, kinds) for deck in self._decks]
        for deck in self._decks:
            for card, copies in Counter(deck).items():
                self._copies_by_kind.setdefault(kinds[card], []).append(copies)

    def _draws_from(self, deck: Sequence[int], kinds: Sequence[int]) -> Draws:
        copies = Counter(deck)
        listed = {card: n / len(deck) for card, n in copies.items()}
        # Kinds in the deck's proportions, smoothed so that a kind it lacks is not impossible.
        kind_count = Counter(kinds[card] for card in deck)
        varied = []
        for card in range(len(self._game.cards)):
            kind = kinds[card]
            kind_share = (kind_count[kind] + 1) / (len(deck) + len(self._by_kind))
            pool_chance = kind_share / len(self._by_kind[kind])
            varied.append((1 - VARY_SHARE) * listed.get(card, 0.0) + VARY_SHARE * pool_chance)
        return Draws(copies, listed, varied)

    def chances(self, opponent: OpponentCards) -> list[tuple[int, bool, float]]:
        """``(deck, varied, chance)`` for every known deck as listed and varied, given the cards of
        ``opponent.known`` (Bayes' rule on the draws)."""
        self._learn_kinds(opponent.kinds)
        held = Counter(opponent.known)
        logs: list[tuple[int, bool, float]] = []
        for index, draws in enumerate(self._draws):
            if all(draws.copies[card] >= n for card, n in held.items()):
                listed_log = sum(n * math.log(draws.listed[card]) for card, n in held.items())
                logs.append((index, False, math.log(LISTED_CHANCE) + listed_log))
            varied_log = sum(n * math.log(draws.varied[card]) for card, n in held.items())
            logs.append((index, True, math.log(1 - LISTED_CHANCE) + varied_log))
        top = max(log for _, _, log in logs)
        weights = [math.exp(log - top) for _, _, log in logs]
        total = sum(weights)
        return [(index, vary, weight / total) for (index, vary, _), weight in zip(logs, weights, strict=True)]

    def sample(
        self, opponent: OpponentCards, rng: random.Random, chances: Sequence[tuple[int, bool, float]] = ()
    ) -> list[int]:
        """A legal deck holding every card of ``opponent.known`` (as far as the deck rules let a
        known deck take them in), drawn by ``chances`` (``self.chances(opponent)``, given or worked out)."""
        kinds = opponent.kinds
        self._learn_kinds(kinds)
        hypotheses = chances or self.chances(opponent)
        index, vary, _ = rng.choices(hypotheses, [chance for _, _, chance in hypotheses])[0]
        deck = list(self._decks[index])
        held_before = Counter(deck)
        keep = Counter[int]()  # cards the deck must keep: the known ones already in it
        for card in opponent.known:
            if keep[card] < deck.count(card) or self._swap(deck, kinds[card], [card], kinds, keep, rng):
                keep[card] += 1
        for card, seen in Counter(opponent.known).items():
            if not held_before[card]:  # a card the known deck lacks, played in copies as known decks play
                copies = self._copies_of(kinds[card], seen, len(opponent.known), len(deck), rng)
                for _ in range(copies - seen):
                    if self._swap(deck, kinds[card], [card], kinds, keep, rng):
                        keep[card] += 1
        if vary:
            for _ in range(int(len(deck) * VARY_SHARE)):
                kind = kinds[deck[below(rng, len(deck))]]
                self._swap(deck, kind, self._by_kind[kind], kinds, keep, rng)
        return deck

    def _copies_of(self, kind: int, seen: int, drawn: int, size: int, rng: random.Random) -> int:
        """How many copies a deck of ``size`` cards plays of a card of ``kind`` the sampled known deck
        lacks, ``seen`` copies being among the ``drawn`` cards seen: as many as a known deck plays of
        a card of that kind (at least ``seen``), by Bayes' rule on those draws."""
        prior = Counter(copies for copies in self._copies_by_kind.get(kind, ()) if copies >= seen)
        if not prior:
            return seen
        counts = sorted(prior)
        # A deck of ``n`` copies shows ``seen`` of them in ``drawn`` draws: hypergeometric odds.
        weights = [prior[n] * math.comb(n, seen) * math.comb(size - n, drawn - seen) for n in counts]
        return rng.choices(counts, weights)[0] if sum(weights) else seen

    def _swap(
        self,
        deck: list[int],
        kind: int,
        choices: Sequence[int],
        kinds: Sequence[int],
        keep: Counter[int],
        rng: random.Random,
    ) -> bool:
        """Put a random one of ``choices``, cards of ``kind``, for a card of ``deck`` that need not be
        kept, if the deck stays legal. Places are tried in random order, those holding a card of
        ``kind`` first (deck rules count kinds), at most ``TRIES``."""
        ids = self._game.cards
        # Only places whose card need not be kept count as tries: late in a game most of the deck
        # is seen and kept, and tries spent on those left seen cards out of the deck.
        copies = Counter(deck)
        places = [place for place, card in enumerate(deck) if keep[card] < copies[card]]
        shuffle(rng, places)
        places.sort(key=lambda place: kinds[deck[place]] != kind)
        for place in places[:TRIES]:
            old = deck[place]
            deck[place] = choice(rng, choices)
            if not self._game.deck_problems([ids[c].id for c in deck]):
                return True
            deck[place] = old
        return False


BELIEFS_KEPT = 4
"""Deck beliefs kept per Game object (one for each set of public decks, the latest ones)."""
_beliefs: weakref.WeakKeyDictionary[Game, dict[tuple[tuple[str, ...], ...], DeckBelief]] = (
    weakref.WeakKeyDictionary()
)


def belief_for(game: Game, public: Decks = ()) -> DeckBelief:
    """The deck belief of a game: its presets, then the decks of ``public`` that are legal in it
    (under its flags) and not a preset or an earlier one card for card, are the known decks. Made
    once per Game object and ``public``."""
    key = tuple(tuple(deck) for deck in public)
    kept = _beliefs.setdefault(game, {})
    belief = kept.get(key)
    if belief is None:
        decks: list[Sequence[str]] = [game.presets[name] for name in sorted(game.presets)]
        listed = {tuple(sorted(deck)) for deck in decks}
        for deck in key:
            cards = tuple(sorted(deck))
            if cards not in listed and _legal(game, deck):
                listed.add(cards)
                decks.append(deck)
        if len(kept) >= BELIEFS_KEPT:
            del kept[next(iter(kept))]  # the oldest: a server's saved decks change now and then
        belief = kept[key] = DeckBelief(game, decks)
    return belief


def _legal(game: Game, deck: Sequence[str]) -> bool:
    try:
        game.check_deck(deck)
    except DeckError:
        return False
    return True
