"""Stopping, buying and desserts (P1-P7) and the market (M1-M3), with V2 (seven draws, any
card; a dessert already held) on a hand-made position and through a history."""

from __future__ import annotations

from fractions import Fraction

import pytest

from service.games.choco_challenge.market import place_refill, refills
from service.games.choco_challenge.moves import ChocoChallengeBuy as Buy
from service.games.choco_challenge.phases import Phase, Result
from tests.games.choco_challenge.choco_challenge_helpers import (pile_size, M, MARKET, P3, legal_moves, play, refused, set_deck,
                                                                 set_pile, start, stop_option)

BASE = {"cocoa": 2, "butter": 2, "sugar": 2, "milk": 2}


def v2_position():
    """V2: 3 players; at the start of ann's turn her pile is 8 base + nuts, rum, cinnamon; she
    holds desserts 4 and 7; the 6 pile is not empty. She draws cocoa, butter, sugar, milk,
    nuts, rum."""
    state = start(P3)
    set_pile(state, "ann", {**BASE, "nuts": 1, "rum": 1, "cinnamon": 1})
    state.desserts["ann"] = [7, 4]
    state.dessert_piles.update({7: 1, 4: 2})
    play(state, *[M.draw("ann", c) for c in ("cocoa", "butter", "sugar", "milk", "nuts", "rum")])
    return state


@pytest.mark.rule("H4")
def test_v2_bust_odds_after_six_draws():
    state = v2_position()
    from service.games.choco_challenge.chance import bust_odds

    plain, given = bust_odds(state.piles["ann"], state.in_front["ann"])
    assert plain == Fraction(4, 5)
    assert {b.value: p for b, p in given.items()} == {"base": Fraction(1), "spice": Fraction(0)}  # no filling key


@pytest.mark.rule("P2")
def test_v2_seven_draws_buy_any_position():
    state = v2_position()
    play(state, M.draw("ann", "cinnamon"))
    assert len(state.in_front["ann"]) == 7
    option = stop_option(state)
    assert option.choose["buy"].values == (None, *[Buy(position=i + 1, card=c) for i, c in enumerate(MARKET)])
    assert state.refusal(M.stop("ann", 5)) is None and state.refusal(M.stop("ann", 1)) is None


@pytest.mark.rule("P6")
def test_v2_a_dessert_already_held_breaks_p6():
    state = v2_position()
    play(state, M.draw("ann", "cinnamon"))
    r = refused(state, M.stop("ann", 5, dessert=7))
    assert (r.rule, r.field, r.code) == ("P6", "dessert", "dessert_held")
    assert stop_option(state).choose["dessert"].values == (None, 5, 6)
    assert state.refusal(M.stop("ann", 5, dessert=6)) is None


@pytest.mark.rule("P4")
def test_v2_a_dessert_above_n_breaks_p4():
    state = v2_position()
    play(state, M.draw("ann", "cinnamon"))
    r = refused(state, M.stop("ann", dessert=8))
    assert (r.rule, r.field, r.code) == ("P4", "dessert", "dessert_cost")


def test_v2_is_reachable_by_a_history():
    """V2 through a history: ann buys nuts at n = 1, rum at n = 1 and cinnamon at n = 5, later
    takes the 7 at n = 7 and the 4 at n = 4 without buying; every opponent stops at one card
    and every extra card is declined."""
    state = start(P3, ["nuts", "cherries", "rum", "nuts", "cinnamon", "ginger"])

    def others():
        for player in ("bob", "cat"):
            play(state, M.draw(player, "cocoa"), M.stop(player))
            while state.phase is Phase.EXTRA:
                play(state, M.extra_decline(state.queue[0]["player"]))

    def extras():
        while state.phase is Phase.EXTRA:
            play(state, M.extra_decline(state.queue[0]["player"]))

    play(state, M.draw("ann", "cocoa"), M.stop("ann", (1, "nuts")), M.refill("ann", "rum"))
    others()
    play(state, M.draw("ann", "cocoa"), M.stop("ann", (1, "rum")), M.refill("ann", "nuts"))
    extras()
    others()
    play(state, *[M.draw("ann", c) for c in ("cocoa", "butter", "sugar", "milk", "nuts")])
    assert state.market[4] == "cinnamon"
    play(state, M.stop("ann", (5, "cinnamon")), M.refill("ann", "mint"))
    extras()
    others()
    play(state, *[M.draw("ann", c) for c in ("cocoa", "butter", "sugar", "milk", "nuts", "rum", "cinnamon")])
    play(state, M.stop("ann", dessert=7))
    extras()
    others()
    play(state, *[M.draw("ann", c) for c in ("cocoa", "butter", "sugar", "milk")], M.stop("ann", dessert=4))
    extras()
    others()
    assert state.player == "ann" and state.piles["ann"] == {**BASE, "nuts": 1, "rum": 1, "cinnamon": 1}
    assert sorted(state.desserts["ann"]) == [4, 7] and state.dessert_piles[6] == 2
    play(state, *[M.draw("ann", c) for c in ("cocoa", "butter", "sugar", "milk", "nuts", "rum")])
    assert legal_moves_bust(state) == "4/5"


def legal_moves_bust(state) -> str:
    from schemas.choco_challenge.legal_moves import legal_moves_extra

    return legal_moves_extra(state)["bust_probability"]


@pytest.mark.rule("P1")
def test_stop_carries_either_both_or_neither_purchase():
    for buy, dessert in ((None, None), (1, None), (None, 4), (4, 4)):
        state = start(P3)
        set_pile(state, "ann", {**BASE, "nuts": 1})
        play(state, *[M.draw("ann", c) for c in ("cocoa", "butter", "sugar", "milk")])
        play(state, M.stop("ann", 4 if buy else None, dessert=dessert))
        log = state.turns[0]
        assert log.result is Result.STOPPED and log.drawn == 4 and log.dessert == dessert
        assert (log.bought is not None) is bool(buy)
        assert state.phase is (Phase.REFILL if buy else Phase.DRAW)


