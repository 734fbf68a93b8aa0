"""The setup (S1-S9), its order of checks, and the deal (V5's setup checks)."""

from __future__ import annotations

import pytest

from schemas.choco_challenge import API
from service.games.choco_challenge.cards import INGREDIENTS, KINDS, Kind
from service.games.choco_challenge.phases import Phase
from service.games.choco_challenge.setup import cards_in_play, deal, dessert_piles, tool_piles
from service.referee.violations import RuleViolation
from service.verdicts import family
from tests.games.choco_challenge.choco_challenge_helpers import pile_size, MARKET, P3, P4, P5, history, start, validate


def setup_violation(**changes) -> dict:
    doc = history(**changes)
    verdict = validate(doc)
    assert verdict["legal"] is False and verdict["state"] is None and verdict["turns"] == [], verdict
    v = verdict["violation"]
    assert v["move_index"] is None
    return v


@pytest.mark.rule("S1")
@pytest.mark.parametrize("players", [["ann", "bob"], ["a", "b", "c", "d", "e", "f"], ["ann"]])
def test_three_to_five_players(players):
    v = setup_violation(players=players)
    assert (v["rule"], v["pointer"]) == ("S1", "/players")
    assert str(len(players)) in v["message"]


@pytest.mark.rule("S1")
def test_player_ids_are_unique():
    v = setup_violation(players=["ann", "bob", "ann"])
    assert (v["rule"], v["pointer"]) == ("S1", "/players") and "ann" in v["message"]
    for players in (P3, P4, P5):
        assert validate(history(players=players))["legal"] is True


@pytest.mark.rule("S2")
def test_cards_in_play_and_in_the_box():
    for players in (3, 4, 5):
        in_play = cards_in_play(players)
        assert all(in_play[c] == 8 for c in INGREDIENTS if c == "nuts")
        assert sum(in_play[c] for c in KINDS if KINDS[c] is Kind.BASE) == 8 * players
        assert sum(in_play[c] for c in KINDS if KINDS[c] in (Kind.FILLING, Kind.SPICE)) == 36
        assert sum(in_play[c] for c in KINDS if KINDS[c] is Kind.DESSERT) == 4 * players
    places = start(P3).snapshot().card_places()
    assert places["box"] == {"cocoa": 4, "butter": 4, "sugar": 4, "milk": 4, "dessert_4": 2, "dessert_5": 2,
                             "dessert_6": 2, "dessert_7": 1, "dessert_8": 1, "whisk": 2, "pastry_bag": 2,
                             "measuring_cup": 2}
    assert start(P5).snapshot().card_places()["box"] == {}


@pytest.mark.rule("S3")
def test_each_player_starts_with_a_base_set_and_a_whisk():
    state = start(P4)
    for player in P4:
        assert state.piles[player] == {"cocoa": 2, "butter": 2, "sugar": 2, "milk": 2}
        assert pile_size(state, player) == 8 and state.tools[player] == {"whisk"}


@pytest.mark.rule("S3")
@pytest.mark.parametrize("base_sets, word", [
    ({"ann": 1, "bob": 2, "zed": 3}, "zed"),
    ({"ann": 1, "bob": 2}, "cat"),
    ({"ann": 1, "bob": 2, "cat": 6}, "6"),
    ({"ann": 0, "bob": 2, "cat": 3}, "0"),
    ({"ann": 1, "bob": 2, "cat": 1}, "ann"),
])
def test_base_sets_name_exactly_the_players_with_distinct_numbers(base_sets, word):
    v = setup_violation(base_sets=base_sets)
    assert (v["rule"], v["pointer"]) == ("S3", "/setup/base_sets") and word in v["message"]
    assert validate(history(base_sets={"ann": 5, "bob": 1, "cat": 3}))["legal"] is True


@pytest.mark.rule("S4")
@pytest.mark.parametrize("market", [MARKET[:5], MARKET + ("rum",), ()])
def test_the_market_has_six_cards(market):
    v = setup_violation(market=list(market))
    assert (v["rule"], v["pointer"]) == ("S4", "/setup/market")


@pytest.mark.rule("S4")
def test_a_spice_nearer_the_deck_than_a_filling_breaks_s4():
    # V5: ginger at position 1, fillings farther.
    v = setup_violation(market=["ginger", "nuts", "rum", "nuts", "cherries", "cinnamon"])
    assert (v["rule"], v["pointer"]) == ("S4", "/setup/market/0")
    v = setup_violation(market=["nuts", "rum", "vanilla", "nuts", "cherries", "cinnamon"])
    assert (v["rule"], v["pointer"]) == ("S4", "/setup/market/2") and "vanilla" in v["message"]


@pytest.mark.rule("S4")
@pytest.mark.parametrize("market", [
    ["nuts", "nuts", "rum", "rum", "cherries", "cherries"],  # six fillings
    ["cinnamon", "vanilla", "ginger", "mint", "chili", "cinnamon"],  # six spices
    ["cherries", "nuts", "rum", "nuts", "nuts", "mint"],  # five and one, any order within a kind
])
def test_any_split_and_any_order_within_a_kind(market):
    state = start(P3, market)
    assert state.deck_size == 30 and sum(state.deck.values()) == 30
    assert validate(history(market=market))["legal"] is True


@pytest.mark.rule("K1")
def test_market_ids_and_copies_break_k1():
    # V5: a third mint (2 in the edition) at position 6.
    v = setup_violation(market=["nuts", "rum", "cherries", "mint", "mint", "mint"])
    assert (v["rule"], v["pointer"]) == ("K1", "/setup/market/5")
    v = setup_violation(market=["nuts", "cocoa", "cherries", "nuts", "vanilla", "cinnamon"])
    assert (v["rule"], v["pointer"]) == ("K1", "/setup/market/1") and "cocoa" in v["message"]


