"""The referee's table without a browser: the page, and the fragment POST /<slug>/table/view
draws for a history at a step (the move list, the verdict, the picture, the legal moves,
the score, the log), for every game, in both languages."""

from __future__ import annotations

import copy
import re
from html import unescape

import pytest

from schemas.registry import apis
from service.pages.prose import code_spans as rule_text
from service.pages.say import Say
from service.referee import registry
from service.referee.catalogue import catalogue_of
from service.text import LANGUAGES

SLUGS = registry.slugs()


def view(client, slug: str, history: dict, at: int | None = None, lang: str = "en"):
    query = f"?lang={lang}" + ("" if at is None else f"&at={at}")
    return client.post(f"/{slug}/table/view{query}", json=history)


def illegal(slug: str) -> dict:
    return copy.deepcopy(apis()[slug].examples["illegal_history"])


def unfinished(slug: str, seed: int = 5) -> dict:
    """A random game of `slug`, its last move left out (play goes on)."""
    history = apis()[slug].random_history(max(2, registry.get(slug).players.start), seed)
    return {**history, "moves": history["moves"][:-1]}


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_page_of_every_game(client, slug, lang):
    answer = client.get(f"/{slug}/table?lang={lang}")
    assert answer.status_code == 200
    page = answer.text
    words = catalogue_of(slug).names[lang]
    assert words in unescape(page)
    assert 'id="page-words" type="application/json"' not in page  # the data block is typed first
    assert '<script type="application/json" id="page-words">' in page
    assert "<script>" not in page  # no inline script: the CSP holds
    assert 'src="/static/pages/table.js"' in page


def test_header_links_only_the_pages_the_service_has(client):
    """A game's header lists its pages that answer, the current one marked."""
    for slug in SLUGS:
        page = client.get(f"/{slug}/table?lang=en").text
        links = re.findall(r'<a href="(/[^"?]+)\?lang=en"', page)
        assert f"/{slug}/table" in links
        for href in links:
            assert client.get(href).status_code == 200, href
        assert f'href="/{slug}/table?lang=en" aria-current="page"' in page
    assert 'href="/choco-late/checker?lang=en"' in client.get("/choco-late/table").text


def test_pages_send_the_page_csp_and_their_language(client):
    answer = client.get("/chocola/table", headers={"Accept-Language": "it"})
    assert answer.headers["Content-Language"] == "it"
    assert "script-src 'self'" in answer.headers["Content-Security-Policy"]


def test_no_table_for_an_unknown_game(client):
    assert client.get("/no-such-game/table").status_code == 404
    assert client.post("/no-such-game/table/view", json={}).status_code == 404


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_disputed_game_shows_its_verdict(client, slug, lang):
    """The illegal move is marked, the ones after it are not judged; the verdict names the
    rule with its title and text from the catalogue (linked to the rulebook), the message
    and the move; what was legal instead is listed."""
    history = illegal(slug)
    history["moves"].append(copy.deepcopy(history["moves"][-1]))  # one move after the illegal one
    answer = view(client, slug, history, lang=lang)
    assert answer.status_code == 200, answer.text
    assert answer.mimetype == "text/html"
    page = unescape(answer.text)
    from service.verdicts import family

    found = family.validate_answer(apis()[slug], apis()[slug].history().load(history), lang)["violation"]
    rule = catalogue_of(slug).rule(found["rule"])
    say = Say(slug, lang)
    assert f'href="/{slug}/rulebook?lang={lang}#{rule.id}"' in page  # the rulebook in the page's language
    assert rule.title[lang] in page
    assert str(say.markup(rule.text[lang])) in answer.text  # escaped, the API's names in words
    assert say.text(found["message"]) in re.sub(r"<[^>]+>", "", page)  # moves[N] in it are buttons
    assert f'data-at="{found["move_index"] + 1}"' in page  # opened at the illegal move
    assert page.count('<li class="illegal">') == 1
    assert page.count('<li class="unjudged">') == len(history["moves"]) - found["move_index"] - 1
    assert 'id="offers-title"' in page  # what was legal instead
    assert 'type="submit"' not in page  # nothing is appended to an illegal history
    assert f'class="board {slug}"' in page  # the table before the illegal move


@pytest.mark.parametrize("slug", SLUGS)
def test_each_step_draws_the_game_as_it_was(client, slug):
    history = unfinished(slug)
    total = len(history["moves"])
    for at in (0, 1, total // 2):
        page = view(client, slug, history, at=at).text
        assert f'data-at="{at}"' in page
        assert f'class="board {slug}"' in page
        assert page.count('class="move"') == total + 1  # the setup and every move
        assert re.search(rf'data-at="{at}" aria-current="step"', page)
        assert 'id="offers-title"' not in page  # the legal moves are offered at the end only


@pytest.mark.parametrize("slug", SLUGS)
def test_at_the_end_the_legal_moves_are_offered_to_play(client, slug):
    history = unfinished(slug)
    page = unescape(view(client, slug, history).text)
    assert 'data-recording="true"' in page
    offered = re.findall(r'data-move="([^"]*)"', view(client, slug, history).text)
    assert offered, "no legal move offered"
    assert 'type="submit"' in page
    assert 'id="score-title"' in page  # the standings follow every step


def test_a_step_out_of_range_is_the_nearest_one(client):
    history = unfinished("chocola")
    assert f'data-at="{len(history["moves"])}"' in view(client, "chocola", history, at=99999).text
    assert 'data-at="0"' in client.post("/chocola/table/view?at=0", json=history).text
    assert f'data-at="{len(history["moves"])}"' in client.post("/chocola/table/view?at=x", json=history).text


def test_a_broken_setup_is_a_verdict_without_a_picture(client):
    history = unfinished("chokomasquerade")
    history["players"] = [history["players"][0], history["players"][0]]
    page = view(client, "chokomasquerade", history).text
    assert 'class="panel verdict illegal"' in page
    assert 'class="board' not in page
    assert page.count('<li class="unjudged">') == len(history["moves"])


def test_a_body_that_breaks_the_schema_is_a_problem(client):
    answer = client.post("/chocola/table/view", json={"players": "ann"}, headers={"Accept-Language": "it"})
    assert answer.status_code == 422
    assert answer.mimetype == "application/problem+json"
    assert answer.json["errors"]
    assert client.post("/chocola/table/view", data="{", content_type="application/json").status_code == 400


def test_a_rule_text_is_escaped_with_its_code_spans():
    assert str(rule_text("`touched` < 3 & <b>")) == "<code>touched</code> &lt; 3 &amp; &lt;b&gt;"


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.parametrize("seed", [3, 8])
def test_no_value_is_drawn_as_python_writes_it(client, slug, seed):
    """Every value of a finished game's view reads as people write it: no tuple, list or
    None as Python prints them (``('dark_white',)``, ``['a']``, ``None``)."""
    history = apis()[slug].random_history(max(2, registry.get(slug).players.start), seed)
    html = unescape(view(client, slug, history).text + view(client, slug, history, len(history["moves"]) // 2).text)
    for shown in re.findall(r">([^<>]+)<", html):
        assert not re.search(r"\('|',\)|\['|'\]|\bNone\b", shown), (slug, shown)
