"""Histories over HTTP: /choco-late/validate, /choco-late/legal-moves, /score/choco-late
with {"game": ...}, /choco-late/deal."""

from __future__ import annotations

import copy

import pytest

from schemas.choco_late import API, examples
from tests.games.choco_late.games import game_json
from tests.helpers import assert_conforms, assert_problem, assert_rule


def test_example_history_validates_with_the_auction_outcome(client):
    r = client.post("/choco-late/validate", json=examples.HISTORY)
    body = r.get_json()
    assert r.status_code == 200, body
    assert_conforms(API.validate_answer, body)
    assert body["legal"] is True and body["violation"] is None
    (auction,) = body["auctions"]
    assert auction["lot"] == 15 and auction["winner"] == "ann" and auction["end"] == "tie"
    assert auction["invalid"] == {"bob": [2]} and auction["replacements"] == {"bob": [50]}
    assert auction["decided_by"] == ["A4c", "V3", "W1"]
    assert body["state"]["collections"]["ann"] == [15]
    assert body["state"]["phase"] == "bidding" and body["state"]["auction"]["lot"] == 11


def test_legal_moves_of_the_example(client):
    body = client.post("/choco-late/legal-moves", json=examples.HISTORY).get_json()
    assert_conforms(API.legal_moves_answer, body)
    assert body["phase"] == "bidding" and body["to_act"] == ["bob"]
    kinds = {m["move"]["type"] for m in body["moves"]}
    assert kinds == {"open", "pass"}
    opening = next(m for m in body["moves"] if m["move"]["type"] == "open")
    assert opening["move"] == {"type": "open", "player": "bob", "amount": 1} and opening["rule"] == "A1"
    assert opening["choose"] == {"amount": {"min": 1, "max": 11}}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_finished_games_validate_and_score(client, players):
    game = game_json(players, seed=players)
    v = client.post("/choco-late/validate", json=game).get_json()
    assert v["legal"] is True and v["state"]["finished"] is True and v["state"]["phase"] == "over"
    r = client.post("/score/choco-late", json={"game": game})
    body = r.get_json()
    assert r.status_code == 200, body
    assert_conforms(API.score_answer, body)
    assert body["provisional"] is False
    assert body["auctions"] == v["auctions"]
    totals = {p["player"]: p["total"] for p in body["players"]}
    assert set(body["winners"]) == {p for p, t in totals.items() if t == max(totals.values())}


def test_two_trays_game_without_arrangement_gets_best_split(client):
    game = game_json(2, seed=3, two_trays=True, best_wins=True)
    game["moves"] = [m for m in game["moves"] if m["type"] != "arrange_trays"]
    body = client.post("/score/choco-late", json={"game": game}).get_json()
    assert all(p["arrangement"] == "best_split" for p in body["players"])


def test_unfinished_game_is_provisional(client):
    game = game_json(4, seed=5, stop_after=40)
    body = client.post("/score/choco-late", json={"game": game}).get_json()
    assert body["provisional"] is True


def test_illegal_history_is_422_on_score_and_200_on_validate(client):
    game = game_json(3, seed=2)
    first_open = next(i for i, m in enumerate(game["moves"]) if m["type"] == "open")
    game["moves"][first_open]["amount"] = 99
    v = client.post("/choco-late/validate", json=game).get_json()
    assert v["legal"] is False
    assert v["violation"]["move_index"] == first_open and v["violation"]["rule"] == "A2"
    assert v["violation"]["pointer"] == f"/moves/{first_open}/amount"
    assert v["moves_checked"] == first_open
    assert_rule(client.post("/score/choco-late", json={"game": game}), "A2",
                f"/game/moves/{first_open}/amount", first_open)
    assert_rule(client.post("/choco-late/legal-moves", json=game), "A2", f"/moves/{first_open}/amount")


def test_setup_error_is_a_violation_without_move_index(client):
    game = game_json(3, seed=2)
    game["setup"]["lots"] = game["setup"]["lots"][:-1]
    v = client.post("/choco-late/validate", json=game).get_json()
    assert v["legal"] is False and v["violation"]["move_index"] is None and v["violation"]["rule"] == "S2"
    assert v["state"] is None
    assert_rule(client.post("/score/choco-late", json={"game": game}), "S2", None, None)


def test_unknown_player_in_a_move(client):
    game = game_json(3, seed=2)
    game["moves"][0]["player"] = "zed"
    v = client.post("/choco-late/validate", json=game).get_json()["violation"]
    assert v["rule"] == "S1" and v["move_index"] == 0 and v["pointer"] == "/moves/0/player"


def test_violation_in_italian(client):
    game = game_json(3, seed=2)
    game["moves"][0]["player"] = "zed"
    en = client.post("/choco-late/validate", json=game).get_json()["violation"]["message"]
    it = client.post("/choco-late/validate", json=game, headers={"Accept-Language": "it"}).get_json()
    assert it["violation"]["message"] != en


