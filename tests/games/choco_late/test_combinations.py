"""The combination catalogue (C1): service/games/choco_late/combinations.py."""

from __future__ import annotations

import pytest

from service.games.choco_late.combinations import (
    COMBINATION_BY_ID,
    COMBINATIONS,
    Combination,
    combination_of,
)

# Section 4 of choco-late.md: id, Italian label, lots, symbol points, colour points, shape
TABLE = [
    ("five_different", "5 diversi", 5, 10, 9, (1, 1, 1, 1, 1)),
    ("five_same", "5 uguali", 5, 9, 10, (5,)),
    ("three_pairs", "Tripla coppia", 6, 9, 9, (2, 2, 2)),
    ("full_house", "Tris + Coppia", 5, 8, 8, (3, 2)),
    ("four_different", "4 diversi", 4, 8, 7, (1, 1, 1, 1)),
    ("four_same", "4 uguali", 4, 7, 8, (4,)),
    ("two_pairs", "Doppia coppia", 4, 6, 6, (2, 2)),
    ("three_same", "Tris", 3, 5, 5, (3,)),
    ("pair", "Coppia", 2, 3, 3, (2,)),
]


@pytest.mark.rule("C1")
def test_C1_catalogue_is_the_rulebook_table_in_order():
    assert [
        (c.id, c.label, c.size, c.symbol_points, c.colour_points, c.shape) for c in COMBINATIONS
    ] == TABLE


@pytest.mark.rule("C1")
@pytest.mark.parametrize("combo", COMBINATIONS, ids=lambda c: c.id)
def test_C1_shape_is_descending_and_sums_to_the_size(combo: Combination):
    assert sum(combo.shape) == combo.size
    assert list(combo.shape) == sorted(combo.shape, reverse=True)
    assert COMBINATION_BY_ID[combo.id] is combo
    assert combo.points("symbol") == combo.symbol_points
    assert combo.points("colour") == combo.colour_points


@pytest.mark.rule("C1")
def test_C1_shapes_are_all_different():
    assert len({c.shape for c in COMBINATIONS}) == len(COMBINATIONS)
    assert set(COMBINATION_BY_ID) == {row[0] for row in TABLE}


@pytest.mark.rule("C1")
@pytest.mark.parametrize(
    "values, expected",
    [
        ((1, 2, 3, 4, 5), "five_different"),
        ((3, 3, 3, 3, 3), "five_same"),
        ((1, 1, 2, 2, 5, 5), "three_pairs"),
        ((4, 4, 4, 2, 2), "full_house"),
        ((5, 1, 4, 2), "four_different"),
        ((2, 2, 2, 2), "four_same"),
        ((1, 3, 1, 3), "two_pairs"),
        ((5, 5, 5), "three_same"),
        ((4, 4), "pair"),
    ],
)
def test_C1_combination_of_values(values, expected):
    assert combination_of(values).id == expected


@pytest.mark.rule("C1")
@pytest.mark.parametrize(
    "values",
    [(), (1,), (1, 2), (1, 1, 2), (1, 1, 1, 1, 1, 1), (1, 1, 2, 2, 3), (1, 1, 1, 2, 2, 2), (1, 1, 1, 1, 2)],
)
def test_C1_other_sets_are_no_combination(values):
    assert combination_of(values) is None


@pytest.mark.rule("C1")
def test_C1_four_of_one_value_are_four_same_never_two_pairs():
    assert combination_of((2, 2, 2, 2)).id == "four_same"
    assert combination_of((2, 2, 2, 2, 3, 3)) is None  # not three_pairs either
    assert combination_of((2, 2, 2, 2, 2)).id == "five_same"  # and five of one are five_same
