"""The referee's table as one player sees it (/<game>/table?as=<player>), in a real browser,
on a phone: the seats switch between each player and the referee's full view by keyboard,
keeping the #game fragment and the language; another player's hand is nowhere in the page
(not even in a hidden element); another player's draw is what the table saw; at the
player's own draw their odds are the view's; a player not in the game is said in the page's
language; a game without a view has no seats. Screenshots at 390 px in both languages land
in .ci-artifacts/screenshots/ (git-ignored)."""

from __future__ import annotations

import json
import re

import pytest

from schemas.registry import apis
from service.referee.catalogue import catalogue_of
from service.verdicts.view import view_answer
from tests.e2e.links import decode_link, game_link
from tests.e2e.pages_helpers import WIDTHS, overflow, screenshot

pytestmark = pytest.mark.browser

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture skips every test with the reason
    expect = None

SLUG = "chokomasquerade"
PHONE = WIDTHS["phone"]


def view_of(history: dict, player: str) -> dict:
    api = apis()[SLUG]
    return view_answer(api, {"game": api.history().load(history), "player": player}, "en", {})


def a_secret_step() -> tuple[dict, set[str]]:
    """A game cut where bob holds cards ann has seen nowhere (not in her hand, not on the table,
    not paired), ann not at her own draw (where every unseen card is offered with its odds)."""
    history = apis()[SLUG].random_history(2, 11)
    for cut in range(len(history["moves"]), 0, -1):
        played = {**history, "moves": history["moves"][:cut]}
        seen = view_of(played, "ann")
        if any(e.get("chance") for e in seen["moves"]):
            continue
        state = seen["state"]
        public = {c for col in state["columns"] for c in col} | {p["card"] for ps in state["pairs"].values() for p in ps}
        secret = set(view_of(played, "bob")["state"]["hands"]["bob"]) - set(state["hands"]["ann"]) - public
        secret -= set(state["eaten"])
        if secret and any(m.get("hidden") for m in seen["seen_moves"]):
            return played, secret
    raise AssertionError("no step where bob holds a card ann has not seen")


def at_ready(page, lang: str) -> None:
    page.wait_for_selector(f"body[data-lang='{lang}'][data-ready='true']")
    expect(page.locator("#view-root")).to_be_visible()


def no_secret_in_the_dom(page, secret: set[str], lang: str) -> None:
    """None of `secret`, by id or by name, anywhere in the DOM: text, attributes, hidden
    elements and form fields alike."""
    words = catalogue_of(SLUG).words
    html = page.evaluate("""() => {
        const fields = [...document.querySelectorAll("input, textarea, select")].map((f) => f.value);
        return document.documentElement.outerHTML + "\\n" + fields.join("\\n");
    }""")
    for card in secret:
        assert card not in html, card
        assert not re.search(rf"\b{re.escape(words.value(card, lang))}\b", html), (card, lang)


def test_pass_the_phone_round_by_keyboard(open_page):
    history, secret = a_secret_step()
    link = game_link(SLUG, history)
    page = open_page(viewport=PHONE, path=link)
    fragment = page.url.split("#", 1)[1]  # as the page encodes the game
    seats = page.locator("#seats")
    expect(seats).to_be_visible()
    expect(seats.locator("a.seat")).to_have_text(["Referee (everything)", "ann", "bob"])
    expect(seats.locator("a.seat[aria-current='true']")).to_have_text("Referee (everything)")
    expect(page.locator(".board .player[aria-label='bob'] .cards").first).to_be_visible()  # the referee sees all
    # to ann's seat by keyboard: Tab from the referee's seat, Enter
    seats.locator("a.seat").first.focus()
    page.keyboard.press("Tab")
    expect(seats.locator("a.seat[data-seat='ann']")).to_be_focused()
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(r"\?as=ann&lang=en#"))
    at_ready(page, "en")
    assert page.url.endswith("#" + fragment) and decode_link(page.url) == history
    expect(seats.locator("a.seat[aria-current='true']")).to_have_text("ann")
    expect(seats.locator("a.seat[data-seat='ann']")).to_be_focused()  # the focus back on the seat shown
    expect(page.locator("#seat-now")).to_contain_text("As ann sees it")
    expect(page.locator("#view-root")).to_have_attribute("data-viewer", "ann")
    expect(page.locator(".board .player[aria-label='bob'] .card.back")).to_contain_text("face down")
    expect(page.locator(".board .player[aria-label='ann'] .card.back")).to_have_count(0)  # her own hand
    expect(page.locator("button.move", has_text="card: not visible").first).to_be_visible()  # bob's draw
    no_secret_in_the_dom(page, secret, "en")
    assert overflow(page) <= 0
    screenshot(page, f"{SLUG}-table-as-ann-en-390", full_page=True)
    page.locator("#copy-link").click()  # the link shared opens ann's view
    expect(page.locator("#share-link")).to_have_value(re.compile(rf"/{SLUG}/table\?as=ann#game=[A-Za-z0-9_-]+$"))
    assert decode_link(page.locator("#share-link").input_value()) == history
    # the language switch keeps the seat and the game
    page.locator(".lang-switch a[hreflang='it']").click()
    page.wait_for_url(re.compile(r"lang=it"))
    at_ready(page, "it")
    assert "as=ann" in page.url and "lang=it" in page.url and page.url.endswith("#" + fragment)
    expect(page.locator("#seat-now")).to_contain_text("Come la vede ann")
    expect(page.locator("button.move", has_text="carta: non visibile").first).to_be_visible()
    expect(seats.locator("a.seat[data-seat='bob']")).to_have_attribute("href", f"?as=bob&lang=it#{fragment}")
    no_secret_in_the_dom(page, secret, "it")
    assert overflow(page) <= 0
    screenshot(page, f"{SLUG}-table-as-ann-it-390", full_page=True)
    # bob sees his own hand; back to the referee's full view
    seats.locator("a.seat[data-seat='bob']").click()
    page.wait_for_url(re.compile(r"\?as=bob&lang=it#"))
    at_ready(page, "it")
    for card in secret:
        expect(page.locator(".board .player[aria-label='bob']")).to_contain_text(
            catalogue_of(SLUG).words.value(card, "it"))
    seats.locator("a.seat").first.click()
    page.wait_for_url(lambda url: "as=" not in url)
    at_ready(page, "it")
    assert "as=" not in page.url and page.url.endswith("#" + fragment)
    expect(page.locator("#seat-now")).to_have_count(0)
    expect(page.locator(".board .player[aria-label='ann'] .card.back")).to_have_count(0)


