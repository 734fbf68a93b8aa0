"""What each player sees (I1-I4): a player's view of Choco Late, rule by rule, on a game of two
auctions (a sole participant who replaces, then two participants who reveal); and the setups a
player cannot tell apart (another player's voucher swapped) give them the same view, byte for
byte."""

from __future__ import annotations

import copy
from functools import partial

import pytest

from service.games.choco_late import view as views
from service.games.choco_late.moves import Join, Reveal
from service.referee.view import Unseen
from tests import view_helpers
from tests.view_helpers import cut

view_bytes = partial(view_helpers.view_bytes, slug="choco-late")
view_of = partial(view_helpers.view_of, slug="choco-late")

GAME = {
    "players": ["ann", "bob", "cat"], "variants": {"free_bidding": False, "best_wins": False, "two_trays": False},
    "setup": {"lots": [3, 16, 48, 10, 22, 30, 49, 6, 47, 15, 12, 33, 35, 27],
              "hands": {"ann": [13, 20, 21, 23, 36, 38, 39, 40, 43, 50], "bob": [1, 4, 11, 18, 19, 24, 26, 34, 44, 46],
                        "cat": [2, 7, 14, 25, 28, 29, 31, 41, 42, 45]},
              "first_player": "ann", "box": [5, 8, 9, 17, 32, 37]},
    "moves": [{"type": "choose_lot", "player": "ann", "lot": 16}, {"type": "open", "player": "ann", "amount": 2},
              {"type": "pass", "player": "bob"}, {"type": "pass", "player": "cat"},
              {"type": "reveal", "player": "ann", "vouchers": [39, 50]},
              {"type": "replace", "player": "ann", "vouchers": [21, 43]},
              {"type": "choose_lot", "player": "bob", "lot": 30}, {"type": "open", "player": "bob", "amount": 1},
              {"type": "join", "player": "cat"}, {"type": "pass", "player": "ann"},
              {"type": "reveal", "player": "cat", "vouchers": [2]}, {"type": "reveal", "player": "bob", "vouchers": [26]},
              {"type": "choose_lot", "player": "cat", "lot": 22}, {"type": "open", "player": "cat", "amount": 2},
              {"type": "pass", "player": "ann"}, {"type": "join", "player": "bob"}],
}


@pytest.mark.rule("I1")
def test_the_centre_the_bids_the_auctions_and_the_collections_are_public(client):
    views_ = {p: view_of(client, GAME, p) for p in GAME["players"]}
    ann = views_["ann"]
    for other in views_.values():
        for part in ("phase", "token_holder", "centre", "collections", "piles", "out_of_game", "arrangements",
                     "auction", "hand_sizes", "box_count"):
            assert other["state"][part] == ann["state"][part], part
        assert other["auctions"] == ann["auctions"] and other["score"] == ann["score"]
        assert other["seen_moves"] == GAME["moves"]  # every reveal of the game is in: all public
    assert ann["state"]["collections"] == {"ann": [16], "bob": [], "cat": [30]}
    assert ann["state"]["out_of_game"] == [21, 43, 2]  # ann's 39 and 50 went back to her hand (V3)
    assert ann["state"]["auction"]["committed"] == {"cat": 2, "bob": 2}
    assert views.seen_move(Join(player="bob"), "ann") == Join(player="bob")
    assert ann["moves"] == [] and view_of(client, cut(GAME, 15), "bob")["moves"]  # bob's turn after ann's pass


@pytest.mark.rule("I2")
def test_vouchers_in_hand_are_their_holders_the_others_see_how_many(client):
    ann = view_of(client, GAME, "ann")
    assert ann["state"]["hands"] == {"ann": [13, 20, 23, 36, 38, 39, 40, 50], "bob": None, "cat": None}
    assert ann["state"]["hand_sizes"] == {"ann": 8, "bob": 10, "cat": 9}
    assert views.sees_hand("ann", "ann") and not views.sees_hand("ann", "bob")


