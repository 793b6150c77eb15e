"""The Tokyo Mew Mew observation tensor written straight from the state: ``Game.observation_tensor_writer``.

The layout, field by field, is ``cardtable.adapters.encoding.mewmew``'s, which encodes the observation
dict (``observation.py``); this writer must give the same numbers for every state and player, and a
test holds it to that over random games of every flag value. It reads only what ``observe`` reads for
the viewer, so it carries no more than the observation does. The vocabularies below are the game's
own and the encoder reads them from here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from librt.vecs import vec
from mypy_extensions import i16

from cardtable.core.decisions import KIND, PLAYER
from cardtable.core.game import FieldSpots, TensorWriter
from cardtable.games.mewmew import zones as z
from cardtable.games.mewmew.choices import CHOICES
from cardtable.games.mewmew.frames import CARD
from cardtable.games.mewmew.observation import DECISION_KINDS

if TYPE_CHECKING:
    from cardtable.core.state import State
    from cardtable.games.mewmew.game import MewMewGame
    from cardtable.games.mewmew.state import MewMewState

SLOTS: Final = 16
"""K: field slots per player described one by one."""

CARDS: Final = 110
"""The most cards any place can hold: both 55-card decks (MM-3.1)."""

STEPS: Final = ("morning", "main", "search", "battle", "night", "over")
SIZES: Final = ("hand_size", "mewmew_area_size", "deck_size", "gauge_size", "discard", "found", "beaten")
SLOT_FLAGS: Final = 5
SLOT_NUMBERS: Final = 3


@dataclass(frozen=True)
class SideSpots:
    """Where one side's fields start (``my_*`` or ``opp_*``), and its slot numbers' range (a compiled
    class: its fields are read at every step, where a NamedTuple's are looked up by name)."""

    sizes: int
    wins_possible: int
    deck_bottom_known: int
    discard: int
    aqua_area: int
    chimera_area: int
    field_cards: int
    slot_card: int
    slot_mewmew: int
    slot_flags: int
    slot_numbers: int
    low: int
    high: int
    battle_revealed: int


class MewMewTensor(TensorWriter):
    """Writes Mew Mew observation tensors of one layout (its fields' offsets and ranges)."""

    def __init__(self, game: MewMewGame, fields: FieldSpots, size: int) -> None:
        self.game = game
        self.zeros = vec[i16]([0] * size)
        self.at = {name: spot[0] for name, spot in fields.items()}
        self.range = {name: spot[1:] for name, spot in fields.items()}
        self.cards = len(game.cards)
        self.step = {name: i for i, name in enumerate(STEPS)}
        self.kind = {name: i for i, name in enumerate(DECISION_KINDS)}
        self.choose = game.flags["gauge_access"] == "choose"
        self.sides = [self._side(side) for side in ("my", "opp")]

    def _side(self, side: str) -> SideSpots:
        """One side's offsets, worked out once: ``write`` runs at every step."""

        def at(name: str) -> int:
            return self.at[f"{side}_{name}"]

        low, high = self.range[f"{side}_slot_numbers"]
        return SideSpots(
            sizes=at("sizes"),
            wins_possible=at("wins_possible"),
            deck_bottom_known=at("deck_bottom_known"),
            discard=at("discard"),
            aqua_area=at("aqua_area"),
            chimera_area=at("chimera_area"),
            field_cards=at("field_cards"),
            slot_card=at("slot_card"),
            slot_mewmew=at("slot_mewmew"),
            slot_flags=at("slot_flags"),
            slot_numbers=at("slot_numbers"),
            low=low,
            high=high,
            battle_revealed=at("battle_revealed"),
        )

    def write(self, state: State, player: int) -> vec[i16]:
        s: MewMewState = state  # type: ignore[assignment]  # the game makes only its own states
        out = self.zeros[:]  # a fresh vec, all zero: slicing copies its memory at once
        g, at, me, them = self.game, self.at, player, 1 - player
        if s.first == me:
            out[at["went_first"]] = 1
        if s.tp == me:
            out[at["my_turn"]] = 1
        out[at["turn"]] = self._clip("turn", s.turn)
        over = s.winner is not None
        out[at["step"] + self.step["over" if over else s.step]] = 1
        if not over:
            self._decision(s, me, out)
        if s.must and s.step in ("search", "battle"):
            out[at["must_fight"]] = 1
        if s.battle:
            self._battle(s, me, out)
        _count(out, at["in_use"], s.limbo)
        _count(out, at["my_hand"], s.hand[me])
        _count(out, at["my_mewmew_area"], s.mm[me])
        deck, top = s.deck[me], s.ktop[me]
        if top:
            _count(out, at["my_deck_top_known"], deck[len(deck) - top :])
            out[at["top_card_known"]] = 1
            out[at["my_deck_top"] + deck[-1]] = 1
        if self.choose:
            _count(out, at["my_gauge"], s.gauge[me])
        for side in range(2):
            spots, p = self.sides[side], me if side == 0 else them
            sizes = spots.sizes  # in SIZES order
            out[sizes] = len(s.hand[p])
            out[sizes + 1] = len(s.mm[p])
            out[sizes + 2] = len(s.deck[p])
            out[sizes + 3] = len(s.gauge[p])
            out[sizes + 4] = len(s.disc[p])
            out[sizes + 5] = len(s.aqua[p])
            out[sizes + 6] = len(s.chim[p])
            # MM-5.5: the opponent's discards put a win against their deck out of reach.
            opp_discard = s.disc[1 - p]
            aquas = chimeras = 0
            for card in opp_discard:
                kind = g.kind[card]
                aquas += kind == z.AQUA
                chimeras += kind == z.CHIMERA
            if not aquas:
                out[spots.wins_possible] = 1
            if chimeras < 4:
                out[spots.wins_possible + 1] = 1
            _count(out, spots.deck_bottom_known, s.deck[p][: s.kbot[p]])
            _count(out, spots.discard, s.disc[p])
            _count(out, spots.aqua_area, s.aqua[p])
            _count(out, spots.chimera_area, s.chim[p])
            self._field(s, spots, p, out)
        # A field added to the encoder's layout is written here, read from the state as ``observe`` does.
        return out

    def _decision(self, s: MewMewState, me: int, out: vec[i16]) -> None:
        """``decision``: as ``MewMewState.decision_info`` says it, without its words."""
        at, frame = self.at, s.stack[-1]
        kind = frame[KIND]
        if frame[PLAYER] == me:
            out[at["deciding"]] = 1
        out[at["decision_kind"] + self.kind[kind]] = 1
        choice = CHOICES.get(kind)
        source = CARD if kind == "target" else choice.source if choice else None
        if source is not None:
            out[at["decision_card"] + frame[source]] = 1
        if choice and choice.count:
            out[at["decision_count"]] = self._clip("decision_count", choice.count(s, frame))

    def _battle(self, s: MewMewState, me: int, out: vec[i16]) -> None:
        at, b = self.at, s.battle
        out[at["battle_side"] + (0 if b[z.B_CP] == me else 1)] = 1
        for name, p, uid in (("character", b[z.B_CP], b[z.B_CU]), ("chimera", b[z.B_HP], b[z.B_HU])):
            slot = z.find_uid(s.field[p], uid)
            if 0 <= slot < SLOTS:
                out[at[f"battle_{name}_slot"] + slot] = 1
        for spots, p in zip(self.sides, (me, 1 - me), strict=True):
            revealed = b[z.B_REV + p]
            if revealed >= 0:
                out[spots.battle_revealed + revealed] = 1
        points = at["battle_points"]
        out[points] = self._clip("battle_points", b[z.B_PTS + me])
        out[points + 1] = self._clip("battle_points", b[z.B_PTS + 1 - me])
        if b[z.B_CS]:
            out[at["battle_chimera_started"]] = 1

    def _field(self, s: MewMewState, at: SideSpots, p: int, out: vec[i16]) -> None:
        g, c = self.game, self.cards
        everything, cards, mewmews, flags, numbers = (
            at.field_cards,
            at.slot_card,
            at.slot_mewmew,
            at.slot_flags,
            at.slot_numbers,
        )
        low, high = at.low, at.high
        for i, slot in enumerate(s.field[p]):
            card, mew, items = slot[z.S_CARD], slot[z.S_MEW], len(slot) - z.S_ITEMS
            out[everything + card] += 1
            if mew >= 0:
                out[everything + mew] += 1
            for at_item in range(z.S_ITEMS, len(slot)):
                out[everything + slot[at_item]] += 1
            if i >= SLOTS:
                continue
            out[cards + i * c + card] = 1
            if mew >= 0:
                out[mewmews + i * c + mew] = 1
            # Only what is not 0 is written: the buffer holds zeros.
            at_flags = flags + i * SLOT_FLAGS
            out[at_flags] = 1
            if slot[z.S_AWAKE]:
                out[at_flags + 1] = 1
            if g.kind[card] == z.CHIMERA:
                out[at_flags + 2] = 1
            if slot[z.S_BORROWED]:
                out[at_flags + 3] = 1
            if slot[z.S_OWNER] != p:
                out[at_flags + 4] = 1
            at_numbers = numbers + i * SLOT_NUMBERS
            _number(out, at_numbers, items, low, high)
            _number(out, at_numbers + 1, z.search_points(g, slot), low, high)
            _number(out, at_numbers + 2, z.fight_bonus(g, slot), low, high)

    def _clip(self, name: str, value: int) -> int:
        low, high = self.range[name]
        return _clip_to(value, low, high)


def _clip_to(number: int, low: int, high: int) -> int:
    return low if number < low else high if number > high else number


def _number(out: vec[i16], at: int, number: int, low: int, high: int) -> None:
    """A number clipped to its range, written only if not 0 (the buffer holds zeros)."""
    if number:
        out[at] = _clip_to(number, low, high)


def _count(out: vec[i16], at: int, cards: list[int]) -> None:
    """A count block: one more at ``at + card`` for each card (no place holds more than its range)."""
    for card in cards:
        out[at + card] += 1
