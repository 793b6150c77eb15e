"""Layouts of the flat state (field slots, the battle record, kind codes) and card movements between zones."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from cardtable.games.mewmew.game import MewMewGame
    from cardtable.games.mewmew.state import MewMewState

# Card kinds as small ints (MM-1.1), indexed by card in MewMewGame.kind.
MEWMEW: Final = 0
AQUA: Final = 1
CHIMERA: Final = 2
CHARACTER: Final = 3
EVENT: Final = 4
ITEM: Final = 5
KINDS: Final = ("mewmew", "aqua", "chimera", "character", "event", "item")

# A field slot is one list: [uid, card, awake, mewmew card or -1, owner, borrowed, item, item, ...].
S_UID: Final = 0
S_CARD: Final = 1
S_AWAKE: Final = 2
S_MEW: Final = 3
S_OWNER: Final = 4
S_BORROWED: Final = 5
S_ITEMS: Final = 6

# The battle record: [character player, character uid, chimera player, chimera uid,
#                     revealed card of player 0, of player 1, points of player 0, of player 1,
#                     started by a Chimera ability]. Revealed -1: none (empty deck or Mew Aqua).
B_CP: Final = 0
B_CU: Final = 1
B_HP: Final = 2
B_HU: Final = 3
B_REV: Final = 4
B_PTS: Final = 6
B_CS: Final = 8

MAX_SLOTS: Final = 100
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
EVERYONE: Final = 3
"""A ``kgauge`` entry: bit ``1 << p`` set when player ``p`` knows that gauge card; both bits: everyone."""


def take_top(s: MewMewState, p: int) -> int:
    """Remove and return the top card of ``p``'s deck (the caller checks it is not empty)."""
    return take_top_known(s, p)[0]


def take_top_known(s: MewMewState, p: int) -> tuple[int, int]:
    """``take_top``, with who knew that card (bits as in ``kgauge``): everyone if it was of the public
    bottom (MM-6.4.6), the owner if they knew their deck top, else nobody."""
    deck = s.deck[p]
    knowers = EVERYONE if s.kbot[p] >= len(deck) else (1 << p if s.ktop[p] else 0)
    card = deck.pop()
    if s.ktop[p]:
        s.ktop[p] -= 1
    if s.kbot[p] > len(deck):
        s.kbot[p] = len(deck)
    return card, knowers


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


# ----- what a player knows of the hidden zones (MM-2.3), kept so that a re-deal keeps it ------------
# ``khand``: per player, the cards everyone saw go into that hand and has not seen leave; ``kgauge``:
# per player, beside each gauge card, who knows it (bits as ``EVERYONE``). (The Mew Mew area needs no
# record: it is re-dealt on its own, so its cards stay its cards.)
def deck_top_to(s: MewMewState, p: int, to: str) -> int:
    """The top card of ``p``'s deck goes to their ``"hand"``, ``"gauge"`` or ``"discard"``, known
    there to whoever knew it on the deck; returns it."""
    card, knowers = take_top_known(s, p)
    if to == "hand":
        to_hand(s, p, card, public=knowers == EVERYONE)
    elif to == "gauge":
        to_gauge(s, p, card, knowers)
    else:
        s.disc[p].append(card)
    return card


def to_hand(s: MewMewState, p: int, card: int, public: bool) -> None:
    s.hand[p].append(card)
    if public:
        s.khand[p].append(card)


def from_hand(s: MewMewState, p: int, card: int) -> None:
    """A card leaves ``p``'s hand face-up: everyone can strike one copy of it from what they knew."""
    s.hand[p].remove(card)
    if card in s.khand[p]:
        s.khand[p].remove(card)


def to_gauge(s: MewMewState, p: int, card: int, knowers: int) -> None:
    s.gauge[p].append(card)
    s.kgauge[p].append(knowers)


def gauge_top(s: MewMewState, p: int) -> tuple[int, int]:
    """Take the top gauge card (gauge_access="top_of_pile"), with who knows it."""
    return s.gauge[p].pop(), s.kgauge[p].pop()


def gauge_chosen(s: MewMewState, p: int, card: int) -> None:
    """The owner takes a gauge card of their choice (gauge_access="choose"): the opponent cannot tell
    which, so they lose track of every card of that gauge."""
    s.kgauge[p].pop(s.gauge[p].index(card))
    s.gauge[p].remove(card)
    s.kgauge[p] = [knowers & (1 << p) for knowers in s.kgauge[p]]


def leave_field(s: MewMewState, p: int, index: int, to: str, rule: str) -> None:
    """A slot leaves ``p``'s field: its card to its owner's ``to`` zone, attachments per MM-6.4.5."""
    g = s.game
    slot = s.field[p].pop(index)
    owner = slot[S_OWNER]
    card = slot[S_CARD]
    if to == "hand":
        to_hand(s, owner, card, public=True)
    else:
        s.disc[owner].append(card)
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
