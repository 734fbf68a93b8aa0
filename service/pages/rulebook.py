"""``/<game>/rulebook``: the rules of record as a page, English or Italian.

The page is drawn from the game's catalogue exactly as ``GET /<game>/rules`` answers it
(:func:`service.verdicts.family.rules_answer`): the sections with their introductions,
every rule under the anchor of its id (``id="A2"``), rulings marked as such with their
wording, the variant that brings a rule, and every table the game serves beside its rules,
drawn as HTML tables by one generic drawing (:mod:`service.pages.tables`).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from flask import Blueprint
from markupsafe import Markup

from schemas.registry import api
from service.referee.catalogue import catalogue_of
from service.verdicts.family import rules_answer

from .context import render_page
from .prose import prose
from .say import Say
from .tables import drawn_tables, is_text


@lru_cache(maxsize=32)
def rulebook(slug: str, lang: str) -> dict[str, Any]:
    """What the rulebook page shows, in `lang`: the catalogue's sections with their rules,
    the rulings counted, and the tables drawn (once per game and language: the catalogue
    does not change while the service runs)."""
    answer = rules_answer(api(slug))
    say = Say(slug, lang)
    ids = frozenset(r["id"] for r in answer["rules"])

    def text(value: str | None) -> Markup:
        return prose(say.text(value) if value else value, ids)

    by_section: dict[str, list[dict]] = {}
    for rule in answer["rules"]:
        by_section.setdefault(rule["section"], []).append({
            "id": rule["id"],
            "title": say.text(rule["title"][lang]),
            "text": text(rule["text"][lang]),
            "ruling": rule["ruling"],
            "ruling_text": text(rule["ruling_text"][lang]) if rule["ruling_text"] else None,
            "variant": rule["variant"],
        })
    sections = [{"id": s["id"], "anchor": f"section-{s['id']}", "title": s["title"][lang],
                 "intro": text((s["intro"] or {}).get(lang)), "rules": by_section.get(s["id"], [])}
                for s in answer["sections"]]
    known = {s["id"] for s in answer["sections"]}
    orphans = [r for sid, rules in by_section.items() if sid not in known for r in rules]
    if orphans:  # a rule whose section the catalogue does not list still gets its anchor
        sections.append({"id": "other", "anchor": "section-other", "title": "", "intro": Markup(""),
                         "rules": orphans})
    # A table the contract serves in English only (a string) has both languages in the catalogue.
    catalogued = catalogue_of(slug).tables
    tables = {k: catalogued[k] if isinstance(v, str) and is_text(catalogued.get(k)) else v
              for k, v in answer.items() if k not in ("game", "names", "sections", "rules")}
    return {"sections": sections, "rules": len(answer["rules"]),
            "rulings": sum(1 for r in answer["rules"] if r["ruling"]),
            "tables": drawn_tables(tables, say, ids)}


def register(blueprint: Blueprint) -> None:
    @blueprint.route("/<game:slug>/rulebook", methods=["GET"])
    def rulebook_page(slug: str):
        """The rules of record of a game, readable, each rule at the anchor of its id."""
        from .context import page_language

        lang = page_language()
        return render_page("pages/rulebook.html", page="rulebook", slug=slug, book=rulebook(slug, lang),
                           say=Say(slug, lang))
