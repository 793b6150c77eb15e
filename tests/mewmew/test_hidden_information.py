"""MM-2.3 hidden information as a security property: what a player may not know never reaches them."""

from __future__ import annotations

import json
import random

from cardtable.core.log import count, records
from cardtable.games.mewmew.state import MewMewState

from .conftest import MM

FILL = ["MMS-031"] * 12
SECRET = ["MMS-078", "MMS-080", "MMS-082", "MMS-077", "MMS-076", "MMS-005", "MMS-039"]


def _seen_by(s: MewMewState, player: int) -> str:
    return json.dumps(s.observation(player), ensure_ascii=False) + json.dumps(
        s.log_for(player), ensure_ascii=False
    )


def test_MM_2_3_hand_deck_gauge_and_mewmew_area_stay_hidden_from_the_opponent(mm: MM) -> None:
    s = mm.pos(
        p0={
            "hand": ["MMS-037", "MMS-039"],
            "gauge": ["MMS-078", "MMS-080"],
            "deck": ["MMS-082", "MMS-077", "MMS-076", *FILL],
            "mewmew_area": ["MMS-005"],
        }
    )
    mm.play(s, mm.use("MMS-037"), mm.choose("MMS-078"))  # pay; then look at 3 and order them
    assert s.observation(1)["decision"]["kind"] == "order"
    mm.play(s, mm.choose("MMS-082"), mm.choose("MMS-077"))  # draws the Shark
    mm.play(s, mm.PASS, mm.number(1))  # night: take the Stag Beetle (the whole gauge)
    assert s.tp == 1
    seen = _seen_by(s, 1)
    for card in SECRET:
        assert card not in seen, card
    own = _seen_by(s, 0)
    for card in ("MMS-078", "MMS-082", "MMS-077", "MMS-080", "MMS-005", "MMS-039"):
        assert card in own, card
    assert "seed" not in json.dumps(s.observation(0))


def test_MM_2_3_top_of_pile_gauge_is_hidden_from_its_owner_too() -> None:
    top = MM(gauge_access="top_of_pile")
    s = top.pos(p0={"hand": ["MMS-022"], "gauge": ["MMS-078", "MMS-080", "MMS-082", "MMS-077"]})
    top.play(s, top.use("MMS-022"))
    for player in (0, 1):
        seen = _seen_by(s, player)
        assert all(card not in seen for card in ("MMS-078", "MMS-080", "MMS-082", "MMS-077"))


def test_MM_2_3_resample_keeps_the_observation_and_redeals_hidden_cards(mm: MM) -> None:
    s = mm.g.new_game(seed=11)
    chooser = random.Random(4)
    for _ in range(60):
        s.apply(chooser.choice(s.legal_actions()))
    for player in (0, 1):
        other = 1 - player
        hands = set()
        for seed in range(10):
            again = s.resample(player, seed)
            assert again.observation(player) == s.observation(player)
            assert again.hand[player] == s.hand[player]
            hands.add(tuple(sorted(again.hand[other])))
        assert len(hands) > 1  # the opponent's hand is re-dealt


def test_MM_2_3_known_deck_cards_survive_resample(mm: MM) -> None:
    s = mm.pos(
        p0={"hand": ["MMS-015"], "gauge": ["MMS-078", "MMS-080"]}, p1={"deck": FILL, "deck_bottom_known": 2}
    )
    mm.play(s, mm.use("MMS-015"), mm.choose("MMS-078"), mm.choose("MMS-080"))
    for seed in range(5):
        again = s.resample(0, seed)
        assert mm.top_first(again, 0)[:2] == ["MMS-080", "MMS-078"]
        assert again.observation(0)["players"][1]["deck_bottom_known"] == ["MMS-031", "MMS-031"]


def test_MM_2_3_random_games_never_show_the_opponents_hidden_cards(mm: MM) -> None:
    # In random games, every card id a player's observation names is in a zone they may see.
    for seed in range(5):
        s = mm.g.new_game(seed=seed)
        chooser = random.Random(seed)
        while not s.is_terminal():
            for viewer in (0, 1):
                hidden = s.hand[1 - viewer] + s.gauge[1 - viewer] + s.mm[1 - viewer]
                shown = _visible(s, viewer)
                leaked = {mm.g.ids[c] for c in hidden} - shown
                obs = json.dumps(s.observation(viewer)["players"][1 - viewer])
                for card in leaked:
                    assert f'"{card}"' not in obs
            s.apply(chooser.choice(s.legal_actions()))


def _visible(s: MewMewState, viewer: int) -> set[str]:
    """Ids in zones ``viewer`` may see (a card may be both there and hidden elsewhere)."""
    g = s.game
    cards = list(s.hand[viewer]) + s.limbo + s.deck[0][: s.kbot[0]] + s.deck[1][: s.kbot[1]]
    for p in (0, 1):
        cards += s.disc[p] + s.aqua[p] + s.chim[p]
        for slot in s.field[p]:
            cards += [c for c in slot[1:2] + slot[3:4] + slot[6:] if c >= 0]
    return {g.ids[c] for c in cards}


