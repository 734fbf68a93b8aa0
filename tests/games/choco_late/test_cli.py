"""The ``choco-late`` command line: outputs, JSON shapes (the API's) and exit codes.

Games are built with the engine itself: a seeded deal, then moves picked among the legal
moves the engine offers, so every history here is legal by construction (the illegal ones
are legal ones with one move broken on purpose).
"""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from service.cli import choco_late_main as main
from service.cli import main as main_family

ROOT = Path(__file__).resolve().parents[3]

RULEBOOK_TRAYS = [
    ("26 32 44 37 23", 17), ("2 22 25 4 9 5", 17), ("6 7 10 35", 11), ("1 26 28 11", 10),
    ("31 27 32 43 48", 14), ("16 42 19 43 45", 20), ("46 16 11 33", 12), ("39 28 7 45", 15),
    ("21 23 49", 5),
]


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def run_json(capsys, *argv: str):
    code, out, err = run(capsys, *argv, "--json")
    return code, json.loads(out), err


def conforms(schema, body) -> None:
    errors = schema().validate(body)
    assert not errors, errors


# --- games built with the engine ------------------------------------------------------------

def play(players: int, seed: int, *, stop_after: int | None = None, arrange: bool = True, **variants) -> dict:
    """A legal history: the engine's deal for `seed`, then moves its seeded random player
    picks among the legal ones (service.games.choco_late.autoplay). Without `arrange`, a
    finished two-tray game loses its arrange_trays moves (the service then arranges, C3)."""
    from schemas.choco_late import API

    history = API.random_history(players, seed, variants=variants, stop_after=stop_after)
    if not arrange:
        history["moves"] = [m for m in history["moves"] if m["type"] != "arrange_trays"]
    return history


def broken(history: dict) -> tuple[dict, int]:
    """The history with its first offer raised past the bidder's hand (A2): (history, index)."""
    h = json.loads(json.dumps(history))
    for i, move in enumerate(h["moves"]):
        if move["type"] in ("open", "raise"):
            move["amount"] = 99
            return h, i
    raise AssertionError("no offer in the game")


