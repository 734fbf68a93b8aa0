"""Every name a game's API can show a person has words in English and Italian in the game's
catalogue (``words.toml``): its move types, its moves' fields, its enumerations' values (as
the schemas declare them: tests/conformance/api_names.py), and every key and value that its
validate, legal-moves and score answers hold in sample games; and the words name the cards
as the game's own tables do."""

from __future__ import annotations

import re

import pytest

from schemas.registry import apis
from service.referee import registry
from service.referee.catalogue import LANGUAGES, catalogue_of
from service.verdicts import family
from tests.conformance.api_names import api_names

SLUGS = registry.slugs()
IDENTIFIER = re.compile(r"^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$")
PLAYERS = ("ann", "bob", "cat", "dan", "eve", "fay")
# The family's own structure, drawn by the pages' words (service/text/pages.toml), never as a key.
FAMILY = ("legal", "violation", "moves_checked", "state", "moves", "choose", "one_of", "min", "max", "subset_of",
          "min_items", "max_items")
# Variants that bring answers of their own (the two trays, the piles, phase 2).
VARIANTS = {"choco-late": ({}, {"two_trays": True, "best_wins": True}), "chocola": ({}, {"second_phase": True})}


def words(slug: str):
    return catalogue_of(slug).words


def is_worded(text: dict) -> bool:
    return set(text) >= set(LANGUAGES) and all(isinstance(text[lang], str) and text[lang].strip()
                                               for lang in LANGUAGES)


@pytest.mark.parametrize("slug", SLUGS)
def test_every_move_type_field_and_value_the_schemas_declare_has_words(slug):
    names, w = api_names(slug), words(slug)
    assert not names.moves - set(w.moves), f"move types without words: {sorted(names.moves - set(w.moves))}"
    assert not names.fields - set(w.fields), f"fields without words: {sorted(names.fields - set(w.fields))}"
    for enum, values in names.values.items():
        worded = set(w.values.get(enum, {}))
        assert not values - worded, f"{enum} values without words: {sorted(values - worded)}"


@pytest.mark.parametrize("slug", SLUGS)
def test_every_word_is_english_and_italian_and_no_identifier(slug):
    w = words(slug)
    entries = [*w.moves.items(), *w.fields.items(),
               *((f"{space}.{name}", text) for space, names in w.values.items() for name, text in names.items())]
    for name, text in entries:
        assert is_worded(text), f"{name}: {text}"
        for lang in LANGUAGES:
            assert not re.search(r"[a-z]_[a-z]", text[lang]), f"{name} reads as an identifier: {text[lang]}"


def _names_in(answer, keys: set[str], values: set[str]) -> None:
    if isinstance(answer, dict) and answer and set(answer) <= set(LANGUAGES):
        return  # a text already in both languages
    if isinstance(answer, dict):
        for key, value in answer.items():
            keys.add(key)
            _names_in(value, keys, values)
    elif isinstance(answer, (list, tuple)):
        for value in answer:
            _names_in(value, keys, values)
    elif isinstance(answer, str) and IDENTIFIER.match(answer):
        values.add(answer)


def _shown_names(slug: str) -> tuple[set[str], set[str]]:
    """The keys and identifier values of the answers the table draws, along sample games."""
    api, keys, values = apis()[slug], set(), set()
    players = registry.get(slug).players
    for variants in VARIANTS.get(slug, ({},)):
        for seed, count in ((1, players.start), (2, min(players.stop - 1, 4))):
            history = api.random_history(count, seed, variants=variants)
            loaded = api.history().load(history)
            step = max(1, len(loaded["moves"]) // 12)
            for at in [*range(0, len(loaded["moves"]), step), len(loaded["moves"])]:
                answer, replayed = family.validate_replayed(api, {**loaded, "moves": loaded["moves"][:at]}, "en")
                _names_in({k: v for k, v in answer.items() if k != "violation"}, keys, values)
                _names_in(family.legal_moves_json(api, replayed.state), keys, values)
                _names_in(family.standings_answer(api, replayed.state, replayed.state.standings({}), "en"),
                          keys, values)
            _names_in(history["moves"], keys, values)
    _names_in(api.tables(), keys, values)
    return keys - set(PLAYERS) - set(FAMILY), values - set(PLAYERS)


@pytest.mark.parametrize("slug", SLUGS)
def test_every_key_and_value_of_the_answers_has_words(slug):
    """What the referee's table, the season and the rulebook draw: every key of the answers
    (a number apart) names a field or a value, every identifier among their values a value,
    a move type or a field (a table of the rulebook lists fields too)."""
    w = words(slug)
    keys, values = _shown_names(slug)
    rules = set(catalogue_of(slug).rule_ids)
    unworded_keys = {k for k in keys if not k.isdigit() and k not in LANGUAGES and not w.knows(k)}
    assert not unworded_keys, f"keys without words: {sorted(unworded_keys)}"
    unworded = {v for v in values if v not in rules and not w.knows(v)}
    assert not unworded, f"values without words: {sorted(unworded)}"


def _named_rows(table) -> list[dict]:
    """Every row of the game's tables that names an id: ``id`` beside ``label`` (both
    languages, or the printed Italian), ``name_en`` and ``name_it``, or ``name_en`` and ``label_it``."""
    rows = []
    if isinstance(table, dict):
        for value in table.values():
            rows += _named_rows(value)
    elif isinstance(table, list):
        for row in table:
            if isinstance(row, dict) and "id" in row:
                rows.append(row)
            rows += _named_rows(row)
    return rows


@pytest.mark.parametrize("slug", SLUGS)
def test_the_words_name_each_card_as_the_games_tables_do(slug):
    w = words(slug)
    checked = 0
    for row in _named_rows(apis()[slug].tables()):
        label = row.get("label")
        expected = {}
        if isinstance(label, dict):
            expected = dict(label)
        elif isinstance(label, str):
            expected = {"it": label}
        if "name_en" in row:
            expected["en"] = row["name_en"]
        if "name_it" in row or "label_it" in row:
            expected["it"] = row.get("name_it", row.get("label_it"))
        if not expected:
            continue
        found = w.value_text(row["id"])
        assert found is not None, f"{row['id']} has no words"
        for lang, text in expected.items():
            assert found[lang].casefold() == text.casefold(), f"{row['id']} ({lang}): {found[lang]!r}, the table {text!r}"
        checked += 1
    assert checked or slug == "chokomasquerade"  # its cards are named by the words alone


def test_a_text_quoting_the_apis_names_reads_in_words():
    """A verdict or a rule of record quotes the API's names: a page and the command line say
    each in words, a card named by its id beside its Italian name once, a combination the
    English text quotes in Italian in English; what the words do not know stays as it is."""
    challenge, late = words("choco-challenge"), words("choco-late")
    assert challenge.said("no nuts (nocciole) left; `use_tool` or bust; pastry_bag; `x_y`", "en") == \
        "no nuts left; use a tool or bust; pastry bag; `x_y`"
    assert challenge.said("la carta sac à poche (pastry_bag) e `extra_decline`", "it") == \
        "la carta sac à poche e non prendere nulla"
    assert late.said("Tris + Coppia (symbols) 8 + 4 diversi (colours) 7 = 15", "en") == \
        "three and a pair (symbols) 8 + four different (colours) 7 = 15"
    assert late.said("Tris (simboli) 5", "it") == "Tris (simboli) 5"
