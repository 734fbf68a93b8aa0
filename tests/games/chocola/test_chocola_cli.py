"""Chocola' on the command line: check, score, deal (the family's) and tray, pay (its own),
with --json and --lang it."""

from __future__ import annotations

import json

from schemas.chocola import API, examples
from service.cli import main

EX2 = ["--inspiration", "white_truffle", "marbled_drops", "milk_praline", "dark_praline", "white_semifreddo",
       "dark_mousse", "milk_mousse", "--on", "white_semifreddo=red_sprinkles", "--on", "milk_mousse=milk_glaze,caramel",
       "--on", "dark_praline=dark_drops", "--on", "dark_mousse=cinnamon_topping",
       "--tray", "milk_praline", "white_semifreddo", "dark_mousse"]


def run(capsys, *argv) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_tray_scores_the_rulebooks_first_example(capsys):
    code, out, _ = run(capsys, "chocola", "tray", "--inspiration", "white_truffle", "white_glaze", "milk_praline",
                       "dark_praline", "white_semifreddo", "milk_mousse")
    assert code == 0 and "= 51" in out and "R1" in out and "set aside: dark chocolate praline" in out  # the ids in the words of the game


def test_tray_with_decorations_in_italian_and_as_json(capsys):
    code, out, _ = run(capsys, "chocola", "tray", *EX2, "--lang", "it")
    assert code == 0 and "Dessert 64 + Decorazioni 20 = 84" in out and "dichiarato" in out
    code, out, _ = run(capsys, "chocola", "tray", *EX2, "--json")
    answer = json.loads(out)
    assert code == 0 and answer["points"] == 84 and answer["tray_chosen"] == "given"


def test_tray_from_a_file_and_its_errors(capsys, tmp_path):
    path = tmp_path / "tray.json"
    path.write_text(json.dumps(examples.TRAY_REQUEST))
    assert run(capsys, "chocola", "tray", "--file", str(path))[0] == 0
    code, _, err = run(capsys, "chocola", "tray", "--inspiration", "white_truffle", "white_glaze", "milk_praline",
                       "dark_praline", "--tray", "milk_praline", "dark_praline")
    assert code == 1 and "V2" in err
    code, out, _ = run(capsys, "chocola", "tray", "--json", "--inspiration", "white_truffle", "white_glaze",
                       "milk_praline", "--tray", "white_truffle")
    assert code == 1 and json.loads(out)["violation"]["rule"] == "V2"
    assert run(capsys, "chocola", "tray", "milk_praline")[0] == 2  # no Inspiration
    assert run(capsys, "chocola", "tray", "--inspiration", "white_truffle", "white_glaze", "--on", "x")[0] == 2


def test_pay_finds_the_cheapest_payment(capsys):
    code, out, _ = run(capsys, "chocola", "pay", "milk_praline", "milk_dark", "dark_milk", "milk_marbled", "white_dark")
    assert code == 0 and "milk / dark, milk / marbled, dark / milk" in out
    code, out, _ = run(capsys, "chocola", "pay", "milk_praline", "milk_dark", "dark_milk", "milk_marbled", "--lang", "it")
    assert code == 0 and "P4" in out and "ultimo giro" in out
    code, out, _ = run(capsys, "chocola", "pay", "--json", "--last-card", "milk_praline", "milk_dark", "dark_milk",
                       "milk_marbled")
    assert json.loads(out)["payable"] is True
    code, _, err = run(capsys, "chocola", "pay", "milk_praline", "milk_milk")
    assert code == 1 and "C2" in err


def test_check_score_and_deal(capsys, tmp_path):
    legal = tmp_path / "legal.json"
    legal.write_text(json.dumps(API.random_history(3, 9, variants={"second_phase": True})))
    illegal = tmp_path / "illegal.json"
    illegal.write_text(json.dumps(examples.ILLEGAL_HISTORY))
    assert run(capsys, "chocola", "check", str(legal))[0] == 0
    code, out, err = run(capsys, "chocola", "check", str(illegal), "--lang", "it")
    assert code == 1 and "K3" in out + err
    code, out, _ = run(capsys, "chocola", "score", str(legal))
    assert code == 0 and "phase 1" in out and "R" in out
    code, out, _ = run(capsys, "chocola", "score", str(tmp_path))
    assert code == 1  # a league table, with one illegal game
    code, out, _ = run(capsys, "chocola", "deal", "ann", "bob", "cat", "--seed", "4", "--second-phase")
    dealt = json.loads(out)
    assert code == 0 and dealt["seed"] == 4 and dealt["variants"] == {"second_phase": True}
    assert run(capsys, "chocola", "deal", "ann", "--seed", "4")[0] == 1  # S1
