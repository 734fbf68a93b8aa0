"""The cards of the edition of record (C1-C5): the tables are data, follow the patterns the
rules of record give, and every id is checked where it is met."""

from __future__ import annotations

import pytest

from service.games.chocola import cards
from service.games.chocola.cards import (CHOCOLATE, DECORATIONS, DESSERTS, FLAVOURS, TYPES, chocolate_ids,
                                         copies_problem, decoration_ids, dessert_ids, relations, vocabulary)
from service.games.chocola.kinds import DECORATION_KINDS, DESSERT_KINDS, EFFECT_KINDS
from service.games.chocola.payment import units
from service.games.chocola.setup import deck_for

REL = relations()


def step(flavour: str, n: int) -> str:
    return REL[f"n{n}"][flavour]


def cost(**units_by_flavour) -> tuple[int, ...]:
    return tuple(units_by_flavour.get(f, 0) for f in FLAVOURS)


@pytest.mark.rule("C1")
def test_four_flavours_six_types_and_the_two_relations():
    assert FLAVOURS == ("white", "milk", "dark", "marbled")
    assert TYPES == ("praline", "semifreddo", "mousse", "truffle", "cremino", "bonbon")
    assert REL["partner"] == {"white": "milk", "milk": "white", "dark": "marbled", "marbled": "dark"}
    assert [step("white", n) for n in (1, 2, 3)] == ["milk", "dark", "marbled"]
    assert step("marbled", 1) == "white"
    with pytest.raises(ValueError, match="not a flavour of C1"):
        vocabulary("chocolate", "flavour", "a club's typo")
    assert set(DESSERT_KINDS) == set(cards.DESSERT_RULE_KINDS)
    assert set(DECORATION_KINDS) == set(cards.DECORATION_RULE_KINDS)
    assert set(EFFECT_KINDS) == set(cards.EFFECT_KINDS)


@pytest.mark.rule("C2")
def test_chocolate_cards_are_the_12_ordered_pairs_in_id_order_4_copies_one_marked():
    ids = list(CHOCOLATE)
    assert ids == [f"{a}_{b}" for a in FLAVOURS for b in FLAVOURS if a != b]
    assert ids[:3] == ["white_milk", "white_dark", "white_marbled"] and ids[-1] == "marbled_dark"
    assert all(c.left != c.right for c in CHOCOLATE.values())
    assert units(["white_milk", "milk_white", "dark_marbled"]) == [2, 2, 1, 1]
    assert sum(deck_for(3).values()) == 48 and set(deck_for(3).values()) == {4}
    assert sum(deck_for(2).values()) == 36 and set(deck_for(2).values()) == {3}
    assert chocolate_ids(["white_milk", "milk_milk"], "reserve") == ("not_a_chocolate", {"card": "milk_milk"},
                                                                    "reserve/1")
    assert chocolate_ids(["white_milk"], "reserve") is None


@pytest.mark.rule("C3")
def test_desserts_follow_the_patterns_of_the_rules_of_record():
    assert len(DESSERTS) == 24
    assert {(d.type, d.flavour) for d in DESSERTS.values()} == {(t, f) for t in TYPES for f in FLAVOURS}
    for d in DESSERTS.values():
        f = d.flavour
        assert d.id == f"{f}_{d.type}" and sum(d.cost) == 6
        n1, n2, n3 = step(f, 1), step(f, 2), step(f, 3)
        expected = {"praline": {f: 3, n1: 2, n2: 1}, "semifreddo": {f: 2, n1: 2, n2: 1, n3: 1},
                    "mousse": {f: 3, n1: 3}, "truffle": {f: 4, n1: 2}, "cremino": {f: 2, n2: 2, n3: 2},
                    "bonbon": {f: 3, n1: 1, n2: 1, n3: 1}}[d.type]
        assert d.cost == cost(**expected), d.id
        high = 6 if f in ("dark", "marbled") else 5
        if d.type in ("praline", "truffle", "cremino", "bonbon"):
            assert (d.rule.kind, d.rule.type, d.rule.flavour) == ("per_type_and_flavour", d.type,
                                                                  REL["partner"][f])
            assert d.rule.points == (3 if d.type == "bonbon" else 4)
        else:
            kind = "per_distinct_type" if d.type == "semifreddo" else "per_distinct_flavour"
            assert (d.rule.kind, d.rule.points) == (kind, high)
    assert DESSERTS["milk_praline"].cost == (0, 3, 2, 1) and DESSERTS["white_truffle"].cost == (4, 2, 0, 0)
    assert dessert_ids(["white_praline", "cheesecake"], "desserts") == ("not_a_dessert", {"card": "cheesecake"},
                                                                       "desserts/1")
    held = {"milk_praline": "ann"}
    assert dessert_ids(["milk_praline"], "d", held, "white_truffle", "bob")[0] == "dessert_held_twice"
    assert dessert_ids(["dark_praline", "dark_praline"], "d", {}, "white_truffle", "bob")[::2] == (
        "dessert_listed_twice", "d/1")
    assert dessert_ids(["white_truffle"], "d", {}, "white_truffle")[0] == "dessert_is_inspiration"


