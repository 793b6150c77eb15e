"""The Tokyo Mew Mew observation tensor written straight from the state: ``Game.observation_tensor_writer``.

The layout, field by field, is ``cardtable.adapters.encoding.mewmew``'s, which encodes the observation
dict (``observation.py``); this writer must give the same numbers for every state and player, and a
test holds it to that over random games of every flag value. It reads only what ``observe`` reads for
the viewer, so it carries no more than the observation does. The vocabularies below are the game's
own and the encoder reads them from here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardtable.core.decisions import KIND, PLAYER
from cardtable.core.game import FieldSpots
from cardtable.games.mewmew import zones as z
from cardtable.games.mewmew.choices import CHOICES
from cardtable.games.mewmew.frames import CARD
from cardtable.games.mewmew.observation import DECISION_KINDS

if TYPE_CHECKING:
    from cardtable.core.state import State
    from cardtable.games.mewmew.game import MewMewGame
    from cardtable.games.mewmew.state import MewMewState

SLOTS = 16
"""K: field slots per player described one by one."""

CARDS = 110
"""The most cards any place can hold: both 55-card decks (MM-3.1)."""

STEPS = ("morning", "main", "search", "battle", "night", "over")
SIZES = ("hand_size", "mewmew_area_size", "deck_size", "gauge_size", "discard", "found", "beaten")
SLOT_FLAGS = 5
SLOT_NUMBERS = 3

FIELD_BLOCKS = ("field_cards", "slot_card", "slot_mewmew", "slot_flags", "slot_numbers")
"""The blocks that describe both fields: they lie together at the end of the layout, and what they
hold depends only on the two fields and the viewer, so a view of unchanged fields is copied whole."""

CACHED_VIEWS = 1024
"""Field views kept (the last one per state and viewer); past this many they are all dropped."""


class MewMewTensor:
    """Writes Mew Mew observation tensors of one layout (its fields' offsets and ranges)."""

    def __init__(self, game: MewMewGame, fields: FieldSpots) -> None:
        self.game = game
        self.at = {name: spot[0] for name, spot in fields.items()}
        self.range = {name: spot[1:] for name, spot in fields.items()}
        self.cards = len(game.cards)
        self.step = {name: i for i, name in enumerate(STEPS)}
        self.kind = {name: i for i, name in enumerate(DECISION_KINDS)}
        self.choose = game.flags["gauge_access"] == "choose"
        self.aquas = frozenset(c for c, kind in enumerate(game.kind) if kind == z.AQUA)
        self.is_chimera = [int(kind == z.CHIMERA) for kind in game.kind]
        c = self.cards
        sizes = {"field_cards": c, "slot_card": SLOTS * c, "slot_mewmew": SLOTS * c}
        sizes |= {"slot_flags": SLOTS * SLOT_FLAGS, "slot_numbers": SLOTS * SLOT_NUMBERS}
        blocks = [
            (self.at[f"{side}_{block}"], size) for block, size in sizes.items() for side in ("my", "opp")
        ]
        self.fields_at = min(at for at, _ in blocks)
        self.fields_end = max(at + size for at, size in blocks)
        # A layout that put another field among these blocks would be copied stale: then no copies.
        self.copies = self.fields_end - self.fields_at == sum(size for _, size in blocks)
        self.views: dict[tuple[int, int], tuple[list[list[list[int]]], memoryview[float]]] = {}

    def write(self, state: State, player: int, out: memoryview) -> None:
        s: MewMewState = state  # type: ignore[assignment]  # the game makes only its own states
        at, me, them = self.at, player, 1 - player
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
        for side, p in (("my", me), ("opp", them)):
            sizes = at[f"{side}_sizes"]
            for i, cards in enumerate((s.hand[p], s.mm[p], s.deck[p], s.gauge[p], s.disc[p], s.aqua[p])):
                out[sizes + i] = len(cards)
            out[sizes + 6] = len(s.chim[p])
            # MM-5.5: the opponent's discards put a win against their deck out of reach.
            opp_discard = s.disc[1 - p]
            wins = at[f"{side}_wins_possible"]
            if self.aquas.isdisjoint(opp_discard):
                out[wins] = 1
            if sum(map(self.is_chimera.__getitem__, opp_discard)) < 4:
                out[wins + 1] = 1
            _count(out, at[f"{side}_deck_bottom_known"], s.deck[p][: s.kbot[p]])
            _count(out, at[f"{side}_discard"], s.disc[p])
            _count(out, at[f"{side}_aqua_area"], s.aqua[p])
            _count(out, at[f"{side}_chimera_area"], s.chim[p])
        self._fields(s, me, out)
        # A field added to the encoder's layout is written here, read from the state as ``observe`` does.

    def _decision(self, s: MewMewState, me: int, out: memoryview) -> None:
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

    def _battle(self, s: MewMewState, me: int, out: memoryview) -> None:
        at, b = self.at, s.battle
        out[at["battle_side"] + (0 if b[z.B_CP] == me else 1)] = 1
        for name, p, uid in (("character", b[z.B_CP], b[z.B_CU]), ("chimera", b[z.B_HP], b[z.B_HU])):
            slot = z.find_uid(s.field[p], uid)
            if 0 <= slot < SLOTS:
                out[at[f"battle_{name}_slot"] + slot] = 1
        for side, p in (("my", me), ("opp", 1 - me)):
            revealed = b[z.B_REV + p]
            if revealed >= 0:
                out[at[f"{side}_battle_revealed"] + revealed] = 1
        points = at["battle_points"]
        out[points] = self._clip("battle_points", b[z.B_PTS + me])
        out[points + 1] = self._clip("battle_points", b[z.B_PTS + 1 - me])
        if b[z.B_CS]:
            out[at["battle_chimera_started"]] = 1

    def _fields(self, s: MewMewState, me: int, out: memoryview) -> None:
        """Both fields' blocks: copied from the last view of this state by this viewer when the fields
        are the same (they change far less often than a tensor is asked for), else written."""
        if not self.copies:
            self._field(s, "my", me, out)
            self._field(s, "opp", 1 - me, out)
            return
        key = (id(s), me)  # only where to look: the fields themselves are compared
        seen = self.views.get(key)
        if seen is not None and seen[0] == s.field:
            out[self.fields_at : self.fields_end] = seen[1]
            return
        self._field(s, "my", me, out)
        self._field(s, "opp", 1 - me, out)
        if len(self.views) >= CACHED_VIEWS:
            self.views.clear()
        copy = [[slot[:] for slot in slots] for slots in s.field]
        self.views[key] = (copy, memoryview(out[self.fields_at : self.fields_end].tobytes()).cast("f"))

    def _field(self, s: MewMewState, side: str, p: int, out: memoryview) -> None:
        g, at, c = self.game, self.at, self.cards
        everything, cards, mewmews = (
            at[f"{side}_field_cards"],
            at[f"{side}_slot_card"],
            at[f"{side}_slot_mewmew"],
        )
        flags, numbers = at[f"{side}_slot_flags"], at[f"{side}_slot_numbers"]
        low, high = self.range[f"{side}_slot_numbers"]
        for i, slot in enumerate(s.field[p]):
            card, mew, items = slot[z.S_CARD], slot[z.S_MEW], slot[z.S_ITEMS :]
            out[everything + card] += 1
            if mew >= 0:
                out[everything + mew] += 1
            _count(out, everything, items)
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
            if self.is_chimera[card]:
                out[at_flags + 2] = 1
            if slot[z.S_BORROWED]:
                out[at_flags + 3] = 1
            if slot[z.S_OWNER] != p:
                out[at_flags + 4] = 1
            at_numbers = numbers + i * SLOT_NUMBERS
            for j, number in enumerate((len(items), z.search_points(g, slot), z.fight_bonus(g, slot))):
                if number:
                    out[at_numbers + j] = low if number < low else high if number > high else number

    def _clip(self, name: str, value: int) -> int:
        low, high = self.range[name]
        return low if value < low else high if value > high else value


def _count(out: memoryview, at: int, cards: list[int]) -> None:
    """A count block: one more at ``at + card`` for each card (no place holds more than its range)."""
    for card in cards:
        out[at + card] += 1
