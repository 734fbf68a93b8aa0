"""Chocola's tray checker page: the rulebook's examples score 51 and 84 line by line, as
POST /chocola/trays does; refusals show their rule; the form keeps what is picked."""

from __future__ import annotations

import re
from urllib.parse import parse_qs

import pytest
from werkzeug.datastructures import MultiDict

from schemas.chocola import examples
from service.pages.games.chocola import body_of, query_of
from service.pages.say import Say
from service.referee.catalogue import catalogue_of

# The rulebook's worked scores (shared/rules/chocola.md section 9): (rule, points) by line.
EXAMPLE_1 = [("R1", 16), ("R2", 20), ("R3", 15)]
EXAMPLE_2 = [("R1", 20), ("R2", 20), ("R3", 24), ("R4", 5), ("R5", 6), ("R6", 6), ("R7", 3), ("R8", 0)]


def lines(html: str) -> list[tuple[str, int]]:
    rows = re.findall(r'<tr class="(?:dessert|decoration)" data-card="[^"]+">(.*?)</tr>', html, re.S)
    return [(re.search(r'class="rule-id"[^>]*>([A-Z]\d+)<', r).group(1),
             int(re.search(r'<td class="num">(\d+)</td>', r).group(1))) for r in rows]


def args(query: str) -> MultiDict:
    return MultiDict([(k, v) for k, vs in parse_qs(query, keep_blank_values=True).items() for v in vs])


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("request_body, points, expected", [
    (examples.TRAY_REQUEST, 51, EXAMPLE_1), (examples.DECORATED_TRAY_REQUEST, 84, EXAMPLE_2)])
def test_the_rulebook_examples_score_line_by_line(client, lang, request_body, points, expected):
    html = client.get(f"/chocola/checker?lang={lang}&{query_of(request_body)}").get_data(as_text=True)
    assert f'data-points="{points}"' in html
    assert sorted(lines(html)) == sorted(expected)
    assert sum(p for _, p in lines(html)) == points
    api_answer = client.post("/chocola/trays", json=request_body, headers={"Accept-Language": lang}).get_json()
    assert api_answer["points"] == points
    for line in api_answer["dessert_rules"]:  # the API's explanation, its names in words
        assert Say("chocola", lang).text(line["explanation"]).replace("'", "&#39;") in html


@pytest.mark.rule("V3")
def test_the_best_tray_sets_a_praline_aside(client):
    html = client.get("/chocola/checker?" + query_of(examples.TRAY_REQUEST)).get_data(as_text=True)
    assert re.search(r"The best tray:\s*<strong>milk chocolate praline, white chocolate semifreddo, milk chocolate "
                     r"mousse</strong>; set aside: dark chocolate praline", html)


@pytest.mark.parametrize("body", [examples.TRAY_REQUEST, examples.DECORATED_TRAY_REQUEST])
def test_the_query_holds_the_body(body):
    given = {k: v for k, v in body.items() if v != []}  # an empty list of unassigned is no list
    assert body_of(args(query_of(body))) == given


def test_both_examples_are_one_click_away(client):
    for lang in ("en", "it"):
        html = client.get(f"/chocola/checker?lang={lang}").get_data(as_text=True)
        links = dict(re.findall(r'<a class="button" id="(example_\w+)" href="([^"]+)"', html))
        assert set(links) == {"example_best", "example_decorated"}
        for key, points in (("example_best", 51), ("example_decorated", 84)):
            href = links[key].replace("&amp;", "&")
            assert href.endswith("#score") and f"lang={lang}" in href
            assert f'data-points="{points}"' in client.get(href.split("#")[0]).get_data(as_text=True)


@pytest.mark.rule("V2")
def test_a_tray_a_rule_refuses_shows_the_rule(client):
    query = query_of(examples.BROKEN_TRAY)
    html = client.get(f"/chocola/checker?lang=it&{query}").get_data(as_text=True)
    assert 'id="refused" data-rule="V2"' in html and 'href="/chocola/rulebook?lang=it#V2"' in html
    assert f'<span class="rule-title">{catalogue_of("chocola").rule("V2").title["it"]}</span>' in html
    assert "data-points" not in html


def test_an_incomplete_holding_shows_the_schema_errors(client):
    query = "&".join(["d=milk_praline"] * 101) + "&idessert=white_truffle&idecoration=white_glaze"
    html = client.get(f"/chocola/checker?{query}").get_data(as_text=True)
    assert 'id="refused"' in html and "<code>/desserts</code>" in html


def test_what_is_missing_is_asked_in_words(client):
    html = client.get("/chocola/checker?lang=it&d=milk_praline&tray=best").get_data(as_text=True)
    assert "Manca qualcosa" in html and "scegli il Dessert dell&#39;Ispirazione" in html
    assert "data-points" not in html and "is not a Dessert" not in html


def test_the_form_keeps_what_is_picked(client):
    html = client.get("/chocola/checker?" + query_of(examples.DECORATED_TRAY_REQUEST)).get_data(as_text=True)
    for dessert in examples.DECORATED_TRAY_REQUEST["desserts"]:
        assert f'name="d" value="{dessert}" checked' in html
    assert html.count("selected") >= 2 + 2 * 5  # the Inspiration and five Decorations with their Desserts
    assert 'name="tray" value="given" checked' in html
    for dessert in examples.DECORATED_TRAY_REQUEST["tray"]:
        assert f'name="t" value="{dessert}" checked' in html


def test_an_empty_checker_asks_for_a_holding(client):
    html = client.get("/chocola/checker").get_data(as_text=True)
    assert "data-points" not in html and 'id="refused"' not in html
    assert 'action="/chocola/checker#score"' in html
    assert html.count("<script") == 2  # the skeleton's and the language switch's: the score is drawn here


def test_every_word_of_the_page_is_a_word(client):
    for lang in ("en", "it"):
        html = client.get(f"/chocola/checker?lang={lang}&{query_of(examples.DECORATED_TRAY_REQUEST)}").get_data(
            as_text=True)
        assert "built-in method" not in html and "<function" not in html and "Undefined" not in html
    it = client.get(f"/chocola/checker?lang=it&{query_of(examples.DECORATED_TRAY_REQUEST)}").get_data(as_text=True)
    assert "Pralina, Mousse · fondente" in it  # dark_mousse as it counts, in Italian
