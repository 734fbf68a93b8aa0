"""The referee's table (GET /<slug>/table) in a real browser, for every game: a worked
example's link opened at its violation and stepped through (rule id and title, English then
Italian), a game recorded on a phone by tapping legal moves until it is finished (the next
choices in view after each tap; the winners the score gives), then downloaded and loaded
again from the file; a new deal; the keyboard (the moves list one Tab stop, the arrow keys
inside it); what cannot be read, said plainly. Screenshots at 1280 and 390 px wide land in
.ci-artifacts/screenshots/ (git-ignored)."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import pytest

from schemas.registry import apis
from service.referee import registry
from service.referee.catalogue import catalogue_of
from service.pages.say import Say
from service.verdicts import family
from tests.e2e.links import decode_link, game_link, near_the_end
from tests.e2e.pages_helpers import in_view

pytestmark = pytest.mark.browser

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture skips every test with the reason
    expect = None

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / ".ci-artifacts" / "screenshots"
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}
SLUGS = registry.slugs()


def shoot(page, name: str) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"), full_page=True)


def at_step(page, n: int) -> None:
    expect(page.locator("#view-root")).to_have_attribute("data-at", str(n))


def violation_of(slug: str, history: dict, lang: str) -> dict:
    api = apis()[slug]
    return family.validate_answer(api, api.history().load(history), lang)["violation"]


def play(page, move: dict) -> None:
    """Click the legal move offered that is `move`: an entry whose fixed fields it has, its
    open fields set in their pickers (a list, a number, boxes) to the move's values."""
    for form in page.locator("form.offer").all():
        pickers = form.locator("[data-kind]")
        names = {p.get_attribute("name") or p.get_attribute("data-field") for p in pickers.all()}
        offered = {k: v for k, v in json.loads(form.get_attribute("data-move")).items() if k not in names}
        if any(move.get(k) != v for k, v in offered.items()):
            continue
        if set(move) != set(offered) | {n for n in names if n in move}:
            continue
        for picker in pickers.all():
            kind, name = picker.get_attribute("data-kind"), picker.get_attribute("name")
            if kind == "one_of":
                picker.select_option(json.dumps(move.get(name)))
            elif kind == "range":
                picker.fill(str(move[name]))
            else:
                wanted = {json.dumps(v) for v in move[picker.get_attribute("data-field")]}
                for box in picker.locator("input[type=checkbox]").all():
                    box.set_checked(box.get_attribute("value") in wanted)
        form.locator("button[type=submit]").click()
        return
    raise AssertionError(f"{move} is not offered")


@pytest.mark.parametrize("slug", SLUGS)
def test_a_worked_example_link_steps_to_its_violation(open_page, slug):
    history = copy.deepcopy(apis()[slug].examples["illegal_history"])
    found = violation_of(slug, history, "en")
    rule = catalogue_of(slug).rule(found["rule"])
    page = open_page(viewport=DESKTOP, path=game_link(slug, history))
    at_step(page, found["move_index"] + 1)  # the ruling first
    page.keyboard.press("Home")
    at_step(page, 0)
    for n in range(1, found["move_index"] + 2):
        page.keyboard.press("ArrowRight")
        at_step(page, n)
    current = page.locator("button.move[aria-current='step']")
    expect(current.locator("xpath=..")).to_have_class("illegal")
    verdict = page.locator(".verdict.illegal")
    expect(verdict.locator(".rule-id")).to_have_text(rule.id)
    expect(verdict.locator(".rule-id")).to_have_attribute("href", f"/{slug}/rulebook?lang=en#{rule.id}")
    expect(verdict.locator(".rule-title")).to_have_text(rule.title["en"])
    expect(page.locator("#offers-title")).to_have_text("What was legal instead")
    shoot(page, f"{slug}-violation-1280")
    page.locator(".lang-switch a[hreflang='it']").click()
    page.wait_for_selector("body[data-lang='it'][data-ready='true']")
    at_step(page, found["move_index"] + 1)  # the same step, in Italian
    verdict = page.locator(".verdict.illegal")
    expect(verdict.locator(".rule-title")).to_have_text(rule.title["it"])
    expect(verdict.locator(".message")).to_contain_text(Say(slug, "it").text(violation_of(slug, history, "it")["message"]))
    page.set_viewport_size(PHONE)
    shoot(page, f"{slug}-violation-it-390")


@pytest.mark.parametrize("slug", SLUGS)
def test_record_a_game_to_its_end_then_download_and_reload_it(open_page, slug, tmp_path):
    history, to_play = near_the_end(slug)
    page = open_page(viewport=PHONE, locale="it-IT", path=game_link(slug, history))
    moves = len(history["moves"])
    at_step(page, moves)
    for move in to_play:
        expect(page.locator(".offers .finished")).to_have_count(0)
        play(page, move)
        moves += 1
        at_step(page, moves)
        # the next choices in view after the tap, under the sticky step bar
        assert in_view(page, "#offers-title"), f"{slug}: what may happen next is out of view"
        if page.locator(".offers .finished").count() == 0:
            assert in_view(page, ".offer-list li"), f"{slug}: the first choice is out of view"
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    expect(page.locator(".offers .finished")).to_be_visible()
    with page.expect_download() as download_info:
        page.locator("#download").click()
    saved = tmp_path / "game.json"
    download_info.value.save_as(saved)
    game = json.loads(saved.read_text())
    assert len(game["moves"]) == moves
    api = apis()[slug]
    score = family.score_answer(api, {"game": api.history().load(game)}, "it", {})
    assert not score["provisional"]
    expect(page.locator(".score .winners")).to_contain_text(", ".join(score["winners"]))
    shoot(page, f"{slug}-finished-390")
    page.set_viewport_size(DESKTOP)
    shoot(page, f"{slug}-finished-1280")
    page.locator("#undo").click()
    at_step(page, moves - 1)
    page.locator("#load summary").click()
    page.locator("#file").set_input_files(str(saved))
    at_step(page, moves)
    expect(page.locator(".offers .finished")).to_be_visible()


