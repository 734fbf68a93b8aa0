"""Choco Challenge over HTTP: /choco-challenge/validate, /choco-challenge/legal-moves,
/score/choco-challenge, /choco-challenge/deal, /choco-challenge/rules and GET /games; every
answer checked against its documented schema, in English and in Italian."""

from __future__ import annotations

import copy

import pytest

from schemas.choco_challenge import API, examples
from service.referee.catalogue import catalogue_of
from tests.helpers import assert_conforms, assert_problem, assert_rule

VALIDATE, LEGAL, SCORE, DEAL, RULES = ("/choco-challenge/validate", "/choco-challenge/legal-moves",
                                       "/score/choco-challenge", "/choco-challenge/deal", "/choco-challenge/rules")
IT = {"Accept-Language": "it"}


def test_the_example_history_validates(client):
    r = client.post(VALIDATE, json=examples.HISTORY)
    body = r.get_json()
    assert r.status_code == 200 and r.headers["Content-Language"] == "en"
    assert_conforms(API.validate_answer, body)
    assert body["legal"] is True and body["violation"] is None and body["moves_checked"] == 18
    assert body["turns"][0]["decided_by"] == ["T3", "B1", "B2", "P1", "T6", "P2", "P3", "M1", "M2"]
    assert body["turns"][0]["first_move"] == 0 and body["turns"][0]["last_move"] == 6


def test_an_illegal_history_is_a_200_with_the_violation_in_english_and_italian(client):
    body = client.post(VALIDATE, json=examples.ILLEGAL_HISTORY).get_json()
    assert_conforms(API.validate_answer, body)
    v = body["violation"]
    assert (body["legal"], v["rule"], v["move_index"], v["pointer"]) == (False, "P2", 5, "/moves/5/buy/position")
    assert v["message"] == ("with 3 cards drawn, only the card at position 3 may be bought, not the one at "
                            "position 2")
    r = client.post(VALIDATE, json=examples.ILLEGAL_HISTORY, headers=IT)
    assert r.headers["Content-Language"] == "it"
    assert r.get_json()["violation"]["message"] == ("con 3 carte pescate si può comprare solo la carta in posizione "
                                                    "3, non quella in posizione 2")
    assert body["state"]["phase"] == "draw" and body["moves_checked"] == 5


def test_legal_moves_of_the_example_and_a_422_for_an_illegal_history(client):
    body = client.post(LEGAL, json=examples.HISTORY).get_json()
    assert_conforms(API.legal_moves_answer, body)
    assert (body["phase"], body["to_act"], body["round"], body["turn"]) == ("draw", ["bob"], 2, 4)
    r = client.post(LEGAL, json=examples.ILLEGAL_HISTORY, headers=IT)
    v = assert_rule(r, "P2", "/moves/5/buy/position", 5)
    problem = r.get_json()
    assert problem["detail"].startswith("P2 (moves[5]):") and "posizione" in v["message"]


