"""The end and the count (E1, E2, W1-W3) and the final form (F1)."""

from __future__ import annotations

import pytest

from service.games.chokomasquerade.phases import Phase
from service.games.chokomasquerade.scoring import game_ends
from tests.games.chokomasquerade.helpers import CM, M, c, cs, offered, play, position, refused
from tests.helpers import assert_problem, assert_rule

REST = [c(n) for n in range(7, 30)] + [CM]


def last_cards(ann_pairs=11):
    """ann holds 05 05 and 06; bob holds 06 and nothing else is left to draw."""
    pairs = {"ann": REST[:ann_pairs], "bob": REST[ann_pairs:]}
    return position([cs(1, 1), cs(2, 2), cs(3, 3), cs(4, 4)], {"ann": cs(5, 5, 6), "bob": cs(6)}, pairs=pairs)


@pytest.mark.rule("E1")
def test_the_game_ends_when_the_deck_and_both_hands_are_empty_and_no_guess_is_due():
    assert game_ends(0, {"ann": [], "bob": []}, None)
    assert not game_ends(1, {"ann": [], "bob": []}, None)
    assert not game_ends(0, {"ann": [], "bob": [c(1)]}, None)
    assert not game_ends(0, {"ann": [], "bob": []}, object())  # a guess is due
    state = play(last_cards(), M.hand_pair("ann", c(5)), M.lay("ann", c(6), 1))
    assert state.phase is Phase.TURN and state.to_act() == ("bob",)
    play(state, M.pair("bob", c(6)))
    assert state.phase is Phase.OVER and state.finished and offered(state) == []
    problem = refused(state, M.table_pair("bob", c(1)))  # even with table pairs in sight
    assert (problem.rule, problem.code, problem.field) == ("E1", "game_over", "")


@pytest.mark.rule("E1")
def test_the_end_waits_for_the_guesses():
    pairs = {"ann": cs(5, 6) + REST[:10], "bob": [r for r in REST[10:] if r != CM]}
    state = position([[CM], cs(1, 1), cs(2, 2), cs(3, 3, 4, 4)], {"ann": [CM], "bob": []}, pairs=pairs, deck={})
    play(state, M.pair("ann", CM))
    assert state.phase is Phase.SLAUGHTER and not state.finished
    for _ in range(len(pairs["bob"])):
        play(state, M.guess("bob", "choko"))
    assert state.phase is Phase.OVER


@pytest.mark.rule("E2")
def test_cards_left_on_the_table_belong_to_nobody(client):
    from tests.games.chokomasquerade.helpers import history

    state = play(last_cards(), M.hand_pair("ann", c(5)), M.lay("ann", c(6), 1), M.pair("bob", c(6)))
    totals = {s.player: s.total for s in state.standings().players}
    assert totals == {"ann": 12, "bob": 13 + 1}  # the four table pairs count for nobody
    body = history(cs(1, 2, 3, 4), cs(5, 6, 7), cs(8, 9, 10))
    answer = client.post("/score/chokomasquerade", json={"game": body}).get_json()
    assert answer["leftovers"] == cs(1, 2, 3, 4)


@pytest.mark.rule("W1")
def test_a_players_score_is_the_pairs_they_hold():
    state = play(last_cards(), M.hand_pair("ann", c(5)))
    ann = state.standings().standing("ann")
    assert ann.total == 12 and ann.breakdown.cards[-1] == c(5)


@pytest.mark.rule("W2")
def test_the_most_pairs_win_and_a_tie_is_shared():
    state = play(last_cards(ann_pairs=12), M.hand_pair("ann", c(5)), M.lay("ann", c(6), 1), M.pair("bob", c(6)))
    standings = state.standings()
    assert [(s.total, s.rank) for s in standings.players] == [(13, 1), (13, 1)]
    assert standings.winners == ("ann", "bob") and standings.ranking == ("ann", "bob")
    assert standings.tiebreak is None and standings.decided_by == ("W1", "W2")


@pytest.mark.rule("W3")
def test_an_unfinished_history_is_counted_provisionally():
    state = play(last_cards(), M.hand_pair("ann", c(5)))
    standings = state.standings()
    assert standings.provisional and standings.decided_by == ("W1", "W2", "W3")


def final(*players):
    return {"final": {"players": [{"player": p, "pairs": n} for p, n in players]}}


@pytest.mark.rule("F1")
@pytest.mark.parametrize("players", [
    (("ann", 13),),
    (("ann", 13), ("bob", 13), ("cat", 1)),
    (("ann", 13), ("ann", 13)),
    (("ann", 13), ("", 1)),
    (("ann", -1), ("bob", 13)),
    (("ann", 16), ("bob", 15)),
])
def test_the_final_form_is_checked(client, players):
    v = assert_rule(client.post("/score/chokomasquerade", json=final(*players)), "F1", "/final/players", None)
    assert v["message"]


@pytest.mark.rule("F1")
def test_a_final_form_scores_without_a_history(client):
    answer = client.post("/score/chokomasquerade", json=final(("bob", 30), ("ann", 0))).get_json()
    assert answer["ranking"] == ["bob", "ann"] and answer["winners"] == ["bob"]
    assert answer["decided_by"] == ["W1", "W2"] and answer["provisional"] is False
    assert "slaughters" not in answer and "made" not in answer["players"][0]
    for bad, pointer in (({"player": 7, "pairs": 1}, "/final/players/0/player"),
                         ({"player": "ann", "pairs": "1"}, "/final/players/0/pairs"),
                         ({"player": "ann", "pairs": 1.0}, "/final/players/0/pairs"),
                         ({"player": "ann"}, "/final/players/0/pairs"),
                         ({"player": "ann", "pairs": 1, "saved": 0}, "/final/players/0/saved")):
        body = {"final": {"players": [bad, {"player": "bob", "pairs": 1}]}}
        problem = assert_problem(client.post("/score/chokomasquerade", json=body), 422, "invalid-body")
        assert pointer in {e["pointer"] for e in problem["errors"]}, (bad, problem["errors"])
