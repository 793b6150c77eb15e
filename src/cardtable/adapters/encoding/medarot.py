"""The Medarot observation tensor: ``games/medarot/observation.py``'s dict as fixed-size float32.

Squares keep the game's own numbering (``s = row * 3 + column``, rows 0–1 player 0's field, row 2
neutral, rows 3–4 player 1's), so square ``s`` of the tensor is the ``square`` / ``from`` / ``to``
an action names (``State.action_info``); ``viewer`` says which side is the viewer's. Player
blocks are from the viewer's side: ``my_*`` the viewer's, ``opp_*`` the opponent's. ``C`` is the
number of cards in the pool (``len(Game.cards)``, in pool order); a "count" block holds, per card
of the pool, how many copies are in that place. Numbers that could in theory exceed their range
are clipped to it. What the viewer may not see (the opponent's hand, stock, face-down Master and
face-down Medarots) is not in the tensor at all. Effects in force are summed by owner and kind;
which card and square each comes from is left to ``observation_string`` / the JSON.

| size | range | field | meaning |
|---:|---|---|---|
| 2 | 0..1 | `viewer` | one-hot: the viewer is player 0 (rows 0–1 are theirs), player 1 |
| 1 | 0..1 | `went_first` | 1 if the viewer is the first player (MD-5.3) |
| 1 | 0..1 | `deciding` | 1 if the viewer makes the pending decision |
| 1 | 0..100 | `turn` | turn number (0 during the opening) |
| 5 | 0..1 | `phase` | one-hot: opening, start, action, end, over |
| 18 | 0..1 | `decision_kind` | one-hot decision kind, in the order of the game's ``DECISION_KINDS`` |
| 15 | 0..1 | `acting_square` | one-hot: the Medarot whose turn it is (MD-7.2) |
| 15 | 0..1 | `attacker_square` | one-hot: the attacker of the attack being resolved |
| 15 | 0..1 | `target_square` | one-hot: its target |
| 15×8 | 0..1 | `square_flags` | per square: occupied, mine, theirs, up, known, to act, sideways, changed |
| 15×C | 0..1 | `square_card` | per square: one-hot of the Medarot (when the viewer may know it) |
| 15×C | 0..1 | `square_change` | per square: one-hot of the Medachange form lying on it (MD-7.4) |
| 15×3 | 0..200 | `square_stats` | per square: power, armor, speed with effects (face-up only) |
| 8 | -50..100 | `my_numbers` | the viewer's numbers, in the order of ``NUMBERS`` (medals, ... medaforce) |
| 8 | -50..100 | `opp_numbers` | the same for the opponent |
| 4 | 0..1 | `my_master_flags` | has a Master, face-up, sideways, known to the viewer |
| 4 | 0..1 | `opp_master_flags` | the same for the opponent |
| C | 0..1 | `my_master` | one-hot: the viewer's Master |
| C | 0..1 | `opp_master` | one-hot: the opponent's Master (once face-up) |
| C | 0..60 | `my_hand` | count: the viewer's hand |
| C | 0..60 | `my_stock` | count: the viewer's stock |
| C | 0..60 | `my_in_effect` | count: the viewer's used Medarotters still in the stock |
| C | 0..60 | `opp_in_effect` | the same for the opponent |
| C | 0..60 | `my_trash` | count: the viewer's trash |
| C | 0..60 | `opp_trash` | count: the opponent's trash |
| C | 0..60 | `my_reserve` | count: the viewer's MedaForce reserve (MD-10) |
| C | 0..60 | `opp_reserve` | count: the opponent's MedaForce reserve |
| 11 | 0..60 | `my_effect_counts` | the viewer's effects in force by kind (game's ``EFFECT_OPS`` order) |
| 11 | 0..60 | `opp_effect_counts` | the same for the opponent |
| 11 | -200..200 | `my_effect_amounts` | their amounts summed, by kind |
| 11 | -200..200 | `opp_effect_amounts` | the same for the opponent |
| 6 | 0..1 | `turn_state` | the acting Medarot's turn (MD-7.2), in the order of ``TURN_STATE`` |
| 2 | 0..1 | `attack_state` | the attack being resolved: defended (MD-8.2), nullified (A-7) |
| 2 | 0..60 | `action_cards_used` | 【行動】 effects used this action phase: by the viewer, the opponent |
| 2×2 | 0..1 | `master_used` | per side (viewer, opponent), per Master effect: used this turn (MD-8.6) |
| C | 0..60 | `my_stock_new` | count: the viewer's stock cards stocked this turn (MD-8.1) |

The last five fields came after the rest (appended so that older offsets stay put): with them the
tensor, like the observation, determines the legal actions of the player to decide.
"""

