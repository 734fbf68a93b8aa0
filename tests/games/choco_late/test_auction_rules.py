"""One auction: bidding (A1-A5), reveals (V1-V4) and resolution (W1-W5).

Small hand-made 3-player games (cards 1-50) around lot 15 (symbol 5, colour 3). The cards
valid for lot 15 that no test hands out are kept in the centre, so every hand holds
exactly the valid vouchers a test gives it.
"""

from __future__ import annotations

import pytest

from tests.games.choco_late.game_helpers import M, make, option_of
from service.games.choco_late.validity import VALID_FOR, is_valid
from service.games.choco_late.cards import colour, symbol
from tests.games.choco_late.game_helpers import legal_moves, replay
from service.games.choco_late.state import State
from service.games.choco_late.moves import ChooseLot, Join, Pass, Raise, Replace, Reveal
from service.referee.moves import tag_of
from tests.games.choco_late.game_helpers import schema_errors
from service.games.choco_late.variants import Variants

FREE = Variants(free_bidding=True)
BEST = Variants(best_wins=True)
P3 = ("ann", "bob", "cat")
CHOOSE = M.choose_lot("ann", 15)


def table(hands, *, players=P3, lots=(15,), variants=None, first_player=None):
    return make(players, lots, hands, variants=variants, first_player=first_player, avoid=VALID_FOR[lots[0]])


def legal(setup, *moves):
    result = replay(setup, moves)
    assert result.legal, (result.violation, result.violation and result.violation.message())
    return result


def refused(setup, *moves):
    """The verdict on the last move (all the others being legal)."""
    result = replay(setup, moves)
    assert not result.legal, "the last move should be refused"
    v = result.violation
    assert v.move_index == len(moves) - 1, (v, v.message())
    assert result.moves_checked == len(moves) - 1
    assert v.message("en") and v.message("it")
    return v


def game_after(setup, *moves) -> State:
    return legal(setup, *moves).game


# --- A1: the actions --------------------------------------------------------------------


@pytest.mark.rule("A1")
def test_A1_open_needs_at_least_one():
    s = table({})
    v = refused(s, CHOOSE, M.open("ann", 0))
    assert (v.rule, v.code, v.pointer) == ("A1", "open_below_one", "/moves/1/amount")


@pytest.mark.rule("A1")
def test_A1_open_only_while_nobody_has_offered():
    s = table({})
    v = refused(s, CHOOSE, M.open("ann", 1), M.open("bob", 2))
    assert (v.rule, v.code, v.pointer) == ("A1", "open_after_offer", "/moves/2/type")


@pytest.mark.rule("A1")
@pytest.mark.parametrize("move", [M.join("ann"), M.raise_to("ann", 2)])
def test_A1_join_or_raise_needs_an_offer(move):
    v = refused(table({}), CHOOSE, move)
    assert (v.rule, v.code, v.pointer) == ("A1", f"{tag_of(move)}_without_offer", "/moves/1/type")


@pytest.mark.rule("A1")
def test_A1_raise_must_go_above_the_offer():
    v = refused(table({}), CHOOSE, M.open("ann", 2), M.raise_to("bob", 2))
    assert (v.rule, v.code, v.pointer) == ("A1", "raise_not_above", "/moves/2/amount")
    assert v.params == {"amount": 2, "offer": 2}


@pytest.mark.rule("A1")
def test_A1_raise_amount_is_the_new_total():
    g = game_after(table({}), CHOOSE, M.open("ann", 1), M.raise_to("bob", 3))
    a = g.snapshot().auction
    assert a.offer == 3 and a.committed == {"ann": 1, "bob": 3}


@pytest.mark.rule("A1")
def test_A1_join_matches_the_offer():
    g = game_after(table({}), CHOOSE, M.open("ann", 2), M.join("bob"))
    assert g.snapshot().auction.committed == {"ann": 2, "bob": 2}
    assert option_of(legal_moves(g), "cat", Join).amount == 2


@pytest.mark.rule("A1")
def test_A1_pass_withdraws_for_good():
    s = table({"bob": [5], "cat": [10]})
    g = game_after(s, CHOOSE, M.pass_("ann"), M.open("bob", 1), M.raise_to("cat", 2))
    # ann passed before any offer: she is never asked again, bob is
    assert g.to_act() == ("bob",)
    r = legal(s, CHOOSE, M.pass_("ann"), M.open("bob", 1), M.raise_to("cat", 2), M.join("bob"))
    assert r.state.auction.participants == ["bob", "cat"]


