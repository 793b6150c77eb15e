"""The Tokyo Mew Mew observation tensor: ``games/mewmew/observation.py``'s dict as fixed-size float32.

Everything is from the viewer's side: ``my_*`` fields are the viewer's, ``opp_*`` the opponent's,
whichever seat the viewer has. ``C`` is the number of cards in the pool (``len(Game.cards)``, in
pool order); a "count" block holds, per card of the pool, how many copies are in that place.
``K`` = 16 field slots per player are described one by one (slot ``i`` is the ``slot`` index the
actions name; a field's cards beyond ``K`` still appear in its ``*_field_cards`` counts). Numbers
that could in theory exceed their range are clipped to it. Blocks that the viewer may not see
(the opponent's hand, Mew Mew area, gauge and known deck top) are not in the tensor at all.

| size | range | field | meaning |
|---:|---|---|---|
| 1 | 0..1 | `went_first` | 1 if the viewer went first (MM-4.4) |
| 1 | 0..1 | `my_turn` | 1 on the viewer's turn |
| 1 | 0..200 | `turn` | turn number (both players' turns count) |
| 6 | 0..1 | `step` | one-hot: morning, main, search, battle, night, over |
| 1 | 0..1 | `deciding` | 1 if the viewer makes the pending decision |
| D | 0..1 | `decision_kind` | one-hot: the decision's kind, in the order of ``DECISION_KINDS`` (D kinds) |
| C | 0..1 | `decision_card` | one-hot: the card being used / whose ability resolves |
| 1 | 0..110 | `decision_count` | cards still to pay / pick / discard / order |
| 1 | 0..1 | `must_fight` | 1 while the turn player still has to fight (MM-6.4.1) |
| 2 | 0..1 | `battle_side` | one-hot: the viewer is the Character side, the Chimera side (0: no battle) |
| K | 0..1 | `battle_character_slot` | one-hot: the fighting Character's slot on its player's field |
| K | 0..1 | `battle_chimera_slot` | one-hot: the fighting Chimera Anima's slot on its player's field |
| C | 0..1 | `my_battle_revealed` | one-hot: the card the viewer turned over in this battle |
| C | 0..1 | `opp_battle_revealed` | one-hot: the card the opponent turned over in this battle |
| 2 | -50..50 | `battle_points` | battle points so far: the viewer's, the opponent's |
| 1 | 0..1 | `battle_chimera_started` | 1 if a Chimera Anima's ability began the battle (MM-7.3) |
| C | 0..110 | `in_use` | count: cards being used right now |
| C | 0..110 | `my_hand` | count: the viewer's hand |
| C | 0..110 | `my_mewmew_area` | count: the viewer's face-down Mew Mew cards |
| C | 0..110 | `my_deck_top_known` | count: cards the viewer knows at the top of their own deck |
| C | 0..110 | `my_gauge` | count: the viewer's gauge (gauge_access = "choose" only; else 0) |
| 1 | 0..1 | `top_card_known` | 1 if the viewer knows their own deck's top card |
| C | 0..1 | `my_deck_top` | one-hot: that top card |
| 7 | 0..110 | `my_sizes` | the viewer's hand, Mew Mew area, deck, gauge, discard, found, beaten sizes |
| 7 | 0..110 | `opp_sizes` | the same for the opponent |
| 2 | 0..1 | `my_wins_possible` | Aqua win, Chimera win still possible against the opponent's deck (MM-5.5) |
| 2 | 0..1 | `opp_wins_possible` | the same for the opponent |
| C | 0..110 | `my_deck_bottom_known` | count: public cards at the bottom of the viewer's deck (MM-6.4.6) |
| C | 0..110 | `opp_deck_bottom_known` | the same for the opponent's deck |
| C | 0..110 | `my_discard` | count: the viewer's discard pile |
| C | 0..110 | `opp_discard` | count: the opponent's discard pile |
| C | 0..110 | `my_aqua_area` | count: the opponent's Mew Aqua the viewer has found |
| C | 0..110 | `opp_aqua_area` | count: the viewer's Mew Aqua the opponent has found |
| C | 0..110 | `my_chimera_area` | count: the opponent's Chimera Anima the viewer has beaten |
| C | 0..110 | `opp_chimera_area` | count: the viewer's Chimera Anima the opponent has beaten |
| C | 0..110 | `my_field_cards` | count: every card on the viewer's field (slot cards, Mew Mew cards, Items) |
| C | 0..110 | `opp_field_cards` | the same for the opponent's field |
| K×C | 0..1 | `my_slot_card` | per slot: one-hot of the card in it |
| K×C | 0..1 | `opp_slot_card` | the same for the opponent's field |
| K×C | 0..1 | `my_slot_mewmew` | per slot: one-hot of the Mew Mew card laid on it (MM-1.4) |
| K×C | 0..1 | `opp_slot_mewmew` | the same for the opponent's field |
| K×5 | 0..1 | `my_slot_flags` | per slot: occupied, awake, Chimera Anima, borrowed, owned by the other |
| K×5 | 0..1 | `opp_slot_flags` | the same for the opponent's field |
| K×3 | -50..110 | `my_slot_numbers` | per slot: Items equipped, search points, battle bonus |
| K×3 | -50..110 | `opp_slot_numbers` | the same for the opponent's field |
"""

