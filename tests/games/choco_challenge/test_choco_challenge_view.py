"""What each player sees (I1-I6): a player's view of Choco Challenge, rule by rule, on the
rulebook's example (R1-R3, sabrina's extra card drawn unseen) and its continuation; and the
setup, which holds no secret: any change of it shows in every player's view."""

from __future__ import annotations

import copy
from fractions import Fraction
from functools import partial

import pytest

from schemas.choco_challenge.examples import RULEBOOK_HISTORY
from service.games.choco_challenge import view as views
from service.games.choco_challenge.moves import ExtraDraw
from service.referee.view import Unseen
from tests import view_helpers

view_bytes = partial(view_helpers.view_bytes, slug="choco-challenge")
view_of = partial(view_helpers.view_of, slug="choco-challenge")

PLAYERS = RULEBOOK_HISTORY["players"]
EXTRA = 18  # sabrina's extra_draw cinnamon (R3)

# Sabrina's turn: cocoa, a stop buying position 1 (nuts), the rum refill, alex and william
# (more) decline; alex's turn: butter, a stop buying position 1 (rum): his refill is due.
ON = RULEBOOK_HISTORY["moves"] + [
    {"type": "draw", "player": "sabrina", "card": "cocoa"},
    {"type": "stop", "player": "sabrina", "buy": {"position": 1, "card": "nuts"}},
    {"type": "refill", "player": "sabrina", "card": "rum"},
    {"type": "extra_decline", "player": "alex"},
    {"type": "extra_decline", "player": "william"},
    {"type": "draw", "player": "alex", "card": "butter"},
    {"type": "stop", "player": "alex", "buy": {"position": 1, "card": "rum"}},
]
AT_ALEX_REFILL = {**RULEBOOK_HISTORY, "moves": ON}


def seat(state: dict, player: str) -> dict:
    return next(p for p in state["players"] if p["player"] == player)


@pytest.mark.rule("I1")
def test_the_market_what_lies_in_front_and_every_move_are_public(client):
    views_ = {p: view_of(client, RULEBOOK_HISTORY, p) for p in PLAYERS}
    william, luis = views_["william"], views_["luis"]
    for part in ("market", "dessert_piles", "tool_piles", "extra_queue", "phase", "turn", "round"):
        assert william["state"][part] == luis["state"][part], part
    for p in PLAYERS:
        for part in ("in_front", "pending", "tools", "desserts", "draw_pile_size", "discard_size"):
            assert seat(william["state"], p)[part] == seat(luis["state"], p)[part], (p, part)
    assert william["state"]["market"] == ["nuts", "rum", "nuts", "cinnamon", "ginger", "vanilla"]
    public = [m for i, m in enumerate(RULEBOOK_HISTORY["moves"]) if i != EXTRA]
    assert [m for i, m in enumerate(william["seen_moves"]) if i != EXTRA] == public
    assert seat(william["state"], "sabrina")["draw_pile_size"] == 9  # her turn began: all her cards reshuffled
    assert seat(william["state"], "william")["in_front"] == ["cocoa", "butter"]


@pytest.mark.rule("I2")
def test_a_players_piles_are_their_own_the_others_see_their_sizes(client):
    william = view_of(client, RULEBOOK_HISTORY, "william")["state"]
    assert seat(william, "william")["discard"] == {"butter": 1, "cherries": 1}
    for other in ("sabrina", "alex", "luis"):
        assert seat(william, other)["draw_pile"] is None and seat(william, other)["discard"] is None
    sabrina = view_of(client, RULEBOOK_HISTORY, "sabrina")["state"]
    assert seat(sabrina, "sabrina")["draw_pile"] == {"cocoa": 2, "butter": 2, "sugar": 2, "milk": 2, "cinnamon": 1}
    assert seat(sabrina, "sabrina")["draw_pile_size"] == seat(william, "sabrina")["draw_pile_size"] == 9
    assert views.sees_piles("ann", "ann") and not views.sees_piles("ann", "bob")


@pytest.mark.rule("I3")
def test_an_extra_card_drawn_is_its_drawers(client):
    william, sabrina = view_of(client, RULEBOOK_HISTORY, "william"), view_of(client, RULEBOOK_HISTORY, "sabrina")
    assert william["seen_moves"][EXTRA] == {"type": "extra_draw", "player": "sabrina", "hidden": ["card"]}
    assert sabrina["seen_moves"][EXTRA] == RULEBOOK_HISTORY["moves"][EXTRA]
    took = {v: [e["took"] for t in answer["turns"] for e in t["extras"] if e["player"] == "sabrina"]
            for v, answer in (("william", william), ("sabrina", sabrina))}
    assert took == {"william": [None], "sabrina": ["cinnamon"]}
    assert seat(william["state"], "sabrina")["unseen_extra_cards"] == 1
    assert seat(sabrina["state"], "sabrina")["unseen_extra_cards"] == 0
    draw = ExtraDraw(player="sabrina", card="mint")
    assert views.seen_move(draw, "alex") == Unseen("extra_draw", "sabrina", ("card",))
    assert views.seen_move(draw, "sabrina") == draw