PAIRS = [("white", "milk"), ("white", "dark"), ("white", "marbled"), ("milk", "dark"), ("milk", "marbled"),
         ("dark", "marbled")]


@pytest.mark.rule("C4")
def test_decorations_follow_the_patterns_of_the_rules_of_record():
    by_kind = {}
    for d in DECORATIONS.values():
        by_kind[d.kind] = by_kind.get(d.kind, 0) + d.copies
        assert sum(d.cost) == 6
    assert by_kind == {"glaze": 4, "drops": 4, "topping": 6, "sprinkles": 6, "caramel": 4}
    assert sum(by_kind.values()) == 24
    for f in FLAVOURS:
        glaze, drops = DECORATIONS[f"{f}_glaze"], DECORATIONS[f"{f}_drops"]
        assert glaze.cost == cost(**{f: 3, step(f, 1): 3}) and glaze.effect is None
        assert (glaze.rule.kind, glaze.rule.flavour, glaze.rule.points) == ("if_on_flavour", f, 6)
        assert drops.cost == cost(**{f: 3, step(f, 1): 1, step(f, 2): 1, step(f, 3): 1})
        assert (drops.effect.kind, drops.effect.flavour) == ("adds_flavour", f)
        assert (drops.rule.kind, drops.rule.flavour, drops.rule.points) == ("if_other_dessert_of_flavour",
                                                                            REL["partner"][f], 3)
    toppings = [d for d in DECORATIONS.values() if d.kind == "topping"]
    sprinkles = [d for d in DECORATIONS.values() if d.kind == "sprinkles"]
    for t, (a, b), top, spr in zip(TYPES, PAIRS, toppings, sprinkles):
        assert top.cost == cost(**{a: 3, b: 3})
        assert (top.effect.kind, top.effect.type, top.rule.kind, top.rule.type, top.rule.points) == (
            "adds_type", t, "if_other_dessert_of_type", t, 3)
        others = {f: 1 for f in FLAVOURS if f not in (a, b)}
        assert spr.cost == cost(**{a: 2, b: 2, **others})
        assert (spr.rule.kind, spr.rule.type, spr.rule.points) == ("if_on_type", t, 5)
    caramel = DECORATIONS["caramel"]
    assert (caramel.copies, caramel.cost, caramel.rule.kind, caramel.rule.points) == (
        4, cost(milk=3, dark=2, white=1), "per_decoration_on_same_dessert", 3)
    assert decoration_ids(["caramel", "icing"], "unassigned")[2] == "unassigned/1"


@pytest.mark.rule("C5")
def test_copies_are_counted_never_told_apart():
    counted = {"caramel": 1}  # the Inspiration's
    found = copies_problem([("caramel", f"x/{i}") for i in range(4)], counted)
    assert found == ("too_many_copies", {"card": "caramel", "copies": 4}, "x/3")
    assert copies_problem([("caramel", "a"), ("caramel", "b"), ("red_sprinkles", "c")], {}) is None
    assert copies_problem([("red_sprinkles", "a"), ("red_sprinkles", "b")], {})[2] == "b"