def test_scores_of_a_history_and_of_a_final_form(client):
    body = client.post(SCORE, json={"game": examples.HISTORY}).get_json()
    assert_conforms(API.score_answer, body)
    assert body["provisional"] is True and body["finished"] is False
    r = client.post(SCORE, json=examples.SCORE_FINAL_REQUEST, headers=IT)
    body = r.get_json()
    assert r.status_code == 200 and r.headers["Content-Language"] == "it"
    assert_conforms(API.score_answer, body)
    assert body["winners"] == ["william"] and "sabrina, luis" in body["tiebreak"]["message"]
    assert "pareggiano" in body["tiebreak"]["message"]
    assert_rule(client.post(SCORE, json={"game": examples.ILLEGAL_HISTORY}), "P2", "/game/moves/5/buy/position", 5)
    bad = copy.deepcopy(examples.SCORE_FINAL_REQUEST)
    bad["final"]["players"][0]["desserts"] = [4, 4]
    assert_rule(client.post(SCORE, json=bad), "P6", "/final/players/0/desserts/1", None)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_finished_games_validate_score_and_end_over(client, players):
    game = API.random_history(players, 40 + players)
    v = client.post(VALIDATE, json=game).get_json()
    assert_conforms(API.validate_answer, v)
    assert v["legal"] and v["state"]["over"] and v["state"]["phase"] == "over" and v["state"]["to_act"] == []
    assert v["turns"][-1]["ends_game"] is True and v["turns"][-1]["decided_by"][-2:] == ["E2", "E1"]
    s = client.post(SCORE, json={"game": game}).get_json()
    assert_conforms(API.score_answer, s)
    assert s["finished"] is True and s["end_reason"] == v["state"]["end_reason"] and s["turns"] == v["turns"]
    assert {p["player"]: p["total"] for p in s["players"]} == {p["player"]: p["crowns"] for p in
                                                               v["state"]["players"]}
    for cut in (1, len(game["moves"]) // 3, len(game["moves"]) // 2, len(game["moves"])):
        lm = client.post(LEGAL, json={**game, "moves": game["moves"][:cut]}).get_json()
        assert_conforms(API.legal_moves_answer, lm)
        assert lm["finished"] is (cut == len(game["moves"]))


# The rule that allows each move type (the rule that defines it), as its entries name it.
ALLOWED_BY = {"draw": "T3", "stop": "P1", "use_tool": "B2", "bust": "B3", "refill": "M1", "extra_draw": "X4",
              "extra_pick": "X4", "extra_tool": "X5", "extra_decline": "X6"}


def test_every_legal_moves_entry_names_the_rule_that_allows_its_move(client):
    seen = set()
    for players, seed in ((3, 2), (4, 5), (5, 7)):
        game = API.random_history(players, seed)
        for cut in range(0, len(game["moves"]), 3):
            body = client.post(LEGAL, json={**game, "moves": game["moves"][:cut]}).get_json()
            for entry in body["moves"]:
                kind = entry["move"]["type"]
                assert entry["rule"] == ALLOWED_BY[kind], entry
                seen.add(kind)
    assert seen >= {"draw", "stop", "use_tool", "bust", "refill", "extra_draw", "extra_tool", "extra_decline"}


def test_the_deal(client):
    body = {"players": ["ann", "bob", "cat", "dan"], "seed": 12}
    r = client.post(DEAL, json=body)
    dealt = r.get_json()
    assert r.status_code == 200
    assert_conforms(API.deal_answer, dealt)
    assert dealt["setup"]["base_sets"] == {"ann": 1, "bob": 2, "cat": 3, "dan": 4} and dealt["variants"] == {}
    assert client.post(DEAL, json=body).get_json() == dealt
    assert client.post(VALIDATE, json=dealt).get_json()["legal"] is True
    drawn = client.post(DEAL, json={"players": ["ann", "bob", "cat"]}).get_json()
    assert isinstance(drawn["seed"], int)
    assert_rule(client.post(DEAL, json={"players": ["ann", "bob"], "seed": 1}), "S1", "/players", None)
    assert_rule(client.post(DEAL, json={"players": ["ann", "bob", "cat"], "variants": {"x": 1}}), "S8", "/variants")
    assert_rule(client.post(DEAL, json={"players": ["ann", "bob", "cat"], "first_player": "zed"}), "S7",
                "/first_player")
    assert_problem(client.post(DEAL, json={"players": ["ann", "bob", "cat"], "seed": -1}), 422, "invalid-body")


def test_the_rules_catalogue(client):
    r = client.get(RULES)
    body = r.get_json()
    assert_conforms(API.rules_answer, body)
    rulings = {rule for ruling in body["rulings"] for rule in ruling["rules"]}
    for rule in body["rules"]:
        # section 14 lists the rulings of the rules of record; what each player sees (the
        # service's own section, after them) says its rulings beside each rule
        if rule["section"] != "information":
            assert rule["ruling"] is (rule["id"] in rulings), rule["id"]
        assert rule["title"]["it"] and rule["text"]["it"] and rule["section"] in [s["id"] for s in body["sections"]]
        if rule["ruling"]:
            assert rule["ruling_text"]["en"] and rule["ruling_text"]["it"]
    assert [r["id"] for r in body["rules"]] == list(catalogue_of("choco-challenge").rule_ids)
    assert r.headers["Cache-Control"].startswith("public")


def test_games_lists_choco_challenge(client):
    entry = next(g for g in client.get("/games").get_json()["games"] if g["id"] == "choco-challenge")
    assert entry == {"id": "choco-challenge", "name": {"en": "Choco Challenge", "it": "Choco Challenge"},
                     "players": {"min": 3, "max": 5}, "variants": [],
                     "deals": [{"players": {"min": 3, "max": 5}, "variants": []}],  # no variants (S8), 3-5 (S1)
                     "paths": [VALIDATE, LEGAL, SCORE, DEAL, RULES, "/choco-challenge/view"]}


@pytest.mark.parametrize("doc, words", [
    ({"moves": [{"type": "draw", "player": "ann", "card": "nuts"}]}, ("mazzo personale", "nocciole")),
    ({"moves": [{"type": "draw", "player": "bob", "card": "cocoa"}]}, ("turno", "ann")),
    ({"moves": [{"type": "stop", "player": "ann"}]}, ("pescata",)),
    ({"setup": {"market": ["ginger", "nuts", "rum", "nuts", "cherries", "cinnamon"]}}, ("Aroma", "Farcitura")),
    ({"variants": {"x": 1}}, ("varianti",)),
])
def test_verdicts_read_in_italian_in_the_rulebooks_words(client, doc, words):
    body = {**copy.deepcopy(examples.HISTORY), **doc}
    v = client.post(VALIDATE, json=body, headers=IT).get_json()["violation"]
    for word in words:
        assert word in v["message"], (word, v["message"])
    assert "/moves" not in v["message"] and "/setup" not in v["message"]