def write(path: Path, doc) -> Path:
    path.write_text(doc if isinstance(doc, str) else json.dumps(doc), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def games() -> dict[str, dict]:
    return {
        "two": play(2, 1),
        "three_free": play(3, 2, free_bidding=True),
        "four_trays": play(4, 3, two_trays=True, best_wins=True),
        "unarranged": play(2, 4, arrange=False, two_trays=True),
        "unfinished": play(3, 5, stop_after=12),
    }


# --- the command line itself -------------------------------------------------------------

def test_help_and_usage_errors(capsys):
    code, out, _ = run(capsys, "--help")
    assert code == 0
    for command in ("tray", "split", "check", "score", "deal"):
        assert command in out
    assert main_family(["--help"]) == 0
    out = capsys.readouterr().out
    for command in ("games", "choco-late", "serve"):
        assert command in out
    assert run(capsys)[0] == 2
    assert run(capsys, "nonsense")[0] == 2
    code, out, _ = run(capsys, "check", "--help")
    assert code == 0 and "--progress" in out


def test_console_script_is_installed():
    script = Path(sys.executable).parent / "choco-late"
    if not script.exists():
        pytest.skip("the choco-late console script is not installed in this environment")
    done = subprocess.run([str(script), "tray", "26", "32", "44", "37", "23", "--json"],
                          capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["total"] == 17


# --- tray --------------------------------------------------------------------------------------

@pytest.mark.parametrize("cards,points", RULEBOOK_TRAYS)
def test_tray_scores_the_rulebook_examples(capsys, cards, points):
    code, answer, _ = run_json(capsys, "tray", *cards.split())
    assert code == 0
    assert answer["total"] == points == answer["trays"][0]["points"]


def test_tray_table(capsys):
    code, out, err = run(capsys, "tray", "26", "32", "44", "37", "23")
    assert code == 0 and not err
    lines = out.splitlines()
    assert lines[0].split()[:2] == ["tray", "lots"]
    # the combinations in English words (their printed Italian names in Italian)
    assert "four different 8 [23 26 32 44]" in out and "five different 9 [23 26 32 37 44]" in out
    assert "four different (symbols) 8 + five different (colours) 9 = 17" in out
    assert lines[-1].startswith("total: 17 points") and "C1, C2" in lines[-1]


def test_tray_json_is_the_api_answer(capsys):
    from schemas.choco_late.trays import ChocoLateTraysAnswerSchema as TraysAnswerSchema

    code, answer, _ = run_json(capsys, "tray", "31", "27", "32", "43", "48")
    assert code == 0
    conforms(TraysAnswerSchema, answer)
    tray = answer["trays"][0]
    assert tray["loose_lots"] == [31]
    assert tray["symbol_combination"]["id"] == "two_pairs"
    assert tray["colour_combination"]["id"] == "four_different"
    assert answer["decided_by"] == ["C1", "C2"]


def test_tray_json_equals_the_http_answer(capsys, client):
    for argv, body in ((["26", "32", "44", "37", "23"], {"lots": [26, 32, 44, 37, 23]}),
                       (["46", "16", "11", "33", "/", "39", "28", "7", "45"],
                        {"trays": [[46, 16, 11, 33], [39, 28, 7, 45]]})):
        for lang in ("en", "it"):
            _, answer, _ = run_json(capsys, "tray", *argv, "--lang", lang)
            http = client.post("/choco-late/trays", json=body, headers={"Accept-Language": lang})
            assert http.status_code == 200
            assert answer == http.get_json()


@pytest.mark.parametrize("argv", [
    ["46", "16", "11", "33", "/", "39", "28", "7", "45"],
    ["46", "16", "11", "33/39", "28", "7", "45"],
    ["46,16,11,33", "/", "39,28,7,45"],
])
def test_tray_two_trays(capsys, argv):
    code, answer, _ = run_json(capsys, "tray", *argv)
    assert code == 0
    assert [t["points"] for t in answer["trays"]] == [12, 15]
    assert answer["total"] == 27
    assert answer["decided_by"] == ["C1", "C2", "C3"]


def test_tray_two_trays_table_in_italian(capsys):
    code, out, _ = run(capsys, "tray", "46", "16", "11", "33", "/", "39", "28", "7", "45", "--lang", "it")
    assert code == 0
    assert "vassoio 1: Tris (simboli) 5 + 4 diversi (colori) 7 = 12" in out
    assert "totale: 27 punti" in out


def test_tray_an_empty_second_tray_is_allowed(capsys):
    code, answer, _ = run_json(capsys, "tray", "1", "2", "/")
    assert code == 0
    assert answer["trays"][1]["points"] == 0 and answer["trays"][1]["lots"] == []


def test_tray_a_card_twice_breaks_D1(capsys):
    code, out, err = run(capsys, "tray", "26", "32", "26")
    assert code == 1 and not out
    assert "D1" in err and "26" in err
    code, problem, _ = run_json(capsys, "tray", "26", "32", "26")
    assert code == 1
    assert problem["status"] == 422 and problem["type"] == "/problems/rule-violation"
    assert problem["violation"]["rule"] == "D1"
    assert problem["violation"]["pointer"] == "/lots/2"


def test_tray_out_of_range_in_the_second_tray(capsys):
    code, problem, _ = run_json(capsys, "tray", "5", "6", "/", "7", "101", "--lang", "it")
    assert code == 1
    assert problem["violation"]["rule"] == "D1"
    assert problem["violation"]["pointer"] == "/trays/1/1"
    assert "101" in problem["violation"]["message"] and "carta" in problem["violation"]["message"]


@pytest.mark.parametrize("argv", [["12", "abc"], ["1", "/", "2", "/", "3"], ["1.5"]])
def test_tray_unreadable_arguments_exit_2(capsys, argv):
    code, out, err = run(capsys, "tray", *argv)
    assert code == 2 and not out and "error" in err


def test_tray_schema_limits_exit_2(capsys):
    code, problem, _ = run_json(capsys, "tray", *[str(n) for n in range(1, 101)], "1")
    assert code == 2
    assert problem["type"] == "/problems/invalid-body"
    assert problem["errors"][0]["pointer"] == "/lots"


# --- split --------------------------------------------------------------------------------------

def test_split_finds_a_best_split(capsys):
    from schemas.choco_late.trays import ChocoLateBestSplitAnswerSchema as BestSplitAnswerSchema

    lots = [46, 33, 39, 16, 11, 28, 7, 45]
    code, answer, _ = run_json(capsys, "split", *map(str, lots))
    assert code == 0
    conforms(BestSplitAnswerSchema, answer)
    assert answer["total"] >= 27  # the rulebook's own split scores 27
    assert sorted(answer["trays"][0]["lots"] + answer["trays"][1]["lots"]) == sorted(lots)
    assert answer["total"] == sum(t["points"] for t in answer["trays"])
    if answer["optimal"]:
        assert answer["search"]["upper_bound"] == answer["total"]
    code, out, _ = run(capsys, "split", *map(str, lots))
    assert code == 0
    assert out.startswith(f"best split: {answer['total']} points")
    assert ("proven optimal" in out) == answer["optimal"]


def test_split_json_equals_the_http_answer(capsys, client):
    lots = [46, 33, 39, 16, 11, 28, 7, 45]
    _, answer, _ = run_json(capsys, "split", *map(str, lots), "--lang", "it")
    http = client.post("/choco-late/trays/best-split", json={"lots": lots}, headers={"Accept-Language": "it"})
    assert http.status_code == 200
    mine, theirs = dict(answer), http.get_json()
    mine.pop("search")
    theirs.pop("search")  # node counts are the same search, but the wall-clock guard may differ
    assert mine == theirs


def test_split_accepts_a_slash_and_refuses_a_card_twice(capsys):
    code, answer, _ = run_json(capsys, "split", "46", "16", "/", "39", "28")
    assert code == 0 and sorted(answer["lots"]) == [16, 28, 39, 46]
    code, problem, _ = run_json(capsys, "split", "46", "16", "46")
    assert code == 1 and problem["violation"]["rule"] == "D1"


# --- deal ---------------------------------------------------------------------------------------

def test_deal_prints_a_history(capsys):
    from schemas.choco_late.requests import ChocoLateHistorySchema as DealAnswerSchema  # a deal answers a history

    code, out, _ = run(capsys, "deal", "ann", "bob", "cat", "--seed", "42")
    assert code == 0
    history = json.loads(out)
    conforms(DealAnswerSchema, history)
    assert history["players"] == ["ann", "bob", "cat"]
    assert history["seed"] == 42 and history["moves"] == []
    assert len(history["setup"]["lots"]) == 14  # S2: 3 players
    assert all(len(h) == 10 for h in history["setup"]["hands"].values())
    assert run(capsys, "deal", "ann", "bob", "cat", "--seed", "42")[1] == out  # same seed, same deal
    assert run(capsys, "deal", "ann", "bob", "cat", "--seed", "43")[1] != out


def test_deal_variants_and_first_player(capsys):
    code, history, _ = run_json(capsys, "deal", "ann", "bob", "--two-trays", "--best-wins",
                                "--seed", "7", "--first-player", "bob")
    assert code == 0
    assert history["variants"] == {"free_bidding": False, "best_wins": True, "two_trays": True}
    assert history["setup"]["first_player"] == "bob"
    assert len(history["setup"]["lots"]) == 17  # the two-trays table, 2 players


def test_deal_without_seed_prints_the_seed_it_drew(capsys):
    code, history, _ = run_json(capsys, "deal", "ann", "bob")
    assert code == 0 and isinstance(history["seed"], int)
    again = run_json(capsys, "deal", "ann", "bob", "--seed", str(history["seed"]))[1]
    assert again == history


def test_deal_json_equals_the_http_answer(capsys, client):
    _, mine, _ = run_json(capsys, "deal", "ann", "bob", "cat", "dan", "--free-bidding", "--seed", "5")
    http = client.post("/choco-late/deal", json={"players": ["ann", "bob", "cat", "dan"], "seed": 5,
                                                 "variants": {"free_bidding": True}})
    assert http.status_code == 200
    assert mine == http.get_json()


def test_deal_refuses_too_many_players_for_two_trays(capsys):
    code, problem, err = run_json(capsys, "deal", "a", "b", "c", "d", "e", "--two-trays", "--seed", "1")
    assert code == 1
    assert problem["violation"]["rule"] == "S1"
    assert "S1" in err


def test_deal_refuses_a_bad_player_id(capsys):
    code, problem, _ = run_json(capsys, "deal", "ann", "x" * 65, "--seed", "1")
    assert code == 2
    assert problem["errors"][0]["pointer"] == "/players/1"


# --- check --------------------------------------------------------------------------------------

def test_check_a_legal_game(capsys, tmp_path, games):
    path = write(tmp_path / "game.json", games["two"])
    code, out, err = run(capsys, "check", str(path))
    assert code == 0
    assert "legal (finished)" in out
    assert "1 file: 1 legal, 0 illegal, 0 unreadable, 0 invalid" in out.splitlines()
    assert err == ""  # no progress bar for one file off a terminal


def test_check_json_result_equals_the_http_answer(capsys, tmp_path, games, client):
    history = games["four_trays"]
    path = write(tmp_path / "game.json", history)
    code, report, _ = run_json(capsys, "check", str(path), "--lang", "it")
    assert code == 0
    entry = report["files"][0]
    assert entry["status"] == "legal" and entry["finished"] is True
    http = client.post("/choco-late/validate", json=history, headers={"Accept-Language": "it"})
    assert entry["result"] == http.get_json()


def test_check_an_illegal_game(capsys, tmp_path, games):
    history, index = broken(games["three_free"])
    path = write(tmp_path / "bad.json", history)
    code, out, _ = run(capsys, "check", str(path))
    assert code == 1
    row = next(line for line in out.splitlines() if line.startswith(str(path)))
    assert "illegal" in row and " A2 " in row and f"/moves/{index}/amount" in row
    code, report, _ = run_json(capsys, "check", str(path))
    assert code == 1 and report["exit_code"] == 1
    violation = report["files"][0]["result"]["violation"]
    assert violation["rule"] == "A2" and violation["move_index"] == index


def test_check_a_wrapped_history_points_into_game(capsys, tmp_path, games):
    history, index = broken(games["two"])
    path = write(tmp_path / "wrapped.json", {"game": history})
    code, report, _ = run_json(capsys, "check", str(path))
    assert code == 1
    assert report["files"][0]["result"]["violation"]["pointer"] == f"/game/moves/{index}/amount"


def test_check_an_illegal_setup(capsys, tmp_path, games):
    history = json.loads(json.dumps(games["two"]))
    history["setup"]["lots"][0] = history["setup"]["lots"][1]  # a card twice in the deal
    code, report, _ = run_json(capsys, "check", str(write(tmp_path / "deal.json", history)))
    assert code == 1
    v = report["files"][0]["result"]["violation"]
    assert v["move_index"] is None and v["rule"] in ("S2", "D1")


def test_check_a_folder_with_every_kind_of_file(capsys, tmp_path, games):
    folder = tmp_path / "games"
    (folder / "round2").mkdir(parents=True)
    write(folder / "a-legal.json", games["two"])
    write(folder / "round2" / "b-legal.json", games["unfinished"])
    write(folder / "c-illegal.json", broken(games["three_free"])[0])
    write(folder / "d-unreadable.json", "{ not json")
    write(folder / "e-invalid.json", {"players": ["ann"], "setup": {"lots": "x"}})
    write(folder / "notes.txt", "not a game")
    code, out, err = run(capsys, "check", str(folder))
    assert code == 2  # an unreadable or invalid file wins over an illegal game
    assert "5 files: 2 legal, 1 illegal, 1 unreadable, 1 invalid" in out.splitlines()
    assert "legal (unfinished)" in out
    assert "notes.txt" not in out
    code, report, _ = run_json(capsys, "check", str(folder))
    assert [Path(e["path"]).name for e in report["files"]] == [
        "a-legal.json", "c-illegal.json", "d-unreadable.json", "e-invalid.json", "b-legal.json"]
    statuses = {Path(e["path"]).name: e["status"] for e in report["files"]}
    assert statuses == {"a-legal.json": "legal", "b-legal.json": "legal", "c-illegal.json": "illegal",
                        "d-unreadable.json": "unreadable", "e-invalid.json": "invalid"}
    invalid = next(e for e in report["files"] if e["status"] == "invalid")
    assert invalid["problem"]["type"] == "/problems/invalid-body"
    assert {"/setup/lots", "/moves", "/setup/hands"} & {x["pointer"] for x in invalid["problem"]["errors"]}
    assert report["summary"] == {"files": 5, "legal": 2, "illegal": 1, "unreadable": 1, "invalid": 1}


def test_check_progress_bar(capsys, tmp_path, games):
    paths = [str(write(tmp_path / f"g{i}.json", games["two"])) for i in range(3)]
    code, out, err = run(capsys, "check", *paths, "--progress")
    assert code == 0
    assert "3/3 100%" in err and err.count("\r") == 3
    assert "\r" not in out
    code, out, err = run(capsys, "check", *paths, "--no-progress")
    assert code == 0 and err == ""


def test_check_progress_bar_on_a_terminal_only(capsys, tmp_path, games, monkeypatch):
    paths = [str(write(tmp_path / f"g{i}.json", games["two"])) for i in range(2)]

    class Tty(io.StringIO):
        def isatty(self):
            return True

    fake = Tty()
    monkeypatch.setattr(sys, "stderr", fake)
    assert main(["check", *paths]) == 0
    assert "2/2 100%" in fake.getvalue()


def test_check_exit_2_for_missing_files_and_empty_folders(capsys, tmp_path):
    code, out, _ = run(capsys, "check", str(tmp_path / "missing.json"))
    assert code == 2 and "unreadable" in out
    (tmp_path / "empty").mkdir()
    code, out, err = run(capsys, "check", str(tmp_path / "empty"))
    assert code == 2 and "no JSON file" in err


def test_check_reads_standard_input(capsys, games, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(json.dumps(games["two"]).encode())))
    code, out, _ = run(capsys, "check", "-")
    assert code == 0 and "legal" in out


def test_check_in_italian(capsys, tmp_path, games):
    path = write(tmp_path / "bad.json", broken(games["two"])[0])
    code, out, _ = run(capsys, "check", str(path), "--lang", "it")
    assert code == 1
    assert "irregolare" in out and "regola" in out.splitlines()[0]


# --- score --------------------------------------------------------------------------------------

def test_score_a_finished_game(capsys, tmp_path, games):
    from schemas.choco_late import API
    GameScoreSchema = API.score_answer

    path = write(tmp_path / "game.json", games["three_free"])
    code, answer, _ = run_json(capsys, "score", str(path))
    assert code == 0
    conforms(GameScoreSchema, answer)
    assert answer["provisional"] is False
    assert set(answer["winners"]) <= {"ann", "bob", "cat"} and answer["winners"]
    assert sorted(answer["ranking"]) == ["ann", "bob", "cat"]
    code, out, _ = run(capsys, "score", str(path))
    assert code == 0
    assert out.splitlines()[0].split()[:4] == ["rank", "player", "total", "tray"]
    assert any(line.startswith("winner") for line in out.splitlines())
    for winner in answer["winners"]:
        assert f"{winner} *" in out


def test_score_json_equals_the_http_answer(capsys, tmp_path, games, client):
    for name in ("two", "four_trays", "unarranged", "unfinished"):
        history = games[name]
        path = write(tmp_path / f"{name}.json", history)
        code, mine, _ = run_json(capsys, "score", str(path), "--lang", "it")
        assert code == 0, name
        http = client.post("/score/choco-late", json={"game": history}, headers={"Accept-Language": "it"})
        assert http.status_code == 200, name
        assert mine == http.get_json(), name


def test_score_two_trays_arranged_or_not(capsys, tmp_path, games):
    _, arranged, _ = run_json(capsys, "score", str(write(tmp_path / "a.json", games["four_trays"])))
    assert {p["arrangement"] for p in arranged["players"]} <= {"given"}
    assert all(len(p["trays"]) == 2 for p in arranged["players"])
    _, unarranged, _ = run_json(capsys, "score", str(write(tmp_path / "u.json", games["unarranged"])))
    assert {p["arrangement"] for p in unarranged["players"]} == {"best_split"}


def test_score_an_unfinished_game_is_provisional(capsys, tmp_path, games):
    path = write(tmp_path / "game.json", games["unfinished"])
    code, out, _ = run(capsys, "score", str(path))
    assert code == 0 and "provisional" in out
    code, out, _ = run(capsys, "score", str(path), "--lang", "it")
    assert "provvisoria" in out


def test_score_final_collections(capsys, tmp_path):
    final = {"final": {"players": [{"player": "ann", "lots": [26, 32, 44, 37, 23]},
                                   {"player": "bob", "lots": [6, 7, 10, 35]}]}}
    code, answer, _ = run_json(capsys, "score", str(write(tmp_path / "final.json", final)))
    assert code == 0
    totals = {p["player"]: p["total"] for p in answer["players"]}
    assert totals == {"ann": 17, "bob": 11}
    assert answer["winners"] == ["ann"] and answer["ranking"] == ["ann", "bob"]
    assert "auctions" not in answer
    code, out, _ = run(capsys, "score", str(tmp_path / "final.json"))
    assert code == 0 and "ann *" in out and "bob *" not in out


def test_score_final_with_a_card_twice(capsys, tmp_path):
    final = {"final": {"players": [{"player": "ann", "lots": [1, 2]}, {"player": "bob", "lots": [2]}]}}
    code, problem, err = run_json(capsys, "score", str(write(tmp_path / "final.json", final)))
    assert code == 1
    assert problem["violation"]["rule"] == "D1"
    assert problem["violation"]["pointer"].startswith("/final/")
    assert "final.json" in err


def test_score_an_illegal_history(capsys, tmp_path, games):
    history, index = broken(games["two"])
    code, problem, _ = run_json(capsys, "score", str(write(tmp_path / "bad.json", history)))
    assert code == 1
    assert problem["violation"]["rule"] == "A2" and problem["violation"]["move_index"] == index
    assert problem["violation"]["pointer"] == f"/moves/{index}/amount"
    code, problem, _ = run_json(capsys, "score", str(write(tmp_path / "wrapped.json", {"game": history})))
    assert code == 1 and problem["violation"]["pointer"] == f"/game/moves/{index}/amount"


def test_score_unreadable_and_invalid_files(capsys, tmp_path):
    code, _, err = run(capsys, "score", str(write(tmp_path / "x.json", "[1, 2")))
    assert code == 2 and "not valid JSON" in err
    code, problem, _ = run_json(capsys, "score", str(write(tmp_path / "y.json", {"players": 3})))
    assert code == 2 and problem["type"] == "/problems/invalid-body"
    assert any(e["pointer"] == "/players" for e in problem["errors"])
    assert run(capsys, "score", str(tmp_path / "missing.json"))[0] == 2


# --- serve --------------------------------------------------------------------------------------

@pytest.fixture()
def exec_calls(monkeypatch):
    calls = []
    monkeypatch.setattr(os, "execve", lambda path, argv, env: calls.append((path, argv, env)))
    return calls


def test_serve_starts_gunicorn_with_the_deploy_config(capsys, exec_calls, monkeypatch):
    monkeypatch.delenv("BIND", raising=False)
    code, _, err = run(capsys, "serve")
    assert code == 0
    path, argv, env = exec_calls[0]
    assert path == sys.executable and argv[1:3] == ["-m", "gunicorn"]
    config = argv[argv.index("--config") + 1]
    assert Path(config) == ROOT / "deploy" / "gunicorn.conf.py"
    assert argv[-1] == "service.wsgi:app"
    assert env["BIND"] == "127.0.0.1:8000"
    assert "http://127.0.0.1:8000" in err


def test_serve_port_bind_and_workers(capsys, exec_calls):
    run(capsys, "serve", "--port", "9123", "--workers", "3")
    assert exec_calls[-1][2]["BIND"] == "127.0.0.1:9123"
    assert exec_calls[-1][2]["WEB_CONCURRENCY"] == "3"
    run(capsys, "serve", "--bind", "0.0.0.0:8080")
    assert exec_calls[-1][2]["BIND"] == "0.0.0.0:8080"
    assert run(capsys, "serve", "--port", "1", "--bind", "x:1")[0] == 2  # one or the other


# --- the family's command line: games, and a season of games ----------------------------------

def test_choco_referee_games_lists_every_game_with_its_commands(capsys):
    assert main_family(["games", "--json"]) == 0
    games = json.loads(capsys.readouterr().out)["games"]
    late = next(g for g in games if g["id"] == "choco-late")
    assert late["players"] == {"min": 2, "max": 6} and late["commands"] == ["check", "score", "deal", "view", "tray", "split"]
    assert main_family(["games", "--lang", "it"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].split()[:2] == ["gioco", "nome"] and "choco-late" in out
    rows = {line.split()[0]: line for line in out.splitlines()[2:]}
    assert "  2-6  " in rows["choco-late"] and "  2  " in rows["chokomasquerade"] and "2-2" not in out


def test_score_a_folder_of_games_ends_with_a_league_table(capsys, tmp_path, games):
    season = tmp_path / "season"
    season.mkdir()
    for name in ("two", "three_free", "unfinished"):
        write(season / f"{name}.json", games[name])
    code, report, _ = run_json(capsys, "score", str(season))
    assert code == 0
    league = report["league"]
    assert league["games"] == 2  # the unfinished game has provisional standings only: no result
    wins = sum(r["wins"] for r in league["players"])
    finished = [f["score"] for f in report["files"] if not f["score"]["provisional"]]
    assert wins == sum(len(s["winners"]) for s in finished)
    for row in league["players"]:
        played = [s for s in finished if row["player"] in [p["player"] for p in s["players"]]]
        assert row["games"] == len(played)
        assert row["points"] == sum(p["total"] for s in played for p in s["players"] if p["player"] == row["player"])
    code, out, _ = run(capsys, "score", str(season), "--lang", "it")
    assert code == 0 and "campionato: 2 partite finite" in out


def test_check_a_season_gives_the_league_too(capsys, tmp_path, games):
    season = tmp_path / "season"
    season.mkdir()
    write(season / "a.json", games["two"])
    write(season / "b.json", games["three_free"])
    code, report, _ = run_json(capsys, "check", str(season))
    assert code == 0 and report["league"]["games"] == 2
    code, out, _ = run(capsys, "check", str(season))
    assert "league: 2 finished games" in out


# --- words ------------------------------------------------------------------------------------

ENGLISH = ("tray", "lots", "points", "total", "loose", "symbol", "colour", "best split", "optimal", "search",
           "not proven", "arrangement", "pile top", "single", "given", "winners", "rules", "nodes")


def english(text: str) -> list[str]:
    return [w for w in ENGLISH if re.search(rf"\b{w}s?\b", text)]


def test_choco_late_words_are_in_its_own_catalogue():
    from schemas.choco_late.enums import CATALOGUE
    from service.text import words

    shared = words()
    for code in ("tray", "lots", "symbols", "colours", "loose", "best_split", "optimal", "not_optimal", "search",
                 "arrangement", "pile_top", "not_a_card", "too_many_trays"):
        assert f"cli_{code}" not in shared and set(CATALOGUE.messages[f"cli_{code}"]) == {"en", "it"}


@pytest.mark.parametrize("argv", [("tray", "26", "32", "44", "37", "23", "/", "1", "2"),
                                  ("split", "46", "33", "39", "16", "11", "28", "7", "45"),
                                  ("tray", "x"), ("tray", "1", "/", "2", "/", "3")])
def test_choco_late_commands_speak_italian(capsys, argv):
    code, out, err = run(capsys, *argv, "--lang", "it")
    said = (out + err).lower()
    assert said.strip() and not english(said), said


def test_the_score_table_speaks_italian(capsys, tmp_path):
    from schemas.choco_late import examples

    path = tmp_path / "g.json"
    path.write_text(json.dumps(examples.HISTORY))
    code, out, _ = run(capsys, "score", str(path), "--lang", "it")
    assert code == 0 and "un vassoio" in out
    assert not english(out.lower()), out


def test_no_english_sentence_is_written_in_choco_lates_command_code():
    import ast

    from service.cli.extras import choco_late as module

    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef)) and node.body
                  and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    sentences = [node.value for node in ast.walk(tree) if isinstance(node, ast.Constant)
                 and isinstance(node.value, str) and id(node) not in docstrings
                 and re.search(r"[A-Za-z]{2,} [A-Za-z]{2,}", node.value)]
    assert sentences == []


@pytest.mark.parametrize(("lang", "says"), [("en", "Score one tray"), ("it", "Il punteggio di un vassoio")])
def test_the_tray_help_is_in_the_language_asked(capsys, lang, says):
    assert main(["tray", "--help", "--lang", lang]) == 0
    assert says in capsys.readouterr().out
