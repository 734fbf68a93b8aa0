"""The worked examples of the rules of record (section 12), move by move: every numbered
row is played, every alternative row (`–`) appended at its point gets exactly the verdict
shown, and every state, legal-moves answer and score the example states is checked."""

from __future__ import annotations

from fractions import Fraction

import pytest

from schemas.chokomasquerade.examples import HISTORY as EXAMPLE_4
from service.games.chokomasquerade.phases import Phase
from service.games.chokomasquerade.snapshot import Pair
from service.referee.legal import legal_options
from tests.games.chokomasquerade.helpers import (CM, M, all_cards_placed, c, cs, history, legal_moves, offered,
                                                  play, position, refused, start, state_after, validate)
from tests.helpers import assert_rule

# --- Example 1: laying, and which cards are matchable --------------------------------------------

EX1 = dict(table=cs(1, 2, 3, 4), ann=cs(5, 6, 7), bob=cs(8, 9, 5))


def example_1(upto: int):
    moves = [M.lay("ann", c(5), 1), M.draw("ann", c(10)), M.lay("bob", c(8), 1), M.draw("bob", c(1)),
             M.lay("ann", c(6), 2), M.draw("ann", c(12))]
    return play(start(**EX1), *moves[:upto])


def test_example_1_at_the_start_twelve_lays():
    state = start(**EX1)
    assert offered(state) == [M.lay("ann", card, column) for card in cs(5, 6, 7) for column in (1, 2, 3, 4)]


def test_example_1_laying_and_matchable_cards():
    state = example_1(1)
    assert state.table.columns[0] == cs(1, 5)
    assert state.snapshot().matchable[0] == cs(1, 5)
    assert state.phase is Phase.DRAW and state.draws_due == 1
    play(state, M.draw("ann", c(10)))
    assert sorted(state.hands["ann"]) == cs(6, 7, 10)
    problem = refused(state, M.lay("bob", c(5), 2))
    assert problem.rule == "L1" and problem.field == "card"
    play(state, M.lay("bob", c(8), 1))
    assert state.table.columns[0] == cs(1, 5, 8)
    assert state.snapshot().matchable[0] == cs(1, 8)


def test_example_1_the_draw_offers_29_cards_with_their_probabilities():
    state = example_1(3)
    options = legal_options(state)
    assert len(options) == 29
    probabilities = {o.move.card: o.probability for o in options}
    for n in (1, 2, 3, 4, 6, 7, 8, 9, 10):
        assert probabilities[c(n)] == Fraction(1, 49)
    for card in [c(n) for n in range(11, 30)] + [CM]:
        assert probabilities[card] == Fraction(2, 49)
    assert c(5) not in probabilities
    assert sum(probabilities.values()) == 1


def test_example_1_a_card_out_of_the_deck_cannot_be_drawn():
    state = example_1(5)
    assert state.table.columns[1] == cs(2, 6)
    problem = refused(state, M.draw("ann", c(1)))
    assert problem.rule == "R2" and problem.code == "drawn_out_column_hand"
    assert problem.params == {"card": c(1), "column": 1, "owner": "bob"}
    play(state, M.draw("ann", c(12)))


# --- Example 2: a middle card comes back; a table pair; a chain that ends with a discard ---------


def test_example_2_move_by_move():
    state = example_1(6)
    assert sorted(state.hands["bob"]) == cs(1, 5, 9)
    problem = refused(state, M.pair("bob", c(5)))
    assert problem.rule == "P1" and problem.code == "partner_in_middle" and problem.params["column"] == 1
    play(state, M.lay("bob", c(5), 3))  # legal although bob's 01 could pair (T4)
    assert state.table.columns[2] == cs(3, 5) and state.phase is Phase.DRAW
    play(state, M.draw("bob", c(11)))
    assert sorted(state.hands["bob"]) == cs(1, 9, 11)
    problem = refused(state, M.table_pair("ann", c(5)))
    assert problem.rule == "P3" and problem.code == "table_pair_middle" and problem.params["column"] == 1
    play(state, M.lay("ann", c(7), 4), M.draw("ann", c(13)))
    assert state.table.columns[3] == cs(4, 7) and sorted(state.hands["ann"]) == cs(10, 12, 13)
    play(state, M.pair("bob", c(1)))
    assert state.table.columns[0] == cs(5, 8)  # 05 is first again
    assert M.table_pair("bob", c(5)) in offered(state)
    play(state, M.table_pair("bob", c(5)))
    assert state.table.columns[0] == cs(8) and state.table.columns[2] == cs(3)
    assert [p.card for p in state.pairs["bob"]] == cs(1, 5)
    assert offered(state) == [M.lay("bob", card, column) for card in cs(9, 11) for column in (1, 2, 3, 4)]
    play(state, M.lay("bob", c(11), 2))
    assert state.table.columns[1] == cs(2, 6, 11) and state.draws_due == 2
    play(state, M.draw("bob", c(14)), M.draw("bob", c(15)))
    snapshot = state.snapshot()
    assert snapshot.columns == [cs(8), cs(2, 6, 11), cs(3), cs(4, 7)]
    assert snapshot.hands == {"ann": cs(10, 12, 13), "bob": cs(9, 14, 15)}
    assert snapshot.pairs == {"ann": [], "bob": [Pair(c(1), False), Pair(c(5), False)]}
    assert snapshot.deck_count == 43 and snapshot.phase is Phase.TURN and snapshot.to_act == ["ann"]
    assert all_cards_placed(state)


