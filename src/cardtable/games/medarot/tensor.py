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
from typing import TYPE_CHECKING, Final

from librt.vecs import vec
from mypy_extensions import i16

from cardtable.core.decisions import KIND
from cardtable.core.game import FieldSpots, TensorWriter
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
    USE_CARD,
    USE_OWNER,
    USE_WHERE,
    WHERE_STOCK,
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
    low: int
    high: int
    master_flags: int
    master: int
    in_effect: int
    trash: int
    reserve: int


class MedarotTensor(TensorWriter):
    """Writes Medarot observation tensors of one layout (its fields' offsets and ranges)."""

    def __init__(self, game: MedarotGame, fields: FieldSpots, size: int) -> None:
        self.game = game
        self.zeros = vec[i16]([0] * size)
        self.at = {name: spot[0] for name, spot in fields.items()}
        self.range = {name: spot[1:] for name, spot in fields.items()}
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
                numbers=self.at[f"{side}_numbers"],
                low=self.range[f"{side}_numbers"][0],
                high=self.range[f"{side}_numbers"][1],
                master_flags=self.at[f"{side}_master_flags"],
                master=self.at[f"{side}_master"],
                in_effect=self.at[f"{side}_in_effect"],
                trash=self.at[f"{side}_trash"],
                reserve=self.at[f"{side}_reserve"],
            )
            for side in ("my", "opp")
        ]

    def write(self, state: State, player: int) -> vec[i16]:
        s: MedarotState = state  # type: ignore[assignment]  # the game makes only its own states
        out = self.zeros[:]  # a fresh vec, all zero: slicing copies its memory at once
        at, me = self.at, player
        out[at["viewer"] + me] = 1
        if s.first == me:
            out[at["went_first"]] = 1
        if s.current_player == me:
            out[at["deciding"]] = 1
        out[at["turn"]] = self._clip("turn", s.turn)
        over = s.winner is not None
        out[at["phase"] + self.phase["over" if over else s.phase]] = 1
        if not over:
            out[at["decision_kind"] + self.kind[s.stack[-1][KIND]]] = 1
        # MD-7.2: the acting Medarot; the attack's two sides (-1: it has left the field).
        for name, uid in (
            ("acting_square", s.tf[TF_UID] if s.tf else None),
            ("attacker_square", s.atk[ATK_ATTACKER] if s.atk else None),
            ("target_square", s.atk[ATK_TARGET] if s.atk else None),
        ):
            square = -1 if uid is None else s.find(uid)
            if square >= 0:
                out[at[name] + square] = 1
        self._squares(s, me, out)
        self._player(s, self.sides[0], me, True, out)
        self._player(s, self.sides[1], 1 - me, False, out)
        _count(out, at["my_hand"], s.hand[me])
        _count(out, at["my_stock"], s.stock[me])
        self._effects(s, me, out)
        self._turn(s, me, out)
        # A field added to the encoder's layout is written here, read from the state as ``observe`` does.
        return out

    def _turn(self, s: MedarotState, me: int, out: vec[i16]) -> None:
        """Where the turn stands (MD-7.2), the attack's defence, 【行動】 and Master use, new stock cards."""
        at = self.at
        if s.tf:
            base = at["turn_state"]
            for i, index in enumerate(TURN_FLAGS):
                if s.tf[index]:
                    out[base + i] = 1
        if s.atk:
            out[at["attack_state"]] = bool(s.atk[ATK_DEFENDED])
            out[at["attack_state"] + 1] = bool(s.atk[ATK_NULLIFIED])
        for i, seat in enumerate((me, 1 - me)):
            if s.pa[seat]:
                out[at["action_cards_used"] + i] = self._clip("action_cards_used", s.pa[seat])
            for effect in s.mused[seat]:
                out[at["master_used"] + i * MASTER_EFFECTS + effect] = 1
        _count(out, at["my_stock_new"], [c for c, new in zip(s.stock[me], s.fresh[me], strict=True) if new])

    def _squares(self, s: MedarotState, me: int, out: vec[i16]) -> None:
        at, c = self.at, self.cards
        flags, cards, changes, stats = (
            at["square_flags"],
            at["square_card"],
            at["square_change"],
            at["square_stats"],
        )
        low, high = self.range["square_stats"]
        for q in range(SQUARES):
            unit = s.sq[q]
            if unit is None:
                continue
            up, mine, change = unit[U_UP], unit[U_OWNER] == me, unit[U_CHANGE]
            known = up or mine
            f = flags + q * SQUARE_FLAGS
            out[f] = 1
            out[f + 1] = mine
            out[f + 2] = not mine
            out[f + 3] = up
            out[f + 4] = known
            out[f + 5] = unit[U_TURN]
            out[f + 6] = bool(up) and sideways(s, unit)
            out[f + 7] = change >= 0
            if known:
                out[cards + q * c + unit[U_CARD]] = 1
            if change >= 0:
                out[changes + q * c + change] = 1
            if up:
                at_stats = stats + q * len(STATS)  # in STATS order
                out[at_stats] = _clip_to(power(s, unit), low, high)
                out[at_stats + 1] = _clip_to(armor(s, unit), low, high)
                out[at_stats + 2] = _clip_to(speed(s, unit), low, high)

    def _player(self, s: MedarotState, at: PlayerSpots, p: int, own: bool, out: vec[i16]) -> None:
        in_effect = [use[USE_CARD] for use in s.uses if use[USE_WHERE] == WHERE_STOCK and use[USE_OWNER] == p]
        base, low, high = at.numbers, at.low, at.high  # in NUMBERS order
        _number(out, base, s.medals[p], low, high)
        _number(out, base + 1, s.hpmod[p], low, high)
        _number(out, base + 2, len(s.stock[p]), low, high)
        _number(out, base + 3, sum(s.fresh[p]), low, high)
        _number(out, base + 4, s.stock_slots_free(p), low, high)
        _number(out, base + 5, len(s.hand[p]), low, high)
        _number(out, base + 6, len(s.deck[p]), low, high)
        _number(out, base + 7, len(s.reserve[p]), low, high)
        master, up = s.master[p], s.mup[p]
        known = master >= 0 and (own or up)
        flags = at.master_flags
        out[flags] = master >= 0
        out[flags + 1] = up
        out[flags + 2] = s.mside[p]
        out[flags + 3] = known
        if known:
            out[at.master + master] = 1
        _count(out, at.in_effect, in_effect)
        _count(out, at.trash, s.trash[p])
        _count(out, at.reserve, s.reserve[p])

    def _effects(self, s: MedarotState, me: int, out: vec[i16]) -> None:
        """Effects in force, counted and their amounts summed by owner and op."""
        if not s.fx:
            return
        table = self.game.table.effects
        ops = len(EFFECT_OPS)
        sums = [0] * (4 * ops)  # my counts, opp counts, my amounts, opp amounts
        for entry in s.fx:
            card, index = entry[FX_CARD], entry[FX_EFFECT]
            at = (0 if entry[FX_OWNER] == me else ops) + self.op[self.first_effect[card] + index]
            sums[at] += 1
            sums[2 * ops + at] += table[card][index].amount
        names = ("my_effect_counts", "opp_effect_counts", "my_effect_amounts", "opp_effect_amounts")
        for block, name in enumerate(names):
            base = self.at[name]
            for i, total in enumerate(sums[block * ops : (block + 1) * ops]):
                if total:
                    out[base + i] = self._clip(name, total)

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
