"""The ChokoMannaro API through the Flask test client: every answer conforms to its documented
schema, verdicts cite rules and read in English and Italian, the family's fields and the
game's own are there."""

from __future__ import annotations

from tests.helpers import flat_moves

import copy
import re

import pytest

from schemas.chokomannaro import API, examples
from schemas.chokomannaro.moves import MOVES, move
from tests.games.chokomannaro.positions import M
from tests.helpers import assert_conforms, assert_problem, assert_rule

RULINGS = {"C2", "C4", "K2", "K3", "K5", "E2", "S3", "S6", "R3", "R2", "R5", "R6", "A1", "A2", "M1", "V3", "V4", "V5",
           "G1", "G3", "Q2", "Q3", "Q4", "Q5", "Q6", "W1", "W2", "D4", "W6", "W8", "X1", "X2", "X3", "X4", "D1", "D2",
           "H1", "H2", "H4", "E3", "E4"}
INFORMATION_RULINGS = {"I1", "I4", "I5", "I7"}  # the service's section "information" (what each player sees)

# Two Chokowerewolves revealed together by players of equal Chokos, without ages: a toss.
TOSS_HISTORY = {
    "players": ["ann", "bob", "cat"],
    "setup": {"pairing": ["fear", "robber", "cinema"],
              "hands": {"ann": ["chokowerewolf", "fear", "beggar", "migration"],
                        "bob": ["chokowerewolf", "cinema", "anxiety", "masseur"],
                        "cat": ["beggar", "hairdryer", "boredom", "psychology"]}},
    "moves": [{"type": "play", "player": "ann", "card": "chokowerewolf"},
              {"type": "play", "player": "cat", "card": "beggar"},
              {"type": "play", "player": "bob", "card": "chokowerewolf"}],
}


def post(client, path, body, lang=None):
    headers = {"Accept-Language": lang} if lang else {}
    return client.post(path, json=body, headers=headers)


def test_validate_the_game_of_section_8(client):
    r = post(client, "/chokomannaro/validate", examples.HISTORY)
    assert r.status_code == 200 and r.headers["Content-Language"] == "en"
    body = r.get_json()
    assert_conforms(API.validate_answer, body)
    assert body["legal"] is True and body["violation"] is None and body["moves_checked"] == 17
    assert body["events"][0] == {"move_index": 2, "rule": "P3", "event": "new_pairing", "card": "boredom",
                                 "player": "ann"}
    assert set(body["state"]) >= {"round", "step", "phase", "to_act", "due", "played", "chokos", "eliminated",
                                  "pairing", "pending", "activating", "moods", "quarantine", "hands", "deck",
                                  "discard", "slaughter", "peek", "finished", "winner", "winners"}


def test_a_verdict_reads_in_english_and_italian(client):
    for lang, words in (("en", "opponent"), ("it", "avversario")):
        r = post(client, "/chokomannaro/validate", examples.ILLEGAL_HISTORY, lang)
        v = r.get_json()["violation"]
        assert (v["rule"], v["move_index"], v["pointer"]) == ("M1", 3, "/moves/3/target")
        assert words in v["message"] and "/moves" not in v["message"] and r.headers["Content-Language"] == lang
    history = copy.deepcopy(examples.HISTORY)
    history["moves"][1]["card"] = "beggar"
    v = post(client, "/chokomannaro/validate", history, "it").get_json()["violation"]
    assert v["message"] == "bob non ha in mano Mendicante (beggar)"
    v = post(client, "/chokomannaro/validate", history).get_json()["violation"]
    assert v["message"] == "bob does not hold beggar (Mendicante)"


def test_legal_moves_at_a_simultaneous_choice(client):
    body = post(client, "/chokomannaro/legal-moves", {**examples.HISTORY, "moves": examples.HISTORY["moves"][:1]})
    answer = body.get_json()
    assert_conforms(API.legal_moves_answer, answer)
    assert (answer["phase"], answer["to_act"], answer["simultaneous"], answer["chance"], answer["finished"]) == \
        ("choice", ["bob", "cat"], True, False, False)
    hands = examples.HISTORY["setup"]["hands"]
    assert sorted((m["player"], m["card"]) for m in flat_moves(answer)) == sorted(
        (p, c) for p in ("bob", "cat") for c in set(hands[p]))
    assert all(set(e) == {"move", "rule"} and e["rule"] == "R3" and set(e["move"]) == {"type", "player", "card"}
               for e in answer["moves"])


