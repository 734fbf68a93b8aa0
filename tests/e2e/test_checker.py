"""The tray checker page (GET /choco-late/checker) in a real browser: the rulebook's example trays picked in
the grid and typed, the highlights, two trays and the best split, errors, Italian, a phone
screen and the keyboard alone. Screenshots land in artifacts/e2e/."""

from __future__ import annotations

import json
import re
import urllib.request

import pytest

PHONE = {"width": 360, "height": 740}

pytestmark = pytest.mark.browser

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture skips every test with the reason
    expect = None


# --- helpers -----------------------------------------------------------------------------

def api(server: str, path: str, body: dict | None = None, lang: str = "en") -> tuple[int, dict]:
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(server + path, data=data, method="GET" if body is None else "POST",
                                 headers={"Content-Type": "application/json", "Accept-Language": lang})
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read())


def cell(page, n: int):
    return page.locator(f"#grid button[data-card='{n}']")


def tile(page, tray: int, n: int):
    return page.locator(f"#verdict .tray-result[data-tray='{tray}'] li[data-card='{n}']")


def done(page):
    expect(page.locator("#verdict")).to_have_attribute("data-state", "done")


def type_tray(page, tray: int, text: str):
    box = page.locator(f"#tray-{tray}-input")
    box.fill("")
    box.type(text)
    box.press("Enter")


def roles(page, tray: int, n: int) -> set[str]:
    return set((tile(page, tray, n).get_attribute("data-roles") or "").split())


# --- the page itself ---------------------------------------------------------------------

@pytest.mark.server
def test_page_is_served_with_strict_csp_and_no_inline_script(server):
    with urllib.request.urlopen(server + "/choco-late/checker", timeout=10) as r:
        html = r.read().decode()
        csp = r.headers["Content-Security-Policy"]
        assert r.headers.get_content_type() == "text/html"
    assert "script-src 'self'" in csp and "default-src 'none'" in csp
    scripts = re.findall(r"<script\b([^>]*)>(.*?)</script>", html, re.S)
    assert scripts and all("src=" in attrs and not body.strip() for attrs, body in scripts)
    assert not re.search(r"\son[a-z]+\s*=", html), "inline event handler"
    assert "http://" not in html.replace("http://www.w3.org/2000/svg", "") and "https://" not in html
    for asset in re.findall(r'(?:src|href)="(/static/[^"]+)"', html):
        with urllib.request.urlopen(server + asset, timeout=10) as r:
            assert r.status == 200


def test_grid_draws_the_hundred_cards_with_symbol_and_colour(page, shot):
    cells = page.locator("#grid button.cell")
    expect(cells).to_have_count(100)
    # D1 as served by GET /choco-late/rules: 26 is symbol 1, colour 1; 44 is symbol 4, colour 4
    for n, symbol, colour in ((26, 1, 1), (44, 4, 4), (100, 5, 5), (7, 2, 2)):
        c = cell(page, n)
        expect(c).to_have_attribute("data-symbol", str(symbol))
        expect(c).to_have_attribute("data-colour", str(colour))
        expect(c).to_have_attribute("aria-pressed", "false")
        expect(c.locator("use")).to_have_attribute("href", f"#sym-{symbol}")
    # every colour has its own written code and every symbol its own shape (not colour alone)
    codes = {page.locator(f"#grid button[data-colour='{c}'] .code").first.inner_text() for c in range(1, 6)}
    assert len(codes) == 5
    labels = {cell(page, n).get_attribute("aria-label") for n in (1, 2, 3, 4, 5, 6, 11, 16, 21)}
    assert len(labels) == 9 and all(re.match(r"Card \d+: \w+, \w+", label) for label in labels)
    expect(page.locator("#legend li[data-symbol]")).to_have_count(5)
    expect(page.locator("#legend li[data-colour]")).to_have_count(5)
    shot(page, "01-empty-desktop", full_page=True)


# --- one tray ---------------------------------------------------------------------------------

