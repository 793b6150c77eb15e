"""Checks on a state that came from outside (a saved JSON state, a position spec): SpecError naming
what is wrong, at load time, instead of a crash or a wrong game later.

The fields are checked against the shape of a fresh game's state; a saved state may hold no more
cards than two regulation decks and no piece twice (a card in two zones); then the loaded state is made to
do what any interface will ask of it (legal actions, both observations, the words of every legal
action, one step of play on a copy, a JSON round trip) so that an inconsistency the shape cannot
show (an index past the end of a zone, an empty decision stack) is caught here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardtable.core.errors import SpecError

if TYPE_CHECKING:
    from cardtable.core.state import State

WINNERS = (None, 0, 1, -1)
"""``winner``: nobody yet, a seat, or -1 for a draw."""


def check_top_fields(saved: dict[str, Any]) -> None:
    """The fields every saved state has besides its data."""
    seed = saved.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise SpecError(f"saved state: seed must be a non-negative integer, not {seed!r}")
    winner = saved.get("winner")
    if isinstance(winner, bool) or winner not in WINNERS:
        raise SpecError(f"saved state: winner must be one of {WINNERS}, not {winner!r}")
    reason = saved.get("winner_reason")
    if reason is not None and not isinstance(reason, str):
        raise SpecError(f"saved state: winner_reason must be text or null, not {reason!r}")
    if (winner is None) != (reason is None):
        raise SpecError("saved state: winner and winner_reason are set together")


def check_data_shape(data: dict[str, Any], template: State) -> None:
    """Each data field has the JSON type a fresh state's field has (anything where that is null: no
    field of the games' is; a null where it is not would fail at once on the compiled engine)."""
    for name, value in data.items():
        expected = getattr(template, name)
        if expected is None:
            continue
        if type(value) is not type(expected):
            raise SpecError(
                f"saved state: data.{name} must be {type(expected).__name__}, not {type(value).__name__}"
            )


def check_usable(state: State) -> None:
    """Make the state do what interfaces ask of it; any failure is a SpecError saying where."""
    cards = len(state.game.cards)
    try:
        zones = {zone: list(held) for zone, held in state.zones().items()}
    except Exception as exc:
        failure = f"{type(exc).__name__}: {exc}"
        raise SpecError(f"inconsistent state: its zones cannot be read ({failure})") from exc
    for zone, held in zones.items():
        bad = [card for card in held if type(card) is not int or not 0 <= card < cards]
        if bad:
            raise SpecError(f"inconsistent state: zone {zone} holds {bad[0]!r}, not a card 0-{cards - 1}")
    step = "its legal actions"
    try:
        legal = state.legal_actions()
        if state.winner is None and not legal:
            raise SpecError("inconsistent state: the game is not over but nobody can act")
        for player in (0, 1):
            step = f"observation({player})"
            state.observation(player)
        for action in legal:
            step = f"the words of action {action}"
            state.action_to_string(action, "en")
        if legal:
            step = f"playing action {legal[0]}"
            state.clone().apply(legal[0])
        step = "its JSON"
        state.to_json()
    except SpecError:
        raise
    except Exception as exc:  # whatever broke, the state is what is wrong: say so, never crash later
        raise SpecError(f"inconsistent state: {step} failed ({type(exc).__name__}: {exc})") from exc


def check_cards_once(state: State) -> None:
    """A saved state holds each card once: no more cards in all its zones than two regulation decks
    (``State.DECK_SIZE``), and no piece named twice (``State._pieces``: a Medarot's uid on two squares)."""
    size = state.DECK_SIZE
    try:
        zones = state.zones()
        pieces = state._pieces()
    except Exception as exc:
        failure = f"{type(exc).__name__}: {exc}"
        raise SpecError(f"inconsistent state: its zones cannot be read ({failure})") from exc
    held = sum(len(cards) for cards in zones.values())
    if size is not None and held > 2 * size:
        counts = ", ".join(f"{zone} {len(cards)}" for zone, cards in zones.items() if cards)
        raise SpecError(
            f"saved state: a card is in two zones: {held} cards in play, two decks hold {2 * size} ({counts})"
        )
    for field, names in pieces.items():
        twice = sorted({name for name in names if names.count(name) > 1})
        if twice:
            raise SpecError(
                f"saved state: a card is in two places: data.{field} names piece {twice[0]} twice"
            )
