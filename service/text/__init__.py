"""The service's own words, in English and Italian, as data: the words of problem documents,
the command line and schema errors. (Each game's words are in its own catalogue.)

- ``words.toml``: ``[code] en = ... it = ...``, templates as in a game's catalogue
  (``{n|one|other}`` picks the word for 1 or for any other number);
- ``schema_errors.toml``: how each English schema error reads in Italian;
- ``json_errors.toml``: how each reason the JSON parser gives reads in Italian.
"""

from __future__ import annotations

import re
import tomllib
from functools import lru_cache
from importlib import resources
from typing import Any

from service.referee.catalogue import render_template

LANGUAGES = ("en", "it")


@lru_cache(maxsize=None)
def _load(name: str) -> dict:
    return tomllib.loads(resources.files(__package__).joinpath(name).read_text(encoding="utf-8"))


def words() -> dict[str, dict[str, str]]:
    return _load("words.toml")


def word(code: str, lang: str = "en", **params: Any) -> str:
    texts = words()[code]
    return render_template(texts.get(lang) or texts["en"], params)


def players_text(least: int, most: int, lang: str = "en") -> str:
    """How many players a game takes: "2 players" (one number when least == most) or
    "2–5 players"."""
    if least == most:
        return word("players_exactly", lang, count=least)
    return word("players_between", lang, min=least, max=most)


def move_name(index: int, lang: str = "en") -> str:
    """A move as a person reads it: ``moves[6]``, its index into ``moves`` (the number of
    ``move_index`` and of the pointer ``/moves/6``), the same in every game and language."""
    return word("move_name", lang, index=index)


@lru_cache(maxsize=1)
def _schema_patterns() -> tuple[tuple[re.Pattern, str], ...]:
    return tuple((re.compile(f"^{p['en']}$", re.S), p["it"]) for p in _load("schema_errors.toml")["messages"])


def schema_message(message: str, lang: str) -> str:
    """A schema error message in `lang` (they are written in English)."""
    if lang != "it":
        return message
    for pattern, italian in _schema_patterns():
        found = pattern.match(message)
        if found:
            return found.expand(italian)
    return message


def untranslated(message: str) -> bool:
    """True for a schema error message no pattern translates (a test keeps this empty)."""
    return not any(p.match(message) for p, _ in _schema_patterns())



@lru_cache(maxsize=1)
def _json_patterns() -> tuple[tuple[re.Pattern, str], tuple[tuple[re.Pattern, str], ...]]:
    doc = _load("json_errors.toml")
    position = (re.compile(doc["position"]["en"]), doc["position"]["it"])
    return position, tuple((re.compile(f"^{p['en']}$", re.S), p["it"]) for p in doc["reasons"])


def json_reason(reason: str, lang: str) -> str:
    """Why a document is not JSON (the parser's reason, in English, ending with its
    position), in `lang`; a reason no pattern words stays in English."""
    if lang != "it":
        return reason
    (position, where), reasons = _json_patterns()
    what, sep, tail = reason.rpartition(": ")
    if not sep or not position.fullmatch(tail):
        what, tail = reason, ""
    for pattern, italian in reasons:
        found = pattern.match(what)
        if found:
            what = found.expand(italian)
            break
    return f"{what}: {position.sub(where, tail)}" if tail else what


def json_reason_untranslated(reason: str) -> bool:
    """True for a parser's reason no pattern words in Italian (a test keeps this empty)."""
    (position, _), reasons = _json_patterns()
    what, sep, tail = reason.rpartition(": ")
    if not sep or not position.fullmatch(tail):
        what = reason
    return not any(p.match(what) for p, _ in reasons)