@pytest.mark.rule("A1")
def test_A1_pass_withdraws_for_good_in_free_bidding_too():
    v = refused(table({}, variants=FREE), CHOOSE, M.pass_("ann"), M.open("ann", 1))
    assert (v.rule, v.code, v.pointer) == ("A5", "withdrawn", "/moves/2/player")


@pytest.mark.rule("A1")
@pytest.mark.parametrize("amount", [None, "2", True, 1.5, [2]])
def test_A1_amount_must_be_a_whole_number(amount):
    """An amount that is not an integer breaks the schema of open (a 422, before any rule)."""
    errors = schema_errors([{"type": "open", "player": "ann", "amount": amount}])
    assert errors == {"/moves/0/amount": "Not an integer (booleans, floats and strings are refused)."}
    assert schema_errors([{"type": "raise", "player": "ann"}]) == {"/moves/0/amount": "Missing data for required field."}


@pytest.mark.rule("A1")
def test_A1_join_takes_no_amount():
    errors = schema_errors([{"type": "open", "player": "ann", "amount": 1}, {"type": "join", "player": "bob", "amount": 1}])
    assert errors == {"/moves/1/amount": "Unknown field for the move join."}


@pytest.mark.rule("A1")
def test_A1_only_auction_actions_while_bidding():
    v = refused(table({}), CHOOSE, M.replace("ann", 5))
    assert (v.rule, v.code, v.pointer) == ("A1", "not_an_auction_action", "/moves/1/type")
    v = refused(table({"ann": [5]}), CHOOSE, M.open("ann", 1), M.reveal("ann", 5))
    assert (v.rule, v.code) == ("A4", "at_offer_not_asked")  # not her turn, first
    v = refused(table({"bob": [5]}), CHOOSE, M.open("ann", 1), M.reveal("bob", 5))
    assert (v.rule, v.code) == ("A1", "reveal_before_end")


# --- A2: means --------------------------------------------------------------------------


@pytest.mark.rule("A2")
def test_A2_cannot_open_beyond_the_hand():
    s = table({})  # 10 vouchers each
    v = refused(s, CHOOSE, M.open("ann", 11))
    assert (v.rule, v.code, v.pointer) == ("A2", "beyond_means", "/moves/1/amount")
    assert v.params == {"player": "ann", "amount": 11, "held": 10}
    legal(s, CHOOSE, M.open("ann", 10))
    assert option_of(legal_moves(State(s)), "ann", ChooseLot) is not None


@pytest.mark.rule("A2")
def test_A2_cannot_raise_beyond_the_hand():
    v = refused(table({}), CHOOSE, M.open("ann", 1), M.raise_to("bob", 11))
    assert (v.rule, v.code, v.pointer) == ("A2", "beyond_means", "/moves/2/amount")


@pytest.mark.rule("A2")
def test_A2_cannot_join_beyond_the_hand():
    # bob spends 3 vouchers on lot 15 (7 left), then cannot join an offer of 9 on lot 3
    s = table({"bob": [5, 10, 20]}, lots=(15, 3))
    first = [CHOOSE, M.pass_("ann"), M.open("bob", 3), M.pass_("cat"), M.reveal("bob", 5, 10, 20)]
    g = game_after(s, *first)
    assert len(g.snapshot().hands["bob"]) == 7
    second = [M.choose_lot("bob", 3), M.open("bob", 1), M.raise_to("cat", 9), M.pass_("ann")]
    g = game_after(s, *first, *second)
    options = legal_moves(g)
    assert {o.type for o in options.moves} == {Pass}  # no join, no raise for bob
    v = refused(s, *first, *second, M.join("bob"))
    assert (v.rule, v.code, v.pointer) == ("A2", "beyond_means", "/moves/9")


@pytest.mark.rule("A2")
def test_A2_legal_moves_range_is_the_hand():
    g = game_after(table({}), CHOOSE, M.open("ann", 3))
    o = option_of(legal_moves(g), "bob", Raise)
    assert (o.min_amount, o.max_amount) == (4, 10)


# --- A3: who may pass -------------------------------------------------------------------


@pytest.mark.rule("A3")
def test_A3_offer_maker_may_not_pass():
    v = refused(table({}, variants=FREE), CHOOSE, M.open("ann", 1), M.pass_("ann"))
    assert (v.rule, v.code, v.pointer) == ("A3", "pass_at_offer", "/moves/2/type")


@pytest.mark.rule("A3")
def test_A3_a_joiner_may_not_pass():
    v = refused(table({}, variants=FREE), CHOOSE, M.open("ann", 1), M.join("bob"), M.pass_("bob"))
    assert (v.rule, v.code) == ("A3", "pass_at_offer")


