"""The browser's "Your choices": each choice says its cost and what it does before it is taken, and a
payment made card by card shows its progress (MM-6.2.3)."""

from __future__ import annotations

import random
import re

from playwright.sync_api import Page, expect

from browser.play import MY_TURN_OR_OVER, TABLE, table_version

GAUGE_COST = re.compile(r"Cost: \d+ from the gauge \(you have \d+; MM-6\.2\.3\)")


def decide(page: Page, action: str) -> None:
    version = table_version(page)
    page.click(f'.choices-panel [data-action="{action}"]')
    page.click('[data-testid="confirm"]')
    page.wait_for_function(
        "v => document.querySelector('main.table-screen')?.dataset.version !== v", arg=version
    )


def test_MM_6_2_3_choices_show_cost_and_effect_and_a_payment_shows_its_progress(page: Page) -> None:
    page.goto("/")
    page.select_option('[data-testid="game"]', "mewmew")
    page.select_option('[data-testid="opponent"]', "easy")
    page.click('[data-testid="start-game"]')
    page.wait_for_selector(f"{TABLE}[data-status='playing']")
    rng = random.Random(5)
    seen_cost = False
    for _ in range(200):
        page.wait_for_selector(MY_TURN_OR_OVER, timeout=60_000)
        assert page.get_attribute(TABLE, "data-status") != "over", "no payment in steps came up"
        progress = page.locator('[data-testid="progress"]')
        if progress.count():
            expect(progress).to_contain_text(re.compile(r"pay 1 of \d+ — each step is final once confirmed"))
            assert seen_cost
            return
        choices = page.locator(".choices-panel .choice")
        costly = choices.filter(has_text=GAUGE_COST)
        if costly.count():
            seen_cost = True
            first = costly.first
            # the cost and what the card does, before it is taken
            expect(first.locator('[data-testid="choice-cost"]')).to_contain_text(GAUGE_COST)
            expect(first.locator('[data-testid="choice-effect"]')).not_to_be_empty()
            decide(page, first.get_attribute("data-action") or "")
            continue
        actions = page.eval_on_selector_all(
            ".choices-panel [data-action]", "ns => ns.map(n => n.dataset.action)"
        )
        decide(page, rng.choice(actions))
    raise AssertionError("no payment in steps after 200 decisions")
