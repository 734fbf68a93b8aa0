"""Chocola' through the HTTP API (Flask test client): every answer conforms to its
documented schema, verdicts cite the rule and point at the field, English and Italian."""

from __future__ import annotations

import copy

import pytest

from schemas.chocola import API, examples
from schemas.chocola.deal import ChocolaSecondPhaseDealSchema
from schemas.chocola.trays import ChocolaPaymentAnswerSchema, ChocolaTrayAnswerSchema
from tests.helpers import assert_conforms, assert_problem, assert_rule

IT = {"Accept-Language": "it"}


def post(client, path: str, body, schema=None, **kw):
    r = client.post(path, json=body, **kw)
    if r.status_code == 200 and schema is not None:
        assert_conforms(schema, r.get_json())
    return r


def test_games_lists_chocola_with_its_eight_paths(client):
    entry = next(g for g in client.get("/games").get_json()["games"] if g["id"] == "chocola")
    assert entry["name"] == {"en": "Chocola'", "it": "Chocola'"} and entry["players"] == {"min": 2, "max": 4}
    assert entry["variants"] == ["second_phase"]
    assert set(entry["paths"]) == {"/chocola/validate", "/chocola/legal-moves", "/score/chocola", "/chocola/trays",
                                   "/chocola/payments", "/chocola/deal", "/chocola/rules", "/chocola/view"}


def test_validate_the_example_and_its_illegal_twin_in_both_languages(client):
    r = post(client, "/chocola/validate", examples.HISTORY, API.validate_answer)
    body = r.get_json()
    assert body["legal"] and body["moves_checked"] == 5 and len(body["turns"]) == 5
    assert body["turns"][0]["decided_by"] == ["T1", "K1", "K2", "K3", "K4", "K5"]
    en = post(client, "/chocola/validate", examples.ILLEGAL_HISTORY, API.validate_answer).get_json()
    it = post(client, "/chocola/validate", examples.ILLEGAL_HISTORY, API.validate_answer, headers=IT)
    assert it.headers["Content-Language"] == "it"
    v, w = en["violation"], it.get_json()["violation"]
    assert (v["rule"], v["move_index"], v["pointer"]) == ("K3", 4, "/moves/4/touched") == (
        w["rule"], w["move_index"], w["pointer"])
    assert "no lay" in v["message"] and "nessuna posa" in w["message"]
    assert "/moves" not in v["message"] and "[1,1]" in v["message"]


def test_legal_moves_of_the_example(client):
    body = post(client, "/chocola/legal-moves", examples.HISTORY, API.legal_moves_answer).get_json()
    assert (body["phase"], body["phase_number"], body["to_act"], body["chance"], body["finished"]) == (
        "main", 1, ["ann"], False, False)
    kinds = {m["move"]["type"] for m in body["moves"]}
    assert kinds == {"take_chocolate", "swap_chocolate"}  # one card: nothing to prepare with
    for entry in body["moves"][:5]:
        h = copy.deepcopy(examples.HISTORY)
        h["moves"].append(entry["move"])
        assert client.post("/chocola/validate", json=h).get_json()["legal"]


def test_legal_moves_at_a_refill_are_the_deck_with_exact_probabilities(client):
    h = copy.deepcopy(examples.HISTORY)
    h["moves"] = h["moves"][:3]
    body = post(client, "/chocola/legal-moves", h, API.legal_moves_answer).get_json()
    assert body["chance"] is True and body["to_act"] == []
    assert len(body["moves"]) == 19 and all(m["probability"] == "1/19" and m["count"] == 1 for m in body["moves"])
    entry = body["moves"][3]
    assert entry["move"]["type"] == "draw_request" and "player" not in entry["move"]
    h["moves"].append(entry["move"])  # appended exactly as it is
    assert client.post("/chocola/validate", json=h).get_json()["legal"]


def test_score_an_unfinished_game_a_finished_one_and_the_final_form(client):
    body = post(client, "/score/chocola", {"game": examples.HISTORY}, API.score_answer).get_json()
    assert body["provisional"] is True and body["tiebreak"] is None and body["decided_by"] == ["V8", "W1"]
    assert [p["total"] for p in body["players"]] == [12, 0]  # dark_semifreddo: 6 x (semifreddo + truffle (I))
    finished = API.random_history(3, 5, variants={"second_phase": True})
    body = post(client, "/score/chocola", {"game": finished}, API.score_answer).get_json()
    assert body["provisional"] is False and all(p["phase_1_total"] is not None for p in body["players"])
    body = post(client, "/score/chocola", examples.SCORE_FINAL_REQUEST, API.score_answer).get_json()
    assert body["players"][0]["total"] == 84


