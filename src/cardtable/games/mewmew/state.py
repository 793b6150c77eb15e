"""The Tokyo Mew Mew position as flat data, and the loop that runs the rules to the next decision."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from cardtable.core.decisions import KIND, PLAYER
from cardtable.core.state import State
from cardtable.games.mewmew import words
from cardtable.games.mewmew import zones as z
from cardtable.games.mewmew.choices import CHOICES
from cardtable.games.mewmew.frames import CARD, RULES
from cardtable.games.mewmew.observation import action_info, observe

if TYPE_CHECKING:
    from cardtable.games.mewmew.game import MewMewGame


class MewMewState(State):
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
    )
    game: MewMewGame
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

    # ----- the rules, on the decision engine (frames.RULES) ---------------------------------------
    def advance(self) -> None:
        """Run pending rule steps until a decision waits on top of the stack or the game is over."""
        self._legal = RULES.run(self)

    # ----- hooks of the core State --------------------------------------------------------------
    def _decider(self) -> int:
        return int(self.stack[-1][PLAYER])

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
        # MM-2.3: the opponent's hand, deck (but its public bottom) and gauge are one pool to this
        # player; their face-down Mew Mew cards another; this player's own unknown deck cards (and
        # gauge, when nobody may look at it) a third.
        v, q = player, 1 - player
        opponent = [
            (self.hand[q], 0, len(self.hand[q])),
            (self.deck[q], min(self.kbot[q], len(self.deck[q])), len(self.deck[q])),
            (self.gauge[q], 0, len(self.gauge[q])),
        ]
        own_deck = self.deck[v]
        own = [(own_deck, self.kbot[v], max(self.kbot[v], len(own_deck) - self.ktop[v]))]
        if self.game.flags["gauge_access"] != "choose":
            own.append((self.gauge[v], 0, len(self.gauge[v])))
        return [opponent, [(self.mm[q], 0, len(self.mm[q]))], own]

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
