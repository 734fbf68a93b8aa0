"""The setup (S1-S9): each rule refuses what breaks it, citing itself, pointing into the
setup, in the order S1, S3, S4, S5, S6, S7, S8, S9; and a deal is legal and repeatable."""

from __future__ import annotations

import copy

import pytest

from schemas.chocola import API
from schemas.chocola.examples import HISTORY
from service.games.chocola.setup import deal, deck_for
from service.verdicts import family
from tests.games.chocola.helpers import complete_setup, history, validate

RESERVES3 = {"ann": ["white_milk", "dark_marbled"], "bob": ["milk_dark", "marbled_white"],
             "cat": ["white_dark", "dark_white"]}


def setup_error(h: dict) -> dict:
    v = validate(h)["violation"]
    assert v is not None and v["move_index"] is None
    return v


def with_setup(**changes) -> dict:
    h = copy.deepcopy(HISTORY)
    h["moves"] = []
    h["setup"].update(changes)
    return h


@pytest.mark.rule("S1")
def test_two_to_four_players_with_unique_ids():
    h = with_setup()
    h["players"] = ["ann"]
    assert (setup_error(h)["rule"], setup_error(h)["pointer"]) == ("S1", "/players")
    h["players"] = ["ann", "ann"]
    assert (setup_error(h)["rule"], setup_error(h)["pointer"]) == ("S1", "/players/1")
    h["players"] = ["ann", "bob", "cat", "dan", "eve"]
    assert setup_error(h)["rule"] == "S1"


@pytest.mark.rule("S2")
def test_the_deck_depends_on_the_player_count():
    assert sum(deck_for(2).values()) == 36 and sum(deck_for(3).values()) == 48 and sum(deck_for(4).values()) == 48
    for players in (2, 3, 4):
        s = deal(["ann", "bob", "cat", "dan"][:players], False, 5)
        cards = [c for _, r in s.chocolate.reserves for c in r] + list(s.chocolate.removed) + [
            c for row in s.chocolate.tavoletta for stack in row for c in stack]
        counted = {c: cards.count(c) for c in set(cards)}
        assert counted == deck_for(players)


@pytest.mark.rule("S3")
def test_every_player_and_nobody_else_has_a_reserve_of_exactly_two():
    v = setup_error(with_setup(reserves={"ann": ["milk_dark", "marbled_white"]}))
    assert (v["rule"], v["pointer"]) == ("S3", "/setup/reserves")
    v = setup_error(with_setup(reserves={**HISTORY["setup"]["reserves"], "zed": ["milk_dark", "white_milk"]}))
    assert (v["rule"], v["pointer"]) == ("S3", "/setup/reserves/zed")
    v = setup_error(with_setup(reserves={"ann": ["milk_dark"], "bob": ["white_milk", "dark_marbled"]}))
    assert (v["rule"], v["pointer"]) == ("S3", "/setup/reserves/ann")


@pytest.mark.rule("S4")
def test_three_players_remove_exactly_two_cards_others_none():
    v = setup_error(with_setup(removed=["milk_dark"]))
    assert (v["rule"], v["pointer"]) == ("S4", "/setup/removed")
    players = ["ann", "bob", "cat"]
    setup = complete_setup(players, RESERVES3)
    assert len(setup["removed"]) == 2
    assert validate(history(setup, [], players))["legal"]
    derived = {**setup, "removed": None}
    assert validate(history(derived, [], players))["legal"]  # derived when absent (S4, S6)
    state = API.game.start(API.history().load(history(derived, [], players)))
    assert sorted(state.removed) == sorted(setup["removed"])
    v = setup_error(history({**setup, "removed": setup["removed"][:1]}, [], players))
    assert v["rule"] == "S4"


@pytest.mark.rule("S5")
def test_two_rows_of_four_stacks_of_the_tables_size():
    t = copy.deepcopy(HISTORY["setup"]["tavoletta"])
    assert setup_error(with_setup(tavoletta=t[:1]))["pointer"] == "/setup/tavoletta"
    t2 = copy.deepcopy(t)
    t2[1] = t2[1][:3]
    assert setup_error(with_setup(tavoletta=t2))["pointer"] == "/setup/tavoletta/1"
    t3 = copy.deepcopy(t)
    t3[0][2].pop()
    v = setup_error(with_setup(tavoletta=t3))
    assert (v["rule"], v["pointer"]) == ("S5", "/setup/tavoletta/0/2")


