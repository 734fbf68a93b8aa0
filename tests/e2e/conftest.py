"""Browser tests: Debian's headless Chromium, driven by playwright's sync API, against the
service started by gunicorn (deploy/gunicorn.conf.py) on a free loopback port.

The browser is /usr/bin/chromium (bin/setup-browser installs it when it is missing; the
fixtures run it once if needed). `playwright install` is never run: it downloads browsers.
Screenshots go to .ci-artifacts/screenshots/ (gitignored); a failing test leaves FAILED-<test>.png.
"""

from __future__ import annotations

import fcntl
import os
import subprocess
import tempfile
from pathlib import Path

import pytest

from tests.gunicorn_server import gunicorn_service

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
ARTIFACTS = ROOT / ".ci-artifacts" / "screenshots"
DESKTOP = {"width": 1280, "height": 900}


def _playwright_importable() -> bool:
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return False
    return True


def _browser_missing() -> str | None:
    if not os.access(CHROMIUM, os.X_OK):
        return f"{CHROMIUM} is missing"
    if not _playwright_importable():
        return "the playwright package is not installed"
    return None


def _ensure_browser() -> str | None:
    """None when Chromium and playwright are there (installing them once if needed, under a
    lock so parallel test workers do not run apt-get together); else why not."""
    if _browser_missing() is None:
        return None
    lock_path = Path(tempfile.gettempdir()) / "choco-setup-browser.lock"
    with open(lock_path, "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if _browser_missing() is not None:
            done = subprocess.run([str(ROOT / "bin" / "setup-browser")], cwd=ROOT, capture_output=True,
                                  text=True, timeout=900)
            if done.returncode != 0:
                return (f"{_browser_missing()} and bin/setup-browser could not install it: "
                        f"{(done.stderr or done.stdout).strip()[-500:]}")
    import importlib

    importlib.invalidate_caches()
    return _browser_missing()


@pytest.fixture(scope="session")
def server():
    """The service under gunicorn on a free loopback port; its base URL. With E2E_BASE_URL
    set (e.g. http://127.0.0.1:8000), the tests use that running service instead."""
    with gunicorn_service(2, "E2E_BASE_URL") as base:
        yield base


@pytest.fixture(scope="session")
def browser():
    reason = _ensure_browser()
    if reason is not None:
        pytest.skip(f"browser tests need headless Chromium: {reason}")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    report = yield
    setattr(item, f"report_{report.when}", report)
    return report


class PageWatch:
    """What a page did that a test should know: errors, CSP refusals, requests elsewhere."""

    def __init__(self, base: str):
        self.base = base
        self.errors: list[str] = []
        self.foreign: list[str] = []

    def console(self, message) -> None:
        if "status of 422" in message.text:  # the API's answer to a tray that breaks a rule: expected
            return
        if message.type == "error" or "Content Security Policy" in message.text:
            self.errors.append(f"console {message.type}: {message.text}")

    def request(self, req) -> None:
        url = req.url
        if not (url.startswith(self.base + "/") or url.startswith("data:")):
            self.foreign.append(url)


def _open(browser, server, request, *, viewport=None, locale="en-US", path="/choco-late/checker", axe=False):
    # axe: the page lets axe-core be injected (its Content-Security-Policy bypassed)
    context = browser.new_context(viewport=viewport or DESKTOP, locale=locale, bypass_csp=axe)
    page = context.new_page()
    watch = PageWatch(server)
    page.on("console", watch.console)
    page.on("pageerror", lambda exc: watch.errors.append(f"page error: {exc}"))
    page.on("request", watch.request)
    page.goto(server + path)
    page.wait_for_selector("body[data-ready='true']", timeout=10_000)
    page.watch = watch
    return context, page


@pytest.fixture()
def open_page(browser, server, request):
    """open_page(viewport=..., locale=..., path=..., axe=...) -> a page (the checker's by default), ready; after the
    test: no script error, no CSP refusal, no request outside the service."""
    opened = []

    def factory(**kw):
        context, page = _open(browser, server, request, **kw)
        opened.append((context, page))
        return page

    yield factory
    failed = getattr(request.node, "report_call", None)
    for i, (context, page) in enumerate(opened):
        if failed is not None and failed.failed:
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / f"FAILED-{request.node.name}-{i}.png"), full_page=True)
        watch = page.watch
        context.close()
        assert not watch.errors, watch.errors
        assert not watch.foreign, f"requests outside the service: {watch.foreign}"


@pytest.fixture()
def page(open_page):
    return open_page()


@pytest.fixture()
def shot():
    """shot(page, name): a screenshot into .ci-artifacts/screenshots/<name>.png (viewport, or full_page=True)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)

    def take(page, name: str, full_page: bool = False) -> Path:
        path = ARTIFACTS / f"{name}.png"
        page.screenshot(path=str(path), full_page=full_page)
        return path

    return take
