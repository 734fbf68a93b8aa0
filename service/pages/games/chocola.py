"""Chocola's tray checker, ``/chocola/checker``: one player's Desserts and Decorations picked
in a form, the score explained line by line, drawn on the server.

The form is a plain GET form: what is picked is the page's address, so a result can be
shared and both rulebook examples (51 and 84 points) are links. The score is the answer of
``POST /chocola/trays`` (:func:`service.verdicts.chocola.trays_answer`, the same call), a
request the schema refuses shows its errors, a holding a rule refuses shows the rule.

Query: ``d`` the player's Desserts; ``idessert`` and ``idecoration`` the Inspiration;
``dec`` and ``on`` side by side, a Decoration and the Dessert it is on (``on`` empty:
unassigned); ``tray`` ``best`` or ``given``, with ``t`` the Desserts of the tray given.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any
from urllib.parse import urlencode

from flask import Blueprint, request
from marshmallow import ValidationError
from werkzeug.datastructures import MultiDict

from schemas.chocola import examples
from schemas.chocola.requests import ChocolaTrayRequestSchema
from schemas.registry import api
from service.pages.context import page_language, render_page
from service.pages.say import Say
from service.problems import schema_errors
from service.referee.catalogue import catalogue_of
from service.referee.violations import RuleViolation
from service.verdicts.chocola import trays_answer
from service.verdicts.family import violation_json

PATH = "/chocola/checker"
EXAMPLES = (("example_best", examples.TRAY_REQUEST), ("example_decorated", examples.DECORATED_TRAY_REQUEST))
EMPTY_ROWS = 2  # blank Decoration rows offered below those filled


@lru_cache(maxsize=1)
def _tables() -> dict[str, Any]:
    return api("chocola").tables()


def card_label(card_id: str, lang: str) -> str:
    """A Dessert's or a Decoration's name in `lang`, from the game's words."""
    return Say("chocola", lang).value(card_id)


def attribute_labels(ids: list[str], lang: str) -> str:
    """Types and flavours (C1) by their names in `lang`: "praline, mousse", "Pralina, Mousse"."""
    names = {row["id"]: row["label"][lang] for row in (*_tables()["types"], *_tables()["flavours"])}
    return ", ".join(names.get(i, i) for i in ids)


def dessert_groups(lang: str) -> list[dict]:
    """The Desserts by type (C3), in table order: ``type`` label and its ``desserts``."""
    tables = _tables()
    groups = []
    for kind in tables["types"]:
        desserts = [{"id": d["id"], "label": card_label(d["id"], lang), "flavour": d["flavour"]}
                    for d in tables["desserts"] if d["type"] == kind["id"]]
        groups.append({"id": kind["id"], "label": kind["label"][lang], "desserts": desserts})
    return groups


def decoration_options(lang: str) -> list[dict]:
    return [{"id": d["id"], "label": card_label(d["id"], lang), "copies": d["copies"]}
            for d in _tables()["decorations"]]


def body_of(args: MultiDict) -> dict | None:
    """The POST /chocola/trays body the query asks for, or None when nothing is asked."""
    desserts = [d for d in args.getlist("d") if d]
    if not desserts and not args.get("idessert"):
        return None
    body: dict[str, Any] = {"desserts": desserts,
                            "inspiration": {"dessert": args.get("idessert", ""),
                                            "decoration": args.get("idecoration", "")}}
    placed: dict[str, list[str]] = {}
    unassigned: list[str] = []
    for card, on in zip(args.getlist("dec"), args.getlist("on")):
        if not card:
            continue
        if on:
            placed.setdefault(on, []).append(card)
        else:
            unassigned.append(card)
    if placed:
        body["decorations"] = placed
    if unassigned:
        body["unassigned"] = unassigned
    if args.get("tray") == "given":
        body["tray"] = [t for t in args.getlist("t") if t]
    return body


