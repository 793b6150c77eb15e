"""Every card shows its effect in play: numbers, movement and type of each Medarot and Medachange form,
the special / attack / end-of-turn effect of each Medarot, each effect of each Medarotter."""

from __future__ import annotations

import pytest

from cardtable.games.medarot.cards import DIRECTION_STEP, MedarotCard
from cardtable.games.medarot.effects import armor, has, power, speed
from cardtable.games.medarot.field import may_stand, step
from cardtable.games.medarot.state import MedarotState

from .helpers import (
    FILLER,
    NULLIFY,
    PASS,
    SPECIAL,
    act,
    acting,
    attack,
    can,
    change,
    events,
    game,
    hand_count,
    kinds,
    medals,
    menu,
    move,
    on,
    only,
    position,
    squares,
    unit,
    use_hand,
    use_stock,
)

G = game()
MEDAROTS = [c.id for c in G.cards if isinstance(c, MedarotCard) and c.kind == "medarot"]
FORMS = [c.id for c in G.cards if isinstance(c, MedarotCard) and c.kind == "medachange"]


def spec(card_id: str) -> MedarotCard:
    card = G.card(card_id)
    assert isinstance(card, MedarotCard)
    return card


def expected_moves(owner: int, square: int, card: MedarotCard, taken: int) -> set[int]:
    out = set()
    for d in card.moves:
        t = step(owner, square, *DIRECTION_STEP[d])
        if t >= 0 and t != taken and may_stand(owner, t):
            out.add(t)
    return out


def target_of(card_id: str) -> int:
    return 10 if spec(card_id).type == "shooting" else 7


def check_numbers_in_play(s: MedarotState, card: MedarotCard) -> None:
    seen = s.observation(1)["squares"][4]
    assert (seen["power"], seen["armor"], seen["speed"]) == (card.power, card.armor, card.speed)
    target = target_of(card.id)
    assert squares(s, "move") == expected_moves(0, 4, card, target)
    if card.type == "special":
        assert can(s, SPECIAL)
    else:
        assert can(s, attack(target)) and not can(s, SPECIAL)


@pytest.mark.parametrize("card_id", MEDAROTS)
def test_card_medarot_numbers_movement_and_type(card_id: str) -> None:
    s = menu(G, [unit(4, 0, card_id), unit(target_of(card_id), 1, "MDS-M16")], acting=4)
    check_numbers_in_play(s, spec(card_id))


@pytest.mark.parametrize("form_id", FORMS)
def test_card_medachange_form_numbers_movement_and_type(form_id: str) -> None:
    base = G.cards[G.table.change_of[G.card_index[form_id]]].id
    s = menu(G, [unit(4, 0, base), unit(target_of(form_id), 1, "MDS-M16")], acting=4, p0={"hand": [form_id]})
    act(s, change(form_id))
    check_numbers_in_play(s, spec(form_id))


def special(card_id: str, **more: object) -> MedarotState:
    """Player 0's ``card_id`` on 4 uses its special; allies Samurai on 3 and Claw (melee) on 5,
    enemies Lancer (rarity 4) on 10 and Samurai on 11."""
    field = [unit(4, 0, card_id), unit(3, 0, "MDS-M16"), unit(5, 0, "MDS-M15")]
    field += [unit(10, 1, "MDS-M13", has_turn=True), unit(11, 1, "MDS-M16")]
    s = menu(G, field, acting=4, **more)  # type: ignore[arg-type]
    act(s, SPECIAL)
    return s


def sq(s: MedarotState, q: int) -> list[int]:
    u = s.sq[q]
    assert u is not None
    return u


def test_card_MDS_M19_healer_ally_armor_plus_10() -> None:
    s = special("MDS-M19")
    assert armor(s, sq(s, 3)) == 30 and armor(s, sq(s, 11)) == 20


