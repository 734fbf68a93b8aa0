"""Reading the rules of record (``<repo>/../shared/rules/<game>.md``) in tests: where the
document is, its text (the test skips when it is not beside the repository), its rule
bullets, and text compared modulo markup."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

SHARED_RULES = Path(__file__).resolve().parents[1].parent / "shared" / "rules"

# A rule line of a document: "- **D1 Deck.** text" or "  - **A4a** text".
_RULE_LINE = re.compile(r"^(?P<indent>\s*)- \*\*(?P<id>[A-Z][0-9]+[a-z]?)(?P<title>.*?)\*\*(?P<body>.*)$")
_ANY_BULLET = re.compile(r"^\s*- ")


def document(slug: str) -> Path:
    return SHARED_RULES / f"{slug}.md"


def document_text(slug: str) -> str:
    """The rules of record of `slug`; skips the test when they are not beside the repository."""
    path = document(slug)
    if not path.is_file():
        pytest.skip(f"the rules of record are not beside the repository ({path} is absent)")
    return path.read_text(encoding="utf-8")


def rule_bullets(text: str) -> list[tuple[str, str, str]]:
    """(id, title, body) of every rule bullet, in document order; a body runs on over the
    indented lines that follow its bullet."""
    found: list[tuple[str, str, list[str]]] = []
    current: list[str] | None = None
    for line in text.splitlines():
        m = _RULE_LINE.match(line)
        if m:
            current = [m["body"]]
            found.append((m["id"], m["title"], current))
        elif current is not None and line.startswith(" ") and not _ANY_BULLET.match(line):
            current.append(line)
        else:
            current = None
    return [(rid, title, " ".join(body)) for rid, title, body in found]


def normalised(s: str) -> str:
    """Text modulo markdown markup, whitespace, case and final punctuation."""
    s = s.replace("*", "").replace("`", "")
    s = re.sub(r"\s+", " ", s).strip().casefold()
    return s.rstrip(".;: ")