def query_of(body: dict) -> str:
    """The page's query for a POST /chocola/trays body (the examples' links)."""
    pairs: list[tuple[str, str]] = [("d", d) for d in body["desserts"]]
    pairs += [("idessert", body["inspiration"]["dessert"]), ("idecoration", body["inspiration"]["decoration"])]
    for dessert, cards in body.get("decorations", {}).items():
        pairs += [p for card in cards for p in (("dec", card), ("on", dessert))]
    for card in body.get("unassigned", []):
        pairs += [("dec", card), ("on", "")]
    if "tray" in body:
        pairs += [("tray", "given")] + [("t", t) for t in body["tray"]]
    else:
        pairs.append(("tray", "best"))
    return urlencode(pairs)


def verdict(body: dict, lang: str) -> dict:
    """The score of a body (``score``), or why there is none: the schema's ``errors`` or
    the rule's ``violation``."""
    try:
        loaded = ChocolaTrayRequestSchema().load(body)
    except ValidationError as exc:
        detail, errors = schema_errors(exc, lang, error_rule=getattr(ChocolaTrayRequestSchema, "error_rule", None))
        return {"errors": errors, "detail": detail}
    try:
        return {"score": trays_answer(loaded, lang)}
    except RuleViolation as exc:
        violation = violation_json(exc.violation, lang)
        return {"violation": violation, "rule_title": catalogue_of("chocola").rule(violation["rule"]).title[lang]}


def lines(score: dict, lang: str) -> list[dict]:
    """The score's lines, lettered A, B... as the rulebook's worked examples are: the tray
    Desserts' rules, then every assigned Decoration's."""
    out = []
    for line in score["dessert_rules"]:
        out.append({"kind": "dessert", "card": line["dessert"], "label": card_label(line["dessert"], lang),
                    "on": None, "rule": line["rule"], "why": line["explanation"], "points": line["points"]})
    for line in score["decoration_rules"]:
        out.append({"kind": "decoration", "card": line["decoration"], "label": card_label(line["decoration"], lang),
                    "on": line["dessert"], "rule": line["rule"], "why": line["reason"], "points": line["points"]})
    for i, line in enumerate(out):
        line["letter"] = chr(ord("A") + i) if i < 26 else str(i + 1)
    return out


def form_state(args: MultiDict) -> dict:
    """What the form shows picked, from the query."""
    decorations = [{"card": c, "on": o} for c, o in zip(args.getlist("dec"), args.getlist("on")) if c]
    return {"desserts": set(args.getlist("d")), "idessert": args.get("idessert", ""),
            "idecoration": args.get("idecoration", ""), "decorations": decorations,
            "blank_rows": EMPTY_ROWS, "tray": "given" if args.get("tray") == "given" else "best",
            "t": set(args.getlist("t"))}


def register(blueprint: Blueprint) -> None:
    @blueprint.route(PATH, methods=["GET"], endpoint="chocola_checker")
    def checker():
        """Chocola's tray checker, for organisers settling a disputed score."""
        lang = page_language()
        body = body_of(request.args)
        result = None
        if body is not None:
            missing = [key for key, value in (("missing_dessert", body["inspiration"]["dessert"]),
                                              ("missing_decoration", body["inspiration"]["decoration"]),
                                              ("missing_desserts", body["desserts"])) if not value]
            result = {"missing": missing} if missing else verdict(body, lang)
            if result and "score" in result:
                result["lines"] = lines(result["score"], lang)
        groups = dessert_groups(lang)
        asked = set(request.args.getlist("d"))
        picked = [d for g in groups for d in g["desserts"] if d["id"] in asked]
        return render_page(
            "pages/chocola_checker.html", page="checker", slug="chocola", form=form_state(request.args),
            say=Say("chocola", lang),
            groups=groups, decorations=decoration_options(lang), picked=picked, result=result,
            examples=[{"key": key, "href": f"{PATH}?lang={lang}&{query_of(ex)}#score"} for key, ex in EXAMPLES],
            label=lambda card: card_label(card, lang),
            labels=lambda cards: ", ".join(card_label(c, lang) for c in cards),
            attributes=lambda ids: attribute_labels(ids, lang))