# --- Example 3: an empty column forces placement; a pair in hand -----------------------------------

EX3 = dict(table=cs(1, 2, 3, 4), ann=cs(1, 2, 5), bob=cs(6, 6, 7))


def test_example_3_move_by_move():
    state = play(start(**EX3), M.pair("ann", c(1)), M.pair("ann", c(2)))
    assert state.table.columns[:2] == [[], []] and state.hands["ann"] == [c(5)]
    problem = refused(state, M.lay("ann", c(5), 3))
    assert problem.rule == "L2" and problem.field == "column" and problem.params["columns"] == "1, 2"
    play(state, M.lay("ann", c(5), 2))
    assert state.table.columns[:2] == [[], [c(5)]] and state.draws_due == 3
    play(state, M.draw("ann", c(8)), M.draw("ann", c(9)), M.draw("ann", c(10)))
    play(state, M.hand_pair("bob", c(6)))
    assert state.hands["bob"] == [c(7)]
    assert refused(state, M.hand_pair("bob", c(7))).rule == "P2"
    problem = refused(state, M.lay("bob", c(7), 3))  # column 1 is empty, though ann emptied it
    assert problem.rule == "L2" and problem.params["columns"] == "1"
    play(state, M.lay("bob", c(7), 1))
    assert state.table.columns[0] == [c(7)] and state.phase is Phase.DRAW and state.draws_due == 3


def test_example_3_three_pairs_empty_the_hand_and_end_the_turn_without_a_lay():
    state = play(start(cs(1, 2, 3, 4), cs(1, 2, 3), cs(6, 6, 7)), M.pair("ann", c(1)), M.pair("ann", c(2)),
                 M.pair("ann", c(3)))
    assert state.table.columns == [[], [], [], [c(4)]]
    assert state.phase is Phase.DRAW and state.actor == "ann" and state.draws_due == 3


# --- Example 4: the slaughter (the JSON history of section 10) -------------------------------------


def test_example_4_the_whole_history_is_legal_with_its_state():
    answer = validate(EXAMPLE_4)
    assert answer["legal"] is True and answer["moves_checked"] == 13
    s = answer["state"]
    assert s["columns"] == [[c(5)], [], [], []]
    assert s["hands"] == {"ann": cs(6, 10, 11), "bob": cs(7, 8, 9)}
    assert s["pairs"] == {"ann": [{"card": CM, "saved": False}], "bob": [{"card": c(3), "saved": True}]}
    assert s["eaten"] == cs(1, 2) and s["deck_count"] == 45
    assert s["to_act"] == ["bob"] and s["phase"] == "turn"
    [slaughter] = answer["slaughters"]
    assert (slaughter["move_index"], slaughter["attacker"], slaughter["victim"]) == (6, "ann", "bob")
    assert [(g["move_index"], g["found"], g["pair"], g["result"]) for g in slaughter["guesses"]] == [
        (7, "chokomannaro", c(1), "eaten"), (8, "choko", c(3), "saved"), (9, "chokomannaro", c(2), "eaten")]


def test_example_4_step_by_step():
    moves = EXAMPLE_4["moves"]
    after_0 = state_after({**EXAMPLE_4, "moves": moves[:1]})
    assert after_0.table.columns[:2] == [[], []]
    after_2 = state_after({**EXAMPLE_4, "moves": moves[:3]})
    assert after_2.table.columns[3] == [] and after_2.phase is Phase.DRAW and after_2.draws_due == 3
    at_slaughter = {**EXAMPLE_4, "moves": moves[:7]}
    assert state_after(at_slaughter).table.columns == [[], [], [], []]
    answer = legal_moves(at_slaughter)
    assert answer["phase"] == "slaughter" and answer["to_act"] == ["bob"] and answer["chance"] is True
    assert answer["moves"] == [
        {"move": {"type": "guess", "player": "bob", "found": "choko"}, "rule": "M2", "chance": True,
         "probability": "1/2", "approx": 0.5},
        {"move": {"type": "guess", "player": "bob", "found": "chokomannaro"}, "rule": "M2", "chance": True,
         "probability": "1/2", "approx": 0.5}]
    lay = {"type": "lay", "player": "ann", "card": c(5), "column": 1}
    v = validate({**EXAMPLE_4, "moves": moves[:7] + [lay]})["violation"]
    assert (v["rule"], v["move_index"]) == ("M2", 7)
    extra_guess = {"type": "guess", "player": "bob", "found": "choko"}
    v = validate({**EXAMPLE_4, "moves": moves[:10] + [extra_guess]})["violation"]
    assert (v["rule"], v["move_index"]) == ("M2", 10)
    after_9 = state_after({**EXAMPLE_4, "moves": moves[:10]})
    assert after_9.phase is Phase.TURN and after_9.actor == "ann"  # ann continues her turn (M5)
    assert M.lay("ann", c(5), 1) in offered(after_9)  # every column is empty: any is allowed
    assert {m.column for m in offered(after_9)} == {1, 2, 3, 4}


