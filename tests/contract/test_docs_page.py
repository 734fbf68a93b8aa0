"""The API documentation page, /docs (Swagger UI from the service's own assets), renders the
document without errors in headless Chromium, and its "Try it out" calls the service."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-quic",
                 "--no-first-run", "--disable-component-update", "--disable-sync"]
DOCUMENT = Path(__file__).resolve().parents[2] / "openapi" / "openapi.json"

pytestmark = [pytest.mark.browser, pytest.mark.server]


@pytest.fixture(scope="module")
def chromium():
    if not os.access(CHROMIUM, os.X_OK):
        pytest.skip(f"{CHROMIUM} is missing (bin/setup-browser installs it)")
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed (bin/setup-browser)")
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


def test_docs_page_renders_the_document_and_tries_an_operation(chromium, server):
    document = json.loads(DOCUMENT.read_text(encoding="utf-8"))
    operations = sum(1 for item in document["paths"].values() for m in item if m in ("get", "post"))
    context = chromium.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    problems, foreign = [], []
    page.on("console", lambda m: problems.append(f"{m.type}: {m.text}") if m.type in ("error", "warning") else None)
    page.on("pageerror", lambda exc: problems.append(f"page error: {exc}"))
    page.on("request", lambda r: None if r.url.startswith(server + "/") or r.url.startswith("data:")
            else foreign.append(r.url))
    try:
        page.goto(server + "/docs")
        page.wait_for_selector(".opblock", timeout=20_000)
        assert page.locator(".opblock").count() == operations
        assert page.locator(".errors-wrapper").count() == 0, page.locator(".errors-wrapper").all_inner_texts()
        assert "Choco referee" in page.locator(".info .title").inner_text()

        # Try it out: POST /choco-late/trays with the document's first example.
        block = page.locator(".opblock-post", has_text="/choco-late/trays").first
        block.locator(".opblock-summary").click()
        with page.expect_response(lambda r: r.url.endswith("/choco-late/trays") and r.request.method == "POST") as info:
            block.locator("button.execute").click()
        assert info.value.status == 200
        page.wait_for_selector(".live-responses-table tbody .response-col_status", timeout=10_000)
        assert "200" in block.locator(".live-responses-table tbody .response-col_status").first.inner_text()
        assert '"points": 17' in block.locator(".live-responses-table .microlight").first.inner_text()
    finally:
        context.close()
    assert not problems, problems
    assert not foreign, f"requests outside the service: {foreign}"
