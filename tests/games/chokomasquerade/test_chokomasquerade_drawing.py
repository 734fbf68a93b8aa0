"""Drawing (R1-R4): the refill comes next, one recorded draw per card, from what the deck
still holds, at exact probabilities; an empty deck draws nothing."""

from __future__ import annotations

from fractions import Fraction

import pytest

from service.games.chokomasquerade.drawing import draw_probability, refill_count
from service.games.chokomasquerade.phases import Phase
from service.referee.legal import legal_options
from tests.games.chokomasquerade.helpers import CM, M, c, cs, message, play, position, refused, start


def refilling():
    """ann has laid: 1 draw is due."""
    return play(start(cs(1, 2, 3, 4), cs(5, 6, 7), cs(8, 9, 10)), M.lay("ann", c(5), 1))


@pytest.mark.rule("R1")
def test_the_draws_come_next_before_any_other_move():
    state = refilling()
    assert state.phase is Phase.DRAW and state.to_act() == ("ann",)
    for move in (M.lay("ann", c(6), 2), M.pair("bob", c(8)), M.guess("bob", "choko")):
        problem = refused(state, move)
        assert (problem.rule, problem.code, problem.field) == ("R1", "draw_due", "type")
    assert "must first draw 1 card" in message(refused(state, M.lay("ann", c(6), 2)))


@pytest.mark.rule("R1")
def test_no_draw_at_any_other_time():
    state = start(cs(1, 2, 3, 4), cs(5, 6, 7), cs(8, 9, 10))
    problem = refused(state, M.draw("ann", c(11)))
    assert (problem.rule, problem.code) == ("R1", "no_draw_due")
    play(refilling(), M.draw("ann", c(11)))


@pytest.mark.rule("R1")
def test_one_draw_a_card_up_to_three():
    state = play(start(cs(1, 2, 3, 4), cs(1, 2, 7), cs(8, 9, 10)), M.pair("ann", c(1)), M.pair("ann", c(2)),
                 M.lay("ann", c(7), 1))
    assert state.draws_due == 3
    play(state, M.draw("ann", c(11)), M.draw("ann", c(11)))
    assert state.draws_due == 1 and state.phase is Phase.DRAW
    play(state, M.draw("ann", c(12)))
    assert state.phase is Phase.TURN and state.to_act() == ("bob",) and sorted(state.hands["ann"]) == cs(11, 11, 12)


@pytest.mark.rule("R2")
@pytest.mark.parametrize(("columns", "hands", "pairs", "eaten", "code"), [
    ([cs(13, 13), cs(2), cs(3), cs(4)], {"ann": cs(5, 6, 7), "bob": cs(8, 9, 10)}, {}, [], "drawn_out_one_column"),
    ([cs(13), cs(13), cs(3), cs(4)], {"ann": cs(5, 6, 7), "bob": cs(8, 9, 10)}, {}, [], "drawn_out_columns"),
    ([cs(13), cs(2), cs(3), cs(4)], {"ann": cs(5, 6, 7), "bob": cs(13, 9, 10)}, {}, [], "drawn_out_column_hand"),
    ([cs(1), cs(2), cs(3), cs(4)], {"ann": cs(13, 6, 7), "bob": cs(13, 9, 10)}, {}, [], "drawn_out_hands"),
    ([cs(1), cs(2), cs(3), cs(4)], {"ann": cs(5, 6, 7), "bob": cs(13, 13, 10)}, {}, [], "drawn_out_one_hand"),
    ([cs(1), cs(2), cs(3), cs(4)], {"ann": cs(5, 6, 7), "bob": cs(8, 9, 10)}, {"bob": cs(13)}, [], "drawn_out_paired"),
    ([cs(1), cs(2), cs(3), cs(4)], {"ann": cs(5, 6, 7), "bob": cs(8, 9, 10)}, {}, cs(13), "drawn_out_eaten"),
])
def test_a_card_no_longer_in_the_deck_cannot_be_drawn_and_the_verdict_says_where_it_is(columns, hands, pairs,
                                                                                        eaten, code):
    state = position(columns, hands, pairs=pairs, eaten=eaten)
    play(state, M.lay("ann", c(5), 1) if c(5) in hands["ann"] else M.lay("ann", c(6), 1))
    problem = refused(state, M.draw("ann", c(13)))
    assert (problem.rule, problem.code, problem.field) == ("R2", code, "card")
    assert "mask_13" in message(problem) and "mask_13" in message(problem, "it")


@pytest.mark.rule("R2")
def test_the_deck_is_a_multiset_never_an_order():
    state = refilling()
    assert state.refusal(M.draw("ann", CM)) is None and state.refusal(M.draw("ann", c(29))) is None
    assert state.refusal(M.draw("ann", c(1))) is None  # one 01 is left


@pytest.mark.rule("R3")
def test_a_character_with_k_copies_left_in_n_cards_is_drawn_with_probability_k_over_n():
    assert draw_probability(2, 49) == Fraction(2, 49) and draw_probability(1, 1) == 1
    state = refilling()
    options = legal_options(state)
    assert sum(o.probability for o in options) == 1
    for o in options:
        assert o.probability == Fraction(state.deck[o.move.card], state.deck_count)


@pytest.mark.rule("R4")
def test_an_empty_deck_draws_nothing():
    assert refill_count(0, 0) == 0 and refill_count(1, 1) == 1 and refill_count(0, 50) == 3
    assert refill_count(2, 5) == 1 and refill_count(3, 5) == 0
    pairs = {"ann": [c(n) for n in range(11, 20)], "bob": [c(n) for n in range(20, 30)] + [CM]}
    state = position([cs(1, 5, 1), cs(2, 6, 2), cs(3, 7, 3), cs(4, 8, 9, 4)], {"ann": cs(5, 6, 7), "bob": cs(8, 9, 10)},
                     pairs=pairs)
    assert state.deck == {**{card: 0 for card in state.deck}, c(10): 1} and state.deck_count == 1
    play(state, M.lay("ann", c(5), 1))
    assert state.draws_due == 1  # 2 missing, 1 left
    play(state, M.draw("ann", c(10)))
    assert state.deck_count == 0 and state.to_act() == ("bob",)
    play(state, M.lay("bob", c(8), 2))
    assert state.phase is Phase.TURN and state.to_act() == ("ann",) and len(state.hands["bob"]) == 2
    assert refused(state, M.draw("ann", c(10))).rule == "R1"