@pytest.mark.rule("A3")
def test_A3_pass_is_not_offered_at_the_offer():
    g = game_after(table({}, variants=FREE), CHOOSE, M.open("ann", 1))
    assert option_of(legal_moves(g), "ann", Pass) is None
    assert option_of(legal_moves(g), "bob", Pass) is not None


@pytest.mark.rule("A3")
def test_A3_once_raised_above_the_offer_binds_no_more():
    s = table({"bob": [5, 10]})
    r = legal(s, CHOOSE, M.open("ann", 1), M.raise_to("bob", 2), M.pass_("cat"), M.pass_("ann"))
    assert r.state.auction.participants == ["bob"]


@pytest.mark.rule("A3")
def test_A3_before_any_offer_anyone_may_pass():
    r = legal(table({}, variants=FREE), CHOOSE, M.pass_("cat"), M.pass_("ann"))
    assert r.state.auction.withdrawn == ["ann", "cat"]


# --- A4: the standard order ----------------------------------------------------------------


@pytest.mark.rule("A4")
def test_A4_bidding_starts_with_the_token_holder():
    s = table({}, first_player="bob")
    v = refused(s, M.choose_lot("bob", 15), M.open("ann", 1))
    assert (v.rule, v.code, v.pointer) == ("A4", "not_your_turn", "/moves/1/player")
    assert v.params["asked"] == "bob"
    assert "tocca a bob" in v.message("it")


@pytest.mark.rule("A4")
def test_A4_goes_clockwise():
    s = table({})
    assert game_after(s, CHOOSE, M.open("ann", 1)).to_act() == ("bob",)
    v = refused(s, CHOOSE, M.open("ann", 1), M.join("cat"))
    assert (v.rule, v.code, v.params["asked"]) == ("A4", "not_your_turn", "bob")


@pytest.mark.rule("A4")
def test_A4_skips_withdrawn_players():
    s = table({}, players=("ann", "bob", "cat", "dan"))
    g = game_after(s, CHOOSE, M.pass_("ann"), M.open("bob", 1), M.raise_to("cat", 2), M.pass_("dan"))
    assert g.to_act() == ("bob",)  # ann has withdrawn
    v = refused(s, CHOOSE, M.pass_("ann"), M.open("bob", 1), M.raise_to("cat", 2), M.pass_("dan"), M.pass_("ann"))
    assert (v.rule, v.code) == ("A4", "withdrawn_not_asked")


@pytest.mark.rule("A4")
def test_A4_skips_players_at_the_offer():
    s = table({})
    g = game_after(s, CHOOSE, M.open("ann", 1), M.join("bob"), M.raise_to("cat", 2), M.pass_("ann"))
    assert g.to_act() == ("bob",)
    g = game_after(s, CHOOSE, M.open("ann", 1), M.raise_to("bob", 2))
    assert g.to_act() == ("cat",)
    g = game_after(s, CHOOSE, M.open("ann", 1), M.raise_to("bob", 2), M.pass_("cat"))
    assert g.to_act() == ("ann",)  # below the offer again


@pytest.mark.rule("A4a")
def test_A4a_nobody_offers_the_lot_is_removed():
    s = table({})
    r = legal(s, CHOOSE, M.pass_("ann"), M.pass_("bob"), M.pass_("cat"))
    (a,) = r.auctions
    assert (a.end, a.offer, a.participants, a.winner, a.result) == ("no_offer", None, (), None, "removed")
    assert a.decided_by == ("A4a",)
    assert r.state.out_of_game == [15]
    assert 15 not in r.state.centre
    assert r.state.phase == "choose_lot" and r.state.token_holder == "bob"


@pytest.mark.rule("A4b")
def test_A4b_sole_participant():
    s = table({"bob": [5]})
    r = legal(s, CHOOSE, M.pass_("ann"), M.open("bob", 1), M.pass_("cat"))
    assert r.state.phase == "reveal"
    assert r.state.auction.participants == ["bob"]
    assert r.legal_moves.to_act == ("bob",)
    r = legal(s, CHOOSE, M.pass_("ann"), M.open("bob", 1), M.pass_("cat"), M.reveal("bob", 5))
    (a,) = r.auctions
    assert (a.end, a.winner, a.result, a.decided_by) == ("sole_participant", "bob", "won", ("A4b", "W1"))


@pytest.mark.rule("A4b")
def test_A4b_ends_at_once_when_the_others_passed_first():
    s = table({"cat": [5]})
    r = legal(s, CHOOSE, M.pass_("ann"), M.pass_("bob"), M.open("cat", 1))
    assert r.state.phase == "reveal" and r.state.auction.participants == ["cat"]


