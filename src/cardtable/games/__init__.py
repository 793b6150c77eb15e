"""One self-contained package per game: its rules, cards and preset decks."""
