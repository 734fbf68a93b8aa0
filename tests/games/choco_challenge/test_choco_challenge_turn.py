"""The turn (T1-T6) and busting with tools (B1-B4), on hand-made positions and short
histories."""

from __future__ import annotations

import pytest

from service.games.choco_challenge.moves import ChocoChallengeBuy, Draw, Stop
from service.games.choco_challenge.phases import Phase, Result
from tests.games.choco_challenge.choco_challenge_helpers import (pile_size, M, P3, P4, offered, play, refused, set_pile, start,
                                                                 stop_option)


@pytest.mark.rule("T1")
def test_turns_go_clockwise_from_the_first_player():
    state = start(P4, first_player="cat")
    seen = []
    for _ in range(9):
        seen.append((state.turn, state.round, state.player))
        play(state, M.draw(state.player, "cocoa"), M.stop(state.player))
    assert seen[:5] == [(0, 1, "cat"), (1, 1, "dan"), (2, 1, "ann"), (3, 1, "bob"), (4, 2, "cat")]
    assert seen[8] == (8, 3, "cat")


@pytest.mark.rule("T1")
def test_in_phase_draw_only_the_turns_player_draws_or_stops():
    state = start(P3)
    r = refused(state, M.draw("bob", "cocoa"))
    assert (r.rule, r.field, r.code) == ("T1", "", "draw_phase_player")
    r = refused(state, M.draw("zed", "cocoa"))
    assert r.rule == "T1"
    for move in (M.refill("ann", "nuts"), M.use_tool("ann", "whisk"), M.bust("ann"), M.extra_decline("ann"),
                 M.extra_pick("ann", 1)):
        r = refused(state, move)
        assert (r.rule, r.code) == ("T1", "draw_phase_type"), move


@pytest.mark.rule("T2")
def test_a_players_next_turn_starts_from_all_their_cards():
    state = start(P3)
    play(state, M.draw("ann", "cocoa"), M.draw("ann", "butter"), M.draw("ann", "cocoa"), M.use_tool("ann", "whisk"),
         M.stop("ann", (2, "rum")), M.refill("ann", "nuts"))
    assert state.piles["ann"] == {"butter": 1, "sugar": 2, "milk": 2}  # no reshuffle yet
    play(state, M.draw("bob", "milk"), M.stop("bob"), M.draw("cat", "milk"), M.stop("cat"))
    # Ann's second turn: in front (cocoa, butter), discard (cocoa, rum) and the rest, shuffled.
    assert state.player == "ann" and state.turn_log.reshuffled is True
    assert state.piles["ann"] == {"butter": 2, "sugar": 2, "milk": 2, "cocoa": 2, "rum": 1}
    assert pile_size(state, "ann") == 9 and state.in_front["ann"] == [] and state.discard["ann"] == {}
    assert state.in_front["bob"] == ["milk"]  # the others keep theirs until their own turn


@pytest.mark.rule("T2")
def test_no_reshuffle_on_a_players_very_first_turn():
    state = start(P3)
    play(state, M.draw("ann", "cocoa"), M.stop("ann"))
    assert state.player == "bob" and state.turn_log.reshuffled is False and pile_size(state, "bob") == 8


@pytest.mark.rule("T3")
def test_a_draw_places_a_new_type_in_front_and_a_match_is_pending():
    state = start(P3)
    play(state, M.draw("ann", "sugar"), M.draw("ann", "milk"))
    assert state.in_front["ann"] == ["sugar", "milk"] and pile_size(state, "ann") == 6
    play(state, M.draw("ann", "sugar"))
    assert state.pending == "sugar" and state.in_front["ann"] == ["sugar", "milk"] and state.phase is Phase.BUST
    assert state.turn_log.draws == ["sugar", "milk", "sugar"]


@pytest.mark.rule("H3")
def test_a_draw_must_name_a_card_the_pile_still_holds():
    state = start(P3)
    play(state, M.draw("ann", "sugar"), M.draw("ann", "sugar"), M.use_tool("ann", "whisk"))
    r = refused(state, M.draw("ann", "sugar"))  # both sugars are out of the pile
    assert (r.rule, r.field, r.code) == ("H3", "card", "pile_no_copy")
    for card in ("nuts", "whisk", "spoon", ""):
        r = refused(state, M.draw("ann", card))
        assert (r.rule, r.field) == ("H3", "card"), card


@pytest.mark.rule("T4")
def test_every_turn_begins_with_a_draw():
    state = start(P3)
    r = refused(state, M.stop("ann"))
    assert (r.rule, r.field, r.code) == ("T4", "", "stop_without_draw")
    assert [type(m) for m in offered(state)] == [Draw] * 4
    play(state, M.draw("ann", "milk"))
    assert any(type(m) is Stop for m in offered(state))


@pytest.mark.rule("T5")
def test_after_a_draw_or_a_rescue_the_player_draws_again_or_stops():
    state = start(P3)
    play(state, M.draw("ann", "cocoa"))
    assert state.phase is Phase.DRAW and {type(m) for m in offered(state)} == {Draw, Stop}
    play(state, M.draw("ann", "cocoa"), M.use_tool("ann", "whisk"))
    assert state.phase is Phase.DRAW and {type(m) for m in offered(state)} == {Draw, Stop}


@pytest.mark.rule("T6")
def test_n_is_the_cards_in_front_a_rescued_card_not_counted():
    # William: cocoa, butter, butter + whisk gives 2: he may buy position 2, not 3.
    state = start(P3)
    play(state, M.draw("ann", "cocoa"), M.draw("ann", "butter"), M.draw("ann", "butter"), M.use_tool("ann", "whisk"))
    assert [b for b in stop_option(state).choose["buy"].values if b] == [ChocoChallengeBuy(position=2, card="rum")]
    r = refused(state, M.stop("ann", 3))
    assert (r.rule, r.field) == ("P2", "buy/position")
    play(state, M.stop("ann", (2, "rum")))
    assert state.turn_log.drawn == 2