def test_legal_moves_at_a_target_a_refill_and_a_toss(client):
    target = post(client, "/chokomannaro/legal-moves", {**examples.HISTORY, "moves": examples.HISTORY["moves"][:3]})
    assert target.get_json()["moves"] == [
        {"move": {"type": "target", "player": "cat", "target": "ann", "card": "fear"}, "rule": "M1"},
        {"move": {"type": "target", "player": "cat", "target": "bob", "card": "fear"}, "rule": "M1"}]
    refill = post(client, "/chokomannaro/legal-moves", {**examples.HISTORY, "moves": examples.HISTORY["moves"][:10]})
    answer = refill.get_json()
    assert (answer["phase"], answer["to_act"], answer["chance"], answer["simultaneous"]) == \
        ("refill", ["ann"], True, False)
    assert all(re.fullmatch(r"[0-9]+/[1-9][0-9]*", m["probability"]) and m["chance"] is True and m["rule"] == "R6"
               for m in flat_moves(answer))
    assert sum(int(m["probability"].split("/")[0]) for m in flat_moves(answer) if m["probability"].endswith("/43")) == 43
    toss = post(client, "/chokomannaro/legal-moves", TOSS_HISTORY).get_json()
    assert_conforms(API.legal_moves_answer, toss)
    assert (toss["phase"], toss["to_act"]) == ("toss", ["ann", "bob"])
    assert toss["moves"] == [
        {"move": {"type": "toss", "player": "ann"}, "rule": "W8", "chance": True, "probability": "1/2", "approx": 0.5},
        {"move": {"type": "toss", "player": "bob"}, "rule": "W8", "chance": True, "probability": "1/2", "approx": 0.5}]


def test_legal_moves_after_the_end_and_of_an_illegal_history(client):
    finished = API.random_history(2, 4)
    answer = post(client, "/chokomannaro/legal-moves", finished).get_json()
    assert answer == {"phase": "over", "to_act": [], "moves": [], "finished": True, "chance": False,
                      "simultaneous": False}
    assert_rule(post(client, "/chokomannaro/legal-moves", examples.ILLEGAL_HISTORY), "M1", "/moves/3/target", 3)


def test_scores_running_and_finished(client):
    running = post(client, "/score/chokomannaro", {"game": examples.HISTORY}).get_json()
    assert_conforms(API.score_answer, running)
    assert running["players"] == [{"player": "bob", "rank": 1, "total": 19, "chokos": 19},
                                  {"player": "cat", "rank": 1, "total": 19, "chokos": 19},
                                  {"player": "ann", "rank": 3, "total": 17, "chokos": 17}]
    assert (running["ranking"], running["winners"], running["decided_by"], running["provisional"]) == \
        (["bob", "cat", "ann"], [], [], True)
    assert (running["tiebreak"], running["finished"], running["winner"], running["eliminated"], running["round"]) == \
        (None, False, None, 5, 2)
    finished = API.random_history(4, 8)
    answer = post(client, "/score/chokomannaro", {"game": finished}).get_json()
    assert_conforms(API.score_answer, answer)
    winner = answer["winner"]
    assert answer["winners"] == [winner] and answer["ranking"][0] == winner and answer["decided_by"] == ["E1"]
    assert [p["rank"] for p in answer["players"]] == [1, 2, 2, 2] and answer["provisional"] is False
    assert all(p["total"] == p["chokos"] == 0 for p in answer["players"][1:])
    assert answer["eliminated"] == 60 - answer["players"][0]["chokos"]


def test_score_needs_a_wrapped_legal_history(client):
    assert_problem(post(client, "/score/chokomannaro", examples.HISTORY), 422, "invalid-body")
    v = assert_rule(post(client, "/score/chokomannaro", {"game": examples.ILLEGAL_HISTORY}), "M1")
    assert v["pointer"] == "/game/moves/3/target"


def test_deal(client):
    r = post(client, "/chokomannaro/deal", examples.DEAL_REQUEST)
    dealt = r.get_json()
    assert_conforms(API.deal_answer, dealt)  # a deal answers a history
    assert dealt == post(client, "/chokomannaro/deal", examples.DEAL_REQUEST).get_json()
    assert (dealt["players"], dealt["variants"], dealt["moves"], dealt["seed"]) == (["ann", "bob", "cat"], {}, [], 42)
    assert dealt["setup"]["chokos"] == {"ann": 20, "bob": 20, "cat": 20}
    assert dealt["setup"]["ages"] == examples.DEAL_REQUEST["ages"]
    assert post(client, "/chokomannaro/validate", dealt).get_json()["legal"] is True
    assert "ages" not in post(client, "/chokomannaro/deal", {"players": ["a", "b"], "seed": 1}).get_json()["setup"]
    assert_rule(post(client, "/chokomannaro/deal", examples.BROKEN_DEAL), "S6", "/ages", None)
    assert_rule(post(client, "/chokomannaro/deal", {"players": list("abcdefg")}), "S1", "/players", None)
    problem = assert_problem(post(client, "/chokomannaro/deal", examples.INVALID_DEAL), 422, "invalid-body")
    assert {e["pointer"] for e in problem["errors"]} == {"/seed", "/variants/two_trays"}


