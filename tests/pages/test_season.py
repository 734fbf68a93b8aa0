"""The season: each recorded game's verdict, its link to the table, and the league table,
the same as the command line's (one code path: service/verdicts/season.py)."""

from __future__ import annotations

import base64
import json
import re
import zlib
from pathlib import Path

import pytest

from schemas.registry import api, apis
from service.cli import main
from service.pages.say import Say
from service.referee.catalogue import catalogue_of
from service.verdicts.season import league_table, season_answer, table_fragment
from tests.pages.season_games import season_files, write_season

SLUGS = list(apis())


def decode_fragment(g: str):
    raw = base64.urlsafe_b64decode(g + "=" * (-len(g) % 4))
    return json.loads(zlib.decompress(raw, -15).decode("utf-8"))


def cli_json(capsys, *argv) -> dict:
    main([*argv, "--json"])
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("slug", SLUGS)
def test_each_game_gets_its_verdict(slug):
    answer = season_answer(api(slug), sorted(season_files(slug).items()), "en", {})
    by_name = {g["name"]: g for g in answer["games"]}
    assert [g["name"] for g in answer["games"]] == sorted(by_name)
    assert answer["summary"] == {"files": 7, "legal": 4, "illegal": 1, "invalid": 1, "unreadable": 1}
    for seed in (1, 2, 3):
        game = by_name[f"finished-{seed}.json"]
        assert game["status"] == "legal" and game["finished"] is True and game["score"]["winners"]
    assert by_name["unfinished.json"]["finished"] is False and by_name["unfinished.json"]["score"]["provisional"]
    illegal = by_name["illegal.json"]
    assert illegal["score"] is None and illegal["violation"]["rule"] in catalogue_of(slug).rule_ids
    assert illegal["violation"]["move_index"] is not None and illegal["violation"]["message"]
    assert by_name["not-a-history.json"]["errors"] and by_name["not-a-history.json"]["fragment"] is None
    assert by_name["unreadable.json"]["detail"] and by_name["unreadable.json"]["fragment"] is None


@pytest.mark.parametrize("slug", SLUGS)
def test_the_league_table_is_the_command_lines(slug, tmp_path, capsys):
    write_season(slug, tmp_path)
    page = season_answer(api(slug), sorted(season_files(slug).items()), "en", {})["league"]
    assert page["games"] == 3 and page["players"]
    assert cli_json(capsys, slug, "score", str(tmp_path))["league"] == page
    assert cli_json(capsys, slug, "check", str(tmp_path))["league"] == page


def test_the_league_counts_finished_games_only_and_orders_by_wins_then_points():
    def score(totals, winners, provisional=False):
        return {"score": {"players": [{"player": p, "total": t} for p, t in totals.items()], "winners": winners,
                          "provisional": provisional}}

    league = league_table([score({"ann": 10, "bob": 12}, ["bob"]), score({"ann": 30, "bob": 5}, ["ann"]),
                           score({"ann": 99, "cat": 1}, ["ann"], provisional=True), {"score": None},
                           score({"cat": 7, "bob": 7}, ["cat", "bob"])])
    assert league == {"games": 3, "players": [
        {"player": "bob", "games": 3, "wins": 2, "points": 24},
        {"player": "ann", "games": 2, "wins": 1, "points": 40},
        {"player": "cat", "games": 1, "wins": 1, "points": 7}]}


@pytest.mark.parametrize("slug", SLUGS)
def test_a_table_link_holds_the_history(slug):
    files = season_files(slug)
    answer = season_answer(api(slug), sorted(files.items()), "en", {})
    for game in answer["games"]:
        if game["status"] in ("unreadable", "invalid"):  # no history to open at the table
            assert game["fragment"] is None
            continue
        raw = json.loads(files[game["name"]])
        history = raw["game"] if "players" not in raw else raw
        assert re.fullmatch(r"[A-Za-z0-9_-]+", game["fragment"])
        assert decode_fragment(game["fragment"]) == history


def test_the_fragment_is_raw_deflate_in_base64url_without_padding():
    history = {"players": ["ann", "bob"], "moves": [], "note": "città"}
    g = table_fragment(history)
    assert "=" not in g and "+" not in g and "/" not in g
    assert decode_fragment(g) == history


