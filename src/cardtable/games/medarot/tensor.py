"""The Medarot observation tensor written straight from the state: ``Game.observation_tensor_writer``.

The layout, field by field, is ``cardtable.adapters.encoding.medarot``'s, which encodes the
observation dict (``observation.py``); this writer must give the same numbers for every state and
player, and a test holds it to that over random games of every flag value. It reads only what
``observe`` reads for the viewer (a face-down Medarot or Master of the opponent never), so it carries
no more than the observation does. The vocabularies below are the game's own and the encoder reads
them from here.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import fields as fields_of
from typing import TYPE_CHECKING, Final

from librt.vecs import vec
from mypy_extensions import i16

from cardtable.core.decisions import KIND
from cardtable.core.game import FieldSpots, Span, TensorWriter, add_counts
from cardtable.games.medarot.effects import armor, power, speed
from cardtable.games.medarot.field import SQUARES
from cardtable.games.medarot.observation import DECISION_KINDS, EFFECT_OPS, sideways
from cardtable.games.medarot.records import (
    ATK_ATTACKER,
    ATK_DEFENDED,
    ATK_NULLIFIED,
    ATK_TARGET,
    FX_CARD,
    FX_EFFECT,
    FX_OWNER,
    TF_ACTED,
    TF_ACTION_CARD,
    TF_CHANGED,
    TF_MEDAROTTER,
    TF_MOVED,
    TF_REPLACED,
    TF_UID,
    U_CARD,
    U_CHANGE,
    U_OWNER,
    U_TURN,
    U_UP,
)

if TYPE_CHECKING:
    from cardtable.core.state import State
    from cardtable.games.medarot.game import MedarotGame
    from cardtable.games.medarot.state import MedarotState

CARDS: Final = 60
"""The most cards any place can hold: both 30-card decks (MD-3.1)."""

PHASES: Final = ("opening", "start", "action", "end", "over")
NUMBERS: Final = (
    "medals",
    "hp_modifier",
    "stock_count",
    "stock_new",
    "stock_free",
    "hand_count",
    "deck_count",
    "medaforce",
)
SQUARE_FLAGS: Final = 8
STATS: Final = ("power", "armor", "speed")
TURN_STATE: Final = ("moved", "acted", "changed", "used_medarotter", "action_card_used", "replaced")
"""MD-7.2: the acting Medarot's turn, as ``observation.turn_state`` names its steps."""
MASTER_EFFECTS: Final = 2
"""The most effects a Medarotter card has (the card model refuses more: ``games/medarot/cards``)."""
TURN_FLAGS: Final = (TF_MOVED, TF_ACTED, TF_CHANGED, TF_MEDAROTTER, TF_ACTION_CARD, TF_REPLACED)
"""The acting-turn record's fields, in ``TURN_STATE`` order."""


@dataclass(frozen=True)
class PlayerSpots:
    """Where one side's fields start (``my_*`` or ``opp_*``), and its numbers' range (a compiled class:
    its fields are read at every step, where a NamedTuple's are looked up by name)."""

    numbers: int
    span: Span
    master_flags: int
    master: int
    in_effect: int
    trash: int
    reserve: int


@dataclass(frozen=True)
class Spots:
    """Where the fields that ``write`` fills for both sides at once start, by their layout names (a
    compiled class, for the same reason)."""

    viewer: int
    went_first: int
    deciding: int
    turn: int
    phase: int
    decision_kind: int
    acting_square: int
    attacker_square: int
    target_square: int
    square_flags: int
    square_card: int
    square_change: int
    square_stats: int
    my_hand: int
    my_stock: int
    my_effect_counts: int
    my_effect_amounts: int
    turn_state: int
    attack_state: int
    action_cards_used: int
    master_used: int
    my_stock_new: int


