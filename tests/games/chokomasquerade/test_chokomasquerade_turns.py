"""The turn (T1-T6): alternation and skips, pairings ended by a lay or an empty hand, at
least one card played, free choice, the refill."""

from __future__ import annotations

import copy

import pytest

from schemas.chokomasquerade.examples import HISTORY
from service.games.chokomasquerade.moves import Draw, Lay
from service.games.chokomasquerade.phases import Phase
from tests.games.chokomasquerade.helpers import (M, c, cs, offered, play, position, refused,
                                                  start, validate)
from tests.helpers import assert_problem


@pytest.mark.rule("T1")
def test_turns_alternate_from_the_first_player():
    state = start(cs(1, 2, 3, 4), cs(5, 6, 7), cs(8, 9, 10), first="bob")
    assert state.to_act() == ("bob",)
    play(state, M.lay("bob", c(8), 1), M.draw("bob", c(11)))
    assert state.to_act() == ("ann",)
    play(state, M.lay("ann", c(5), 2), M.draw("ann", c(12)))
    assert state.to_act() == ("bob",)


@pytest.mark.rule("T1")
def test_a_player_with_an_empty_hand_is_skipped_once_the_deck_is_empty():
    # a position built from the cards left: ann holds two cards, bob none, the deck is empty
    rest = [c(n) for n in range(6, 30)] + ["chokomannaro"]
    pairs = {"ann": rest[:12], "bob": rest[12:]}
    state = position([cs(1, 1), cs(2, 2), cs(3, 3), cs(4, 4)], {"ann": cs(5, 5), "bob": []}, pairs=pairs, turn="ann")
    assert state.deck_count == 0
    play(state, M.lay("ann", c(5), 1))
    assert state.phase is Phase.TURN and state.to_act() == ("ann",)  # bob is skipped


@pytest.mark.rule("T2")
def test_any_number_of_pairings_then_a_lay_ends_the_turn():
    state = start(cs(1, 2, 3, 3), cs(1, 2, 7), cs(8, 9, 10))
    play(state, M.table_pair("ann", c(3)), M.pair("ann", c(2)), M.pair("ann", c(1)))
    assert state.to_act() == ("ann",) and state.phase is Phase.TURN
    play(state, M.lay("ann", c(7), 1))
    assert state.phase is Phase.DRAW and state.draws_due == 3


@pytest.mark.rule("T2")
def test_there_is_no_pass_move(client):
    body = copy.deepcopy(HISTORY)
    body["moves"].append({"type": "pass", "player": "bob"})
    problem = assert_problem(client.post("/chokomasquerade/validate", json=body), 422, "invalid-body")
    assert problem["errors"][0]["pointer"] == "/moves/13/type"
    assert problem["errors"][0]["rule"] == "H2"  # an unknown move type: none is declared for it


@pytest.mark.rule("T3")
def test_table_pairs_alone_never_end_a_turn():
    state = play(start(cs(1, 1, 2, 2), cs(5, 6, 7), cs(8, 9, 10)), M.table_pair("ann", c(1)),
                 M.table_pair("ann", c(2)))
    assert state.phase is Phase.TURN and state.to_act() == ("ann",) and len(state.hands["ann"]) == 3
    assert all(type(m) is Lay for m in offered(state))  # a card must still be played


@pytest.mark.rule("T4")
def test_holding_a_pairable_card_never_forces_a_pairing():
    state = start(cs(1, 2, 3, 4), cs(1, 6, 7), cs(8, 9, 10))
    assert M.pair("ann", c(1)) in offered(state) and M.lay("ann", c(6), 1) in offered(state)
    play(state, M.lay("ann", c(6), 1))
    assert refused(start(cs(1, 2, 3, 4), cs(1, 6, 7), cs(8, 9, 10)), M.lay("ann", c(1), 2)).rule == "L1"


@pytest.mark.rule("T5")
def test_the_turn_ends_as_soon_as_the_hand_is_empty_even_with_a_table_pair_in_sight():
    state = play(start(cs(1, 2, 9, 9), cs(1, 5, 5), cs(8, 10, 11)), M.pair("ann", c(1)), M.hand_pair("ann", c(5)))
    assert state.phase is Phase.DRAW and state.draws_due == 3
    assert {type(m) for m in offered(state)} == {Draw}  # no table_pair of the 9s now


@pytest.mark.rule("T5")
def test_a_last_card_that_starts_the_slaughter_ends_the_turn_after_it():
    state = position([cs(1), ["chokomannaro"], cs(3), cs(4)], {"ann": ["chokomannaro"], "bob": cs(5, 6, 7)},
                     pairs={"bob": cs(8)})
    play(state, M.pair("ann", "chokomannaro"))
    assert state.phase is Phase.SLAUGHTER and state.to_act() == ("bob",)
    play(state, M.guess("bob", "choko"))
    assert state.phase is Phase.DRAW and state.to_act() == ("ann",) and state.draws_due == 3


@pytest.mark.rule("T6")
def test_a_turn_ends_with_the_refill_of_its_player():
    state = play(start(cs(1, 2, 3, 4), cs(1, 2, 7), cs(8, 9, 10)), M.pair("ann", c(1)), M.lay("ann", c(7), 1))
    assert state.phase is Phase.DRAW and state.to_act() == ("ann",) and state.draws_due == 2
    assert refused(state, M.lay("bob", c(8), 2)).rule == "R1"
    answer = validate({"players": ["ann", "bob"], "setup": {"table": cs(1, 2, 3, 4), "hands": {
        "ann": cs(1, 2, 7), "bob": cs(8, 9, 10)}}, "moves": [
        {"type": "pair", "player": "ann", "card": c(1)}, {"type": "lay", "player": "ann", "card": c(7), "column": 1}]})
    assert answer["state"]["phase"] == "draw" and answer["state"]["draws_due"] == 2