def answer_of(files: list[dict], lang: str) -> dict:
    answer = season_answer(api("chocola"), sorted((f["name"], f["text"]) for f in files), lang, {})
    return {g["name"]: g for g in answer["games"]}


def test_the_page_shows_verdicts_and_league_in_both_languages(client):
    files = [{"name": n, "text": t} for n, t in season_files("chocola").items()]
    for lang, legal, league in (("en", "legal", "League table"), ("it", "legale", "Classifica")):
        r = client.post(f"/chocola/season?lang={lang}", json={"files": files}, headers={"Accept": "text/html"})
        assert r.status_code == 200 and r.mimetype == "text/html"
        html = r.get_data(as_text=True)
        assert html.count('data-status="legal"') == 4 and html.count('data-status="illegal"') == 1
        assert f'class="verdict legal">{legal}<' in html and league in html
        assert html.count('class="table-link" href="/chocola/table?lang=' + lang + '#game=') == 5
        assert re.search(rf'href="/chocola/rulebook\?lang={lang}#[A-Z]+\d+"', html)
        illegal = answer_of(files, lang)["illegal.json"]["violation"]
        message = Say("chocola", lang).text(illegal["message"])
        assert f"<code>moves[{illegal['move_index']}]</code>: {message}".replace("'", "&#39;") in " ".join(html.split())
        rule = re.search(r'href="/chocola/rulebook\?lang=\w+#([A-Z]+\d+)"[^>]*>[^<]*</a> <span class="rule-title">([^<]+)<', html)
        assert rule.group(2) == catalogue_of("chocola").rule(rule.group(1)).title[lang].replace("'", "&#39;")
        answer = season_answer(api("chocola"), sorted((f["name"], f["text"]) for f in files), lang, {})
        for row in answer["league"]["players"]:
            assert (f'<tr><th scope="row">{row["player"]}</th><td class="num">{row["games"]}</td>'
                    f'<td class="num">{row["wins"]}</td><td class="num">{row["points"]}</td></tr>') in html


def test_the_page_answers_json_when_asked(client):
    files = [{"name": n, "text": t} for n, t in season_files("chokomasquerade").items()]
    r = client.post("/chokomasquerade/season", json={"files": files}, headers={"Accept": "application/json"})
    assert r.status_code == 200 and r.is_json
    assert r.get_json()["league"] == season_answer(api("chokomasquerade"), sorted(
        (f["name"], f["text"]) for f in files), "en", {})["league"]


def test_a_bad_body_is_a_problem_document(client):
    for body in ({"files": []}, {"files": "x"}, {"files": [{"name": "a"}]}, {}):
        r = client.post("/chocola/season", json=body)
        assert r.status_code == 422 and r.mimetype == "application/problem+json", body
    r = client.post("/chocola/season", data="{", content_type="application/json")
    assert r.status_code == 400 and r.mimetype == "application/problem+json"
    assert client.post("/no-such-game/season", json={"files": []}).status_code == 404


def test_a_player_id_is_shown_as_text(client):
    history = api("chokomasquerade").random_history(2, 1, names=("<b>ann</b>", "bob"))
    r = client.post("/chokomasquerade/season", json={"files": [{"name": "<i>x</i>.json", "text": json.dumps(history)}]})
    html = r.get_data(as_text=True)
    assert "<b>ann</b>" not in html and "&lt;b&gt;ann&lt;/b&gt;" in html and "<i>x</i>" not in html


@pytest.mark.parametrize("slug", SLUGS)
def test_the_season_page_is_served_in_both_languages(client, slug):
    for lang, word in (("en", "Game files (JSON)"), ("it", "File delle partite (JSON)")):
        r = client.get(f"/{slug}/season?lang={lang}")
        assert r.status_code == 200 and word in r.get_data(as_text=True)
        assert 'src="/static/pages/season.js"' in r.get_data(as_text=True)


def test_an_unreadable_file_is_judged_as_the_command_line_judges_it(client, tmp_path, capsys):
    texts = {"a.json": '{"players":\n  [x]}', "b.json": "[" * 2000, "c.json": "", "d.json": "null"}
    for name, text in texts.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    main(["chocola", "check", str(tmp_path), "--json", "--lang", "it"])
    cli = {Path(f["path"]).name: f for f in json.loads(capsys.readouterr().out)["files"]}
    answer = season_answer(api("chocola"), sorted(texts.items()), "it", {})
    for game in answer["games"]:
        assert game["status"] == cli[game["name"]]["status"], game["name"]
        said = cli[game["name"]]["problem"]["detail"]
        assert game["detail"] == said.replace(str(tmp_path / game["name"]), game["name"]), game["name"]
    html = client.post("/chocola/season?lang=it", json={"files": [{"name": n, "text": t} for n, t in texts.items()]})
    assert html.get_data(as_text=True).count("illeggibile") >= 3