@pytest.mark.rule("P2")
def test_only_position_n_when_n_is_six_or_less():
    state = start(P3)
    play(state, M.draw("ann", "cocoa"), M.draw("ann", "butter"), M.draw("ann", "sugar"))
    for position in (1, 2, 4, 6, 7, 0, -3):
        r = refused(state, M.stop("ann", position))
        assert (r.rule, r.field, r.code) == ("P2", "buy/position", "buy_position_n"), position
    r = refused(state, M.stop("ann", (3, "nuts")))
    assert (r.rule, r.field, r.code) == ("P2", "buy/card", "buy_card_mismatch")
    assert state.refusal(M.stop("ann", (3, "cherries"))) is None and state.refusal(M.stop("ann", 3)) is None


@pytest.mark.rule("P2")
def test_from_seven_cards_a_position_must_still_hold_a_card():
    state = v2_position()
    play(state, M.draw("ann", "cinnamon"))
    for position in (0, 7, 99):
        r = refused(state, M.stop("ann", position))
        assert (r.rule, r.field, r.code) == ("P2", "buy/position", "buy_no_card"), position


@pytest.mark.rule("P3")
def test_a_bought_card_leaves_the_market_for_the_discard_pile():
    state = start(P3)
    play(state, M.draw("ann", "cocoa"), M.draw("ann", "butter"), M.draw("ann", "sugar"), M.stop("ann", 3))
    assert state.market == ["nuts", "rum", "nuts", "vanilla", "cinnamon"]
    assert state.discard["ann"] == {"cherries": 1}
    assert state.turns[0].bought == (3, "cherries")


@pytest.mark.rule("P5")
def test_the_dessert_pile_must_not_be_empty_and_exist():
    state = v2_position()
    play(state, M.draw("ann", "cinnamon"))
    state.dessert_piles[6] = 0
    r = refused(state, M.stop("ann", dessert=6))
    assert (r.rule, r.field, r.code) == ("P5", "dessert", "dessert_pile_empty")
    for value in (3, 0, -1):  # within n (P4), but no pile
        r = refused(state, M.stop("ann", dessert=value))
        assert (r.rule, r.field, r.code) == ("P5", "dessert", "dessert_no_pile"), value
    assert stop_option(state).choose["dessert"].values == (None, 5)


@pytest.mark.rule("P7")
def test_a_dessert_stays_with_its_holder():
    state = start(P3)
    set_pile(state, "ann", {**BASE})
    play(state, *[M.draw("ann", c) for c in ("cocoa", "butter", "sugar", "milk")], M.stop("ann", dessert=4))
    assert state.desserts["ann"] == [4] and state.dessert_piles[4] == 2
    for player in ("bob", "cat"):
        play(state, M.draw(player, "cocoa"), M.stop(player))
    assert state.player == "ann" and pile_size(state, "ann") == 8 and state.desserts["ann"] == [4]


@pytest.mark.rule("M1")
def test_the_buyer_refills_the_market_next():
    state = start(P3)
    play(state, M.draw("ann", "cocoa"), M.stop("ann", 1))
    assert state.phase is Phase.REFILL and state.to_act() == ("ann",)
    r = refused(state, M.draw("ann", "cocoa"))
    assert (r.rule, r.code) == ("M1", "refill_phase_type")
    r = refused(state, M.refill("bob", "nuts"))
    assert (r.rule, r.code) == ("M1", "refill_phase_player")
    set_deck(state, {"nuts": 1, "mint": 2})
    r = refused(state, M.refill("ann", "rum"))
    assert (r.rule, r.field, r.code) == ("H3", "card", "deck_no_copy")
    r = refused(state, M.refill("ann", "cocoa"))
    assert (r.rule, r.field, r.code) == ("H3", "card", "deck_not_a_card")


@pytest.mark.rule("M2")
def test_a_spice_goes_to_the_far_end_a_filling_to_position_one():
    market = ["nuts", "rum", "nuts", "cinnamon", "ginger"]
    assert place_refill(market, "vanilla") == 6 and market == ["nuts", "rum", "nuts", "cinnamon", "ginger", "vanilla"]
    market = ["nuts", "rum", "nuts", "cinnamon", "ginger"]
    assert place_refill(market, "rum") == 1 and market == ["rum", "nuts", "rum", "nuts", "cinnamon", "ginger"]


@pytest.mark.rule("M3")
def test_an_empty_deck_refills_nothing():
    assert refills(0) is False and refills(1) is True
    state = start(P3)
    set_deck(state, {})
    play(state, M.draw("ann", "cocoa"), M.stop("ann", 1))  # a position no legal game reaches: the end came first
    assert state.phase is Phase.OVER and len(state.market) == 5 and state.turns[0].refill is None
    assert "M3" in state.turns[0].decided_by()


def test_the_stop_entry_of_legal_moves_gives_its_open_fields():
    doc = {"players": list(P3), "setup": {"market": list(MARKET)},
           "moves": [{"type": "draw", "player": "ann", "card": "cocoa"},
                     {"type": "draw", "player": "ann", "card": "butter"}]}
    answer = legal_moves(doc)
    stop = next(m for m in answer["moves"] if m["move"]["type"] == "stop")
    assert stop == {"move": {"type": "stop", "player": "ann"}, "rule": "P1",
                    "choose": {"buy": {"one_of": [None, {"position": 2, "card": "rum"}]}, "dessert": {"one_of": [None]}}}
