"""MD-2.4 hidden information as a security property: observations, logs and resampling."""

from __future__ import annotations

import json
import random

from cardtable.games.medarot.records import U_CARD, U_OWNER, U_UP
from cardtable.games.medarot.state import MedarotState

from .helpers import (
    FILLER,
    PASS,
    act,
    can,
    game,
    kinds,
    position,
    unit,
    use_stock,
)

G = game()
SECRET = ["MDS-R12", "MDS-R04", "MR-MILKY", "MDS-M24", "MDS-R13", "MDS-M22"]
"""Cards that only player 0 may know of in the position below."""


def secret_position() -> MedarotState:
    return position(
        G,
        [unit(4, 0, "MDS-M16"), unit(3, 0, "MDS-M24", face_up=False), unit(10, 1, "MDS-M16")],
        p0={
            "hand": ["MDS-R12", "MDS-M22"],
            "stock": ["MDS-R04"],
            "master": "MR-MILKY",
            "master_face_up": False,
            "deck": ["MDS-R13"] * 3,
        },
        at="action",
    )


def words_of(card_id: str) -> list[str]:
    card = G.card(card_id)
    return [card_id, card.name_en, card.name_ja]


def test_MD_2_4_opponent_hand_stock_master_face_down_and_deck_never_observed() -> None:
    s = secret_position()
    text = json.dumps(s.observation(1), ensure_ascii=False)
    for card_id in SECRET:
        for word in words_of(card_id):
            assert word not in text
    own = s.observation(0)
    assert own["players"][0]["hand"] == ["MDS-M22", "MDS-R12"] and own["squares"][3]["card"] == "MDS-M24"


def test_MD_2_4_the_rng_seed_is_never_observed() -> None:
    s = secret_position()
    for p in (0, 1):
        text = json.dumps(s.observation(p))
        assert str(s.seed) not in text and "seed" not in text


def test_MD_2_4_logs_keep_draws_placements_stock_and_master_secret() -> None:
    allowed = {"draw": {"count"}, "placed": {"square"}, "to_stock": set(), "master_set": set()}
    for seed in range(6):
        s = G.new_game(seed=seed)
        chooser = random.Random(seed)
        while not s.is_terminal():
            s.apply(chooser.choice(s.legal_actions()))
        for viewer in (0, 1):
            for entry in s.log_for(viewer):
                if entry["kind"] in allowed and entry["player"] == 1 - viewer:
                    extra = set(entry) - {"rule", "kind", "player", "text", "text_ja"}
                    assert extra == allowed[entry["kind"]], entry
        assert any("cards" in e for e in s.log_for(0) if e["kind"] == "draw" and e["player"] == 0)


def test_MD_2_4_decision_words_and_action_names_of_the_opponent_reveal_no_card() -> None:
    s = secret_position()
    text = json.dumps(s.observation(1)["decision"], ensure_ascii=False)
    assert all(word not in text for card_id in SECRET for word in words_of(card_id))


def test_MD_2_4_a_face_down_medarot_is_redealt_only_among_hidden_medarots() -> None:
    s = secret_position()
    seen = set()
    for seed in range(40):
        other = s.resample(1, seed)
        card = other.sq[3][U_CARD]
        assert G.table.kind[card] == 0
        seen.add(card)
        assert other.observation(1) == s.observation(1)
        assert other.master[0] >= 0 and G.table.kind[other.master[0]] == 2
        assert all(G.table.kind[c] == 2 for c in other.stock[0])
    assert {G.card_index["MDS-M24"], G.card_index["MDS-M22"]} <= seen  # traded with the hand's Medarot


def test_MD_2_4_own_deck_order_is_hidden_from_oneself() -> None:
    s = position(G, [unit(4, 0, "MDS-M16")], p0={"deck": ["MR-IKKI", "MDS-M11", "MDS-R13"]}, at="action")
    orders = {tuple(s.resample(0, seed).deck[0]) for seed in range(20)}
    assert len(orders) > 1
    assert all(tuple(s.resample(0, seed).hand[0]) == tuple(s.hand[0]) for seed in range(5))


