"""Choco Challenge under hostile input: its own fields (cards, tools, positions, purchases,
desserts, the market, base sets, variants, the final form) with wrong types, sizes and
values, and the longest histories the limits allow. (tests/api/test_hostile.py puts every
game through what holds for any body: not JSON, wrong media types, floods, sizes.)

The limits of record: a body of at most 1 MiB, 5000 moves, 16 players listed, 100 items in
any list, 64 members in any object, ids (players, cards, tools) of at most 64 characters.
Within them every answer is bounded: the replay is linear in the moves (no search anywhere
in the engine) and stops at the first illegal one; a legal game can only be long if nobody
buys (the deck then never empties). What such bodies cost a worker is measured by
bench/bench_bodies.py against its budget (no time is asserted here; a hang is cut by
pytest-timeout); their peak memory is asserted. Every answer is a problem document or an
answer of the document; every schema error reads in Italian.
"""

from __future__ import annotations

import copy
import json
import tracemalloc

import pytest

from schemas.choco_challenge import API, examples
from service.text import untranslated
from tests.helpers import assert_conforms, assert_problem

VALIDATE, LEGAL, SCORE, DEAL = ("/choco-challenge/validate", "/choco-challenge/legal-moves",
                                "/score/choco-challenge", "/choco-challenge/deal")
HANG_SECONDS = 120
PEAK_MIB = 64
MIB = 1_048_576
HISTORY = examples.HISTORY
pytestmark = pytest.mark.timeout(HANG_SECONDS)


def dumps(body) -> bytes:
    return json.dumps(body, separators=(",", ":")).encode()


def post(client, path: str, body, lang: str = "en"):
    return client.post(path, data=dumps(body), content_type="application/json", headers={"Accept-Language": lang})


def schema_error(client, path: str, body, pointer: str) -> dict:
    problem = assert_problem(post(client, path, body), 422, "invalid-body")
    assert pointer in {e["pointer"] for e in problem["errors"]}, problem["errors"]
    for error in problem["errors"]:
        assert not untranslated(error["message"]), error["message"]
    italian = post(client, path, body, "it").get_json()
    assert [e["pointer"] for e in italian["errors"]] == [e["pointer"] for e in problem["errors"]]
    assert italian["detail"] != problem["detail"]
    return problem


def with_move(move) -> dict:
    return {**HISTORY, "moves": HISTORY["moves"][:5] + [move]}


@pytest.mark.parametrize("move, pointer", [
    ({"type": "draw", "player": "ann", "card": "x" * 65}, "/moves/5/card"),
    ({"type": "draw", "player": "ann", "card": ["cocoa"]}, "/moves/5/card"),
    ({"type": "draw", "player": "ann", "card": {"id": "cocoa"}}, "/moves/5/card"),
    ({"type": "use_tool", "player": "ann", "tool": None}, "/moves/5/tool"),
    ({"type": "stop", "player": "ann", "buy": [3]}, "/moves/5/buy"),
    ({"type": "stop", "player": "ann", "buy": {"position": 3, "card": 3}}, "/moves/5/buy/card"),
    ({"type": "stop", "player": "ann", "buy": {"position": 2**70}}, "/moves/5/buy/position"),
    ({"type": "stop", "player": "ann", "dessert": 2**63}, "/moves/5/dessert"),  # an integer is 64 bits, signed
    ({"type": "stop", "player": "ann", "buy": {str(i): i for i in range(100)}}, "/moves/5/buy"),
    ({"type": "stop", "player": "ann", "dessert": "5"}, "/moves/5/dessert"),
    ({"type": "stop", "player": "ann", "dessert": True}, "/moves/5/dessert"),
    ({"type": "extra_pick", "player": "ann", "position": 1.5}, "/moves/5/position"),
    ({"type": "extra_pick", "player": "ann", "position": 1, "card": False}, "/moves/5/card"),
    ({"type": "refill", "player": "ann", "card": "mint", "position": 6}, "/moves/5/position"),
    ({"type": "bust", "player": "ann", "card": None}, "/moves/5/card"),
])
def test_a_moves_fields_with_wrong_types_are_schema_errors(client, move, pointer):
    schema_error(client, VALIDATE, with_move(move), pointer)


@pytest.mark.parametrize("setup, pointer", [
    ({"market": "nuts rum"}, "/setup/market"),
    ({"market": ["nuts"] * 101}, "/setup/market"),
    ({"market": ["nuts", 3, "rum", "nuts", "vanilla", "cinnamon"]}, "/setup/market/1"),
    ({"market": ["n" * 65] * 6}, "/setup/market/0"),
    ({"market": list(HISTORY["setup"]["market"]), "base_sets": {"ann": "1"}}, "/setup/base_sets/ann"),
    ({"market": list(HISTORY["setup"]["market"]), "base_sets": {f"p{i}": 1 for i in range(65)}},
     "/setup/base_sets"),
    ({"market": list(HISTORY["setup"]["market"]), "first_player": 5}, "/setup/first_player"),
    ({"market": list(HISTORY["setup"]["market"]), "deck": []}, "/setup/deck"),
])
def test_setup_fields_with_wrong_types_are_schema_errors(client, setup, pointer):
    schema_error(client, VALIDATE, {**HISTORY, "setup": setup}, pointer)