@pytest.mark.rule("S6")
def test_reserves_removed_and_stacks_are_exactly_the_deck():
    t = copy.deepcopy(HISTORY["setup"]["tavoletta"])
    t[1][3][2] = "milk_milk"
    v = setup_error(with_setup(tavoletta=t))
    assert (v["rule"], v["pointer"]) == ("S6", "/setup/tavoletta/1/3/2")
    t = copy.deepcopy(HISTORY["setup"]["tavoletta"])
    t[0][0][0] = "milk_dark"  # a fourth milk_dark in a 2-player deck of 3 each
    v = setup_error(with_setup(tavoletta=t))
    assert v["rule"] == "S6" and "milk_dark" in v["message"]
    v = setup_error(with_setup(reserves={"ann": ["chocolate", "marbled_white"], "bob": ["white_milk", "dark_marbled"]}))
    assert (v["rule"], v["pointer"]) == ("S6", "/setup/reserves/ann/0")


@pytest.mark.rule("S7")
def test_the_inspiration_is_a_dessert_and_a_decoration():
    v = setup_error(with_setup(inspiration={"dessert": "white_glaze", "decoration": "white_glaze"}))
    assert (v["rule"], v["pointer"]) == ("S7", "/setup/inspiration/dessert")
    v = setup_error(with_setup(inspiration={"dessert": "white_truffle", "decoration": "white_truffle"}))
    assert (v["rule"], v["pointer"]) == ("S7", "/setup/inspiration/decoration")


@pytest.mark.rule("S8")
def test_four_different_desserts_none_the_inspirations():
    r = HISTORY["setup"]["requests"]
    assert setup_error(with_setup(requests=r[:3]))["pointer"] == "/setup/requests"
    v = setup_error(with_setup(requests=[r[0], r[1], r[2], "white_truffle"]))
    assert (v["rule"], v["pointer"]) == ("S8", "/setup/requests/3") and "Inspiration" in v["message"]
    v = setup_error(with_setup(requests=[r[0], r[1], r[0], r[3]]))
    assert (v["rule"], v["pointer"]) == ("S8", "/setup/requests/2")
    v = setup_error(with_setup(requests=[r[0], "caramel", r[2], r[3]]))
    assert (v["rule"], v["pointer"]) == ("S8", "/setup/requests/1")


@pytest.mark.rule("S9")
def test_the_first_player_is_a_player_or_the_first_listed():
    v = setup_error(with_setup(first_player="zed"))
    assert (v["rule"], v["pointer"]) == ("S9", "/setup/first_player")
    h = with_setup(first_player=None)
    assert validate(h)["state"]["to_act"] == ["ann"]
    h = with_setup(first_player="bob")
    assert validate(h)["state"]["to_act"] == ["bob"]


@pytest.mark.rule("S1")
def test_setup_checks_go_in_the_order_of_the_rules_of_record():
    h = with_setup(removed=["milk_dark"], requests=["x"], first_player="zed")
    assert setup_error(h)["rule"] == "S4"
    h = with_setup(requests=["x"], first_player="zed")
    assert setup_error(h)["rule"] == "S8"


@pytest.mark.rule("S2")
def test_a_deal_is_legal_and_the_same_for_the_same_seed():
    for players in (2, 3, 4):
        body = API.deal_request().load({"players": ["ann", "bob", "cat", "dan"][:players], "seed": 11})
        one, two = family.deal_answer(API, body), family.deal_answer(API, copy.deepcopy(body))
        assert one == two and one["moves"] == [] and one["seed"] == 11
        assert validate({k: v for k, v in one.items()})["legal"]
    other = family.deal_answer(API, API.deal_request().load({"players": ["ann", "bob"], "seed": 12}))
    assert other["setup"] != one["setup"]
