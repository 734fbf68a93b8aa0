"""The command line for ChokoMannaro: ``check``, ``score``, ``deal`` (the family's) and
``events`` (the game's own), with --json (the API's shapes) and --lang it, and their exit
codes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from schemas.chokomannaro import API, examples
from schemas.chokomannaro.requests import ChokoMannaroHistorySchema
from service.cli import main
from service.verdicts import family
from tests.helpers import assert_conforms


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["chokomannaro", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def write(path: Path, doc) -> str:
    path.write_text(json.dumps(doc), encoding="utf-8")
    return str(path)


@pytest.fixture()
def files(tmp_path) -> dict[str, str]:
    return {"running": write(tmp_path / "running.json", examples.HISTORY),
            "illegal": write(tmp_path / "illegal.json", examples.ILLEGAL_HISTORY),
            "finished": write(tmp_path / "finished.json", {"game": API.random_history(3, 2)}),
            "invalid": write(tmp_path / "invalid.json", examples.INVALID_HISTORY)}


def test_check_reports_each_game_and_exits_with_the_worst(capsys, files):
    code, out, _ = run(capsys, "check", files["running"], files["finished"])
    assert code == 0 and "legal (unfinished)" in out and "legal (finished)" in out
    code, out, _ = run(capsys, "check", files["running"], files["illegal"])
    assert code == 1 and "M1" in out and "cat must choose an opponent, not themselves" in out
    code, out, _ = run(capsys, "check", files["illegal"], files["invalid"], "--lang", "it")
    assert code == 2 and "irregolare" in out and "cat deve scegliere un avversario" in out
    code, out, _ = run(capsys, "check", files["illegal"], "--json")
    report = json.loads(out)
    assert code == 1 and report["files"][0]["result"]["violation"]["rule"] == "M1"


def test_score_is_the_api_answer_with_the_pool_and_round(capsys, files, client):
    code, out, _ = run(capsys, "score", files["finished"], "--json")
    answer = json.loads(out)
    assert code == 0 and answer == client.post("/score/chokomannaro",
                                               json=json.loads(Path(files["finished"]).read_text())).get_json()
    assert_conforms(API.score_answer, answer)
    code, out, _ = run(capsys, "score", files["running"], "--lang", "it")
    assert code == 0 and "choko eliminati: 5; turno 2" in out and "provvisoria" in out
    code, out, _ = run(capsys, "score", files["illegal"])
    assert code == 1


def test_deal_prints_a_legal_history(capsys, tmp_path):
    code, out, _ = run(capsys, "deal", "ann", "bob", "cat", "--seed", "42", "--option", 'ages={"ann": 34, "bob": 29, '
                                                                                          '"cat": 41}')
    dealt = json.loads(out)
    assert code == 0 and dealt["players"] == ["ann", "bob", "cat"] and dealt["seed"] == 42
    assert_conforms(ChokoMannaroHistorySchema, dealt)  # a deal answers a history
    assert dealt["setup"]["ages"] == {"ann": 34, "bob": 29, "cat": 41}
    code, out, _ = run(capsys, "check", write(tmp_path / "dealt.json", dealt))
    assert code == 0
    code, _, err = run(capsys, "deal", "ann", "ann")
    assert code == 1 and "S1" in err
    code, _, err = run(capsys, "deal", "ann", "bob", "--option", 'ages={"ann": 3}', "--lang", "it")
    assert code == 1 and "S6" in err and "età" in err


def test_events_read_a_round_back_with_its_rules(capsys, files):
    code, out, _ = run(capsys, "events", files["running"], "--from", "6", "--to", "6")
    assert code == 0
    assert out.splitlines() == [
        "moves[6]: cat play card=bodyguard",
        "  [P3] bob's Anxiety stays on the table as a new pairing card",  # the card named once, in words
        "  [P2] cat's Bodyguard pairs with the pairing card: pending activation",
        "  [A1] cat activates Bodyguard",
        "  [V1] cat loses 1 Choko to the pool",
        "  [V2] ann gives 3 Chokos to cat",
        "  [V3] ann's Fear is discarded",
        "  [V2] bob gives 1 Choko to cat",
        "round 2, step 1, phase choice; next: ann, bob, cat"]
    code, out, _ = run(capsys, "events", files["illegal"], "--lang", "it")
    assert code == 1 and out.splitlines()[-1] == ("illegale: M1 in moves[3]: cat deve scegliere un avversario, non "
                                                  "se stesso")
    code, out, _ = run(capsys, "events", files["finished"], "--json")
    report = json.loads(out)
    assert code == 0 and report["legal"] is True and report["events"][-1]["event"] == "game_over"
    assert all(e["text"] and "{" not in e["text"] for e in report["events"])
    code, _, err = run(capsys, "events", files["invalid"])
    assert code == 2 and "/moves/0/card" in err


def test_every_event_of_some_games_reads_in_both_languages(capsys, tmp_path):
    from service.cli.extras.chokomannaro import event_text

    kinds = set()
    for players, seed in ((2, 1), (4, 2), (6, 3), (5, 4), (3, 7)):
        history = API.random_history(players, seed)
        answer = family.validate_answer(API, API.history().load(history), "en")
        for event in answer["events"]:
            kinds.add(event["event"])
            for lang in ("en", "it"):
                text = event_text(event, lang)
                assert text and "{" not in text and "None" not in text
    assert len(kinds) >= 15


def test_a_move_reads_as_its_fields_in_their_declared_order():
    from schemas.chokomannaro.moves import move
    from service.cli.extras.chokomannaro import move_text
    from tests.games.chokomannaro.positions import M

    assert move_text(move(M.aim("cat", "ann", "fear"))) == "cat target target=ann card=fear"
    assert move_text(move(M.aim("cat", "ann"))) == "cat target target=ann"
    assert move_text(move(M.quarantine("ann", False))) == "ann quarantine keep=false"
    assert move_text(move(M.slaughter_pick("bob", "fear", "cat"))) == "bob slaughter_pick card=fear victim=cat"
    assert move_text(move(M.toss("bob"))) == "bob toss"
