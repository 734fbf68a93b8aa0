"""The history (H1-H5): its shape and the moves' (schema errors, 422, pointed and naming
their rule), whose move it is, the order of the checks, what is derived and never sent."""

from __future__ import annotations

import copy

import pytest

from schemas.chokomasquerade.examples import HISTORY
from tests.games.chokomasquerade.helpers import CM, M, c, cs, history, play, position, refused, start, validate
from tests.helpers import assert_problem

VALIDATE = "/chokomasquerade/validate"


def schema_errors(client, body, path=VALIDATE, lang="en") -> dict[str, str]:
    problem = assert_problem(client.post(path, json=body, headers={"Accept-Language": lang}), 422, "invalid-body")
    return {e["pointer"]: e["message"] for e in problem["errors"]}


@pytest.mark.rule("H1")
def test_the_shape_of_a_history(client):
    assert client.post(VALIDATE, json=HISTORY).status_code == 200
    minimal = {"players": ["ann", "bob"], "setup": {"table": cs(1, 2, 3, 4), "hands": {"ann": cs(5, 6, 7),
                                                                                     "bob": cs(8, 9, 10)}},
               "moves": []}
    assert client.post(VALIDATE, json=minimal).get_json()["legal"] is True  # variants, first_player optional
    with_extras = {**minimal, "seed": 7, "deck": cs(11, 12)}  # accepted, ignored by the rules
    assert client.post(VALIDATE, json=with_extras).get_json()["legal"] is True
    for broken, pointer in (
            ({**minimal, "round": 1}, "/round"),
            ({**minimal, "setup": {**minimal["setup"], "deck": []}}, "/setup/deck"),
            ({k: v for k, v in minimal.items() if k != "moves"}, "/moves"),
            ({k: v for k, v in minimal.items() if k != "setup"}, "/setup"),
            ({**minimal, "players": "ann,bob"}, "/players"),
            ({**minimal, "setup": {"hands": minimal["setup"]["hands"]}}, "/setup/table"),
            ({**minimal, "seed": "7"}, "/seed")):
        assert pointer in schema_errors(client, broken), pointer


@pytest.mark.rule("H1")
def test_variants_must_be_absent_or_empty(client):
    body = {**copy.deepcopy(HISTORY), "variants": {"two_trays": False}}
    errors = schema_errors(client, body)
    assert errors == {"/variants": "ChokoMasquerade has no variants (H1): send {} or leave variants out."}
    assert schema_errors(client, body, lang="it")["/variants"].startswith("ChokoMasquerade non ha varianti (H1)")
    assert "/variants" in schema_errors(client, {**HISTORY, "variants": []})


@pytest.mark.rule("H2")
@pytest.mark.parametrize(("move", "pointer", "says"), [
    ({"type": "pass", "player": "bob"}, "/moves/13/type", "Must be one of"),
    ({"type": "lay", "player": "bob", "card": "mask_07"}, "/moves/13/column", "Missing data"),
    ({"type": "lay", "player": "bob", "card": "mask_07", "column": 5}, "/moves/13/column", "(H2)"),
    ({"type": "lay", "player": "bob", "card": "mask_07", "column": True}, "/moves/13/column", "(H2)"),
    ({"type": "lay", "player": "bob", "card": "mask_07", "column": "2"}, "/moves/13/column", "(H2)"),
    ({"type": "pair", "player": "bob", "card": "mask_07", "column": 2}, "/moves/13/column", "Unknown field"),
    ({"type": "guess", "player": "bob", "found": "nothing"}, "/moves/13/found", "(H2)"),
    ({"type": "guess", "player": "bob", "card": "mask_07"}, "/moves/13/found", "Missing data"),
    ({"type": "draw", "player": "bob", "card": "mask_99"}, "/moves/13/card", "(D1)"),
    ({"type": "draw", "card": "mask_07"}, "/moves/13/player", "Missing data"),
])
def test_the_moves_and_their_fields(client, move, pointer, says):
    body = copy.deepcopy(HISTORY)
    body["moves"].append(move)
    errors = schema_errors(client, body)
    assert says in errors[pointer], errors
    italian = schema_errors(client, body, lang="it")
    assert italian[pointer] != errors[pointer]  # every message in Italian too


@pytest.mark.rule("H3")
def test_the_move_is_made_by_the_player_due():
    state = start(cs(1, 2, 3, 4), cs(5, 6, 7), cs(8, 9, 10))
    problem = refused(state, M.lay("bob", c(8), 1))
    assert (problem.rule, problem.code, problem.field, problem.params) == (
        "H3", "not_your_turn", "player", {"player": "bob", "expected": "ann"})
    assert refused(state, M.lay("zed", c(8), 1)).code == "unknown_player"
    play(state, M.lay("ann", c(5), 1))
    assert refused(state, M.draw("bob", c(11))).code == "not_the_drawer"


@pytest.mark.rule("H4")
def test_each_move_is_checked_e1_then_the_phase_then_h3_then_its_own_rule():
    state = start(cs(1, 2, 3, 4), cs(5, 6, 7), cs(8, 9, 10))
    assert refused(state, M.draw("bob", "mask_99")).rule == "R1"  # the phase before H3 and R2
    assert refused(state, M.guess("bob", "choko")).rule == "M2"
    assert refused(state, M.lay("bob", c(1), 9)).rule == "H3"  # H3 before L1 and L2
    assert refused(state, M.lay("ann", c(1), 9)).rule == "L1"  # L1 before L2
    assert refused(state, M.lay("ann", c(5), 9)).rule == "L2"
    over = position([cs(1, 1), cs(2, 2), cs(3, 3), cs(4, 4)], {"ann": [], "bob": []},
                    pairs={"ann": [c(n) for n in range(5, 18)], "bob": [c(n) for n in range(18, 30)] + [CM]})
    over.phase, over.finished, over.actor = type(over.phase).OVER, True, None
    assert refused(over, M.draw("zed", "mask_99")).rule == "E1"  # E1 first of all


@pytest.mark.rule("H4")
def test_the_first_violation_is_reported_at_its_index():
    body = copy.deepcopy(HISTORY)
    body["moves"][4]["player"] = "ann"  # a draw by the wrong player
    body["moves"][9]["player"] = "ann"
    v = validate(body)["violation"]
    assert (v["rule"], v["move_index"], v["pointer"]) == ("H3", 4, "/moves/4/player")


@pytest.mark.rule("H5")
def test_what_is_derived_is_never_sent(client):
    body = copy.deepcopy(HISTORY)
    for derived in ({"type": "end_turn", "player": "bob"}, {"type": "skip", "player": "bob"},
                    {"type": "end", "player": "bob"}):
        body["moves"] = HISTORY["moves"] + [derived]
        assert "/moves/13/type" in schema_errors(client, body)
    body = copy.deepcopy(HISTORY)
    body["moves"][7]["pair"] = "mask_01"  # which pair a guess settles is derived
    assert "/moves/7/pair" in schema_errors(client, body)
    state = validate(history(cs(1, 2, 3, 4), cs(1, 2, 7), cs(8, 9, 10), moves=[
        M.pair("ann", c(1)), M.lay("ann", c(7), 1)]))["state"]
    assert state["phase"] == "draw" and state["draws_due"] == 2 and state["to_act"] == ["ann"]