def test_rules(client):
    r = client.get("/chokomannaro/rules")
    body = r.get_json()
    assert_conforms(API.rules_answer, body)
    assert body["game"] == "chokomannaro" and body["names"] == {"en": "Chokowerewolf", "it": "ChokoMannaro"}
    assert len(body["rules"]) == 76 + 7
    assert {r["id"] for r in body["rules"] if r["ruling"]} == RULINGS | INFORMATION_RULINGS
    assert all(r["ruling_text"] for r in body["rules"] if r["ruling"])
    assert [f["id"] for f in body["families"]] == ["green_action", "mood", "service", "red_action"]
    cards = {c["id"]: c for c in body["cards"]}
    assert len(cards) == 17 and sum(c["count"] for c in cards.values()) == 58
    assert cards["cinema"] == {"id": "cinema", "name_en": "Cinema", "name_it": "Cinema", "family": "service",
                               "order": 6, "rank": 11, "count": 4, "acts_on": "boredom"}
    assert body["setup"] == [{"players": n, "chokos": c, "main_deck": d}
                             for n, c, d in ((2, 30, 47), (3, 20, 43), (4, 15, 39), (5, 12, 35), (6, 10, 31))]


def test_games_lists_chokomannaro(client):
    entry = next(g for g in client.get("/games").get_json()["games"] if g["id"] == "chokomannaro")
    assert entry == {"id": "chokomannaro", "name": {"en": "Chokowerewolf", "it": "ChokoMannaro"},
                     "players": {"min": 2, "max": 6}, "variants": [],
                     "deals": [{"players": {"min": 2, "max": 6}, "variants": []}],
                     "paths": ["/chokomannaro/validate", "/chokomannaro/legal-moves", "/score/chokomannaro",
                               "/chokomannaro/deal", "/chokomannaro/rules", "/chokomannaro/view"]}


@pytest.mark.parametrize("path", ["/chokomannaro/validate", "/chokomannaro/legal-moves"])
def test_schema_errors_read_in_italian(client, path):
    body = {**examples.HISTORY, "setup": {**examples.HISTORY["setup"], "ages": {"ann": "old", "bob": 1, "cat": 2}},
            "moves": [{"type": "play", "player": "ann", "card": "joker"}]}
    problem = assert_problem(post(client, path, body, "it"), 422, "invalid-body")
    messages = {e["pointer"]: e["message"] for e in problem["errors"]}
    assert messages["/setup/ages/ann"] == "Non è un numero (booleani e stringhe non sono ammessi)."
    assert messages["/moves/0/card"].startswith("Deve essere uno tra: anxiety, boredom")


@pytest.mark.rule("H1")
@pytest.mark.rule("H3")
@pytest.mark.parametrize("m,written", [
    (M.quarantine("ann", True), {"type": "quarantine", "player": "ann", "keep": True}),
    (M.quarantine("ann", False), {"type": "quarantine", "player": "ann", "keep": False}),
    (M.play("ann", "fear"), {"type": "play", "player": "ann", "card": "fear"}),
    (M.aim("ann", "bob"), {"type": "target", "player": "ann", "target": "bob"}),
    (M.aim("ann", "bob", "fear"), {"type": "target", "player": "ann", "target": "bob", "card": "fear"}),
    (M.peek("ann", "cinema"), {"type": "peek", "player": "ann", "card": "cinema"}),
    (M.peek_pick("ann", "cinema"), {"type": "peek_pick", "player": "ann", "card": "cinema"}),
    (M.toss("ann"), {"type": "toss", "player": "ann"}),
    (M.slaughter_pick("ann", "masseur"), {"type": "slaughter_pick", "player": "ann", "card": "masseur"}),
    (M.slaughter_pick("ann", "masseur", "bob"),
     {"type": "slaughter_pick", "player": "ann", "card": "masseur", "victim": "bob"}),
    (M.draw("ann", "beggar"), {"type": "draw", "player": "ann", "card": "beggar"}),
], ids=repr)
def test_a_move_is_written_as_a_history_carries_it_and_read_back_as_the_same_value(m, written):
    assert list(move(m).items()) == list(written.items())  # `type` and `player` first; an echo only when given
    assert MOVES.check(written) == (m, {})
    echo = {"target": "card", "slaughter_pick": "victim"}.get(written["type"])
    if echo is not None:  # an echo sent as null is an echo left out (H3)
        left_out, errors = MOVES.check({k: v for k, v in written.items() if k != echo})
        assert not errors and getattr(left_out, echo) is None
        assert MOVES.check({**written, echo: None}) == (left_out, {})