@pytest.mark.rule("S5")
def test_dessert_piles_by_player_count():
    assert dessert_piles(3) == {4: 3, 5: 3, 6: 2, 7: 2, 8: 1, 9: 1}
    assert dessert_piles(4) == {4: 4, 5: 4, 6: 3, 7: 2, 8: 2, 9: 1}
    assert dessert_piles(5) == {4: 5, 5: 5, 6: 4, 7: 3, 8: 2, 9: 1}


@pytest.mark.rule("S6")
def test_tool_piles_start_without_whisks():
    assert tool_piles(3) == {"whisk": 0, "pastry_bag": 2, "measuring_cup": 2}
    assert tool_piles(5) == {"whisk": 0, "pastry_bag": 4, "measuring_cup": 4}


@pytest.mark.rule("S7")
def test_the_first_player_takes_the_first_turn():
    assert start(P3).player == "ann"
    state = start(P3, first_player="cat")
    assert state.player == "cat" and state.order == ("cat", "ann", "bob")
    v = setup_violation(first_player="zed")
    assert (v["rule"], v["pointer"]) == ("S7", "/setup/first_player")


@pytest.mark.rule("S8")
def test_no_variants():
    assert validate(history())["legal"] is True
    doc = history()
    doc["variants"] = {"free_bidding": False}
    v = validate(doc)["violation"]
    assert (v["rule"], v["pointer"], v["move_index"]) == ("S8", "/variants", None)
    del doc["variants"]
    assert validate(doc)["legal"] is True


@pytest.mark.rule("S9")
def test_the_setup_checks_come_in_order():
    bad = {"players": ["ann", "bob"], "first_player": "zed", "base_sets": {"zed": 9},
           "market": ["mint", "mint", "mint"]}
    doc = history(players=bad["players"], market=bad["market"], first_player=bad["first_player"],
                  base_sets=bad["base_sets"])
    doc["variants"] = {"x": 1}
    expected = [("S1", "/players"), ("S8", "/variants"), ("S7", "/setup/first_player"), ("S3", "/setup/base_sets"),
                ("S4", "/setup/market")]
    for rule, pointer in expected:
        v = validate(doc)["violation"]
        assert (v["rule"], v["pointer"]) == (rule, pointer), v
        if rule == "S1":
            doc["players"] = ["ann", "bob", "cat"]
        elif rule == "S8":
            doc["variants"] = {}
        elif rule == "S7":
            doc["setup"]["first_player"] = "bob"
        elif rule == "S3":
            del doc["setup"]["base_sets"]
    # Then the market: K1's ids, then K1's copies, then S4's order.
    doc["setup"]["market"] = ["mint", "mint", "mint", "spoon", "ginger", "nuts"]
    assert validate(doc)["violation"]["pointer"] == "/setup/market/3"
    doc["setup"]["market"] = ["mint", "mint", "mint", "ginger", "ginger", "nuts"]
    v = validate(doc)["violation"]
    assert (v["rule"], v["pointer"]) == ("K1", "/setup/market/2")
    doc["setup"]["market"] = ["mint", "ginger", "ginger", "chili", "cinnamon", "nuts"]
    v = validate(doc)["violation"]
    assert (v["rule"], v["pointer"]) == ("S4", "/setup/market/0")


@pytest.mark.rule("S9")
def test_no_move_is_looked_at_after_a_setup_error():
    doc = history(players=["ann", "bob"], moves=[{"type": "stop", "player": "zed"}])
    v = validate(doc)
    assert v["moves_checked"] == 0 and v["violation"]["rule"] == "S1"


# --- the deal ------------------------------------------------------------------------------


def test_the_deal_lays_out_the_market_as_refills_would_and_numbers_the_sets():
    for seed in range(40):
        setup = deal(P4, None, seed)
        kinds = [KINDS[c] for c in setup.market]
        assert kinds == sorted(kinds, key=lambda k: k is Kind.SPICE)  # fillings nearer the deck
        assert setup.base_sets == {"ann": 1, "bob": 2, "cat": 3, "dan": 4} and setup.first_player == "ann"
    assert deal(P3, None, 7) == deal(P3, None, 7)
    assert len({deal(P3, None, s).market for s in range(20)}) > 15


def test_the_deal_checks_players_variants_and_first_player():
    for players, variants, first, rule, pointer in ((["ann", "bob"], None, None, "S1", "/players"),
                                                   (P3, {"x": True}, None, "S8", "/variants"),
                                                   (P3, None, "zed", "S7", "/first_player")):
        with pytest.raises(RuleViolation) as caught:
            deal(players, variants, 1, first)
        assert (caught.value.violation.rule, caught.value.violation.pointer) == (rule, pointer)
    body = API.deal_request().load({"players": ["ann", "bob", "cat"], "first_player": "cat", "seed": 3})
    dealt = family.deal_answer(API, body)
    assert dealt["setup"]["first_player"] == "cat" and dealt["variants"] == {} and dealt["moves"] == []
    assert dealt["seed"] == 3 and validate(dealt)["state"]["to_act"] == ["cat"]


def test_a_new_game_waits_for_the_first_players_draw():
    state = start(P3, first_player="bob")
    assert state.phase is Phase.DRAW and state.to_act() == ("bob",) and state.turn == 0 and state.round == 1