@pytest.mark.rule("A4c")
def test_A4c_everyone_left_at_the_offer_is_a_tie():
    s = table({"ann": [5], "bob": [10], "cat": [20]})
    r = legal(s, CHOOSE, M.open("ann", 1), M.join("bob"), M.join("cat"))
    assert r.state.phase == "reveal"
    assert r.state.auction.participants == ["ann", "bob", "cat"]
    r = legal(s, CHOOSE, M.open("ann", 1), M.join("bob"), M.join("cat"),
              M.reveal("cat", 20), M.reveal("ann", 5), M.reveal("bob", 10))
    (a,) = r.auctions
    assert (a.end, a.winner, a.decided_by) == ("tie", "ann", ("A4c", "W1"))


@pytest.mark.rule("A4c")
def test_A4c_the_offer_maker_is_not_asked_again():
    s = table({})
    v = refused(s, CHOOSE, M.open("ann", 1), M.join("bob"), M.raise_to("ann", 2))
    assert (v.rule, v.code) == ("A4", "at_offer_not_asked")
    r = legal(s, CHOOSE, M.open("ann", 1), M.pass_("bob"), M.join("cat"))
    assert r.state.phase == "reveal"  # ann is not asked whether she raises


# --- A5: free bidding -------------------------------------------------------------------


@pytest.mark.rule("A5")
def test_A5_any_order():
    s = table({"cat": [5]}, variants=FREE)
    g = game_after(s, CHOOSE)
    assert g.to_act() == ("ann", "bob", "cat")
    r = legal(s, CHOOSE, M.open("cat", 1), M.pass_("bob"), M.pass_("ann"))
    assert r.state.auction.participants == ["cat"]  # A4b, as in the standard order


@pytest.mark.rule("A5")
def test_A5_all_pass_removes_the_lot():
    r = legal(table({}, variants=FREE), CHOOSE, M.pass_("cat"), M.pass_("ann"), M.pass_("bob"))
    assert r.auctions[0].decided_by == ("A4a",)


@pytest.mark.rule("A5")
def test_A5_first_reveal_closes_once_all_stand_at_the_offer():
    s = table({"ann": [5], "bob": [10]}, variants=FREE)
    moves = [CHOOSE, M.open("ann", 1), M.join("bob"), M.pass_("cat")]
    g = game_after(s, *moves)
    assert g.phase == "bidding"  # no A4c with free bidding: the auction waits for a reveal
    opts = legal_moves(g)
    assert option_of(opts, "bob", Reveal).count == 1
    assert option_of(opts, "ann", Raise) is not None  # one may still raise
    r = legal(s, *moves, M.reveal("bob", 10))
    assert r.state.phase == "reveal" and r.state.auction.must_reveal == ["ann"]
    r = legal(s, *moves, M.reveal("bob", 10), M.reveal("ann", 5))
    assert r.auctions[0].decided_by == ("A5", "W1") and r.auctions[0].winner == "ann"
    assert r.auctions[0].end == "tie"


@pytest.mark.rule("A5")
def test_A5_no_reveal_while_someone_is_below_the_offer():
    s = table({"ann": [5], "bob": [10]}, variants=FREE)
    v = refused(s, CHOOSE, M.open("ann", 1), M.join("bob"), M.reveal("bob", 10))
    assert (v.rule, v.code, v.pointer) == ("A5", "reveal_before_all_at_offer", "/moves/3/type")
    assert v.params["players"] == "cat"
    v = refused(s, CHOOSE, M.reveal("bob", 10))
    assert (v.rule, v.code) == ("A5", "reveal_without_offer")


@pytest.mark.rule("A5")
def test_A5_a_raise_reopens_before_the_first_reveal():
    s = table({"ann": [5, 20], "bob": [10]}, variants=FREE)
    moves = [CHOOSE, M.open("ann", 1), M.join("bob"), M.pass_("cat"), M.raise_to("ann", 2)]
    g = game_after(s, *moves)
    # bob must join, raise or pass; ann may raise her own offer again (A1 forbids nothing
    # else in any order), but nobody may reveal until bob stands at the offer or withdraws
    assert g.to_act() == ("ann", "bob")
    assert {o.type for o in legal_moves(g).moves if o.player == "ann"} == {Raise}
    v = refused(s, *moves, M.reveal("ann", 5, 20))
    assert (v.rule, v.code) == ("A5", "reveal_before_all_at_offer")


@pytest.mark.rule("A5")
def test_A5_under_A1_join_needs_to_be_below():
    v = refused(table({}, variants=FREE), CHOOSE, M.open("ann", 1), M.join("ann"))
    assert (v.rule, v.code) == ("A1", "join_at_offer")


# --- V1: reveals ------------------------------------------------------------------------

TIE2 = [CHOOSE, M.open("ann", 2), M.join("bob"), M.pass_("cat")]


