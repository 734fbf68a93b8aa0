"""The history and chance (H1-H4), the order of the checks, and the worked examples R1 and
V1 (the rulebook's William, and the history of section 11)."""

from __future__ import annotations

import copy
from fractions import Fraction

import pytest

from schemas.choco_challenge import examples
from tests.games.choco_challenge.choco_challenge_helpers import (M, P3, legal_moves, play, refused, set_deck, start,
                                                                 validate, violation)
from tests.helpers import assert_problem, flat_moves

HISTORY = examples.HISTORY
RULEBOOK = examples.RULEBOOK_HISTORY
VALIDATE = "/choco-challenge/validate"


def cut(doc: dict, n: int, *more: dict) -> dict:
    out = copy.deepcopy(doc)
    out["moves"] = doc["moves"][:n] + list(more)
    return out


# --- R1 and V1 -----------------------------------------------------------------------------


@pytest.mark.rule("H4")
def test_r1_williams_draw_odds():
    assert flat_moves(legal_moves(cut(RULEBOOK, 12)))[0]["probability"] == "1/4"  # cocoa: 2 of 8
    butter = next(m for m in flat_moves(legal_moves(cut(RULEBOOK, 13))) if m.get("card") == "butter")
    assert butter["probability"] == "2/7" and butter["matches"] is False
    answer = legal_moves(cut(RULEBOOK, 14))
    assert answer["bust_probability"] == "1/3" and answer["bust_probability_by_back"] == {"base": "1/3"}
    assert {m["card"]: m["matches"] for m in flat_moves(answer) if m["type"] == "draw"} == {
        "cocoa": True, "butter": True, "sugar": False, "milk": False}
    answer = legal_moves(cut(RULEBOOK, 15))
    assert answer["phase"] == "bust" and answer["bust_probability"] is None
    assert sorted((m["type"], m.get("tool")) for m in flat_moves(answer)) == [("bust", None), ("use_tool", "whisk")]
    assert legal_moves(cut(RULEBOOK, 16))["bust_probability"] == "1/5"


@pytest.mark.rule("P2")
def test_r1_william_buys_position_2_not_1_or_3():
    answer = validate(cut(RULEBOOK, 17))
    assert answer["legal"] and answer["state"]["players"][0]["discard"] == {"butter": 1, "cherries": 1}
    assert answer["state"]["players"][0]["in_front"] == ["cocoa", "butter"]
    assert answer["state"]["tool_piles"]["whisk"] == 1
    for position in (1, 3):
        v = violation(cut(RULEBOOK, 16, {"type": "stop", "player": "william", "buy": {"position": position}}))
        assert (v["rule"], v["pointer"]) == ("P2", "/moves/16/buy/position")


@pytest.mark.rule("H4")
def test_v1_bust_odds_of_section_11():
    assert legal_moves(cut(HISTORY, 1))["bust_probability"] == "1/7"
    assert legal_moves(cut(HISTORY, 2))["bust_probability"] == "1/3"
    assert legal_moves(cut(HISTORY, 4))["bust_probability"] == "1/5"


def test_v1_wrong_moves_of_section_11():
    v = violation(cut(HISTORY, 3, {"type": "use_tool", "player": "ann", "tool": "measuring_cup"}))
    assert (v["rule"], v["pointer"], v["move_index"]) == ("B2", "/moves/3/tool", 3)
    v = violation(cut(HISTORY, 3, {"type": "stop", "player": "ann"}))
    assert (v["rule"], v["pointer"]) == ("B1", "/moves/3")
    v = violation(cut(HISTORY, 5, {"type": "stop", "player": "ann", "buy": {"position": 2}}))
    assert (v["rule"], v["pointer"]) == ("P2", "/moves/5/buy/position")
    answer = validate(cut(HISTORY, 10))  # bob busts though he holds a whisk: legal
    assert answer["legal"] and answer["state"]["players"][1]["in_front"] == ["milk"]
    assert answer["state"]["players"][1]["tools"] == ["whisk"]


