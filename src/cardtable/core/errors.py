"""Errors the public API raises, each carrying a message meant for a person."""


class IllegalActionError(ValueError):
    """An action that is not legal now; the message says why. The state is unchanged."""


class CardDataError(ValueError):
    """A card data file is broken; the message names the file, the card and the field."""


class DeckError(ValueError):
    """A deck breaks the game's deck regulation or a deck file cannot be read."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("; ".join(problems))
        self.problems = problems


class SpecError(ValueError):
    """A position spec, saved state or flag value that cannot be used; the message says what is wrong."""
