"""The rule catalogue (service/games/choco_late/rules.toml) against the rules of record.

The rules of record live outside the repository, at ``<repo>/../shared/rules/choco-late.md``.
The tests that read that file skip when it is absent; every other test works from the
expected lists embedded below.
"""

from __future__ import annotations

import re

import pytest

from service.games.choco_late import GAME
from service.games.choco_late.variants import VARIANT_IDS, Variants
from service.referee.catalogue import Rule, catalogue_of
from tests.rules_of_record import document, document_text, normalised, rule_bullets

CATALOGUE = catalogue_of(GAME.slug)
RULES = CATALOGUE.rules
RULE_IDS = CATALOGUE.rule_ids
RULE_BY_ID = CATALOGUE.by_id
SECTIONS = CATALOGUE.sections
SECTION_BY_ID = {s.id: s for s in SECTIONS}
VARIANTS = CATALOGUE.tables["variants"]
VARIANT_BY_ID = {v["id"]: v for v in VARIANTS}

RULES_DOC = document("choco-late")

# Every rule id of choco-late.md, in the order of the document.
EXPECTED_IDS = (
    "D1", "D2",
    "S1", "S2", "S3",
    "T1", "A1", "A2", "A3", "A4", "A4a", "A4b", "A4c", "A5",
    "V1", "V2", "V3", "V4",
    "W1", "W2", "W3", "W4", "W5",
    "T2", "T3", "E1", "E2",
    "C1", "C2", "C3",
    "W6", "W7",
)  # fmt: skip

# What each player sees: the service's own section "information", after the rules of record.
INFORMATION_IDS = ("I1", "I2", "I3", "I4")
INFORMATION_RULINGS = {"I1", "I2", "I3", "I4"}

# Section 7 of choco-late.md: the rules for which a ruling was taken.
EXPECTED_RULINGS = {"A3", "A4c", "A5", "V3", "W2", "W3", "W5", "C1", "C3", "W7"}

# Section 5 of choco-late.md: the rules that belong to a variant.
EXPECTED_VARIANT_RULES = {
    "A5": "free_bidding",
    "W5": "best_wins",
    "W7": "best_wins",
    "C3": "two_trays",
}

_ID = re.compile(r"\b[A-Z][0-9]+[a-z]?\b")








def _section(text: str, number: int) -> str:
    m = re.search(rf"^## {number}\. .*?(?=^## |\Z)", text, re.S | re.M)
    assert m, f"section {number} not found in {RULES_DOC}"
    return m.group(0)


# ------------------------------------------------------------------ against the document


def test_rule_ids_match_the_rules_of_record_in_order():
    text = document_text("choco-late")
    doc_ids = [rid for rid, _, _ in rule_bullets(text)]
    assert doc_ids, "no rule ids parsed from the document"
    assert len(doc_ids) == len(set(doc_ids)), "the document repeats a rule id"
    missing = [i for i in doc_ids if i not in RULE_BY_ID]
    extra = [i for i in RULE_IDS if i not in doc_ids and i not in INFORMATION_IDS]
    assert not missing, f"rules of the document missing from RULES: {missing}"
    assert not extra, f"rules in RULES that the document does not have: {extra}"
    assert list(RULE_IDS) == doc_ids + list(INFORMATION_IDS)
    # The embedded list must not go stale either.
    assert list(EXPECTED_IDS) == doc_ids
    # Every bold id anywhere in the document is a rule bullet.
    bold_ids = set(re.findall(r"\*\*([A-Z][0-9]+[a-z]?)\b", text))
    assert bold_ids == set(doc_ids)


def test_english_text_and_titles_are_faithful_to_the_rules_of_record():
    for rid, title, body in rule_bullets(document_text("choco-late")):
        rule = RULE_BY_ID[rid]
        doc, ours = normalised(body), normalised(rule.text["en"])
        if body.rstrip().endswith(":"):
            # A4: "The auction ends:" introduces the sub-rules A4a-A4c.
            assert ours.startswith(doc), rid
        else:
            assert ours == doc, f"{rid}: text_en differs from the document"
        if normalised(title):
            assert normalised(rule.title["en"]) == normalised(title), rid


