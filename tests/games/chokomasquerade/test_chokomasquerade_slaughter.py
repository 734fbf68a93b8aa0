"""The slaughter (M1-M6): one guess per pair of the victim, each a chance outcome of 1/2,
the k-th settling the k-th pair; then the attacker continues; once a game."""

from __future__ import annotations

from fractions import Fraction

import pytest

from service.games.chokomasquerade.phases import Phase
from service.referee.legal import legal_options
from tests.games.chokomasquerade.helpers import CM, M, all_cards_placed, c, cs, message, offered, play, position, \
    refused, validate, history


def attack(victim_pairs, attacker_hand=(CM, "mask_05", "mask_06"), attacker="ann"):
    """ann holds the ChokoMannaro, its partner ends column 2; bob holds `victim_pairs`."""
    victim = "bob" if attacker == "ann" else "ann"
    return position([cs(1), [CM], cs(3), cs(4)], {attacker: list(attacker_hand), victim: cs(7, 8, 9)},
                    pairs={victim: victim_pairs, attacker: cs(10)}, turn=attacker)


@pytest.mark.rule("M1")
def test_one_guess_for_each_pair_the_victim_holds():
    state = play(attack(cs(11, 12, 13)), M.pair("ann", CM))
    assert state.phase is Phase.SLAUGHTER and state.slaughter.attacker == "ann" and state.slaughter.victim == "bob"
    assert state.slaughter.guesses_left == 3 and state.to_act() == ("bob",)


@pytest.mark.rule("M1")
def test_a_victim_without_pairs_loses_nothing():
    state = play(attack([]), M.pair("ann", CM))
    assert state.phase is Phase.TURN and state.to_act() == ("ann",)
    [log] = state.slaughters
    assert (log.attacker, log.victim, log.at_stake, log.guesses) == ("ann", "bob", 0, [])


@pytest.mark.rule("M2")
def test_the_guesses_come_next_and_only_the_victim_guesses():
    state = play(attack(cs(11, 12)), M.pair("ann", CM))
    problem = refused(state, M.lay("ann", c(5), 1))
    assert (problem.rule, problem.code, problem.field) == ("M2", "guess_due", "type")
    assert "2 guesses" in message(problem) and "2 scelte" in message(problem, "it")
    assert refused(state, M.draw("ann", c(20))).rule == "M2"
    problem = refused(state, M.guess("ann", "choko"))
    assert (problem.rule, problem.code) == ("H3", "not_the_victim")
    play(state, M.guess("bob", "choko"), M.guess("bob", "choko"))
    problem = refused(state, M.guess("bob", "choko"))
    assert (problem.rule, problem.code) == ("M2", "no_guess_due")


@pytest.mark.rule("M3")
def test_each_outcome_has_probability_one_half():
    state = play(attack(cs(11)), M.pair("ann", CM))
    options = legal_options(state)
    assert [(o.move.found, o.probability) for o in options] == [("choko", Fraction(1, 2)),
                                                                ("chokomannaro", Fraction(1, 2))]


@pytest.mark.rule("M4")
def test_the_kth_guess_settles_the_kth_pair_saved_or_eaten():
    state = play(attack(cs(11, 12, 13)), M.pair("ann", CM), M.guess("bob", "chokomannaro"), M.guess("bob", "choko"),
                 M.guess("bob", "chokomannaro"))
    assert [(p.card, p.saved) for p in state.pairs["bob"]] == [(c(12), True)]
    assert state.eaten == cs(11, 13) and state.eaten_from["bob"] == 2
    assert [(g.pair, g.result.value) for g in state.slaughters[0].guesses] == [
        (c(11), "eaten"), (c(12), "saved"), (c(13), "eaten")]
    assert all_cards_placed(state)
    standings = state.standings()
    bob = standings.standing("bob")
    assert (bob.total, bob.breakdown.made, bob.breakdown.eaten, bob.breakdown.saved) == (1, 3, 2, 1)


@pytest.mark.rule("M5")
def test_after_the_last_guess_the_attacker_continues_their_turn():
    state = play(attack(cs(11)), M.pair("ann", CM), M.guess("bob", "choko"))
    assert state.phase is Phase.TURN and state.to_act() == ("ann",)
    assert M.lay("ann", c(5), 2) in offered(state)


@pytest.mark.rule("M5")
def test_or_ends_it_when_their_hand_is_empty():
    state = play(attack(cs(11), attacker_hand=[CM]), M.pair("ann", CM), M.guess("bob", "chokomannaro"))
    assert state.phase is Phase.DRAW and state.to_act() == ("ann",)


@pytest.mark.rule("M6")
def test_one_slaughter_a_game_and_it_touches_only_the_victims_pairs():
    state = attack(cs(11, 12))
    before = {"hands": {p: list(h) for p, h in state.hands.items()}, "deck": dict(state.deck),
              "attacker": [p.card for p in state.pairs["ann"]]}
    play(state, M.pair("ann", CM))
    columns = [list(col) for col in state.table.columns]
    play(state, M.guess("bob", "chokomannaro"), M.guess("bob", "chokomannaro"))
    assert state.table.columns == columns and state.deck == before["deck"]
    assert state.hands["bob"] == before["hands"]["bob"] and [p.card for p in state.pairs["ann"]] == \
        before["attacker"] + [CM]
    # no ChokoMannaro is left anywhere: no second slaughter can come
    assert state.deck[CM] == 0 and CM not in state.table.ends() and CM not in state.hands["bob"]


@pytest.mark.rule("M4")
def test_the_slaughters_log_through_the_api():
    body = history(cs(1, 2, 3, 4), [CM, c(1), c(6)], [CM, c(2), c(3)], moves=[
        M.pair("ann", c(1)), M.lay("ann", c(6), 1), M.draw("ann", c(7)), M.draw("ann", c(8)),
        M.pair("bob", c(2)), M.pair("bob", c(3)), M.lay("bob", CM, 2),
        M.draw("bob", c(9)), M.draw("bob", c(10)), M.draw("bob", c(11))])
    answer = validate(body)
    assert answer["legal"], answer["violation"]
    body["moves"] += [{"type": "pair", "player": "ann", "card": CM},
                      {"type": "guess", "player": "bob", "found": "choko"}]
    answer = validate(body)
    assert answer["legal"], answer["violation"]
    [log] = answer["slaughters"]
    assert log["at_stake"] == 2 and len(log["guesses"]) == 1
    assert log["summary"] == "ann paired the ChokoMannaro (moves[10]): 2 of bob's pairs are at stake; 1 guess to go"
    assert validate(body, "it")["slaughters"][0]["summary"].startswith("ann ha abbinato il ChokoMannaro (moves[10])")
