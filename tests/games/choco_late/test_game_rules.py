"""Turns, the end and the arrangement of two trays (T1-T3, E1, E2, C3), the API example,
and how every verdict cites a rule and points at a field."""

from __future__ import annotations

import msgspec
import pytest

from tests.games.choco_late.game_helpers import M, make, option_of
from service.games.choco_late.validity import VALID_FOR
from tests.games.choco_late.game_helpers import legal_moves, replay
from service.games.choco_late.state import State
from service.games.choco_late.moves import MOVES, AnyMove, ArrangeTrays, ChocoLateMove, ChooseLot, Join, Open, Pass
from tests.games.choco_late.game_helpers import Move, schema_errors
from service.games.choco_late.variants import Variants
from service.referee.violations import RuleViolation

P3 = ("ann", "bob", "cat")
TWO = Variants(two_trays=True)


def legal(setup, *moves):
    result = replay(setup, moves)
    assert result.legal, (result.violation, result.violation and result.violation.message())
    return result


def refused(setup, *moves):
    result = replay(setup, moves)
    assert not result.legal
    v = result.violation
    assert v.move_index == len(moves) - 1, (v, v.message())
    assert v.message("en") and v.message("it")
    return v


def finish(game: State, *, arrange: bool = False) -> list[Move]:
    """Play to the end: the holder takes the first lot of the centre and wins it alone
    when holding a valid voucher for it; everyone else passes."""
    moves = []
    while not game.finished:
        holder = game.holder
        if game.auction is None:
            move = M.choose_lot(holder, game.centre[0])
        else:
            legal = legal_moves(game)
            player = legal.to_act[0]
            lot = game.auction.lot
            valid = sorted(game.hands[player] & VALID_FOR[lot])
            if game.phase == "reveal":
                move = M.reveal(player, *valid[:1])
            elif player == holder and valid and option_of(legal, player, Open):
                move = M.open(player, 1)
            else:
                move = M.pass_(player)
        game.play(move)
        moves.append(move)
    if arrange:
        for player in game.players:
            lots = game.collections[player]
            move = M.arrange_trays(player, lots[::2], lots[1::2])
            game.play(move)
            moves.append(move)
    return moves


# --- The API.md example ----------------------------------------------------------------------

API_MOVES = [
    {"type": "choose_lot", "player": "ann", "lot": 15},
    {"type": "open", "player": "ann", "amount": 1},
    {"type": "join", "player": "bob"},
    {"type": "raise", "player": "cat", "amount": 2},
    {"type": "pass", "player": "ann"},
    {"type": "join", "player": "bob"},
    {"type": "reveal", "player": "bob", "vouchers": [5, 11]},
    {"type": "reveal", "player": "cat", "vouchers": [6, 10]},
    {"type": "replace", "player": "cat", "vouchers": [12]},
    {"type": "arrange_trays", "player": "ann", "trays": [[15], [3, 27]]},
]


def api_setup():
    # the example's deal, completed to a legal 3-player deal (S2): the valid vouchers for
    # lot 15 that the example does not hand out stay in the centre
    hands = {"ann": [1, 2], "bob": [4, 5, 11], "cat": [6, 10, 12]}
    return make(P3, [15, 3, 27], hands, avoid=VALID_FOR[15])


def api_moves():
    return [msgspec.convert(m, AnyMove) for m in API_MOVES]  # read as a history's moves are


@pytest.mark.rule("V3")
@pytest.mark.rule("W1")
def test_api_example_replays_exactly_so():
    r = legal(api_setup(), *api_moves()[:9])
    (a,) = r.auctions
    assert a.lot == 15 and a.chooser == "ann"
    assert (a.end, a.offer, a.participants) == ("tie", 2, ("bob", "cat"))
    assert a.reveals == {"bob": (5, 11), "cat": (6, 10)}
    assert a.invalid == {"cat": (6,)}
    assert a.replacements == {"cat": (12,)}
    assert a.forfeited == ()
    assert (a.winner, a.result) == ("bob", "won")
    assert a.counting == {"bob": 5, "cat": 10}  # cat's 12 does not count
    assert a.decided_by == ("A4c", "V3", "W1")
    assert a.spent == (5, 11) and a.pile == ()
    assert (a.first_move, a.last_move) == (0, 8)
    assert r.state.collections["bob"] == [15]
    assert 6 in r.state.hands["cat"] and 10 in r.state.hands["cat"] and 12 in r.state.hands["cat"]
    assert r.state.token_holder == "bob"


@pytest.mark.rule("C3")
def test_api_example_last_move_needs_two_trays_and_the_end():
    v = refused(api_setup(), *api_moves())
    assert (v.rule, v.code, v.pointer) == ("C3", "trays_without_two_trays", "/moves/9/type")


