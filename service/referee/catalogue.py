"""A game's text as data: its rules and its messages, in English and Italian.

Every game keeps two files beside its engine:

- ``rules.toml``: the game's names, its sections and every rule of its rules of record,
  each with ``id``, ``section``, ``title`` and ``text`` (both ``{en, it}``) and ``ruling``
  (true where the rules of record decide what the printed rulebook leaves open), plus
  whatever tables of text the game serves with them (under ``[tables]``);
- ``messages.toml``: every message code a verdict can carry, ``{en, it}``, each a template
  over the violation's parameters;
- ``words.toml``: what the API's own names (move types, fields, values) read as for people
  (:mod:`service.referee.words`).

A template is ``str.format``-like: ``{player}`` is a parameter, and
``{count|voucher|vouchers}`` is the singular or plural word by ``count`` (1 is singular), so
"1 voucher" and "3 vouchers" come from one template and no text says "voucher(s)".
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from importlib import resources
from typing import Any

from .words import Words

LANGUAGES = ("en", "it")
Text = dict[str, str]  # {"en": ..., "it": ...}


@dataclass(frozen=True)
class Rule:
    id: str
    section: str
    title: Text
    text: Text
    ruling: bool = False
    ruling_text: Text | None = None  # the ruling in words, where the catalogue gives it
    variant: str | None = None  # the variant that brings the rule

    def as_dict(self) -> dict[str, Any]:
        return {"id": self.id, "section": self.section, "title": dict(self.title), "text": dict(self.text),
                "ruling": self.ruling, "ruling_text": dict(self.ruling_text) if self.ruling_text else None,
                "variant": self.variant}


@dataclass(frozen=True)
class Section:
    id: str
    title: Text
    intro: Text | None = None

    def as_dict(self) -> dict[str, Any]:
        return {"id": self.id, "title": dict(self.title), "intro": dict(self.intro) if self.intro else None}


@dataclass(frozen=True)
class Worded:
    """A parameter worded in each language (a list of flavours, say): a message shows the
    words of its own language."""

    en: str
    it: str

    def __str__(self) -> str:
        return self.en


class _Params(dict[str, Any]):
    """A template's parameters, answering ``{n|one|other}`` with the word for 1 or for any
    other number (str.format_map does the rest, in C)."""

    __slots__ = ()

    def __missing__(self, key: str) -> str:
        name, one, other = key.split("|", 2)
        return one if self[name] == 1 else other


def render_template(template: str, params: Mapping[str, Any]) -> str:
    return template.format_map(_Params(params))


@dataclass(frozen=True)
class Catalogue:
    game: str
    names: Text
    sections: tuple[Section, ...]
    rules: tuple[Rule, ...]
    messages: dict[str, Text]
    tables: dict[str, Any] = field(default_factory=dict)
    words: Words = field(default_factory=Words)

    @cached_property
    def by_id(self) -> dict[str, Rule]:
        return {r.id: r for r in self.rules}

    @property
    def rule_ids(self) -> tuple[str, ...]:
        return tuple(r.id for r in self.rules)

    def rule(self, rule_id: str) -> Rule:
        return self.by_id[rule_id]

    def render(self, code: str, params: Mapping[str, Any], lang: str = "en") -> str:
        """The message `code` in `lang`; an empty value (an empty player id a rule refuses,
        say) is shown as "" so that the sentence still names it."""
        texts = self.messages[code]
        if "" in params.values():
            params = {k: '""' if v == "" else v for k, v in params.items()}
        if any(type(v) is Worded for v in params.values()):
            params = {k: getattr(v, lang, v.en) if type(v) is Worded else v for k, v in params.items()}
        return render_template(texts.get(lang) or texts["en"], params)

    def word(self, code: str, lang: str = "en", **params: Any) -> str:
        return self.render(code, params, lang)

    @classmethod
    def load(cls, package: str) -> Catalogue:
        """Read ``rules.toml``, ``messages.toml`` and ``words.toml`` of a game's package."""
        root = resources.files(package)
        rules_doc = tomllib.loads(root.joinpath("rules.toml").read_text(encoding="utf-8"))
        messages = tomllib.loads(root.joinpath("messages.toml").read_text(encoding="utf-8"))
        words = Words.from_document(tomllib.loads(root.joinpath("words.toml").read_text(encoding="utf-8")))
        sections = tuple(Section(s["id"], s["title"], s.get("intro")) for s in rules_doc.get("sections", ()))
        rules = tuple(
            Rule(r["id"], r["section"], r["title"], r["text"], bool(r.get("ruling", False)),
                 r.get("ruling_text"), r.get("variant"))
            for r in rules_doc["rules"]
        )
        return cls(rules_doc["game"], rules_doc["names"], sections, rules, messages, rules_doc.get("tables", {}),
                   words)


_PACKAGES: dict[str, str] = {}
_LOADED: dict[str, Catalogue] = {}


def register_catalogue(game: str, package: str) -> None:
    """Say where a game's catalogue lives (its RuleBook does, when the engine is imported)."""
    _PACKAGES[game] = package


def catalogue_of(game: str) -> Catalogue:
    """The catalogue of a game, read once."""
    found = _LOADED.get(game)
    if found is None:
        found = _LOADED[game] = Catalogue.load(_PACKAGES[game])
    return found