def test_example_tray_picked_in_the_grid(page, server, shot):
    for n in (26, 32, 44, 37, 23):
        cell(page, n).click()
    done(page)
    result = page.locator("#verdict .tray-result[data-tray='0']")
    expect(result).to_have_attribute("data-points", "17")
    expect(result.locator(".points")).to_have_text("17 points")
    expect(page.locator("#tray-0-input")).to_have_value("26 32 44 37 23")
    for n in (26, 32, 44, 37, 23):
        expect(cell(page, n)).to_have_attribute("aria-pressed", "true")
    expect(cell(page, 27)).to_have_attribute("aria-pressed", "false")
    # four_different symbols on 23 26 32 44, five_different colours on all five
    expect(result.locator("dd[data-combo='symbol']")).to_have_attribute("data-id", "four_different")
    expect(result.locator("dd[data-combo='colour']")).to_have_attribute("data-id", "five_different")
    for n in (23, 26, 32, 44):
        assert roles(page, 0, n) == {"symbol", "colour"}
        expect(tile(page, 0, n)).to_have_class(re.compile(r"\bin-symbol\b.*\bin-colour\b|\bin-colour\b.*\bin-symbol\b"))
    assert roles(page, 0, 37) == {"colour"}
    expect(tile(page, 0, 37)).not_to_have_class(re.compile(r"\bin-symbol\b"))
    expect(page.locator("#verdict .loose")).to_have_count(0)
    # the marks are on the grid too
    expect(cell(page, 37).locator(".mark-colour")).to_have_count(1)
    expect(cell(page, 37).locator(".mark-symbol")).to_have_count(0)
    # the explanation as the API gives it, and the rules that decided, with their text
    _, answer = api(server, "/choco-late/trays", {"lots": [26, 32, 44, 37, 23]})
    expect(result.locator(".explanation")).to_have_text(answer["trays"][0]["explanation"])
    _, rules = api(server, "/choco-late/rules")
    texts = {r["id"]: r["text"]["en"] for r in rules["rules"]}
    for rule in answer["decided_by"]:
        expect(page.locator(f"#verdict-rules dd[data-rule='{rule}']").first).to_have_text(texts[rule])
    expect(page.locator("#verdict-summary")).to_contain_text("17")
    shot(page, "02-grid-pick-17")
    # a second click takes a card out again
    cell(page, 37).click()
    done(page)
    expect(cell(page, 37)).to_have_attribute("aria-pressed", "false")
    expect(page.locator("#tray-0-input")).to_have_value("26 32 44 23")


def test_example_tray_typed_with_a_loose_lot(page, shot):
    type_tray(page, 0, "31 27 32 43 48")
    done(page)
    result = page.locator("#verdict .tray-result[data-tray='0']")
    expect(result).to_have_attribute("data-points", "14")
    expect(result.locator("dd[data-combo='symbol']")).to_have_attribute("data-id", "two_pairs")
    expect(result.locator("dd[data-combo='colour']")).to_have_attribute("data-id", "four_different")
    assert roles(page, 0, 31) == {"loose"}
    expect(tile(page, 0, 31)).to_have_class(re.compile(r"\bloose\b"))
    expect(tile(page, 0, 31).locator(".mark-loose")).to_have_text("+1")
    for n in (27, 32, 43, 48):
        assert roles(page, 0, n) == {"symbol", "colour"}
    expect(result.locator("dd[data-combo='loose']")).to_have_text("31")
    expect(result.locator(".explanation")).to_contain_text("= 14")
    # typed cards are picked in the grid
    for n in (31, 27, 32, 43, 48):
        expect(cell(page, n)).to_have_attribute("aria-pressed", "true")
    shot(page, "03-typed-14-loose")


def test_typing_updates_without_pressing_enter(page):
    page.locator("#tray-0-input").type("16 42 19 43 45")
    done(page)
    expect(page.locator("#verdict .tray-result[data-tray='0']")).to_have_attribute("data-points", "20")


# --- two trays and the best split ------------------------------------------------------------