def test_a_broken_final_form_names_its_rule(client):
    final = copy.deepcopy(examples.SCORE_FINAL_REQUEST)
    final["final"]["players"][0]["decorations"]["milk_mousse"].append("white_glaze")
    v = assert_rule(client.post("/score/chocola", json=final), "D2", "/final/players/0/decorations/milk_mousse/2",
                    None)
    assert "glaze" in v["message"]
    final = copy.deepcopy(examples.SCORE_FINAL_REQUEST)
    final["final"]["variants"] = {"second_phase": False}
    assert_rule(client.post("/score/chocola", json=final), "E4")
    final = copy.deepcopy(examples.SCORE_FINAL_REQUEST)
    final["final"]["players"][0]["unassigned"] = ["caramel"] * 4
    assert_rule(client.post("/score/chocola", json=final), "C5", "/final/players/0/unassigned/3")
    final = copy.deepcopy(examples.SCORE_FINAL_REQUEST)
    final["final"]["players"].append({"player": "bob", "desserts": ["milk_praline"]})
    assert_rule(client.post("/score/chocola", json=final), "C3", "/final/players/1/desserts/0")


def test_trays_answers_the_rulebooks_scores_line_by_line(client):
    body = post(client, "/chocola/trays", examples.TRAY_REQUEST, ChocolaTrayAnswerSchema).get_json()
    assert body["points"] == 51 and body["tray_chosen"] == "best" and body["set_aside"] == ["dark_praline"]
    assert [(line["dessert"], line["rule"], line["points"]) for line in body["dessert_rules"]] == [
        ("milk_praline", "R1", 16), ("white_semifreddo", "R2", 20), ("milk_mousse", "R3", 15)]
    assert body["inspiration"]["rules_applied"] is False
    body = post(client, "/chocola/trays", examples.DECORATED_TRAY_REQUEST, ChocolaTrayAnswerSchema,
                headers=IT).get_json()
    assert (body["dessert_points"], body["decoration_points"], body["points"]) == (64, 20, 84)
    g = next(line for line in body["decoration_rules"] if line["decoration"] == "dark_drops")
    assert g["points"] == 0 and "l'Ispirazione non conta" in g["reason"]


def test_trays_refuses_a_broken_tray_with_its_rule(client):
    v = assert_rule(client.post("/chocola/trays", json=examples.BROKEN_TRAY), "V2", "/tray/1", None)
    assert "praline" in v["message"]
    assert_rule(client.post("/chocola/trays", json={**examples.TRAY_REQUEST, "desserts": ["tiramisu"]}), "C3",
                "/desserts/0")
    assert_rule(client.post("/chocola/trays", json={**examples.TRAY_REQUEST, "desserts": ["milk_praline"] * 2}),
                "C3", "/desserts/1")
    assert_rule(client.post("/chocola/trays", json={**examples.TRAY_REQUEST, "inspiration": {
        "dessert": "white_truffle", "decoration": "sprinkles"}}), "S7", "/inspiration/decoration")
    assert_rule(client.post("/chocola/trays", json={**examples.TRAY_REQUEST, "decorations": {
        "white_truffle": ["caramel"]}}), "D1", "/decorations/white_truffle")
    problem = assert_problem(client.post("/chocola/trays", json=examples.INVALID_TRAY, headers=IT), 422,
                             "invalid-body")
    assert {e["pointer"] for e in problem["errors"]} == {"/desserts", "/inspiration/decoration"}


def test_payments_answers_the_rulebooks_payments(client):
    body = post(client, "/chocola/payments", examples.PAYMENT_REQUEST, ChocolaPaymentAnswerSchema).get_json()
    assert (body["cards"], body["payment"], body["alternatives"], body["payable"], body["rule"]) == (
        3, ["milk_dark", "milk_marbled", "dark_milk"], [], True, None)
    body = post(client, "/chocola/payments", examples.WASTEFUL_PAYMENT_REQUEST, ChocolaPaymentAnswerSchema).get_json()
    assert body["payment"] == ["white_milk", "white_milk", "white_dark", "milk_white"]
    assert body["waste"] == {"white": 0, "milk": 1, "dark": 1, "marbled": 0}
    body = post(client, "/chocola/payments", examples.LAST_CARD_PAYMENT_REQUEST, ChocolaPaymentAnswerSchema).get_json()
    assert (body["payable"], body["rule"]) == (False, "P4")
    body = post(client, "/chocola/payments", {**examples.LAST_CARD_PAYMENT_REQUEST, "last_card": True},
                ChocolaPaymentAnswerSchema).get_json()
    assert body["payable"] is True
    body = post(client, "/chocola/payments", {"request": "white_truffle", "reserve": ["milk_dark", "dark_milk",
                                                                                     "milk_marbled"]}).get_json()
    assert (body["rule"], body["cards"], body["payment"], body["waste"]) == ("P2", None, None, None)


def test_payments_refuses_what_is_no_card_and_a_reserve_past_six(client):
    assert_rule(client.post("/chocola/payments", json=examples.BROKEN_PAYMENT), "C2", "/reserve/1", None)
    assert_rule(client.post("/chocola/payments", json={"request": "tiramisu", "reserve": []}), "C3", "/request")
    assert_rule(client.post("/chocola/payments", json={"request": "caramel", "reserve": ["white_milk"] * 7}), "K5",
                "/reserve")
    problem = assert_problem(client.post("/chocola/payments", json=examples.INVALID_PAYMENT, headers=IT), 422,
                             "invalid-body")
    assert all(e["message"] != "Not a boolean (only true or false)." for e in problem["errors"])