def test_variants_are_an_object_bounded_and_any_key_is_a_broken_rule(client):
    schema_error(client, VALIDATE, {**HISTORY, "variants": [1]}, "/variants")
    schema_error(client, VALIDATE, {**HISTORY, "variants": {str(i): 1 for i in range(65)}}, "/variants")
    deep = {"x": [[[[{"a": [1] * 100}]]]]}
    body = post(client, VALIDATE, {**HISTORY, "variants": deep}).get_json()
    assert body["violation"]["rule"] == "S8" and body["state"] is None


@pytest.mark.parametrize("final, pointer", [
    ({"players": [{"player": "ann", "ingredients": "nuts", "desserts": []}]}, "/final/players/0/ingredients"),
    ({"players": [{"player": "ann", "ingredients": [], "desserts": [4.0]}]}, "/final/players/0/desserts/0"),
    ({"players": [{"player": "ann", "ingredients": ["nuts"] * 101, "desserts": []}]},
     "/final/players/0/ingredients"),
    ({"players": [{"player": "ann", "ingredients": []}]}, "/final/players/0/desserts"),
    ({"players": [{"player": "ann", "ingredients": [], "desserts": [], "tools": ["whisk"]}]},
     "/final/players/0/tools"),
    ({"players": [{"player": f"p{i}", "ingredients": [], "desserts": []} for i in range(17)]}, "/final/players"),
])
def test_final_forms_with_wrong_shapes_are_schema_errors(client, final, pointer):
    schema_error(client, SCORE, {"final": final}, pointer)


def test_final_forms_breaking_rules_are_422_violations(client):
    for final, rule in (({"players": [{"player": "ann", "ingredients": [], "desserts": []}]}, "S1"),
                        ({"players": [{"player": p, "ingredients": ["x" * 64], "desserts": []} for p in "abc"]},
                         "K1"),
                        ({"players": [{"player": p, "ingredients": [], "desserts": [2**62]} for p in "abc"]}, "K1")):
        problem = assert_problem(post(client, SCORE, {"final": final}), 422, "rule-violation")
        assert problem["violation"]["rule"] == rule and problem["violation"]["move_index"] is None


def test_the_longest_legal_history_the_limits_allow_is_answered_in_bounded_memory(client):
    # Nobody ever buys: the deck never empties, so 5000 legal moves of draw and stop.
    moves = []
    order = HISTORY["players"]
    while len(moves) < 5000:
        player = order[(len(moves) // 2) % 3]
        moves += [{"type": "draw", "player": player, "card": "cocoa"}, {"type": "stop", "player": player}]
    body = {**HISTORY, "moves": moves}
    tracemalloc.start()
    try:
        r = post(client, VALIDATE, body)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    answer = r.get_json()
    assert answer["legal"] is True and answer["moves_checked"] == 5000 and len(answer["turns"]) == 2501
    assert peak / MIB < PEAK_MIB, peak / MIB
    assert_conforms(API.validate_answer, answer)
    for path, doc in ((LEGAL, body), (SCORE, {"game": body})):
        assert post(client, path, doc).status_code == 200
    assert_problem(post(client, VALIDATE, {**body, "moves": moves + [moves[0]]}), 422, "invalid-body")


def test_an_illegal_first_move_stops_the_replay_at_once(client):
    moves = [{"type": "stop", "player": "ann"}] + [{"type": "draw", "player": "ann", "card": "cocoa"}] * 4999
    body = post(client, VALIDATE, {**HISTORY, "moves": moves}).get_json()
    assert body["violation"]["move_index"] == 0 and body["moves_checked"] == 0


def test_deal_bodies(client):
    schema_error(client, DEAL, {"players": ["ann", "bob", "cat"], "seed": 2**64}, "/seed")
    schema_error(client, DEAL, {"players": ["ann", "bob", "cat"], "first_player": 3}, "/first_player")
    schema_error(client, DEAL, {"players": ["ann", "bob", "cat"], "variants": []}, "/variants")
    problem = assert_problem(post(client, DEAL, {"players": ["ann"] * 16}), 422, "rule-violation")
    assert problem["violation"]["rule"] == "S1"
    deal = post(client, DEAL, {"players": ["ann", "bob", "cat"], "seed": 2**63 - 1}).get_json()
    assert post(client, VALIDATE, deal).get_json()["legal"] is True


def test_ids_of_every_kind_are_the_rules_business(client):
    for card in ("\u0000", "x" * 64, "<b>cocoa</b>"):
        body = post(client, VALIDATE, {**HISTORY, "moves": [{"type": "draw", "player": "ann", "card": card}]})
        v = body.get_json()["violation"]
        assert (v["rule"], v["pointer"]) == ("H3", "/moves/0/card") and card in v["message"]
    body = copy.deepcopy(HISTORY)
    body["moves"] = HISTORY["moves"][:3] + [{"type": "use_tool", "player": "ann", "tool": "<script>"}]
    v = post(client, VALIDATE, body).get_json()["violation"]
    assert (v["rule"], v["pointer"]) == ("B2", "/moves/3/tool")