def test_example_4_after_the_last_move_bob_must_use_an_empty_column(client):
    state = state_after(EXAMPLE_4)
    assert {m.column for m in offered(state)} == {2, 3, 4}
    score = client.post("/score/chokomasquerade", json={"game": EXAMPLE_4}).get_json()
    assert [(p["player"], p["total"], p["rank"]) for p in score["players"]] == [("ann", 1, 1), ("bob", 1, 1)]
    assert score["winners"] == ["ann", "bob"] and score["provisional"] is True and score["finished"] is False
    assert score["decided_by"] == ["W1", "W2", "W3"]


# --- Example 5: the end and the count ------------------------------------------------------------


def example_5():
    pairs = {"ann": [CM, *cs(2, 3, 4, 5, 6, 7, 8, 9, 10, 11)], "bob": cs(12, 13, 14, 15, 16, 17, 18, 19, 23, 24, 27,
                                                                          28, 29)}
    return position([cs(20, 21, 22), cs(21, 22, 26, 25), [], cs(20)], {"ann": cs(25, 26), "bob": []},
                    pairs=pairs, eaten=[c(1)], turn="ann")


def test_example_5_the_moves_offered():
    state = example_5()
    assert len(state.pairs["ann"]) == 11 and len(state.pairs["bob"]) == 13 and state.deck_count == 0
    assert offered(state) == [M.lay("ann", c(26), 3), M.pair("ann", c(25)), M.table_pair("ann", c(20))]


def test_example_5_line_a_the_end_and_a_shared_win():
    state = play(example_5(), M.pair("ann", c(25)))
    assert state.table.columns[1] == cs(21, 22, 26)
    play(state, M.pair("ann", c(26)))
    assert state.phase is Phase.OVER and state.finished and state.to_act() == ()
    standings = state.standings()
    assert [(s.player, s.total, s.rank) for s in standings.players] == [("ann", 13, 1), ("bob", 13, 1)]
    assert standings.winners == ("ann", "bob") and not standings.provisional
    assert sum(len(col) for col in state.table.columns) == 6  # they count for nobody (E2)
    assert refused(state, M.table_pair("ann", c(20))).rule == "E1"
    assert all_cards_placed(state)


def test_example_5_line_b_the_table_emptied():
    state = play(example_5(), M.table_pair("ann", c(20)), M.table_pair("ann", c(21)), M.table_pair("ann", c(22)),
                 M.pair("ann", c(25)), M.pair("ann", c(26)))
    assert state.table.columns == [[], [], [], []] and state.finished
    standings = state.standings()
    assert [(s.total, s.rank) for s in standings.players] == [(16, 1), (13, 2)] and standings.winners == ("ann",)


def test_example_5_line_c_bob_is_skipped():
    state = play(example_5(), M.lay("ann", c(26), 3))
    assert state.phase is Phase.TURN and state.to_act() == ("ann",)
    assert offered(state) == [M.pair("ann", c(25)), M.table_pair("ann", c(20))]


# --- Example 6: final form and setup verdicts ------------------------------------------------------


def final(ann: int, bob: int) -> dict:
    return {"final": {"players": [{"player": "ann", "pairs": ann}, {"player": "bob", "pairs": bob}]}}


def test_example_6_final_forms(client):
    tie = client.post("/score/chokomasquerade", json=final(13, 13)).get_json()
    assert tie["ranking"] == ["ann", "bob"] and [p["rank"] for p in tie["players"]] == [1, 1]
    assert tie["winners"] == ["ann", "bob"] and tie["tiebreak"] is None
    alone = client.post("/score/chokomasquerade", json=final(16, 13)).get_json()
    assert [p["rank"] for p in alone["players"]] == [1, 2] and alone["winners"] == ["ann"]
    assert_rule(client.post("/score/chokomasquerade", json=final(16, 15)), "F1", "/final/players", None)


@pytest.mark.parametrize(("change", "rule", "pointer"), [
    (lambda h: h["setup"]["table"].append(c(11)), "S2", "/setup/table"),
    (lambda h: (h["setup"]["table"].__setitem__(3, c(7)), h["setup"]["hands"]["bob"].__setitem__(2, c(7))),
     "S4", "/setup"),
    (lambda h: h["players"].append("cat"), "S1", "/players"),
    (lambda h: h["setup"].__setitem__("first_player", "cat"), "S5", "/setup/first_player"),
])
def test_example_6_setup_verdicts(change, rule, pointer):
    body = history(**EX1)
    change(body)
    answer = validate(body)
    assert answer["legal"] is False and answer["state"] is None
    v = answer["violation"]
    assert (v["rule"], v["move_index"], v["pointer"]) == (rule, None, pointer)
