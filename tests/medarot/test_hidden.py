"""MD-2.4 hidden information as a security property: observations, logs and resampling."""

from __future__ import annotations

import json
import random

from cardtable.games.medarot import actions as A
from cardtable.games.medarot.state import MedarotState

from .helpers import game, kinds, position, unit

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
        card = other.sq[3][1]
        assert G.table.kind[card] == 0
        seen.add(card)
        assert other.observation(1) == s.observation(1)
        assert other.master[0] >= 0 and G.table.kind[other.master[0]] == 2
        assert all(G.table.kind[c] == 2 for c in other.stock[0])
    assert {G.card_index["MDS-M24"], G.card_index["MDS-M22"]} <= seen  # traded with the hand's Medarot


def test_MD_2_4_own_deck_order_is_hidden_from_oneself() -> None:
    s = position(G, [unit(4, 0, "MDS-M16")], p0={"deck": ["MDS-R13", "MDS-M11", "MR-IKKI"]}, at="action")
    orders = {tuple(s.resample(0, seed).deck[0]) for seed in range(20)}
    assert len(orders) > 1
    assert all(tuple(s.resample(0, seed).hand[0]) == tuple(s.hand[0]) for seed in range(5))


def test_MD_2_4_a_used_medarotter_becomes_public() -> None:
    field = [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M16")]
    s = position(G, field, p0={"stock": ["MDS-R05"]}, at="menu", acting=4)
    assert "MDS-R05" not in json.dumps(s.observation(1))
    s.apply(G.blocks.use(False, 0, G.card_index["MDS-R05"]))
    assert kinds(s) == "menu" and A.PASS in s.legal_actions()
    assert "MDS-R05" in json.dumps(s.observation(1))
