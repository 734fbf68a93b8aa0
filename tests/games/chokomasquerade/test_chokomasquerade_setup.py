"""The setup (S1-S6), checked in the order of H4, and the deal."""

from __future__ import annotations

import pytest

from schemas.chokomasquerade import API
from service.games.chokomasquerade.cards import CHARACTERS, full_deck
from service.games.chokomasquerade.phases import Phase
from service.games.chokomasquerade.setup import deal
from service.referee.violations import RuleViolation
from tests.games.chokomasquerade.helpers import M, c, cs, history, play, start, validate
from tests.helpers import assert_rule

BASE = dict(table=cs(1, 2, 3, 4), ann=cs(5, 6, 7), bob=cs(8, 9, 5))


def setup_verdict(body: dict, lang: str = "en") -> dict:
    answer = validate(body, lang)
    assert answer["legal"] is False and answer["state"] is None and answer["moves_checked"] == 0
    assert answer["violation"]["move_index"] is None
    return answer["violation"]


@pytest.mark.rule("S1")
@pytest.mark.parametrize("players", [["ann"], ["ann", "bob", "cat"], ["ann", "ann"]])
def test_exactly_two_distinct_players(players):
    body = history(**BASE)
    body["players"] = players
    body["setup"]["hands"] = {p: cs(5, 6, 7) for p in players}
    v = setup_verdict(body)
    assert (v["rule"], v["pointer"]) == ("S1", "/players")
    assert setup_verdict(body, "it")["message"] != v["message"]


@pytest.mark.rule("S2")
@pytest.mark.parametrize("table", [cs(1, 2, 3), cs(1, 2, 3, 4, 11), []])
def test_exactly_four_table_cards(table):
    v = setup_verdict(history(table, BASE["ann"], BASE["bob"]))
    assert (v["rule"], v["pointer"]) == ("S2", "/setup/table")


@pytest.mark.rule("S2")
def test_card_i_starts_column_i():
    assert validate(history(**BASE))["state"]["columns"] == [[c(1)], [c(2)], [c(3)], [c(4)]]


@pytest.mark.rule("S3")
@pytest.mark.parametrize("hands", [
    {"ann": cs(5, 6, 7)},  # bob has no hand
    {"ann": cs(5, 6), "bob": cs(8, 9, 10)},
    {"ann": cs(5, 6, 7), "bob": cs(8, 9, 10, 11)},
    {"ann": cs(5, 6, 7), "bob": cs(8, 9, 10), "cat": cs(11, 12, 13)},  # nobody else
])
def test_three_cards_for_each_player_and_nobody_else(hands):
    body = history(**BASE)
    body["setup"]["hands"] = hands
    v = setup_verdict(body)
    assert (v["rule"], v["pointer"]) == ("S3", "/setup/hands")


@pytest.mark.rule("S4")
def test_no_character_more_than_twice_and_the_deck_is_the_other_50():
    v = setup_verdict(history(cs(1, 1, 2, 3), cs(1, 6, 7), cs(8, 9, 10)))
    assert (v["rule"], v["pointer"]) == ("S4", "/setup") and "mask_01" in v["message"] and "3" in v["message"]
    state = validate(history(**BASE))["state"]
    assert state["deck_count"] == 50
    assert c(5) not in state["deck"] and state["deck"][c(1)] == 1 and state["deck"][c(11)] == 2
    assert sum(state["deck"].values()) == 50


@pytest.mark.rule("S5")
def test_the_first_player_is_declared_and_defaults_to_the_first_listed():
    assert validate(history(**BASE, first=None))["state"]["to_act"] == ["ann"]
    assert validate(history(**BASE, first="bob"))["state"]["to_act"] == ["bob"]
    v = setup_verdict(history(**BASE, first="cat"))
    assert (v["rule"], v["pointer"]) == ("S5", "/setup/first_player") and "cat" in v["message"]


@pytest.mark.rule("S6")
def test_a_pair_on_the_starting_table_stays_there_as_a_table_pair():
    state = start(cs(3, 1, 2, 3), cs(5, 6, 7), cs(8, 9, 10))
    assert state.table.columns == [[c(3)], [c(1)], [c(2)], [c(3)]]
    play(state, M.table_pair("ann", c(3)))
    assert [p.card for p in state.pairs["ann"]] == [c(3)] and state.table.columns[0] == []


@pytest.mark.rule("H4")
def test_the_setup_is_checked_in_the_order_s1_s2_s3_s4_s5():
    body = history(cs(1, 1, 1), cs(1, 6), cs(8, 9, 10), first="cat")
    body["players"] = ["ann", "bob", "cat"]
    assert setup_verdict(body)["rule"] == "S1"
    body["players"] = ["ann", "bob"]
    assert setup_verdict(body)["rule"] == "S2"
    body["setup"]["table"] = cs(1, 1, 2, 3)
    assert setup_verdict(body)["rule"] == "S3"
    body["setup"]["hands"]["ann"] = cs(1, 6, 7)
    assert setup_verdict(body)["rule"] == "S4"
    body["setup"]["table"] = cs(1, 2, 3, 4)
    assert setup_verdict(body)["rule"] == "S5"


# --- the deal -------------------------------------------------------------------------------------


def test_a_deal_is_legal_and_the_same_for_the_same_seed():
    for seed in range(20):
        dealt = deal(["ann", "bob"], seed)
        assert dealt == deal(["ann", "bob"], seed)
        s = dealt.setup
        used = list(s.table) + [card for _, cards in s.hands for card in cards] + list(dealt.deck_order)
        assert sorted(used) == sorted(full_deck()) and len(dealt.deck_order) == 50
        assert s.deck == {card: dealt.deck_order.count(card) for card in CHARACTERS}
    assert deal(["ann", "bob"], 1).setup != deal(["ann", "bob"], 2).setup


def test_the_deal_answers_a_history_every_path_accepts(client):
    body = {"players": ["ann", "bob"], "first_player": "bob", "seed": 42}
    dealt = client.post("/chokomasquerade/deal", json=body).get_json()
    assert dealt["seed"] == 42 and dealt["variants"] == {} and dealt["moves"] == []
    assert dealt["setup"]["first_player"] == "bob" and len(dealt["deck"]) == 50
    assert validate(dealt)["state"]["to_act"] == ["bob"]
    assert client.post("/chokomasquerade/deal", json=body).get_json() == dealt
    assert API.deal_answer().validate(dealt) == {}


@pytest.mark.rule("S1")
def test_a_deal_for_other_players_is_refused(client):
    assert_rule(client.post("/chokomasquerade/deal", json={"players": ["ann", "bob", "cat"]}), "S1", "/players", None)
    assert_rule(client.post("/chokomasquerade/deal", json={"players": ["ann", "ann"]}), "S1", "/players", None)
    assert_rule(client.post("/chokomasquerade/deal", json={"players": ["ann", "bob"], "first_player": "cat"}),
                "S5", "/first_player", None)
    with pytest.raises(RuleViolation):
        deal(["ann"], 1)


def test_a_fresh_game_waits_for_the_first_player():
    state = start(**BASE)
    assert state.phase is Phase.TURN and state.to_act() == ("ann",) and state.deck_count == 50
