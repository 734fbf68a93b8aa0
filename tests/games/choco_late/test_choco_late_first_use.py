"""What a new user hit on first use, each kept fixed: the usage of bin/serve, a deal's pointer,
the ranks after a W7 tie-break, texts that read well (plurals, articles, moves counted from
1, a seed too large called so, the replacement owed named), a bare history sent to score,
the tie rule served once, CORS documented, and a home page."""

from __future__ import annotations

import copy
import json
import re
import subprocess
from pathlib import Path

import pytest

from schemas.choco_late import examples
from service.cli import choco_late_main
from service.referee.catalogue import catalogue_of
from tests.helpers import assert_problem, assert_rule

ROOT = Path(__file__).resolve().parents[3]
CATALOGUE = catalogue_of("choco-late")


def test_bin_serve_help_prints_its_usage_and_starts_nothing():
    done = subprocess.run([str(ROOT / "bin" / "serve"), "--help"], capture_output=True, text=True, timeout=30)
    assert done.returncode == 0
    assert done.stdout.startswith("usage: bin/serve") and "PORT" in done.stdout and "CHOCO_CORS_ORIGINS" in done.stdout
    wrong = subprocess.run([str(ROOT / "bin" / "serve"), "--port"], capture_output=True, text=True, timeout=30)
    assert wrong.returncode == 2 and "usage" in wrong.stderr


@pytest.mark.rule("S3")
def test_a_deal_for_an_unknown_first_player_points_at_the_field_sent(client):
    r = client.post("/choco-late/deal", json={"players": ["a", "b"], "first_player": "z", "seed": 1})
    v = assert_rule(r, "S3", "/first_player", None)
    assert "z" in v["message"]