def test_card_MDSC_M19_healer_form_ally_armor_plus_20() -> None:
    field = [unit(4, 0, "MDS-M19"), unit(3, 0, "MDS-M16"), unit(10, 1, "MDS-M16")]
    s = menu(G, field, acting=4, p0={"hand": ["MDSC-M19"]})
    act(s, change("MDSC-M19"))
    act(s, SPECIAL)
    assert armor(s, sq(s, 3)) == 40


def test_card_MDS_M20_guardian_own_armor_plus_20() -> None:
    s = special("MDS-M20")
    assert armor(s, sq(s, 4)) == 50 and armor(s, sq(s, 3)) == 20


def test_card_MDS_M21_jammer_enemy_power_minus_10() -> None:
    s = special("MDS-M21")
    assert power(s, sq(s, 11)) == 20 and power(s, sq(s, 3)) == 30


def test_card_MDS_M22_scout_draws_one() -> None:
    s = special("MDS-M22")
    assert hand_count(s, 0) == 1


def test_card_MDS_M23_oracle_ally_melee_speed_plus_20() -> None:
    s = special("MDS-M23")
    assert speed(s, sq(s, 5)) == 60 and speed(s, sq(s, 3)) == 30 + 20  # Samurai is melee too
    assert speed(s, sq(s, 11)) == 30


def test_card_MDS_M24_mirage_enemy_rarity_4_cannot_act() -> None:
    s = special("MDS-M24")
    assert has(s, sq(s, 10), "no_act") and not has(s, sq(s, 11), "no_act")  # rarity 4 / rarity 2
    assert not has(s, sq(s, 5), "no_act")  # an ally is untouched
    act(s, PASS)
    assert acting(s) == 10
    assert not squares(s, "attack")


def test_card_MD_HONEYFORCE_reflects_weak_attacks_back_at_the_attacker() -> None:
    field = [unit(4, 0, "MDS-M16"), unit(7, 1, "MD-HONEYFORCE")]
    effects = [{"card": "MD-HONEYFORCE", "effect": 0, "owner": 1, "until": "next", "source": 7}]
    # Samurai power 30 vs Honey Force armor 20 would destroy: make it weak with Ginkai.
    s = menu(G, field, acting=4, effects=effects, p0={"hand": FILLER[:5]}, p1={"hand": ["MR-GINKAI"]})
    act(s, attack(7))
    act(s, use_hand("MR-GINKAI"))
    act(s, PASS)
    assert events(s, "weak_reflected")
    assert kinds(s) == "discard" and s.current_player == 0  # the attacker's owner discards 3


def test_card_MD_HONEYFORCE_special_reflects_a_later_weak_attack() -> None:
    # Its special, then Sample Ranger (power 10 < armor 20) shoots it: the weak attack goes back.
    field = [unit(4, 0, "MD-HONEYFORCE"), unit(10, 1, "MDS-M06", has_turn=True)]
    s = menu(G, field, acting=4, p0={"hand": FILLER[:3]}, p1={"hand": FILLER[:3]})
    act(s, SPECIAL)
    assert [e["op"] for e in s.observation(0)["effects"]] == ["reflect_weak"]
    act(s, PASS)  # no move
    assert acting(s) == 10
    act(s, attack(4))
    act(s, PASS)  # no defence
    assert events(s, "weak_reflected") and events(s, "weak_attack")[0]["player"] == 1
    assert kinds(s) == "discard" and s.current_player == 1  # the attacker's owner trashes 1
    s.apply(s.legal_actions()[0])
    assert hand_count(s, 0) == 3 and hand_count(s, 1) == 2


def test_card_MD_HONEYFORCE_without_its_special_weak_attacks_hit_it() -> None:
    field = [unit(4, 0, "MD-HONEYFORCE"), unit(10, 1, "MDS-M06")]
    s = menu(G, field, acting=10, p0={"hand": FILLER[:3]}, p1={"hand": FILLER[:3]})
    act(s, attack(4))
    act(s, PASS)
    assert not events(s, "weak_reflected") and kinds(s) == "discard" and s.current_player == 0