def test_a_bad_body_is_explained_in_italian(client):
    for body in ({"files": []}, {"files": [{"name": "x" * 1001, "text": ""}]}, {"files": [{}]}):
        english = client.post("/chocola/season?lang=en", json=body).get_json()["errors"]
        italian = client.post("/chocola/season?lang=it", json=body).get_json()["errors"]
        assert [e["pointer"] for e in english] == [e["pointer"] for e in italian]
        assert all(e["message"] != i["message"] for e, i in zip(english, italian)), (english, italian)


def test_the_page_works_without_javascript(client, tmp_path, capsys):
    """The form posts the files themselves (multipart): the whole page comes back with the
    verdicts and the league table; a folder's other files are left out, as the command line
    leaves them."""
    import io

    files = season_files("chokomannaro")
    form = {"files": [(io.BytesIO(text.encode()), name) for name, text in files.items() if name.startswith("f")],
            "folder": [(io.BytesIO(text.encode()), f"season/{name}") for name, text in files.items()
                       if not name.startswith("f")] + [(io.BytesIO(b"notes"), "season/notes.txt")]}
    r = client.post("/chokomannaro/season?lang=it", data=form, content_type="multipart/form-data")
    assert r.status_code == 200 and r.mimetype == "text/html"
    html = r.get_data(as_text=True)
    assert '<html lang="it">' in html and "7 file controllati." in html and "notes.txt" not in html
    write_season("chokomannaro", tmp_path)
    for row in cli_json(capsys, "chokomannaro", "score", str(tmp_path))["league"]["players"]:
        assert (f'<tr><th scope="row">{row["player"]}</th><td class="num">{row["games"]}</td>'
                f'<td class="num">{row["wins"]}</td><td class="num">{row["points"]}</td></tr>') in html
    empty = client.post("/chokomannaro/season", data={}, content_type="multipart/form-data").get_data(as_text=True)
    assert "No game file found" in empty and 'id="season-league"' not in empty


def test_invalid_utf8_is_unreadable_as_the_command_line_says(client):
    import io

    r = client.post("/chocola/season", data={"files": [(io.BytesIO(b'{"players": ["\xff"]}'), "bad.json")]},
                    content_type="multipart/form-data")
    assert 'data-status="unreadable"' in r.get_data(as_text=True)


