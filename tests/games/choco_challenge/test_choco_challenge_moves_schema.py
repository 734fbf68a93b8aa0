"""The moves of a history as the schema reads them (H1), from their declarations
(service/games/choco_challenge/moves.py): the compiled decoder (msgspec, the fast path of a
history read from bytes) takes exactly the moves the full path (``MOVES.check``, which lists
every error) takes, into the same values; a `stop`'s purchase is an object of its own, checked
member by member, its errors pointing inside it."""

from __future__ import annotations

import json

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from schemas.choco_challenge import API
from schemas.choco_challenge.moves import MOVES
from service.games.choco_challenge.moves import ChocoChallengeBuy, ExtraPick, Stop
from tests.games.choco_challenge.choco_challenge_helpers import history
from tests.helpers import assert_problem

values = st.one_of(st.none(), st.booleans(), st.integers(-3, 12), st.floats(allow_nan=False, allow_infinity=False, width=16),
                   st.sampled_from(["cocoa", "nuts", "whisk", "", "x" * 64, "x" * 65]),
                   st.lists(st.integers(0, 3), max_size=2))
buys = st.one_of(values, st.fixed_dictionaries({}, optional={"position": values, "card": values, "price": values}))
moves = st.fixed_dictionaries({}, optional={
    "type": st.one_of(st.sampled_from(MOVES.types.tags), values),
    "player": st.one_of(st.sampled_from(["ann", "bob"]), values),
    "card": values, "tool": values, "position": values, "buy": buys, "dessert": values, "zzz": values})


def decoded(raw: dict):
    """The move the compiled decoder makes of `raw`, or None where it refuses it."""
    try:
        return msgspec.json.decode(json.dumps(raw).encode(), type=MOVES.types.union)
    except msgspec.ValidationError:
        return None


@pytest.mark.rule("H1")
@settings(max_examples=600, deadline=None, derandomize=True)
@given(moves)
def test_the_compiled_decoder_takes_what_the_full_path_takes_into_the_same_value(raw):
    move, errors = MOVES.check(raw)
    assert (move is None) == bool(errors), (raw, errors)
    assert decoded(raw) == move, (raw, errors)


@pytest.mark.rule("H1")
def test_a_purchase_is_read_into_its_own_value_its_card_optional():
    raw = {"type": "stop", "player": "ann", "buy": {"position": 2, "card": "rum"}, "dessert": 5}
    assert MOVES.check(raw) == (Stop(player="ann", buy=ChocoChallengeBuy(position=2, card="rum"), dessert=5), {})
    for buy in ({"position": 2}, {"position": 2, "card": None}):
        move, errors = MOVES.check({"type": "stop", "player": "ann", "buy": buy, "dessert": None})
        assert move == Stop(player="ann", buy=ChocoChallengeBuy(position=2)) and errors == {}
    assert MOVES.dump(Stop(player="ann", buy=ChocoChallengeBuy(position=2))) == {
        "type": "stop", "player": "ann", "buy": {"position": 2}}  # optional fields written only when set
    assert MOVES.dump(ExtraPick(player="bob", position=1)) == {"type": "extra_pick", "player": "bob", "position": 1}


@pytest.mark.rule("H1")
def test_every_bad_member_of_a_purchase_is_an_error_pointing_inside_it(client):
    body = history(moves=[{"type": "draw", "player": "ann", "card": "cocoa"},
                          {"type": "stop", "player": "ann", "buy": {"position": "2", "card": 7, "price": 3}}])
    problem = assert_problem(client.post("/choco-challenge/validate", json=body), 422, "invalid-body")
    assert {e["pointer"] for e in problem["errors"]} == {"/moves/1/buy/position", "/moves/1/buy/card",
                                                         "/moves/1/buy/price"}
    body["moves"][1]["buy"] = {"card": "rum"}
    problem = assert_problem(client.post("/choco-challenge/validate", json=body), 422, "invalid-body")
    assert [e["pointer"] for e in problem["errors"]] == ["/moves/1/buy/position"]


def test_every_move_of_real_games_is_decoded_as_it_was_written():
    for seed in range(4):
        game = API.random_history(3 + seed % 3, seed)
        fast = API.history_codec.decode(json.dumps(game).encode())
        assert fast is not None and [MOVES.dump(m) for m in fast.moves] == game["moves"]
        assert any(type(m) is Stop and m.buy is not None for m in fast.moves)


def test_the_document_writes_a_purchase_once_and_a_stop_refers_to_it_nullable():
    components = MOVES.components()
    buy = components["ChocoChallengeBuy"]
    assert buy["required"] == ["position"] and buy["additionalProperties"] is False
    assert set(buy["properties"]) == {"position", "card"} and buy["properties"]["card"]["nullable"] is True
    # OpenAPI 3.0 lets nothing stand beside a reference: "a Buy or null", in the form the
    # generated clients read as nullable (apispec's for a nullable nested schema)
    assert components["ChocoChallengeStopMove"]["properties"]["buy"] == {
        "anyOf": [{"$ref": "#/components/schemas/ChocoChallengeBuy"}, {"type": "object", "nullable": True,
                                                                       "enum": [None]}]}
