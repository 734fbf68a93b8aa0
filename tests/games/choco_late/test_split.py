"""The best two-tray split (C3): service/games/choco_late/split.py and split_search.py.

Against brute forces that enumerate every split; which best split is shown, against the
order of record walked without bounds; the collections that cost the search of record the
most; invariants of the answer; the budget.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.games.choco_late import split_search
from service.games.choco_late.split import (
    DEFAULT_MAX_NODES,
    BestSplit,
    best_split,
)
from service.games.choco_late.split_bounds import (
    MOST_BONUS_OF_SIZE,
    capped_bound,
    class_bound,
    shape_key,
    side_class,
    size_bound,
)
from service.games.choco_late.split_search import OutOfBudget, SplitSearch
from service.games.choco_late.tray_bonus import matrix_bonus
from service.games.choco_late.tray_counts import count_matrix, line_sums
from service.games.choco_late.trays import score_split, score_tray, tray_points
from service.referee.violations import RuleViolation
from tests.games.choco_late.tray_reference import (
    DECK,
    POOLS,
    SETTINGS,
    all_splits,
    best_split_total,
    chosen_split,
    lots_from,
)


def check_answer(got: BestSplit, lots) -> None:
    """The trays partition the lots, the total adds up, a proven answer has its bound."""
    a, b = got.trays
    assert sorted(a.lots + b.lots) == sorted(lots)
    assert not set(a.lots) & set(b.lots)
    assert got.total == a.points + b.points
    assert a.points == score_tray(a.lots).points and b.points == score_tray(b.lots).points
    assert got.upper_bound >= got.total
    if got.optimal:
        assert got.upper_bound == got.total
    assert got.nodes >= 0 and got.max_nodes == DEFAULT_MAX_NODES


# ------------------------------------------------------------------ brute forces


@pytest.mark.rule("C3")
@settings(max_examples=120, **SETTINGS)
@given(lots_from(0, 7))
def test_C3_best_split_equals_brute_force_of_brute_force_trays(lots):
    """C3: every split of up to 7 lots, each tray scored by the brute force of C2."""
    got = best_split(lots)
    check_answer(got, lots)
    assert got.optimal
    assert got.total == best_split_total(lots)


@pytest.mark.rule("C3")
@settings(max_examples=250, **SETTINGS)
@given(lots_from(6, 10))
def test_C3_best_split_equals_every_split_up_to_10_lots(lots):
    """C3: the best of every split of up to 10 lots (2^9 splits; trays scored by the
    engine's tray value, itself checked against the brute force in test_trays.py)."""
    got = best_split(lots)
    check_answer(got, lots)
    assert got.optimal
    assert got.total == best_split_total(lots, value=tray_points)


# ------------------------------------------------------- which best split is shown


def shown(got: BestSplit) -> tuple[tuple[int, ...], tuple[int, ...]]:
    return tuple(sorted(got.trays[0].lots)), tuple(sorted(got.trays[1].lots))


@pytest.mark.rule("C3")
@settings(max_examples=150, **SETTINGS)
@given(lots_from(0, 7))
def test_C3_the_split_shown_is_the_first_best_core_of_the_order_of_record(lots):
    """C3: among equally good splits, the one shown is the first core of the order of
    record reaching the best total (levels from the best tray bonus down, kinds, spreads,
    cores), walked by the reference without bounds and scored by the brute force of C2."""
    got = best_split(lots)
    assert got.optimal
    assert shown(got) == chosen_split(lots)


@pytest.mark.rule("C3")
@settings(max_examples=150, **SETTINGS)
@given(lots_from(6, 11))
def test_C3_the_split_shown_up_to_11_lots(lots):
    """C3: the same with the engine's tray value in the reference (up to 2^10 splits)."""
    got = best_split(lots)
    assert got.optimal
    assert shown(got) == chosen_split(lots, value=tray_points)


@pytest.mark.rule("C3")
@settings(max_examples=100, **SETTINGS)
@given(lots_from(0, 26))
def test_C3_the_probe_and_the_search_show_the_same_split(lots):
    """C3: whether the first core at the best tray bonus worth twice it is found by the
    probe, or by the best-first search and the walk of the order, the answer is the same."""
    with_probe = best_split(lots)
    split_search.PROBE = False
    try:
        without = best_split(lots)
    finally:
        split_search.PROBE = True
    assert (with_probe.trays, with_probe.total, with_probe.optimal) == (without.trays, without.total, without.optimal)


# ------------------------------------------------------- the bounds on the other tray


@pytest.mark.rule("C2")
@settings(max_examples=200, **SETTINGS)
@given(lots_from(0, 20), st.randoms(use_true_random=False))
def test_C2_bounds_on_the_other_tray_are_upper_bounds(lots, rnd):
    """The class bound, the size bound and the capped bound never fall below the value of
    a tray within their caps: here any part of the collection, with line sums caps at or
    above its own."""
    m = count_matrix(lots)
    part = [n for n in lots if rnd.random() < 0.6]
    rest = count_matrix(part)
    rows, cols = line_sums(rest)
    rows = [min(r + rnd.choice((0, 0, 1, 2)), x) for r, x in zip(rows, line_sums(m)[0])]
    cols = [min(c + rnd.choice((0, 0, 1, 2)), x) for c, x in zip(cols, line_sums(m)[1])]
    value = matrix_bonus(rest)
    assert tray_points(part) == len(part) + value
    assert class_bound(side_class(0, rows), side_class(1, cols)) >= value
    assert size_bound(len(part)) >= value
    assert capped_bound(m, rows, cols, -1) >= value
    floor = rnd.randint(-1, 15)
    got = capped_bound(m, rows, cols, floor)
    assert got >= value or got <= floor and value <= floor


@pytest.mark.rule("C2")
@settings(max_examples=200, **SETTINGS)
@given(lots_from(0, 20))
def test_C2_a_shape_key_names_a_matrix_up_to_renaming_symbols_and_colours(lots):
    """The matrix rebuilt from its shape key (rows and columns sorted) has the same best
    bonus, and renaming symbols and colours keeps the value."""
    m = count_matrix(lots)
    rows, cols = line_sums(m)
    row_sums, columns = shape_key(m, rows, cols)
    again = [columns[c][1 + s] for s in range(5) for c in range(5)]
    assert sorted(again) == sorted(m)
    assert matrix_bonus(again, list(row_sums), [col[0] for col in columns]) == matrix_bonus(m)


def test_most_bonus_of_size_is_reached():
    """The size bound is tight: 2 lots of one cell make 4, 3 make 7, four symbols of one
    colour 12, five 15 (the most of any tray)."""
    assert MOST_BONUS_OF_SIZE == (0, 0, 4, 7, 12) + (15,) * 8
    assert [tray_points(lots) - len(lots) for lots in ([1, 26], [1, 26, 51], [1, 2, 3, 4], [1, 2, 3, 4, 5])] == [
        4, 7, 12, 15]


# The collections that cost the search of record (level by level over every core, until
# 2 x level <= best found) the most nodes, found by hill-climbing: (lots, its nodes then,
# total, first tray). The answers are the ones it gave; the search now needs far fewer nodes.
HARDEST_BEFORE = [
    ([8, 17, 52, 53, 54, 57, 59, 68, 94], 4585, 22, [8, 52, 53, 54, 57, 59]),
    ([14, 16, 17, 18, 28, 30, 36, 88], 3077, 23, [16, 18, 36, 88]),
    ([24, 52, 60, 63, 66], 717, 19, [24, 52, 60, 63, 66]),
    ([9, 18, 36, 71, 77, 85], 1335, 19, [9, 18, 36, 71, 77, 85]),
    ([11, 16, 54, 58, 62, 72, 85], 2557, 20, [11, 16, 54, 58, 62, 72, 85]),
    ([15, 36, 51, 57, 69, 91, 92, 98], 2652, 25, [15, 51, 57, 69, 98]),
    ([3, 5, 6, 8, 18, 19, 29, 33, 42], 2216, 26, [5, 6, 18, 19, 29, 42]),
    ([2, 3, 4, 12, 13, 17, 18, 19, 22, 49], 2244, 30, [2, 3, 13, 18, 22]),
    ([12, 13, 14, 17, 22, 23, 24, 58, 59, 82, 93], 1667, 32, [12, 14, 23, 24, 59, 82]),
    ([4, 10, 29, 33, 36, 37, 44, 46, 52, 56, 61, 76, 79, 83, 89, 92, 97, 99], 747, 43, [10, 33, 37, 44, 76, 99]),
    ([2, 6, 9, 17, 18, 19, 24, 26, 28, 33, 37, 39, 41, 45, 46, 48, 72, 86], 470, 45, [17, 18, 19, 41, 45]),
    ([2, 3, 9, 11, 17, 18, 24, 29, 30, 31, 33, 38, 41, 47, 51, 62, 69, 71], 470, 45, [2, 3, 29, 30, 51]),
    ([9, 18, 21, 24, 26, 29, 39, 45, 49, 52, 56, 57, 61, 62, 64, 66, 72, 74], 929, 43, [18, 24, 26, 39, 45, 57]),
]


@pytest.mark.rule("C3")
@pytest.mark.parametrize("lots, nodes_before, total, first", HARDEST_BEFORE, ids=lambda v: str(v)[:12])
def test_C3_the_collections_hardest_before_keep_their_answers(lots, nodes_before, total, first):
    got = best_split(lots)
    check_answer(got, lots)
    assert got.optimal
    assert (got.total, list(got.trays[0].lots)) == (total, first)
    if len(lots) <= 11:
        assert got.total == best_split_total(lots, value=tray_points)
    assert got.nodes < nodes_before and got.nodes <= 500


@pytest.mark.rule("C3")
def test_C3_out_of_budget_once_the_best_total_is_proven_shows_the_split_found_first():
    """C3: if the budget runs out while the order of record is walked, the best total is
    already proven (optimal), and the split shown is the one the best-first step found."""
    checked = 0
    rnd = random.Random(9)
    while checked < 5:
        lots = rnd.sample(DECK[:50], 9)
        m = count_matrix(lots)
        search = SplitSearch(m, len(lots), matrix_bonus(m), DEFAULT_MAX_NODES, None)
        search.best_total()
        if search.best_core is None or search.probed:
            continue
        step_one = search.nodes
        search.first_reaching(search.lb)
        if search.nodes <= step_one + 1:
            continue
        got = best_split(lots, max_nodes=step_one + 1)
        check_answer_under(got, lots, step_one + 1)
        assert got.optimal and got.total == best_split_total(lots, value=tray_points)
        assert got.upper_bound == got.total
        checked += 1


def check_answer_under(got: BestSplit, lots, budget: int) -> None:
    a, b = got.trays
    assert sorted(a.lots + b.lots) == sorted(lots)
    assert got.total == a.points + b.points
    assert got.nodes <= budget + 1 and got.max_nodes == budget


@pytest.mark.rule("C3")
def test_C3_the_search_raises_out_of_budget_with_a_proven_bound():
    lots = HARDEST_BEFORE[0][0]
    m = count_matrix(lots)
    for budget in (0, 1, 10, 100):
        search = SplitSearch(m, len(lots), matrix_bonus(m), budget, None)
        with pytest.raises(OutOfBudget):
            search.best_total()
        assert search.upper >= 22 - len(lots) >= search.lb


# -------------------------------------------------------------------- invariants


@pytest.mark.rule("C3")
@settings(max_examples=150, **SETTINGS)
@given(lots_from(0, 20), st.randoms(use_true_random=False))
def test_C3_best_split_beats_any_given_split_and_ignores_order(lots, rnd):
    """C3: no split scores more than the best split (a random one, the rulebook-style one
    with everything in one tray); the answer depends only on the set of lots."""
    got = best_split(lots)
    check_answer(got, lots)
    assert got.optimal
    assert got.total >= tray_points(lots)  # everything in one tray, the other empty
    mask = [rnd.random() < 0.5 for _ in lots]
    given_split = score_split([[n for n, m in zip(lots, mask) if m], [n for n, m in zip(lots, mask) if not m]])
    assert got.total >= given_split.total
    shuffled = list(lots)
    rnd.shuffle(shuffled)
    again = best_split(shuffled)
    assert again.trays == got.trays
    assert (again.total, again.optimal, again.nodes) == (got.total, got.optimal, got.nodes)


@pytest.mark.rule("C3")
def test_C3_rulebook_collection_best_split_is_at_least_27():
    """C3: the rulebook's 46 33 39 16 11 28 7 45 scores 27 split its way; the best split is
    at least that, and it is what every split of the eight lots gives at best."""
    lots = [46, 33, 39, 16, 11, 28, 7, 45]
    got = best_split(lots)
    check_answer(got, lots)
    assert got.optimal
    assert got.total >= 27
    assert got.total == best_split_total(lots)


@pytest.mark.rule("C3")
def test_C3_empty_collection():
    got = best_split([])
    assert got.total == 0 and got.optimal and got.upper_bound == 0
    assert got.trays[0].lots == () and got.trays[1].lots == ()


@pytest.mark.rule("C3")
def test_C3_eighteen_lot_collections_are_proven_optimal_within_the_default_budget():
    """C3: random 18-lot collections (the largest a standard game deals, 4 players) are all
    proven optimal under DEFAULT_MAX_NODES."""
    rnd = random.Random(18)
    for _ in range(40):
        pool = rnd.choice(POOLS)
        lots = rnd.sample(pool, 18)
        got = best_split(lots)
        check_answer(got, lots)
        assert got.optimal, lots
        assert got.nodes <= DEFAULT_MAX_NODES


@pytest.mark.rule("C3")
def test_C3_big_collections_are_n_plus_30_at_most():
    """C3: a tray's bonus is at most 15 (5 diversi + 5 uguali sharing five lots), so a split
    scores at most n + 30; big collections reach it."""
    rnd = random.Random(3)
    for n in (26, 34, 60):
        lots = rnd.sample(DECK, n)
        got = best_split(lots)
        check_answer(got, lots)
        assert got.optimal and got.total <= n + 30
    got = best_split(DECK)
    check_answer(got, DECK)
    assert got.optimal and got.total == 130


# -------------------------------------------------------------------- the budget


@pytest.mark.rule("C3")
def test_C3_budget_constants_are_published():
    assert isinstance(DEFAULT_MAX_NODES, int) and DEFAULT_MAX_NODES > 0
    from service.referee.catalogue import catalogue_of

    budget = catalogue_of("choco-late").tables["split_budget"]
    assert f"{DEFAULT_MAX_NODES} nodes" in budget["en"] and f"{DEFAULT_MAX_NODES} nodi" in budget["it"]


@pytest.mark.rule("C3")
@settings(max_examples=60, **SETTINGS)
@given(lots_from(8, 10), st.integers(0, 3))
def test_C3_past_the_node_budget_the_answer_is_a_valid_split_with_a_proven_bound(lots, budget):
    """C3: with a tiny node budget the answer is still a split of the lots; when it is not
    proven optimal, its upper bound is no lower than the true best."""
    got = best_split(lots, max_nodes=budget)
    a, b = got.trays
    assert sorted(a.lots + b.lots) == sorted(lots)
    assert got.total == a.points + b.points
    assert got.nodes <= budget + 1
    assert got.max_nodes == budget
    best = best_split_total(lots, value=tray_points)
    assert got.total <= best <= got.upper_bound
    if got.optimal:
        assert got.total == best == got.upper_bound


@pytest.mark.rule("C3")
def test_C3_budget_is_deterministic():
    """C3: the same collection and budget give the same answer, whatever the order."""
    rnd = random.Random(5)
    lots = rnd.sample(DECK, 18)
    first = best_split(lots, max_nodes=5)
    for _ in range(3):
        rnd.shuffle(lots)
        again = best_split(lots, max_nodes=5)
        assert (again.trays, again.total, again.optimal, again.upper_bound, again.nodes) == (
            first.trays, first.total, first.optimal, first.upper_bound, first.nodes)


@pytest.mark.rule("C3")
def test_C3_an_expired_deadline_still_answers_a_valid_split():
    """C3: the wall-clock deadline is a safety: past it the answer is the best split found."""
    rnd = random.Random(6)
    for _ in range(5):
        lots = rnd.sample(DECK, 18)
        got = best_split(lots, deadline=0.0)
        a, b = got.trays
        assert sorted(a.lots + b.lots) == sorted(lots)
        assert got.upper_bound >= got.total
        assert got.total >= tray_points(lots)


# ------------------------------------------------------------------------ errors


@pytest.mark.rule("D1")
def test_D1_best_split_checks_its_cards():
    with pytest.raises(RuleViolation) as err:
        best_split([1, 2, 2])
    v = err.value.violation
    assert (v.rule, v.code, v.pointer) == ("D1", "card_twice", "/lots/2")
    with pytest.raises(RuleViolation) as err:
        best_split([1, 0], pointer="/final/lots")
    assert (err.value.violation.code, err.value.violation.pointer) == ("card_out_of_range", "/final/lots/1")


def test_reference_enumerates_every_split_once():
    """The brute force itself: 2^(n-1) splits of n lots, each a partition."""
    lots = [3, 8, 13, 40]
    splits = list(all_splits(lots))
    assert len(splits) == 8
    assert len({(frozenset(a), frozenset(b)) for a, b in splits}) == 8
    for a, b in splits:
        assert sorted(a + b) == lots