@pytest.mark.rule("V1")
def test_V1_reveal_exactly_the_offer():
    s = table({"ann": [5, 10], "bob": [20, 25]})
    v = refused(s, *TIE2, M.reveal("ann", 5))
    assert (v.rule, v.code, v.pointer) == ("V1", "reveal_count", "/moves/4/vouchers")
    assert v.params["expected"] == 2 and v.params["count"] == 1


@pytest.mark.rule("V1")
def test_V1_distinct_vouchers():
    s = table({"ann": [5, 10], "bob": [20, 25]})
    v = refused(s, *TIE2, M.reveal("ann", 5, 5))
    assert (v.rule, v.code, v.pointer) == ("V1", "voucher_twice", "/moves/4/vouchers/1")


@pytest.mark.rule("V1")
def test_V1_vouchers_from_hand():
    s = table({"ann": [5, 10], "bob": [20, 25]})
    v = refused(s, *TIE2, M.reveal("ann", 5, 20))
    assert (v.rule, v.code, v.pointer) == ("V1", "voucher_not_in_hand", "/moves/4/vouchers/1")
    assert v.params == {"player": "ann", "voucher": 20}


@pytest.mark.rule("V1")
def test_V1_reveals_in_any_order():
    s = table({"ann": [5, 10], "bob": [20, 25]})
    r = legal(s, *TIE2, M.reveal("bob", 20, 25), M.reveal("ann", 5, 10))
    assert r.auctions[0].reveals == {"bob": (20, 25), "ann": (5, 10)}


@pytest.mark.rule("V1")
def test_V1_only_participants_once_each():
    s = table({"ann": [5, 10], "bob": [20, 25]})
    v = refused(s, *TIE2, M.reveal("cat", 30, 35))
    assert (v.rule, v.code, v.pointer) == ("V1", "not_a_participant", "/moves/4/player")
    v = refused(s, *TIE2, M.reveal("ann", 5, 10), M.reveal("ann", 5, 10))
    assert (v.rule, v.code) == ("V1", "revealed_twice")


@pytest.mark.rule("V1")
def test_V1_all_reveals_before_any_replacement():
    s = table({"ann": [1, 2, 5, 10], "bob": [20, 25]})  # 1 and 2 are invalid for lot 15
    v = refused(s, *TIE2, M.reveal("ann", 1, 2), M.replace("ann", 5, 10))
    assert (v.rule, v.code) == ("V1", "reveals_pending")
    assert v.params["players"] == "bob"


@pytest.mark.rule("V1")
def test_V1_legal_moves_say_how_many_and_which_are_valid():
    s = table({"ann": [5, 10], "bob": [20, 25]})
    o = option_of(legal_moves(game_after(s, *TIE2)), "ann", Reveal)
    assert o.count == 2 and o.valid_vouchers == (5, 10) and len(o.hand) == 10


@pytest.mark.rule("V1")
def test_V1_a_single_participant_reveals_too():
    s = table({"bob": [5]})
    g = game_after(s, CHOOSE, M.pass_("ann"), M.open("bob", 1), M.pass_("cat"))
    assert g.phase == "reveal" and g.to_act() == ("bob",)
    v = refused(s, CHOOSE, M.pass_("ann"), M.open("bob", 1), M.pass_("cat"), M.choose_lot("bob", 3))
    assert (v.rule, v.code) == ("V1", "reveals_pending")  # what is owed is named: bob's reveal
    assert "bob" in v.message("en")


# --- V2: validity -----------------------------------------------------------------------


@pytest.mark.rule("V2")
def test_V2_rulebook_example_lot_15():
    assert (symbol(15), colour(15)) == (5, 3)
    assert is_valid(15, 40)  # same symbol and colour
    assert is_valid(15, 38)  # same colour
    assert is_valid(15, 45)  # same symbol
    assert not is_valid(15, 46)  # neither
    assert {40, 38, 45} <= VALID_FOR[15] and 46 not in VALID_FOR[15]


@pytest.mark.rule("V2")
def test_V2_valid_vouchers_of_a_lot():
    for lot in range(1, 101):
        valid = VALID_FOR[lot]
        assert len(valid) == 20 + 20 - 4  # 20 with the symbol, 20 with the colour, 4 with both
        assert all(symbol(v) == symbol(lot) or colour(v) == colour(lot) for v in valid)


@pytest.mark.rule("V2")
def test_V2_a_voucher_matching_both_counts_once():
    s = table({"bob": [40]})
    r = legal(s, CHOOSE, M.pass_("ann"), M.open("bob", 1), M.pass_("cat"), M.reveal("bob", 40))
    assert r.auctions[0].winner == "bob" and r.auctions[0].spent == (40,)


