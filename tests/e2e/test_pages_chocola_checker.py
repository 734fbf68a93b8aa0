"""Chocola's tray checker (/chocola/checker) in a real browser: both rulebook examples one
click away give 51 and 84, line by line; a holding picked in the form by keyboard; a tray a
rule refuses names the rule. English and Italian, 1280 and 390 px; screenshots under
.ci-artifacts/screenshots/."""

from __future__ import annotations

import pytest

from tests.e2e.pages_helpers import WIDTHS, overflow, screenshot

pytestmark = pytest.mark.browser

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture skips every test with the reason
    expect = None

EXAMPLES = {"example_best": (51, ["R1", "R2", "R3"]),
            "example_decorated": (84, ["R1", "R2", "R3", "R8", "R4", "R5", "R6", "R7"])}
POINTS = {"en": "points", "it": "punti"}


@pytest.mark.parametrize("width", list(WIDTHS))
@pytest.mark.parametrize("lang", ["en", "it"])
def test_both_rulebook_examples_are_one_click_away(open_page, lang, width):
    page = open_page(viewport=WIDTHS[width], path=f"/chocola/checker?lang={lang}")
    assert overflow(page) <= 0
    screenshot(page, f"checker-chocola-{lang}-{width}-empty")
    for key, (points, rules) in EXAMPLES.items():
        page.locator(f"#{key}").click()
        page.wait_for_selector("body[data-ready='true']")
        expect(page.locator("#total")).to_have_attribute("data-points", str(points))
        expect(page.locator("#total strong")).to_have_text(f"{points} {POINTS[lang]}")
        expect(page.locator("#score")).to_be_in_viewport()
        assert page.locator("#lines tbody th + td + td a.rule-id").all_text_contents() == rules
        cells = page.locator("#lines tbody td.num").all_text_contents()
        assert sum(int(c) for c in cells) == points
        expect(page.locator("#lines tfoot tr.grand td.num")).to_have_text(str(points))
        assert overflow(page) <= 0
        screenshot(page, f"checker-chocola-{lang}-{width}-{points}")
        screenshot(page, f"checker-chocola-{lang}-{width}-{points}-full", full_page=True)


def test_a_holding_picked_by_keyboard(open_page):
    page = open_page(path="/chocola/checker?lang=en")
    page.locator("#idessert").select_option("white_truffle")
    page.locator("#idecoration").select_option("white_glaze")
    for dessert in ("milk_praline", "dark_praline", "white_semifreddo", "milk_mousse"):
        box = page.locator(f"input[name='d'][value='{dessert}']")
        box.focus()
        page.keyboard.press("Space")
        expect(box).to_be_checked()
    page.locator("button[type='submit']").focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("#total")
    expect(page.locator("#total")).to_have_attribute("data-points", "51")
    expect(page.locator(".tray-line")).to_contain_text("set aside: dark chocolate praline")
    # the tray the player made, with both Pralines: V2 refuses it
    page.locator("input[name='tray'][value='given']").check()
    for dessert in ("milk_praline", "dark_praline"):
        page.locator(f"input[name='t'][value='{dessert}']").check()
    page.locator("button[type='submit']").click()
    page.wait_for_selector("#refused")
    expect(page.locator("#refused")).to_have_attribute("data-rule", "V2")
    expect(page.locator("#refused a.rule-id")).to_have_attribute("href", "/chocola/rulebook?lang=en#V2")
    screenshot(page, "checker-chocola-en-desktop-refused-V2")


def test_switching_the_language_keeps_the_holding(open_page):
    page = open_page(path="/chocola/checker?lang=en")
    page.locator("#example_decorated").click()
    page.wait_for_selector("#total")
    page.locator(".lang-switch a[hreflang='it']").click()
    page.wait_for_selector("body[data-lang='it'][data-ready='true']")
    expect(page.locator("#total strong")).to_have_text("84 punti")
    expect(page.locator("#score")).to_be_in_viewport()