def test_MD_2_4_a_used_medarotter_becomes_public() -> None:
    field = [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M16")]
    s = position(G, field, p0={"stock": ["MDS-R05"]}, at="menu", acting=4)
    assert "MDS-R05" not in json.dumps(s.observation(1))
    act(s, use_stock("MDS-R05"))
    assert kinds(s) == "menu" and can(s, PASS)
    assert "MDS-R05" in json.dumps(s.observation(1))


MIXED = ["MDS-M11", "MDS-R13", "MDS-M14", "MR-KASUMI", "MDS-M12", "MDS-R05", "MR-IKKI", "MDS-M11"]
"""A deck of Medarots and Medarotters for player 1 (top card first)."""


def kinds_in(cards: list[int]) -> set[int]:
    return {G.table.kind[c] for c in cards}


def test_MD_6_6_a_resample_deals_no_medarot_to_a_hand_with_fewer_than_three_on_the_field() -> None:
    # Player 1 has 2 Medarots on the field: MD-6.6 says their hand holds no Medarot, and player 0 knows it.
    two = [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M16"), unit(11, 1, "MDS-M16")]
    s = position(G, two, p1={"hand": ["MDS-R13", "MDS-R05"], "deck": MIXED}, at="menu", acting=4)
    decks = set()
    for seed in range(30):
        other = s.resample(0, seed)
        assert 0 not in kinds_in(other.hand[1])
        decks.add(tuple(other.deck[1]))
    assert len(decks) > 1  # the deck is still shuffled
    three = [*two, unit(9, 1, "MDS-M16")]  # with 3 on the field the hand may hold Medarots
    s = position(G, three, p1={"hand": ["MDS-R13", "MDS-R05"], "deck": MIXED}, at="menu", acting=4)
    assert any(0 in kinds_in(s.resample(0, seed).hand[1]) for seed in range(30))


def test_MD_5_6_a_resample_deals_no_medarotter_to_a_hand_without_a_master() -> None:
    field = [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M16"), unit(11, 1, "MDS-M16"), unit(9, 1, "MDS-M16")]
    s = position(G, field, p1={"hand": ["MDS-M11", "MDS-M12"], "deck": MIXED}, at="menu", acting=4)
    assert all(2 not in kinds_in(s.resample(0, seed).hand[1]) for seed in range(30))
    s = position(
        G,
        field,
        p1={"hand": ["MDS-M11", "MDS-M12"], "deck": MIXED, "master": "MR-MILKY"},
        at="menu",
        acting=4,
    )
    assert any(2 in kinds_in(s.resample(0, seed).hand[1]) for seed in range(30))


def test_MD_2_4_a_resample_for_the_waiting_player_leaves_the_chooser_a_card_to_choose() -> None:
    # Player 1 draws a Medarot and must choose where to place it; player 0 waits. Every re-deal for
    # player 0 keeps a Medarot in player 1's hand, so player 1 still has a legal choice.
    field = [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M16")]
    s = position(G, field, p0={"master": "MR-IKKI"}, p1={"deck": MIXED, "master": "MR-IKKI"}, at="start")
    while not (kinds(s) == "fill" and s.current_player == 1):
        s.apply(s.legal_actions()[0])
    for seed in range(40):
        other = s.resample(0, seed)
        assert other.observation(0) == s.observation(0)
        assert 0 in kinds_in(other.hand[1]) and other.legal_actions()
        other.apply(other.legal_actions()[0])
        assert kinds(other) == "fill_card" and other.legal_actions()


def test_MD_2_4_reasons_and_action_words_rest_only_on_public_facts() -> None:
    # A reason for refusing an action is addressed to the decider, but anyone may call apply: re-dealing
    # the hidden cards of either player never changes it, nor the words for any action.
    for seed in range(4):
        s = G.new_game(seed=seed)
        chooser = random.Random(seed)
        step = 0
        while not s.is_terminal() and step < 400:
            if step % 9 == 0:
                me, legal = s.current_player, set(s.legal_actions())
                mine, theirs = s.resample(me, step), s.resample(1 - me, step)
                for action in range(0, G.num_actions, 3):
                    words = s.action_to_string(action)
                    assert mine.action_to_string(action) == words == theirs.action_to_string(action)
                    if action not in legal:
                        assert (
                            mine._why_illegal(action) == s._why_illegal(action) == theirs._why_illegal(action)
                        )
            s.apply(chooser.choice(s.legal_actions()))
            step += 1


def hidden_places(s: MedarotState, viewer: int) -> set[tuple[int, int]]:
    """(id of the list, index) of every card ``viewer`` may not see (MD-2.4)."""
    other = 1 - viewer
    places = {(id(s.hand[other]), i) for i in range(len(s.hand[other]))}
    places |= {(id(s.deck[p]), i) for p in (0, 1) for i in range(len(s.deck[p]))}
    places |= {(id(s.stock[other]), i) for i in range(len(s.stock[other]))}
    if s.master[other] >= 0 and not s.mup[other]:
        places.add((id(s.master), other))
    places |= {(id(u), 1) for u in s.sq if u is not None and u[U_OWNER] == other and not u[U_UP]}
    return places


def test_MD_2_4_every_hidden_card_is_re_dealt_by_a_resample() -> None:
    for seed in range(3):
        s = G.new_game(seed=seed)
        chooser = random.Random(seed)
        while not s.is_terminal():
            for viewer in (0, 1):
                covered = {
                    (id(cards), i)
                    for group in s._hidden_segments(viewer)
                    for cards, start, stop in group
                    for i in range(start, stop)
                }
                assert hidden_places(s, viewer) <= covered
            s.apply(chooser.choice(s.legal_actions()))


def test_MD_5_2_a_resample_in_the_opening_keeps_a_medarot_in_a_hand_still_to_place() -> None:
    rotters = ["MR-IKKI", "MR-KASUMI", "MDS-R05", "MDS-R13", "MDS-R01", "MDS-R02", "MDS-R03", "MDS-R04"]
    players = [{"deck": [*FILLER, *rotters]}, {"deck": ["MDS-M16", *rotters, "MR-MILKY"]}]
    # A seed where player 0 places first: player 1 has not placed yet while player 0 decides.
    openings = (G.position({"players": players, "at": "opening", "seed": seed}) for seed in range(20))
    s = next(s for s in openings if s.first == 0)
    assert kinds(s) == "master_pick" and 0 in kinds_in(s.hand[1])
    assert all(0 in kinds_in(s.resample(0, seed).hand[1]) for seed in range(40))
