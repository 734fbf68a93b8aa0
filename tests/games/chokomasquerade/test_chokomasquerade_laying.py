"""Laying (L1-L4): only an unpairable card, into an empty column first, on the end of the
column; the discard is this same move."""

from __future__ import annotations

import pytest

from service.games.chokomasquerade.moves import Lay
from service.games.chokomasquerade.phases import Phase
from tests.games.chokomasquerade.helpers import M, c, cs, message, offered, play, position, refused, start


@pytest.mark.rule("L1")
@pytest.mark.parametrize(("columns", "code", "column"), [
    ([cs(5, 2), cs(1), cs(3), cs(4)], "pairable_with_first", 1),
    ([cs(2, 5), cs(1), cs(3), cs(4)], "pairable_with_last", 1),
    ([cs(1), cs(2), cs(5), cs(4)], "pairable_with_only", 3),
])
def test_a_pairable_card_cannot_be_laid(columns, code, column):
    state = position(columns, {"ann": cs(5, 6, 7), "bob": cs(8, 9, 10)})
    problem = refused(state, M.lay("ann", c(5), 1))
    assert (problem.rule, problem.code, problem.params["column"], problem.field) == ("L1", code, column, "card")
    assert "cannot be laid" in message(problem) and "non si può sovrapporre" in message(problem, "it")


@pytest.mark.rule("L1")
def test_a_card_not_held_cannot_be_laid():
    state = start(cs(1, 2, 3, 4), cs(5, 6, 7), cs(8, 9, 10))
    problem = refused(state, M.lay("ann", c(8), 1))
    assert (problem.rule, problem.code) == ("L1", "not_in_hand")


@pytest.mark.rule("L1")
@pytest.mark.parametrize(("columns", "hands"), [
    ([cs(1, 5, 2), cs(3), cs(4), cs(6)], {"ann": cs(5, 7, 8), "bob": cs(9, 10, 11)}),  # in a column's middle
    ([cs(1), cs(2), cs(3), cs(4)], {"ann": cs(5, 7, 8), "bob": cs(5, 10, 11)}),  # in the other hand
    ([cs(1), cs(2), cs(3), cs(4)], {"ann": cs(5, 5, 8), "bob": cs(9, 10, 11)}),  # in this player's own hand
    ([cs(1), cs(2), cs(3), cs(4)], {"ann": cs(5, 7, 8), "bob": cs(9, 10, 11)}),  # in the deck
])
def test_an_unpairable_card_may_be_laid_wherever_its_partner_is(columns, hands):
    state = position(columns, hands)
    assert state.refusal(M.lay("ann", c(5), 2)) is None


@pytest.mark.rule("L2")
def test_an_empty_column_first_whoever_emptied_it_and_a_free_choice_among_several():
    state = position([[], cs(2), [], cs(4)], {"ann": cs(5, 6, 7), "bob": cs(8, 9, 10)})
    problem = refused(state, M.lay("ann", c(5), 2))
    assert (problem.rule, problem.field, problem.params["columns"], problem.params["count"]) == ("L2", "column",
                                                                                                "1, 3", 2)
    assert message(problem) == "the card must go into an empty column (columns 1, 3), not column 2"
    assert {m.column for m in offered(state)} == {1, 3}
    full = position([cs(1), cs(2), cs(3), cs(4)], {"ann": cs(5, 6, 7), "bob": cs(8, 9, 10)})
    assert {m.column for m in offered(full)} == {1, 2, 3, 4}


@pytest.mark.rule("L2")
def test_a_column_out_of_range_is_refused_by_the_engine():
    state = start(cs(1, 2, 3, 4), cs(5, 6, 7), cs(8, 9, 10))
    assert state.refusal(M.lay("ann", c(5), 5)).code == "no_such_column"


@pytest.mark.rule("L3")
def test_the_laid_card_is_the_last_of_its_column_and_the_turn_ends():
    state = play(start(cs(1, 2, 3, 4), cs(5, 6, 7), cs(8, 9, 10)), M.lay("ann", c(6), 4))
    assert state.table.columns[3] == cs(4, 6) and state.phase is Phase.DRAW and state.draws_due == 1
    assert sorted(state.hands["ann"]) == cs(5, 7)


@pytest.mark.rule("L4")
def test_the_discard_that_ends_a_pairing_turn_is_a_lay_on_the_table():
    state = play(start(cs(1, 2, 3, 4), cs(1, 2, 7), cs(8, 9, 10)), M.pair("ann", c(1)), M.pair("ann", c(2)))
    assert {type(m) for m in offered(state)} == {Lay}
    play(state, M.lay("ann", c(7), 1))
    assert state.table.columns[0] == [c(7)]  # on the table: there is no discard pile
    places = state.snapshot().card_places()
    assert set(places) == {"deck", "column:1", "column:2", "column:3", "column:4", "hand:ann", "hand:bob",
                           "pairs:ann", "pairs:bob", "eaten"}
