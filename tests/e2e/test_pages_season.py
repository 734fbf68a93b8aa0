"""The season page (/<game>/season) in a real browser, for every game: a folder of recorded
games (finished, unfinished, illegal, not a history, unreadable) picked as files or as a
folder gives each game's verdict and the league table the command line gives
(`choco-referee <game> score <folder> --json`); the table links decode, in the browser, to
the files' histories. English and Italian, 1280 and 390 px; screenshots under
.ci-artifacts/screenshots/."""

from __future__ import annotations

import json

import pytest

from schemas.registry import apis
from service.cli import main
from tests.e2e.pages_helpers import WIDTHS, overflow, screenshot
from tests.pages.season_games import write_season

pytestmark = pytest.mark.browser

try:
    from playwright.sync_api import expect
except ImportError:  # the browser fixture skips every test with the reason
    expect = None

STATUS = {"en": {"legal": "legal", "illegal": "illegal"}, "it": {"legal": "legale", "illegal": "illegale"}}


def cli_league(capsys, slug: str, folder) -> dict:
    main([slug, "score", str(folder), "--json"])
    return json.loads(capsys.readouterr().out)["league"]


def page_league(page) -> dict:
    rows = page.locator("#season-league tbody tr").evaluate_all(
        "rows => rows.map(r => [...r.children].map(c => c.textContent.trim()))")
    games = int(page.locator("#season-league-games").text_content().split()[0])
    return {"games": games, "players": [{"player": p, "games": int(g), "wins": int(w), "points": int(pts)}
                                        for p, g, w, pts in rows]}


@pytest.mark.parametrize("width", list(WIDTHS))
@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("slug", list(apis()))
def test_a_season_gives_the_command_lines_league_table(open_page, tmp_path, capsys, slug, lang, width):
    files = write_season(slug, tmp_path / "season")
    expected = cli_league(capsys, slug, tmp_path / "season")
    page = open_page(viewport=WIDTHS[width], path=f"/{slug}/season?lang={lang}")
    screenshot(page, f"season-{slug}-{lang}-{width}-empty")
    if width == "desktop":
        page.set_input_files("#season-files", [str(tmp_path / "season" / name) for name in files])
    else:  # the whole folder, as a phone's or a desktop's folder picker gives it
        page.set_input_files("#season-folder", str(tmp_path / "season"))
    expect(page.locator("#season-league")).to_be_visible(timeout=20_000)
    expect(page.locator("#season-games-title")).to_be_focused()
    assert page_league(page) == expected
    rows = page.locator("#season-games tbody tr")
    expect(rows).to_have_count(len(files))
    expect(page.locator("#season-games tr[data-status='legal'] .verdict").first).to_have_text(STATUS[lang]["legal"])
    illegal = page.locator("#season-games tr[data-status='illegal']")
    expect(illegal.locator(".verdict")).to_have_text(STATUS[lang]["illegal"])
    expect(illegal.locator("a.rule-id")).to_have_attribute("href", f"/{slug}/rulebook?lang={lang}#" +
                                                           illegal.locator("a.rule-id").text_content())
    expect(page.locator("#season-games tr[data-status='invalid']")).to_have_count(1)
    expect(page.locator("#season-games tr[data-status='unreadable']")).to_have_count(1)
    assert overflow(page) <= 0
    screenshot(page, f"season-{slug}-{lang}-{width}", full_page=True)


@pytest.mark.parametrize("slug", list(apis()))
def test_each_table_link_holds_its_games_history(open_page, tmp_path, slug):
    files = write_season(slug, tmp_path)
    page = open_page(path=f"/{slug}/season")
    page.set_input_files("#season-files", [str(tmp_path / name) for name in files])
    links = page.locator("#season-games a.table-link")
    expect(links).to_have_count(5)  # every game that is a history: legal or not
    for i in range(links.count()):
        link = links.nth(i)
        name = link.locator("xpath=ancestor::tr").locator("th code").text_content()
        href = link.get_attribute("href")
        assert href.startswith(f"/{slug}/table?lang=en#game=")
        decoded = page.evaluate("g => Pages.decodeGame(g)", href.split("#game=")[1])
        raw = json.loads(files[name])
        assert decoded == (raw["game"] if "players" not in raw else raw), name
    illegal = page.locator("#season-games tr[data-status='illegal']")
    rule = illegal.locator("a.rule-id").text_content()
    illegal.locator("a.table-link").focus()
    page.keyboard.press("Enter")  # by keyboard: the table opens the same game, at the same rule
    page.wait_for_url(f"**/{slug}/table?lang=en#game=*")
    page.wait_for_selector("body[data-ready='true']")
    expect(page.locator(".verdict.illegal a.rule-id")).to_have_text(rule, timeout=20_000)
    screenshot(page, f"season-{slug}-opened-at-the-table")