@pytest.mark.rule("I4")
def test_the_deck_is_nobodys_but_its_size(client):
    for player in PLAYERS:
        deck = view_of(client, RULEBOOK_HISTORY, player)["state"]["deck"]
        assert deck == {"size": 30 - 1 - 1, "cards": None}
    assert views.sees_deck() is False


@pytest.mark.rule("I5")
def test_crowns_and_standings_where_the_player_can_count_them(client):
    william, sabrina = view_of(client, RULEBOOK_HISTORY, "william"), view_of(client, RULEBOOK_HISTORY, "sabrina")
    assert seat(william["state"], "sabrina")["crowns"] is None
    assert seat(william["state"], "william")["crowns"] == 9 and seat(william["state"], "luis")["crowns"] == 8
    assert william["score"] is None  # sabrina holds a card he has not seen
    full = client.post("/score/choco-challenge", json={"game": RULEBOOK_HISTORY}).get_json()
    assert sabrina["score"] == full  # she saw every card
    assert seat(sabrina["state"], "sabrina")["crowns"] == 8 + 2


@pytest.mark.rule("I6")
def test_the_odds_of_a_players_own_chance_point_are_over_the_cards_they_have_not_seen(client):
    alex = view_of(client, AT_ALEX_REFILL, "alex")
    assert alex["phase"] == "refill" and alex["to_act"] == ["alex"]
    odds = {e["move"]["card"]: e for e in alex["moves"]}
    # the deck holds 27 cards; alex has not seen sabrina's extra cinnamon: 28 unseen cards
    assert Fraction(odds["cinnamon"]["probability"]) == Fraction(4, 28)
    assert Fraction(odds["cinnamon"]["probability_given_back"]) == Fraction(4, 12)
    assert sum(Fraction(e["probability"]) for e in alex["moves"]) == 1
    assert odds["cinnamon"]["back"] == "spice" and odds["rum"]["position_after"] == 1
    assert all(e["rule"] == "M1" for e in alex["moves"])
    referee = client.post("/choco-challenge/legal-moves", json=AT_ALEX_REFILL).get_json()
    given = {e["move"]["card"]: Fraction(e["probability"]) for e in referee["moves"]}
    assert given["cinnamon"] == Fraction(3, 27)  # the referee sees the deck
    # at her own draw sabrina knows her pile: her odds are the referee's
    at_draw = {**RULEBOOK_HISTORY}
    sabrina = view_of(client, at_draw, "sabrina")
    referee = client.post("/choco-challenge/legal-moves", json=at_draw).get_json()
    assert sabrina["moves"] == referee["moves"]
    assert view_of(client, at_draw, "william")["moves"] == []


def test_the_view_of_an_extra_draw_of_ones_own(client):
    before = {**AT_ALEX_REFILL, "moves": ON[:EXTRA]}  # sabrina is asked: more
    sabrina = view_of(client, before, "sabrina")
    draws = [e for e in sabrina["moves"] if e["move"]["type"] == "extra_draw"]
    referee = [e for e in client.post("/choco-challenge/legal-moves", json=before).get_json()["moves"]
               if e["move"]["type"] == "extra_draw"]
    assert draws == referee  # nobody drew unseen yet: the unseen cards are the deck
    assert [e["move"]["type"] for e in sabrina["moves"] if e not in draws] == ["extra_decline"]


def test_the_setup_holds_no_secret(client):
    """No setup a player cannot tell apart: swapped_setups has none, and any change of the
    setup (the market, the first player, the base sets) shows in every player's view."""
    game = {**copy.deepcopy(RULEBOOK_HISTORY), "moves": []}
    for prefix in (game, RULEBOOK_HISTORY, AT_ALEX_REFILL):
        for player in PLAYERS:
            assert views.swapped_setups(prefix, player) == []
    changed = []
    for key, value in (("market", ["rum", "cherries", "nuts", "nuts", "cinnamon", "ginger"]),
                       ("first_player", "sabrina"), ("base_sets", {"william": 2, "sabrina": 1, "alex": 3, "luis": 4})):
        other = copy.deepcopy(game)
        other["setup"][key] = value
        changed.append(other)
    for player in PLAYERS:
        seen = view_bytes(client, game, player)
        for other in changed:
            assert view_bytes(client, other, player) != seen