# --- V3: replacements -------------------------------------------------------------------

# ann reveals 1 (invalid) and 5; she still holds 10 (valid)
REPL = {"ann": [1, 5, 10], "bob": [20, 25]}
REVEALED = [*TIE2, M.reveal("ann", 1, 5), M.reveal("bob", 20, 25)]


@pytest.mark.rule("V3")
def test_V3_replacement_is_mandatory_when_possible():
    s = table(REPL)
    g = game_after(s, *REVEALED)
    assert g.phase == "replace"
    assert g.snapshot().auction.must_replace == {"ann": 1}
    o = option_of(legal_moves(g), "ann", Replace)
    assert (o.count, o.valid_vouchers) == (1, (10,))
    v = refused(s, *REVEALED, M.choose_lot("bob", 3))
    assert (v.rule, v.code) == ("V3", "replacements_pending")  # who must replace what, not "already chosen"
    assert "ann (1)" in v.message("en")
    v = refused(s, *REVEALED, M.pass_("ann"))
    assert (v.rule, v.code, v.pointer) == ("V3", "replacements_pending", "/moves/6/type")


@pytest.mark.rule("V3")
def test_V3_exactly_k_valid_vouchers_from_hand():
    s = table(REPL)
    v = refused(s, *REVEALED, M.replace("ann", 10, 2))
    assert (v.rule, v.code, v.pointer) == ("V3", "replace_count", "/moves/6/vouchers")
    v = refused(s, *REVEALED, M.replace("ann", 2))
    assert (v.rule, v.code, v.pointer) == ("V3", "replacement_invalid", "/moves/6/vouchers/0")
    v = refused(s, *REVEALED, M.replace("ann", 5))  # on the table, not in hand
    assert (v.rule, v.code) == ("V3", "voucher_not_in_hand")
    v = refused(s, *REVEALED, M.replace("bob", 30))
    assert (v.rule, v.code) == ("V3", "no_replacement_due")


@pytest.mark.rule("V3")
def test_V3_replaced_invalid_vouchers_go_back_to_hand():
    s = table(REPL)
    r = legal(s, *REVEALED, M.replace("ann", 10))
    a = r.auctions[0]
    assert a.invalid == {"ann": (1,)} and a.replacements == {"ann": (10,)}
    assert a.winner == "ann" and a.counting == {"ann": 5, "bob": 20}
    assert a.spent == (5, 10)
    assert 1 in r.state.hands["ann"] and 10 not in r.state.hands["ann"]
    assert a.decided_by == ("A4c", "V3", "W1")


@pytest.mark.rule("V3")
def test_V3_replacement_never_counts_in_a_tie_break():
    # ann reveals 1 (invalid) and 20, replaces 1 with 5: her counting voucher is 20, not 5
    s = table({"ann": [1, 20, 5], "bob": [10, 25]})
    r = legal(s, *TIE2, M.reveal("ann", 1, 20), M.reveal("bob", 10, 25), M.replace("ann", 5))
    a = r.auctions[0]
    assert a.counting == {"ann": 20, "bob": 10}
    assert a.winner == "bob"


# --- V4: forfeit ------------------------------------------------------------------------


@pytest.mark.rule("V4")
def test_V4_forfeit_is_automatic_and_the_vouchers_leave_the_game():
    # ann reveals 1 (invalid) and 5 and has no other valid voucher: she forfeits
    s = table({"ann": [1, 5], "bob": [20, 25]})
    r = legal(s, *TIE2, M.reveal("ann", 1, 5), M.reveal("bob", 20, 25))
    a = r.auctions[0]
    assert a.forfeited == ("ann",) and a.winner == "bob"
    assert a.decided_by == ("A4c", "V4", "W1")
    assert {1, 5, 20, 25} <= set(r.state.out_of_game)
    assert 1 not in r.state.hands["ann"] and 5 not in r.state.hands["ann"]
    assert a.spent == (1, 5, 20, 25)


@pytest.mark.rule("V4")
def test_V4_a_forfeited_player_makes_no_move():
    # bob forfeits (no valid voucher left), ann must still replace
    s = table({"ann": [1, 5, 10], "bob": [2, 20]})
    moves = [*TIE2, M.reveal("ann", 1, 5), M.reveal("bob", 2, 20)]
    g = game_after(s, *moves)
    assert g.snapshot().auction.forfeited == ["bob"]
    assert g.to_act() == ("ann",)
    v = refused(s, *moves, M.replace("bob", 20))
    assert (v.rule, v.code, v.pointer) == ("V4", "forfeited_no_move", "/moves/6/player")
    r = legal(s, *moves, M.replace("ann", 10))
    assert r.auctions[0].winner == "ann" and r.auctions[0].forfeited == ("bob",)


