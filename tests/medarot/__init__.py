"""Tests of the Medarot game: rules by id, flags, cards, hidden information, invariants."""
