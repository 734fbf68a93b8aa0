"""A game's words for people: what its API's own names read as, in English and Italian.

Every game keeps ``words.toml`` beside its ``rules.toml`` and ``messages.toml``, keyed by
the API's names, which never change:

- ``[moves]``: every move ``type`` (``take_chocolate = {en = "take a chocolate", it = ...}``);
- ``[fields]``: every field or key a person reads (a move's fields, the log's keys, a
  score's breakdown, a table's columns), each ``{en, it}``, and optionally:
  ``values``: the namespaces of ``[values]`` its string values are read in first (a phase's
  values are phases, not move types of the same name; ``"moves"``: the move types); ``show``: ``"details"`` for a detail
  a client needs but a person rarely does (behind a "details" disclosure), ``"never"`` for
  a field that only repeats what the words say (a card's Italian label beside its id);
- ``[values.<Name>]``: the values people read, by namespace: the API's enumerations by their
  component's name without the game's prefix (``Phase``, ``CardId``...) and the game's other
  closed lists of ids (``Dessert``, ``Combination``...);
- ``[pages]``: what a game's own pages show beside the words (a checker's worked examples);
- ``quoted_in_italian``: the namespaces whose printed Italian names the API's English texts
  quote as they are (Choco Late's combinations: "4 diversi (symbols) 8"): said in English.

A value is looked up in its field's namespaces first, then in every namespace in the order
of the file; a name with no words reads as itself (the conformance tests see that none is
missing).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

Text = Mapping[str, str]  # {"en": ..., "it": ...}
INLINE, DETAILS, NEVER = "inline", "details", "never"
SHOWN = (INLINE, DETAILS, NEVER)
MOVES = "moves"  # a field's namespace that is the move types
_CODE = re.compile(r"`([^`]+)`")
_SNAKE = re.compile(r"(?<![\w/#.\[\-\"])([a-z][a-z0-9]*(?:_[a-z0-9]+)+)(?![\w\-\"])")


@dataclass(frozen=True)
class Words:
    moves: Mapping[str, Text] = field(default_factory=dict)
    fields: Mapping[str, Text] = field(default_factory=dict)
    values: Mapping[str, Mapping[str, Text]] = field(default_factory=dict)
    field_values: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    field_shown: Mapping[str, str] = field(default_factory=dict)
    pages: Mapping[str, Any] = field(default_factory=dict)
    quoted_in_italian: tuple[str, ...] = ()

    @classmethod
    def from_document(cls, doc: Mapping[str, Any]) -> Words:
        fields: dict[str, Text] = {}
        field_values: dict[str, tuple[str, ...]] = {}
        field_shown: dict[str, str] = {}
        for name, entry in doc.get("fields", {}).items():
            fields[name] = {"en": entry["en"], "it": entry["it"]}
            spaces = entry.get("values", ())
            if spaces:
                field_values[name] = (spaces,) if isinstance(spaces, str) else tuple(spaces)
            shown = entry.get("show", INLINE)
            if shown not in SHOWN:
                raise ValueError(f"fields.{name}.show is {shown!r}, not one of {SHOWN}")
            if shown != INLINE:
                field_shown[name] = shown
        values = {space: dict(entries) for space, entries in doc.get("values", {}).items()}
        for space, names in field_values.items():
            unknown = [s for s in names if s not in values and s != MOVES]
            if unknown:
                raise ValueError(f"fields.{space}.values names no namespace of [values]: {unknown}")
        quoted = tuple(doc.get("quoted_in_italian", ()))
        unknown_quoted = [space for space in quoted if space not in values]
        if unknown_quoted:
            raise ValueError(f"quoted_in_italian names no namespace of [values]: {unknown_quoted}")
        return cls(dict(doc.get("moves", {})), fields, values, field_values, field_shown, dict(doc.get("pages", {})),
                   quoted)

    # --- words -------------------------------------------------------------------------------

    def move(self, kind: str, lang: str) -> str:
        """A move type in words: ``take_chocolate`` -> "take a chocolate"."""
        found = self.moves.get(kind)
        return found[lang] if found else kind

    def field(self, name: str, lang: str) -> str:
        found = self.fields.get(name)
        return found[lang] if found else name

    def shown(self, name: str) -> str:
        """How a field is shown: INLINE, DETAILS (behind a disclosure) or NEVER."""
        return self.field_shown.get(name, INLINE)

    def value_text(self, value: str, field_name: str | None = None) -> Text | None:
        """The words of a value, read in its field's namespaces first; None when none has it."""
        spaces = self.field_values.get(field_name, ()) if field_name else ()
        for space in spaces:
            found = (self.moves if space == MOVES else self.values[space]).get(value)
            if found:
                return found
        for entries in self.values.values():
            found = entries.get(value)
            if found:
                return found
        return None

    def value(self, value: str, lang: str, field_name: str | None = None) -> str:
        found = self.value_text(value, field_name)
        return found[lang] if found else value

    def term(self, name: str, lang: str) -> str | None:
        """Any name of the API a text may quote (a move type, a value, a field), in words;
        None when the words do not know it."""
        found = self.moves.get(name) or self.value_text(name) or self.fields.get(name)
        return found[lang] if found else None

    def knows(self, name: str) -> bool:
        return name in self.moves or name in self.fields or self.value_text(name) is not None

    # --- texts ---------------------------------------------------------------------------------

    def said(self, text: str, lang: str) -> str:
        """A text that quotes the API's names (a verdict, a rule of record) with each name the
        words know in words: `arrange_trays` and a bare ``take_chocolate`` alike, and a card
        named by its id beside its Italian name ("nuts (nocciole)", "Paura (fear)") named once."""
        twice = self._named_twice
        if twice is not None:
            text = twice.sub(lambda m: self.value(m.group(m.lastgroup or 0), lang), text)
        italian = self._quoted_in_italian
        if lang != "it" and italian is not None:
            text = italian[0].sub(lambda m: italian[1][m.group(0)][lang], text)

        def term(match: re.Match[str]) -> str:
            found = self.term(match.group(1), lang)
            return found if found is not None else match.group(0)

        return _SNAKE.sub(term, _CODE.sub(term, text))

    @cached_property
    def _quoted_in_italian(self) -> tuple[re.Pattern[str], dict[str, Mapping[str, str]]] | None:
        """The Italian names the API's English texts quote, longest first, and their words."""
        names = {text["it"]: text for space in self.quoted_in_italian for text in self.values[space].values()}
        if not names:
            return None
        ordered = sorted(names, key=len, reverse=True)
        return re.compile(r"(?<!\w)(?:" + "|".join(re.escape(n) for n in ordered) + r")(?!\w)"), names

    @cached_property
    def _named_twice(self) -> re.Pattern[str] | None:
        """"<id> (<its Italian name>)" and "<its Italian name> (<id>)": a verdict names a card
        both ways for the API's readers (the id is the match's last group)."""
        branches: list[str] = []
        for names in self.values.values():
            for value, text in names.items():
                if value == text["it"]:
                    continue
                ident, italian = re.escape(value), re.escape(text["it"])
                branches.append(rf"(?P<g{len(branches)}>{ident}) \({italian}\)")
                branches.append(rf"{italian} \((?P<g{len(branches)}>{ident})\)")
        return re.compile("|".join(branches)) if branches else None
