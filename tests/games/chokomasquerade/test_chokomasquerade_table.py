"""The table (C1-C4): four columns, only their first and last cards matchable, closing up
when an end card is paired, a laid card always on the end."""

from __future__ import annotations

import pytest

from service.games.chokomasquerade.table import Table, close_up, lay_over, matchable, starting_columns
from tests.games.chokomasquerade.helpers import M, c, cs, offered, play, position, refused, start, validate, history


@pytest.mark.rule("C1")
def test_always_four_columns_empty_ones_included():
    assert starting_columns(cs(1, 2, 3, 4)) == [[c(1)], [c(2)], [c(3)], [c(4)]]
    state = play(start(cs(1, 2, 3, 4), cs(1, 2, 3), cs(5, 6, 7)), M.pair("ann", c(1)), M.pair("ann", c(2)),
                 M.pair("ann", c(3)))
    snapshot = state.snapshot()
    assert len(snapshot.columns) == 4 and snapshot.columns[:3] == [[], [], []]
    assert snapshot.matchable == [[], [], [], [c(4)]]


@pytest.mark.rule("C1")
def test_a_column_of_one_card_has_it_as_first_and_last():
    table = Table([[c(1)], [c(2), c(3)], [], [c(4), c(5), c(6)]])
    assert table.ends() == cs(1, 2, 3, 4, 6)
    assert table.matchable_count(c(1)) == 1  # one card, counted once


@pytest.mark.rule("C2")
def test_only_the_first_and_the_last_card_are_matchable():
    assert matchable(cs(1, 2, 3, 4)) == (c(1), c(4))
    assert matchable(cs(1)) == [c(1)] and matchable([]) == []
    state = position([cs(1, 5, 8), cs(2), cs(3), cs(4)], {"ann": cs(5, 8, 9), "bob": cs(10, 11, 12)})
    assert refused(state, M.pair("ann", c(5))).rule == "P1"  # a middle card is out of play
    assert state.refusal(M.pair("ann", c(8))) is None  # the last
    assert validate(history(cs(1, 2, 3, 4), cs(5, 6, 7), cs(8, 9, 10)))["state"]["matchable"] == [
        [c(1)], [c(2)], [c(3)], [c(4)]]


@pytest.mark.rule("C3")
def test_pairing_an_end_card_closes_the_column_up():
    state = position([cs(1, 5, 8), cs(2), cs(3), cs(4)], {"ann": cs(1, 9, 10), "bob": cs(8, 11, 12)})
    play(state, M.pair("ann", c(1)))
    assert state.table.columns[0] == cs(5, 8)  # the next card is the first now
    play(state, M.lay("ann", c(9), 2), M.draw("ann", c(13)), M.draw("ann", c(14)), M.pair("bob", c(8)))
    assert state.table.columns[0] == cs(5)  # the card before is the last now
    columns = [cs(6, 7, 6)]
    assert close_up(columns, c(6)) == 1 and columns == [cs(6, 7)]  # the last is taken first
    assert close_up(columns, c(6)) == 1 and columns == [cs(7)]


@pytest.mark.rule("C3")
def test_a_middle_card_comes_back_into_play_only_by_becoming_an_end():
    state = position([cs(1, 5, 8), cs(2), cs(3), cs(4)], {"ann": cs(1, 5, 9), "bob": cs(10, 11, 12)})
    assert M.pair("ann", c(5)) not in offered(state)
    play(state, M.pair("ann", c(1)))
    assert M.pair("ann", c(5)) in offered(state)


@pytest.mark.rule("C4")
def test_a_laid_card_becomes_the_last_card_of_its_column():
    column = cs(1, 2)
    lay_over(column, c(3))
    assert column == cs(1, 2, 3)
    empty: list[str] = []
    lay_over(empty, c(3))
    assert empty == [c(3)]
    state = play(start(cs(1, 2, 3, 4), cs(5, 6, 7), cs(8, 9, 10)), M.lay("ann", c(5), 3))
    assert state.table.columns[2] == cs(3, 5) and state.snapshot().matchable[2] == cs(3, 5)
