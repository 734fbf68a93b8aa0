"""POST /choco-late/trays and /choco-late/trays/best-split."""

from __future__ import annotations

import pytest

from schemas.choco_late import trays
from tests.helpers import assert_conforms, assert_problem, assert_rule

# The rulebook's worked examples (rules section 6): lots -> (points, symbol id, colour id).
WORKED = [
    ([26, 32, 44, 37, 23], 17, "four_different", "five_different"),
    ([2, 22, 25, 4, 9, 5], 17, "three_pairs", "full_house"),
    ([6, 7, 10, 35], 11, "pair", "four_same"),
    ([1, 26, 28, 11], 10, "three_same", "three_same"),
    ([31, 27, 32, 43, 48], 14, "two_pairs", "four_different"),
    ([16, 42, 19, 43, 45], 20, "five_different", "five_same"),
    ([46, 16, 11, 33], 12, "three_same", "four_different"),
    ([39, 28, 7, 45], 15, "four_different", "four_different"),
    ([21, 23, 49], 5, None, "three_same"),
]


@pytest.mark.rule("C2")
@pytest.mark.parametrize("lots,points,sym,col", WORKED)
def test_C2_worked_examples_over_http(client, lots, points, sym, col):
    r = client.post("/choco-late/trays", json={"lots": lots})
    assert r.status_code == 200, r.get_json()
    body = r.get_json()
    assert_conforms(trays.ChocoLateTraysAnswerSchema, body)
    tray = body["trays"][0]
    assert tray["points"] == body["total"] == points
    assert (tray["symbol_combination"] or {}).get("id") == sym
    assert (tray["colour_combination"] or {}).get("id") == col
    assert tray["lots"] == lots
    assert body["decided_by"] == ["C1", "C2"]
    assert tray["explanation"].endswith(f"= {points}")


def test_C2_loose_lot_shown(client):
    tray = client.post("/choco-late/trays", json={"lots": [31, 27, 32, 43, 48]}).get_json()["trays"][0]
    assert tray["loose_lots"] == [31]
    assert tray["symbol_combination"]["lots"] == [27, 32, 43, 48]
    assert tray["colour_combination"]["lots"] == [27, 32, 43, 48]
    assert tray["symbol_combination"]["label"] == "Doppia coppia"


def test_C2_empty_tray_scores_zero(client):
    body = client.post("/choco-late/trays", json={"lots": []}).get_json()
    assert body["total"] == 0 and body["trays"][0]["loose_lots"] == []


@pytest.mark.rule("C3")
def test_C3_rulebook_split(client):
    r = client.post("/choco-late/trays", json={"trays": [[46, 16, 11, 33], [39, 28, 7, 45]]})
    body = r.get_json()
    assert_conforms(trays.ChocoLateTraysAnswerSchema, body)
    assert [t["points"] for t in body["trays"]] == [12, 15] and body["total"] == 27
    assert body["decided_by"] == ["C1", "C2", "C3"]


def test_italian_explanation(client):
    r = client.post("/choco-late/trays", json={"lots": [21, 23, 49]}, headers={"Accept-Language": "it"})
    assert "colori" in r.get_json()["trays"][0]["explanation"]


@pytest.mark.rule("D1")
@pytest.mark.parametrize("lots,pointer", [([1, 101], "/lots/1"), ([0], "/lots/0"), ([-5], "/lots/0")])
def test_D1_card_out_of_range(client, lots, pointer):
    assert_rule(client.post("/choco-late/trays", json={"lots": lots}), "D1", pointer, None)


@pytest.mark.rule("D1")
def test_D1_card_twice(client):
    v = assert_rule(client.post("/choco-late/trays", json={"lots": [5, 6, 5]}), "D1", "/lots/2", None)
    assert "5" in v["message"]


@pytest.mark.rule("D1")
def test_D1_card_in_both_trays(client):
    assert_rule(client.post("/choco-late/trays", json={"trays": [[5, 6], [7, 5]]}), "D1", "/trays/1/1")


@pytest.mark.parametrize("bad", [True, False, 1.0, 2.5, "3", None, [4], {"n": 5}])
def test_a_boolean_or_float_is_never_a_card(client, bad):
    problem = assert_problem(client.post("/choco-late/trays", json={"lots": [1, bad]}), 422, "invalid-body")
    assert [e["pointer"] for e in problem["errors"]] == ["/lots/1"]


def test_every_bad_field_is_listed(client):
    problem = assert_problem(client.post("/choco-late/trays", json={"lots": [True, 2, "x"], "extra": 1}),
                             422, "invalid-body")
    pointers = {e["pointer"] for e in problem["errors"]}
    assert pointers == {"/lots/0", "/lots/2", "/extra"}


@pytest.mark.parametrize("body", [{}, {"lots": [1], "trays": [[1], [2]]}])
def test_exactly_one_of_lots_or_trays(client, body):
    assert_problem(client.post("/choco-late/trays", json=body), 422, "invalid-body")


@pytest.mark.parametrize("trays", [[[1]], [[1], [2], [3]]])
def test_split_needs_two_trays(client, trays):
    assert_problem(client.post("/choco-late/trays", json={"trays": trays}), 422)


def test_too_many_cards_is_refused_before_reading_them(client):
    problem = assert_problem(client.post("/choco-late/trays", json={"lots": list(range(1, 102))}), 422)
    assert problem["errors"][0]["pointer"] == "/lots"


def test_best_split_rulebook_collection(client):
    r = client.post("/choco-late/trays/best-split", json={"lots": [46, 33, 39, 16, 11, 28, 7, 45]})
    body = r.get_json()
    assert r.status_code == 200, body
    assert_conforms(trays.ChocoLateBestSplitAnswerSchema, body)
    assert body["optimal"] is True
    assert body["total"] >= 27 and body["total"] == sum(t["points"] for t in body["trays"])
    assert body["search"]["upper_bound"] == body["total"]
    assert sorted(body["trays"][0]["lots"] + body["trays"][1]["lots"]) == sorted(body["lots"])


def test_best_split_of_eighteen_lots_is_proven(client):
    lots = [1, 7, 13, 19, 25, 26, 32, 38, 44, 50, 51, 57, 63, 69, 75, 76, 82, 88]
    body = client.post("/choco-late/trays/best-split", json={"lots": lots}).get_json()
    assert body["optimal"] is True


@pytest.mark.rule("D1")
def test_best_split_card_twice(client):
    assert_rule(client.post("/choco-late/trays/best-split", json={"lots": [3, 3]}), "D1", "/lots/1")


def test_best_split_needs_lots(client):
    problem = assert_problem(client.post("/choco-late/trays/best-split", json={}), 422, "invalid-body")
    assert problem["errors"][0]["pointer"] == "/lots"