def test_section_11_ends_with_bob_to_draw_each_type_a_quarter():
    answer = validate(HISTORY)
    state = answer["state"]
    assert answer["legal"] and state["market"] == ["nuts", "nuts", "nuts", "vanilla", "cinnamon", "mint"]
    assert state["phase"] == "draw" and state["to_act"] == ["bob"] and state["round"] == 2
    assert state["tool_piles"] == {"whisk": 1, "pastry_bag": 1, "measuring_cup": 2}
    assert state["players"][1]["tools"] == ["whisk", "pastry_bag"]
    moves = flat_moves(legal_moves(HISTORY))
    assert {m["card"]: m["probability"] for m in moves} == dict.fromkeys(("cocoa", "butter", "sugar", "milk"), "1/4")
    assert [t["result"] for t in answer["turns"]] == ["stopped", "busted", "stopped", "stopped", "in_progress"]
    assert answer["turns"][3]["extras"] == [
        {"player": "bob", "comparison": "fewer", "move": "extra_tool", "took": "pastry_bag", "position": None},
        {"player": "cat", "comparison": "equal", "move": None, "took": None, "position": None}]


# --- H1-H4 ---------------------------------------------------------------------------------


@pytest.mark.rule("H1")
@pytest.mark.parametrize("move, pointer", [
    ({"type": "draw", "player": "ann"}, "/moves/0/card"),
    ({"type": "draw", "player": "ann", "card": 3}, "/moves/0/card"),
    ({"type": "draw", "player": "ann", "card": "cocoa", "tool": "whisk"}, "/moves/0/tool"),
    ({"type": "stop", "player": "ann", "buy": {"position": "2"}}, "/moves/0/buy/position"),
    ({"type": "stop", "player": "ann", "buy": {"card": "rum"}}, "/moves/0/buy/position"),
    ({"type": "stop", "player": "ann", "buy": {"position": 2, "price": 1}}, "/moves/0/buy/price"),
    ({"type": "stop", "player": "ann", "dessert": 4.0}, "/moves/0/dessert"),
    ({"type": "extra_pick", "player": "ann", "position": True}, "/moves/0/position"),
    ({"type": "shuffle", "player": "ann"}, "/moves/0/type"),
    ({"player": "ann"}, "/moves/0/type"),
    ({"type": "bust"}, "/moves/0/player"),
])
def test_a_wrong_shape_is_a_schema_error_never_a_violation(client, move, pointer):
    r = client.post(VALIDATE, json={**HISTORY, "moves": [move]})
    problem = assert_problem(r, 422, "invalid-body")
    assert pointer in {e["pointer"] for e in problem["errors"]}, problem["errors"]


@pytest.mark.rule("H1")
def test_values_are_the_rules_business(client):
    for move, rule in (({"type": "draw", "player": "zed", "card": "cocoa"}, "T1"),
                       ({"type": "draw", "player": "ann", "card": "banana"}, "H3"),
                       ({"type": "draw", "player": "ann", "card": ""}, "H3")):
        body = client.post(VALIDATE, json={**HISTORY, "moves": [move]}).get_json()
        assert body["legal"] is False and body["violation"]["rule"] == rule
    optional_nulls = {**HISTORY, "moves": HISTORY["moves"][:5] + [
        {"type": "stop", "player": "ann", "buy": {"position": 3, "card": None}, "dessert": None}]}
    assert client.post(VALIDATE, json=optional_nulls).get_json()["legal"] is True
    for missing in ("setup", "players", "moves"):
        body = {k: v for k, v in HISTORY.items() if k != missing}
        assert_problem(client.post(VALIDATE, json=body), 422, "invalid-body")


