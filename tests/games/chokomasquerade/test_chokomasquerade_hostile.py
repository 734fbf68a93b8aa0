"""ChokoMasquerade's own fields under hostile input: cards, columns, guesses, variants, the
deck, the hands, the final form. Never a 5xx, always a problem document with every error
pointed, every message also in Italian, bounded work (what the worst bodies cost a worker is
measured by bench/bench_bodies.py against its budget; no time is asserted here, and a hang is
cut by pytest-timeout): a list is refused past 100 items
before its items are read, a history past 5000 moves, an object past 64 members.

The engine's work is bounded too: a history is replayed until its first violation (at most
5000 moves, each checked in constant time: 4 columns, 3 cards in hand, 30 characters); the
legal moves are at most 3 x 6 + 8 = 26 candidates in a turn (each card of the hand
paired, paired in hand or laid on 4 columns, and the matchable cards' table pairs), 30 at
a draw, 2 at a guess."""

from __future__ import annotations

import copy
import json

import pytest

from schemas.chokomasquerade.examples import FINAL, HISTORY
from schemas.fields import check_player_id
from service.text import untranslated
from tests.helpers import assert_problem

SLUG = "chokomasquerade"
PATHS = (f"/{SLUG}/validate", f"/{SLUG}/legal-moves")
HANG_SECONDS = 120
pytestmark = pytest.mark.timeout(HANG_SECONDS)

HOSTILE_VALUES = [None, True, 0, -1, 2**70, 1.5, "", "x" * 10_000, "mask_07\x00", [], ["mask_07"], {"a": 1},
                  "MASK_07", "mask_7", " mask_07"]


def post(client, path, body, headers=None):
    r = client.post(path, data=json.dumps(body), content_type="application/json", headers=headers or {})
    assert r.status_code < 500, r.get_data(as_text=True)[:300]
    return r


def errors_of(response) -> dict[str, str]:
    """The errors of a schema problem; in English, each one a message Italian has too."""
    problem = assert_problem(response, 422, "invalid-body")
    english = response.headers["Content-Language"] == "en"
    for error in problem["errors"]:
        assert not (english and untranslated(error["message"])), error["message"]
    return {e["pointer"]: e["message"] for e in problem["errors"]}


@pytest.mark.parametrize("value", HOSTILE_VALUES, ids=repr)
def test_hostile_values_in_every_field_are_pointed_422s(client, value):
    cases = []
    for at in ("card", "column", "found", "player", "type"):
        body = copy.deepcopy(HISTORY)
        move = {"card": 10, "column": 10, "found": 7, "player": 4, "type": 9}[at]
        body["moves"][move][at] = value
        cases.append((body, f"/moves/{move}/{at}"))
    for key, pointer in (("table", "/setup/table/0"), ("hands", "/setup/hands/ann/0")):
        body = copy.deepcopy(HISTORY)
        if key == "table":
            body["setup"]["table"][0] = value
        else:
            body["setup"]["hands"]["ann"][0] = value
        cases.append((body, pointer))
    body = copy.deepcopy(HISTORY)
    body["deck"] = [value]
    cases.append((body, "/deck/0"))
    for body, pointer in cases:
        if pointer.endswith("/player") and not check_player_id(value):
            continue  # a well-formed id of nobody in the game: a broken rule H3, not a schema error
        for path in PATHS:
            errors = errors_of(post(client, path, body))
            assert pointer in errors, (pointer, errors)
        italian = errors_of(post(client, PATHS[0], body, {"Accept-Language": "it"}))
        assert pointer in italian


def test_lists_and_objects_past_their_limits_are_refused_before_they_are_read(client):
    for mutate, pointer, message in (
            (lambda b: b["setup"].__setitem__("table", ["mask_01"] * 101), "/setup/table",
             "At most 100 items (got 101)."),
            (lambda b: b.__setitem__("deck", ["x"] * 100_000), "/deck", "At most 100 items (got 100000)."),
            (lambda b: b["setup"]["hands"].__setitem__("ann", [0] * 5000), "/setup/hands/ann",
             "At most 100 items (got 5000)."),
            (lambda b: b.__setitem__("variants", {str(i): i for i in range(65)}), "/variants", None)):
        body = copy.deepcopy(HISTORY)
        mutate(body)
        errors = errors_of(post(client, PATHS[0], body))
        assert pointer in errors and (message is None or errors[pointer] == message), errors
    body = copy.deepcopy(HISTORY)
    body["setup"]["hands"] = {f"p{i}": ["mask_01"] for i in range(17)}
    assert "/setup/hands" in errors_of(post(client, PATHS[0], body))


