"""What the browser tests of the rulebook, season and Chocola checker pages share: the two
widths, the screenshots under .ci-artifacts/screenshots/ (kept by CI), and checks that a
page fits its width."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / ".ci-artifacts" / "screenshots"
WIDTHS = {"desktop": {"width": 1280, "height": 900}, "phone": {"width": 390, "height": 844}}


def screenshot(page, name: str, full_page: bool = False) -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=full_page)
    return path


def overflow(page) -> int:
    """How many CSS pixels the page is wider than its viewport (0: it fits; wide tables
    scroll inside their own region)."""
    return page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
