"""The Tokyo Mew Mew position as flat data, and the loop that runs the rules to the next decision."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Final

from cardtable.core import rng
from cardtable.core.decisions import KIND, PLAYER
from cardtable.core.state import OpponentCards, State, minus, unseen_slots
from cardtable.games.mewmew import notes, words
from cardtable.games.mewmew import zones as z
from cardtable.games.mewmew.choices import CHOICES
from cardtable.games.mewmew.effects import transform_fits
from cardtable.games.mewmew.frames import CARD, HAND_CHARACTER, RULES
from cardtable.games.mewmew.observation import action_info, observe

if TYPE_CHECKING:
    from cardtable.games.mewmew.game import MewMewGame


DECK_SIZE: Final = 55
"""MM-3.1: a deck is exactly 55 cards."""


class MewMewState(State["MewMewGame"]):
    DECK_SIZE: ClassVar[int | None] = DECK_SIZE
    DATA: ClassVar[tuple[str, ...]] = (
        "tp",  # whose turn it is
        "first",  # who went first (MM-4.4)
        "turn",  # 1 = the first player's first turn
        "step",  # morning / main / search / battle / night
        "hand",  # per player: card indices
        "deck",  # per player: card indices, the top is the end of the list
        "gauge",  # per player: the top is the end of the list
        "mm",  # per player: the Mew Mew card area
        "field",  # per player: slots (zones.S_*)
        "disc",  # per player: discard pile, oldest first
        "aqua",  # per player: found Mew Aqua of the opponent
        "chim",  # per player: beaten Chimera Anima of the opponent
        "ktop",  # per player: how many top cards of their own deck the owner knows
        "kbot",  # per player: how many bottom cards of the deck everyone knows (MM-6.4.6)
        "uid",  # last field-slot id given out
        "stack",  # decisions and pending rule steps; the top is the end of the list
        "battle",  # the battle in progress (zones.B_*) or []
        "must",  # 1 while this turn's battle step must fight (MM-6.4.1)
        "limbo",  # cards declared and not yet resolved
        "khand",  # per player: cards everyone saw go into that hand and not leave (zones.to_hand)
        "kgauge",  # per player, beside each gauge card: who knows it (bits 1 << player)
    )
    ECHO_EVENTS: ClassVar[frozenset[str]] = frozenset({"paid_one", "took_one", "ordered"})
    """The owner's own pick of a gauge card paid, taken or put back in order, from cards they saw."""
    tp: int
    first: int
    turn: int
    step: str
    hand: list[list[int]]
    deck: list[list[int]]
    gauge: list[list[int]]
    mm: list[list[int]]
    field: list[list[list[int]]]
    disc: list[list[int]]
    aqua: list[list[int]]
    chim: list[list[int]]
    ktop: list[int]
    kbot: list[int]
    uid: int
    stack: list[list[Any]]
    battle: list[int]
    must: int
    limbo: list[int]
    khand: list[list[int]]
    kgauge: list[list[int]]

    def __init__(self, game: MewMewGame, seed: int) -> None:
        super().__init__(game, seed)
        self.tp = self.first = 0
        self.turn = 1
        self.step = "morning"
        self.hand, self.deck, self.gauge, self.mm = [[], []], [[], []], [[], []], [[], []]
        self.field, self.disc, self.aqua, self.chim = [[], []], [[], []], [[], []], [[], []]
        self.ktop, self.kbot = [0, 0], [0, 0]
        self.uid = 0
        self.stack = []
        self.battle = []
        self.must = 0
        self.limbo = []
        self.khand, self.kgauge = [[], []], [[], []]

    # ----- the rules, on the decision engine (frames.RULES) ---------------------------------------
    def advance(self) -> None:
        """Run pending rule steps until a decision waits on top of the stack or the game is over."""
        self._legal = RULES.run(self)

    # ----- hooks of the core State --------------------------------------------------------------
    def _decider(self) -> int:
        player: int = self.stack[-1][PLAYER]  # compiled: a type check, where int() is a call
        return player

    def _compute_legal(self) -> list[int]:
        return RULES.legal(self)

    def _do(self, action: int) -> None:
        self._legal = RULES.play(self, action)

    def _why_illegal(self, action: int) -> str:
        """Why ``action`` is refused, addressed to ``current_player``, from public facts only (see
        ``decisions``)."""
        return RULES.why(self, action)

    def _describe_action(self, action: int, lang: str) -> str:
        return words.action(self, action, lang)

    def _action_info(self, action: int) -> dict[str, Any]:
        return action_info(self, action)

    def _choice_notes(self, action: int, lang: str) -> dict[str, str]:
        return notes.notes_for(self, action, lang)

    def _progress(self, lang: str) -> dict[str, Any] | None:
        return notes.progress(self, lang)

    def _unavailable(self, player: int, lang: str) -> list[dict[str, Any]]:
        return notes.unavailable(self, player, lang)

    def describe_decision(self, lang: str) -> str:
        return words.decision(self, lang)

    def decision_info(self) -> dict[str, Any]:
        """The pending decision in public words (observation ``decision``)."""
        frame = self.stack[-1]
        kind = frame[KIND]
        choice = CHOICES.get(kind)
        source = CARD if kind == "target" else choice.source if choice else None
        count = choice.count(self, frame) if choice and choice.count else 0
        return {
            "player": frame[PLAYER],
            "kind": kind,
            "text": words.decision(self, "en"),
            "text_ja": words.decision(self, "ja"),
            "card": None if source is None else self.game.ids[frame[source]],
            "count": count,
        }

    def observation(self, player: int) -> dict[str, Any]:
        return observe(self, player)

    def _hidden_segments(self, player: int) -> list[list[tuple[list[int], int, int]]]:
        # MM-2.3: the opponent's hand, deck (but its public bottom) and gauge (but cards this player
        # knows) are one pool to this player; their face-down Mew Mew cards another; this player's
        # own unknown deck cards (and gauge cards they have not seen, when nobody may look at it) a
        # third.
        v, q = player, 1 - player
        opponent = [
            (self.hand[q], 0, len(self.hand[q])),
            (self.deck[q], min(self.kbot[q], len(self.deck[q])), len(self.deck[q])),
            *_unknown_runs(self.gauge[q], self.kgauge[q], 1 << v),
        ]
        own_deck = self.deck[v]
        own = [(own_deck, self.kbot[v], max(self.kbot[v], len(own_deck) - self.ktop[v]))]
        if self.game.flags["gauge_access"] != "choose":
            own += _unknown_runs(self.gauge[v], self.kgauge[v], 1 << v)
        return [opponent, [(self.mm[q], 0, len(self.mm[q]))], own]

    def _redeal_needs(self, player: int) -> list[rng.Need]:
        # The cards everyone saw go into the opponent's hand stay there (dealt to its first slots), and
        # while the opponent picks the Character to come out transformed (transform_source="hand_card"),
        # their hand holds one that fits (MM-1.4).
        q = 1 - player
        hand = self.hand[q]
        needs: list[rng.Need] = [(hand, i, frozenset((card,))) for i, card in enumerate(self.khand[q])]
        frame = self.stack[-1] if self.stack and self.winner is None else None
        if frame is not None and frame[PLAYER] == q and frame[KIND] == HAND_CHARACTER.name:
            fits = frozenset(transform_fits(self, q, frame[CARD], range(len(self.game.cards))))
            if fits.isdisjoint(self.khand[q]):
                needs.append((hand, len(self.khand[q]), fits))
        return needs

    def _unseen_opponent_slots(self, player: int) -> OpponentCards:
        # The opponent's places among the hidden slices: Mew Mew cards only ever lie face-down in
        # the Mew Mew card area (MM-4.1), every other kind in hand, deck and gauge (MM-3.1). The cards
        # everyone saw go into the hand (``khand``) are known, not unseen: the sampled deck holds them
        # and ``_redeal_needs`` keeps them in the hand. ``known`` is sorted: where a card lies must not
        # steer the deck sampled from it.
        q = 1 - player
        others = tuple(k for k in range(len(z.KINDS)) if k != z.MEWMEW)
        seen = list(self.khand[q])
        places: list[tuple[list[int], int, tuple[int, ...]]] = []
        for i, card in enumerate(self.hand[q]):
            if card in seen:
                seen.remove(card)
            else:
                places.append((self.hand[q], i, others))
        places += [(cards, i, others) for cards in (self.deck[q], self.gauge[q]) for i in range(len(cards))]
        places += [(self.mm[q], i, (z.MEWMEW,)) for i in range(len(self.mm[q]))]
        slots = unseen_slots(self._hidden_segments(player), places)
        known = sorted(minus(self._cards_of(q), [c[i] for c, i, _ in slots]))
        return OpponentCards(slots, known, self.game.kind)

    def _cards_of(self, p: int) -> list[int]:
        """Every card of ``p``'s deck, wherever it is (found Mew Aqua and beaten Chimera Anima lie in
        the other player's areas; a card being used is ``p``'s while ``p``'s use of it is pending)."""
        cards = [*self.hand[p], *self.deck[p], *self.gauge[p], *self.mm[p], *self.disc[p]]
        cards += [*self.aqua[1 - p], *self.chim[1 - p]]
        for slot in self.field[0] + self.field[1]:
            if slot[z.S_OWNER] == p:
                cards.append(slot[z.S_CARD])
                cards += [c for c in slot[z.S_MEW : z.S_MEW + 1] + slot[z.S_ITEMS :] if c >= 0]
        if self.battle and self.battle[z.B_REV + p] >= 0:
            cards.append(self.battle[z.B_REV + p])
        for frame in self.stack:
            if frame[KIND] in ("finish", "hand_character") and frame[PLAYER] == p:
                cards += [c for c in frame[2:4] if c >= 0 and c in self.limbo]
        return cards

    def _pieces(self) -> dict[str, list[int]]:
        return {"field": [slot[z.S_UID] for side in self.field for slot in side]}

    def zones(self) -> dict[str, list[int]]:
        revealed = [c for c in self.battle[z.B_REV : z.B_REV + 2] if c >= 0]
        out: dict[str, list[int]] = {"limbo": self.limbo, "battle": revealed}
        for p in (0, 1):
            out[f"hand{p}"] = self.hand[p]
            out[f"deck{p}"] = self.deck[p]
            out[f"gauge{p}"] = self.gauge[p]
            out[f"mewmew_area{p}"] = self.mm[p]
            out[f"discard{p}"] = self.disc[p]
            out[f"aqua_area{p}"] = self.aqua[p]
            out[f"chimera_area{p}"] = self.chim[p]
            cards: list[int] = []
            for slot in self.field[p]:
                cards.append(slot[z.S_CARD])
                if slot[z.S_MEW] >= 0:
                    cards.append(slot[z.S_MEW])
                cards.extend(slot[z.S_ITEMS :])
            out[f"field{p}"] = cards
        return out


def _unknown_runs(cards: list[int], knowers: list[int], bit: int) -> list[tuple[list[int], int, int]]:
    """The runs of ``cards`` whose ``knowers`` lack ``bit``, as slices (most gauges: one slice)."""
    runs: list[tuple[list[int], int, int]] = []
    start = -1
    for i, known in enumerate(knowers):
        if known & bit:
            if start >= 0:
                runs.append((cards, start, i))
                start = -1
        elif start < 0:
            start = i
    if start >= 0:
        runs.append((cards, start, len(cards)))
    return runs
