"""Pairing (P1-P5): with the table, in hand, on the table; the pairs in order; the
ChokoMannaro. Every refusal says where the other card is."""

from __future__ import annotations

import pytest

from service.games.chokomasquerade.phases import Phase
from service.games.chokomasquerade.snapshot import Pair
from tests.games.chokomasquerade.helpers import CM, M, c, cs, message, offered, play, position, refused, start


@pytest.mark.rule("P1")
def test_pair_a_card_from_hand_with_its_matchable_partner():
    state = start(cs(1, 2, 3, 4), cs(4, 6, 7), cs(8, 9, 10))
    play(state, M.pair("ann", c(4)))
    assert [p.card for p in state.pairs["ann"]] == [c(4)] and state.table.columns[3] == []
    assert sorted(state.hands["ann"]) == cs(6, 7)


@pytest.mark.rule("P1")
@pytest.mark.parametrize(("columns", "hands", "card", "code", "params"), [
    ([cs(1), cs(2), cs(3), cs(4)], {"ann": cs(5, 6, 7), "bob": cs(8, 9, 10)}, 8, "not_in_hand",
     {"player": "ann", "card": "mask_08"}),
    ([cs(1, 5, 8), cs(2), cs(3), cs(4)], {"ann": cs(5, 6, 7), "bob": cs(8, 9, 10)}, 5, "partner_in_middle",
     {"card": "mask_05", "column": 1}),
    ([cs(1), cs(2), cs(3), cs(4)], {"ann": cs(5, 5, 7), "bob": cs(8, 9, 10)}, 5, "partner_in_own_hand",
     {"player": "ann", "card": "mask_05"}),
    ([cs(1), cs(2), cs(3), cs(4)], {"ann": cs(5, 6, 7), "bob": cs(5, 9, 10)}, 5, "partner_in_hand",
     {"card": "mask_05", "owner": "bob"}),
    ([cs(1), cs(2), cs(3), cs(4)], {"ann": cs(5, 6, 7), "bob": cs(8, 9, 10)}, 5, "partner_in_deck",
     {"card": "mask_05"}),
])
def test_a_pair_needs_the_card_in_hand_and_its_partner_matchable(columns, hands, card, code, params):
    state = position(columns, hands)
    problem = refused(state, M.pair("ann", c(card)))
    assert (problem.rule, problem.code, dict(problem.params), problem.field) == ("P1", code, params, "card")
    assert message(problem, "en") and message(problem, "it") != message(problem, "en")


@pytest.mark.rule("P2")
def test_a_pair_in_hand_needs_both_cards_in_hand():
    state = start(cs(1, 2, 3, 4), cs(5, 5, 7), cs(8, 9, 10))
    problem = refused(state, M.hand_pair("ann", c(7)))
    assert (problem.rule, problem.params["count"]) == ("P2", 1)
    assert refused(state, M.hand_pair("ann", c(8))).params["count"] == 0
    play(state, M.hand_pair("ann", c(5)))
    assert state.hands["ann"] == [c(7)] and [p.card for p in state.pairs["ann"]] == [c(5)]


@pytest.mark.rule("P3")
def test_a_table_pair_takes_two_matchable_cards():
    state = position([cs(3, 1), cs(2, 4, 3), cs(1, 5), cs(6)], {"ann": cs(7, 8, 9), "bob": cs(10, 11, 12)})
    play(state, M.table_pair("ann", c(3)))  # the first of column 1 and the last of column 2
    assert state.table.columns[:2] == [cs(1), cs(2, 4)]
    play(state, M.table_pair("ann", c(1)))  # the only card of column 1 and the first of column 3
    assert state.table.columns[0] == [] and state.table.columns[2] == cs(5)
    same_column = position([cs(6, 2, 6), cs(1), cs(3), cs(4)], {"ann": cs(7, 8, 9), "bob": cs(10, 11, 12)})
    play(same_column, M.table_pair("ann", c(6)))  # the first and the last of one column
    assert same_column.table.columns[0] == cs(2)


@pytest.mark.rule("P3")
def test_a_table_pair_is_refused_with_where_the_cards_are():
    state = position([cs(1, 6, 2), cs(6), cs(3), cs(4)], {"ann": cs(7, 8, 9), "bob": cs(10, 11, 12)})
    problem = refused(state, M.table_pair("ann", c(6)))
    assert (problem.rule, problem.code, problem.params["column"]) == ("P3", "table_pair_middle", 1)
    problem = refused(state, M.table_pair("ann", c(3)))
    assert (problem.code, problem.params["count"]) == ("table_pair_not_two", 1)
    assert refused(state, M.table_pair("ann", c(13))).params["count"] == 0
    assert "1 mask_03 card is on the table" in message(refused(state, M.table_pair("ann", c(3))))


@pytest.mark.rule("P3")
def test_only_the_player_to_act_takes_a_table_pair():
    state = start(cs(1, 1, 2, 3), cs(5, 6, 7), cs(8, 9, 10))
    assert refused(state, M.table_pair("bob", c(1))).rule == "H3"
    play(state, M.lay("ann", c(5), 3))
    assert refused(state, M.table_pair("ann", c(1))).rule == "R1"  # not while refilling


@pytest.mark.rule("P4")
def test_pairs_are_kept_in_the_order_made_and_every_pairing_is_optional():
    state = play(start(cs(1, 2, 3, 3), cs(2, 1, 5), cs(8, 9, 10)), M.pair("ann", c(2)), M.table_pair("ann", c(3)),
                 M.pair("ann", c(1)))
    assert [p.card for p in state.pairs["ann"]] == cs(2, 3, 1)
    assert state.snapshot().pairs["ann"] == [Pair(c(2), False), Pair(c(3), False), Pair(c(1), False)]
    lay_first = start(cs(1, 2, 3, 3), cs(2, 1, 5), cs(8, 9, 10))
    play(lay_first, M.lay("ann", c(5), 1))  # no pairing at all: optional
    assert lay_first.pairs["ann"] == []


@pytest.mark.rule("P5")
@pytest.mark.parametrize("how", ["pair", "hand_pair", "table_pair"])
def test_pairing_the_chokomannaro_by_any_means_starts_the_slaughter(how):
    hands = {"pair": [CM, c(5), c(6)], "hand_pair": [CM, CM, c(6)], "table_pair": cs(5, 6, 7)}[how]
    table = {"pair": [CM, c(2), c(3), c(4)], "hand_pair": cs(1, 2, 3, 4), "table_pair": [CM, c(2), CM, c(4)]}[how]
    state = position([[x] for x in table], {"ann": hands, "bob": cs(8, 9, 10)}, pairs={"bob": cs(11)})
    play(state, getattr(M, how)("ann", CM))
    assert state.phase is Phase.SLAUGHTER and state.slaughter.victim == "bob"
    assert [m.found for m in offered(state)] == ["choko", "chokomannaro"]