# --- W1-W5: resolution ---------------------------------------------------------------------


@pytest.mark.rule("W1")
def test_W1_rulebook_tie_break_lowest_voucher():
    # The rulebook's picture: lot 15; player 1 offers 38 and 50, player 2 offers 5 and 20,
    # player 3 offers 45 and 13; player 2 wins with the lowest voucher, 5.
    s = table({"ann": [38, 50], "bob": [5, 20], "cat": [45, 13]})
    r = legal(s, CHOOSE, M.open("ann", 2), M.join("bob"), M.join("cat"),
              M.reveal("ann", 38, 50), M.reveal("bob", 5, 20), M.reveal("cat", 45, 13))
    a = r.auctions[0]
    assert a.winner == "bob" and a.counting == {"ann": 38, "bob": 5, "cat": 13}
    assert a.decided_by == ("A4c", "W1")
    assert r.state.collections["bob"] == [15]


@pytest.mark.rule("W1")
@pytest.mark.rule("V3")
def test_W1_rulebook_invalid_voucher_replaced_does_not_count():
    # The rulebook's picture: "Il giocatore 2 ha offerto per sbaglio un voucher non valido.
    # Lo rimpiazza con uno valido, che non conta ai fini dello spareggio. Il giocatore 1
    # vince l'asta con il numero più basso tra quelli validi." Reading: player 1 offers 38
    # and 13, player 2 offers 45 and an invalid voucher (46) and replaces it with 11,
    # player 3 offers 35 and 20: player 1 wins with 13, player 2's 11 does not count.
    s = table({"ann": [38, 13], "bob": [45, 46, 11], "cat": [35, 20]})
    r = legal(s, CHOOSE, M.open("ann", 2), M.join("bob"), M.join("cat"),
              M.reveal("ann", 38, 13), M.reveal("bob", 45, 46), M.reveal("cat", 35, 20),
              M.replace("bob", 11))
    a = r.auctions[0]
    assert a.invalid == {"bob": (46,)} and a.replacements == {"bob": (11,)}
    assert a.counting == {"ann": 13, "bob": 45, "cat": 20}
    assert a.winner == "ann"
    assert a.decided_by == ("A4c", "V3", "W1")
    assert 46 in r.state.hands["bob"] and 11 in r.state.hands["bob"]  # bob takes his back (W4)


@pytest.mark.rule("W1")
def test_W1_one_left_after_forfeits_wins_without_tie_break():
    s = table({"ann": [1, 5], "bob": [20, 25]}, variants=BEST)
    r = legal(s, *TIE2, M.reveal("ann", 1, 5), M.reveal("bob", 20, 25))
    a = r.auctions[0]
    assert a.winner == "bob" and a.pile == ()  # no tie-break, so no pile (W5)
    assert r.state.piles["bob"] == []


@pytest.mark.rule("W2")
def test_W2_no_counting_voucher_loses_to_one():
    # ann's first reveal is all invalid (replaced by 5 and 10); bob has 45: bob wins
    s = table({"ann": [1, 2, 5, 10], "bob": [45, 50]})
    r = legal(s, *TIE2, M.reveal("ann", 1, 2), M.reveal("bob", 45, 50), M.replace("ann", 5, 10))
    a = r.auctions[0]
    assert a.counting == {"ann": None, "bob": 45}
    assert a.winner == "bob"
    assert a.decided_by == ("A4c", "V3", "W1", "W2")


@pytest.mark.rule("W2")
def test_W2_nobody_counting_first_clockwise_from_the_token_holder():
    hands = {"ann": [1, 5], "bob": [2, 10], "cat": [3, 20]}
    s = table(hands, first_player="cat")
    moves = [M.choose_lot("cat", 15), M.open("cat", 1), M.join("ann"), M.join("bob"),
             M.reveal("ann", 1), M.reveal("bob", 2), M.reveal("cat", 3),
             M.replace("cat", 20), M.replace("bob", 10), M.replace("ann", 5)]
    a = legal(s, *moves).auctions[0]
    assert a.participants == ("cat", "ann", "bob")
    assert a.counting == {"cat": None, "ann": None, "bob": None}
    assert a.winner == "cat"
    assert a.decided_by == ("A4c", "V3", "W2")
    s = table(hands)
    moves = [CHOOSE, M.pass_("ann"), M.open("bob", 1), M.join("cat"),
             M.reveal("cat", 3), M.reveal("bob", 2), M.replace("cat", 20), M.replace("bob", 10)]
    a = legal(s, *moves).auctions[0]
    assert a.winner == "bob"  # clockwise from ann: bob before cat


