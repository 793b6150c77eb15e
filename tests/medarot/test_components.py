"""MD-1 components, MD-2 zones and field, MD-3 deck regulation (and A-12, A-13)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.core.cards import load_card_files
from cardtable.core.errors import CardDataError, DeckError
from cardtable.games.medarot.cards import MedarotCard
from cardtable.games.medarot.field import in_neutral, may_stand, own_squares

from .helpers import (
    FILLER,
    PASS,
    act,
    attack,
    game,
    kinds,
    medals,
    menu,
    position,
    squares,
    unit,
)

G = game()


def test_MD_1_1_three_card_kinds_in_the_pool() -> None:
    kinds = {c.kind for c in G.cards if isinstance(c, MedarotCard)}
    assert kinds == {"medarot", "medachange", "medarotter"}


def test_MD_1_1_an_unknown_kind_is_rejected(tmp_path: Path) -> None:
    path = tmp_path / "x.toml"
    path.write_text('[[card]]\nid="X"\nname_ja="x"\nname_en="x"\nprovenance="sample"\nkind="robot"\n')
    with pytest.raises(CardDataError, match="field kind"):
        load_card_files([path], MedarotCard)


def test_MD_1_2_medarot_fields_and_a_printed_dash_power_is_zero() -> None:
    metabee = G.card("MD-METABEE")
    assert isinstance(metabee, MedarotCard)
    assert (metabee.type, metabee.model, metabee.rarity) == ("shooting", "KBT", 3)
    honey = G.card("MD-HONEYFORCE")
    assert isinstance(honey, MedarotCard)
    assert (honey.armor, honey.speed, honey.power) == (20, 42, 0)


def test_MD_1_2_movement_directions_are_relative_to_the_owner() -> None:
    # Sample Samurai moves F and B. Player 1's "forward" is toward row 0.
    s = menu(G, [unit(10, 1, "MDS-M16", face_up=True)], acting=10)
    moves = squares(s, "move")
    assert moves == {7, 13}
    s = menu(G, [unit(4, 0, "MDS-M16")], acting=4)
    assert squares(s, "move") == {1, 7}


def test_MD_1_3_medachange_has_the_medarots_name_and_a_power_transform_flag() -> None:
    form, base = G.card("MDC-SAIKACHIS"), G.card("MD-SAIKACHIS")
    assert isinstance(form, MedarotCard)
    assert form.name_ja == base.name_ja and form.kind == "medachange" and form.power_transform
    assert G.table.change_of[G.card_index["MDC-SAIKACHIS"]] == G.card_index["MD-SAIKACHIS"]


def test_MD_1_4_medarotter_effects_need_a_timing_keyword_and_a_trash_timing(tmp_path: Path) -> None:
    path = tmp_path / "r.toml"
    path.write_text(
        '[[card]]\nid="R"\nname_ja="r"\nname_en="r"\nprovenance="sample"\nkind="medarotter"\nhp=-2\n'
        '[[card.effects]]\ntiming="action"\nop="draw"\namount=1\n'
    )
    with pytest.raises(CardDataError, match="trash timing"):
        load_card_files([path], MedarotCard)
    iwanoi = G.card("MR-IWANOI")
    assert isinstance(iwanoi, MedarotCard)
    assert (
        iwanoi.hp == -1 and iwanoi.effects[0].timing == "action" and iwanoi.effects[0].trash == "end_of_turn"
    )


def test_MD_1_5_an_attack_can_carry_a_lasting_effect() -> None:
    # Sample Sniper's attack: the target's speed -10 until the Sniper's next turn (【継続効果】).
    s = menu(G, [unit(4, 0, "MDS-M03"), unit(10, 1, "MDS-M18")], acting=4, p1={"hand": FILLER[:5]})
    act(s, attack(10))
    act(s, PASS)  # no defence
    while kinds(s) == "discard":  # power 40 < armor 50: a weak attack, 4 cards
        s.apply(s.legal_actions()[0])
    assert s.observation(0)["squares"][10]["speed"] == 15 - 10
    assert [e["op"] for e in s.observation(0)["effects"]] == ["speed"]


def test_MD_1_6_medals_are_hp_and_currency() -> None:
    s = menu(G, [unit(4, 0, "MDS-M16")], acting=4, p0={"hand": ["MR-KASUMI"]})
    s.apply(s.game.blocks.use(True, 0, s.game.card_index["MR-KASUMI"]))
    assert medals(s, 0) == 19


def test_MD_2_1_every_zone_of_each_player_is_in_the_observation() -> None:
    s = position(G, [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M16")])
    for entry in s.observation(0)["players"]:
        assert {"medals", "deck_count", "hand_count", "master", "stock_count", "trash", "reserve"} <= set(
            entry
        )


def test_MD_2_2_five_rows_three_columns_neutral_in_the_middle() -> None:
    s = position(G, [unit(4, 0, "MDS-M16")])
    assert len(s.observation(0)["squares"]) == 15
    assert [q for q in range(15) if in_neutral(q)] == [6, 7, 8]
    assert own_squares(0) == [0, 1, 2, 3, 4, 5] and own_squares(1) == [9, 10, 11, 12, 13, 14]


def test_MD_2_3_never_placed_in_the_neutral_field_nor_moved_into_the_opponents() -> None:
    s = position(G, [unit(7, 0, "MDS-M16")], at="menu", acting=7)
    moves = squares(s, "move")
    assert moves == {4}  # forward would be the opponent's row 3
    assert not may_stand(0, 10) and may_stand(0, 7) and may_stand(1, 7)
    s = position(G, [unit(4, 0, "MDS-M16")], p0={"hand": ["MDS-M11"]}, at="start")
    while kinds(s) != "fill" or s.current_player != 0:
        s.apply(s.legal_actions()[0])
    assert squares(s, "place_square") == {0, 1, 2, 3, 5}


def test_MD_2_4_hidden_zones_show_only_counts_to_the_opponent() -> None:
    s = position(
        G,
        [unit(4, 0, "MDS-M16", face_up=False), unit(10, 1, "MDS-M16")],
        p0={"hand": ["MD-METABEE"], "stock": ["MR-KASUMI"], "master": "MR-IKKI", "master_face_up": False},
        at="action",
    )
    seen = s.observation(1)
    me = seen["players"][0]
    assert me["hand"] is None and me["hand_count"] == 1
    assert me["stock"] is None and me["stock_count"] == 1
    assert me["master"] is None and me["has_master"]
    assert seen["squares"][4]["card"] is None and seen["squares"][4]["owner"] == 0
    own = s.observation(0)["players"][0]
    assert own["hand"] == ["MD-METABEE"] and own["master"] == "MR-IKKI"


def test_MD_3_1_a_deck_has_exactly_30_cards() -> None:
    deck = G.presets["kabuto"][:29]
    with pytest.raises(DeckError, match=r"exactly 30 cards \(MD-3.1\)"):
        G.check_deck(deck)
    assert len(G.check_deck(G.presets["kabuto"])) == 30


def test_MD_3_2_at_most_three_of_a_name_per_kind() -> None:
    deck = ["MD-METABEE"] * 4 + ["MDS-M11"] * 3 + ["MDS-M10"] * 3 + ["MDS-M12"] * 3 + ["MDS-M13"] * 3
    deck += ["MDS-M14"] * 3 + ["MDS-M15"] * 3 + ["MDS-M16"] * 3 + ["MDS-M17"] * 3 + ["MDS-M18"] * 2
    with pytest.raises(DeckError, match=r"MD-3.2.*4 × medarot メタビー"):
        G.check_deck(deck)


def test_A_12_a_medarot_and_its_medachange_count_apart() -> None:
    deck = ["MD-SAIKACHIS"] * 3 + ["MDC-SAIKACHIS"] * 3 + ["MDS-M11"] * 3 + ["MDS-M10"] * 3
    deck += ["MDS-M12"] * 3 + ["MDS-M13"] * 3 + ["MDS-M14"] * 3 + ["MDS-M15"] * 3 + ["MDS-M16"] * 3
    deck += ["MDS-M17"] * 3
    assert G.deck_problems(deck) == []


def test_A_13_normal_mode_basics_thirty_cards_twenty_medals_a_master() -> None:
    s = G.new_game(seed=4)
    assert s.medals == [20, 20]
    assert all(len(d) == 30 for d in G.default_decks())
    assert kinds(s) == "master_pick"
    s.apply(s.legal_actions()[0])
    assert s.master[s.first] >= 0


def test_every_preset_deck_is_legal() -> None:
    assert len(G.presets) >= 3
    for deck in G.presets.values():
        assert G.deck_problems(deck) == []