@pytest.mark.rule("B1")
def test_after_a_matching_draw_only_the_drawer_moves_with_use_tool_or_bust():
    state = start(P3)
    play(state, M.draw("ann", "milk"), M.draw("ann", "milk"))
    assert state.phase is Phase.BUST and state.to_act() == ("ann",)
    assert set(offered(state)) == {M.use_tool("ann", "whisk"), M.bust("ann")}
    for move in (M.draw("ann", "cocoa"), M.stop("ann"), M.refill("ann", "nuts")):
        r = refused(state, move)
        assert (r.rule, r.code, r.field) == ("B1", "bust_phase_type", ""), move
    r = refused(state, M.bust("bob"))
    assert (r.rule, r.code) == ("B1", "bust_phase_player")


@pytest.mark.rule("B2")
def test_a_tool_saves_a_bust_and_goes_to_its_pile():
    state = start(P3)
    play(state, M.draw("ann", "milk"), M.draw("ann", "milk"))
    r = refused(state, M.use_tool("ann", "measuring_cup"))
    assert (r.rule, r.field, r.code) == ("B2", "tool", "tool_not_held")
    r = refused(state, M.use_tool("ann", "spoon"))
    assert (r.rule, r.field, r.code) == ("B2", "tool", "not_a_tool")
    assert state.tool_piles["whisk"] == 0
    play(state, M.use_tool("ann", "whisk"))
    assert state.tool_piles["whisk"] == 1 and state.tools["ann"] == set()  # the whisk pile is opened
    assert state.discard["ann"] == {"milk": 1} and state.pending is None and state.in_front["ann"] == ["milk"]
    assert state.turn_log.tools_used == ["whisk"]


@pytest.mark.rule("B2")
def test_any_tool_type_will_do_one_per_matching_draw():
    state = start(P3)
    state.tools["ann"] = {"whisk", "pastry_bag", "measuring_cup"}
    play(state, M.draw("ann", "milk"), M.draw("ann", "milk"))
    assert set(offered(state)) == {M.use_tool("ann", t) for t in ("whisk", "pastry_bag", "measuring_cup")} | {
        M.bust("ann")}
    play(state, M.use_tool("ann", "pastry_bag"))
    r = refused(state, M.use_tool("ann", "whisk"))  # no matching card pending: phase draw
    assert r.rule == "T1"


@pytest.mark.rule("B3")
def test_a_bust_discards_the_card_and_ends_the_turn_at_once():
    state = start(P3)
    play(state, M.draw("ann", "milk"), M.draw("ann", "cocoa"), M.draw("ann", "milk"))
    play(state, M.bust("ann"))  # allowed though she holds a whisk
    assert state.turns[0].result is Result.BUSTED and state.turns[0].drawn == 2
    assert state.discard["ann"] == {"milk": 1} and state.in_front["ann"] == ["milk", "cocoa"]
    assert state.tools["ann"] == {"whisk"} and state.player == "bob" and state.phase is Phase.DRAW


@pytest.mark.rule("B3")
def test_bust_is_forced_without_a_tool_and_brings_no_extra_cards():
    state = start(P3)
    for player in P3:
        play(state, M.draw(player, "cocoa"), M.stop(player))
    state.tools["ann"] = set()
    play(state, M.draw("ann", "milk"), M.draw("ann", "milk"))
    assert offered(state) == [M.bust("ann")]
    play(state, M.bust("ann"))
    assert state.turns[3].extras == [] and state.player == "bob"  # round 2, but a bust: no extra cards (X1)


@pytest.mark.rule("B4")
def test_tools_are_never_shuffled_and_one_of_each_type_at_most():
    state = start(P3)
    for player in P3:
        play(state, M.draw(player, "cocoa"), M.stop(player))
    play(state, M.draw("ann", "sugar"), M.draw("ann", "milk"), M.stop("ann", (2, "rum")), M.refill("ann", "cherries"))
    # round 2: bob and cat had 1 card in front, fewer than ann's 2: they may take a tool
    assert state.phase is Phase.EXTRA and state.queue[0]["player"] == "bob"
    r = refused(state, M.extra_tool("bob", "whisk"))
    assert (r.rule, r.field, r.code) == ("X5", "tool", "extra_tool_held")
    play(state, M.extra_tool("bob", "measuring_cup"), M.extra_decline("cat"))
    assert state.tools["bob"] == {"whisk", "measuring_cup"}
    assert state.player == "bob" and "measuring_cup" not in state.piles["bob"] and pile_size(state, "bob") == 8


def test_the_draw_pile_cannot_run_out_while_drawing_is_allowed():
    # T5's remark: with every tool, a player draws at most 4 base types + 3 rescues + 1 bust.
    state = start(P3)
    state.tools["ann"] = {"whisk", "pastry_bag", "measuring_cup"}
    set_pile(state, "ann", {"cocoa": 2, "butter": 2, "sugar": 2, "milk": 2})
    for card in ("cocoa", "butter", "sugar", "milk"):
        play(state, M.draw("ann", card))
    for tool, card in zip(("whisk", "pastry_bag", "measuring_cup"), ("cocoa", "butter", "sugar")):
        play(state, M.draw("ann", card), M.use_tool("ann", tool))
    play(state, M.draw("ann", "milk"))
    assert pile_size(state, "ann") == 0 and offered(state) == [M.bust("ann")]