# --- T1 ---------------------------------------------------------------------------------


@pytest.mark.rule("T1")
def test_T1_the_token_holder_chooses():
    s = make(P3, first_player="bob")
    g = State(s)
    assert g.phase == "choose_lot" and g.to_act() == ("bob",)
    assert option_of(legal_moves(g), "bob", ChooseLot).lots == s.lots
    v = refused(s, M.choose_lot("ann", s.lots[0]))
    assert (v.rule, v.code, v.pointer) == ("T1", "not_token_holder", "/moves/0/player")
    assert v.params["holder"] == "bob"


@pytest.mark.rule("T1")
def test_T1_a_lot_from_the_centre():
    s = make(P3)
    v = refused(s, M.choose_lot("ann", s.hands[0][1][0]))
    assert (v.rule, v.code, v.pointer) == ("T1", "lot_not_in_centre", "/moves/0/lot")
    # a choose_lot without its lot, or with a field it has not, breaks the schema (a 422)
    assert schema_errors([{"type": "choose_lot", "player": "ann"}]) == {"/moves/0/lot": "Missing data for required field."}
    assert schema_errors([{"type": "choose_lot", "player": "ann", "lot": s.lots[0], "amount": 2}]) == {
        "/moves/0/amount": "Unknown field for the move choose_lot."}


@pytest.mark.rule("T1")
def test_T1_a_turn_starts_with_the_choice():
    s = make(P3)
    v = refused(s, M.open("ann", 1))
    assert (v.rule, v.code, v.pointer) == ("T1", "choose_lot_first", "/moves/0/type")
    assert "segnalino Choco Late" in v.message("it")


@pytest.mark.rule("T1")
def test_T1_a_removed_lot_cannot_be_chosen_again():
    s = make(P3)
    lot = s.lots[0]
    v = refused(s, M.choose_lot("ann", lot), M.pass_("ann"), M.pass_("bob"), M.pass_("cat"), M.choose_lot("bob", lot))
    assert (v.rule, v.code) == ("T1", "lot_not_in_centre")


# --- T2, T3 -----------------------------------------------------------------------------


@pytest.mark.rule("T2")
def test_T2_the_winner_collects_the_lot():
    s = make(P3, [15], {"cat": [5]}, avoid=VALID_FOR[15])
    r = legal(s, M.choose_lot("ann", 15), M.pass_("ann"), M.pass_("bob"), M.open("cat", 1), M.reveal("cat", 5))
    assert r.state.collections == {"ann": [], "bob": [], "cat": [15]}
    assert 15 not in r.state.centre


@pytest.mark.rule("T3")
def test_T3_the_token_passes_clockwise_after_every_turn():
    s = make(P3, first_player="bob")
    lots = s.lots
    moves = []
    for holder in ("bob", "cat", "ann", "bob"):
        g = legal(s, *moves).game
        assert g.holder == holder
        lot = g.centre[0]
        order = g._clockwise[holder]
        moves += [M.choose_lot(holder, lot), *(M.pass_(p) for p in order)]
    assert lots[:4] == tuple(m.lot for m in moves if type(m) is ChooseLot)


@pytest.mark.rule("T3")
def test_T3_the_token_passes_after_a_returned_lot_too():
    s = make(P3, [15], {"ann": [1]}, avoid=VALID_FOR[15])
    r = legal(s, M.choose_lot("ann", 15), M.open("ann", 1), M.pass_("bob"), M.pass_("cat"), M.reveal("ann", 1))
    assert r.auctions[0].result == "returned"
    assert r.state.token_holder == "bob"


# --- E1 ---------------------------------------------------------------------------------


@pytest.mark.rule("E1")
def test_E1_the_game_ends_when_the_centre_is_empty():
    s = make(("ann", "bob"))
    g = State(s)
    moves = finish(g)
    assert g.finished and g.is_over() and g.phase == "over"
    assert g.centre == []
    lm = legal_moves(g)
    assert lm.moves == () and lm.to_act == () and lm.phase == "over" and lm.finished
    r = legal(s, *moves)
    assert r.state.finished and len(r.auctions) == len(s.lots)
    v = refused(s, *moves, M.choose_lot("ann", s.lots[0]))
    assert (v.rule, v.code, v.pointer) == ("E1", "game_over", f"/moves/{len(moves)}/type")


