"""The command line for ChokoMasquerade: `choco-referee chokomasquerade check|score|deal`,
with --json (the API's shapes) and --lang it; exit codes 0, 1 (a rule says no), 2 (bad
input)."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from schemas.chokomasquerade import API
from schemas.chokomasquerade.examples import HISTORY, ILLEGAL_HISTORY
from service.cli import main
from tests.helpers import assert_conforms

GAME = "chokomasquerade"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main([GAME, *argv])
    out, err = capsys.readouterr()
    return code, out, err


def write(path: Path, doc) -> str:
    path.write_text(doc if isinstance(doc, str) else json.dumps(doc), encoding="utf-8")
    return str(path)


@pytest.fixture(scope="module")
def finished() -> dict:
    return API.random_history(2, 7)


def test_check_a_legal_and_an_illegal_game(capsys, tmp_path, finished):
    legal = write(tmp_path / "legal.json", finished)
    code, out, _ = run(capsys, "check", legal)
    assert code == 0 and "legal (finished)" in out and "bob" in out
    illegal = write(tmp_path / "illegal.json", ILLEGAL_HISTORY)
    code, out, _ = run(capsys, "check", illegal)
    assert code == 1 and "M2" in out and "  moves[7]  " in out and "[/moves/7/type]" in out
    code, out, _ = run(capsys, "check", illegal, "--lang", "it")
    assert code == 1 and "la mattanza è in corso" in out
    code, out, _ = run(capsys, "check", "--json", legal, illegal)
    doc = json.loads(out)
    assert code == 1 and [f["status"] for f in doc["files"]] == ["legal", "illegal"]
    result = doc["files"][1]["result"]
    assert_conforms(API.validate_answer, result)
    assert (result["violation"]["rule"], result["violation"]["move_index"]) == ("M2", 7)


def test_check_wrapped_and_broken_files(capsys, tmp_path):
    wrapped = write(tmp_path / "wrapped.json", {"game": ILLEGAL_HISTORY})
    code, out, _ = run(capsys, "check", "--json", wrapped)
    assert code == 1 and json.loads(out)["files"][0]["result"]["violation"]["pointer"] == "/game/moves/7/type"
    bad = copy.deepcopy(HISTORY)
    bad["moves"][0]["card"] = "mask_30"
    code, out, _ = run(capsys, "check", "--json", write(tmp_path / "bad.json", bad))
    problem = json.loads(out)["files"][0]["problem"]
    assert code == 2 and (problem["errors"][0]["pointer"], problem["errors"][0]["rule"]) == ("/moves/0/card", "D1")
    code, out, _ = run(capsys, "check", "--json", write(tmp_path / "bad_wrapped.json", {"game": bad}))
    assert json.loads(out)["files"][0]["problem"]["errors"][0] == {
        "pointer": "/game/moves/0/card", "rule": "D1",
        "message": "Unknown card id (D1): a card is chokomannaro or one of mask_01 to mask_29."}
    assert run(capsys, "check", write(tmp_path / "junk.json", "{"))[0] == 2


def test_score_a_game_a_final_form_and_a_season(capsys, tmp_path, finished):
    path = write(tmp_path / "a.json", finished)
    code, out, _ = run(capsys, "score", path)
    assert code == 0 and "made" in out and "eaten" in out and "W1, W2" in out
    code, out, _ = run(capsys, "score", path, "--lang", "it")
    assert code == 0 and "fatte" in out and "sbranate" in out and "regole W1, W2" in out
    code, out, _ = run(capsys, "score", "--json", path)
    answer = json.loads(out)
    assert code == 0 and answer["provisional"] is False
    assert_conforms(API.score_answer, answer)
    final = write(tmp_path / "final.json", {"final": {"players": [{"player": "ann", "pairs": 13},
                                                                  {"player": "bob", "pairs": 13}]}})
    code, out, _ = run(capsys, "score", final)
    assert code == 0 and "winners: ann, bob" in out
    write(tmp_path / "b.json", API.random_history(2, 8))
    write(tmp_path / "running.json", HISTORY)
    code, out, _ = run(capsys, "score", "--json", str(tmp_path))
    league = json.loads(out)["league"]
    assert code == 0 and league["games"] == 3  # the unfinished one is no result


def test_score_an_illegal_game_says_which_rule(capsys, tmp_path):
    code, _, err = run(capsys, "score", write(tmp_path / "illegal.json", ILLEGAL_HISTORY))
    assert code == 1 and "M2 (moves[7])" in err
    code, out, _ = run(capsys, "score", "--json", write(tmp_path / "f1.json", {"final": {"players": [
        {"player": "ann", "pairs": 16}, {"player": "bob", "pairs": 15}]}}))
    assert code == 1 and json.loads(out)["violation"]["rule"] == "F1"


def test_deal(capsys):
    code, out, _ = run(capsys, "deal", "ann", "bob", "--seed", "7", "--first-player", "bob")
    dealt = json.loads(out)
    assert code == 0 and dealt["seed"] == 7 and dealt["setup"]["first_player"] == "bob"
    assert_conforms(API.deal_answer, dealt)
    assert run(capsys, "deal", "ann", "bob", "--seed", "7", "--first-player", "bob")[1] == out
    code, out, err = run(capsys, "deal", "ann", "bob", "cat", "--json")
    assert code == 1 and json.loads(out)["violation"]["rule"] == "S1"
    code, _, err = run(capsys, "deal", "ann", "bob", "--first-player", "cat", "--lang", "it")
    assert code == 1 and "S5" in err and "non è un giocatore" in err


def test_the_game_is_listed_with_its_commands(capsys):
    assert main(["games", "--json"]) == 0
    games = {g["id"]: g for g in json.loads(capsys.readouterr().out)["games"]}
    entry = games[GAME]
    assert entry["commands"] == ["check", "score", "deal", "view"] and entry["players"] == {"min": 2, "max": 2}
    assert entry["variants"] == [] and entry["name"] == {"en": "ChokoMasquerade", "it": "ChokoMasquerade"}