def test_card_MDS_M15_claw_lasting_target_armor_minus_10() -> None:
    s = menu(G, [unit(4, 0, "MDS-M15"), unit(7, 1, "MDS-M18")], acting=4, p1={"hand": FILLER[:5]})
    act(s, attack(7))
    act(s, PASS)
    while kinds(s) == "discard":
        s.apply(s.legal_actions()[0])
    assert armor(s, sq(s, 7)) == 40


def test_card_MDS_M03_sniper_lasting_target_speed_minus_10() -> None:
    s = menu(G, [unit(4, 0, "MDS-M03"), unit(10, 1, "MDS-M18")], acting=4, p1={"hand": FILLER[:5]})
    act(s, attack(10))
    act(s, PASS)
    while kinds(s) == "discard":
        s.apply(s.legal_actions()[0])
    assert speed(s, sq(s, 10)) == 5


def test_card_MDS_M08_cannon_lasting_own_armor_plus_10() -> None:
    s = menu(G, [unit(4, 0, "MDS-M08"), unit(10, 1, "MDS-M18")], acting=4, p1={"hand": FILLER[:5]})
    act(s, attack(10))
    act(s, PASS)
    while kinds(s) == "discard":
        s.apply(s.legal_actions()[0])
    assert armor(s, sq(s, 4)) == 30


def test_card_MDS_M07_rifle_gains_a_medal_at_end_of_turn() -> None:
    s = position(G, [unit(4, 0, "MDS-M07"), unit(10, 1, "MDS-M16")], at="end")
    assert medals(s, 0) == 21


# ----- Medarotters ---------------------------------------------------------------------------------------
FIELD = [unit(4, 0, "MD-METABEE"), unit(3, 0, "MD-ROKUSHO"), unit(5, 0, "MDS-M16"), unit(10, 1, "MDS-M13")]


def acting_use(card_id: str, effect: int = 1, from_stock: bool = False, **more: object) -> MedarotState:
    zone = "stock" if from_stock else "hand"
    p0 = {zone: [card_id], **more.pop("p0", {})}  # type: ignore[dict-item]
    s = menu(G, FIELD, acting=4, p0=p0, **more)  # type: ignore[arg-type]
    act(s, use_stock(card_id, effect) if from_stock else use_hand(card_id, effect))
    return s


def defending_use(card_id: str, effect: int = 1, hand: int = 5) -> MedarotState:
    """Player 0's Lancer (power 50) attacks player 1's Samurai (armor 20) on 7; player 1 uses the card."""
    field = [unit(4, 0, "MDS-M13"), unit(7, 1, "MDS-M16"), unit(10, 1, "MDS-M16", has_turn=True)]
    s = menu(G, field, acting=4, p1={"hand": [card_id, *FILLER[:hand]]})
    act(s, attack(7))
    act(s, use_hand(card_id, effect))
    return s


def test_card_MR_IKKI_activate_draws_one() -> None:
    s = acting_use("MR-IKKI", 1, from_stock=True)
    assert hand_count(s, 0) == 1 and medals(s, 0) == 19


def test_card_MR_IKKI_action_readies_a_nullify() -> None:
    s = acting_use("MR-IKKI", 2)
    assert [e["op"] for e in s.observation(0)["effects"]] == ["nullify"]


def test_card_MR_IWANOI_ally_shooting_power_plus_20() -> None:
    s = acting_use("MR-IWANOI")
    assert power(s, sq(s, 4)) == 50 and power(s, sq(s, 3)) == 40
    field = [unit(4, 0, "MDS-M01"), unit(10, 1, "MD-METABEE")]
    s = menu(G, field, acting=4, p0={"hand": ["MR-IWANOI"]})
    act(s, use_hand("MR-IWANOI"))
    assert power(s, sq(s, 4)) == 40 and power(s, sq(s, 10)) == 30  # the enemy's shooting is untouched


def test_card_MR_VICTOR_defence_armor_plus_10() -> None:
    s = defending_use("MR-VICTOR", 1)
    assert armor(s, sq(s, 7)) == 30


