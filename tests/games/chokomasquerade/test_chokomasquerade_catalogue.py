"""The rule catalogue (service/games/chokomasquerade/rules.toml) against the rules of record
(../shared/rules/chokomasquerade.md): every rule in order, its English text and title as
written, `ruling` exactly for the rules of section 13, Italian for everything, and every
rule decided by the code in one place."""

from __future__ import annotations

import re
from pathlib import Path

from service.games.chokomasquerade import GAME
from service.referee.catalogue import catalogue_of
from tests.rules_of_record import document_text, normalised, rule_bullets

CATALOGUE = catalogue_of(GAME.slug)

EXPECTED_IDS = (
    "D1", "D2", "D3", "D4",
    "S1", "S2", "S3", "S4", "S5", "S6",
    "C1", "C2", "C3", "C4",
    "T1", "T2", "T3", "T4", "T5", "T6",
    "P1", "P2", "P3", "P4", "P5",
    "L1", "L2", "L3", "L4",
    "R1", "R2", "R3", "R4",
    "M1", "M2", "M3", "M4", "M5", "M6",
    "E1", "E2", "W1", "W2", "W3",
    "H1", "H2", "H3", "H4", "H5", "F1",
)  # fmt: skip
# What each player sees (the service's section "information", after the rules of record).
INFORMATION_IDS = ("I1", "I2", "I3", "I4", "I5")
INFORMATION_RULINGS = {"I1", "I2", "I3", "I5"}
# Section 13: exactly the rules served with ruling: true.
EXPECTED_RULINGS = {"D1", "D2", "D4", "S1", "S5", "S6", "C1", "C2", "C3", "C4", "T1", "T2", "T4", "T5", "L1", "L2",
                    "L4", "P2", "P3", "R1", "R4", "M1", "M4", "E1", "E2", "W2"}
# Rules with nothing for the code to decide: what they say holds by construction, and a
# test names each (D3, D4: the card ids; S6: no redeal; T3, T4: what a turn allows; L4:
# the discard is a lay; M6: one slaughter; H1, H2, H5: the schema).
NOT_DECIDED_BY_CODE = {"D3", "D4", "S6", "T3", "T4", "L4", "M6", "H1", "H2", "H5"}









def test_the_rule_ids_in_the_order_of_the_rules_of_record():
    assert CATALOGUE.rule_ids == EXPECTED_IDS + INFORMATION_IDS
    assert [rid for rid, _, _ in rule_bullets(document_text("chokomasquerade"))] == list(EXPECTED_IDS)


def test_the_english_texts_and_titles_are_those_of_the_rules_of_record():
    for rid, title, body in rule_bullets(document_text("chokomasquerade")):
        rule = CATALOGUE.rule(rid)
        assert normalised(rule.title["en"]) == normalised(title), rid
        if body.rstrip().endswith(":"):  # H2 introduces its table of moves
            assert normalised(rule.text["en"]).startswith(normalised(body)), rid
            for move in ("pair", "hand_pair", "table_pair", "lay", "draw", "guess"):
                assert move in rule.text["en"] and move in rule.text["it"], (rid, move)
        else:
            assert normalised(rule.text["en"]) == normalised(body), rid


def test_rulings_are_exactly_those_of_section_13():
    assert {r.id for r in CATALOGUE.rules if r.ruling} == EXPECTED_RULINGS | INFORMATION_RULINGS
    text = document_text("chokomasquerade")
    served = re.search(r"The rules served with `ruling: true` are exactly these: (.*?)\. Every", text, re.S)
    assert served and set(re.findall(r"[A-Z][0-9]+", served.group(1))) == EXPECTED_RULINGS
    for rule in CATALOGUE.rules:
        assert (rule.ruling_text is not None) == rule.ruling, rule.id
        if rule.ruling_text:
            assert set(rule.ruling_text) == {"en", "it"} and all(rule.ruling_text.values()), rule.id


def test_every_rule_has_italian_of_its_own():
    for rule in CATALOGUE.rules:
        assert rule.title["it"] and rule.text["it"], rule.id
        if rule.id not in ("H1",):  # a JSON shape reads the same in both languages
            assert rule.text["it"] != rule.text["en"], rule.id
    assert CATALOGUE.names == {"en": "ChokoMasquerade", "it": "ChokoMasquerade"}


def test_every_other_rule_is_decided_by_one_function_of_the_engine():
    decided = set(GAME.rules.decided_by)
    assert decided == set(EXPECTED_IDS + INFORMATION_IDS) - NOT_DECIDED_BY_CODE
    for rule_id, fn in GAME.rules.decided_by.items():
        assert fn.rule == rule_id and fn.__doc__ and fn.__doc__.lstrip().startswith(rule_id), rule_id


def test_every_rule_id_has_a_test_that_names_it():
    named = set()
    for path in Path(__file__).parent.glob("test_*.py"):
        named.update(re.findall(r'@pytest\.mark\.rule\("([A-Z][0-9]+)"\)', path.read_text(encoding="utf-8")))
    assert named == set(EXPECTED_IDS + INFORMATION_IDS)
