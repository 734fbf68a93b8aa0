"""The HTTP answers of ChokoMasquerade through the Flask test client: every answer conforms
to its documented schema, in English and Italian; legal-moves sorted, complete and exact;
the rules and the list of games."""

from __future__ import annotations

from tests.helpers import flat_moves

import copy

import pytest

from schemas.chokomasquerade import API
from schemas.chokomasquerade.examples import FINAL, HISTORY, ILLEGAL_HISTORY
from service.referee.catalogue import catalogue_of
from tests.games.chokomasquerade.helpers import c, cs, history
from tests.helpers import assert_conforms, assert_rule

SLUG = "chokomasquerade"
IT = {"Accept-Language": "it"}


@pytest.fixture(scope="module")
def finished() -> dict:
    return API.random_history(2, 11)


def post(client, path, body, headers=None):
    r = client.post(path, json=body, headers=headers or {})
    assert r.status_code == 200, r.get_json()
    return r


def test_validate_answers_conform_legal_or_not(client, finished):
    for body in (HISTORY, ILLEGAL_HISTORY, finished, {**finished, "moves": finished["moves"][:40]}):
        for headers in ({}, IT):
            answer = post(client, f"/{SLUG}/validate", body, headers).get_json()
            assert_conforms(API.validate_answer, answer)
    broken_setup = history(cs(1, 2, 3), cs(5, 6, 7), cs(8, 9, 10))
    answer = post(client, f"/{SLUG}/validate", broken_setup).get_json()
    assert_conforms(API.validate_answer, answer)
    assert answer["state"] is None and answer["slaughters"] == []


def test_verdicts_read_in_italian(client):
    en = post(client, f"/{SLUG}/validate", ILLEGAL_HISTORY).get_json()["violation"]
    r = post(client, f"/{SLUG}/validate", ILLEGAL_HISTORY, IT)
    it = r.get_json()["violation"]
    assert r.headers["Content-Language"] == "it"
    assert (en["rule"], en["move_index"], en["pointer"]) == (it["rule"], it["move_index"], it["pointer"])
    assert en["message"] == "the slaughter is under way: bob has 3 guesses to make before anything else (not a lay)"
    assert it["message"] == ("la mattanza è in corso: bob deve ancora fare 3 scelte prima di ogni altra mossa "
                             "(non un lay)")
    problem = client.post(f"/{SLUG}/legal-moves", json=ILLEGAL_HISTORY, headers=IT).get_json()
    assert problem["violation"] == it and problem["detail"].startswith("M2 (moves[7])")


def test_legal_moves_are_complete_sorted_and_exact(client, finished):
    moves = finished["moves"]
    for cut in range(0, len(moves) + 1, 7):
        body = {**finished, "moves": moves[:cut]}
        answer = post(client, f"/{SLUG}/legal-moves", body).get_json()
        assert_conforms(API.legal_moves_answer, answer)
        entries = answer["moves"]
        keys = [(m["type"], m.get("card", ""), m.get("column", 0), m.get("found", "")) for m in flat_moves(answer)]
        assert keys == sorted(keys) and len(set(keys)) == len(keys)
        if cut < len(moves):
            nxt = moves[cut]
            assert any(API.admits(m, nxt) for m in entries)
            assert answer["to_act"] == [nxt["player"]] and answer["finished"] is False
            assert answer["chance"] is (nxt["type"] in ("draw", "guess"))
            for m in entries:
                appended = m["move"]  # exactly as it is
                verdict = post(client, f"/{SLUG}/validate", {**body, "moves": moves[:cut] + [appended]}).get_json()
                assert verdict["legal"], (appended, verdict["violation"])
        else:
            assert answer == {"phase": "over", "to_act": [], "moves": [], "finished": True, "chance": False}


def test_at_a_draw_every_card_left_with_its_probability(client):
    body = history(cs(1, 2, 3, 4), cs(5, 6, 7), cs(8, 9, 10), moves=[
        {"type": "lay", "player": "ann", "card": c(5), "column": 1}])
    answer = post(client, f"/{SLUG}/legal-moves", body).get_json()
    assert answer["phase"] == "draw" and answer["chance"] is True and answer["to_act"] == ["ann"]
    by_card = {m["card"]: m for m in flat_moves(answer)}
    assert by_card[c(1)]["probability"] == "1/50" and by_card[c(11)]["probability"] == "1/25"
    assert by_card[c(11)]["approx"] == 0.04 and all(m["chance"] for m in flat_moves(answer))
    assert len(by_card) == 30  # every character has a card left


def test_score_answers(client, finished):
    for body in ({"game": finished}, {"game": HISTORY}, FINAL):
        for headers in ({}, IT):
            answer = post(client, f"/score/{SLUG}", body, headers).get_json()
            assert_conforms(API.score_answer, answer)
            assert answer["tiebreak"] is None
    answer = post(client, f"/score/{SLUG}", {"game": finished}).get_json()
    assert answer["finished"] is True and answer["provisional"] is False
    for p in answer["players"]:
        assert p["total"] == p["made"] - p["eaten"] == len(p["cards"])
    assert_rule(client.post(f"/score/{SLUG}", json={"game": ILLEGAL_HISTORY}), "M2", "/game/moves/7/type", 7)


def test_the_rules_and_the_list_of_games(client):
    rules = client.get(f"/{SLUG}/rules").get_json()
    assert_conforms(API.rules_answer, rules)
    assert rules["game"] == SLUG and [r["id"] for r in rules["rules"]] == list(catalogue_of(SLUG).rule_ids)
    d1 = rules["rules"][0]
    assert (d1["title"], d1["ruling"]) == ({"en": "Deck", "it": "Mazzo"}, True)
    assert len(rules["cards"]["characters"]) == 30 and {x["copies"] for x in rules["cards"]["characters"]} == {2}
    assert rules["setup"] == {"players": 2, "table": 4, "hand": 3, "deck": 50, "columns": 4}
    games = client.get("/games").get_json()["games"]
    entry = next(g for g in games if g["id"] == SLUG)
    assert entry == {"id": SLUG, "name": {"en": "ChokoMasquerade", "it": "ChokoMasquerade"},
                     "players": {"min": 2, "max": 2}, "variants": [],
                     "deals": [{"variants": [], "players": {"min": 2, "max": 2}}],
                     "paths": [f"/{SLUG}/validate", f"/{SLUG}/legal-moves", f"/score/{SLUG}", f"/{SLUG}/deal",
                               f"/{SLUG}/rules", f"/{SLUG}/view"]}


def test_a_dealt_history_with_its_seed_and_deck_is_accepted_everywhere(client):
    dealt = post(client, f"/{SLUG}/deal", {"players": ["ann", "bob"], "seed": 5}).get_json()
    assert_conforms(API.deal_answer, dealt)
    assert post(client, f"/{SLUG}/validate", dealt).get_json()["legal"] is True
    moved = copy.deepcopy(dealt)
    first = post(client, f"/{SLUG}/legal-moves", moved).get_json()["moves"][0]
    moved["moves"].append(first["move"])  # appended exactly as it is
    assert post(client, f"/{SLUG}/validate", moved).get_json()["legal"] is True