def test_card_MR_VICTOR_action_trashes_an_opponent_stock_card() -> None:
    s = acting_use("MR-VICTOR", 2, p1={"stock": ["MR-KASUMI"]})
    assert s.stock[1] == [] and s.trash[1] == [G.card_index["MR-KASUMI"]]


def test_card_MR_KASUMI_kbt_and_kwg_power_plus_10_on_both_sides() -> None:
    # Appendix B names no side: the opponent's KWG Sample Ninja on 10 gains too, its Lancer does not.
    s = acting_use("MR-KASUMI")
    assert power(s, sq(s, 4)) == 40 and power(s, sq(s, 3)) == 50 and power(s, sq(s, 5)) == 30
    assert power(s, sq(s, 10)) == 50  # Sample Lancer: no model
    field = [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M18")]
    s = menu(G, field, acting=4, p0={"hand": ["MR-KASUMI"]})
    act(s, use_hand("MR-KASUMI"))
    assert power(s, sq(s, 10)) == 60 and power(s, sq(s, 4)) == 30


def test_card_MR_MILKY_rarity_4_or_more_cannot_act() -> None:
    field = [unit(4, 0, "MDS-M13"), unit(7, 1, "MDS-M16"), unit(13, 1, "MDS-M05")]
    s = menu(G, field, acting=4, p0={"stock": ["MR-MILKY"]})
    assert can(s, attack(7))
    act(s, use_stock("MR-MILKY"))
    assert not can(s, attack(7))
    # No side named: the opponent's Blaster (rarity 4) is stopped too, its Samurai (rarity 2) is not.
    assert has(s, sq(s, 13), "no_act") and not has(s, sq(s, 7), "no_act")


def test_card_MR_NIWAKA_movement_reversed_on_both_sides() -> None:
    # Appendix B names no side. Player 0's Sample Knight (F, FL, FR) on 4 and player 1's on 13.
    field = [unit(4, 0, "MDS-M10"), unit(13, 1, "MDS-M10", has_turn=True)]
    s = menu(G, field, acting=4, p0={"stock": ["MR-NIWAKA"]})
    assert squares(s, "move") == {6, 7, 8}
    act(s, use_stock("MR-NIWAKA"))
    act(s, PASS)
    assert only(s, move(0), move(1), move(2), PASS)  # now back to row 0
    act(s, move(1))
    assert acting(s) == 13
    # Reversed for player 1 they point past its back row: no move at all.
    assert not squares(s, "move")


def test_card_MR_GINKAI_the_attack_becomes_weak() -> None:
    s = defending_use("MR-GINKAI")
    act(s, PASS)
    assert events(s, "weak_attack") and not events(s, "destroy")


def test_card_MDS_R01_instructor_acting_shooting_plus_20_once() -> None:
    s = acting_use("MDS-R01")
    assert power(s, sq(s, 4)) == 50 and power(s, sq(s, 3)) == 40


def test_card_MDS_R02_mechanic_defence_armor_plus_20() -> None:
    s = defending_use("MDS-R02")
    assert armor(s, sq(s, 7)) == 40


def test_card_MDS_R03_cheer_squad_ally_speed_plus_10() -> None:
    s = acting_use("MDS-R03", from_stock=True)
    assert speed(s, sq(s, 5)) == 40 and speed(s, sq(s, 10)) == 20


def test_card_MDS_R04_professor_draws_two() -> None:
    s = acting_use("MDS-R04")
    assert hand_count(s, 0) == 2 and medals(s, 0) == 18


def test_card_MDS_R05_merchant_gains_two_medals() -> None:
    s = acting_use("MDS-R05", from_stock=True)
    assert medals(s, 0) == 21


def test_card_MDS_R06_referee_enemies_cannot_act_this_turn() -> None:
    s = defending_use("MDS-R06")
    act(s, PASS)
    assert has(s, sq(s, 4), "no_act") and not has(s, sq(s, 10), "no_act")
    field = [unit(4, 0, "MDS-M16"), unit(7, 1, "MDS-M16"), unit(10, 1, "MDS-M18", has_turn=True)]
    s = menu(G, field, acting=7, p1={"hand": ["MDS-R06", *FILLER[:5]]}, p0={"stock": []})
    assert can(s, attack(4))
    effects = [{"card": "MDS-R06", "effect": 0, "owner": 0, "until": "turn"}]
    s = menu(G, field, acting=7, effects=effects)
    assert not can(s, attack(4))


def test_card_MDS_R07_brawler_acting_melee_plus_10() -> None:
    s = acting_use("MDS-R07")
    assert power(s, sq(s, 4)) == 30  # Metabee is shooting: untouched
    field = [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M16")]
    s = menu(G, field, acting=4, p0={"hand": ["MDS-R07"]})
    act(s, use_hand("MDS-R07"))
    assert power(s, sq(s, 4)) == 40


def test_card_MDS_R08_shield_attacker_power_minus_20() -> None:
    s = defending_use("MDS-R08")
    assert power(s, sq(s, 4)) == 30


def test_card_MDS_R09_piggy_bank_a_medal_at_end_of_turn() -> None:
    s = acting_use("MDS-R09", from_stock=True)
    assert medals(s, 0) == 20 and not events(s, "medals_gained")
    act(s, PASS)  # Metabee does not act ...
    act(s, move(1))  # ... and moves: no medal is paid; no other Medarot has a turn
    assert s.phase == "start" and s.turn == 2
    assert events(s, "medals_gained")[0]["amount"] == 1 and medals(s, 0) == 21
    kinds_seen = [e["kind"] for e in s.log]
    assert kinds_seen.index("action_phase_ends") < kinds_seen.index("medals_gained")


def test_card_MDS_R10_commander_speed_plus_20_and_defence_armor_plus_10() -> None:
    s = acting_use("MDS-R10", 1)
    assert speed(s, sq(s, 5)) == 50
    s = defending_use("MDS-R10", 2)
    assert armor(s, sq(s, 7)) == 30


def test_card_MDS_R11_shinobi_nullify_lasts_the_turn_and_is_spent_on_an_attack() -> None:
    s = acting_use("MDS-R11")
    assert [(e["op"], e["until"]) for e in s.observation(0)["effects"]] == [("nullify", "turn")]
    field = [unit(4, 0, "MDS-M16"), unit(7, 1, "MDS-M13", has_turn=True)]
    s = menu(G, field, acting=4, p0={"hand": ["MDS-R11"]})
    act(s, use_hand("MDS-R11"))
    act(s, PASS)
    act(s, PASS)
    act(s, attack(4))  # Lancer (power 50) on the Samurai (armor 20)
    assert can(s, NULLIFY)
    act(s, NULLIFY)
    assert on(s, 4) is not None and not events(s, "destroy")
    assert G.card_index["MDS-R11"] in s.trash[0] and s.fx == []


def test_card_MDS_R12_saboteur_activate_trashes_an_opponent_stock_card() -> None:
    s = acting_use("MDS-R12", from_stock=True, p1={"stock": ["MR-IKKI"]})
    assert s.trash[1] == [G.card_index["MR-IKKI"]]


def test_card_MDS_R13_librarian_defence_draws_one() -> None:
    s = defending_use("MDS-R13", hand=0)
    assert hand_count(s, 1) == 1


def test_card_MDS_R14_wanderer_enemy_movement_reversed() -> None:
    field = [unit(4, 0, "MDS-M16"), unit(13, 1, "MDS-M10", has_turn=True)]
    s = menu(G, field, acting=4, p0={"hand": ["MDS-R14"]})
    act(s, use_hand("MDS-R14"))
    act(s, PASS)
    act(s, PASS)
    assert acting(s) == 13 and medals(s, 0) == 19  # free card; the no-move medal only
    assert not squares(s, "move")