def test_MM_2_3_a_refusal_reason_reads_the_same_whatever_the_hand_holds(mm: MM) -> None:
    # Anyone may call apply: the opponent probing "use MMS-022" must not learn whether player 0 holds
    # it (it used to read "costs 3" with the card in hand and "not in your hand" without it).
    held = mm.pos(p0={"hand": ["MMS-022"], "gauge": ["MMS-031"]})
    empty = mm.pos(p0={"gauge": ["MMS-031"]})
    assert mm.reason(held, mm.use("MMS-022")) == mm.reason(empty, mm.use("MMS-022"))
    hand = MM(transform_source="hand_card")
    spec = {"mewmew_area": ["MMS-001"], "gauge": ["MMS-031"] * 2}
    reasons = {hand.reason(hand.pos(p0={**spec, "hand": h}), hand.use("MMS-001")) for h in ([], ["MMS-011"])}
    assert len(reasons) == 1 and "MM-1.4" in reasons.pop()


def test_MM_2_3_refusal_reasons_and_action_words_depend_on_public_information_only() -> None:
    # Every refusal reason and every action's words read the same in a resampled state: they carry
    # nothing hidden from either player (reasons are addressed to the player to decide, from public
    # facts only).
    for flags in ({}, {"transform_source": "hand_card", "gauge_access": "top_of_pile"}):
        g = MM(**flags)
        uses = [g.use(card.id) for card in g.g.cards]
        for seed in range(2):
            s = g.g.new_game(seed=seed)
            chooser = random.Random(seed)
            step = 0
            while not s.is_terminal():
                if step % 6 == 0:
                    legal = set(s.legal_actions())
                    for viewer in (0, 1):
                        other = s.resample(viewer, seed * 1000 + step)
                        both = legal | set(other.legal_actions())
                        for action in uses + chooser.sample(range(g.g.num_actions), 10):
                            assert s.action_to_string(action) == other.action_to_string(action)
                            if action not in both:
                                assert g.reason(s, action) == g.reason(other, action)
                s.apply(chooser.choice(s.legal_actions()))
                step += 1


def test_MM_2_3_reordered_top_cards_leave_the_public_bottom(mm: MM) -> None:
    # A small deck whose cards all went to the bottom after battles (known to all, MM-6.4.6): once
    # Ryou looks at them and orders them in secret, the opponent no longer knows their order.
    s = mm.pos(
        p0={"field": [{"card": "MMS-016"}], "deck": ["MMS-011", "MMS-012", "MMS-013"], "deck_bottom_known": 3}
    )
    assert s.observation(1)["players"][0]["deck_bottom_known"] == ["MMS-013", "MMS-012", "MMS-011"]
    mm.play(s, mm.ability(0), mm.choose("MMS-013"), mm.choose("MMS-011"))
    assert s.observation(0)["players"][0]["deck_top_known"] == ["MMS-013", "MMS-011", "MMS-012"]
    assert s.observation(1)["players"][0]["deck_bottom_known"] == []
    orders = {tuple(s.resample(1, seed).deck[0]) for seed in range(20)}
    assert len(orders) > 1  # re-dealt for the opponent: the order is hidden from them


def _names(g: MM, data: dict[str, object]) -> set[str]:
    """The card ids an event's data names."""
    out: set[str] = set()
    for value in data.values():
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, str) and item in g.g.card_index:
                out.add(item)
    return out


def _public(s: MewMewState) -> set[str]:
    """Ids of the cards in zones everyone sees."""
    cards = list(s.limbo) + [c for c in s.battle[4:6] if c >= 0]
    for p in (0, 1):
        cards += s.disc[p] + s.aqua[p] + s.chim[p] + s.deck[p][: s.kbot[p]]
        for slot in s.field[p]:
            cards += [c for c in slot[1:2] + slot[3:4] + slot[6:] if c >= 0]
    return {s.game.ids[c] for c in cards}


def _own(s: MewMewState, p: int) -> set[str]:
    """Ids of the cards only ``p`` sees."""
    deck = s.deck[p]
    cards = s.hand[p] + s.mm[p] + deck[len(deck) - s.ktop[p] :]
    if s.game.flags["gauge_access"] == "choose":
        cards += s.gauge[p]
    return {s.game.ids[c] for c in cards}


def test_MM_2_3_log_events_name_only_cards_their_readers_may_see() -> None:
    # An event's public part names only cards in public zones (just before or after it); its secret
    # part is shown to its own player alone and names only cards that player sees.
    for flags in ({}, {"gauge_access": "top_of_pile", "transform_source": "hand_card"}):
        g = MM(**flags)
        for seed in range(3):
            s = g.g.new_game(seed=seed)
            chooser = random.Random(seed)
            while not s.is_terminal():
                seen = count(s._log)
                before = [_public(s), _own(s, 0), _own(s, 1)]
                s.apply(chooser.choice(s.legal_actions()))
                public = before[0] | _public(s)
                for rule, kind, player, data, secret, shown_to in records(s._log, seen):
                    assert _names(g, data) <= public, (rule, kind, data)
                    if secret is not None:
                        mine = before[1 + player] | _own(s, player) | public
                        assert shown_to == (player,) and _names(g, secret) <= mine, (rule, kind)
