"""A value of a move or an answer as people read it on a page."""

from __future__ import annotations

from typing import Any


def text(value: Any, nested: bool = False) -> str:
    """A field's value as people read it: lists joined (a list inside one in brackets),
    mappings as key: value (a tuple is a list: the answers hold both before they are JSON)."""
    if isinstance(value, (list, tuple)):
        inner = ", ".join(text(v, True) for v in value)
        return f"[{inner}]" if nested else inner or "—"
    if isinstance(value, dict):
        inner = "; ".join(f"{k}: {text(v, True)}" for k, v in value.items())
        return f"({inner})" if nested else inner or "—"
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "✓" if value else "✗"
    return str(value)
