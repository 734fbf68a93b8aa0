"""What each player sees (I1-I5): a player's view of ChokoMasquerade, rule by rule, on the
rules of record's example 4 (section 10) and on positions built for the purpose."""

from __future__ import annotations

import copy
from collections import Counter
from fractions import Fraction
from functools import partial

import pytest

from schemas.chokomasquerade.examples import HISTORY
from service.games.chokomasquerade import view as views
from service.games.chokomasquerade.cards import full_deck
from service.referee.view import Unseen
from tests import view_helpers
from tests.games.chokomasquerade.helpers import M, c, cs, play, position, start

view_of = partial(view_helpers.view_of, slug="chokomasquerade")


@pytest.mark.rule("I1")
def test_the_table_the_pairs_and_every_pairing_are_public(client):
    ann, bob = view_of(client, HISTORY, "ann"), view_of(client, HISTORY, "bob")
    for part in ("columns", "matchable", "pairs", "eaten", "deck_count", "hand_sizes", "slaughter", "phase"):
        assert ann["state"][part] == bob["state"][part], part
    assert ann["slaughters"] == bob["slaughters"] and ann["score"] == bob["score"]
    pairings = [m for m in ann["seen_moves"] if m["type"] in ("pair", "hand_pair", "table_pair", "lay", "guess")]
    assert pairings == [m for m in HISTORY["moves"] if m["type"] in ("pair", "hand_pair", "table_pair", "lay",
                                                                       "guess")]


@pytest.mark.rule("I2")
def test_a_hand_is_its_holders_the_other_sees_its_size(client):
    ann = view_of(client, HISTORY, "ann")
    assert ann["state"]["hands"]["bob"] is None and ann["state"]["hands"]["ann"] is not None
    assert ann["state"]["hand_sizes"]["bob"] == 3
    assert views.sees_hand("ann", "ann") and not views.sees_hand("ann", "bob")


@pytest.mark.rule("I3")
def test_a_card_drawn_is_its_drawers(client):
    ann, bob = view_of(client, HISTORY, "ann"), view_of(client, HISTORY, "bob")
    bobs_draws = [i for i, m in enumerate(HISTORY["moves"]) if m["type"] == "draw" and m["player"] == "bob"]
    for i in bobs_draws:
        assert ann["seen_moves"][i] == {"type": "draw", "player": "bob", "hidden": ["card"]}
        assert bob["seen_moves"][i] == HISTORY["moves"][i]
    draw = M.draw("bob", c(7))
    assert views.seen_move(draw, "ann") == Unseen("draw", "bob", ("card",)) and views.seen_move(draw, "bob") == draw


@pytest.mark.rule("I4")
def test_the_deck_is_nobodys_but_its_size(client):
    for player in ("ann", "bob"):
        state = view_of(client, HISTORY, player)["state"]
        assert state["deck"] is None and state["deck_count"] == 50 - 3 - 2
    assert views.sees_deck() is False


@pytest.mark.rule("I5")
def test_the_odds_of_a_players_own_draw_are_over_the_cards_they_have_not_seen(client):
    # ann laid 05 (example 4, moves[10]) and draws: she has seen the table, her hand, both
    # players' pairs; the deck and bob's hand are alike to her
    body = copy.deepcopy(HISTORY)
    body["moves"] = body["moves"][:11]
    ann = view_of(client, body, "ann")
    odds = {e["move"]["card"]: Fraction(e["probability"]) for e in ann["moves"]}
    state = start(cs(1, 1, "CM", 2), ["chokomannaro", c(5), c(6)], cs(3, 3, 2), first="bob")
    state = play(state, *[M.table_pair("bob", c(1)), M.hand_pair("bob", c(3)), M.pair("bob", c(2)),
                          M.draw("bob", c(7)), M.draw("bob", c(8)), M.draw("bob", c(9)), M.pair("ann", "chokomannaro"),
                          M.guess("bob", "chokomannaro"), M.guess("bob", "choko"), M.guess("bob", "chokomannaro"),
                          M.lay("ann", c(5), 1)])
    unseen = Counter(full_deck())
    unseen.subtract([c(6)] + [c(5)] + cs(1, 1, 3, 3, 2, 2) + ["chokomannaro"] * 2)
    total = sum(unseen.values())
    assert total == 60 - 1 - 1 - 8 == 50 and odds == {card: Fraction(n, total) for card, n in unseen.items() if n}
    assert sum(odds.values()) == 1
    assert dict((m.card, p) for m, p in views.known_draw_odds(state, "ann")) == odds
    # the referee sees the deck: bob's 07 08 09 are not in it, but ann cannot tell
    assert odds[c(7)] == Fraction(2, 50) and all(e["rule"] for e in ann["moves"])


def test_a_player_not_due_has_no_moves_and_a_guess_is_even(client):
    body = copy.deepcopy(HISTORY)
    body["moves"] = body["moves"][:7]  # ann paired the ChokoMannaro: bob guesses
    assert view_of(client, body, "ann")["moves"] == []
    bob = view_of(client, body, "bob")
    assert [(e["move"]["found"], e["probability"]) for e in bob["moves"]] == [("choko", "1/2"),
                                                                              ("chokomannaro", "1/2")]


def test_a_position_built_directly_keeps_the_other_hand_hidden():
    state = position([cs(1), cs(2), cs(3), cs(4)], {"ann": cs(5, 6, 7), "bob": cs(8, 9, 10)})
    seen = views.view(state, "ann")
    assert seen.state.hands == {"ann": cs(5, 6, 7), "bob": None} and seen.state.hand_sizes["bob"] == 3
