"""Whatever a client sends, the rulebook, season and checker pages answer without failing:
a page or a problem document, never a 500 (properties over any query and any file)."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from schemas.chocola import examples
from service.pages.games.chocola import query_of

CARD_IDS = ["milk_praline", "dark_praline", "white_semifreddo", "milk_mousse", "dark_mousse", "white_truffle",
            "caramel", "white_glaze", "red_sprinkles", "", "nope", "<b>x</b>"]
KEYS = ["d", "idessert", "idecoration", "dec", "on", "tray", "t", "lang"]
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@SETTINGS
@given(st.lists(st.tuples(st.sampled_from(KEYS), st.sampled_from(CARD_IDS + ["given", "best", "it"] + [""]) |
                          st.text(max_size=12)), max_size=14))
def test_any_query_of_the_checker_is_a_page(client, pairs):
    from urllib.parse import urlencode

    r = client.get("/chocola/checker?" + urlencode(pairs))
    assert r.status_code == 200 and r.mimetype == "text/html"
    assert "<b>x</b>" not in r.get_data(as_text=True)


@SETTINGS
@given(st.sampled_from([examples.TRAY_REQUEST, examples.DECORATED_TRAY_REQUEST]), st.data())
def test_an_example_with_a_card_changed_is_a_page(client, body, data):
    query = query_of(body).split("&")
    i = data.draw(st.integers(0, len(query) - 1))
    key = query[i].split("=")[0]
    query[i] = f"{key}={data.draw(st.sampled_from(CARD_IDS))}"
    assert client.get("/chocola/checker?" + "&".join(query)).status_code == 200


json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                           lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
                               st.sampled_from(["players", "moves", "game", "setup", "type", "player", "seed"]) |
                               st.text(max_size=5), inner, max_size=4), max_leaves=12)


@SETTINGS
@given(st.sampled_from(["choco-late", "choco-challenge", "chocola", "chokomannaro", "chokomasquerade"]),
       st.lists(json_values.map(json.dumps) | st.text(max_size=30), min_size=1, max_size=3))
def test_any_file_of_a_season_gets_a_verdict(client, slug, texts):
    files = [{"name": f"{i}.json", "text": text} for i, text in enumerate(texts)]
    r = client.post(f"/{slug}/season", json={"files": files}, headers={"Accept": "application/json"})
    assert r.status_code == 200, r.get_data(as_text=True)[:500]
    assert {g["status"] for g in r.get_json()["games"]} <= {"legal", "illegal", "invalid", "unreadable"}


@SETTINGS
@given(st.sampled_from(["choco-late", "choco-challenge", "chocola", "chokomannaro", "chokomasquerade"]), st.data())
def test_a_recorded_game_with_a_move_changed_gets_a_verdict(client, slug, data):
    from tests.pages.season_games import season_files

    history = json.loads(season_files(slug)["finished-1.json"])
    moves = history["moves"]
    i = data.draw(st.integers(0, len(moves) - 1))
    move = dict(moves[i])
    key = data.draw(st.sampled_from(sorted(move)))
    move[key] = data.draw(json_values)
    history["moves"] = moves[:i] + [move] + moves[i + 1:]
    r = client.post(f"/{slug}/season", json={"files": [{"name": "g.json", "text": json.dumps(history)}]},
                    headers={"Accept": "application/json"})
    assert r.status_code == 200, r.get_data(as_text=True)[:500]
    assert r.get_json()["games"][0]["status"] in {"legal", "illegal", "invalid"}