from __future__ import annotations

from typing import Any

from cardtable import Game
from cardtable.adapters.encoding import Encoder, Field, Writer, position
from cardtable.games.medarot.field import SQUARES
from cardtable.games.medarot.observation import DECISION_KINDS, EFFECT_OPS
from cardtable.games.medarot.tensor import (
    CARDS,
    MASTER_EFFECTS,
    NUMBERS,
    PHASES,
    SQUARE_FLAGS,
    STATS,
    TURN_STATE,
)


class MedarotEncoder(Encoder):
    """Encodes Medarot observations (layout in the module docstring)."""

    def __init__(self, game: Game) -> None:
        self.index = {card.id: i for i, card in enumerate(game.cards)}
        super().__init__(game)

    def fields(self) -> list[Field]:
        c = len(self.game.cards)
        fields = [
            Field("viewer", 2, 1, "one-hot: the viewer is player 0, player 1"),
            Field("went_first", 1, 1, "1 if the viewer is the first player"),
            Field("deciding", 1, 1, "1 if the viewer decides now"),
            Field("turn", 1, 100, "turn number (0 during the opening)"),
            Field("phase", len(PHASES), 1, "one-hot phase: " + ", ".join(PHASES)),
            Field(
                "decision_kind", len(DECISION_KINDS), 1, "one-hot decision kind: " + ", ".join(DECISION_KINDS)
            ),
            Field("acting_square", SQUARES, 1, "one-hot: the Medarot whose turn it is"),
            Field("attacker_square", SQUARES, 1, "one-hot: the attacker"),
            Field("target_square", SQUARES, 1, "one-hot: the attack's target"),
            Field(
                "square_flags",
                SQUARES * SQUARE_FLAGS,
                1,
                "per square: occupied, mine, opponent's, face-up, card known, to act, sideways, changed",
            ),
            Field("square_card", SQUARES * c, 1, "per square: one-hot of the Medarot"),
            Field("square_change", SQUARES * c, 1, "per square: one-hot of its Medachange form"),
            Field("square_stats", SQUARES * len(STATS), 200, "per square: power, armor, speed"),
        ]
        numbers = ", ".join(NUMBERS)
        fields += [
            Field("my_numbers", len(NUMBERS), 100, f"viewer: {numbers}", low=-50),
            Field("opp_numbers", len(NUMBERS), 100, f"opponent: {numbers}", low=-50),
            Field("my_master_flags", 4, 1, "viewer: has a Master, face-up, sideways, known"),
            Field("opp_master_flags", 4, 1, "opponent: has a Master, face-up, sideways, known"),
            Field("my_master", c, 1, "one-hot: the viewer's Master"),
            Field("opp_master", c, 1, "one-hot: the opponent's Master, once face-up"),
            Field("my_hand", c, CARDS, "count: the viewer's hand"),
            Field("my_stock", c, CARDS, "count: the viewer's stock"),
        ]
        for name, doc in (
            ("in_effect", "used Medarotters still in the stock"),
            ("trash", "trash"),
            ("reserve", "MedaForce reserve"),
        ):
            fields.append(Field(f"my_{name}", c, CARDS, f"count: the viewer's {doc}"))
            fields.append(Field(f"opp_{name}", c, CARDS, f"count: the opponent's {doc}"))
        ops = ", ".join(EFFECT_OPS)
        fields += [
            Field("my_effect_counts", len(EFFECT_OPS), CARDS, f"viewer's effects in force by kind: {ops}"),
            Field("opp_effect_counts", len(EFFECT_OPS), CARDS, "opponent's effects in force by kind"),
            Field(
                "my_effect_amounts", len(EFFECT_OPS), 200, "viewer's effect amounts summed by kind", low=-200
            ),
            Field(
                "opp_effect_amounts",
                len(EFFECT_OPS),
                200,
                "opponent's effect amounts summed by kind",
                low=-200,
            ),
            Field("turn_state", len(TURN_STATE), 1, "acting Medarot's turn: " + ", ".join(TURN_STATE)),
            Field("attack_state", 2, 1, "the attack being resolved: defended, nullified"),
            Field("action_cards_used", 2, CARDS, "【行動】 effects used this phase: viewer, opponent"),
            Field("master_used", 2 * MASTER_EFFECTS, 1, "per side, per Master effect: used this turn"),
            Field("my_stock_new", c, CARDS, "count: the viewer's stock cards stocked this turn"),
        ]
        return fields

    def write(self, observation: dict[str, Any], out: Writer) -> None:
        me = observation["player"]
        out.one_hot("viewer", me)
        out.scalar("went_first", observation["first_player"] == me)
        out.scalar("deciding", observation["current_player"] == me)
        out.scalar("turn", observation["turn"])
        out.choice("phase", observation["phase"], PHASES)
        decision = observation["decision"]
        if decision is not None:
            out.choice("decision_kind", decision["kind"], DECISION_KINDS)
        out.one_hot("acting_square", observation["acting"])
        attack = observation["attack"]
        if attack is not None:
            out.one_hot("attacker_square", _square(attack["attacker"]))
            out.one_hot("target_square", _square(attack["target"]))
        self._squares(observation["squares"], me, out)
        players = observation["players"]
        for side, seat in (("my", me), ("opp", 1 - me)):
            player = players[seat]
            out.vector(f"{side}_numbers", [player[key] for key in NUMBERS])
            known = player["master"] is not None
            flags = [player["has_master"], player["master_face_up"], player["master_sideways"], known]
            out.vector(f"{side}_master_flags", flags)
            out.one_hot(f"{side}_master", self._card(player["master"]))
            for place in ("in_effect", "trash", "reserve"):
                out.counts(f"{side}_{place}", self._cards(player[place]))
        out.counts("my_hand", self._cards(players[me]["hand"]))
        out.counts("my_stock", self._cards(players[me]["stock"]))
        counts = {"my": [0] * len(EFFECT_OPS), "opp": [0] * len(EFFECT_OPS)}
        amounts = {"my": [0] * len(EFFECT_OPS), "opp": [0] * len(EFFECT_OPS)}
        for effect in observation["effects"]:
            side = "my" if effect["owner"] == me else "opp"
            kind = position("effect op", effect["op"], EFFECT_OPS)
            counts[side][kind] += 1
            amounts[side][kind] += effect["amount"]
        for side in ("my", "opp"):
            out.vector(f"{side}_effect_counts", counts[side])
            out.vector(f"{side}_effect_amounts", amounts[side])
        turn_state = observation["turn_state"]
        if turn_state is not None:
            out.vector("turn_state", [turn_state[key] for key in TURN_STATE])
        if attack is not None:
            out.vector("attack_state", [attack["defended"], attack["nullified"]])
        out.vector("action_cards_used", [observation["action_cards_used"][seat] for seat in (me, 1 - me)])
        used = out.block("master_used").reshape(2, MASTER_EFFECTS)
        for row, seat in enumerate((me, 1 - me)):
            used[row, players[seat]["master_used"]] = 1.0
        out.counts("my_stock_new", self._cards(players[me]["stock_new_cards"]))

    def _squares(self, squares: list[dict[str, Any] | None], me: int, out: Writer) -> None:
        flags = out.block("square_flags").reshape(SQUARES, SQUARE_FLAGS)
        cards = out.block("square_card").reshape(SQUARES, -1)
        changes = out.block("square_change").reshape(SQUARES, -1)
        stats = out.block("square_stats").reshape(SQUARES, len(STATS))
        for s, unit in enumerate(squares):
            if unit is None:
                continue
            card, change = self._card(unit["card"]), self._card(unit["change"])
            mine = unit["owner"] == me
            known, changed = card is not None, change is not None
            up, to_act, sideways = unit["face_up"], unit["has_turn"], unit["sideways"]
            flags[s] = [1, mine, not mine, up, known, to_act, sideways, changed]
            if card is not None:
                cards[s, card] = 1.0
            if change is not None:
                changes[s, change] = 1.0
            if unit["face_up"]:
                stats[s] = [min(max(unit[stat], 0), 200) for stat in STATS]

    def _card(self, card_id: str | None) -> int | None:
        return None if card_id is None else self.index[card_id]

    def _cards(self, card_ids: list[str]) -> list[int]:
        return [self.index[card_id] for card_id in card_ids]


def _square(square: int) -> int | None:
    """An attack names -1 for a Medarot that has left the field."""
    return square if square >= 0 else None
