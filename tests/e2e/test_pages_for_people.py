"""Every page as a person meets it, in Debian's Chromium, at 1280 and 390 px, in English and
Italian: a dispute link shows its ruling at once (the rule's title is what is drawn at its
own centre, under no sticky bar); no name of the API (snake_case) in the visible text; nothing
wider than a phone; axe-core (tests/e2e/axe.py) finds no serious or critical violation (a
game with a view also as one of its players sees it, ``?as=``). A
screenshot of each page at each width lands in .ci-artifacts/screenshots/ (git ignores it;
CI keeps it)."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from schemas.registry import apis
from service.referee import registry
from tests.e2e.axe import axe_violations, described, serious
from tests.e2e.links import game_link, near_the_end
from tests.e2e.pages_helpers import WIDTHS, overflow, screenshot, uncovered, visible_identifiers
from tests.pages.season_games import write_season

pytestmark = pytest.mark.browser

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture skips every test with the reason
    expect = None

SLUGS = registry.slugs()
LANGS = ("en", "it")


def pages() -> list[tuple[str, str]]:
    """(name, path) of every kind of page, a season's apart (its files are picked)."""
    out = [("home", "/")]
    for slug in SLUGS:
        out.append((f"{slug}-table-dispute", game_link(slug, apis()[slug].examples["illegal_history"])))
        out.append((f"{slug}-table-recording", game_link(slug, near_the_end(slug)[0])))
        if apis()[slug].viewing is not None:  # one player's view: the seats, another hand face down
            history = near_the_end(slug)[0]
            out.append((f"{slug}-table-as-player", game_link(slug, history, f"?as={history['players'][-1]}")))
        out.append((f"{slug}-rulebook", f"/{slug}/rulebook"))
        out.append((f"{slug}-season", f"/{slug}/season"))
    out.append(("chocola-checker", "/chocola/checker?d=milk_praline&d=dark_mousse&idessert=white_truffle"
                                   "&idecoration=caramel&tray=best#score"))
    out.append(("choco-late-checker", "/choco-late/checker?trays=2&t1=46+16+11+33&t2=39+28+7+45&split=1#result"))
    return out


def with_language(path: str, lang: str) -> str:
    head, _, fragment = path.partition("#")
    head += ("&" if "?" in head else "?") + f"lang={lang}"
    return head + (f"#{fragment}" if fragment else "")


@pytest.mark.parametrize("width", list(WIDTHS))
@pytest.mark.parametrize("name,path", pages(), ids=[name for name, _ in pages()])
def test_a_page_for_people(open_page, tmp_path: Path, name, path, width):
    for lang in LANGS:
        page = open_page(viewport=WIDTHS[width], path=with_language(path, lang), axe=True)
        if name.endswith("-season"):
            slug = name.removesuffix("-season")
            files = write_season(slug, tmp_path / lang)
            page.set_input_files("#season-files", [str(tmp_path / lang / f) for f in files])
            expect(page.locator("#season-league")).to_be_visible(timeout=20_000)
        if "-table-" in name:
            expect(page.locator("#view-root")).to_be_visible()
        if name.endswith("-table-dispute"):  # the ruling first: opened at the illegal move, its rule in view
            bad = int(page.locator("#view-root").get_attribute("data-violation"))
            expect(page.locator("#view-root")).to_have_attribute("data-at", str(bad + 1))
            assert uncovered(page, ".verdict .rule-title"), f"the ruling is hidden ({name}, {lang}, {width})"
            assert uncovered(page, ".verdict .rule-id")
        assert visible_identifiers(page) == [], f"names of the API on {name} ({lang}, {width})"
        assert overflow(page) <= 0, f"{name} is wider than the screen ({lang}, {width})"
        found = serious(axe_violations(page))
        assert not found, f"{name} ({lang}, {width}):\n{described(found)}"
        # the tables and checkers whole; a long page (a rulebook) as it opens
        screenshot(page, f"{name}-{lang}-{width}", full_page="-table-" in name or "checker" in name)


@pytest.mark.parametrize("slug", SLUGS)
def test_a_move_named_in_a_verdict_selects_it(open_page, slug):
    """On a phone, in Italian: stepped away from the ruling, moves[N] in the verdict brings
    the table back to that move, the ruling in view under the step bar."""
    history = copy.deepcopy(apis()[slug].examples["illegal_history"])
    page = open_page(viewport=WIDTHS["phone"], path=game_link(slug, history, "?lang=it"))
    root = page.locator("#view-root")
    bad = int(root.get_attribute("data-violation"))
    expect(page.locator("button.move[aria-current='step']").locator("xpath=..")).to_have_class("illegal")
    page.locator("#toolbar [data-step='first']").click()
    expect(root).to_have_attribute("data-at", "0")
    page.locator("#toolbar [data-step='last']").click()
    expect(root).to_have_attribute("data-at", str(len(history["moves"])))
    page.locator(".verdict.illegal #verdict-title button.move-ref").click()
    expect(root).to_have_attribute("data-at", str(bad + 1))
    assert uncovered(page, ".verdict .rule-title")
    rule = page.locator(".verdict .rule-id")
    expect(rule).to_have_attribute("href", f"/{slug}/rulebook?lang=it#" + rule.inner_text())
