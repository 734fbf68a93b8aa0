"""The rulebook page (/<game>/rulebook) in a real browser, for every game, in English and
Italian, at 1280 and 390 px: every rule at its anchor, a link to an id lands on it, the
page fits a phone. Screenshots under .ci-artifacts/screenshots/."""

from __future__ import annotations

import pytest

from schemas.registry import api, apis
from service.pages.say import Say
from service.verdicts.family import rules_answer
from tests.e2e.pages_helpers import WIDTHS, overflow, screenshot

pytestmark = pytest.mark.browser

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture skips every test with the reason
    expect = None

HEADINGS = {"en": "the rules of record", "it": "le regole di riferimento"}


@pytest.mark.parametrize("width", list(WIDTHS))
@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("slug", list(apis()))
def test_every_rule_has_its_anchor(open_page, slug, lang, width):
    catalogue = rules_answer(api(slug))
    rules = catalogue["rules"]
    page = open_page(viewport=WIDTHS[width], path=f"/{slug}/rulebook?lang={lang}")
    expect(page.locator("h1")).to_contain_text(HEADINGS[lang])
    assert page.locator("html").get_attribute("lang") == lang
    ids = page.locator("article.rule").evaluate_all("nodes => nodes.map(n => n.id)")
    assert sorted(ids) == sorted(r["id"] for r in rules)
    assert overflow(page) <= 0
    screenshot(page, f"rulebook-{slug}-{lang}-{width}")
    # a ruling, then the last rule: the address's anchor lands on the rule, shown
    ruling = next((r for r in rules if r["ruling"]), rules[0])
    for rule in (ruling, rules[-1]):
        page.goto(page.url.split("#")[0] + "#" + rule["id"])
        target = page.locator(f"article.rule[id='{rule['id']}']")
        expect(target).to_be_in_viewport()
        expect(target.locator(".rule-title")).to_have_text(Say(slug, lang).text(rule["title"][lang]))  # names in words
        if rule["ruling"]:
            expect(target.locator(".badge.ruling")).to_be_visible()
    screenshot(page, f"rulebook-{slug}-{lang}-{width}-anchor-{rules[-1]['id']}")


@pytest.mark.parametrize("slug", list(apis()))
def test_rule_ids_in_the_text_and_the_contents_lead_to_their_rule(open_page, slug):
    page = open_page(path=f"/{slug}/rulebook?lang=en")
    link = page.locator(".contents .ids a").last
    target = link.get_attribute("href")
    link.click()
    expect(page.locator(f"article.rule[id='{target[1:]}']")).to_be_in_viewport()
    refs = page.locator("article.rule .text a.rule-ref")
    if refs.count():
        ref = refs.first
        href = ref.get_attribute("href")
        ref.focus()
        page.keyboard.press("Enter")  # by keyboard
        assert page.evaluate("location.hash") == href
        expect(page.locator(f"article.rule[id='{href[1:]}']")).to_be_in_viewport()


def test_the_tables_are_drawn_and_scroll_inside_on_a_phone(open_page):
    page = open_page(viewport=WIDTHS["phone"], path="/chocola/rulebook?lang=it#table-desserts")
    table = page.locator("#table-desserts table.data")
    expect(table).to_be_visible()
    assert table.locator("tbody tr").count() == 24
    assert overflow(page) <= 0
    screenshot(page, "rulebook-chocola-it-phone-table-desserts")
