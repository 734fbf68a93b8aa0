"""The Tavoletta's geometry (G1-G6): squares, stacks, laying, the chosen side, touched
cards, and the contacts the referee checks, proved equivalent to a brute-force search of
every square, orientation and side (G3-G5)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.games.chocola.cards import CHOCOLATE
from service.games.chocola.geometry import (COLS, OUTSIDE, POSITIONS, Placement, contacts, every_lay, laid_colours,
                                            lay_at, shown, side_matches, square_index, square_owner, touched_by,
                                            visible_of)
from service.games.chocola.take import find_lay

IDS = list(CHOCOLATE)


def stacks_of(tops) -> list[list[str]]:
    return [[c] if c else [] for row in tops for c in row]


FULL = stacks_of([["milk_dark", "marbled_milk", "milk_dark", "white_marbled"],
                  ["white_milk", "dark_marbled", "white_dark", "milk_white"]])


@pytest.mark.rule("G1")
def test_a_card_covers_two_squares_left_then_right():
    assert square_owner(0, 0) == (0, True) and square_owner(0, 1) == (0, False)
    assert square_owner(1, 7) == (7, False) and square_owner(1, 6) == (7, True)
    assert square_owner(-1, 0) is None and square_owner(0, 8) is None and square_owner(2, 3) is None


@pytest.mark.rule("G2")
def test_only_the_top_card_shows_and_holes_are_free():
    stacks = stacks_of([["milk_dark", None, None, None], [None] * 4])
    stacks[0].insert(0, "white_marbled")  # under the top card: not visible
    assert shown(stacks[0]) == ("milk", "dark") and shown(stacks[1]) == (None, None)  # a hole
    visible = visible_of(stacks)
    assert visible[square_index(square_owner(0, 0))] == "milk" and visible[square_index(square_owner(0, 1))] == "dark"
    assert visible[square_index(square_owner(0, 2))] is None  # a hole
    assert square_index(square_owner(-1, 0)) == OUTSIDE and visible[OUTSIDE] is None  # outside the rectangle
    assert [square_index(square_owner(y, x)) for y in range(2) for x in range(8)] == list(range(16))


@pytest.mark.rule("G3")
def test_a_card_is_laid_on_free_squares_upright_or_turned_half_a_turn():
    stacks = visible_of(stacks_of([["milk_dark", None, None, None], [None] * 4]))
    upright, turned = laid_colours(stacks, "white_dark", lay_at(0, 2, "left"))
    assert upright == ("white", "dark") and turned == ("dark", "white")
    assert laid_colours(stacks, "white_dark", lay_at(0, 1, "left")) is None  # over a card
    assert laid_colours(stacks, "white_dark", lay_at(-1, 0, "bottom"))[0] == ("white", "dark")


@pytest.mark.rule("G4")
def test_every_edge_of_the_chosen_side_must_match():
    stacks = visible_of(FULL)
    above_01 = lay_at(-1, 2, "bottom")  # faces marbled_milk at [0,1]
    assert side_matches(stacks, ("marbled", "milk"), above_01)
    assert not side_matches(stacks, ("milk", "marbled"), above_01)  # the colours crossed
    assert not side_matches(stacks, ("marbled", "white"), above_01)  # one edge only
    straddle = lay_at(-1, 1, "bottom")  # faces the dark of [0,0] and the marbled of [0,1]
    assert side_matches(stacks, ("dark", "marbled"), straddle)
    assert not side_matches(stacks, ("dark", "marbled"), lay_at(-1, 1, "top"))  # faces nothing: free squares


@pytest.mark.rule("G5")
def test_only_the_chosen_sides_faced_cards_are_touched():
    assert touched_by(-1, 2, "bottom") == ((0, 1),)
    assert touched_by(-1, 3, "bottom") == ((0, 1), (0, 2))
    assert touched_by(0, 2, "left") == ((0, 0),)
    assert touched_by(1, -2, "right") == ((1, 0),)
    assert touched_by(-1, 2, "top") == ()


@pytest.mark.rule("G6")
def test_contacts_are_the_only_lays_that_can_touch_a_set():
    assert [(lay.y, lay.x, lay.side) for lay in contacts(((1, 1),))] == [
        (0, 2, "bottom"), (1, 0, "right"), (1, 4, "left"), (2, 2, "top")]
    assert [(lay.y, lay.x, lay.side) for lay in contacts(((0, 1), (0, 2)))] == [(-1, 3, "bottom"), (1, 3, "top")]
    assert contacts(((0, 0), (0, 3))) == () and contacts(((0, 0), (1, 0))) == ()


def brute_force(stacks, card) -> dict[tuple, Placement]:
    """Every touched set of a legal lay of `card` (G3-G5 over every place, orientation and
    side), with its first placement in K3's order."""
    found: dict[tuple, Placement] = {}
    stacks = visible_of(stacks)
    for lay in every_lay():
        orientations = laid_colours(stacks, card, lay)
        for turned in (False, True):
            if orientations is None or not lay.touched or not side_matches(stacks, orientations[turned], lay):
                continue
            placement = Placement(lay.y, lay.x, turned, lay.side)
            best = found.get(lay.touched)
            if best is None or placement.key() < best.key():
                found[lay.touched] = placement
    return found


boards = st.lists(st.one_of(st.none(), st.sampled_from(IDS)), min_size=8, max_size=8)


@pytest.mark.rule("G6")
@settings(max_examples=150, deadline=None)
@given(tops=boards, card=st.sampled_from(IDS))
def test_the_contacts_check_is_the_brute_force_search(tops, card):
    stacks = [[c] if c else [] for c in tops]
    expected = brute_force(stacks, card)
    asked = [((p,)) for p in POSITIONS] + [((r, c), (r, c + 1)) for r in range(2) for c in range(COLS - 1)]
    asked += [((0, 0), (0, 2)), ((0, 1), (1, 1))]
    for touched in asked:
        if not all(stacks[r * COLS + c] for r, c in touched):
            continue  # K3 refuses a hole before any lay is looked for
        placement, _ = find_lay(visible_of(stacks), card, touched)
        assert placement == expected.get(touched), (touched, placement, expected.get(touched))
    assert all(len(t) in (1, 2) for t in expected)  # never more than 2 (G5)
