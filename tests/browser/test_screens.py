"""The deck builder, the rules page, history and replay, accessibility (axe-core) and keyboard play."""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

from playwright.sync_api import Page, expect

from browser.play import TABLE, play_to_end, table_of, token_of
from browser.server import Server

AXE = Path(__file__).parent / "vendor" / "axe.min.js"
SERIOUS = ("serious", "critical")


def preset_deck(game: str, name: str) -> str:
    return (files("cardtable") / "games" / game / "decks" / f"{name}.txt").read_text(encoding="utf-8")


def deck_ids(text: str) -> set[str]:
    return {line.split()[1] for line in text.splitlines() if line.strip() and not line.startswith("#")}


def test_the_deck_builder_saves_a_deck_that_a_new_game_then_uses(page: Page) -> None:
    text = preset_deck("mewmew", "leotard")
    page.goto("/#/decks")
    page.select_option('[data-testid="deck-game"]', "mewmew")
    everything = page.locator('[data-testid="add-card"]').count()
    page.fill('[data-testid="card-search"]', "aqua")
    assert 0 < page.locator('[data-testid="add-card"]').count() < everything
    page.fill('[data-testid="card-search"]', "")
    page.locator("details", has_text="Import").locator("summary").click()
    page.fill('[data-testid="deck-text"]', text)
    page.click('[data-testid="import-deck"]')
    expect(page.locator('[data-testid="deck-status"]')).to_have_text("The deck is legal.")
    extra = page.locator('[data-testid="add-card"]').first
    extra.click()  # one card too many
    expect(page.locator('[data-testid="deck-status"]')).not_to_have_text("The deck is legal.")
    added = extra.get_attribute("data-card-id")
    page.locator(f'.deck-list li:has([data-card="{added}"]) button').first.click()
    expect(page.locator('[data-testid="deck-status"]')).to_have_text("The deck is legal.")
    page.fill('[data-testid="deck-name"]', "my leotard")
    page.click('[data-testid="save-deck"]')
    expect(page.locator('[data-testid="deck-message"]')).to_have_text("Saved")

    page.goto("/#/")
    page.select_option('[data-testid="game"]', "mewmew")
    page.select_option('[data-testid="deck-0"]', "saved:my leotard")
    page.click('[data-testid="start-game"]')
    page.wait_for_selector(f'{TABLE}[data-to-move="me"]')
    mine = page.eval_on_selector_all(
        ".side.mine [data-card], .hand [data-card]", "ns => ns.map(n => n.dataset.card)"
    )
    assert len(mine) >= 5
    assert set(mine) <= deck_ids(text)


def serious_violations(page: Page) -> list[str]:
    page.add_script_tag(path=str(AXE))
    found = page.evaluate("async () => (await axe.run()).violations")
    return [
        f"{v['id']}: {v['help']} {[n['target'] for n in v['nodes'][:3]]}"
        for v in found
        if v["impact"] in SERIOUS
    ]


def assert_accessible(page: Page) -> None:
    found = serious_violations(page)
    assert not found, "\n".join(found)


def test_no_serious_accessibility_violations_on_any_screen(page: Page) -> None:
    page.goto("/")
    page.wait_for_selector('[data-testid="start-game"]')
    assert_accessible(page)
    page.goto("/#/decks")
    page.wait_for_selector('[data-testid="add-card"]')
    assert_accessible(page)
    for game in ("medarot", "mewmew"):
        page.goto("/")
        page.select_option('[data-testid="game"]', game)
        page.click('[data-testid="start-game"]')
        page.wait_for_selector(f'{TABLE}[data-to-move="me"]')
        assert_accessible(page)


def test_the_game_is_played_from_the_keyboard_alone(page: Page) -> None:
    page.goto("/")
    page.select_option('[data-testid="game"]', "mewmew")
    page.select_option('[data-testid="opponent"]', "easy")
    for _ in range(40):  # Tab reaches the start button
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.dataset.testid") == "start-game":
            break
    page.keyboard.press("Enter")
    page.wait_for_selector(f'{TABLE}[data-to-move="me"]')
    version = page.get_attribute(TABLE, "data-version")
    for _ in range(80):  # Tab reaches a choice; Enter selects it, Y confirms (a stray Enter does not)
        page.keyboard.press("Tab")
        if page.evaluate("!!document.activeElement.dataset.action"):
            break
    page.keyboard.press("Enter")
    expect(page.locator('[data-testid="confirm"]')).to_be_visible()
    assert page.get_attribute(TABLE, "data-version") == version
    page.keyboard.press("Escape")
    expect(page.locator('[data-testid="confirm"]')).to_have_count(0)
    page.keyboard.press("1")
    page.keyboard.press("y")
    page.wait_for_function(
        "v => document.querySelector('main.table-screen').dataset.version !== v", arg=version
    )
    unnamed = page.eval_on_selector_all(
        "button, a[href], select, input",
        "ns => ns.filter(n => !(n.getAttribute('aria-label') || n.textContent.trim() || n.labels?.length))"
        ".map(n => n.outerHTML.slice(0, 80))",
    )
    assert unnamed == []


def test_rules_page_history_and_replay(page: Page, server: Server) -> None:
    page.goto("/#/help/medarot")
    expect(page.locator(".rules-text h1, .rules-text h2").first).to_be_visible()
    page.click('[data-testid="lang-ja"]')
    expect(page.locator(".rules-text")).to_contain_text("メダ")
    page.click('[data-testid="lang-en"]')

    page.goto("/")
    page.select_option('[data-testid="game"]', "mewmew")
    page.click('[data-testid="start-game"]')
    page.wait_for_selector(f"{TABLE}[data-status='playing']")
    play_to_end(page, seed=3, hurry=1.0)
    table, token = table_of(page), token_of(page)
    page.click('[data-testid="rematch"]')
    page.wait_for_function("t => !location.hash.includes(t)", arg=table)
    page.wait_for_selector(f"{TABLE}[data-status='playing']")

    page.goto("/#/history")
    page.locator(f'a[href^="#/replay/{table}"]').click()
    replay = page.locator('[data-testid="replay"]')
    expect(replay).to_be_visible()
    before = page.inner_text(".board")
    for _ in range(5):
        page.click('[data-testid="replay-next"]')
    expect(page.locator(".board")).not_to_have_text(before)
    assert token