from __future__ import annotations

from typing import Any

import numpy as np

from cardtable import Game
from cardtable.adapters.encoding import Encoder, Field, Writer
from cardtable.games.mewmew.observation import DECISION_KINDS
from cardtable.games.mewmew.tensor import CARDS, SIZES, SLOT_FLAGS, SLOT_NUMBERS, SLOTS, STEPS


class MewMewEncoder(Encoder):
    """Encodes Tokyo Mew Mew observations (layout in the module docstring)."""

    def __init__(self, game: Game) -> None:
        self.index = {card.id: i for i, card in enumerate(game.cards)}
        super().__init__(game)

    def fields(self) -> list[Field]:
        c = len(self.game.cards)
        sided = [
            ("deck_bottom_known", c, CARDS, "public cards at the bottom of the deck"),
            ("discard", c, CARDS, "discard pile"),
            ("aqua_area", c, CARDS, "Mew Aqua found"),
            ("chimera_area", c, CARDS, "Chimera Anima beaten"),
            ("field_cards", c, CARDS, "every card on the field"),
            ("slot_card", SLOTS * c, 1, "per slot: the card in it"),
            ("slot_mewmew", SLOTS * c, 1, "per slot: the Mew Mew card on it"),
            ("slot_flags", SLOTS * SLOT_FLAGS, 1, "per slot: flags"),
        ]
        fields = [
            Field("went_first", 1, 1, "1 if the viewer went first"),
            Field("my_turn", 1, 1, "1 on the viewer's turn"),
            Field("turn", 1, 200, "turn number"),
            Field("step", len(STEPS), 1, "one-hot step: " + ", ".join(STEPS)),
            Field("deciding", 1, 1, "1 if the viewer decides now"),
            Field(
                "decision_kind", len(DECISION_KINDS), 1, "one-hot decision kind: " + ", ".join(DECISION_KINDS)
            ),
            Field("decision_card", c, 1, "one-hot: the card being used"),
            Field("decision_count", 1, CARDS, "cards still to pay / pick / discard / order"),
            Field("must_fight", 1, 1, "1 while the turn player must still fight"),
            Field("battle_side", 2, 1, "one-hot: viewer is the Character side, the Chimera side"),
            Field("battle_character_slot", SLOTS, 1, "one-hot: the fighting Character's slot"),
            Field("battle_chimera_slot", SLOTS, 1, "one-hot: the fighting Chimera Anima's slot"),
            Field("my_battle_revealed", c, 1, "one-hot: the card the viewer turned over"),
            Field("opp_battle_revealed", c, 1, "one-hot: the card the opponent turned over"),
            Field("battle_points", 2, 50, "battle points: viewer's, opponent's", low=-50),
            Field("battle_chimera_started", 1, 1, "1 if a Chimera Anima's ability began the battle"),
            Field("in_use", c, CARDS, "count: cards being used now"),
            Field("my_hand", c, CARDS, "count: the viewer's hand"),
            Field("my_mewmew_area", c, CARDS, "count: the viewer's face-down Mew Mew cards"),
            Field("my_deck_top_known", c, CARDS, "count: known cards at the top of the viewer's deck"),
            Field("my_gauge", c, CARDS, "count: the viewer's gauge (when the viewer may see it)"),
            Field("top_card_known", 1, 1, "1 if the viewer knows their deck's top card"),
            Field("my_deck_top", c, 1, "one-hot: that top card"),
            Field("my_sizes", len(SIZES), CARDS, "viewer's sizes: " + ", ".join(SIZES)),
            Field("opp_sizes", len(SIZES), CARDS, "opponent's sizes: " + ", ".join(SIZES)),
            Field("my_wins_possible", 2, 1, "Aqua win, Chimera win still possible for the viewer"),
            Field("opp_wins_possible", 2, 1, "Aqua win, Chimera win still possible for the opponent"),
        ]
        for name, size, high, doc in sided:
            fields.append(Field(f"my_{name}", size, high, f"viewer: {doc}"))
            fields.append(Field(f"opp_{name}", size, high, f"opponent: {doc}"))
        numbers = "per slot: Items equipped, search points, battle bonus"
        fields.append(Field("my_slot_numbers", SLOTS * SLOT_NUMBERS, CARDS, f"viewer: {numbers}", -50))
        fields.append(Field("opp_slot_numbers", SLOTS * SLOT_NUMBERS, CARDS, f"opponent: {numbers}", -50))
        return fields

    def write(self, observation: dict[str, Any], out: Writer) -> None:
        me = observation["viewer"]
        sides = {"my": me, "opp": 1 - me}
        players = observation["players"]
        out.scalar("went_first", observation["first_player"] == me)
        out.scalar("my_turn", observation["turn_player"] == me)
        out.scalar("turn", observation["turn"])
        out.choice("step", observation["step"], STEPS)
        decision = observation["decision"]
        if decision is not None:
            out.scalar("deciding", decision["player"] == me)
            out.choice("decision_kind", decision["kind"], DECISION_KINDS)
            out.one_hot("decision_card", self._card(decision["card"]))
            out.scalar("decision_count", decision["count"])
        out.scalar("must_fight", observation["must_fight"])
        self._battle(observation["battle"], me, out)
        out.counts("in_use", self._cards(observation["in_use"]))
        mine = players[me]
        out.counts("my_hand", self._cards(mine["hand"]))
        out.counts("my_mewmew_area", self._cards(mine["mewmew_area"]))
        out.counts("my_deck_top_known", self._cards(mine["deck_top_known"]))
        out.counts("my_gauge", self._cards(mine["gauge"] or []))
        if mine["deck_top_known"]:
            out.scalar("top_card_known", 1)
            out.one_hot("my_deck_top", self._card(mine["deck_top_known"][0]))
        for side, seat in sides.items():
            player = players[seat]
            out.vector(f"{side}_sizes", [_size(player[key]) for key in SIZES])
            out.vector(f"{side}_wins_possible", [player["aqua_win_possible"], player["chimera_win_possible"]])
            for place in ("deck_bottom_known", "discard", "aqua_area", "chimera_area"):
                out.counts(f"{side}_{place}", self._cards(player[place]))
            self._field(side, seat, player["field"], out)

    def _battle(self, battle: dict[str, Any] | None, me: int, out: Writer) -> None:
        if battle is None:
            return
        character, chimera = battle["character"], battle["chimera"]
        out.one_hot("battle_side", 0 if character["player"] == me else 1)
        for name, fighter in (("battle_character_slot", character), ("battle_chimera_slot", chimera)):
            if 0 <= fighter["slot"] < SLOTS:
                out.one_hot(name, fighter["slot"])
        revealed = battle["revealed"]
        out.one_hot("my_battle_revealed", self._card(revealed[me]))
        out.one_hot("opp_battle_revealed", self._card(revealed[1 - me]))
        points = battle["points"]
        out.vector("battle_points", [points[me], points[1 - me]])
        out.scalar("battle_chimera_started", battle["chimera_started"])

    def _field(self, side: str, player: int, slots: list[dict[str, Any]], out: Writer) -> None:
        everything: list[int] = []
        cards = out.block(f"{side}_slot_card").reshape(SLOTS, -1)
        mewmews = out.block(f"{side}_slot_mewmew").reshape(SLOTS, -1)
        flags = out.block(f"{side}_slot_flags").reshape(SLOTS, SLOT_FLAGS)
        numbers = out.block(f"{side}_slot_numbers").reshape(SLOTS, SLOT_NUMBERS)
        for i, slot in enumerate(slots):
            card, mewmew, items = self.index[slot["card"]], self._card(slot["mewmew"]), slot["items"]
            everything += [card, *([] if mewmew is None else [mewmew]), *self._cards(items)]
            if i >= SLOTS:
                continue
            cards[i, card] = 1.0
            if mewmew is not None:
                mewmews[i, mewmew] = 1.0
            chimera, borrowed, lent = slot["kind"] == "chimera", slot["borrowed"], slot["owner"] != player
            flags[i] = [1, slot["awake"], chimera, borrowed, lent]
            numbers[i] = np.clip([len(items), slot["search_points"], slot["battle_bonus"]], -50, CARDS)
        out.counts(f"{side}_field_cards", everything)

    def _card(self, card_id: str | None) -> int | None:
        return None if card_id is None else self.index[card_id]

    def _cards(self, card_ids: list[str]) -> list[int]:
        return [self.index[card_id] for card_id in card_ids]


def _size(value: int | list[Any]) -> int:
    """Sizes are ints, except ``discard`` which is the pile itself."""
    return value if isinstance(value, int) else len(value)
