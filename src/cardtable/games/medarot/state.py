"""The Medarot position as plain data, the decision stack that runs the rules, and shared rule helpers.

The rules run as a stack of small frames ``[kind, player, *named fields]`` (``state.stack``): a *procedure*
frame is popped and run (it may push more frames); a *decision* frame waits for its player's action.
The frame kinds are declared in ``frames``; their procedures and decisions live in ``flow`` (opening,
start, end), ``turn`` (a Medarot's turn), ``medarotters`` (MD-8) and ``attack`` (MD-9), registered on
the core decision engine (``core.decisions``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Final

from cardtable.core import rng
from cardtable.core.decisions import KIND, PLAYER
from cardtable.core.state import DRAW, OpponentCards, State, minus, unseen_slots
from cardtable.games.medarot.cards import MEDACHANGE, MEDAROT, MEDAROTTER
from cardtable.games.medarot.frames import DRAWN, FILL, LATE, LIMIT, RULES
from cardtable.games.medarot.records import (
    CTR_UID,
    U_CARD,
    U_CHANGE,
    U_OWNER,
    U_UID,
    U_UP,
    USE_CARD,
    USE_ID,
    USE_OWNER,
    USE_WHERE,
    WHERE_STOCK,
    new_unit,
    next_id,
)

if TYPE_CHECKING:
    from cardtable.games.medarot.game import MedarotGame  # noqa: F401 - State["MedarotGame"] below

STOCK_SLOTS: Final = 3
HAND_LIMIT: Final = 7
START_MEDALS: Final = 20


DECK_SIZE: Final = 30
"""MD-3.1: a deck is exactly 30 cards."""


class MedarotState(State["MedarotGame"]):
    DECK_SIZE: ClassVar[int | None] = DECK_SIZE
    ECHO_EVENTS: ClassVar[frozenset[str]] = frozenset({"to_stock", "placed", "master_set"})
    """The owner's own card from hand put face-down (stock, square, Master): nothing new to them."""
    DATA = (
        "turn",
        "first",
        "phase",
        "medals",
        "deck",
        "hand",
        "stock",
        "fresh",
        "master",
        "mup",
        "mside",
        "mused",
        "hpmod",
        "trash",
        "reserve",
        "sq",
        "uses",
        "fx",
        "stack",
        "tf",
        "atk",
        "plan",
        "pa",
        "ctr",
    )
    turn: int
    first: int
    phase: str
    medals: list[int]
    deck: list[list[int]]
    """Top card last."""
    hand: list[list[int]]
    stock: list[list[int]]
    """Face-down stock cards (MD-2.1); used ones in effect are in ``uses`` and still take a slot."""
    fresh: list[list[int]]
    """Per stock position: 1 if put there this turn (MD-8.1: such a card counts as from hand)."""
    master: list[int]
    mup: list[int]
    mside: list[int]
    mused: list[list[int]]
    hpmod: list[int]
    """The HP modifier now applied to each player's medals (MD-5.5)."""
    trash: list[list[int]]
    reserve: list[list[int]]
    sq: list[list[int] | None]
    """Per square, the Medarot on it (fields ``U_*`` of ``records``) or None."""
    uses: list[list[Any]]
    """Uses of cards in effect (fields ``USE_*``)."""
    fx: list[list[int]]
    """The lasting parts of those uses, in force (fields ``FX_*``)."""
    stack: list[list[Any]]
    """Frames of the decision engine (kinds and named fields in ``frames``)."""
    tf: list[int]
    """The acting Medarot's turn (fields ``TF_*``); empty between turns."""
    atk: list[int]
    """The attack being resolved (fields ``ATK_*``); empty if none."""
    plan: list[int]
    """MD-7.1 slots of a speed tie (``PLAN_SPEED``, then owners from ``PLAN_SLOTS``)."""
    pa: list[int]
    """【行動】 effects each player used this action phase (flag action_card_limit)."""
    ctr: list[int]
    """Counters (``CTR_UID``, ``CTR_USE``), taken with ``records.next_id``."""

    # ----- the decision stack -----------------------------------------------------------------------
    def push(self, *frames: list[Any]) -> None:
        """Push frames so that the first given runs first."""
        stack = self.stack
        for i in range(len(frames) - 1, -1, -1):  # compiled, a loop; ``reversed`` is a Python iterator
            stack.append(frames[i])

    def run(self) -> None:
        """Run procedures until a decision waits or the game ends."""
        self._legal = RULES.run(self)

    def _decider(self) -> int:
        player: int = self.stack[-1][PLAYER]  # compiled: a type check, where int() is a call
        return player

    def _compute_legal(self) -> list[int]:
        return RULES.legal(self)

    def _do(self, action: int) -> None:
        self._legal = RULES.play(self, action)

    def _why_illegal(self, action: int) -> str:
        """Why ``action`` is refused, in words addressed to ``current_player``, the one deciding.

        MD-2.4: anyone may call ``apply``, so a reason rests on public facts only (the pending
        decision, the field, medals, zone sizes, flags), never on a hand, stock, deck, face-down Master
        or face-down Medarot: re-dealing either player's hidden cards never changes it.
        """
        return f"'{self.action_to_string(action)}' is not legal now: {RULES.why(self, action)}"

    def _action_info(self, action: int) -> dict[str, Any]:
        from cardtable.games.medarot.action_info import action_info

        return action_info(self, action)

    def _choice_notes(self, action: int, lang: str) -> dict[str, str]:
        from cardtable.games.medarot.notes import notes_for

        return notes_for(self, action, lang)

    def _progress(self, lang: str) -> dict[str, Any] | None:
        from cardtable.games.medarot.notes import progress

        return progress(self, lang)

    def _unavailable(self, player: int, lang: str) -> list[dict[str, Any]]:
        from cardtable.games.medarot.notes import unavailable

        return unavailable(self, player, lang)

    def _describe_action(self, action: int, lang: str) -> str:
        from cardtable.games.medarot.words import describe_action

        return describe_action(self, action, lang)

    # ----- hidden information (MD-2.4) ---------------------------------------------------------------
    def observation(self, player: int) -> dict[str, Any]:
        from cardtable.games.medarot.observation import observe

        return observe(self, player)

    def _hidden_segments(self, player: int) -> list[list[tuple[list[int], int, int]]]:
        # MD-2.4: the opponent's face-down cards (stock, Master, Medarots), hand and deck are one pool
        # (``_redeal_needs`` keeps each kind where the rules show it); one's own deck is another.
        other = 1 - player
        opponent = [(self.stock[other], 0, len(self.stock[other]))]
        if self.master[other] >= 0 and not self.mup[other]:
            opponent.append((self.master, other, other + 1))
        opponent += [(unit, U_CARD, U_CARD + 1) for unit in self._face_down(other)]
        hand, deck = self.hand[other], self.deck[other]
        opponent += [(hand, 0, len(hand)), (deck, 0, len(deck))]
        return [opponent, [(self.deck[player], 0, len(self.deck[player]))]]

    def _redeal_needs(self, player: int) -> list[rng.Need]:
        # Face-down stock cards and Master are Medarotters, face-down Medarots Medarots (MD-2.1); the
        # hand holds what the rules show it holds, and none of the kinds they show it cannot (``hand_facts``).
        # Slots that need one kind come first, so that the real deal shows every need can be met.
        other = 1 - player
        of_kind = self.game.table.of_kind
        rotters, medarots = of_kind[MEDAROTTER], of_kind[MEDAROT]
        needs: list[rng.Need] = [(self.stock[other], i, rotters) for i in range(len(self.stock[other]))]
        if self.master[other] >= 0 and not self.mup[other]:
            needs.append((self.master, other, rotters))
        needs += [(unit, U_CARD, medarots) for unit in self._face_down(other)]
        forbidden, shown = self.hand_facts(other)
        hand = self.hand[other]
        needs += [(hand, i, of_kind[kind]) for i, kind in enumerate(shown)]
        if forbidden:
            allowed = frozenset().union(*(of_kind[k] for k in range(len(of_kind)) if k not in forbidden))
            needs += [(hand, i, allowed) for i in range(len(shown), len(hand))]
        return needs

    def _face_down(self, p: int) -> list[list[int]]:
        """``p``'s face-down Medarots, in square order."""
        return [unit for unit in self.sq if unit is not None and unit[U_OWNER] == p and not unit[U_UP]]

    def hand_facts(self, p: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """What the rules tell everyone about the kinds in ``p``'s hand: (kinds it cannot hold, kinds
        it is shown to hold). A resample keeps both true.

        MD-6.6: with fewer than 3 Medarots on the field a player holds no Medarot, except between a
        draw (or a destroy) and the placing it brings. MD-5.6: a player without a Master holds no
        Medarotter, except until the Master is chosen. MD-5.2: the opening hand holds a Medarot until
        the opening placing. A pending choice of ``p`` of a Medarot (placing, replacing) or of a
        Medarotter (Master) from hand shows the hand holds one.
        """
        forbidden: list[int] = []
        placing = self.placing_pending(p)
        if len(self.units_of(p)) < 3 and not placing:
            forbidden.append(MEDAROT)
        if self.master[p] < 0 and not any(
            f[PLAYER] == p and f[KIND] in ("master", "master_pick", "late") for f in self.stack
        ):
            forbidden.append(MEDAROTTER)
        shown = {MEDAROT} if self.phase == "opening" and placing else set()
        top = self.stack[-1] if self.stack and self.winner is None else None
        if top is not None and top[PLAYER] == p:
            if top[KIND] in ("fill", "fill_card", "repl_sq", "repl_card"):
                shown.add(MEDAROT)
            elif top[KIND] in ("late", "master_pick"):
                shown.add(MEDAROTTER)
        return tuple(forbidden), tuple(sorted(shown))

    def placing_pending(self, p: int) -> bool:
        """MD-6.6: a placing of ``p``'s is still to come for cards already drawn: from the top of the
        stack, a fill frame of ``p`` comes before ``p``'s start phase (whose draw has not happened)."""
        stack = self.stack
        for i in range(len(stack) - 1, -1, -1):  # not reversed(): mypyc 2.4 fails to compile it here
            frame = stack[i]
            if frame[PLAYER] == p and frame[KIND] in ("fill", "fill_card", "start"):
                return str(frame[KIND]) != "start"
        return False

    def _pieces(self) -> dict[str, list[int]]:
        return {
            "sq": [unit[U_UID] for unit in self.sq if unit is not None],
            "uses": [use[USE_ID] for use in self.uses],
        }

    def zones(self) -> dict[str, list[int]]:
        zones: dict[str, list[int]] = {}
        for p in (0, 1):
            zones[f"deck{p}"] = self.deck[p]
            zones[f"hand{p}"] = self.hand[p]
            zones[f"stock{p}"] = self.stock[p]
            zones[f"master{p}"] = [self.master[p]] if self.master[p] >= 0 else []
            zones[f"trash{p}"] = self.trash[p]
            zones[f"reserve{p}"] = self.reserve[p]
        zones["field"] = [c for u in self.sq if u is not None for c in (u[U_CARD], u[U_CHANGE]) if c >= 0]
        zones["in_effect"] = [use[USE_CARD] for use in self.uses if use[USE_WHERE] == WHERE_STOCK]
        return zones

    def _unseen_opponent_slots(self, player: int) -> OpponentCards:
        # The opponent's places among the hidden slices, with the kinds the rules let each hold: the
        # stock and a face-down Master hold Medarotters (MD-2.1, MD-5.6), face-down squares Medarots
        # (MD-6.1), the hand what ``hand_facts`` allows (the first slots the kinds it shows, as
        # ``_redeal_needs`` deals them: never the kind of the card really there), the deck anything.
        # ``known`` is sorted: where a seen card lies must not steer the deck sampled from it.
        q = 1 - player
        kind = self.game.table.kind
        forbidden, shown = self.hand_facts(q)
        anything = (MEDAROT, MEDACHANGE, MEDAROTTER)
        loose = tuple(k for k in anything if k not in forbidden)
        places: list[tuple[list[int], int, tuple[int, ...]]]
        places = [(self.stock[q], i, (MEDAROTTER,)) for i in range(len(self.stock[q]))]
        places += [(self.master, q, (MEDAROTTER,))]
        places += [(unit, U_CARD, (MEDAROT,)) for unit in self.sq if unit is not None and unit[U_OWNER] == q]
        hand = self.hand[q]
        places += [(hand, i, shown[i : i + 1] or loose) for i in range(len(hand))]
        places += [(self.deck[q], i, anything) for i in range(len(self.deck[q]))]
        slots = unseen_slots(self._hidden_segments(player), places)
        return OpponentCards(slots, sorted(minus(self._cards_of(q), [c[i] for c, i, _ in slots])), kind)

    def _cards_of(self, p: int) -> list[int]:
        """Every card of ``p``'s deck, wherever it is."""
        cards = [*self.deck[p], *self.hand[p], *self.stock[p], *self.trash[p], *self.reserve[p]]
        cards += [self.master[p]] if self.master[p] >= 0 else []
        for unit in self.sq:
            if unit is not None and unit[U_OWNER] == p:
                cards += [c for c in (unit[U_CARD], unit[U_CHANGE]) if c >= 0]
        return cards + self.in_effect(p)

    # ----- shared rule helpers ---------------------------------------------------------------------
    def random(self) -> Any:
        generator, self.seed = rng.step(self.seed)
        return generator

    def draw(self, player: int, count: int, rule: str) -> list[int]:
        """Draw up to ``count`` cards (MD-4.2: only the start-phase draw can lose)."""
        deck = self.deck[player]
        drawn = [deck.pop() for _ in range(min(count, len(deck)))]
        self.hand[player].extend(drawn)
        self.event(
            rule,
            "draw",
            player,
            count=len(drawn),
            secret={"cards": [self.game.ids[c] for c in drawn]},
            shown_to=(player,),
        )
        return drawn

    def settle(self, player: int) -> None:
        """After a draw: late Master (MD-5.6), placing (MD-6.6), the stock (MD-6.5), hand limit (MD-6.4)."""
        frames = [LATE.frame(player)] if self.master[player] < 0 else []
        self.push(*frames, FILL.frame(player), DRAWN.frame(player), LIMIT.frame(player))

    def pay(self, player: int, amount: int, rule: str, why: str) -> bool:
        """Pay medals; a forced payment that cannot be made loses the game (MD-4.1). False if it did."""
        if amount > self.medals[player]:
            self.event(rule, "cannot_pay", player, amount=amount, why=why)
            self.end(1 - player, "medals", "MD-4.1")
            return False
        self.medals[player] -= amount
        if amount:
            self.event(rule, "pay", player, amount=amount, why=why)
        return True

    def lose_together(self, losers: list[int], reason: str, rule: str) -> None:
        """MD-4.4: both players lose at once (flag simultaneous_loss) or one loses."""
        if len(losers) == 1:
            self.end(1 - losers[0], reason, rule)
        elif self.game.flags["simultaneous_loss"] == "draw":
            self.end(DRAW, "draw", "MD-4.4")
        else:
            self.end(1 - self.first, reason, "MD-4.4")

    def units_of(self, player: int) -> list[int]:
        """Squares holding ``player``'s Medarots."""
        return [s for s, u in enumerate(self.sq) if u is not None and u[U_OWNER] == player]

    def find(self, uid: int) -> int:
        """The square of the Medarot with this uid, or -1 if it is not on the field."""
        for s, unit in enumerate(self.sq):
            if unit is not None and unit[U_UID] == uid:
                return s
        return -1

    def place(self, player: int, card: int, square: int, rule: str) -> None:
        """Put a Medarot from hand face-down on a square (MD-5.4, MD-6.6, MD-7.3, MD-9.4)."""
        self.hand[player].remove(card)
        uid = next_id(self.ctr, CTR_UID)
        self.sq[square] = new_unit(owner=player, card=card, change=-1, up=0, turn=0, uid=uid, spd0=0)
        self.event(
            rule, "placed", player, square=square, secret={"card": self.game.ids[card]}, shown_to=(player,)
        )

    def in_effect(self, player: int) -> list[int]:
        """The cards of ``player``'s used Medarotters still in effect in the stock (MD-8.7)."""
        return [u[USE_CARD] for u in self.uses if u[USE_WHERE] == WHERE_STOCK and u[USE_OWNER] == player]

    def stock_slots_free(self, player: int) -> int:
        """MD-6.5: a used Medarotter in effect keeps its stock slot."""
        return STOCK_SLOTS - len(self.stock[player]) - len(self.in_effect(player))

    def to_stock(self, player: int, card: int, rule: str) -> None:
        """A Medarotter from hand goes face-down into the stock (MD-5.4, MD-6.4, MD-6.5, MD-8.1)."""
        self.hand[player].remove(card)
        self.stock[player].append(card)
        self.fresh[player].append(1 if self.phase != "opening" else 0)
        self.event(rule, "to_stock", player, secret={"card": self.game.ids[card]}, shown_to=(player,))

    def trash_from_stock(self, player: int, index: int, rule: str) -> int:
        card = self.stock[player].pop(index)
        self.fresh[player].pop(index)
        self.trash[player].append(card)
        self.event(rule, "stock_trashed", player, card=self.game.ids[card])
        return card

    def has_kind_in_hand(self, player: int, kind: int) -> bool:
        table = self.game.table.kind
        return any(table[c] == kind for c in self.hand[player])
