"""What the browser tests of the pages share: the two widths, the screenshots under
.ci-artifacts/screenshots/ (git ignores it; CI keeps it as the run's artefacts), and checks
of what a person sees: a page fits its width, no name of the API in its text, an element in
view and not covered."""

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


# A name of the API as it is (snake_case: take_chocolate, probability_given_back).
SNAKE_CASE = r"(?<![\w/#.\[\-\"])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w\-\"])"


def visible_identifiers(page) -> list[str]:
    """The snake_case names in the page's visible text: every text node that is drawn (not in
    a closed disclosure, not hidden), code apart (API syntax the rulebook quotes as code)."""
    return page.evaluate("""pattern => {
        const re = new RegExp(pattern, "g");
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        const found = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            if (!parent || parent.closest("script, style, code, pre, svg")) continue;
            if (!parent.getClientRects().length) continue;
            for (const m of node.textContent.matchAll(re)) found.push(m[0]);
        }
        return found;
    }""", SNAKE_CASE)


def in_view(page, selector: str) -> bool:
    """Whether the element's box is inside the viewport, below the sticky step bar."""
    return page.evaluate("""selector => {
        const node = document.querySelector(selector);
        if (!node) return false;
        const box = node.getBoundingClientRect();
        const bar = document.getElementById("toolbar");
        const top = bar && !bar.hidden ? bar.getBoundingClientRect().bottom : 0;
        return box.top >= top - 1 && box.bottom <= window.innerHeight + 1 && box.height > 0;
    }""", selector)


def uncovered(page, selector: str) -> bool:
    """Whether the element is the one drawn at its own centre (nothing, a sticky bar say, on it)."""
    return page.evaluate("""selector => {
        const node = document.querySelector(selector);
        if (!node) return false;
        const box = node.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && (hit === node || node.contains(hit));
    }""", selector)
