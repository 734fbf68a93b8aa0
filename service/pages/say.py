"""The API's names and values as a page says them, through the game's words (its catalogue's
``words.toml``, :mod:`service.referee.words`), in the page's language. Nothing here knows a
game: the words do.

- :meth:`Say.value` reads any value of an answer: an id in words, a list joined, a mapping as
  ``key: value`` pairs, a number as it is;
- :meth:`Say.fields` reads a mapping's fields as ``(label, text)`` pairs, those a person rarely
  needs apart (``show = "details"``) and those the words make needless left out;
- :meth:`Say.text` reads a text of the catalogue or of a verdict: a name the API quotes in it
  (`arrange_trays`, a bare ``take_chocolate``) in words, and a card named by its id beside its
  Italian name ("nuts (nocciole)") named once, in the page's language.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from markupsafe import Markup, escape

from service.referee.catalogue import catalogue_of
from service.referee.words import DETAILS, NEVER, Words

from .words import page_words

_CODE = re.compile(r"`([^`]+)`")


@dataclass(frozen=True)
class Shown:
    """A mapping's fields as a page shows them: those in line, those behind "details"."""

    inline: tuple[tuple[str, str], ...]
    details: tuple[tuple[str, str], ...]


class Say:
    def __init__(self, slug: str, lang: str):
        self.slug = slug
        self.lang = lang
        self.words: Words = catalogue_of(slug).words
        self._yes_no = page_words(lang)["values"]

    # --- names ---------------------------------------------------------------------------------

    def move(self, kind: Any) -> str:
        return self.words.move(str(kind), self.lang)

    def field(self, name: Any) -> str:
        return self.words.field(str(name), self.lang)

    def name(self, key: Any, field_name: str | None = None) -> str:
        """A mapping's key: a field, else a value (a card, a player id as it is)."""
        key = str(key)
        if key in self.words.fields:
            return self.words.field(key, self.lang)
        return self.words.value(key, self.lang, field_name)

    def shown(self, name: str) -> str:
        return self.words.shown(name)

    # --- values --------------------------------------------------------------------------------

    def value(self, value: Any, field_name: str | None = None, nested: bool = False) -> str:
        """A value of an answer as people read it (a tuple is a list: the answers hold both
        before they are JSON)."""
        if isinstance(value, (list, tuple)):
            inner = ", ".join(self.value(v, field_name, True) for v in value)
            return f"[{inner}]" if nested else inner or "—"
        if isinstance(value, Mapping):
            inner = "; ".join(f"{self.name(k, field_name)}: {self.value(v, str(k), isinstance(v, Mapping))}"
                              for k, v in value.items() if self.words.shown(str(k)) != NEVER)
            return f"({inner})" if nested else inner or "—"
        if value is None:
            return "—"
        if isinstance(value, bool):
            return self._yes_no["yes"] if value else self._yes_no["no"]
        if isinstance(value, float):
            return f"{value:.3g}"
        if isinstance(value, str):
            found = self.words.value_text(value, field_name)
            if found is not None:
                return found[self.lang]
            return self.text(value) if " " in value else value  # a sentence of the answer's, quoting names
        return str(value)

    def fields(self, mapping: Mapping[str, Any], leave: Iterable[str] = ()) -> Shown:
        """`mapping`'s fields (but those in `leave`) as (label, text), in line and in details."""
        skipped = set(leave)
        inline: list[tuple[str, str]] = []
        details: list[tuple[str, str]] = []
        for key, value in mapping.items():
            shown = self.words.shown(key)
            if key in skipped or shown == NEVER:
                continue
            (details if shown == DETAILS else inline).append((self.name(key), self.value(value, key)))
        return Shown(tuple(inline), tuple(details))

    # --- texts ---------------------------------------------------------------------------------

    def text(self, text: str | None) -> str:
        """A catalogue's or a verdict's text with the API's names it quotes in words (plain
        text: the template escapes it)."""
        return _worded(self.slug, self.lang, text or "")

    def markup(self, text: str | None) -> Markup:
        """:meth:`text` as HTML, `code` spans that name nothing the words know kept as code."""
        worded = self.text(text)
        out = []
        for i, part in enumerate(_CODE.split(worded)):
            out.append(f"<code>{escape(part)}</code>" if i % 2 else str(escape(part)))
        return Markup("".join(out))


@lru_cache(maxsize=4096)
def _worded(slug: str, lang: str, text: str) -> str:
    return catalogue_of(slug).words.said(text, lang)
