"""State.choice_notes, progress and unavailable in Medarot: each choice's effect, cost and the losses
a player would bring on themselves, from what that player may know."""

from __future__ import annotations

from .helpers import (
    PASS,
    act,
    attack,
    game,
    menu,
    move,
    number,
    position,
    unit,
    use_hand,
)

G = game()
BOTH = [unit(4, 0, "MDS-M16", face_up=False), unit(10, 1, "MDS-M16")]


def test_MD_8_1_a_medarotter_choice_shows_the_text_and_cost_of_that_effect() -> None:
    s = menu(G, [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M16")], acting=4, p0={"hand": ["MR-IKKI"]})
    action = s.find_action(**use_hand("MR-IKKI", 2))
    notes = s.choice_notes(action)
    effect = G.card("MR-IKKI").effects[1]
    assert notes["effect"] == effect.text_en and notes["cost"] == "2 medals"
    assert s.choice_notes(action, "ja")["effect"] == effect.text_ja


def test_MD_8_3_a_use_paid_with_medaforce_is_step_2_of_2_and_says_the_mix() -> None:
    s = menu(
        G,
        [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M16")],
        acting=4,
        p0={"hand": ["MR-IKKI"], "reserve": ["MDS-M16", "MDS-M16"]},
    )
    assert s.progress() is None
    act(s, use_hand("MR-IKKI", 2))
    assert s.progress() == {"step": 2, "of": 2, "text": "Ikki effect 2: pay its cost — step 2 of 2"}
    notes = s.choice_notes(s.find_action(kind="number", number=2))
    assert notes["cost"] == "0 medals and 2 MedaForce"


def test_MD_4_2_drawing_the_deck_empty_warns_of_the_start_phase_loss() -> None:
    s = position(G, BOTH, p0={"deck": ["MR-KASUMI"] * 3, "master": "MR-IKKI"}, at="start")
    act(s, PASS)  # keep the drawn Kasumi in hand
    assert s.current_player == 0 and s.observation(0)["decision"]["kind"] == "optdraw"
    # after the start-phase draw, 2 cards are left: drawing 2 or 3 empties the deck
    assert s.choice_notes(s.find_action(**number(1)))["warning"] == ""
    for n in (2, 3):
        warning = s.choice_notes(s.find_action(**number(n)))["warning"]
        assert "MD-4.2" in warning and "2 cards" in warning
    assert "MD-4.2" in s.choice_notes(s.find_action(**number(3)), "ja")["warning"]


def test_MD_7_2_9_ending_a_turn_without_a_move_and_without_medals_warns_of_the_loss() -> None:
    s = menu(G, [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M16")], acting=4, p0={"medals": 0})
    act(s, PASS)  # no action; it may still move
    assert s.observation(0)["decision"]["kind"] == "after"
    notes = s.choice_notes(s.find_action(**PASS))
    assert notes["cost"] == "it did not move: 1 medal (MD-7.2.9)"
    assert "MD-7.2.9" in notes["warning"] and "MD-4.1" in notes["warning"]
    assert "MD-4.1" in s.choice_notes(s.find_action(**PASS), "ja")["warning"]
    assert s.choice_notes(s.find_action(**move(1)))["warning"] == ""


def test_MD_7_2_9_not_acting_warns_only_when_no_move_is_left_after_it() -> None:
    free = menu(G, [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M16")], acting=4, p0={"medals": 0})
    assert free.choice_notes(free.find_action(**PASS))["warning"] == ""  # it may still move after
    moved = menu(
        G,
        [unit(4, 0, "MDS-M16"), unit(10, 1, "MDS-M16")],
        acting=4,
        p0={"medals": 5},
        turn_state={"moved": True},
    )
    assert moved.choice_notes(moved.find_action(**PASS))["cost"] == ""


def test_MD_9_1_an_attack_says_power_against_armor_and_never_names_a_face_down_target() -> None:
    s = menu(G, [unit(7, 0, "MDS-M13"), unit(10, 1, "MDS-M16")], acting=7)
    notes = s.choice_notes(s.find_action(**attack(10)))
    assert notes["effect"].startswith("power 50 against armor") and "Sample Samurai" in notes["effect"]
    hidden = game(attack_face_down=True)
    s = menu(hidden, [unit(7, 0, "MDS-M13"), unit(10, 1, "MDS-M16", face_up=False)], acting=7)
    notes = s.choice_notes(s.find_action(**attack(10)))
    assert "face-down" in notes["effect"] and "Samurai" not in notes["effect"]


def test_MD_7_9_unavailable_lists_each_medarot_with_the_squares_it_may_move_to() -> None:
    s = menu(G, [unit(4, 0, "MDS-M16"), unit(1, 0, "MDS-M13"), unit(10, 1, "MDS-M16")], acting=4)
    entries = {entry["square"]: entry for entry in s.unavailable(0) if entry["zone"] == "squares"}
    assert set(entries) == {1, 4}
    assert entries[4]["moves"] == [7] and "may move to c2" in entries[4]["why"]
    assert entries[1]["moves"] == [] and "no empty square" in entries[1]["why"]
    act(s, move(7))
    acting = next(e for e in s.unavailable(0) if e.get("square") == 7)
    assert "already moved" in acting["why"]
    assert "移動" in next(e for e in s.unavailable(0, "ja") if e.get("square") == 7)["why"]