@pytest.mark.rule("W3")
def test_W3_sole_participant_forfeits_lot_returns():
    s = table({"bob": [1]}, lots=(15, 3))
    r = legal(s, CHOOSE, M.pass_("ann"), M.open("bob", 1), M.pass_("cat"), M.reveal("bob", 1))
    a = r.auctions[0]
    assert (a.result, a.winner, a.forfeited) == ("returned", None, ("bob",))
    assert a.decided_by == ("A4b", "V4", "W3")
    assert r.state.centre[0] == 15  # back where it was
    assert 1 in r.state.out_of_game
    assert r.state.token_holder == "bob" and not r.state.finished  # E1: the game goes on


@pytest.mark.rule("W3")
def test_W3_every_tied_participant_forfeits():
    s = table({"ann": [1], "bob": [2]})
    r = legal(s, CHOOSE, M.open("ann", 1), M.join("bob"), M.pass_("cat"), M.reveal("bob", 2), M.reveal("ann", 1))
    a = r.auctions[0]
    assert a.result == "returned" and a.forfeited == ("ann", "bob")
    assert a.decided_by == ("A4c", "V4", "W3")


@pytest.mark.rule("W4")
def test_W4_winner_spends_others_take_theirs_back():
    s = table({"ann": [5, 10], "bob": [20, 25]})
    before = State(s).snapshot().hands["bob"]
    r = legal(s, *TIE2, M.reveal("ann", 5, 10), M.reveal("bob", 20, 25))
    a = r.auctions[0]
    assert a.winner == "ann" and a.spent == (5, 10)
    assert r.state.out_of_game == [5, 10]
    assert r.state.hands["bob"] == before
    assert 5 not in r.state.hands["ann"]


@pytest.mark.rule("W5")
def test_W5_pile_after_a_real_tie_break_lowest_on_top():
    s = table({"ann": [38, 50], "bob": [20, 5], "cat": [45, 13]}, variants=BEST)
    r = legal(s, CHOOSE, M.open("ann", 2), M.join("bob"), M.join("cat"),
              M.reveal("ann", 38, 50), M.reveal("bob", 20, 5), M.reveal("cat", 45, 13))
    a = r.auctions[0]
    assert a.winner == "bob" and a.pile == (5, 20) and a.spent == ()
    assert a.decided_by == ("A4c", "W1", "W5")
    assert r.state.piles["bob"] == [5, 20]
    assert r.state.out_of_game == []


@pytest.mark.rule("W5")
def test_W5_sole_participant_spends_as_usual():
    s = table({"bob": [5]}, variants=BEST)
    r = legal(s, CHOOSE, M.pass_("ann"), M.open("bob", 1), M.pass_("cat"), M.reveal("bob", 5))
    assert r.auctions[0].pile == () and r.state.out_of_game == [5]
    assert r.state.piles["bob"] == []


@pytest.mark.rule("W5")
def test_W5_new_vouchers_go_on_top():
    s = table({"ann": [10, 40], "bob": [20, 45, 5, 38], "cat": [30, 50]}, lots=(15, 35), variants=BEST)
    # lot 15: bob wins the tie-break with 20 against ann's 40
    first = [CHOOSE, M.open("ann", 1), M.join("bob"), M.pass_("cat"), M.reveal("ann", 40), M.reveal("bob", 20)]
    r = legal(s, *first)
    assert r.state.piles["bob"] == [20]
    # lot 35 (symbol 5): bob's 45 and 5 against cat's 30 and 50; bob wins with 5
    second = [M.choose_lot("bob", 35), M.open("bob", 2), M.join("cat"), M.pass_("ann")]
    r = legal(s, *first, *second, M.reveal("bob", 45, 5), M.reveal("cat", 30, 50))
    assert r.auctions[1].winner == "bob" and r.auctions[1].pile == (5, 45)
    assert r.state.piles["bob"] == [5, 45, 20]


@pytest.mark.rule("V1")
def test_V1_vouchers_must_be_given_as_a_list():
    """Vouchers missing, not a list, or not integers break the schema of reveal (a 422)."""
    assert schema_errors([{"type": "reveal", "player": "ann"}]) == {"/moves/0/vouchers": "Missing data for required field."}
    assert schema_errors([{"type": "reveal", "player": "ann", "vouchers": "5,10"}]) == {
        "/moves/0/vouchers": "Not a valid list."}
    assert schema_errors([{"type": "replace", "player": "ann", "vouchers": [5, "10"]}]) == {
        "/moves/0/vouchers/1": "Not an integer (booleans, floats and strings are refused)."}