def test_files_dropped_on_the_page(open_page, tmp_path, capsys):
    files = write_season("chokomasquerade", tmp_path)
    expected = cli_league(capsys, "chokomasquerade", tmp_path)
    page = open_page(path="/chokomasquerade/season?lang=it")
    transfer = page.evaluate_handle("""files => {
        const data = new DataTransfer();
        for (const [name, text] of Object.entries(files)) {
            data.items.add(new File([text], name, {type: "application/json"}));
        }
        return data;
    }""", files)
    page.dispatch_event("#drop-zone", "dragover", {"dataTransfer": transfer})
    expect(page.locator("#drop-zone")).to_have_class("drop-zone over")
    page.dispatch_event("#drop-zone", "drop", {"dataTransfer": transfer})
    expect(page.locator("#season-league")).to_be_visible(timeout=20_000)
    assert page_league(page) == expected
    expect(page.locator("#season-status")).to_have_text(f"{len(files)} file controllati.")


def test_a_season_too_large_to_send_at_once_says_so(open_page, tmp_path):
    big = tmp_path / "big.json"
    big.write_text(json.dumps({"players": ["ann"], "note": "x" * 1_100_000}), encoding="utf-8")
    page = open_page(path="/chocola/season")
    page.set_input_files("#season-files", [str(big)])
    expect(page.locator("#season-status")).to_contain_text("big.json is larger than the 1024 KiB")
    expect(page.locator("#season-league")).to_have_count(0)


def test_the_season_without_javascript(browser, server, tmp_path, capsys):
    files = write_season("choco-late", tmp_path)
    expected = cli_league(capsys, "choco-late", tmp_path)
    context = browser.new_context(viewport=WIDTHS["phone"], java_script_enabled=False)
    try:
        page = context.new_page()
        page.goto(server + "/choco-late/season?lang=en")
        page.set_input_files("#season-files", [str(tmp_path / name) for name in files])
        page.locator("#season-form button[type='submit']").click()
        page.wait_for_selector("#season-league")
        assert page_league(page) == expected
        expect(page.locator("#season-status")).to_have_text(f"{len(files)} files checked.")
        assert overflow(page) <= 0
        screenshot(page, "season-choco-late-en-phone-without-javascript", full_page=True)
    finally:
        context.close()


@pytest.fixture(scope="module")
def small_limits_server(tmp_path_factory):
    """The service with a season's limits of 3 files and 400 moves a request: the page sends a
    season of 7 files in parts."""
    from tests.gunicorn_server import Server, started

    server = started(Server(tmp_path_factory.mktemp("small-limits"), 1,
                            {"CHOCO_MAX_SEASON_FILES": "3", "CHOCO_MAX_SEASON_MOVES": "400"}))
    yield f"http://127.0.0.1:{server.port}"
    server.stop()


@pytest.mark.parametrize("slug", ["choco-late", "chocola"])
def test_a_season_larger_than_a_request_is_sent_in_parts_and_gives_the_whole_league_table(
        browser, small_limits_server, tmp_path, capsys, slug):
    files = write_season(slug, tmp_path)
    expected = cli_league(capsys, slug, tmp_path)
    context = browser.new_context(viewport=WIDTHS["desktop"])
    posts = []
    try:
        page = context.new_page()
        page.on("request", lambda r: posts.append(r) if r.method == "POST" else None)
        page.goto(small_limits_server + f"/{slug}/season?lang=en")
        page.wait_for_selector("body[data-ready='true']", timeout=10_000)
        page.set_input_files("#season-files", [str(tmp_path / name) for name in files])
        expect(page.locator("#season-status")).to_have_text(f"{len(files)} files checked.", timeout=20_000)
        assert page_league(page) == expected
        expect(page.locator("#season-games tbody tr")).to_have_count(len(files))
        names = page.locator("#season-games tbody th code").all_text_contents()
        assert names == sorted(files)  # in the files' order, part after part
        assert len(posts) >= 3  # 7 files, at most 3 a request
        for request in posts:
            body = json.loads(request.post_data)
            assert len(body["files"]) <= 3
        summary = page.locator("#season-summary").text_content()
        assert summary.startswith(f"{len(files)} files: 4 legal, 1 illegal, 1 not a history, 1 unreadable")
        expect(page.locator("#season-carry")).to_have_count(1)
    finally:
        context.close()
