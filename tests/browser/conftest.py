"""Browser tests: Playwright for Python driving Debian's Chromium against a real `cardtable serve`."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, sync_playwright

from browser.server import Server

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
DESKTOP = {"width": 1400, "height": 1000}
PHONE = {"width": 390, "height": 844}
SHOTS = Path(__file__).resolve().parents[2] / "docs" / "img"
# The player's stored choices for every test page: English, and no forced choice taken for the
# test (the clicking loop takes every decision itself; one test turns it on).
PREFS = '{"lang": "en", "autoForced": false, "opponent": "easy"}'


@pytest.fixture(scope="package")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield launched
        launched.close()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    running = Server(tmp_path_factory.mktemp("server"))
    running.start()
    yield running
    running.stop()


def new_page(
    browser: Browser, server: Server, viewport: dict[str, int] = DESKTOP, prefs: str = PREFS
) -> Page:
    context = browser.new_context(viewport=viewport, base_url=server.url)  # type: ignore[arg-type]
    context.add_init_script(
        f"if (!localStorage.getItem('cardtable.prefs')) localStorage.setItem('cardtable.prefs', '{prefs}')"
    )
    page = context.new_page()
    page.set_default_timeout(20_000)
    return page


@pytest.fixture
def page(browser: Browser, server: Server) -> Iterator[Page]:
    opened = new_page(browser, server)
    yield opened
    opened.context.close()
