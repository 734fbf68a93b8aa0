"""The home page (/) in a real browser: every game with its pages (the referee's table, the
rulebook, the season, a tray checker where there is one), in English and Italian, at 1280
and 390 px, by keyboard. Screenshots under .ci-artifacts/screenshots/."""

from __future__ import annotations

import pytest

from schemas.registry import apis
from tests.e2e.pages_helpers import WIDTHS, overflow, screenshot

pytestmark = pytest.mark.browser

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture skips every test with the reason
    expect = None

HEADINGS = {"en": "The games", "it": "I giochi"}


@pytest.mark.parametrize("width", list(WIDTHS))
@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_game_links_its_pages(open_page, lang, width):
    page = open_page(viewport=WIDTHS[width], path=f"/?lang={lang}")
    expect(page.locator("main h2").first).to_have_text(HEADINGS[lang])
    for slug in apis():
        kinds = page.locator(f"li.game[id='{slug}'] a.page-link").evaluate_all("as => as.map(a => a.dataset.kind)")
        assert {"table", "rulebook", "season"} <= set(kinds), (slug, kinds)
    for slug in ("choco-late", "chocola"):
        expect(page.locator(f"li.game[id='{slug}'] a.page-link[data-kind='checker']")).to_have_count(1)
    assert overflow(page) <= 0
    screenshot(page, f"home-{lang}-{width}", full_page=True)


def test_the_pages_are_reached_by_keyboard(open_page):
    page = open_page(path="/?lang=it", locale="it-IT")
    link = page.locator("li.game[id='chocola'] a.page-link[data-kind='rulebook']")
    for _ in range(60):  # Tab until the link has the focus: it is in the tab order
        page.keyboard.press("Tab")
        if link.evaluate("a => a === document.activeElement"):
            break
    expect(link).to_be_focused()
    screenshot(page, "home-it-desktop-focus")
    page.keyboard.press("Enter")
    page.wait_for_url("**/chocola/rulebook?lang=it")
    page.wait_for_selector("body[data-ready='true']")
    expect(page.locator("h1")).to_contain_text("le regole di riferimento")
    expect(page.locator(".game-pages a[aria-current='page']")).to_have_text("Regolamento")
