"""AI seats count the saved decks, which the server lists to every client, among the decks their
opponent may be playing (issue 14: the deck belief weighs the presets and saved decks)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import cardtable
from agents.test_inference import no_preset_deck
from cardtable.agents.random_agent import RandomAgent
from cardtable.core.decks import format_deck
from cardtable.server import ai
from server.harness import Server, create, wait_for


def saved_deck(game_name: str) -> tuple[list[str], str]:
    """A legal deck that is no preset (in card order, as its deck file reads back), and its deck file text."""
    game = cardtable.load_game(game_name)
    deck = sorted(no_preset_deck(game))
    return deck, format_deck(deck, game.cards)


def test_think_hands_the_saved_decks_that_read_as_decks_to_the_agent(monkeypatch: pytest.MonkeyPatch) -> None:
    state = cardtable.load_game("mewmew").new_game(seed=3)
    deck, text = saved_deck("mewmew")
    made = []

    def recording_make_agent(spec: str, seed: int, public_decks: object = ()) -> RandomAgent:
        made.append((spec, seed, public_decks))
        return RandomAgent(seed)

    monkeypatch.setattr(ai, "make_agent", recording_make_agent)
    action = ai.think(state.to_json(), "hard", 7, [text, "1 no-such-card\n"])
    assert made == [("hard", 7, [deck])]
    assert action in state.legal_actions()


def test_ai_seats_read_the_games_saved_decks_at_each_decision(tmp_path: Path) -> None:
    server = Server(f"sqlite:///{tmp_path / 'db.sqlite3'}", tmp_path / "server.log", log_level="debug")
    server.start()
    try:
        with server.client() as client:
            for game_name in ("mewmew", "medarot"):  # only the table's game's decks count
                _, text = saved_deck(game_name)
                assert client.put(f"/api/decks/{game_name}/mine", json={"text": text}).status_code == 200
            first = create(client, game="mewmew", seats=["easy", "easy"], seed=5)["table"]
            wait_for(lambda: thought(server, first, 1))
            assert client.delete("/api/decks/mewmew/mine").status_code == 204
            second = create(client, game="mewmew", seats=["easy", "easy"], seed=6)["table"]
            wait_for(lambda: thought(server, second, 0))
    finally:
        server.stop()


def thought(server: Server, table: str, saved: int) -> bool:
    """Whether an AI seat of ``table`` has decided with ``saved`` saved decks public."""
    thinking = rf"table {table}: seat \d \(easy\) thinks; {saved} saved decks public"
    return re.search(thinking, server.log_text()) is not None
