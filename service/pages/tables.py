"""A game's tables (what ``GET /<game>/rules`` serves beside the rules) as drawable nodes,
for any game: no game is named here, the shapes of the JSON decide.

- a list of objects is a table (a column for each field, in the order first met);
- an object is a list of fields (``name: value``);
- a list of plain values reads as one line, commas between;
- ``{"en": ..., "it": ...}`` is a text: the page's language is shown; fields ``x_en`` and
  ``x_it`` side by side read as one field ``x`` in the page's language;
- a text naming a rule id links to the rule on the page;
- every key is said in the game's words (its catalogue's ``words.toml``, :class:`Say`), a
  value that is an id too, and a field the words make needless (a card's name beside its id,
  now said in words) is left out.

A node is a dict with ``kind``: ``text`` (``html``), ``table`` (``columns``, ``rows`` of
nodes), ``fields`` (``items``: name and node). The template ``pages/tables.html`` draws them.
"""

from __future__ import annotations

from typing import Any

from markupsafe import Markup, escape

from service.referee.words import NEVER
from service.text import LANGUAGES

from .prose import prose
from .say import Say


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


def _text(value: Any, say: Say, rule_ids: frozenset[str], field: str | None = None) -> Markup:
    if value is None:
        return Markup("&mdash;")
    if isinstance(value, bool):
        return Markup("&#10003;") if value else Markup("&mdash;")
    if isinstance(value, str):
        if value in rule_ids:
            return Markup(f'<a class="rule-ref" href="#{escape(value)}">{escape(value)}</a>')
        found = say.words.value_text(value, field)
        if found is not None:
            return Markup(escape(found[say.lang]))
        if value in say.words.fields:
            return Markup(escape(say.field(value)))
        html = prose(say.text(value), rule_ids)
        if html.startswith("<p>") and html.count("<p>") == 1 and html.endswith("</p>"):
            return Markup(html[3:-4])
        return html
    return Markup(escape(str(value)))


def _worded_fields(obj: dict, say: Say) -> dict:
    """The fields the words do not make needless."""
    return {k: v for k, v in obj.items() if say.shown(k) != NEVER}


def node(value: Any, say: Say, rule_ids: frozenset[str] = frozenset(), field: str | None = None) -> dict:
    """The drawable node of a table's value (`field`: the key it is the value of)."""
    lang = say.lang
    if is_text(value):
        return {"kind": "text", "html": _text(value.get(lang) or value.get("en"), say, rule_ids)}
    if isinstance(value, dict):
        value = merged(_worded_fields(value, say), lang)
        return {"kind": "fields", "items": [(say.name(k, field), node(v, say, rule_ids, k)) for k, v in value.items()
                                            if say.shown(k) != NEVER]}
    if isinstance(value, list):
        if value and all(isinstance(v, dict) and not is_text(v) for v in value):
            rows = [merged(_worded_fields(v, say), lang) for v in value]
            columns: list[str] = []
            for row in rows:
                columns.extend(k for k in row if k not in columns and say.shown(k) != NEVER)
            return {"kind": "table", "columns": [say.name(c) for c in columns],
                    "rows": [[node(row.get(c), say, rule_ids, c) for c in columns] for row in rows]}
        parts = [node(v, say, rule_ids, field) for v in value]
        if all(p["kind"] == "text" for p in parts):
            return {"kind": "text", "html": Markup(", ").join(p["html"] for p in parts)}
        return {"kind": "fields", "items": [(str(i + 1), p) for i, p in enumerate(parts)]}
    return {"kind": "text", "html": _text(value, say, rule_ids, field)}


def drawn_tables(tables: dict[str, Any], say: Say, rule_ids: frozenset[str] = frozenset()) -> list[dict]:
    """Every table of a game, in the order served: ``name`` (in words), ``anchor``, ``node``, ``rows``."""
    out = []
    for name, value in tables.items():
        drawn = node(value, say, rule_ids, name)
        rows = len(drawn["rows"]) if drawn["kind"] == "table" else 0
        out.append({"name": say.field(name), "anchor": f"table-{name}", "node": drawn, "rows": rows})
    return out
