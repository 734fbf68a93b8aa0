"""A game's tables (what ``GET /<game>/rules`` serves beside the rules) as drawable nodes,
for any game: no game is named here, the shapes of the JSON decide.

- a list of objects is a table (a column for each field, in the order first met);
- an object is a list of fields (``name: value``);
- a list of plain values reads as one line, commas between;
- ``{"en": ..., "it": ...}`` is a text: the page's language is shown; fields ``x_en`` and
  ``x_it`` side by side read as one field ``x`` in the page's language;
- a text naming a rule id links to the rule on the page.

A node is a dict with ``kind``: ``text`` (``html``), ``table`` (``columns``, ``rows`` of
nodes), ``fields`` (``items``: name and node). The template ``pages/tables.html`` draws them.
"""

from __future__ import annotations

from typing import Any

from markupsafe import Markup, escape

from service.text import LANGUAGES

from .prose import prose


def is_text(value: Any) -> bool:
    return isinstance(value, dict) and bool(value) and set(value) <= set(LANGUAGES) and all(
        isinstance(v, str) for v in value.values())


def merged(obj: dict, lang: str) -> dict:
    """``x_en`` and ``x_it`` side by side as one field ``x`` in `lang`."""
    out: dict = {}
    for key, value in obj.items():
        base, _, suffix = key.rpartition("_")
        if suffix in LANGUAGES and base and all(f"{base}_{code}" in obj for code in LANGUAGES):
            if base not in out:
                out[base] = obj[f"{base}_{lang}"]
        else:
            out[key] = value
    return out


def _text(value: Any, lang: str, rule_ids: frozenset[str]) -> Markup:
    if value is None:
        return Markup("&mdash;")
    if isinstance(value, bool):
        return Markup("&#10003;") if value else Markup("&mdash;")
    if isinstance(value, str):
        if value in rule_ids:
            return Markup(f'<a class="rule-ref" href="#{escape(value)}">{escape(value)}</a>')
        html = prose(value, rule_ids)
        if html.startswith("<p>") and html.count("<p>") == 1 and html.endswith("</p>"):
            return Markup(html[3:-4])
        return html
    return Markup(escape(str(value)))


def node(value: Any, lang: str, rule_ids: frozenset[str] = frozenset()) -> dict:
    """The drawable node of a table's value."""
    if is_text(value):
        return {"kind": "text", "html": _text(value.get(lang) or value.get("en"), lang, rule_ids)}
    if isinstance(value, dict):
        value = merged(value, lang)
        return {"kind": "fields", "items": [(k, node(v, lang, rule_ids)) for k, v in value.items()]}
    if isinstance(value, list):
        if value and all(isinstance(v, dict) and not is_text(v) for v in value):
            rows = [merged(v, lang) for v in value]
            columns: list[str] = []
            for row in rows:
                columns.extend(k for k in row if k not in columns)
            return {"kind": "table", "columns": columns,
                    "rows": [[node(row.get(c), lang, rule_ids) for c in columns] for row in rows]}
        parts = [node(v, lang, rule_ids) for v in value]
        if all(p["kind"] == "text" for p in parts):
            return {"kind": "text", "html": Markup(", ").join(p["html"] for p in parts)}
        return {"kind": "fields", "items": [(str(i + 1), p) for i, p in enumerate(parts)]}
    return {"kind": "text", "html": _text(value, lang, rule_ids)}


def drawn_tables(tables: dict[str, Any], lang: str, rule_ids: frozenset[str] = frozenset()) -> list[dict]:
    """Every table of a game, in the order served: ``name``, ``anchor``, ``node``, ``rows``."""
    out = []
    for name, value in tables.items():
        drawn = node(value, lang, rule_ids)
        rows = len(drawn["rows"]) if drawn["kind"] == "table" else 0
        out.append({"name": name, "anchor": f"table-{name}", "node": drawn, "rows": rows})
    return out