def test_a_new_deal_at_the_table(open_page):
    page = open_page(viewport=DESKTOP, path="/chocola/table")
    page.locator("#deal-players").fill("ann, bob, cat")
    page.locator("#deal-seed").fill("7")
    page.locator("#deal-form button[type='submit']").click()
    at_step(page, 0)
    expect(page.locator(".board.chocola .player")).to_have_count(3)
    expect(page.locator(".offers.recording form.offer").first).to_be_visible()
    expect(page).to_have_url(re.compile(r"#game=[A-Za-z0-9_-]+$"))
    shoot(page, "chocola-deal-1280")


def test_paste_a_game_then_share_its_link_by_keyboard(open_page):
    """A pasted game's link decodes (raw DEFLATE, base64url) to the same history, and opens
    the same game; stepping and choosing a move work from the keyboard alone."""
    history = copy.deepcopy(apis()["chokomasquerade"].examples["history"])
    page = open_page(viewport=DESKTOP, path="/chokomasquerade/table")
    page.locator("#paste").fill(json.dumps(history))
    page.locator("#paste").focus()
    page.keyboard.press("Tab")  # to Load
    page.keyboard.press("Enter")
    at_step(page, len(history["moves"]))
    expect(page).to_have_url(re.compile(r"#game=[A-Za-z0-9_-]+$"))
    assert decode_link(page.url) == history
    page.locator("#copy-link").click()
    expect(page.locator("#share-link")).to_have_value(re.compile(r"/chokomasquerade/table#game=[A-Za-z0-9_-]+$"))
    link = page.locator("#share-link").input_value()
    assert decode_link(link) == history
    # the moves list is one Tab stop: the current move takes it, the arrow keys go on inside
    expect(page.locator("button.move[tabindex='0']")).to_have_count(1)
    current = page.locator("button.move[tabindex='0']")
    current.focus()
    page.keyboard.press("Home")
    at_step(page, 0)
    expect(page.locator("button.move[data-at='0']")).to_be_focused()
    page.keyboard.press("ArrowDown")
    at_step(page, 1)
    expect(page.locator("button.move[data-at='1']")).to_be_focused()
    page.keyboard.press("ArrowRight")
    at_step(page, 2)
    expect(page.locator("button.move[data-at='2']")).to_be_focused()
    page.keyboard.press("Tab")  # out of the list at once, not to the next move
    assert not page.evaluate("document.activeElement.matches('button.move')")
    page.keyboard.press("Shift+Tab")
    expect(page.locator("button.move[data-at='2']")).to_be_focused()
    page.keyboard.press("End")
    at_step(page, len(history["moves"]))
    page.goto(link)
    page.reload()
    page.wait_for_selector("body[data-ready='true']")
    at_step(page, len(history["moves"]))
    expect(page.locator(".board.chokomasquerade")).to_be_visible()


def test_what_cannot_be_read_is_said_in_the_pages_language(open_page):
    page = open_page(viewport=PHONE, locale="it-IT", path="/chocola/table")
    page.locator("#paste").fill("{not json")
    page.locator("#paste-form button[type='submit']").click()
    expect(page.locator("#load-error > p").first).to_contain_text("non è nemmeno JSON")
    page.locator("#paste").fill(json.dumps({"players": "ann", "moves": []}))
    page.locator("#paste-form button[type='submit']").click()
    expect(page.locator("#load-error > p").first).to_contain_text("Questa non è una partita registrata di Chocola")
    expect(page.locator("#load-error details")).to_contain_text("/players")  # the details folded
    expect(page.locator("#no-game")).to_be_visible()
    shoot(page, "chocola-unreadable-it-390")


def test_a_game_opened_at_another_games_table_links_to_its_own(open_page):
    history = copy.deepcopy(apis()["chocola"].examples["history"])
    page = open_page(viewport=PHONE, path=game_link("choco-late", history))
    error = page.locator("#load-error")
    expect(error.locator("p").first).to_contain_text("This is a game of Chocola', not of Choco Late")
    link = error.locator("a")
    expect(link).to_have_attribute("href", re.compile(r"^/chocola/table\?lang=en#game=[A-Za-z0-9_-]+$"))
    assert decode_link(link.get_attribute("href")) == history
    link.click()
    page.wait_for_selector("body[data-game='chocola'][data-ready='true']")
    expect(page.locator("#view-root")).to_have_attribute("data-total", str(len(history["moves"])))
    shoot(page, "other-game-opened-at-its-table")


def test_a_link_cut_in_half_is_said_plainly(open_page):
    history = apis()["chokomasquerade"].examples["history"]
    link = game_link("chokomasquerade", history)
    page = open_page(viewport=PHONE, path=link[:len(link) // 2])
    expect(page.locator("#load-error > p").first).to_contain_text("does not hold a whole game")
    expect(page.locator("#load-error")).not_to_contain_text("Failed to fetch")
