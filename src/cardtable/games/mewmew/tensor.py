"""The Tokyo Mew Mew observation tensor written straight from the state: ``Game.observation_tensor_writer``.

The layout, field by field, is ``cardtable.adapters.encoding.mewmew``'s, which encodes the observation
dict (``observation.py``); this writer must give the same numbers for every state and player, and a
test holds it to that over random games of every flag value. It reads only what ``observe`` reads for
the viewer, so it carries no more than the observation does. The vocabularies below are the game's
own and the encoder reads them from here.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import fields as fields_of
from typing import TYPE_CHECKING, Final

from librt.vecs import vec
from mypy_extensions import i16

from cardtable.core.decisions import KIND, PLAYER
from cardtable.core.game import FieldSpots, Span, TensorWriter, add_counts
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
    span: Span
    battle_revealed: int


@dataclass(frozen=True)
class Spots:
    """Where the fields that are not per side start, by their layout names (a compiled class, for the
    same reason)."""

    went_first: int
    my_turn: int
    turn: int
    step: int
    deciding: int
    decision_kind: int
    decision_card: int
    decision_count: int
    must_fight: int
    battle_side: int
    battle_character_slot: int
    battle_chimera_slot: int
    battle_points: int
    battle_chimera_started: int
    in_use: int
    my_hand: int
    my_mewmew_area: int
    my_deck_top_known: int
    my_gauge: int
    top_card_known: int
    my_deck_top: int


class MewMewTensor(TensorWriter):
    """Writes Mew Mew observation tensors of one layout (its fields' offsets and ranges)."""

    def __init__(self, game: MewMewGame, fields: FieldSpots, size: int) -> None:
        self.game = game
        self.zeros = vec[i16]([0] * size)
        self.spots = Spots(**{field.name: fields[field.name][0] for field in fields_of(Spots)})
        self.turn = Span.of(fields, "turn")
        self.decision_count = Span.of(fields, "decision_count")
        self.battle_points = Span.of(fields, "battle_points")
        self.cards = len(game.cards)
        self.step = {name: i for i, name in enumerate(STEPS)}
        self.kind = {name: i for i, name in enumerate(DECISION_KINDS)}
        self.choose = game.flags["gauge_access"] == "choose"
        self.sides = [self._side(fields, side) for side in ("my", "opp")]

    def _side(self, fields: FieldSpots, side: str) -> SideSpots:
        """One side's offsets, worked out once: ``write`` runs at every step."""

        def at(name: str) -> int:
            return fields[f"{side}_{name}"][0]

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
            span=Span.of(fields, f"{side}_slot_numbers"),
            battle_revealed=at("battle_revealed"),
        )

    def write(self, state: State, player: int) -> vec[i16]:
        s: MewMewState = state  # type: ignore[assignment]  # the game makes only its own states
        out = self.zeros[:]  # a fresh vec, all zero: slicing copies its memory at once
        g, at, me, them = self.game, self.spots, player, 1 - player
        if s.first == me:
            out[at.went_first] = 1
        if s.tp == me:
            out[at.my_turn] = 1
        out[at.turn] = self.turn.clip(s.turn)
        over = s.winner is not None
        out[at.step + self.step["over" if over else s.step]] = 1
        if not over:
            self._decision(s, me, out)
        if s.must and (s.step == "search" or s.step == "battle"):
            out[at.must_fight] = 1
        if s.battle:
            self._battle(s, me, out)
        add_counts(out, at.in_use, s.limbo)
        add_counts(out, at.my_hand, s.hand[me])
        add_counts(out, at.my_mewmew_area, s.mm[me])
        deck, top = s.deck[me], s.ktop[me]
        if top:
            for i in range(len(deck) - top, len(deck)):
                out[at.my_deck_top_known + deck[i]] += 1
            out[at.top_card_known] = 1
            out[at.my_deck_top + deck[-1]] = 1
        if self.choose:
            add_counts(out, at.my_gauge, s.gauge[me])
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
            aquas = chimeras = 0
            for card in s.disc[1 - p]:
                kind = g.kind[card]
                aquas += kind == z.AQUA
                chimeras += kind == z.CHIMERA
            if not aquas:
                out[spots.wins_possible] = 1
            if chimeras < 4:
                out[spots.wins_possible + 1] = 1
            deck = s.deck[p]
            for i in range(s.kbot[p]):
                out[spots.deck_bottom_known + deck[i]] += 1
            add_counts(out, spots.discard, s.disc[p])
            add_counts(out, spots.aqua_area, s.aqua[p])
            add_counts(out, spots.chimera_area, s.chim[p])
            self._field(s, spots, p, out)
        # A field added to the encoder's layout is written here, read from the state as ``observe`` does.
        return out

    def _decision(self, s: MewMewState, me: int, out: vec[i16]) -> None:
        """``decision``: as ``MewMewState.decision_info`` says it, without its words."""
        at, frame = self.spots, s.stack[-1]
        kind = frame[KIND]
        if frame[PLAYER] == me:
            out[at.deciding] = 1
        out[at.decision_kind + self.kind[kind]] = 1
        choice = CHOICES.get(kind)
        source = CARD if kind == "target" else choice.source if choice else None
        if source is not None:
            out[at.decision_card + frame[source]] = 1
        if choice and choice.count:
            out[at.decision_count] = self.decision_count.clip(choice.count(s, frame))

    def _battle(self, s: MewMewState, me: int, out: vec[i16]) -> None:
        at, b = self.spots, s.battle
        out[at.battle_side + (0 if b[z.B_CP] == me else 1)] = 1
        _slot(out, at.battle_character_slot, z.find_uid(s.field[b[z.B_CP]], b[z.B_CU]))
        _slot(out, at.battle_chimera_slot, z.find_uid(s.field[b[z.B_HP]], b[z.B_HU]))
        for side in range(2):
            revealed = b[z.B_REV + (me if side == 0 else 1 - me)]
            if revealed >= 0:
                out[self.sides[side].battle_revealed + revealed] = 1
        out[at.battle_points] = self.battle_points.clip(b[z.B_PTS + me])
        out[at.battle_points + 1] = self.battle_points.clip(b[z.B_PTS + 1 - me])
        if b[z.B_CS]:
            out[at.battle_chimera_started] = 1

    def _field(self, s: MewMewState, at: SideSpots, p: int, out: vec[i16]) -> None:
        g, c = self.game, self.cards
        everything, cards, mewmews, flags, numbers = (
            at.field_cards,
            at.slot_card,
            at.slot_mewmew,
            at.slot_flags,
            at.slot_numbers,
        )
        span = at.span
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
            span.put(out, at_numbers, items)
            span.put(out, at_numbers + 1, z.search_points(g, slot))
            span.put(out, at_numbers + 2, z.fight_bonus(g, slot))


def _slot(out: vec[i16], at: int, slot: int) -> None:
    """The one-hot slot of a battle's card (none past the slots described one by one)."""
    if 0 <= slot < SLOTS:
        out[at + slot] = 1
