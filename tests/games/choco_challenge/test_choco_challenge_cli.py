"""The command line of Choco Challenge: ``choco-referee choco-challenge check``, ``score``,
``deal`` and ``odds``, their JSON (the API's shapes) and their exit codes, in English and
Italian."""

from __future__ import annotations

import copy
import json

import pytest

from schemas.choco_challenge import API, examples
from service.cli import main

GAME = "choco-challenge"


def run(capsys, *argv):
    code = main([GAME, *argv])
    out, err = capsys.readouterr()
    return code, out, err


def write(tmp_path, name: str, doc) -> str:
    path = tmp_path / name
    path.write_text(json.dumps(doc))
    return str(path)


def conforms(schema, body) -> None:
    assert not schema().validate(body), schema().validate(body)


def test_check_legal_and_illegal_games(capsys, tmp_path):
    good = write(tmp_path, "good.json", examples.HISTORY)
    bad = write(tmp_path, "bad.json", {"game": examples.ILLEGAL_HISTORY})
    code, out, _ = run(capsys, "check", good)
    assert code == 0 and "legal" in out
    code, out, _ = run(capsys, "check", good, bad, "--json")
    payload = json.loads(out)
    assert code == 1 and payload["summary"]["illegal"] == 1
    entry = payload["files"][1]
    conforms(API.validate_answer, entry["result"])
    assert entry["result"]["violation"]["pointer"] == "/game/moves/5/buy/position"
    code, out, _ = run(capsys, "check", bad, "--lang", "it")
    assert code == 1 and "posizione" in out and "irregolare" in out


def test_score_a_history_a_final_form_and_a_folder(capsys, tmp_path):
    final = write(tmp_path, "final.json", examples.SCORE_FINAL_REQUEST)
    code, out, _ = run(capsys, "score", final)
    assert code == 0 and "william *" in out and "W3" in out and "31" in out
    code, out, _ = run(capsys, "score", final, "--json")
    conforms(API.score_answer, json.loads(out))
    folder = tmp_path / "season"
    folder.mkdir()
    for seed in (1, 2):
        write(folder, f"g{seed}.json", API.random_history(3, seed))
    code, out, _ = run(capsys, "score", str(folder), "--lang", "it")
    assert code == 0 and "Dolci" in out and "2" in out


def test_deal(capsys):
    code, out, _ = run(capsys, "deal", "ann", "bob", "cat", "--seed", "5", "--first-player", "bob")
    dealt = json.loads(out)
    assert code == 0 and dealt["seed"] == 5 and dealt["setup"]["first_player"] == "bob"
    assert run(capsys, "deal", "ann", "bob", "cat", "--seed", "5", "--first-player", "bob")[1] == out
    code, out, err = run(capsys, "deal", "ann", "bob", "--seed", "5")
    assert code == 1 and "S1" in err


def test_odds_before_every_draw(capsys, tmp_path):
    path = write(tmp_path, "r.json", examples.RULEBOOK_HISTORY)
    code, out, _ = run(capsys, "odds", path)
    assert code == 0 and "1/3 (33.3%)" in out and "yes" in out
    code, out, _ = run(capsys, "odds", path, "--json")
    answer = json.loads(out)
    assert [p["move_index"] for p in answer["points"]] == [0, 1, 3, 4, 5, 7, 8, 10, 12, 13, 14]
    last = answer["points"][-1]
    assert (last["player"], last["bust_probability"], last["drawn"], last["matched"]) == ("william", "1/3", "butter",
                                                                                        True)
    assert answer["now"]["player"] == "sabrina" and answer["now"]["pile_size"] == 9


def test_odds_at_a_point_card_by_card(capsys, tmp_path):
    path = write(tmp_path, "r.json", {"game": examples.RULEBOOK_HISTORY})
    code, out, _ = run(capsys, "odds", path, "--at", "14", "--json")
    answer = json.loads(out)
    assert code == 0 and answer["odds"]["bust_probability"] == "1/3" and answer["odds"]["in_front"] == 2
    assert {d["card"]: (d["probability"], d["matches"]) for d in answer["draws"]} == {
        "cocoa": ("1/6", True), "butter": ("1/6", True), "sugar": ("1/3", False), "milk": ("1/3", False)}
    code, out, _ = run(capsys, "odds", path, "--at", "16", "--lang", "it")
    assert code == 0 and "1/5" in out and "sballare" in out and "Prima di moves[16]:" in out
    code, out, _ = run(capsys, "odds", path, "--at", "17")
    assert code == 0 and "Before moves[17] the game waits for refill" in out and "william" in out
    code, out, _ = run(capsys, "odds", path, "--at", "0")
    assert code == 0 and "0/1" in out and "Before the first move" in out
    finished = write(tmp_path, "f.json", API.random_history(3, 2))
    code, out, _ = run(capsys, "odds", finished, "--at", str(len(API.random_history(3, 2)["moves"])))
    assert code == 0 and "over" in out


@pytest.mark.parametrize("doc, argv, exit_code, text", [
    (examples.ILLEGAL_HISTORY, (), 1, "P2"),
    ({"game": examples.ILLEGAL_HISTORY}, ("--json",), 1, "/game/moves/5/buy/position"),
    (examples.RULEBOOK_HISTORY, ("--at", "99"), 2, "--at 99"),
    ({**examples.HISTORY, "moves": [{"type": "draw"}]}, (), 2, "/moves/0"),
])
def test_odds_errors(capsys, tmp_path, doc, argv, exit_code, text):
    code, out, err = run(capsys, "odds", write(tmp_path, "x.json", copy.deepcopy(doc)), *argv)
    assert code == exit_code and text in out + err


def test_games_lists_the_odds_command(capsys):
    assert main(["games", "--json"]) == 0
    games = json.loads(capsys.readouterr().out)["games"]
    entry = next(g for g in games if g["id"] == GAME)
    assert entry["commands"] == ["check", "score", "deal", "view", "odds"] and entry["players"] == {"min": 3, "max": 5}