def test_two_trays_and_the_best_split(page, server, shot):
    page.get_by_text("2 trays", exact=True).click()
    expect(page.locator("#tray-1-input")).to_be_visible()
    expect(page.locator("#split-btn")).to_be_visible()
    type_tray(page, 0, "46 16 11 33")
    done(page)
    # the grid fills the tray the organiser chooses
    page.locator("input[name='target'][value='1']").check()
    for n in (39, 28, 7, 45):
        cell(page, n).click()
    done(page)
    expect(page.locator("#tray-1-input")).to_have_value("39 28 7 45")
    expect(cell(page, 39)).to_have_attribute("data-tray", "2")
    expect(cell(page, 46)).to_have_attribute("data-tray", "1")
    expect(page.locator("#verdict .tray-result[data-tray='0']")).to_have_attribute("data-points", "12")
    expect(page.locator("#verdict .tray-result[data-tray='1']")).to_have_attribute("data-points", "15")
    expect(page.locator("#total")).to_have_attribute("data-total", "27")
    expect(page.locator("#verdict-rules dt[data-rule='C3']")).to_be_visible()
    shot(page, "04-two-trays-27")

    page.locator("#split-btn").click()
    box = page.locator("#split-result .split-box")
    expect(box).to_be_visible()
    _, best = api(server, "/choco-late/trays/best-split", {"lots": [46, 16, 11, 33, 39, 28, 7, 45]})
    assert best["total"] >= 27
    expect(box).to_have_attribute("data-total", str(best["total"]))
    expect(box).to_have_attribute("data-optimal", "true" if best["optimal"] else "false")
    expect(box.locator(".split-proof")).to_have_class(re.compile("optimal" if best["optimal"] else "not-optimal"))
    for i, tray in enumerate(best["trays"]):
        expect(box.locator(f".tray-result[data-tray='{i}']")).to_have_attribute("data-points", str(tray["points"]))
    shot(page, "05-best-split")

    page.locator("#apply-split").click()
    done(page)
    expect(page.locator("#total")).to_have_attribute("data-total", str(best["total"]))
    expect(page.locator("#tray-0-input")).to_have_value(" ".join(map(str, best["trays"][0]["lots"])))


def test_picking_a_card_of_the_other_tray_moves_it(page):
    page.get_by_text("2 trays", exact=True).click()
    type_tray(page, 0, "1 2 3")
    done(page)
    page.locator("input[name='target'][value='1']").check()
    cell(page, 2).click()
    done(page)
    expect(page.locator("#tray-0-input")).to_have_value("1 3")
    expect(page.locator("#tray-1-input")).to_have_value("2")
    expect(page.locator("#total")).to_be_visible()


# --- errors -----------------------------------------------------------------------------------

def test_a_card_twice_is_shown_next_to_the_input(page, shot):
    type_tray(page, 0, "26 32 26")
    error = page.locator("#tray-0-error")
    expect(error).to_be_visible()
    expect(error.locator(".rule-id")).to_have_text("D1")
    expect(error).to_contain_text("26")
    expect(error).to_contain_text("position 3 of tray 1")
    expect(page.locator("#tray-0-input")).to_have_attribute("aria-invalid", "true")
    expect(page.locator("#verdict")).to_have_attribute("data-state", "error")
    expect(page.locator("#verdict .tray-result")).to_have_count(0)
    shot(page, "06-error-card-twice")
    # fixing it clears the error
    type_tray(page, 0, "26 32")
    done(page)
    expect(error).to_be_hidden()
    expect(page.locator("#tray-0-input")).not_to_have_attribute("aria-invalid", "true")


def test_a_card_out_of_range_is_shown_in_the_right_tray(page, shot):
    page.get_by_text("2 trays", exact=True).click()
    type_tray(page, 0, "5 6")
    type_tray(page, 1, "7 101")
    error = page.locator("#tray-1-error")
    expect(error).to_be_visible()
    expect(error.locator(".rule-id")).to_have_text("D1")
    expect(error).to_contain_text("101")
    expect(page.locator("#tray-0-error")).to_be_hidden()
    shot(page, "07-error-out-of-range")


def test_schema_errors_are_shown_next_to_the_input(page):
    page.locator("#tray-0-input").fill(" ".join(str(n) for n in range(1, 101)) + " 1")
    page.locator("#tray-0-input").press("Enter")
    error = page.locator("#tray-0-error")
    expect(error).to_be_visible()
    expect(error).to_contain_text("100")
    expect(error).not_to_contain_text("/lots")  # a place in words for organisers, never a JSON pointer
    expect(page.locator("#verdict")).to_have_attribute("data-state", "error")


def test_a_word_is_refused_before_asking_the_api(page):
    type_tray(page, 0, "12 abc")
    error = page.locator("#tray-0-error")
    expect(error).to_be_visible()
    expect(error).to_contain_text("abc")
    expect(page.locator("#verdict")).to_have_attribute("data-state", "error")


# --- languages --------------------------------------------------------------------------------

