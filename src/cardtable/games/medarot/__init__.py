"""Medarot Official Card Game, Advance Mode: rules, field, effects, cards and preset decks."""

from cardtable.games.medarot.game import MedarotGame

__all__ = ["MedarotGame"]
