"""Tray values (C1, C2) and given two-tray splits (C3): service/games/choco_late/trays.py
(the public API), tray_bonus.py and the modules it uses (the value), tray_tie_rule.py and
the modules it uses (the tie rule).

The rulebook's worked examples (section 6 of choco-late.md) with their value and their
breakdown; the engine against the brute force of tray_reference.py on thousands of random
trays; the tie rule against a brute force on small trays; invariants.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.games.choco_late.cards import colour, symbol
from service.games.choco_late.combinations import COMBINATION_BY_ID
from service.games.choco_late.trays import (
    CombinationUse,
    SplitScore,
    TrayScore,
    explain_tray,
    score_split,
    score_tray,
    tray_points,
)
from service.referee.shown import Said, shown
from service.referee.violations import RuleViolation
from tests.games.choco_late.tray_reference import SETTINGS, lots_from, tray_choices, tray_value


def trays(low: int = 0, high: int = 18):
    """Random trays of low..high lots drawn from one of tray_reference.POOLS."""
    return lots_from(low, high)


def use(combo_id: str | None, lots) -> CombinationUse | None:
    if combo_id is None:
        return None
    combo = COMBINATION_BY_ID[combo_id]
    return CombinationUse(combo_id, combo.label, tuple(sorted(lots)), None)


def breakdown(t: TrayScore):
    """(points, symbol id, symbol lots, colour id, colour lots, loose lots) of a tray."""
    s, c = t.symbol_combination, t.colour_combination
    return (
        t.points,
        s.id if s else None,
        s.lots if s else (),
        c.id if c else None,
        c.lots if c else (),
        t.loose_lots,
    )


# ------------------------------------------------------------- the rulebook's examples

# Section 6: tray, points, symbol combination and its lots, colour combination and its
# lots, loose lots.
WORKED = [
    ((26, 32, 44, 37, 23), 17, "four_different", (23, 26, 32, 44), "five_different", (23, 26, 32, 37, 44), ()),
    ((2, 22, 25, 4, 9, 5), 17, "three_pairs", (2, 4, 5, 9, 22, 25), "full_house", (2, 4, 5, 22, 25), ()),
    ((6, 7, 10, 35), 11, "pair", (10, 35), "four_same", (6, 7, 10, 35), ()),
    ((1, 26, 28, 11), 10, "three_same", (1, 11, 26), "three_same", (1, 26, 28), ()),
    ((31, 27, 32, 43, 48), 14, "two_pairs", (27, 32, 43, 48), "four_different", (27, 32, 43, 48), (31,)),
    ((16, 42, 19, 43, 45), 20, "five_different", (16, 19, 42, 43, 45), "five_same", (16, 19, 42, 43, 45), ()),
    ((46, 16, 11, 33), 12, "three_same", (11, 16, 46), "four_different", (11, 16, 33, 46), ()),
    ((39, 28, 7, 45), 15, "four_different", (7, 28, 39, 45), "four_different", (7, 28, 39, 45), ()),
    ((21, 23, 49), 5, None, (), "three_same", (21, 23, 49), ()),
]


@pytest.mark.rule("C2")
@pytest.mark.parametrize("tray, points, s_id, s_lots, c_id, c_lots, loose", WORKED, ids=lambda v: str(v))
def test_C2_rulebook_worked_examples_value_and_breakdown(tray, points, s_id, s_lots, c_id, c_lots, loose):
    """C2, section 6: every worked example scores as the rulebook says, made as it says."""
    got = score_tray(tray)
    assert got.points == points
    assert breakdown(got) == (points, s_id, s_lots, c_id, c_lots, loose)
    assert got.lots == tray
    assert tray_points(tray) == points
    assert tray_value(tray) == points  # and the brute force agrees


@pytest.mark.rule("C2")
def test_C2_example_31_is_the_loose_lot():
    """C2: 31 27 32 43 48 = Doppia coppia of symbols 6 + 4 diversi of colours 7 + 31 loose."""
    got = score_tray([31, 27, 32, 43, 48])
    assert got.symbol_combination == CombinationUse("two_pairs", "Doppia coppia", (27, 32, 43, 48), 6)
    assert got.colour_combination == CombinationUse("four_different", "4 diversi", (27, 32, 43, 48), 7)
    assert got.loose_lots == (31,)
    assert got.points == 6 + 7 + 1


@pytest.mark.rule("C3")
def test_C3_rulebook_two_tray_example_12_plus_15():
    """C3: 46 33 39 16 11 28 7 45 split as {46 16 11 33} and {39 28 7 45} scores 12 + 15."""
    got = score_split([[46, 16, 11, 33], [39, 28, 7, 45]])
    assert isinstance(got, SplitScore)
    assert [t.points for t in got.trays] == [12, 15]
    assert got.total == 27
    left, right = got.trays
    assert breakdown(left) == (12, "three_same", (11, 16, 46), "four_different", (11, 16, 33, 46), ())
    assert breakdown(right) == (15, "four_different", (7, 28, 39, 45), "four_different", (7, 28, 39, 45), ())


@pytest.mark.rule("C3")
def test_C3_rulebook_second_two_tray_example_left_tray_is_5():
    """C3, the seed's second two-tray example: the left tray 21 23 49 is a Tris of colours (5)
    with no symbol combination, as the rulebook says."""
    got = score_split([[21, 23, 49], [40, 39, 11]])
    assert breakdown(got.trays[0]) == (5, None, (), "three_same", (21, 23, 49), ())


@pytest.mark.rule("C3")
def test_C3_rulebook_second_two_tray_example_right_tray_as_extracted_is_5():
    """C3: the right tray as the text extraction reads it, 40 39 11, is three lots of colour 3
    with three different symbols: a Tris of colours, 5, not the rulebook's 16. Its 16 (4
    simboli diversi 8 + 4 colori uguali 8) needs four lots; one card was lost with the
    picture (see the next test)."""
    got = score_split([[21, 23, 49], [40, 39, 11]])
    assert breakdown(got.trays[1]) == (5, None, (), "three_same", (11, 39, 40), ())
    assert got.total == 10


@pytest.mark.rule("C3")
@pytest.mark.parametrize("fourth", [12, 13, 37, 38, 62, 63, 87, 88])
def test_C3_rulebook_second_two_tray_example_5_plus_16_with_the_lost_card(fourth):
    """C3: with a fourth lot of colour 3 and symbol 2 or 3 (the only cards that give the
    rulebook's reading), the right tray is 4 diversi of symbols 8 + 4 uguali of colours 8
    = 16, and the player scores 5 + 16 = 21 as the rulebook says."""
    got = score_split([[21, 23, 49], [40, 39, 11, fourth]])
    assert [t.points for t in got.trays] == [5, 16]
    assert got.total == 21
    right = got.trays[1]
    assert right.symbol_combination.id == "four_different"
    assert right.colour_combination.id == "four_same"
    assert right.loose_lots == ()


# --------------------------------------------------------------------- small cases


@pytest.mark.rule("C2")
def test_C2_empty_tray_scores_0():
    assert score_tray([]) == TrayScore((), 0, None, None, (), Said(explain_tray, None, None, (), 0))
    assert shown(score_tray([]), "it")["explanation"] == "vassoio vuoto = 0"
    assert tray_points([]) == 0


@pytest.mark.rule("C2")
@pytest.mark.parametrize("lot", [1, 57, 100])
def test_C2_a_single_lot_is_loose(lot):
    assert score_tray([lot]) == TrayScore((lot,), 1, None, None, (lot,), Said(explain_tray, None, None, (lot,), 1))


@pytest.mark.rule("C2")
def test_C2_two_lots_of_one_symbol_and_colour_are_a_pair_of_both():
    # 1 and 26: symbol 1, colour 1
    got = score_tray([26, 1])
    assert got.points == 6
    assert got.symbol_combination == CombinationUse("pair", "Coppia", (1, 26), 3)
    assert got.colour_combination == CombinationUse("pair", "Coppia", (1, 26), 3)
    assert got.lots == (26, 1)


@pytest.mark.rule("C2")
def test_C2_a_lot_may_count_in_both_combinations():
    """C2: 16 42 19 43 45: all five lots are in both the symbol and the colour combination."""
    got = score_tray([16, 42, 19, 43, 45])
    assert set(got.symbol_combination.lots) == set(got.colour_combination.lots) == {16, 19, 42, 43, 45}


@pytest.mark.rule("C2")
def test_C2_tie_rule_is_published():
    from service.referee.catalogue import catalogue_of

    tie_rule = catalogue_of("choco-late").tables["tie_rule"]
    assert "symbol points" in tie_rule["en"] and "lexicographic" in tie_rule["en"]
    assert "punti per i simboli" in tie_rule["it"] and "lessicografico" in tie_rule["it"]


@pytest.mark.rule("C2")
def test_C2_ties_prefer_symbol_points_then_lowest_lots():
    """C2 tie rule: 1 2 6 7 (symbols 1 2 1 2, colours 1 1 2 2) is a Doppia coppia either way
    (6 + 6 + 0); symbols first, both use every lot."""
    got = score_tray([7, 6, 2, 1])
    assert got.points == 12
    assert breakdown(got) == (12, "two_pairs", (1, 2, 6, 7), "two_pairs", (1, 2, 6, 7), ())


@pytest.mark.rule("C2")
def test_C2_ties_take_the_lowest_lots():
    """C2 tie rule: of the four lots of symbol 1 and colour 1 (1 26 51 76), a pair of both
    takes the lowest two, and the others are loose."""
    got = score_tray([76, 51, 26, 1])
    # four_same of symbols (7) and of colours (8) use all four: 7 + 8 = 15
    assert got.points == 15
    got = score_tray([1, 26, 51])
    assert breakdown(got) == (10, "three_same", (1, 26, 51), "three_same", (1, 26, 51), ())


# ------------------------------------------------------------------------- errors


@pytest.mark.rule("D1")
@pytest.mark.parametrize("bad", [0, 101, -3, "7", 2.0, True, None])
def test_D1_a_tray_holds_only_cards(bad):
    with pytest.raises(RuleViolation) as err:
        score_tray([5, bad])
    v = err.value.violation
    assert (v.rule, v.code, v.pointer, v.move_index) == ("D1", "card_out_of_range", "/lots/1", None)


@pytest.mark.rule("D1")
def test_D1_a_lot_twice_in_a_tray():
    with pytest.raises(RuleViolation) as err:
        score_tray([5, 9, 5], pointer="/x")
    v = err.value.violation
    assert (v.rule, v.code, v.pointer, v.params["first"]) == ("D1", "card_twice", "/x/2", "/x/0")
    with pytest.raises(RuleViolation):
        tray_points([5, 5])


@pytest.mark.rule("D1")
def test_D1_a_lot_in_both_trays():
    with pytest.raises(RuleViolation) as err:
        score_split([[1, 2, 3], [4, 2]])
    v = err.value.violation
    assert (v.rule, v.code, v.pointer, v.params["first"]) == ("D1", "card_twice", "/trays/1/1", "/trays/0/1")


@pytest.mark.rule("D1")
def test_D1_a_bad_card_in_a_split_points_into_its_tray():
    with pytest.raises(RuleViolation) as err:
        score_split([[1], [2, 300]], pointer="/final/trays")
    assert err.value.violation.pointer == "/final/trays/1/1"


@pytest.mark.rule("C3")
@pytest.mark.parametrize("count", [0, 1, 3])
def test_C3_a_split_has_exactly_two_trays(count):
    with pytest.raises(RuleViolation) as err:
        score_split([[n] for n in range(1, count + 1)])
    v = err.value.violation
    assert (v.rule, v.code, v.pointer, v.params) == ("C3", "trays_not_two", "/trays", {"count": count})
    assert str(count) in v.message("en") and str(count) in v.message("it")


@pytest.mark.rule("C3")
def test_C3_either_tray_may_be_empty():
    got = score_split([[], [16, 42, 19, 43, 45]])
    assert [t.points for t in got.trays] == [0, 20]
    assert got.total == 20


# --------------------------------------------- against the brute force (hypothesis)


@pytest.mark.rule("C2")
@settings(max_examples=1700, **SETTINGS)
@given(trays(0, 14))
def test_C2_value_equals_brute_force_up_to_14_lots(lots):
    """C2: the engine's value is the brute force's best over every symbol combination and
    every colour combination subset."""
    expected = tray_value(lots)
    assert tray_points(lots) == expected
    assert score_tray(lots).points == expected


@pytest.mark.rule("C2")
@settings(max_examples=250, **SETTINGS)
@given(trays(15, 18))
def test_C2_value_equals_brute_force_15_to_18_lots(lots):
    expected = tray_value(lots)
    assert tray_points(lots) == expected
    assert score_tray(lots).points == expected


def tie_key(value, s_combo, s_lots, c_combo, c_lots):
    """The published tie rule, as a sort key over brute-force choices."""
    return (
        -(s_combo.symbol_points if s_combo else 0),
        -(c_combo.colour_points if c_combo else 0),
        tuple(sorted(s_lots)),
        tuple(sorted(c_lots)),
    )


@pytest.mark.rule("C2")
@settings(max_examples=600, **SETTINGS)
@given(trays(0, 9))
def test_C2_breakdown_is_the_tie_rules_choice_among_all_best_choices(lots):
    """C2 + TIE_RULE: among every (symbol combination, colour combination) choice of best
    value, found by a plain double loop, the breakdown is the one the tie rule picks."""
    choices = tray_choices(lots)
    top = max(ch[0] for ch in choices)
    _, s_combo, s_lots, c_combo, c_lots = min((ch for ch in choices if ch[0] == top), key=lambda ch: tie_key(*ch))
    got = score_tray(lots)
    assert breakdown(got)[:5] == (
        top,
        s_combo.id if s_combo else None,
        tuple(sorted(s_lots)),
        c_combo.id if c_combo else None,
        tuple(sorted(c_lots)),
    )


# ------------------------------------------------------------------- invariants


def check_consistent(t: TrayScore, lots) -> None:
    """A breakdown adds up: points = combinations + loose lots; each combination has its
    shape and lots of the tray; loose lots are exactly the rest."""
    assert t.lots == tuple(lots)
    used = set()
    total = 0
    for use_, value, points_of in (
        (t.symbol_combination, symbol, "symbol_points"),
        (t.colour_combination, colour, "colour_points"),
    ):
        if use_ is None:
            continue
        combo = COMBINATION_BY_ID[use_.id]
        assert use_.label == combo.label
        assert use_.points == getattr(combo, points_of)
        assert list(use_.lots) == sorted(set(use_.lots))
        assert set(use_.lots) <= set(lots)
        counts: dict[int, int] = {}
        for n in use_.lots:
            counts[value(n)] = counts.get(value(n), 0) + 1
        assert tuple(sorted(counts.values(), reverse=True)) == combo.shape
        used |= set(use_.lots)
        total += use_.points
    assert t.loose_lots == tuple(sorted(set(lots) - used))
    assert t.points == total + len(t.loose_lots)


@pytest.mark.rule("C2")
@settings(max_examples=400, **SETTINGS)
@given(trays(0, 24), st.randoms(use_true_random=False))
def test_C2_breakdown_is_consistent_and_ignores_the_order_of_lots(lots, rnd):
    """C2: the breakdown adds up to the value, and shuffling the lots changes nothing but
    the echoed order."""
    got = score_tray(lots)
    check_consistent(got, lots)
    shuffled = list(lots)
    rnd.shuffle(shuffled)
    again = score_tray(shuffled)
    check_consistent(again, shuffled)
    assert breakdown(again) == breakdown(got)
    assert tray_points(shuffled) == got.points


@pytest.mark.rule("C2")
@settings(max_examples=400, **SETTINGS)
@given(trays(0, 20), st.integers(1, 100))
def test_C2_value_never_drops_when_a_lot_is_added(lots, extra):
    """C2: adding a lot adds at least its loose point."""
    if extra in lots:
        return
    assert tray_points(lots + [extra]) >= tray_points(lots) + 1


@pytest.mark.rule("C2")
def test_C2_value_of_many_random_big_trays_is_consistent():
    """C2: big trays (up to the whole deck) stay consistent; the value is at most n + 15
    (five_different + five_same sharing all five lots)."""
    rnd = random.Random(7)
    for n in (25, 34, 50, 75, 100):
        for _ in range(5):
            lots = rnd.sample(range(1, 101), n)
            got = score_tray(lots)
            check_consistent(got, lots)
            assert n <= got.points <= n + 15
    assert score_tray(range(1, 101)).points == 115


@pytest.mark.rule("C2")
@settings(max_examples=300, **SETTINGS)
@given(trays(4, 18))
def test_C2_tie_rule_quick_pass_agrees_with_the_exact_pass(lots):
    """C2 + TIE_RULE, inside the engine: the lexicographically smallest symbol combination
    found by the pass over all candidates with bounds is the one the exact pass (flows, one
    candidate at a time) finds, whenever the quick pass answers."""
    from service.games.choco_late.tray_bonus import matrix_bonus
    from service.games.choco_late.tray_candidates import candidates
    from service.games.choco_late.tray_counts import count_matrix_bits, line_sums
    from service.games.choco_late.tray_kinds import KIND_COUNT
    from service.games.choco_late.tray_symbol_lots import least_symbol_lots, least_symbol_lots_together

    m, bits = count_matrix_bits(lots)
    rows, cols = line_sums(m)
    memo: dict = {}
    fits = ([None] * KIND_COUNT, [None] * KIND_COUNT)
    best = matrix_bonus(m, rows, cols, memo=memo, fits=fits, bits=bits)
    cands = candidates(m, rows, cols, best, memo, fits, bits)
    if cands[0].sym.combo is None:
        return
    ordered = sorted(lots)
    exact = None
    for cand in cands:
        found = least_symbol_lots(cand, ordered, m, exact)
        if found is not None:
            exact = found
    quick = least_symbol_lots_together(cands, ordered, m, bits)
    if quick is not None:
        assert quick[0] == exact