def test_uploaded_files_of_too_many_arrays_in_all_are_refused_unparsed_naming_the_limit(client):
    import io

    limit = client.application.config["SETTINGS"].MAX_BODY_CONTAINERS
    nested = b"[" * (limit + 1) + b"]" * (limit + 1)  # parsed, it would be a 500 (too deep) or cost the parser
    r = client.post("/chocola/season?lang=en", data={"files": [(io.BytesIO(nested), "deep.json")]},
                    content_type="multipart/form-data")
    page = r.get_data(as_text=True)
    assert r.status_code == 413 and f"more than {limit} arrays and objects in all" in page
    assert 'id="season-result"' in page and 'data-status=' not in page
    # the limit is the request's, not each file's: many files each within it are counted together
    half = b"[" * (limit // 2) + b"]" * (limit // 2)
    r = client.post("/chocola/season?lang=it", data={"files": [(io.BytesIO(half), f"{i}.json") for i in range(3)]},
                    content_type="multipart/form-data")
    assert r.status_code == 413 and f"più di {limit} array e oggetti in tutto" in r.get_data(as_text=True)


def _escaped(text: str) -> str:
    """`text` with every "[" and "{" written as a JSON escape, inside the body's string."""
    return text.replace("[", "\\u005b").replace("{", "\\u007b")


def test_a_files_arrays_are_counted_once_unescaped(client):
    """A "[" written "\\u005b" in the body's string is one "[" of the file: 125,000 arrays in a
    file written so would cost the parser while the body's own count saw 4."""
    limit = client.application.config["SETTINGS"].MAX_BODY_CONTAINERS
    text = "[" * 2 + "[]," * (limit + 10) + "[]" + "]" * 2
    body = '{"files": [{"name": "a.json", "text": "%s"}]}' % _escaped(text)
    assert body.count("[") + body.count("{") < 5
    r = client.post("/chocola/season", data=body.encode(), content_type="application/json",
                    headers={"Accept": "application/json"})
    assert r.status_code == 413 and r.mimetype == "application/problem+json"
    assert f"more than {limit} arrays and objects in all" in r.get_json()["detail"]


def test_a_season_over_a_requests_files_or_moves_is_refused_early_naming_the_limit(client, monkeypatch):
    from service.verdicts import family

    settings = client.application.config["SETTINGS"]
    replayed = []
    monkeypatch.setattr(family, "replay_history", lambda *a, **k: replayed.append(a) or None)
    files = [{"name": "", "text": ""}] * 20_000  # counted before the schema reads them
    r = client.post("/chocola/season", json={"files": files})
    assert r.status_code == 413 and r.get_json()["type"] == "/problems/body-too-large"
    assert f"20000 files; one request checks at most {settings.MAX_SEASON_FILES}" in r.get_json()["detail"]
    game = json.loads(season_files("chocola")["finished-1.json"])
    per_game = len(game["moves"])
    n = settings.MAX_SEASON_MOVES // per_game + 1
    files = [{"name": f"{i}.json", "text": json.dumps({"game": game})} for i in range(n)]
    r = client.post("/chocola/season?lang=it", json={"files": files})
    assert r.status_code == 413 and r.get_json()["title"] == "Il corpo della richiesta è troppo grande"
    assert f"contengono {n * per_game} mosse in tutto; una richiesta ne riesamina al massimo " \
           f"{settings.MAX_SEASON_MOVES}" in r.get_json()["detail"]
    assert replayed == []  # refused before any game was replayed


def test_a_season_sent_in_parts_gives_the_league_table_of_the_whole(client):
    files = sorted(season_files("choco-challenge").items())
    whole = season_answer(api("choco-challenge"), files, "en", {})
    before = None
    shown = []
    for part in (files[:3], files[3:5], files[5:]):
        body = {"files": [{"name": n, "text": t} for n, t in part], **({"before": before} if before else {})}
        answer = client.post("/choco-challenge/season", json=body, headers={"Accept": "application/json"}).get_json()
        shown += answer["games"]
        before = {"summary": answer["summary"], "league": answer["league"]}
    assert before == {"summary": whole["summary"], "league": whole["league"]}
    assert shown == whole["games"]
    # the HTML answer carries the same, for the page's next part
    html = client.post("/choco-challenge/season", json={"files": [{"name": n, "text": t} for n, t in files]},
                       headers={"Accept": "text/html"}).get_data(as_text=True)
    carried = json.loads(re.search(r'<script type="application/json" id="season-carry">(.*?)</script>', html).group(1))
    assert carried == {"summary": whole["summary"], "league": whole["league"]}


def test_a_bad_before_is_a_422(client):
    from service.pages.season import MAX_LEAGUE_PLAYERS

    files = [{"name": "a.json", "text": "{}"}]
    rows = [{"player": f"p{i}", "games": 1, "wins": 0, "points": 1} for i in range(MAX_LEAGUE_PLAYERS + 1)]
    crowded = {"summary": {"files": 0, "legal": 0, "illegal": 0, "invalid": 0, "unreadable": 0},
               "league": {"games": 1, "players": rows}}
    r = client.post("/chocola/season", json={"files": files, "before": crowded})
    assert r.status_code == 422 and f"At most {MAX_LEAGUE_PLAYERS} items" in r.get_data(as_text=True)
    for before in ({"summary": {}}, {"summary": {"files": -1, "legal": 0, "illegal": 0, "invalid": 0, "unreadable": 0},
                                     "league": {"games": 0, "players": []}}, "x",
                   {"summary": {"files": 0, "legal": 0, "illegal": 0, "invalid": 0, "unreadable": 0},
                    "league": {"games": 0, "players": [{"player": "a", "games": "1", "wins": 0, "points": 0}]}}):
        r = client.post("/chocola/season", json={"files": files, "before": before})
        assert r.status_code == 422 and r.mimetype == "application/problem+json", before