@pytest.mark.rule("I3")
def test_a_reveal_is_its_participants_until_every_participant_has_revealed(client):
    during = cut(GAME, 11)  # cat has revealed, bob has not
    bob, cat, ann = (view_of(client, during, p) for p in ("bob", "cat", "ann"))
    assert bob["state"]["auction"]["reveals"] == {"cat": None} and ann["state"]["auction"]["reveals"] == {"cat": None}
    assert cat["state"]["auction"]["reveals"] == {"cat": [2]}
    assert bob["seen_moves"][10] == {"type": "reveal", "player": "cat", "hidden": ["vouchers"]}
    assert cat["seen_moves"][10] == GAME["moves"][10]
    assert bob["state"]["hand_sizes"]["cat"] == 9  # how many she revealed is public (the offer)
    after = view_of(client, cut(GAME, 12), "ann")  # bob revealed: both are shown
    assert after["seen_moves"][10:12] == GAME["moves"][10:12]
    assert after["auctions"][-1]["reveals"] == {"cat": [2], "bob": [26]}
    move = Reveal(player="cat", vouchers=(2,))
    assert views.seen_move(move, "bob") == Unseen("reveal", "cat", ("vouchers",)) and views.seen_move(move, "cat") == move


@pytest.mark.rule("I4")
def test_the_box_is_nobodys_but_its_size(client):
    for player in GAME["players"]:
        state = view_of(client, GAME, player)["state"]
        assert state["box"] is None and state["box_count"] == 6
    assert views.sees_box() is False


def test_a_view_has_no_odds_and_lists_the_players_own_moves(client):
    body = cut(GAME, 10)  # cat and bob at the offer: both must reveal
    for player in ("bob", "cat"):
        entries = view_of(client, body, player)["moves"]
        assert entries and all(e["move"]["player"] == player and "probability" not in e for e in entries)
    assert view_of(client, body, "ann")["moves"] == []


@pytest.mark.rule("I2")
@pytest.mark.rule("I4")
@pytest.mark.parametrize("viewer", ["ann", "bob"])
def test_setups_told_apart_only_by_anothers_secret_give_the_same_view(client, viewer):
    setups = views.swapped_setups(GAME, viewer)
    assert len(setups) == 10 * 10 + 2 * 10 * 6
    lengths = set()
    for swapped in setups:
        assert swapped["moves"] == GAME["moves"] and swapped["setup"] != GAME["setup"]
        assert swapped["setup"]["hands"][viewer] == GAME["setup"]["hands"][viewer]
        other = view_helpers.legal_prefix("choco-late", swapped)
        n = view_helpers.longest_alike("choco-late", GAME, other, 0, viewer)
        lengths.add(n)
        assert view_bytes(client, cut(other, n), viewer) == view_bytes(client, cut(GAME, n), viewer)
    assert max(lengths) == len(GAME["moves"]) and min(lengths) < len(GAME["moves"])
    # a voucher swapped with the viewer's own hand is seen
    mine = copy.deepcopy(GAME)
    hands = mine["setup"]["hands"]
    hands[viewer][0], hands["cat"][0] = hands["cat"][0], hands[viewer][0]
    assert view_bytes(client, cut(mine, 0), viewer) != view_bytes(client, cut(GAME, 0), viewer)


def test_setups_without_a_box_swap_with_the_cards_dealt_to_nobody():
    history = copy.deepcopy(GAME)
    del history["setup"]["box"]
    setups = views.swapped_setups(history, "ann")
    assert len(setups) == 10 * 10 + 2 * 10 * 6 and all("box" not in s["setup"] for s in setups)
    dealt = {c for s in setups for cards in s["setup"]["hands"].values() for c in cards}
    assert dealt - {c for cards in GAME["setup"]["hands"].values() for c in cards} == set(GAME["setup"]["box"])
