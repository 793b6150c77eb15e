"""The Tokyo Mew Mew Game: variant flags, card pool tables, deck regulation (MM-3) and setting up (MM-4)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any, ClassVar, Final

from cardtable.core import rng
from cardtable.core.errors import DeckError
from cardtable.core.flags import FlagSpec
from cardtable.core.game import FieldSpots, Game, TensorWriter
from cardtable.core.state import State
from cardtable.games.mewmew import decisions, rules, words  # noqa: F401 - they register rules
from cardtable.games.mewmew import zones as z
from cardtable.games.mewmew.actions import Layout
from cardtable.games.mewmew.cards import MewMewCard, Op
from cardtable.games.mewmew.frames import MORNING
from cardtable.games.mewmew.ops import OPS, definition
from cardtable.games.mewmew.state import DECK_SIZE, MewMewState

FLAGS: Final = (
    FlagSpec("transform_source", "mewmew_area", ("mewmew_area", "hand_card"), "MM-1.4",
             "mewmew_area: a Mew Mew card from the Mew Mew card area is laid on a Character on the field; "
             "hand_card: a Character is used from hand already transformed (both costs paid)"),
    FlagSpec("gauge_access", "choose", ("choose", "top_of_pile"), "MM-2.3",
             "choose: the owner sees the gauge and picks cards (and their order); "
             "top_of_pile: nobody sees it and cards come off its top"),
    FlagSpec("max_copies", None, (None, 3), "MM-3.2", "copies of one card a deck may hold: no limit, or 3"),
    FlagSpec("win_check", "after_battle", ("after_battle", "immediate"), "MM-5.4",
             "during a battle, wins are checked once it has resolved, or at once after each part "
             "(immediate contradicts the seed)", house_rule=("immediate",)),
    FlagSpec("search_counts_asleep", True, (True, False), "MM-6.3.2",
             "sleeping Characters add their search points too (false contradicts the seed)",
             house_rule=(False,)),
    FlagSpec("searched_chimera_awake", True, (True, False), "MM-6.3.5",
             "a Chimera Anima turned over in a search arrives awake (else asleep)"),
    FlagSpec("revealed_aqua_points", "cost", ("cost", "zero"), "MM-6.4.3",
             "a Mew Aqua turned over in battle still counts its cost as battle points, or 0"),
    FlagSpec("battle_reply", "several", ("several", "one"), "MM-6.4.4",
             "the opponent's declaration may use several cards like the turn player's, or at most one "
             "(a ruling beyond mewmew.md: the seed words both declarations alike)"),
    FlagSpec("attached_on_leave", "mewmew_to_area", ("mewmew_to_area", "discard_all"), "MM-6.4.5",
             "a Mew Mew card on a Character leaving the field goes back to the Mew Mew card area, "
             "or to the discard pile with the Items"),
)  # fmt: skip

REGULATION: Final = (("mewmew", "Mew Mew", 5), ("aqua", "Mew Aqua", 5), ("chimera", "Chimera Anima", 10))


class MewMewGame(Game):
    """Tokyo Mew Mew card game (東京ミュウミュウ カードゲーム), played by the starter manual's rules."""

    name: ClassVar[str] = "mewmew"
    title_en: ClassVar[str] = "Tokyo Mew Mew card game"
    title_ja: ClassVar[str] = "東京ミュウミュウ カードゲーム"
    FLAGS: ClassVar[tuple[FlagSpec, ...]] = FLAGS
    CARD_MODEL: ClassVar[type[MewMewCard]] = MewMewCard
    PACKAGE: ClassVar[str] = "cardtable.games.mewmew"
    DEFAULT_DECKS: ClassVar[tuple[str, str]] = ("strawberry", "leotard")

    cards: tuple[MewMewCard, ...]

    def __init__(self, card_sets: Sequence[str] = (), **flags: Any) -> None:
        super().__init__(card_sets, **flags)  # not card_sets=: mypyc 2.4 forwards that wrongly
        cards = self.cards
        # Flat tables by card index: the rules read these, never the pydantic objects, for speed.
        self.ids = [c.id for c in cards]
        self.kind = [z.KINDS.index(c.kind) for c in cards]
        self.cost = [c.cost for c in cards]
        self.search_points = [c.search_points for c in cards]
        self.bonus = [c.battle_bonus for c in cards]
        self.mew_name = [c.mewmew for c in cards]
        self.special = [c.special_move for c in cards]
        self.rod = [c.rod for c in cards]
        self.timing = [c.timing for c in cards]
        self.ops: list[tuple[Op, ...]] = [c.effect for c in cards]
        self.ability_ops: list[tuple[Op, ...]] = [c.ability for c in cards]
        self.removal = [any(definition(op).removal for op in c.effect) for c in cards]
        self.layout = Layout(len(cards))
        self.num_actions = self.layout.total

    def observation_tensor_writer(self, fields: FieldSpots, size: int) -> TensorWriter:
        from cardtable.games.mewmew.tensor import MewMewTensor

        return MewMewTensor(self, fields, size)

    @property
    def state_class(self) -> type[State]:
        return MewMewState

    def card(self, card: int | str) -> MewMewCard:
        return self.cards[card if isinstance(card, int) else self.card_index[card]]

    def effect_ops(self) -> list[str]:
        lines = []
        for op in OPS.values():
            keys = ", ".join(f"`{key}`" for key in op.keys) or "no keys"
            where = f"; only on {' / '.join(op.kinds)} cards" if op.kinds else ""
            when = '; battle only (`timing = "battle"`)' if op.battle_only else ""
            target = "; chooses a card on a field" if op.targets else ""
            en, ja = (words.replace("{n:+d}", "±n").replace("{n}", "n") for words in op.words)
            lines.append(f"`{op.name}` ({keys}{where}{when}{target}): {en} / {ja}. Example: `{op.example}`")
        return lines

    # ----- MM-3 deck regulation -----------------------------------------------------------------------
    def deck_problems(self, deck: Sequence[str]) -> list[str]:
        problems: list[str] = []
        if len(deck) != DECK_SIZE:
            problems.append(f"deck has {len(deck)} cards, needs {DECK_SIZE} (MM-3.1)")
        kinds: Counter[str] = Counter(self.card(card_id).kind for card_id in deck)
        for kind, label, need in REGULATION:
            if kinds[kind] != need:
                problems.append(f"deck has {kinds[kind]} {label}, needs {need} (MM-3.1)")
        others = kinds["character"] + kinds["event"] + kinds["item"]
        if others != 35:
            problems.append(f"deck has {others} Character, Event or Item cards, needs 35 (MM-3.1)")
        limit = self.flags["max_copies"]
        if isinstance(limit, int):
            for card_id, n in sorted(Counter(deck).items()):
                if n > limit:
                    problems.append(
                        f"deck has {n} copies of {card_id} ({self.card(card_id).name_en}), "
                        f"at most {limit} (MM-3.2, max_copies={limit})"
                    )
        return problems

    # ----- MM-4 setting up --------------------------------------------------------------------------------
    def new_game(self, decks: Sequence[Sequence[str]] | None = None, seed: int = 0) -> MewMewState:
        if decks is None:
            decks = self.default_decks()
        if len(decks) != 2:
            raise DeckError([f"a game needs 2 decks, got {len(decks)}"])
        lists = []
        for p, deck in enumerate(decks):
            try:
                lists.append(self.check_deck(deck))
            except DeckError as exc:
                raise DeckError([f"player {p}: {problem}" for problem in exc.problems]) from exc
        s = MewMewState(self, rng.initial_seed(seed))
        for p, cards in enumerate(lists):
            # MM-4.1: the 5 Mew Mew cards go face-down to the Mew Mew card area; the other 50 are the deck.
            s.mm[p] = [c for c in cards if self.kind[c] == z.MEWMEW]
            s.deck[p] = [c for c in cards if self.kind[c] != z.MEWMEW]
            s.event("MM-4.1", "setup", p)
        generator, s.seed = rng.step(s.seed)
        for p in (0, 1):
            rng.shuffle(generator, s.deck[p])  # MM-4.2
        s.event("MM-4.2", "shuffle")
        for p in (0, 1):
            for _ in range(5):  # MM-4.3 (no mulligan)
                z.deck_top_to(s, p, "hand")
            s.event(
                "MM-4.3", "draw", p, n=5, secret={"cards": [self.ids[c] for c in s.hand[p]]}, shown_to=(p,)
            )
        s.first = s.tp = rng.below(generator, 2)  # MM-4.4: the rock-paper-scissors
        s.event("MM-4.4", "first_player", s.tp)
        s.stack.append(MORNING.frame(s.tp))
        s.advance()
        return s

    def _position(self, spec: dict[str, Any]) -> MewMewState:
        from cardtable.games.mewmew.position import build  # position builds states of this game

        return build(self, spec)

    def match_points(self, state: State) -> list[int]:
        """MM-5.6: tournament points of a finished game by player (win 3, draw 1, loss 0)."""
        assert isinstance(state, MewMewState)
        return rules.match_points(state)

    def describe_event(self, kind: str, player: int, data: dict[str, Any], lang: str) -> str:
        return words.event(self, kind, player, data, lang)