class MedarotTensor(TensorWriter):
    """Writes Medarot observation tensors of one layout (its fields' offsets and ranges)."""

    def __init__(self, game: MedarotGame, fields: FieldSpots, size: int) -> None:
        self.game = game
        self.zeros = vec[i16]([0] * size)
        at = {name: spot[0] for name, spot in fields.items()}
        self.spots = Spots(**{field.name: at[field.name] for field in fields_of(Spots)})
        self.turn = Span.of(fields, "turn")
        self.stats = Span.of(fields, "square_stats")
        self.action_cards = Span.of(fields, "action_cards_used")
        self.effect_counts = Span.of(fields, "my_effect_counts")
        self.effect_amounts = Span.of(fields, "my_effect_amounts")
        # The opponent's effect blocks follow the viewer's (the encoder's layout): one loop writes both.
        if (at["opp_effect_counts"], at["opp_effect_amounts"]) != (
            self.spots.my_effect_counts + len(EFFECT_OPS),
            self.spots.my_effect_amounts + len(EFFECT_OPS),
        ):
            raise ValueError("the opponent's effect blocks must follow the viewer's")
        self.cards = len(game.cards)
        self.phase = {name: i for i, name in enumerate(PHASES)}
        self.kind = {name: i for i, name in enumerate(DECISION_KINDS)}
        self.op = [EFFECT_OPS.index(effect.op) for effects in game.table.effects for effect in effects]
        self.first_effect = [0]
        for effects in game.table.effects:
            self.first_effect.append(self.first_effect[-1] + len(effects))
        # Each side's offsets and number range, worked out once: ``write`` runs at every step.
        self.sides = [
            PlayerSpots(
                numbers=at[f"{side}_numbers"],
                span=Span.of(fields, f"{side}_numbers"),
                master_flags=at[f"{side}_master_flags"],
                master=at[f"{side}_master"],
                in_effect=at[f"{side}_in_effect"],
                trash=at[f"{side}_trash"],
                reserve=at[f"{side}_reserve"],
            )
            for side in ("my", "opp")
        ]

    def write(self, state: State, player: int) -> vec[i16]:
        s: MedarotState = state  # type: ignore[assignment]  # the game makes only its own states
        out = self.zeros[:]  # a fresh vec, all zero: slicing copies its memory at once
        at, me = self.spots, player
        out[at.viewer + me] = 1
        if s.first == me:
            out[at.went_first] = 1
        if s.current_player == me:
            out[at.deciding] = 1
        out[at.turn] = self.turn.clip(s.turn)
        over = s.winner is not None
        out[at.phase + self.phase["over" if over else s.phase]] = 1
        if not over:
            out[at.decision_kind + self.kind[s.stack[-1][KIND]]] = 1
        # MD-7.2: the acting Medarot; the attack's two sides (a side that has left the field: none).
        if s.tf:
            _square(s, s.tf[TF_UID], at.acting_square, out)
        if s.atk:
            _square(s, s.atk[ATK_ATTACKER], at.attacker_square, out)
            _square(s, s.atk[ATK_TARGET], at.target_square, out)
        self._squares(s, me, out)
        self._player(s, self.sides[0], me, True, out)
        self._player(s, self.sides[1], 1 - me, False, out)
        add_counts(out, at.my_hand, s.hand[me])
        add_counts(out, at.my_stock, s.stock[me])
        self._effects(s, me, out)
        self._turn(s, me, out)
        # A field added to the encoder's layout is written here, read from the state as ``observe`` does.
        return out

    def _turn(self, s: MedarotState, me: int, out: vec[i16]) -> None:
        """Where the turn stands (MD-7.2), the attack's defence, 【行動】 and Master use, new stock cards."""
        at = self.spots
        if s.tf:
            for i in range(len(TURN_FLAGS)):
                if s.tf[TURN_FLAGS[i]]:
                    out[at.turn_state + i] = 1
        if s.atk:
            out[at.attack_state] = bool(s.atk[ATK_DEFENDED])
            out[at.attack_state + 1] = bool(s.atk[ATK_NULLIFIED])
        for i in range(2):
            seat = me if i == 0 else 1 - me
            if s.pa[seat]:
                out[at.action_cards_used + i] = self.action_cards.clip(s.pa[seat])
            for effect in s.mused[seat]:
                out[at.master_used + i * MASTER_EFFECTS + effect] = 1
        stock, fresh = s.stock[me], s.fresh[me]
        for i in range(len(stock)):
            if fresh[i]:
                out[at.my_stock_new + stock[i]] += 1

    def _squares(self, s: MedarotState, me: int, out: vec[i16]) -> None:
        at, c, stats = self.spots, self.cards, self.stats
        for q in range(SQUARES):
            unit = s.sq[q]
            if unit is None:
                continue
            up, mine, change = unit[U_UP], unit[U_OWNER] == me, unit[U_CHANGE]
            known = up or mine
            f = at.square_flags + q * SQUARE_FLAGS
            out[f] = 1
            out[f + 1] = mine
            out[f + 2] = not mine
            out[f + 3] = up
            out[f + 4] = known
            out[f + 5] = unit[U_TURN]
            out[f + 6] = bool(up) and sideways(s, unit)
            out[f + 7] = change >= 0
            if known:
                out[at.square_card + q * c + unit[U_CARD]] = 1
            if change >= 0:
                out[at.square_change + q * c + change] = 1
            if up:
                at_stats = at.square_stats + q * len(STATS)  # in STATS order
                out[at_stats] = stats.clip(power(s, unit))
                out[at_stats + 1] = stats.clip(armor(s, unit))
                out[at_stats + 2] = stats.clip(speed(s, unit))

    def _player(self, s: MedarotState, at: PlayerSpots, p: int, own: bool, out: vec[i16]) -> None:
        base, span = at.numbers, at.span  # in NUMBERS order
        stocked_now = 0  # the stock's cards stocked this turn
        for new in s.fresh[p]:
            stocked_now += new
        span.put(out, base, s.medals[p])
        span.put(out, base + 1, s.hpmod[p])
        span.put(out, base + 2, len(s.stock[p]))
        span.put(out, base + 3, stocked_now)
        span.put(out, base + 4, s.stock_slots_free(p))
        span.put(out, base + 5, len(s.hand[p]))
        span.put(out, base + 6, len(s.deck[p]))
        span.put(out, base + 7, len(s.reserve[p]))
        master, up = s.master[p], s.mup[p]
        known = master >= 0 and (own or up)
        flags = at.master_flags
        out[flags] = master >= 0
        out[flags + 1] = up
        out[flags + 2] = s.mside[p]
        out[flags + 3] = known
        if known:
            out[at.master + master] = 1
        add_counts(out, at.in_effect, s.in_effect(p))
        add_counts(out, at.trash, s.trash[p])
        add_counts(out, at.reserve, s.reserve[p])

    def _effects(self, s: MedarotState, me: int, out: vec[i16]) -> None:
        """Effects in force, counted and their amounts summed by owner and op."""
        if not s.fx:
            return
        table = self.game.table.effects
        ops = len(EFFECT_OPS)
        counts = [0] * (2 * ops)  # the viewer's by op, then the opponent's
        amounts = [0] * (2 * ops)
        for entry in s.fx:
            card, index = entry[FX_CARD], entry[FX_EFFECT]
            at = (0 if entry[FX_OWNER] == me else ops) + self.op[self.first_effect[card] + index]
            counts[at] += 1
            amounts[at] += table[card][index].amount
        for i in range(2 * ops):
            self.effect_counts.put(out, self.spots.my_effect_counts + i, counts[i])
            self.effect_amounts.put(out, self.spots.my_effect_amounts + i, amounts[i])


def _square(s: MedarotState, uid: int, at: int, out: vec[i16]) -> None:
    """The one-hot square of a Medarot (none if it has left the field)."""
    square = s.find(uid)
    if square >= 0:
        out[at + square] = 1
