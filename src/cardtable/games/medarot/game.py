"""The Medarot Game object: variant flags (one per ruling with another reasonable reading), the card
pool, the deck regulation (MD-3), new games and positions."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any, Final

from cardtable.core import rng
from cardtable.core.decisions import NOBODY
from cardtable.core.flags import FlagSpec
from cardtable.core.game import FieldSpots, Game, TensorWriter
from cardtable.core.state import State
from cardtable.games.medarot import attack, flow, medarotters, turn  # noqa: F401 - they register rules
from cardtable.games.medarot.actions import Blocks
from cardtable.games.medarot.cards import MEDACHANGE, MEDAROT, MedarotCard
from cardtable.games.medarot.frames import OPENING
from cardtable.games.medarot.ops import OPS
from cardtable.games.medarot.state import DECK_SIZE, MedarotState
from cardtable.games.medarot.table import CardTable

COPIES: Final = 3


class MedarotGame(Game):
    name = "medarot"
    title_en = "Medarot Official Card Game (Advance Mode)"
    title_ja = "メダロット オフィシャルカードゲーム（アドバンスモード）"
    PACKAGE = "cardtable.games.medarot"
    CARD_MODEL = MedarotCard
    DEFAULT_DECKS = ("kabuto", "kuwagata")
    FLAGS = (
        FlagSpec(
            "simultaneous_loss",
            "draw",
            ("draw", "in_order"),
            "MD-4.4",
            "both players lose at once: a draw, or 'in_order': the first player is checked first and loses",
        ),
        FlagSpec(
            "master_modifier_below_zero",
            "loses",
            ("loses", "stops_at_zero"),
            "MD-4.1",
            "a late Master's negative HP modifier beyond the medals loses, or leaves the player at 0",
        ),
        FlagSpec(
            "opening_order",
            "sequential",
            ("sequential", "step_by_step"),
            "MD-5.4",
            "the first player does Master, stock and placing before the second, or each step in turn",
        ),
        FlagSpec(
            "own_tie_order",
            "free",
            ("free", "after_criteria"),
            "MD-7.1",
            "an owner orders own tied Medarots freely, or only where the tie criteria also tie",
        ),
        FlagSpec(
            "speed_order",
            "dynamic",
            ("dynamic", "fixed_at_phase_start"),
            "MD-7.1",
            "the next Medarot is chosen by current speed, or by speed when the action phase began",
        ),
        FlagSpec(
            "move_timing",
            "before_or_after",
            ("before_or_after", "after_action"),
            "MD-7.2",
            "a Medarot moves at step 4 or step 8 of its turn, or only at step 8",
        ),
        FlagSpec(
            "power_transform_cost",
            "every_action",
            ("every_action", "on_transform"),
            "MD-7.4",
            "a power transform costs 1 medal each time it acts, or once when it transforms",
        ),
        FlagSpec(
            "attack_face_down",
            True,
            (True, False),
            "MD-7.7",
            "a face-down Medarot may be attacked (it turns face-up), or not",
        ),
        FlagSpec(
            "special_survives_untap",
            True,
            (True, False),
            "MD-7.8",
            "a special lasts through the start-phase untap until its Medarot's next turn, or ends there",
        ),
        FlagSpec(
            "action_card_limit",
            "per_medarot_turn",
            ("per_medarot_turn", "per_phase"),
            "MD-8.1",
            "one 【行動】 effect per acting Medarot's turn, or one per player per action phase",
        ),
        FlagSpec(
            "stock_same_turn",
            "usable",
            ("usable", "counts_as_hand"),
            "MD-8.1",
            "a Medarotter put into the stock earlier this turn is in the stock and its 【発動】 may be "
            "used, or it counts as still in hand until the next turn",
        ),
        FlagSpec(
            "weak_destroy_when",
            "emptied",
            ("emptied", "short", "empty_before"),
            "MD-9.3",
            "weak destroy when the discards empty the hand, when it falls short, or when it was empty",
        ),
    )

    def __init__(self, card_sets: Sequence[str] = (), **flags: Any) -> None:
        super().__init__(card_sets, **flags)  # not card_sets=: mypyc 2.4 forwards that wrongly
        self.table = CardTable(self.cards)
        self.ids = [card.id for card in self.cards]
        """Card id strings by pool index (what observations, action infos and the log name)."""
        self.blocks = Blocks(len(self.cards))
        self.num_actions = self.blocks.total

    def effect_ops(self) -> list[str]:
        lines = []
        for op in OPS.values():
            amount = f"`amount`: {op.amount}" if op.amount else "no `amount`"
            kind = "lasts while its timing holds" if op.lasting else "happens at once"
            en, ja = (words.replace("{amount:+d}", "±n").replace("{amount}", "n") for words in op.words)
            example = op.example.replace("\n", "; ")
            lines.append(f"`{op.name}` ({amount}; {kind}): {en} / {ja}. Example: `{example}`")
        return lines

    def deck_problems(self, deck: Sequence[str]) -> list[str]:
        problems = []
        if len(deck) != DECK_SIZE:
            problems.append(f"a deck has exactly {DECK_SIZE} cards (MD-3.1), this one has {len(deck)}")
        counts: Counter[tuple[str, str]] = Counter()
        for card_id in deck:
            card = self.card(card_id)
            assert isinstance(card, MedarotCard)
            counts[(card.kind, card.name_ja)] += 1
        for (kind, name), n in sorted(counts.items()):
            if n > COPIES:
                problems.append(f"at most {COPIES} cards of one name per kind (MD-3.2): {n} × {kind} {name}")
        if not any(self.table.kind[self.card_index[c]] == MEDAROT for c in deck):
            problems.append("a deck needs at least one Medarot, or the MD-5.2 redraw never ends")
        return problems

    def observation_tensor_writer(self, fields: FieldSpots, size: int) -> TensorWriter:
        from cardtable.games.medarot.tensor import MedarotTensor

        return MedarotTensor(self, fields, size)

    @property
    def state_class(self) -> type[State]:
        return MedarotState

    def blank(self, seed: int) -> MedarotState:
        """A state with empty zones, for ``new_game`` and ``position`` to fill."""
        s = MedarotState(self, rng.initial_seed(seed))
        s.turn, s.first, s.phase = 0, 0, "opening"
        s.medals, s.master, s.mup, s.mside, s.hpmod = [20, 20], [-1, -1], [0, 0], [0, 0], [0, 0]
        for zone in ("deck", "hand", "stock", "fresh", "mused", "trash", "reserve"):
            setattr(s, zone, [[], []])
        s.sq = [None] * 15
        s.uses, s.fx, s.stack, s.tf, s.atk, s.plan = [], [], [], [], [], []
        s.pa, s.ctr = [0, 0], [0, 0]
        return s

    def new_game(self, decks: Sequence[Sequence[str]] | None = None, seed: int = 0) -> MedarotState:
        pair = self.default_decks() if decks is None else decks
        if len(pair) != 2:
            raise ValueError("new_game takes two decks")
        s = self.blank(seed)
        s.deck = [self.check_deck(pair[0]), self.check_deck(pair[1])]
        s.push(OPENING.frame(NOBODY))
        s.run()
        return s

    def _position(self, spec: dict[str, Any]) -> MedarotState:
        from cardtable.games.medarot.position import build

        return build(self, spec)

    def card_name(self, index: int, lang: str = "en") -> str:
        """A Medachange form has its Medarot's name (MD-1.3); words mark it so people can tell them apart."""
        name = self.cards[index].name(lang)
        if self.table.kind[index] == MEDACHANGE:
            return name + ("（メダチェンジ）" if lang == "ja" else " (Medachange)")
        return name

    def describe_event(self, kind: str, player: int, data: dict[str, Any], lang: str) -> str:
        from cardtable.games.medarot.words import describe_event

        return describe_event(self, kind, player, data, lang)
