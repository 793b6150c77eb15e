"""The game-agnostic engine: state base, seeded randomness, event log, flags, card data, decks, checks."""
