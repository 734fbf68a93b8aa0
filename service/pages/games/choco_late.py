"""Choco Late's tray checker, ``/choco-late/checker``: one tray or a two-tray split typed as
card numbers or picked on the deck, scored as ``POST /choco-late/trays`` scores it (the same
call), drawn on the server in the game's words, on the pages' one skeleton.

The form is a plain GET form: what is picked is the page's address, so a result can be
shared and the rulebook's worked examples (its catalogue's ``[pages.checker]``) are links.

Query: ``t1`` and ``t2`` the trays' card numbers (spaces or commas between), ``trays`` 1 or
2, ``to`` the tray a card picked on the deck goes to, ``pick`` a card picked (added to that
tray, or taken out of the tray holding it), ``split`` to ask for the best split of all the
lots of both trays (``POST /choco-late/trays/best-split``).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any
from urllib.parse import urlencode

from flask import Blueprint, request
from marshmallow import ValidationError
from werkzeug.datastructures import MultiDict

from schemas.choco_late.requests import ChocoLateLotsRequestSchema, ChocoLateTrayRequestSchema
from schemas.registry import api
from service.api.family import limits
from service.pages.context import page_language, render_page
from service.pages.say import Say
from service.problems import schema_errors
from service.referee.catalogue import catalogue_of
from service.referee.violations import RuleViolation
from service.verdicts.choco_late import best_split_answer, trays_answer
from service.verdicts.family import violation_json

SLUG = "choco-late"
PATH = "/choco-late/checker"
NUMBER = re.compile(r"^[+-]?\d{1,9}$")
MAX_TOKENS = 200  # more numbers than the deck holds twice over: the rest is not read


@lru_cache(maxsize=1)
def deck() -> list[dict]:
    """Every card with its symbol and colour, as GET /choco-late/rules serves them (D1)."""
    return list(api(SLUG).tables()["deck"]["cards_by_number"])


def tokens(text: str) -> list[str]:
    return [t for t in re.split(r"[\s,;]+", text or "") if t][:MAX_TOKENS]


def read_tray(text: str) -> tuple[list[int], list[str]]:
    """A tray's card numbers as typed, and the words that are no number."""
    numbers, words = [], []
    for token in tokens(text):
        (numbers.append(int(token)) if NUMBER.match(token) else words.append(token))
    return numbers, words


def picked(args: MultiDict) -> tuple[list[list[int]], list[list[str]], int]:
    """The trays asked (a card picked on the deck added to the tray `to`, or taken out of
    the tray that holds it), the words typed that are no card number, and how many trays."""
    count = 2 if args.get("trays") == "2" else 1
    read = [read_tray(args.get(f"t{i + 1}", "")) for i in range(count)]
    trays, words = [r[0] for r in read], [r[1] for r in read]
    pick = args.get("pick", "")
    if NUMBER.match(pick):
        card = int(pick)
        holding = [i for i, tray in enumerate(trays) if card in tray]
        if holding:
            for i in holding:
                trays[i] = [c for c in trays[i] if c != card]
        else:
            target = 1 if count == 2 and args.get("to") == "2" else 0
            trays[target].append(card)
    return trays, words, count


def address(trays: list[list[int]], count: int, lang: str, **more: str) -> str:
    pairs = [("lang", lang), ("trays", str(count))]
    pairs += [(f"t{i + 1}", " ".join(map(str, tray))) for i, tray in enumerate(trays)]
    pairs += list(more.items())
    return f"{PATH}?{urlencode(pairs)}"


def verdict(trays: list[list[int]], count: int, lang: str) -> dict[str, Any]:
    """The answer of POST /choco-late/trays for the trays (``score``), or why there is none:
    the schema's ``errors`` or a rule's ``violation``."""
    body: dict[str, Any] = {"lots": trays[0]} if count == 1 else {"trays": trays}
    schema = ChocoLateTrayRequestSchema()
    try:
        loaded = schema.load(body)
    except ValidationError as exc:
        detail, errors = schema_errors(exc, lang, error_rule=getattr(schema, "error_rule", None))
        return {"errors": errors, "detail": detail}
    try:
        return {"score": trays_answer(loaded, lang)}
    except RuleViolation as exc:
        violation = violation_json(exc.violation, lang)
        return {"violation": violation, "rule_title": catalogue_of(SLUG).rule(violation["rule"]).title[lang]}


def best_split(trays: list[list[int]], lang: str) -> dict[str, Any] | None:
    lots = [card for tray in trays for card in tray]
    try:
        return best_split_answer(ChocoLateLotsRequestSchema().load({"lots": lots}), lang, limits())
    except (ValidationError, RuleViolation):
        return None  # the trays' own verdict says what is wrong with them


def roles(score: dict | None) -> dict[int, set[str]]:
    """What each card does in the trays scored: ``tray-1``/``tray-2``, ``symbol``, ``colour``, ``loose``."""
    out: dict[int, set[str]] = {}
    for i, tray in enumerate((score or {}).get("trays", [])):
        for card in tray["lots"]:
            out.setdefault(card, set()).add(f"tray-{i + 1}")
        for kind in ("symbol", "colour"):
            combination = tray[f"{kind}_combination"]
            for card in (combination or {}).get("lots", []):
                out.setdefault(card, set()).add(kind)
        for card in tray["loose_lots"]:
            out.setdefault(card, set()).add("loose")
    return out


def examples(lang: str) -> list[dict]:
    """The rulebook's worked examples as links: ``href``, ``trays``, ``points``."""
    out = []
    for example in catalogue_of(SLUG).words.pages["checker"]["examples"]:
        trays = [list(t) for t in example["trays"]]
        out.append({"trays": trays, "points": example["points"],
                    "href": address(trays, len(trays), lang) + "#result"})
    return out


def register(blueprint: Blueprint) -> None:
    @blueprint.route(PATH, methods=["GET"], endpoint="choco_late_checker")
    def checker():
        """Choco Late's tray checker, for organisers settling a disputed tray."""
        lang = page_language()
        trays, typed_words, count = picked(request.args)
        say = Say(SLUG, lang)
        asked = any(trays) or any(typed_words)
        result = None
        if asked and not any(typed_words):
            result = verdict(trays, count, lang)
        split = best_split(trays, lang) if count == 2 and request.args.get("split") and result and "score" in result \
            else None
        words = catalogue_of(SLUG).words
        return render_page(
            "pages/choco_late_checker.html", page="checker", slug=SLUG, say=say, trays=trays, count=count,
            typed_words=typed_words, result=result, split=split, roles=roles(result.get("score") if result else None),
            target="2" if count == 2 and request.args.get("to") == "2" else "1", deck=deck(),
            symbols=words.pages["checker"]["symbols"], colours=words.pages["checker"]["colours"],
            examples=examples(lang), address=lambda t, n, **more: address(t, n, lang, **more))
