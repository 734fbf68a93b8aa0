"""Legality has one shape in every game: the core's first_refusal asks, in order, the checks
of the move's type that the game's legality.py lists (CHECKS); the first refusal wins, a
check of a rule asked with other arguments cites that rule, and what decided a move is read
off the same tuples."""

from __future__ import annotations

import importlib

import pytest

from schemas.registry import apis
from service.referee.legality import asking, first_refusal, rules_of
from service.referee.violations import Refusal, RuleBook

BOOK = RuleBook("legality-shape-test", "service.games.choco_late")


@BOOK.refuses("Z1")
def first(state, move):
    return ("z1_broken", {"move": move}, "type") if move == "bad-first" else None


@BOOK.refuses("Z2")
def second(state, move):
    return ("z2_broken", {}, "") if move in ("bad-first", "bad-second") else None


@BOOK.refuses("Z3")
def hands_over(state, move):
    """A check that refuses in another rule's name, through the rule book."""
    return BOOK.cite(first, ("z1_by_z3", {}, "")) if move == "handed" else None


def test_the_first_refusal_wins_and_cites_its_check():
    checks = (first, second, hands_over)
    assert first_refusal(checks, None, "fine") is None
    assert first_refusal(checks, None, "bad-first") == Refusal("Z1", "z1_broken", {"move": "bad-first"}, "type")
    assert first_refusal(checks, None, "bad-second") == Refusal("Z2", "z2_broken", {}, "")
    assert first_refusal(checks, None, "handed") == Refusal("Z1", "z1_by_z3", {}, "")
    assert first_refusal((), None, "bad-first") is None


def test_asking_cites_the_rule_of_the_check_it_asks_and_tags_only_its_copy():
    def second_of_the_state(state, move):
        return second(state, state)

    check = asking(second, second_of_the_state)
    assert check.rule == "Z2" and not hasattr(second_of_the_state, "rule")
    assert first_refusal((check,), "bad-second", "fine") == Refusal("Z2", "z2_broken", {}, "")
    assert first_refusal((check,), "fine", "bad-second") is None


def test_rules_of_reads_the_rules_of_a_tuple_in_order_each_once():
    assert rules_of((second, first, asking(second, lambda s, m: None), hands_over)) == ("Z2", "Z1", "Z3")


def _legality(slug: str):
    package = type(apis()[slug].game).__module__.rsplit(".", 1)[0]
    return importlib.import_module(f"{package}.legality"), importlib.import_module(f"{package}.moves")


def _tuples(checks) -> list[tuple]:
    """Every tuple of checks of a game's CHECKS (by move type, or by phase then move type)."""
    out = []
    for value in checks.values():
        out += _tuples(value) if isinstance(value, dict) else [value]
    return out


@pytest.mark.parametrize("slug", list(apis()))
def test_every_game_lists_the_checks_of_every_move_type_in_its_legality_module(slug):
    legality, moves = _legality(slug)
    state_module = importlib.import_module(legality.__name__.rsplit(".", 1)[0] + ".state")
    assert state_module.State.refusal is legality.refusal
    tables = [legality.CHECKS]
    if all(isinstance(v, dict) for v in legality.CHECKS.values()):  # by phase, then move type
        tables = list(legality.CHECKS.values())
    kinds = set(moves.MOVES.classes) if hasattr(moves, "MOVES") else set(moves.MoveType)
    for table in tables:
        assert kinds <= set(table), (slug, kinds - set(table))
    for checks in _tuples(legality.CHECKS):
        assert isinstance(checks, tuple) and checks
        for check in checks:
            # a check cites its rule (tagged), or hands back a ready refusal a rule book made
            # (service/games/README.md, "Legality, one shape"), and says so in its signature
            assert callable(check)
            assert hasattr(check, "rule") or "Refusal" in str(check.__annotations__.get("return")), (slug, check)
