"""Whole games in the browser, by clicking: against the AI (both games), two browsers through an
invite link, reload and server restart mid-game; hidden cards never reach the other seat's page."""

from __future__ import annotations

import random
import re

import pytest
from playwright.sync_api import Browser, Page, expect

from browser.conftest import PHONE, SHOTS, new_page
from browser.play import TABLE, Seen, leaks, play_to_end, table_of, take_turn, token_of
from browser.server import Server

SHOT_AFTER = 12  # decisions into the game when the README's screenshots are taken
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")  # kana or kanji


def start_game(page: Page, game: str, opponent: str = "easy") -> None:
    page.goto("/")
    page.select_option('[data-testid="game"]', game)
    page.select_option('[data-testid="opponent"]', opponent)
    page.click('[data-testid="start-game"]')
    page.wait_for_selector(f"{TABLE}[data-status='playing']")


@pytest.mark.parametrize("game", ["mewmew", "medarot"])
def test_whole_game_against_the_ai_by_clicking_shows_no_hidden_card(
    browser: Browser, server: Server, page: Page, game: str
) -> None:
    seen = Seen()
    seen.attach(page)
    start_game(page, game)
    rng = random.Random(game)
    for _ in range(SHOT_AFTER):
        take_turn(page, rng, seen)
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=SHOTS / f"{game}-desktop.png")
    phone = new_page(browser, server, PHONE)
    phone.goto(page.url)
    phone.wait_for_selector(f"{TABLE}[data-status='playing']")
    phone.screenshot(path=SHOTS / f"{game}-phone.png", full_page=True)
    phone.context.close()

    play_to_end(page, seed=len(game), seen=seen, hurry=0.3)

    result = page.locator('[data-testid="result"]')
    expect(result).to_be_visible()
    assert page.get_attribute(TABLE, "data-to-move") == "none"
    seat = int(page.get_attribute(TABLE, "data-seat") or 0)
    assert leaks(server, table_of(page), token_of(page), seat, seen) == []
    assert seen.board_clicks > 0  # legal actions are placed on the cards and squares they name
    assert any(entry["table"] == table_of(page) for entry in server.get("/api/history"))


def test_two_browsers_play_each_other_through_an_invite_link(
    browser: Browser, server: Server, page: Page
) -> None:
    page.goto("/")
    page.select_option('[data-testid="game"]', "mewmew")
    page.select_option('[data-testid="opponent"]', "human")
    page.click('[data-testid="start-game"]')
    link = page.locator('[data-testid="invite-link"]')
    expect(link).to_be_visible()
    friend = new_page(browser, server)
    friend.goto(link.input_value())
    friend.wait_for_selector(f"{TABLE}[data-status='playing']")
    expect(link).to_have_count(0)  # the invite goes once the friend is there
    friend.click('[data-testid="lang-ja"]')  # the friend plays the whole game in Japanese
    expect(friend.locator("html")).to_have_attribute("lang", "ja")
    expect(friend.locator("header.topbar nav")).to_contain_text("遊び方")
    seats = [(page, Seen(), random.Random(1)), (friend, Seen(), random.Random(2))]
    for each, seen, _ in seats:
        seen.attach(each)
    while page.get_attribute(TABLE, "data-status") != "over":
        for each, seen, rng in seats:
            if each.get_attribute(TABLE, "data-to-move") == "me":
                take_turn(each, rng, seen, hurry=0.7)
        page.wait_for_timeout(20)
    for each, seen, _ in seats:
        expect(each.locator('[data-testid="result"]')).to_be_visible()
        seat = int(each.get_attribute(TABLE, "data-seat") or 0)
        seen.look(each)
        assert leaks(server, table_of(each), token_of(each), seat, seen) == []
    expect(friend.locator('[data-testid="result"]')).to_contain_text(JAPANESE)
    friend.context.close()


def board_now(page: Page) -> tuple[str, str]:
    return page.get_attribute(TABLE, "data-version") or "", page.inner_text(".board")


def test_reload_and_server_restart_mid_game_come_back_to_the_same_position(
    server: Server, page: Page
) -> None:
    start_game(page, "medarot")
    rng = random.Random(5)
    for _ in range(6):
        take_turn(page, rng)
    page.wait_for_selector(f'{TABLE}[data-to-move="me"]')
    before = board_now(page)
    page.reload()
    page.wait_for_selector(f'{TABLE}[data-to-move="me"]')
    assert board_now(page) == before

    server.stop()
    expect(page.locator(".link.off")).to_be_visible()
    server.start()
    expect(page.locator(".link.on")).to_be_visible(timeout=20_000)
    page.wait_for_selector(f'{TABLE}[data-to-move="me"]')
    assert board_now(page) == before
    assert take_turn(page, rng)  # and the game goes on


def test_an_open_seat_is_listed_in_the_lobby_and_joined_from_there(
    browser: Browser, server: Server, page: Page
) -> None:
    page.goto("/")
    page.select_option('[data-testid="game"]', "medarot")
    page.select_option('[data-testid="opponent"]', "human")
    page.get_by_label("Open seat anyone can join").check()
    page.click('[data-testid="start-game"]')
    page.wait_for_selector(f"{TABLE}[data-status='playing']")
    guest = new_page(browser, server)
    guest.goto("/")
    guest.locator(f'a[href="#/join/{table_of(page)}"]').click()
    guest.fill('[data-testid="join-name"]', "Guest")
    guest.click('[data-testid="join"]')
    guest.wait_for_selector(f"{TABLE}[data-seat='1']")
    expect(page.locator(".side.theirs")).to_contain_text("Guest")
    guest.context.close()