@pytest.mark.rule("E1")
def test_E1_a_returned_last_lot_keeps_the_game_going():
    s = make(("ann", "bob"), [15], {"ann": [1]}, avoid=VALID_FOR[15])
    g = State(s)
    # clear the centre but lot 15
    while len(g.centre) > 1:
        lot = next(x for x in g.centre if x != 15)
        order = g._clockwise[g.holder]  # the holder first, then clockwise
        g.play(M.choose_lot(g.holder, lot))
        for p in order:
            g.play(M.pass_(p))
    holder = g.holder
    g.play(M.choose_lot(holder, 15))
    if holder == "ann":
        g.play(M.open("ann", 1))
        g.play(M.pass_("bob"))
    else:
        g.play(M.pass_("bob"))
        g.play(M.open("ann", 1))
    g.play(M.reveal("ann", 1))
    assert g.auctions[-1].result == "returned"
    assert not g.finished and g.centre == [15] and g.phase == "choose_lot"


# --- E2 ---------------------------------------------------------------------------------

ALL_VALID = [5, 10, 11, 12, 13, 14, 20, 25, 30, 35]  # ten valid vouchers for lot 15


def broke_bob():
    """bob spends his whole hand on lot 15; then he holds the token with no voucher."""
    s = make(P3, [15, 3], {"bob": ALL_VALID}, avoid=VALID_FOR[15])
    moves = [M.choose_lot("ann", 15), M.pass_("ann"), M.open("bob", 10), M.pass_("cat"), M.reveal("bob", *ALL_VALID),
             M.choose_lot("bob", 3)]
    return s, moves


@pytest.mark.rule("E2")
def test_E2_a_player_with_no_voucher_must_still_pass():
    s, moves = broke_bob()
    g = legal(s, *moves).game
    assert g.hands["bob"] == set()
    lm = legal_moves(g)
    assert lm.to_act == ("bob",) and [o.type for o in lm.moves] == [Pass]
    v = refused(s, *moves, M.open("cat", 1))
    assert (v.rule, v.code, v.pointer) == ("E2", "must_still_pass", "/moves/6/player")
    assert v.params["asked"] == "bob"
    legal(s, *moves, M.pass_("bob"), M.open("cat", 1))


@pytest.mark.rule("E2")
def test_E2_a_player_who_cannot_follow_must_still_pass():
    s, moves = broke_bob()
    moves = moves[:-1] + [M.choose_lot("bob", 3), M.pass_("bob"), M.open("cat", 10)]
    g = legal(s, *moves).game
    assert g.to_act() == ("ann",)
    assert {o.type for o in legal_moves(g).moves} == {Join, Pass}


class Forfeit(ChocoLateMove, tag="forfeit", frozen=True):
    """Not a move of the game: a forfeit is derived (V4), never sent."""


@pytest.mark.rule("E2")
def test_E2_outcomes_are_derived_never_sent():
    # a forfeit is not a move (V4): the schema knows no such type, and the engine, asked by a
    # caller of its own about a move of a type it does not have, cites E2
    errors = schema_errors([{"type": "forfeit", "player": "ann"}])
    assert errors == {"/moves/0/type": "Must be one of: " + ", ".join(MOVES.tags) + "."}
    v = refused(make(P3), Forfeit(player="ann"))
    assert (v.rule, v.code, v.pointer, v.params) == ("E2", "unknown_move_type", "/moves/0/type", {"type": "forfeit"})


# --- C3: arrange_trays ------------------------------------------------------------------------


def finished_two_trays(players=("ann", "bob")):
    s = make(players, variants=TWO)
    g = State(s)
    moves = finish(g)
    assert any(g.collections.values())
    return s, g, moves


@pytest.mark.rule("C3")
def test_C3_after_the_end_each_player_arranges_two_trays():
    s, g, moves = finished_two_trays()
    assert g.phase == "arrange_trays" and not g.is_over()
    lm = legal_moves(g)
    assert lm.to_act == ("ann", "bob") or lm.to_act == ("bob", "ann")
    o = option_of(lm, "ann", ArrangeTrays)
    assert o.lots == tuple(g.collections["ann"])
    ann, bob = g.collections["ann"], g.collections["bob"]
    r = legal(s, *moves, M.arrange_trays("bob", bob, ()), M.arrange_trays("ann", ann[1:], ann[:1]))
    assert r.state.phase == "over" and r.legal_moves.moves == ()
    assert r.state.arrangements == {"ann": [list(ann[1:]), list(ann[:1])], "bob": [list(bob), []]}


@pytest.mark.rule("C3")
def test_C3_only_with_two_trays():
    s = make(("ann", "bob"))
    g = State(s)
    moves = finish(g)
    v = refused(s, *moves, M.arrange_trays("ann", g.collections["ann"], ()))
    assert (v.rule, v.code) == ("C3", "trays_without_two_trays")


@pytest.mark.rule("C3")
def test_C3_only_after_the_end():
    s = make(("ann", "bob"), variants=TWO)
    v = refused(s, M.arrange_trays("ann", (), ()))
    assert (v.rule, v.code, v.pointer) == ("C3", "arrange_before_end", "/moves/0/type")
    assert v.params["lots"] == 17