def test_move_schema_errors_list_every_bad_move(client):
    game = game_json(3, seed=2)
    game["moves"][1] = {"type": "open", "player": "ann", "amount": 1.5}
    game["moves"][3] = {"type": "teleport", "player": "ann"}
    game["moves"][4] = {"type": "pass", "player": "ann", "amount": 2}
    game["moves"][5] = "pass"
    problem = assert_problem(client.post("/choco-late/validate", json=game), 422, "invalid-body")
    pointers = {e["pointer"] for e in problem["errors"]}
    assert pointers == {"/moves/1/amount", "/moves/3/type", "/moves/4/amount", "/moves/5"}


def test_too_many_moves_is_refused(client):
    game = game_json(3, seed=2)
    game["moves"] = [{"type": "pass", "player": "ann"}] * 5001
    problem = assert_problem(client.post("/choco-late/validate", json=game), 422, "invalid-body")
    assert problem["errors"][0]["pointer"] == "/moves"


@pytest.mark.rule("S1")
def test_player_id_limits(client):
    game = game_json(3, seed=2)
    game["players"][0] = "x" * 10_000
    problem = assert_problem(client.post("/choco-late/validate", json=game), 422, "invalid-body")
    assert problem["errors"][0]["pointer"] == "/players/0"
    game["players"][0] = "ann\x00"
    assert_problem(client.post("/choco-late/validate", json=game), 422, "invalid-body")


def test_deal_is_legal_and_repeatable(client):
    request = {"players": ["ann", "bob", "cat", "dan"], "variants": {"two_trays": True}, "seed": 42}
    a = client.post("/choco-late/deal", json=request).get_json()
    b = client.post("/choco-late/deal", json=request).get_json()
    assert a == b
    assert_conforms(API.deal_answer, a)
    assert len(a["setup"]["lots"]) == 34 and all(len(h) == 16 for h in a["setup"]["hands"].values())
    v = client.post("/choco-late/validate", json={k: a[k] for k in ("players", "variants", "setup", "moves")})
    assert v.get_json()["legal"] is True
    other = client.post("/choco-late/deal", json={**request, "seed": 43}).get_json()
    assert other["setup"] != a["setup"]


@pytest.mark.rule("S1")
def test_deal_refuses_too_many_players_for_two_trays(client):
    r = client.post("/choco-late/deal", json={"players": list("abcde"), "variants": {"two_trays": True}, "seed": 1})
    assert_rule(r, "S1")


def test_deal_seed_must_be_an_integer(client):
    assert_problem(client.post("/choco-late/deal", json={"players": ["a", "b"], "seed": "x"}), 422, "invalid-body")


def test_rules_catalogue(client):
    r = client.get("/choco-late/rules")
    body = r.get_json()
    assert_conforms(API.rules_answer, body)
    ids = [rule["id"] for rule in body["rules"]]
    assert {"D1", "A4c", "W7", "C3"} <= set(ids)
    assert all(rule["text"]["en"] and rule["text"]["it"] for rule in body["rules"])
    assert [c["id"] for c in body["combinations"]][0] == "five_different"
    assert body["setup"]["two_trays"][2]["lots"] == 34


@pytest.mark.rule("C3")
def test_a_two_trays_game_owing_arrangements_is_not_finished_but_its_scores_are_final(client):
    from schemas.choco_late.api import API

    game = API.random_history(2, 4, variants={"free_bidding": False, "best_wins": False, "two_trays": True})
    cut = next(i for i, m in enumerate(game["moves"]) if m["type"] == "arrange_trays")
    ended = {**game, "moves": game["moves"][:cut]}
    lm = client.post("/choco-late/legal-moves", json=ended).get_json()
    assert (lm["phase"], lm["finished"]) == ("arrange_trays", False) and lm["to_act"]
    entry = lm["moves"][0]
    assert entry["move"]["type"] == "arrange_trays" and entry["sample"] is True and entry["rule"] == "C3"
    assert sorted(entry["move"]["trays"][0] + entry["move"]["trays"][1]) == sorted(entry["lots"])
    state = client.post("/choco-late/validate", json=ended).get_json()["state"]
    assert state["finished"] is False and state["phase"] == "arrange_trays"
    assert client.post("/score/choco-late", json={"game": ended}).get_json()["provisional"] is False
    arranged = copy.deepcopy(ended)
    for e in lm["moves"]:  # every player appends the sample arrangement, exactly as it is
        arranged["moves"].append(e["move"])
    done = client.post("/choco-late/legal-moves", json=arranged).get_json()
    assert (done["phase"], done["finished"], done["moves"], done["to_act"]) == ("over", True, [], [])
    assert client.post("/choco-late/validate", json=arranged).get_json()["state"]["finished"] is True