def test_italian_switch(page, shot):
    type_tray(page, 0, "31 27 32 43 48")
    done(page)
    with page.expect_request(lambda r: r.url.endswith("/choco-late/trays")) as request:
        page.locator(".lang-btn[data-lang='it']").click()
    assert request.value.headers.get("accept-language") == "it"
    done(page)
    expect(page.locator("html")).to_have_attribute("lang", "it")
    expect(page.locator(".lang-btn[data-lang='it']")).to_have_attribute("aria-pressed", "true")
    expect(page.locator("h1")).to_have_text("Verifica del vassoio")
    result = page.locator("#verdict .tray-result[data-tray='0']")
    expect(result.locator(".points")).to_have_text("14 punti")
    expect(result.locator(".explanation")).to_contain_text("simboli")
    expect(result.locator(".explanation")).to_contain_text("sciolto")
    expect(page.locator("#verdict-rules dt[data-rule='C2']")).to_contain_text("Vassoio")
    expect(cell(page, 31)).to_have_attribute("aria-label", re.compile(r"^Carta 31: "))
    shot(page, "08-italian")
    # the API's messages come back in Italian too
    type_tray(page, 0, "26 26")
    expect(page.locator("#tray-0-error")).to_contain_text("compare due volte")
    # and the choice is remembered
    page.reload()
    page.wait_for_selector("body[data-ready='true']")
    expect(page.locator("html")).to_have_attribute("lang", "it")


def test_default_language_follows_the_browser(open_page):
    page = open_page(locale="it-IT")
    expect(page.locator("html")).to_have_attribute("lang", "it")
    expect(page.locator("#check-btn")).to_have_text("Verifica")


# --- phone and keyboard --------------------------------------------------------------------------

def test_phone_screen(open_page, shot):
    page = open_page(viewport=PHONE)
    columns = page.evaluate("getComputedStyle(document.getElementById('grid')).gridTemplateColumns.split(' ').length")
    assert columns == 5
    for n in (6, 7, 10, 35):
        cell(page, n).click()
    done(page)
    expect(page.locator("#verdict .tray-result[data-tray='0']")).to_have_attribute("data-points", "11")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    box = cell(page, 1).bounding_box()
    assert box["width"] >= 44 and box["height"] >= 44  # touch targets
    shot(page, "09-phone-grid")
    page.locator("#verdict-panel").scroll_into_view_if_needed()
    page.evaluate("window.scrollTo(0, 0)")
    shot(page, "10-phone-top")
    page.locator("#verdict").scroll_into_view_if_needed()
    shot(page, "11-phone-verdict")


def test_keyboard_only(page, shot):
    # Tab from the top of the page to the grid: one stop for the whole grid (roving tabindex)
    for _ in range(30):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.matches('#grid button.cell')"):
            break
    else:
        pytest.fail("the grid is not reachable with Tab")
    assert page.evaluate("document.activeElement.dataset.card") == "1"
    outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    assert outline != "none"  # visible focus

    def go(*keys):
        for k in keys:
            page.keyboard.press(k)

    # 10 columns on a desktop: 1 -> 26 -> 32 -> 44 -> 37 -> 23, picking each with Enter or Space
    go(*["ArrowDown"] * 2, *["ArrowRight"] * 5, "Enter")
    go(*["ArrowRight"] * 6, "Space")
    go("ArrowDown", "ArrowRight", "ArrowRight", "Enter")
    go("ArrowUp", "ArrowRight", "ArrowRight", "ArrowRight", "Enter")
    go("ArrowUp", *["ArrowLeft"] * 4, "Enter")
    done(page)
    expect(page.locator("#tray-0-input")).to_have_value("26 32 44 37 23")
    expect(page.locator("#verdict .tray-result[data-tray='0']")).to_have_attribute("data-points", "17")
    assert page.evaluate("document.activeElement.dataset.card") == "23"
    expect(cell(page, 23)).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#verdict-summary")).to_have_attribute("aria-live", "polite")
    shot(page, "12-keyboard-focus")
    # Shift+Tab leaves the grid in one step
    page.keyboard.press("Shift+Tab")
    assert not page.evaluate("document.activeElement.matches('#grid button.cell')")


def test_the_address_keeps_the_trays_and_one_tray_gathers_them(open_page):
    page = open_page(path="/choco-late/checker#t1=26,32&t2=44")
    done(page)
    expect(page.locator("#tray-1-input")).to_have_value("44")
    expect(page.locator("#total")).to_be_visible()
    page.get_by_text("1 tray", exact=True).click()
    done(page)
    expect(page.locator("#tray-0-input")).to_have_value("26 32 44")
    expect(page.locator("#tray-1-input")).to_be_hidden()
    assert page.evaluate("location.hash") == "#t1=26%2C32%2C44"
