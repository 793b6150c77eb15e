"""Every card of every game's pool is played (issue 10): random legal decks from the whole pool."""

from __future__ import annotations

import pytest

from cardtable import load_game
from cardtable.core.invariants import check_every_card, covering_decks


@pytest.mark.parametrize("name", ["medarot", "mewmew"])
def test_covering_decks_are_legal_and_hold_every_card(name: str) -> None:
    game = load_game(name)
    decks = covering_decks(game, seed=1)
    assert all(game.deck_problems(deck) == [] for deck in decks)
    assert {card for deck in decks for card in deck} == {card.id for card in game.cards}


@pytest.mark.parametrize("name", ["medarot", "mewmew"])
def test_every_card_of_the_pool_is_played_under_the_invariant_checker(name: str) -> None:
    game = load_game(name)
    report = check_every_card(game, seed=7)
    assert len(report.left_deck) == len(game.cards) and report.games >= 2 * len(covering_decks(game, 7))


def test_medarot_has_cards_in_no_preset_deck_and_they_are_covered() -> None:
    game = load_game("medarot")
    in_presets = {card for deck in game.presets.values() for card in deck}
    outside = {card.id for card in game.cards} - in_presets
    assert outside and outside <= {card for deck in covering_decks(game, 7) for card in deck}
