"""Chocola' under hostile input: its own fields pushed to their limits. Every answer is a
problem document or a documented answer. What the worst bodies cost a worker is measured by
bench/bench_bodies.py against its budget (no time is asserted here; a hang is cut by
pytest-timeout).

The limits (besides the family's: 1 MiB bodies, 5000 moves, 16 players, 100 items in any
list, 64 members in any object, player ids of 1-64 characters): card ids are strings of at
most 64 characters; a take names at most 100 positions and is refused past 2 (K3) before
any lay is looked for; K3 tries at most 4 lays of 2 orientations; a payment is checked
against a reserve of at most 6 cards (K5), so P3 looks at most at 2^6 sub-multisets; the
trays of a player are at most 4^5 = 1024 (V2); a deal's stacks are counted (S5) before their
cards are read (S6)."""

from __future__ import annotations

import copy
import json

import pytest

from schemas.chocola import API, examples
from service.games.chocola.cards import DESSERTS
from service.games.chocola.trays import possible_trays
from service.text import schema_message
from tests.fuzz.strategies import check_answer
from tests.games.chocola.helpers import M

HANG_SECONDS = 120
pytestmark = pytest.mark.timeout(HANG_SECONDS)


def post(client, path: str, body) -> object:
    r = client.post(path, data=json.dumps(body), content_type="application/json")
    check_answer(path, r)
    return r


def with_moves(moves: list) -> dict:
    return {**copy.deepcopy(examples.HISTORY), "moves": moves}


def test_five_thousand_swaps_are_replayed_within_bounds(client):
    """No limit on length (ruling 7): 5000 legal swaps, replayed and scored within bounds."""
    state = API.game.start(API.history().load(examples.HISTORY | {"moves": []}))
    moves = []
    for i in range(5000):
        player = state.to_act()[0]
        give = sorted(state.reserves[player])[0]
        move = M.swap(player, (i % 2, i % 4), give)
        state.apply(move, i)
        moves.append(API.move(move))
    h = with_moves(moves)
    body = post(client, "/chocola/validate", h).get_json()
    assert body["legal"] and body["moves_checked"] == 5000
    assert post(client, "/score/chocola", {"game": h}).get_json()["provisional"] is True
    assert post(client, "/chocola/legal-moves", h).status_code == 200


@pytest.mark.parametrize("move", [
    {"type": "take_chocolate", "player": "ann", "card": "marbled_white", "touched": [[0, 1]] * 100},
    {"type": "take_chocolate", "player": "ann", "card": "marbled_white", "touched": [[0, 1], [0, 2]],
     "leave": [[9, 9]] * 100},
    {"type": "prepare", "player": "ann", "request": "milk_praline", "pay": ["milk_dark"] * 100},
    {"type": "swap_chocolate", "player": "ann", "take": [2 ** 62, -2 ** 62], "give": "milk_dark"},
    {"type": "make_tray", "player": "ann", "tray": ["x" * 64] * 100},
    {"type": "decorate", "player": "ann", "decorations": {f"d{i}": ["caramel"] * 100 for i in range(64)}},
    {"type": "deal_second_phase", "reserves": {f"p{i}": ["milk_dark"] * 100 for i in range(64)},
     "tavoletta": [[["milk_dark"] * 100] * 10] * 10, "requests": ["caramel"] * 100},
])
def test_moves_at_their_limits_are_refused_by_a_rule_quickly(client, move):
    r = post(client, "/chocola/validate", with_moves([move]))
    body = r.get_json()
    assert r.status_code == 200 and body["legal"] is False and body["violation"]["move_index"] == 0


def test_a_setup_at_its_limits(client):
    h = with_moves([])
    h["setup"]["tavoletta"] = [[["milk_dark"] * 100] * 100] * 2
    assert post(client, "/chocola/validate", h).get_json()["violation"]["rule"] == "S5"
    h = with_moves([])
    h["setup"]["requests"] = ["x" * 64] * 100
    assert post(client, "/chocola/validate", h).get_json()["violation"]["rule"] == "S8"
    h = with_moves([])
    h["setup"]["reserves"] = {f"p{i}": ["milk_dark"] * 100 for i in range(64)}
    assert post(client, "/chocola/validate", h).get_json()["violation"]["rule"] == "S3"


def test_own_paths_at_their_limits(client):
    assert post(client, "/chocola/payments", {"request": "caramel", "reserve": ["white_milk"] * 100}).status_code == 422
    assert post(client, "/chocola/payments", {"request": "x" * 65, "reserve": []}).status_code == 422
    body = {"desserts": list(DESSERTS)[:20], "inspiration": {"dessert": "white_bonbon", "decoration": "caramel"}}
    assert post(client, "/chocola/trays", body).status_code == 200
    body = {**body, "decorations": {d: ["caramel", "white_glaze", "red_sprinkles", "milk_drops", "mint_topping"]
                                    for d in list(DESSERTS)[:20]}}
    assert post(client, "/chocola/trays", body).status_code == 422  # C5: 20 caramels
    final = {"final": {"inspiration": {"dessert": "white_truffle", "decoration": "caramel"},
                       "players": [{"player": f"p{i}", "desserts": ["milk_praline"] * 100} for i in range(16)]}}
    assert post(client, "/score/chocola", final).status_code == 422


def test_the_trays_of_a_player_are_bounded():
    assert len(possible_trays([d for d in DESSERTS])) == 4 ** 5


def test_every_schema_error_of_chocolas_bodies_reads_in_italian(client):
    bodies = [
        ("/chocola/validate", {**examples.HISTORY, "variants": {"second_phase": "yes", "x": 1},
                               "setup": {**examples.HISTORY["setup"], "removed": "none", "first_player": "",
                                         "tavoletta": [[1]], "inspiration": {"dessert": 3}},
                               "moves": [{"type": "take_chocolate", "player": "ann", "card": "x" * 65,
                                          "touched": [[0]], "chance": "yes", "approx": "0.5", "cheat": 1},
                                         {"type": "deal_second_phase", "player": None, "reserves": {"": []},
                                          "tavoletta": "x", "requests": [1]}]}),
        ("/chocola/trays", {"desserts": [1], "decorations": {"a": "b"}, "tray": None, "inspiration": []}),
        ("/chocola/payments", {"request": 1, "reserve": [None], "last_card": 1}),
        ("/chocola/deal", {"players": ["ann", "bob"], "phase": 3, "inspiration": {"dessert": "x", "decoration": 2}}),
        ("/score/chocola", {"final": {"inspiration": {}, "players": [{"player": "a", "desserts": [],
                                                                      "unassigned": "x"}]}}),
    ]
    for path, body in bodies:
        r = client.post(path, json=body, headers={"Accept-Language": "it"})
        problem = r.get_json()
        assert r.status_code == 422 and problem["type"] == "/problems/invalid-body", (path, problem)
        english = client.post(path, json=body).get_json()["errors"]
        for en in english:
            assert schema_message(en["message"], "it") != en["message"], en