def test_a_game_pasted_in_a_players_view_is_not_left_in_the_page(open_page):
    history, secret = a_secret_step()
    page = open_page(viewport=PHONE, path=f"/{SLUG}/table?as=ann")
    page.locator("#paste").fill(json.dumps(history))
    page.locator("#paste-form button[type='submit']").click()
    expect(page.locator("#view-root")).to_have_attribute("data-viewer", "ann")
    expect(page.locator("#paste")).to_have_value("")
    no_secret_in_the_dom(page, secret, "en")
    # a file that is no game of it: said, the game shown and its seats kept
    page.locator("#load summary").click()
    page.locator("#paste").fill(json.dumps({"players": "ann", "moves": []}))
    page.locator("#paste-form button[type='submit']").click()
    expect(page.locator("#load-error > p").first).to_be_visible()
    expect(page.locator("#seats a.seat")).to_have_text(["Referee (everything)", *history["players"]])
    expect(page.locator("#view-root")).to_have_attribute("data-viewer", "ann")


def test_at_her_own_draw_ann_records_a_card_with_her_odds(open_page):
    """The odds offered are the view's (I5: the deck and bob's hand together), not the
    referee's; the card she drew is recorded and her view goes on."""
    history = apis()[SLUG].random_history(2, 11)
    for cut in range(1, len(history["moves"])):
        played = {**history, "moves": history["moves"][:cut]}
        seen = view_of(played, "ann")
        if any(e.get("chance") for e in seen["moves"]):
            break
    else:
        raise AssertionError("ann never draws")
    page = open_page(viewport=PHONE, locale="it-IT", path=game_link(SLUG, played, "?as=ann"))
    at_ready(page, "it")
    odds = [e["probability"] for e in seen["moves"] if e.get("chance")]
    expect(page.locator(".offer.chance .odds")).to_have_text([re.compile(re.escape(o)) for o in odds])
    page.locator(".offer.chance button[type='submit']").first.click()
    expect(page.locator("#view-root")).to_have_attribute("data-total", str(cut + 1))
    expect(page.locator("#view-root")).to_have_attribute("data-viewer", "ann")


def test_a_player_not_in_the_game_is_said_in_the_pages_language(open_page):
    history = apis()[SLUG].examples["history"]
    page = open_page(viewport=PHONE, locale="it-IT", path=game_link(SLUG, history, "?as=zed"))
    expect(page.locator("#load-error > p").first).to_contain_text("Non è un giocatore di questa partita")
    seats = page.locator("#seats")
    expect(seats).to_be_visible()  # another seat may be picked at once
    expect(seats.locator("a.seat[aria-current]")).to_have_count(0)
    first = history["players"][0]
    seats.locator(f"a.seat[data-seat='{first}']").click()
    page.wait_for_url(re.compile(rf"\?as={first}&lang=it#"))
    at_ready(page, "it")
    expect(page.locator("#load-error")).to_be_hidden()


def test_a_game_without_a_view_has_no_seats(open_page):
    for slug, api in apis().items():
        if api.viewing is not None:
            continue
        history = api.examples["history"]
        page = open_page(viewport=PHONE, path=game_link(slug, history, f"?as={history['players'][0]}"))
        expect(page.locator("#view-root")).to_be_visible()
        expect(page.locator("#seats")).to_have_count(0)
        assert page.locator("#view-root").get_attribute("data-viewer") is None
