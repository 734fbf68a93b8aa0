"""The referee's table (GET /<slug>/table) in a real browser, for every game: a worked
example's link stepped to its violation (rule id and title, English then Italian), a game
recorded by clicking legal moves until it is finished (the winners the score gives), then
downloaded and loaded again from the file; a new deal; a phone's width and the keyboard.
Screenshots at 1280 and 390 px wide land in .ci-artifacts/screenshots/ (git-ignored)."""

from __future__ import annotations

import base64
import copy
import json
import re
import zlib
from pathlib import Path

import pytest

from schemas.registry import apis
from service.referee import registry
from service.referee.catalogue import catalogue_of
from service.verdicts import family

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


def game_link(slug: str, history: dict) -> str:
    """/<slug>/table#game=<g>: base64url (no padding) of the raw DEFLATE of the UTF-8 JSON."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = packer.compress(json.dumps(history).encode()) + packer.flush()
    return f"/{slug}/table#game=" + base64.urlsafe_b64encode(raw).decode().rstrip("=")


def shoot(page, name: str) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"), full_page=True)


def at_step(page, n: int) -> None:
    expect(page.locator("#view-root")).to_have_attribute("data-at", str(n))


def violation_of(slug: str, history: dict, lang: str) -> dict:
    api = apis()[slug]
    return family.validate_answer(api, api.history().load(history), lang)["violation"]


def near_the_end(slug: str, left: int = 4) -> tuple[dict, list[dict]]:
    """A seeded random game of `slug` without its last `left` moves, and those moves."""
    players = max(2, registry.get(slug).players.start)
    history = apis()[slug].random_history(players, 11)
    return {**history, "moves": history["moves"][:-left]}, history["moves"][-left:]


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
    at_step(page, len(history["moves"]))
    page.keyboard.press("Home")
    at_step(page, 0)
    for n in range(1, found["move_index"] + 2):
        page.keyboard.press("ArrowRight")
        at_step(page, n)
    current = page.locator("button.move[aria-current='step']")
    expect(current.locator("xpath=..")).to_have_class("illegal")
    verdict = page.locator(".verdict.illegal")
    expect(verdict.locator(".rule-id")).to_have_text(rule.id)
    expect(verdict.locator(".rule-id")).to_have_attribute("href", f"/{slug}/rulebook#{rule.id}")
    expect(verdict.locator(".rule-title")).to_have_text(rule.title["en"])
    expect(page.locator("#offers-title")).to_have_text("What was legal instead")
    shoot(page, f"{slug}-violation-1280")
    page.locator(".lang-switch a[hreflang='it']").click()
    page.wait_for_selector("body[data-lang='it'][data-ready='true']")
    at_step(page, found["move_index"] + 1)  # the same step, in Italian
    verdict = page.locator(".verdict.illegal")
    expect(verdict.locator(".rule-title")).to_have_text(rule.title["it"])
    expect(verdict.locator(".message")).to_contain_text(violation_of(slug, history, "it")["message"])
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


def decode_link(url: str) -> dict:
    g = url.split("#game=", 1)[1]
    raw = base64.urlsafe_b64decode(g + "=" * (-len(g) % 4))
    return json.loads(zlib.decompress(raw, -15).decode())


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
    move = page.locator("button.move[data-at='1']")
    move.focus()
    page.keyboard.press("Enter")
    at_step(page, 1)
    expect(page.locator("button.move[data-at='1']")).to_be_focused()
    page.keyboard.press("ArrowRight")
    at_step(page, 2)
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
    expect(page.locator("#load-error")).to_contain_text("Questo non è JSON")
    page.locator("#paste").fill(json.dumps({"players": "ann", "moves": []}))
    page.locator("#paste-form button[type='submit']").click()
    expect(page.locator("#load-error")).to_contain_text("/players")
    expect(page.locator("#no-game")).to_be_visible()
    shoot(page, "chocola-unreadable-it-390")
