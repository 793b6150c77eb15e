"""Layouts of the flat state (field slots, the battle record, kind codes) and card movements between zones."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cardtable.games.mewmew.game import MewMewGame
    from cardtable.games.mewmew.state import MewMewState

# Card kinds as small ints (MM-1.1), indexed by card in MewMewGame.kind.
MEWMEW, AQUA, CHIMERA, CHARACTER, EVENT, ITEM = range(6)
KINDS = ("mewmew", "aqua", "chimera", "character", "event", "item")

# A field slot is one list: [uid, card, awake, mewmew card or -1, owner, borrowed, item, item, ...].
S_UID, S_CARD, S_AWAKE, S_MEW, S_OWNER, S_BORROWED, S_ITEMS = range(7)

# The battle record: [character player, character uid, chimera player, chimera uid,
#                     revealed card of player 0, of player 1, points of player 0, of player 1,
#                     started by a Chimera ability]. Revealed -1: none (empty deck or Mew Aqua).
B_CP, B_CU, B_HP, B_HU, B_REV, B_PTS, B_CS = 0, 1, 2, 3, 4, 6, 8

MAX_SLOTS = 100
"""Slots per field the action space can name (a field holds at most 100 cards: 50 per deck)."""


def find_uid(slots: list[list[int]], uid: int) -> int:
    """The slot index holding ``uid``, or -1 when it has left the field."""
    for i, slot in enumerate(slots):
        if slot[S_UID] == uid:
            return i
    return -1


def is_character(g: MewMewGame, slot: list[int]) -> bool:
    return g.kind[slot[S_CARD]] == CHARACTER


def search_points(g: MewMewGame, slot: list[int]) -> int:
    """MM-6.3.2: a Character's search points; a Mew Mew counts 0, a Chimera Anima has none."""
    card = slot[S_CARD]
    if g.kind[card] != CHARACTER or slot[S_MEW] >= 0:
        return 0
    return g.search_points[card]


def fight_bonus(g: MewMewGame, slot: list[int]) -> int:
    """Static battle bonus of a fighter: its own (lost under a Mew Mew card, MM-7.1) plus attachments."""
    mew = slot[S_MEW]
    bonus = g.bonus[mew] if mew >= 0 else g.bonus[slot[S_CARD]]
    for item in slot[S_ITEMS:]:
        bonus += g.bonus[item]
    return bonus


def new_slot(s: MewMewState, card: int, awake: bool, owner: int) -> list[int]:
    s.uid += 1
    return [s.uid, card, int(awake), -1, owner, 0]


# ----- decks: the top is the end of the list; ktop / kbot say how much of it is known -----------
def take_top(s: MewMewState, p: int) -> int:
    """Remove and return the top card of ``p``'s deck (the caller checks it is not empty)."""
    deck = s.deck[p]
    card = deck.pop()
    if s.ktop[p]:
        s.ktop[p] -= 1
    if s.kbot[p] > len(deck):
        s.kbot[p] = len(deck)
    return card


def put_top(s: MewMewState, p: int, card: int, owner_sees: bool) -> None:
    """Put a card on top of ``p``'s deck; the owner keeps knowing the top only if they saw it."""
    s.deck[p].append(card)
    s.ktop[p] = s.ktop[p] + 1 if owner_sees else 0


def put_bottom(s: MewMewState, p: int, card: int) -> None:
    """Put a card everyone has seen at the bottom of ``p``'s deck (MM-6.4.6)."""
    s.deck[p].insert(0, card)
    s.kbot[p] += 1
    if s.ktop[p] == len(s.deck[p]) - 1:
        s.ktop[p] += 1  # the owner knew the whole deck and sees this card too


def leave_field(s: MewMewState, p: int, index: int, to: str, rule: str) -> None:
    """A slot leaves ``p``'s field: its card to its owner's ``to`` zone, attachments per MM-6.4.5."""
    g = s.game
    slot = s.field[p].pop(index)
    owner = slot[S_OWNER]
    card = slot[S_CARD]
    (s.hand if to == "hand" else s.disc)[owner].append(card)
    mew = slot[S_MEW]
    returned: list[str] = []
    if mew >= 0:
        if g.flags["attached_on_leave"] == "mewmew_to_area":
            s.mm[owner].append(mew)  # back face-down: its owner may transform again later
        else:
            s.disc[owner].append(mew)
        returned.append(g.ids[mew])
    items = slot[S_ITEMS:]
    s.disc[owner].extend(items)
    s.event(
        rule,
        "left_field",
        owner,
        card=g.ids[card],
        to=to,
        mewmew=g.ids[mew] if mew >= 0 else None,
        mewmew_to=None if mew < 0 else str(g.flags["attached_on_leave"]),
        items=[g.ids[c] for c in items],
    )
