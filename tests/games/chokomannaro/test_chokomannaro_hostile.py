"""ChokoMannaro's own fields under hostile input (the shared suites, tests/api and tests/fuzz,
cover every path of the game already): card ids of every wrong type wherever a card goes,
objects keyed by player id, Chokos and ages at their extremes, the longest histories. Never
a 5xx, always a problem document or a verdict. What the worst bodies cost a worker is
measured by bench/bench_bodies.py against its budget (no time is asserted here; a hang is
cut by pytest-timeout).

The bounds of record: a body is at most 1 MiB, 5000 moves, 16 players listed, 100 items in
any list (a hand, the pairing cards), 16 members in an object keyed by player id (hands,
chokos, ages) and 64 in any other; card ids are a closed list of 17. Every loop of the
engine is bounded by what the body holds: a move's activation by the 17 kinds (one pending
pair a kind, P4), a slaughter by the Chokos and cards of its victims (W4: each visit to a
holder not quarantined costs Chokos; at most one player is quarantined, C2)."""

from __future__ import annotations

import copy
import json

import pytest

from schemas.chokomannaro import API, examples
from tests.helpers import assert_problem

PATHS = ("/chokomannaro/validate", "/chokomannaro/legal-moves")
HANG_SECONDS = 120
pytestmark = pytest.mark.timeout(HANG_SECONDS)
NOT_CARDS = [3, 3.5, True, None, [], {}, "", "Fear", "fear ", "x" * 10_000, "\u0000"]


def post(client, path, body):
    r = client.post(path, data=json.dumps(body), content_type="application/json")
    assert r.status_code < 500
    return r


def history_with(change) -> dict:
    history = copy.deepcopy(examples.HISTORY)
    change(history)
    return history


@pytest.mark.parametrize("bad", NOT_CARDS, ids=repr)
def test_anything_but_a_card_id_is_a_schema_error_where_it_is(client, bad):
    cases = [
        (lambda h: h["setup"]["pairing"].__setitem__(1, bad), "/setup/pairing/1"),
        (lambda h: h["setup"]["hands"]["bob"].__setitem__(2, bad), "/setup/hands/bob/2"),
        (lambda h: h["moves"][0].__setitem__("card", bad), "/moves/0/card"),
        (lambda h: h["moves"][3].__setitem__("card", bad), "/moves/3/card"),
    ]
    for change, pointer in cases:
        for path in PATHS:
            r = post(client, path, history_with(change))
            if bad is None and pointer == "/moves/3/card":  # an optional echo: null is absent
                assert r.status_code == 200, r.get_json()
                continue
            problem = assert_problem(r, 422, "invalid-body")
            assert pointer in {e["pointer"] for e in problem["errors"]}, (pointer, problem["errors"])


def test_objects_keyed_by_player_are_bounded_and_their_keys_checked(client):
    for name in ("hands", "chokos", "ages"):
        crowded = history_with(lambda h, name=name: h["setup"].__setitem__(name, {f"p{i}": [] for i in range(17)}))
        problem = assert_problem(post(client, PATHS[0], crowded), 422, "invalid-body")
        assert {"pointer": f"/setup/{name}", "message": "At most 16 members in an object (got 17)."} in \
            problem["errors"]
        bad_key = history_with(lambda h, name=name: h["setup"].__setitem__(name, {"a\nb": 1}))
        problem = assert_problem(post(client, PATHS[0], bad_key), 422, "invalid-body")
        assert problem["errors"][0]["pointer"] == f"/setup/{name}/a\nb"
        not_object = history_with(lambda h, name=name: h["setup"].__setitem__(name, ["ann"]))
        assert_problem(post(client, PATHS[0], not_object), 422, "invalid-body")


@pytest.mark.parametrize("value", [2**63 - 1, -(2**63), 0, -1, 2**64 - 1])
def test_chokos_at_their_extremes_break_S2(client, value):
    history = history_with(lambda h: h["setup"]["chokos"].__setitem__("bob", value))
    verdict = post(client, PATHS[0], history).get_json()
    assert verdict["violation"]["rule"] == "S2" and verdict["violation"]["pointer"] == "/setup/chokos"


@pytest.mark.parametrize("value", [1e308, -1e308, 0, -5, 0.5, 2**63 - 1, 2**64 - 1])
def test_any_number_is_an_age(client, value):
    history = history_with(lambda h: h["setup"]["ages"].__setitem__("bob", value))
    assert post(client, PATHS[0], history).get_json()["legal"] is True


def test_a_crowded_setup_gets_a_verdict_fast(client):
    players = [f"p{i:02}" for i in range(16)]
    history = {"players": players, "setup": {"pairing": ["fear"] * 100,
                                             "hands": {p: ["fear"] * 100 for p in players},
                                             "chokos": {p: 2**62 for p in players}, "ages": {p: 1 for p in players}},
               "moves": [{"type": "toss", "player": p} for p in players] * 300}
    verdict = post(client, PATHS[0], history).get_json()
    assert verdict["violation"]["rule"] == "S1"
    history["players"] = players[:6]
    verdict = post(client, PATHS[0], history).get_json()
    assert verdict["violation"]["rule"] == "S2"


def test_5000_moves_after_a_whole_game_stop_at_the_first(client):
    game = API.random_history(6, 5)
    extra = 5000 - len(game["moves"])
    history = {**game, "moves": game["moves"] + [{"type": "draw", "player": "ann", "card": "fear"}] * extra}
    verdict = post(client, PATHS[0], history).get_json()
    assert verdict["violation"]["rule"] == "E5" and verdict["violation"]["move_index"] == len(game["moves"])
    problem = post(client, "/score/chokomannaro", {"game": history}).get_json()
    assert problem["violation"]["rule"] == "E5"


def test_5000_plays_of_one_player_stop_at_the_second(client):
    history = {**examples.HISTORY, "moves": [{"type": "play", "player": "ann", "card": "boredom"}] * 5000}
    verdict = post(client, PATHS[0], history).get_json()
    assert (verdict["violation"]["rule"], verdict["violation"]["move_index"]) == ("R3", 1)


def test_a_long_legal_game_is_validated_scored_and_asked_in_bounded_time(client):
    game = API.random_history(6, 1)
    for path, body in ((PATHS[0], game), (PATHS[1], game), ("/score/chokomannaro", {"game": game})):
        assert post(client, path, body).status_code == 200
