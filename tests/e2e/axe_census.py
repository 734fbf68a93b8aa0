"""axe-core's count of violations on every page, by impact: the figure the README quotes.

    .venv/bin/python -m tests.e2e.axe_census            every page, both languages, both widths
    .venv/bin/python -m tests.e2e.axe_census --detail   and each violation's rule and nodes

Starts the service under gunicorn (or uses E2E_BASE_URL), opens each page in Debian's
Chromium at 1280x900 and 390x844, in English and Italian, waits until it is ready (a table
link loaded, a season's files checked, a checker's example scored), runs axe-core's WCAG 2 A
and AA rules and best practices (tests/e2e/axe.py) and prints the nodes of each impact.
"""

from __future__ import annotations

import sys
import tempfile
from collections import Counter
from pathlib import Path

from schemas.registry import apis
from service.referee import registry
from tests.e2e.axe import axe_violations, counts, described
from tests.e2e.conftest import CHROMIUM, CHROMIUM_ARGS
from tests.e2e.links import game_link, near_the_end
from tests.gunicorn_server import gunicorn_service
from tests.pages.season_games import write_season

WIDTHS = {"1280": {"width": 1280, "height": 900}, "390": {"width": 390, "height": 844}}
IMPACTS = ("critical", "serious", "moderate", "minor")


def pages(folder: Path) -> list[tuple[str, str, list[str] | None]]:
    """(name, path, files to pick on a season page) of every page."""
    out: list[tuple[str, str, list[str] | None]] = [("home", "/", None)]
    for slug, api in apis().items():
        out.append((f"{slug} table, illegal link", game_link(slug, api.examples["illegal_history"]), None))
        history, _ = near_the_end(slug)
        out.append((f"{slug} table, recording", game_link(slug, history), None))
        out.append((f"{slug} rulebook", f"/{slug}/rulebook", None))
        files = write_season(slug, folder / slug)
        out.append((f"{slug} season", f"/{slug}/season", [str(folder / slug / name) for name in files]))
    out.append(("chocola checker", "/chocola/checker?d=milk_praline&d=dark_mousse&idessert=white_truffle"
                                   "&idecoration=caramel&tray=best", None))
    out.append(("choco-late checker", "/choco-late/checker#t1=26,32,44,37,23", None))
    return out


def census(base: str, detail: bool) -> Counter:
    from playwright.sync_api import sync_playwright

    total: Counter = Counter()
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for name, path, files in pages(Path(tmp)):
            for lang in ("en", "it"):
                for width, viewport in WIDTHS.items():
                    context = browser.new_context(viewport=viewport, locale=lang, bypass_csp=True)
                    page = context.new_page()
                    page.goto(base + path)
                    page.wait_for_selector("body[data-ready='true']", timeout=20_000)
                    if lang == "it":
                        page.evaluate("document.querySelector(\".lang-switch a[hreflang='it'], "
                                      "button[data-lang='it']\")?.click()")
                        page.wait_for_selector("body[data-ready='true']", timeout=20_000)
                        page.wait_for_timeout(300)
                    if files:
                        page.set_input_files("#season-files", files)
                        page.wait_for_selector("#season-league-games", timeout=20_000)
                    page.wait_for_timeout(300)
                    found = axe_violations(page)
                    seen = counts(found)
                    total.update(seen)
                    print(f"{name:40} {lang} {width:>4}: " + " ".join(f"{i} {seen[i]}" for i in IMPACTS))
                    if detail and found:
                        print("    " + described(found).replace("\n", "\n    "))
                    context.close()
        browser.close()
    return total


def main(argv: list[str]) -> int:
    assert registry.slugs()
    with gunicorn_service(2, "E2E_BASE_URL") as base:
        total = census(base, "--detail" in argv)
    print("total nodes: " + ", ".join(f"{i} {total[i]}" for i in IMPACTS))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
