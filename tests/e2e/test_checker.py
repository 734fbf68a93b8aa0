"""Choco Late's tray checker (GET /choco-late/checker) in a real browser: on the pages' one
skeleton (site header, language switch, rule links), the rulebook's examples one click away,
cards picked on the deck by pointer and by keyboard (the deck one Tab stop), two trays and
the best split, a phone's width, Italian, an old address that kept the trays after "#".
Screenshots land in .ci-artifacts/screenshots/."""

from __future__ import annotations

import re

import pytest

from tests.e2e.pages_helpers import WIDTHS, overflow

pytestmark = pytest.mark.browser

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture skips every test with the reason
    expect = None

PATH = "/choco-late/checker"


def cell(page, n: int):
    return page.locator(f"#grid button[data-card='{n}']")


def tray(page, i: int = 0):
    return page.locator(f"#result .tray-result[data-tray='{i}']")


def test_the_rulebooks_example_one_click_away(open_page, shot):
    page = open_page(path=f"{PATH}?lang=en")
    expect(page.locator("header.site .game-name")).to_have_text("Choco Late")
    expect(page.locator("header.site a[aria-current='page']")).to_have_attribute("href", "/choco-late/checker?lang=en")
    page.locator("a.example").first.click()
    page.wait_for_selector("body[data-ready='true']")
    expect(tray(page)).to_have_attribute("data-points", "17")
    expect(tray(page).locator("dd[data-combo='symbol']")).to_have_attribute("data-id", "four_different")
    expect(tray(page).locator("dd[data-combo='symbol']")).to_contain_text("four different")
    expect(tray(page).locator("dd[data-combo='colour']")).to_have_attribute("data-id", "five_different")
    for n in (26, 32, 44, 37, 23):
        expect(cell(page, n)).to_have_attribute("aria-pressed", "true")
    expect(cell(page, 37)).to_have_class(re.compile(r"\bcolour\b"))
    expect(cell(page, 37)).not_to_have_class(re.compile(r"\bsymbol\b"))
    expect(page.locator("#result a.rule-id").first).to_have_attribute("href", re.compile(r"^/choco-late/rulebook\?lang=en#"))
    shot(page, "choco-late-checker-example-1280")


def test_cards_picked_on_the_deck_and_by_keyboard(open_page):
    page = open_page(path=f"{PATH}?lang=en")
    for n in (6, 7, 10):
        cell(page, n).click()
        page.wait_for_selector("body[data-ready='true']")
        expect(cell(page, n)).to_be_focused()  # the card just picked keeps the focus
    expect(page.locator("#t1")).to_have_value("6 7 10")
    # the deck is one Tab stop: from the card focused, the arrow keys go on inside it
    expect(page.locator("#grid button[tabindex='0']")).to_have_count(1)
    for key in ("ArrowDown", "ArrowDown", *["ArrowRight"] * 5):  # 10 columns on a desktop: 10 -> 30 -> 35
        page.keyboard.press(key)
    assert page.evaluate("document.activeElement.dataset.card") == "35"
    page.keyboard.press("Enter")
    page.wait_for_selector("body[data-ready='true']")
    expect(page.locator("#t1")).to_have_value("6 7 10 35")
    expect(tray(page)).to_have_attribute("data-points", "11")
    page.keyboard.press("Tab")  # out of the deck at once
    assert not page.evaluate("document.activeElement.matches('#grid button')")


def test_two_trays_and_the_best_split_on_a_phone_in_italian(open_page, shot):
    page = open_page(viewport=WIDTHS["phone"], locale="it-IT", path=PATH)
    page.get_by_label("Due Vassoi").check()
    expect(page.locator("#t2")).to_be_visible()
    page.locator("#t1").fill("46 16 11 33")
    page.locator("#t2").fill("39 28 7 45")
    page.get_by_role("button", name="Migliore suddivisione").click()
    page.wait_for_selector("body[data-ready='true']")
    expect(page.locator("#total")).to_have_attribute("data-total", "27")
    split = page.locator("#split")
    expect(split).to_be_visible()
    best = int(split.get_attribute("data-total"))
    assert best >= 27
    assert overflow(page) <= 0
    box = cell(page, 1).bounding_box()
    assert box["width"] >= 44 and box["height"] >= 44  # touch targets on a phone
    shot(page, "choco-late-checker-split-it-390", full_page=True)
    page.locator("#apply-split").click()
    page.wait_for_selector("body[data-ready='true']")
    expect(page.locator("#total")).to_have_attribute("data-total", str(best))


def test_an_old_address_keeps_its_trays(open_page):
    page = open_page(path=f"{PATH}#t1=26,32&t2=44")
    page.wait_for_url(re.compile(r"/choco-late/checker\?.*t1=26\+32.*t2=44"))
    page.wait_for_selector("body[data-ready='true']")
    expect(page.locator("#t2")).to_have_value("44")
    expect(page.locator("#total")).to_be_visible()