@pytest.mark.rule("W7")
def test_the_winner_of_a_W7_tie_break_ranks_alone(capsys, tmp_path):
    final = {"final": {"variants": {"best_wins": True}, "players": [
        {"player": "ann", "lots": [26, 32, 44, 37, 23], "pile": [12]},
        {"player": "bob", "lots": [2, 22, 25, 4, 9, 5], "pile": [40]},
        {"player": "cat", "lots": [6, 7, 10, 35]}]}}
    path = tmp_path / "final.json"
    path.write_text(json.dumps(final))
    assert choco_late_main(["score", str(path), "--json"]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer["winners"] == ["bob"]
    assert {p["player"]: p["rank"] for p in answer["players"]} == {"bob": 1, "ann": 2, "cat": 3}
    assert choco_late_main(["score", str(path)]) == 0
    rows = capsys.readouterr().out.splitlines()[2:5]
    assert [r.split()[:2] for r in rows] == [["1", "bob"], ["2", "ann"], ["3", "cat"]]


def test_texts_use_the_singular_for_one():
    render = CATALOGUE.render
    assert render("reveal_count", {"player": "ann", "count": 2, "expected": 1, "lot": 15}, "en") == \
        "ann must reveal exactly 1 voucher (the offer), not 2"
    assert "exactly 3 vouchers" in render("reveal_count", {"player": "ann", "count": 2, "expected": 3, "lot": 15})
    tie = render("tiebreak_pile_top", {"players": "ann, bob", "points": 1, "winner": "bob", "top": 40}, "en")
    assert "tie on 1 point;" in tie
    assert "tie on 1 point" in render("tiebreak_all_piles_empty", {"players": "a, b", "points": 1}, "en")
    assert "1 punto" in render("tiebreak_all_piles_empty", {"players": "a, b", "points": 1}, "it")
    assert render("not_an_auction_action", {"lot": 15, "type": "replace"}, "en") == \
        "during the auction for lot 15 the moves are open, join, raise and pass, not replace"
    everything = json.dumps(CATALOGUE.messages)
    assert "(s)" not in everything and "a open" not in everything and "/lots" not in everything


def test_an_auction_summary_says_voucher_for_one(client):
    body = client.post("/choco-late/validate", json=examples.HISTORY).get_json()
    assert body["auctions"][0]["summary"] == "ann wins lot 15 at 2 vouchers on the tie-break (A4c, V3, W1)."
    history = copy.deepcopy(examples.HISTORY)
    history["moves"] = [{"type": "choose_lot", "player": "ann", "lot": 15}, {"type": "open", "player": "ann", "amount": 1},
                        {"type": "pass", "player": "bob"}, {"type": "reveal", "player": "ann", "vouchers": [20]}]
    body = client.post("/choco-late/validate", json=history).get_json()
    assert body["auctions"][0]["summary"] == "ann wins lot 15 for 1 voucher (A4b, W1)."


def test_a_move_is_named_by_its_index_for_people(client, capsys, tmp_path):
    r = client.post("/choco-late/legal-moves", json=examples.ILLEGAL_HISTORY)
    problem = assert_problem(r, 422, "rule-violation")
    assert problem["violation"]["move_index"] == 2 and problem["violation"]["pointer"] == "/moves/2/amount"
    assert problem["detail"].startswith("A2 (moves[2]): ")
    italian = client.post("/choco-late/legal-moves", json=examples.ILLEGAL_HISTORY,
                          headers={"Accept-Language": "it"}).get_json()
    assert italian["detail"].startswith("A2 (moves[2]): ")
    path = tmp_path / "illegal.json"
    path.write_text(json.dumps(examples.ILLEGAL_HISTORY))
    assert choco_late_main(["check", str(path)]) == 1
    row = capsys.readouterr().out.splitlines()[2]
    assert re.search(r"\billegal\s+2\s+A2\s+moves\[2\]\s.*\[/moves/2/amount\]$", row), row


def test_a_seed_too_large_is_called_too_large(client):
    r = client.post("/choco-late/deal", data=b'{"players": ["a", "b"], "seed": 18446744073709551616}',
                    content_type="application/json")
    problem = assert_problem(r, 422, "invalid-body")
    assert problem["errors"] == [{"pointer": "/seed", "message": "An integer too large: beyond 64 bits."}]
    r = client.post("/choco-late/deal", data=b'{"players": ["a", "b"], "seed": 1.5}', content_type="application/json")
    assert assert_problem(r, 422, "invalid-body")["errors"][0]["message"].startswith("Not an integer")


@pytest.mark.rule("V3")
def test_a_lot_chosen_while_a_replacement_is_owed_names_the_replacement(client):
    history = copy.deepcopy(examples.HISTORY)
    history["moves"] = history["moves"][:6] + [{"type": "choose_lot", "player": "bob", "lot": 11}]
    v = client.post("/choco-late/validate", json=history).get_json()["violation"]
    assert (v["rule"], v["move_index"], v["pointer"]) == ("V3", 6, "/moves/6/type")
    assert "bob" in v["message"] and "replace" in v["message"]


def test_a_bare_history_sent_to_score_is_told_to_wrap_it(client):
    problem = assert_problem(client.post("/score/choco-late", json=examples.HISTORY), 422, "invalid-body")
    assert len(problem["errors"]) == 1 and '{"game": <history>}' in problem["errors"][0]["message"]


@pytest.mark.rule("C2")
def test_the_tie_rule_is_answered_as_a_value(client):
    trays = client.post("/choco-late/trays", json=examples.TRAY_REQUEST).get_json()
    rules = client.get("/choco-late/rules").get_json()
    assert trays["tie_rule"] == ["most_symbol_points", "most_colour_points", "first_symbol_lots", "first_colour_lots"]
    words = rules["tie_rule"]
    assert "lexicographic" in words
    assert words.index("highest symbol points") < words.index("highest colour points") < words.index("symbol combination") \
        < words.index("colour combination")


def test_cors_is_documented_for_web_companion_apps():
    for doc in ("README.md", "deploy/README.md"):
        text = (ROOT / doc).read_text(encoding="utf-8")
        assert "CHOCO_CORS_ORIGINS" in text, doc


def test_the_home_page_lists_the_games_and_links_the_tray_checker(client):
    home = client.get("/")
    assert home.status_code == 200 and home.mimetype == "text/html"
    html = home.get_data(as_text=True)
    assert 'href="/choco-late/checker"' in html and 'href="/choco-late/rules"' in html and 'href="/docs"' in html
    checker = client.get("/choco-late/checker")
    assert checker.status_code == 200 and "Tray checker" in checker.get_data(as_text=True)


def test_the_home_page_says_how_many_players_in_words(client):
    from service.referee import registry
    from service.text import players_text

    html = client.get("/").get_data(as_text=True)
    for game in registry.games():
        least, most = game.players.start, game.players.stop - 1
        expected = f"{least} players" if least == most else f"{least}–{most} players"
        assert players_text(least, most) == expected and f"<p>{expected}" in html
    assert "2–2" not in html and "<p>2 players" in html  # ChokoMasquerade: two players exactly
    assert players_text(1, 1) == "1 player" and players_text(2, 2, "it") == "2 giocatori"


def test_the_readme_says_how_long_bin_test_takes_and_what_it_installs():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    part = text[text.index("`bin/test` takes"):]
    part = part[:part.index("\n\n", part.index("- Debian"))]
    assert re.search(r"about \d+(-\d+)? minutes on 2 cores", part)
    assert all(w in part for w in ("PyPI", "npm", "Node.js", "Redocly", "Chromium", "apt-get", "root"))
    assert "moves[6]" in text and "counted from 0" in text