def test_a_schema_valid_but_absurd_history_is_answered_at_its_first_violation(client):
    for moves, first in (([{"type": "draw", "player": "ann", "card": "mask_01"}] * 5000, 0),
                         (HISTORY["moves"] + [{"type": "guess", "player": "bob", "found": "choko"}] * 4987, 13)):
        body = {**copy.deepcopy(HISTORY), "moves": moves}
        answer = post(client, PATHS[0], body).get_json()
        assert answer["legal"] is False and answer["violation"]["move_index"] == first
        problem = assert_problem(post(client, PATHS[1], body), 422, "rule-violation")
        assert problem["violation"] == answer["violation"]


def test_the_final_form_under_hostile_input(client):
    for players, pointer in (
            ([{"player": "a" * 65, "pairs": 1}, {"player": "bob", "pairs": 1}], "/final/players/0/player"),
            ([{"player": "ann\n", "pairs": 1}, {"player": "bob", "pairs": 1}], "/final/players/0/player"),
            ([{"player": "ann", "pairs": True}, {"player": "bob", "pairs": 1}], "/final/players/0/pairs"),
            ([{"player": "ann", "pairs": 2**70}, {"player": "bob", "pairs": 1}], "/final/players/0/pairs"),
            ([{"player": "ann", "pairs": 2**40}, {"player": "bob", "pairs": 1}], None),
            ([{"player": "ann", "pairs": 1}] * 17, "/final/players"),
            ("ann", "/final/players"),
            ([[], {}], "/final/players/0")):
        r = post(client, f"/score/{SLUG}", {"final": {"players": players}})
        if pointer is None:  # an absurd count is a broken rule, not a crash
            assert r.status_code == 422 and r.get_json()["violation"]["rule"] == "F1"
            continue
        assert pointer in errors_of(r), (players, r.get_json())
    assert "/final/zzz" in errors_of(post(client, f"/score/{SLUG}", {"final": {**FINAL["final"], "zzz": 1}}))
    assert "" in errors_of(post(client, f"/score/{SLUG}", {"final": FINAL["final"], "game": HISTORY}))


def test_a_deal_under_hostile_input(client):
    for body, pointer in (({"players": ["ann", "bob"], "variants": {"x": True}}, "/variants"),
                          ({"players": ["ann", "bob"], "seed": 2**64}, "/seed"),
                          ({"players": ["ann", "bob"], "seed": -1}, "/seed"),
                          ({"players": ["ann", "bob"], "first_player": 5}, "/first_player"),
                          ({"players": ["ann", "bob"], "deck": []}, "/deck")):
        assert pointer in errors_of(post(client, f"/{SLUG}/deal", body))


def rules_of(response) -> dict[str, str]:
    problem = assert_problem(response, 422, "invalid-body")
    return {e["pointer"]: e["rule"] for e in problem["errors"]}


@pytest.mark.rule("H1")
@pytest.mark.rule("H2")
@pytest.mark.rule("D1")
def test_every_schema_error_names_its_rule_H1_H2_or_D1(client):
    """Section 10: the bodies that break the schema get 422 with `errors`, "each with a pointer
    and the rule H1, H2 or D1"."""
    history = copy.deepcopy(HISTORY)
    history["zzz"] = 1  # an unknown member
    history["variants"] = {"two_trays": True}  # the game has no variants
    history["setup"]["table"][0] = "mask_99"  # an unknown card id in the setup
    history["moves"] = [{"type": "pass", "player": "ann"},  # no such move type
                        {"type": "lay", "player": "ann", "card": "mask_01", "column": 5},  # not a column
                        {"type": "guess", "player": "bob", "found": "cake"},  # not a find
                        {"type": "pair", "player": "ann"},  # a missing field
                        {"type": "pair", "player": "ann", "card": "mask_31"}]  # an unknown card id in a move
    expected = {"/zzz": "H1", "/variants": "H1", "/setup/table/0": "D1", "/moves/0/type": "H2",
                "/moves/1/column": "H2", "/moves/2/found": "H2", "/moves/3/card": "H2", "/moves/4/card": "D1"}
    assert rules_of(post(client, f"/{SLUG}/validate", history)) == expected
    assert rules_of(post(client, f"/{SLUG}/legal-moves", history)) == expected
    assert rules_of(post(client, f"/score/{SLUG}", {"game": history})) == {f"/game{p}": r for p, r in expected.items()}
    assert rules_of(post(client, f"/{SLUG}/deal", {"players": ["ann", "bob"], "variants": {"x": 1}})) == {
        "/variants": "H1"}


@pytest.mark.rule("F1")
def test_a_final_form_breaking_the_schema_names_F1(client):
    final = {"players": [{"player": 5, "pairs": 1.5}, {"player": "bob", "pairs": 3}]}
    assert rules_of(post(client, f"/score/{SLUG}", {"final": final})) == {
        "/final/players/0/player": "F1", "/final/players/0/pairs": "F1"}