def test_rulings_and_variants_match_the_rules_of_record():
    text = document_text("choco-late")
    section7 = _section(text, 7).split("A service that wants")[0]
    ruled = set(_ID.findall(section7.split("\n", 1)[1]))
    assert ruled == EXPECTED_RULINGS
    assert {r.id for r in RULES if r.ruling} == ruled | INFORMATION_RULINGS
    section5 = _section(text, 5)
    for variant in VARIANTS:
        row = next(line for line in section5.splitlines() if f"`{variant['id']}`" in line)
        assert variant["label_it"] in row
        for rid in variant["rules"]:
            assert rid in row


# ------------------------------------------------------------------ self-contained


def test_rules_cover_every_expected_id_in_order():
    assert RULE_IDS == EXPECTED_IDS + INFORMATION_IDS
    assert tuple(r.id for r in RULES) == RULE_IDS
    assert set(RULE_BY_ID) == set(EXPECTED_IDS + INFORMATION_IDS)
    assert all(RULE_BY_ID[rid].section == "information" for rid in INFORMATION_IDS)


def test_rule_ids_are_unique():
    assert len(RULE_IDS) == len(set(RULE_IDS))
    assert len(RULE_BY_ID) == len(RULES)
    for rid, rule in RULE_BY_ID.items():
        assert rule.id == rid


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.id)
def test_every_rule_has_titles_and_texts_in_both_languages(rule: Rule):
    for field in ("title", "text"):
        value = getattr(rule, field)
        assert set(value) == {"en", "it"}, rule.id
        for lang, text in value.items():
            assert isinstance(text, str) and text.strip(), f"{rule.id}.{field}.{lang} is empty"
            assert text == text.strip(), f"{rule.id}.{field}.{lang} has stray whitespace"
    assert rule.text["en"] != rule.text["it"]


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.id)
def test_rulings_are_flagged_and_given_in_both_languages(rule: Rule):
    assert rule.ruling == (rule.ruling_text is not None)
    if rule.ruling_text is not None:
        assert set(rule.ruling_text) == {"en", "it"}
        assert all(t.strip() for t in rule.ruling_text.values())


def test_rulings_are_exactly_those_of_section_7():
    assert {r.id for r in RULES if r.ruling} == EXPECTED_RULINGS | INFORMATION_RULINGS


def test_variant_rules():
    assert {r.id: r.variant for r in RULES if r.variant} == EXPECTED_VARIANT_RULES
    for variant in VARIANTS:
        for rid in variant["rules"]:
            assert RULE_BY_ID[rid].variant == variant["id"]
        for rid in variant["changes"]:
            assert rid in RULE_BY_ID and RULE_BY_ID[rid].variant is None


def test_variants_agree_with_the_engine():
    assert tuple(v["id"] for v in VARIANTS) == ("free_bidding", "best_wins", "two_trays") == GAME.variants
    assert tuple(VARIANT_BY_ID) == VARIANT_IDS == tuple(Variants.__struct_fields__)
    for variant in VARIANTS:
        assert variant["label_it"].strip()
        assert variant["effect"]["en"].strip() and variant["effect"]["it"].strip()
        assert variant["name_en"].strip()


def test_sections_are_known_titled_and_in_document_order():
    assert len(SECTION_BY_ID) == len(SECTIONS)
    for section in SECTIONS:
        assert section.title["en"].strip() and section.title["it"].strip()
        assert section.intro is None or set(section.intro) == {"en", "it"}
    used = [r.section for r in RULES]
    assert set(used) == set(SECTION_BY_ID), "a section is unknown or has no rule"
    first_use = list(dict.fromkeys(used))
    assert first_use == [s.id for s in SECTIONS]


def test_rules_are_immutable():
    with pytest.raises(AttributeError):
        RULES[0].text = {"en": "changed"}  # type: ignore[misc]


def test_catalogue_is_plain_data():
    first = RULES[0].as_dict()
    assert set(first) == {"id", "section", "title", "text", "ruling", "ruling_text", "variant"}
    assert set(first["title"]) == {"en", "it"}
    assert first["ruling"] is False and first["ruling_text"] is None
