"""POST /score/choco-late with {"final": ...}: trays, totals, ranking, winners (W6, W7)."""

from __future__ import annotations

import pytest

from schemas.choco_late import API
from tests.helpers import assert_conforms, assert_problem, assert_rule


def score(client, final, **kw):
    r = client.post("/score/choco-late", json={"final": final}, **kw)
    return r


def ok(client, final, **kw) -> dict:
    r = score(client, final, **kw)
    body = r.get_json()
    assert r.status_code == 200, body
    assert_conforms(API.score_answer, body)
    return body


@pytest.mark.rule("W6")
def test_W6_highest_score_wins(client):
    body = ok(client, {"players": [
        {"player": "ann", "lots": [26, 32, 44, 37, 23]},  # 17
        {"player": "bob", "lots": [16, 42, 19, 43, 45]},  # 20
        {"player": "cat", "lots": [21, 23 + 1, 49]},
    ]})
    assert body["winners"] == ["bob"] and body["ranking"][0] == "bob"
    assert body["tiebreak"] is None and body["provisional"] is False
    assert {p["player"]: p["total"] for p in body["players"]}["bob"] == 20
    assert all(p["arrangement"] == "single" for p in body["players"])


@pytest.mark.rule("W6")
def test_W6_shared_win_without_best_wins(client):
    body = ok(client, {"players": [
        {"player": "ann", "lots": [26, 32, 44, 37, 23]},  # 17
        {"player": "bob", "lots": [2, 22, 25, 4, 9, 5]},  # 17
    ]})
    assert sorted(body["winners"]) == ["ann", "bob"] and body["tiebreak"] is None


@pytest.mark.rule("W7")
def test_W7_highest_pile_top_breaks_the_tie(client):
    body = ok(client, {"variants": {"best_wins": True}, "players": [
        {"player": "ann", "lots": [26, 32, 44, 37, 23], "pile": [20, 30]},
        {"player": "bob", "lots": [2, 22, 25, 4, 9, 5], "pile": [41]},
    ]})
    assert body["winners"] == ["bob"] and body["ranking"] == ["bob", "ann"]
    tb = body["tiebreak"]
    assert tb["rule"] == "W7" and tb["decided"] is True and sorted(tb["tied"]) == ["ann", "bob"]
    assert "W7" in body["decided_by"]


@pytest.mark.rule("W7")
def test_W7_all_empty_piles_share_the_win(client):
    body = ok(client, {"variants": {"best_wins": True}, "players": [
        {"player": "ann", "lots": [26, 32, 44, 37, 23]},
        {"player": "bob", "lots": [2, 22, 25, 4, 9, 5]},
    ]})
    assert sorted(body["winners"]) == ["ann", "bob"]
    assert body["tiebreak"]["decided"] is False


@pytest.mark.rule("C3")
def test_C3_given_trays_and_best_split_flagged(client):
    body = ok(client, {"variants": {"two_trays": True}, "players": [
        {"player": "ann", "lots": [46, 33, 39, 16, 11, 28, 7, 45],
         "trays": [[46, 16, 11, 33], [39, 28, 7, 45]]},
        {"player": "bob", "lots": [46 - 45, 2, 3]},
    ]})
    ann, bob = body["players"]
    assert ann["arrangement"] == "given" and ann["total"] == 27 and ann["optimal"] is None
    assert bob["arrangement"] == "best_split" and bob["optimal"] is True and len(bob["trays"]) == 2


@pytest.mark.rule("C3")
def test_C3_trays_must_partition_the_lots(client):
    assert_rule(score(client, {"variants": {"two_trays": True}, "players": [
        {"player": "ann", "lots": [1, 2, 3], "trays": [[1], [2]]},
        {"player": "bob", "lots": [4]}]}), "C3", None, None)


@pytest.mark.rule("C3")
def test_C3_trays_without_two_trays(client):
    assert_rule(score(client, {"players": [
        {"player": "ann", "lots": [1, 2], "trays": [[1], [2]]}, {"player": "bob", "lots": [4]}]}), "C3")


@pytest.mark.rule("D1")
def test_D1_lot_in_two_collections(client):
    v = assert_rule(score(client, {"players": [
        {"player": "ann", "lots": [1, 2]}, {"player": "bob", "lots": [3, 2]}]}), "D1")
    assert v["pointer"] == "/final/players/1/lots/1"


@pytest.mark.rule("D1")
def test_D1_card_out_of_range_in_final(client):
    v = assert_rule(score(client, {"players": [{"player": "ann", "lots": [1, 200]}, {"player": "b", "lots": []}]}), "D1")
    assert v["pointer"] == "/final/players/0/lots/1"


@pytest.mark.rule("D2")
def test_D2_pile_card_that_is_also_a_lot(client):
    assert_rule(score(client, {"variants": {"best_wins": True}, "players": [
        {"player": "ann", "lots": [1, 2], "pile": [7]}, {"player": "bob", "lots": [7]}]}), "D2")


@pytest.mark.rule("W5")
def test_W5_pile_without_best_wins(client):
    assert_rule(score(client, {"players": [
        {"player": "ann", "lots": [1, 2], "pile": [7]}, {"player": "bob", "lots": [8]}]}), "W5")


@pytest.mark.rule("S1")
def test_S1_player_listed_twice(client):
    assert_rule(score(client, {"players": [{"player": "ann", "lots": [1]}, {"player": "ann", "lots": [2]}]}), "S1")


def test_final_schema_errors_have_pointers(client):
    problem = assert_problem(score(client, {"players": [{"player": 7, "lots": [1.5]}], "variants": {"best_wins": "yes"}}),
                             422, "invalid-body")
    pointers = {e["pointer"] for e in problem["errors"]}
    assert {"/final/players/0/player", "/final/players/0/lots/0", "/final/variants/best_wins"} <= pointers


def test_violation_message_in_italian(client):
    r = score(client, {"players": [{"player": "ann", "lots": [1, 1]}, {"player": "bob", "lots": []}]},
              headers={"Accept-Language": "it"})
    v = assert_rule(r, "D1")
    assert "carta" in v["message"]
