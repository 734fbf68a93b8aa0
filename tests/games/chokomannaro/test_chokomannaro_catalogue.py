"""The catalogue of ChokoMannaro against its rules of record and its engine: the rulings are
exactly those of section 11, every rule has a test that names it, every message an engine
refusal carries is worded in both languages."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from service.referee.catalogue import catalogue_of
from tests.rules_of_record import document_text

ROOT = Path(__file__).resolve().parents[3]
ENGINE = ROOT / "service" / "games" / "chokomannaro"
CATALOGUE = catalogue_of("chokomannaro")
# What each player sees (the service's section "information", after the rules of record).
INFORMATION_IDS = ("I1", "I2", "I3", "I4", "I5", "I6", "I7")
INFORMATION_RULINGS = {"I1", "I4", "I5", "I7"}


def test_the_rulings_are_exactly_the_rules_section_11_names():
    text = document_text("chokomannaro")
    section_11 = text[text.index("## 11."):]
    named = {token for bold in re.findall(r"\*\*([^*]+)\*\*", section_11)
             for token in re.findall(r"\b[A-Z][0-9]+\b", bold)}
    assert {r.id for r in CATALOGUE.rules if r.ruling} == named | INFORMATION_RULINGS and len(named) == 41
    assert all(r.ruling_text and r.ruling_text["en"] and r.ruling_text["it"] for r in CATALOGUE.rules if r.ruling)


def test_the_section_information_follows_the_rules_of_record():
    assert CATALOGUE.rule_ids[-len(INFORMATION_IDS):] == INFORMATION_IDS
    assert all(CATALOGUE.rule(rid).section == "information" for rid in INFORMATION_IDS)
    assert [s.id for s in CATALOGUE.sections][-1] == "information"


def test_every_rule_has_a_test_that_names_it():
    marked: set[str] = set()
    for path in Path(__file__).parent.glob("test_*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "rule"
                    and node.args and isinstance(node.args[0], ast.Constant)):
                marked.add(node.args[0].value)
    assert [r for r in CATALOGUE.rule_ids if r not in marked] == []
    assert marked <= set(CATALOGUE.rule_ids)


def _codes_in_the_engine() -> set[str]:
    """Message codes the engine refuses with: the first string of a returned tuple, and the
    code given to RULES.fail."""
    codes = set()
    for path in ENGINE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Return) and isinstance(node.value, ast.Tuple) and node.value.elts and \
                    isinstance(node.value.elts[0], ast.Constant) and isinstance(node.value.elts[0].value, str):
                codes.add(node.value.elts[0].value)
            if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "fail" and len(node.args) > 1 and \
                    isinstance(node.args[1], ast.Constant):
                codes.add(node.args[1].value)
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("no", "RULES.cite") and node.args and \
                    isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
                codes.add(node.args[0].value)
    return codes


def test_every_message_the_engine_refuses_with_is_worded():
    codes = _codes_in_the_engine()
    assert {"not_in_hand", "wrong_type", "seating_count", "chokos_count", "too_many_copies"} <= codes
    assert codes - set(CATALOGUE.messages) == set()


def test_every_event_kind_is_worded_for_the_command_line():
    from service.games.chokomannaro.events import EventKind

    for kind in EventKind:
        assert f"event_{kind.value}" in CATALOGUE.messages or f"event_{kind.value}_chokos" in CATALOGUE.messages