@pytest.mark.rule("H2")
def test_the_phase_first_then_the_moves_own_rules_in_order():
    state = start(P3)
    # draw phase: a stop by bob with a bad purchase is charged to T1, not to P2 or T4.
    assert refused(state, M.stop("bob", 7, dessert=12)).rule == "T1"
    # stop: T4 before P2 before P4-P6.
    assert refused(state, M.stop("ann", 4, dessert=9)).rule == "T4"
    play(state, M.draw("ann", "cocoa"))
    r = refused(state, M.stop("ann", (4, "spoon"), dessert=9))
    assert (r.rule, r.field) == ("P2", "buy/position")
    r = refused(state, M.stop("ann", (1, "spoon"), dessert=9))
    assert (r.rule, r.field) == ("P2", "buy/card")
    assert refused(state, M.stop("ann", 1, dessert=9)).rule == "P4"
    state.in_front["ann"] += ["a", "b", "c", "d", "e", "f", "g", "h"]
    state.dessert_piles[9] = 0
    state.desserts["ann"] = [9]
    assert refused(state, M.stop("ann", 1, dessert=9)).rule == "P5"
    state.dessert_piles[9] = 1
    assert refused(state, M.stop("ann", 1, dessert=9)).rule == "P6"


@pytest.mark.rule("H2")
def test_extra_draw_checks_x4_before_h3():
    state = start(P3)
    state.turn, state.player = 3, "ann"
    state.in_front["bob"] = ["cocoa", "butter"]
    state.in_front["cat"] = ["cocoa", "butter"]
    set_deck(state, {"nuts": 1})
    play(state, M.draw("ann", "cocoa"), M.stop("ann"))
    assert refused(state, M.extra_draw("bob", "banana")).rule == "H3"
    play(state, M.extra_draw("bob", "nuts"))
    r = refused(state, M.extra_draw("cat", "banana"))  # empty deck: X4 first
    assert (r.rule, r.field) == ("X4", "")


@pytest.mark.rule("H3")
@pytest.mark.parametrize("n, move, pointer", [
    (1, {"type": "draw", "player": "ann", "card": "nuts"}, "/moves/1/card"),
    (6, {"type": "refill", "player": "ann", "card": "cherries"}, "/moves/6/card"),
    (6, {"type": "refill", "player": "ann", "card": "chili"}, "/moves/6/card"),
    (6, {"type": "refill", "player": "ann", "card": "cocoa"}, "/moves/6/card"),
])
def test_an_impossible_chance_outcome_breaks_h3_whichever_move_reveals_it(n, move, pointer):
    doc = cut(HISTORY, n, move)
    if move["card"] == "chili":  # the only chili: in the market, so not in the deck
        doc["setup"]["market"] = ["nuts", "rum", "cherries", "nuts", "vanilla", "chili"]
    if move["card"] == "cherries":  # all six cherries out of the deck
        doc["setup"]["market"] = ["cherries"] * 6
        doc["moves"] = [{"type": "draw", "player": "ann", "card": c} for c in ("cocoa", "butter", "sugar")] + [
            {"type": "stop", "player": "ann", "buy": {"position": 3}}, move]
        pointer = "/moves/4/card"
    v = violation(doc)
    assert (v["rule"], v["pointer"]) == ("H3", pointer), v


@pytest.mark.rule("H4")
def test_outcomes_carry_plain_and_back_odds_that_sum_to_one():
    answer = legal_moves(cut(RULEBOOK, 17))
    moves = answer["moves"]
    assert sum(Fraction(m["probability"]) for m in moves) == 1
    for back in ("filling", "spice"):
        given = [Fraction(m["probability_given_back"]) for m in moves if m["back"] == back]
        assert sum(given) == 1
    for m in moves:
        n, d = map(int, m["probability"].split("/"))
        assert abs(m["approx"] - n / d) < 1e-6 and Fraction(n, d).denominator == d
    answer = legal_moves(cut(HISTORY, 0))
    assert answer["bust_probability"] == "0/1" and answer["bust_probability_by_back"] == {"base": "0/1"}
    assert answer["bust_probability_approx"] == 0.0 and answer["bust_probability_by_back_approx"] == {"base": 0.0}