@pytest.mark.rule("C3")
def test_C3_once_per_player():
    s, g, moves = finished_two_trays()
    ann = g.collections["ann"]
    v = refused(s, *moves, M.arrange_trays("ann", ann, ()), M.arrange_trays("ann", (), ann))
    assert (v.rule, v.code, v.pointer) == ("C3", "arranged_twice", f"/moves/{len(moves) + 1}/player")


@pytest.mark.rule("C3")
def test_C3_a_partition_of_the_collection():
    s, g, moves = finished_two_trays()
    ann, bob = g.collections["ann"], g.collections["bob"]
    n = len(moves)
    foreign = bob[0] if bob else s.hands[0][1][0]
    v = refused(s, *moves, M.arrange_trays("ann", ann, (foreign,)))
    assert (v.rule, v.code, v.pointer) == ("C3", "trays_foreign_lot", f"/moves/{n}/trays/1/0")
    v = refused(s, *moves, M.arrange_trays("ann", ann, ann[:1]))
    assert (v.rule, v.code, v.pointer) == ("C3", "trays_lot_twice", f"/moves/{n}/trays/1/0")
    v = refused(s, *moves, M.arrange_trays("ann", ann[1:], ()))
    assert (v.rule, v.code, v.pointer) == ("C3", "trays_missing_lots", f"/moves/{n}/trays")
    # other than two lists of lots, trays break the schema of arrange_trays (a 422)
    trays = {"type": "arrange_trays", "player": "ann"}
    assert schema_errors([{**trays, "trays": [ann, [], []]}]) == {"/moves/0/trays": "Exactly 2 items (got 3)."}
    assert schema_errors([trays]) == {"/moves/0/trays": "Missing data for required field."}
    assert schema_errors([{**trays, "trays": [ann, 5]}]) == {"/moves/0/trays/1": "Not a valid list."}


@pytest.mark.rule("C3")
def test_C3_either_tray_may_be_empty():
    s, g, moves = finished_two_trays()
    legal(s, *moves, M.arrange_trays("ann", (), g.collections["ann"]))


@pytest.mark.rule("E1")
def test_E1_after_the_end_only_arrange_trays():
    s, g, moves = finished_two_trays()
    v = refused(s, *moves, M.pass_("ann"))
    assert (v.rule, v.code) == ("E1", "game_over")


# --- Who, what, where: precise verdicts -----------------------------------------------------


@pytest.mark.rule("S1")
def test_S1_a_move_by_a_stranger():
    s = make(P3)
    v = refused(s, M.choose_lot("zed", s.lots[0]))
    assert (v.rule, v.code, v.pointer) == ("S1", "unknown_player", "/moves/0/player")
    assert list(schema_errors([{"type": "choose_lot", "player": None, "lot": s.lots[0]}])) == ["/moves/0/player"]


def test_play_raises_with_the_index_and_pointer():
    s = make(P3)
    g = State(s)
    g.play(M.choose_lot("ann", s.lots[0]))
    with pytest.raises(RuleViolation) as info:
        g.play(M.open("bob", 1))
    v = info.value.violation
    assert (v.rule, v.move_index, v.pointer) == ("A4", 1, "/moves/1/player")
    with pytest.raises(RuleViolation) as info:
        g.play(M.open("bob", 1), index=7)
    assert info.value.violation.pointer == "/moves/7/player"
    assert "A4" in str(info.value)


def test_replay_stops_at_the_first_violation():
    s = make(P3)
    moves = [M.choose_lot("ann", s.lots[0]), M.open("ann", 1), M.open("bob", 1), M.pass_("zed")]
    r = replay(s, moves)
    assert not r.legal and r.violation.move_index == 2 and r.moves_checked == 2
    assert r.legal_moves is None
    assert r.state.auction.offer == 1  # the state after the last legal move


def test_replay_is_repeatable_and_the_state_is_a_snapshot():
    s = api_setup()
    a, b = replay(s, api_moves()[:9]), replay(s, api_moves()[:9])
    assert a == b and a.state == b.state and a.legal_moves == b.legal_moves


def test_state_card_places_cover_every_card_once():
    s = api_setup()
    g = State(s)
    for move in api_moves()[:9]:
        g.play(move)
        places = g.card_places()
        cards = sorted(c for cs in places.values() for c in cs)
        assert cards == list(range(1, 51))


# --- The Italian of the messages ---------------------------------------------------------------


def test_messages_speak_the_rulebook_italian():
    from service.referee.catalogue import catalogue_of

    italian = " ".join(t["it"] for t in catalogue_of("choco-late").messages.values())
    for word in ("Choco-lotto", "voucher", "offerta", "rilancio", "segnalino Choco Late", "vassoi", "scatola"):
        assert word in italian, word