def test_deal_a_whole_setup_or_a_phase_two_move(client):
    dealt = post(client, "/chocola/deal", examples.DEAL_REQUEST, API.deal_answer).get_json()
    assert dealt["seed"] == 7 and dealt["moves"] == [] and client.post("/chocola/validate", json=dealt).get_json()[
        "legal"]
    body = post(client, "/chocola/deal", examples.PHASE_TWO_DEAL_REQUEST, ChocolaSecondPhaseDealSchema).get_json()
    assert set(body) == {"move", "seed"} and body["move"]["type"] == "deal_second_phase"
    assert "first_player" not in body["move"] and body["move"]["requests"].count("caramel") <= 3
    # a phase-2 deal continues a game whose phase 1 has ended
    game = API.random_history(3, 21, variants={"second_phase": True})
    cut = next(i for i, m in enumerate(game["moves"]) if m["type"] == "deal_second_phase")
    game["moves"] = game["moves"][:cut]
    legal = post(client, "/chocola/legal-moves", game, API.legal_moves_answer).get_json()
    template = next(m for m in legal["moves"] if m.get("sample"))
    assert template["move"]["type"] == "deal_second_phase" and template["chance"] is True and legal["chance"] is True
    assert "probability" not in template and template["rule"] == "E5"
    sampled = copy.deepcopy(game)
    sampled["moves"].append(template["move"])  # the sample is a legal deal, appended as it is
    assert post(client, "/chocola/validate", sampled, API.validate_answer).get_json()["legal"]
    assert sum(c["count"] for c in template["deck"]) == 48 and legal["to_act"] == []
    assert sum(c["count"] for c in template["requests_pool"]) == 23
    drawn = client.post("/chocola/deal", json={"players": game["players"], "phase": 2, "seed": 5,
                                              "inspiration": game["setup"]["inspiration"]}).get_json()
    game["moves"].append(drawn["move"])
    verdict = post(client, "/chocola/validate", game, API.validate_answer).get_json()
    assert verdict["legal"] and verdict["state"]["phase_number"] == 2
    assert verdict["state"]["to_act"] == [template["first_player_candidates"][0]]
    assert_rule(client.post("/chocola/deal", json={"players": ["ann", "bob"], "phase": 2}), "S7", "/inspiration", None)
    assert_rule(client.post("/chocola/deal", json=examples.BROKEN_DEAL), "S1", "/players", None)


def test_the_rules_catalogue_and_its_tables(client):
    body = client.get("/chocola/rules").get_json()
    assert_conforms(API.rules_answer, body)
    ids = [r["id"] for r in body["rules"]]
    assert ids[0] == "C1" and ids[-6] == "W1" and "R10" in ids and len(ids) == 70
    assert ids[-5:] == ["I1", "I2", "I3", "I4", "I5"]  # what each player sees, after the rules of record
    rulings = {r["id"] for r in body["rules"] if r["ruling"]}
    assert rulings == set("C2 C3 C4 C5 G3 G4 G5 G6 S9 K3 K5 P3 X1 H2 E2 E3 E5 V2 V3 V4 V5 V6 V7 V8 R1 R8 R9 R10 D1 D3 "
                          "W1 I1 I2 I4".split())
    assert len(body["chocolate"]) == 12 and len(body["desserts"]) == 24 and len(body["decorations"]) == 21
    assert {k["kind"]: k["rule"] for k in body["rule_kinds"]}["adds_flavour"] == "R10"
    assert [r["deck"] for r in body["setup"]] == [36, 48, 48]


@pytest.mark.rule("E3")
def test_a_one_phase_game_with_trays_to_declare_is_not_finished_but_its_scores_are_final(client):
    game = API.random_history(2, 5)
    cut = next((i for i, m in enumerate(game["moves"]) if m["type"] == "make_tray"), len(game["moves"]))
    ended = {**game, "moves": game["moves"][:cut]}
    lm = post(client, "/chocola/legal-moves", ended, API.legal_moves_answer).get_json()
    assert lm["finished"] is False and lm["to_act"] == [] and lm["moves"]  # a make_tray is never due (E3)
    assert {e["move"]["type"] for e in lm["moves"]} == {"make_tray"}
    assert post(client, "/chocola/validate", ended).get_json()["state"]["finished"] is False
    assert post(client, "/score/chocola", {"game": ended}).get_json()["provisional"] is False  # E4
    declared = copy.deepcopy(ended)
    while True:
        answer = post(client, "/chocola/legal-moves", declared).get_json()
        if answer["finished"]:
            break
        declared["moves"].append(answer["moves"][0]["move"])
    assert answer["moves"] == [] and answer["to_act"] == [] and answer["phase"] == "over"
    assert post(client, "/chocola/validate", declared).get_json()["state"]["finished"] is True
