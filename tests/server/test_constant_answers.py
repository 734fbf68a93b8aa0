"""Answers that are the same every time are built once per worker (service/http/constant.py):
GET /openapi.json, the games, the rules, the problem types and the pages that depend only on
their language. Every GET endpoint of the app is either kept or answered anew for a reason;
a kept answer is the same bytes every time, with an ETag a client may send back for a 304;
a request with another query argument is answered for itself."""

from __future__ import annotations

import re

import pytest

from service.app import create_app
from service.config import Settings
from service.http import constant

pytestmark = pytest.mark.timeout(120)


@pytest.fixture(scope="module")
def app():
    return create_app(Settings(REPLAY_CACHE_BYTES=0))


def test_every_get_endpoint_is_kept_or_built_each_time_for_a_reason(app):
    kept = {c.endpoint for c in constant.constant_answers(["choco-late", "choco-challenge", "chocola",
                                                           "chokomannaro", "chokomasquerade"])}
    for rule in app.url_map.iter_rules():
        if "GET" in rule.methods:
            assert (rule.endpoint in kept) != (rule.endpoint in constant.BUILT_EACH_TIME), rule.endpoint
            if rule.endpoint in kept:  # the wrapper is in place
                assert app.view_functions[rule.endpoint].__wrapped__ is not None


PATHS = ["/openapi.json", "/games", "/chocola/rules", "/problems/rule-violation", "/", "/chocola/rulebook",
         "/chokomannaro/table", "/choco-late/season", "/docs"]


@pytest.mark.parametrize("path", PATHS)
def test_a_kept_answer_is_built_once_and_the_same_bytes_with_an_etag(app, path, monkeypatch):
    builds = []
    real = constant._build
    monkeypatch.setattr(constant, "_build", lambda view, kwargs: builds.append(1) or real(view, kwargs))
    client = app.test_client()
    answers = [client.get(path, headers={"Accept-Language": lang}) for lang in ("it", "en", "it", "en")]
    assert all(a.status_code == 200 for a in answers)
    assert answers[0].data == answers[2].data and answers[1].data == answers[3].data
    assert len(builds) <= 2  # once a language at most (a page), or once (the rest)
    etag = answers[0].headers["ETag"]
    assert re.fullmatch(r'"[0-9a-f]{32}"', etag) and answers[2].headers["ETag"] == etag
    for answer in answers:  # the envelope's headers on every answer, kept or not
        assert answer.headers["X-Request-ID"] and answer.headers["X-Content-Type-Options"] == "nosniff"
    again = client.get(path, headers={"Accept-Language": "it", "If-None-Match": etag})
    assert again.status_code == 304 and again.data == b"" and again.headers["ETag"] == etag
    # its headers replace the kept answer's in the client's cache: the same policy
    assert again.headers["Content-Security-Policy"] == answers[0].headers["Content-Security-Policy"]


def test_a_page_says_its_language_when_kept(app):
    client = app.test_client()
    for _ in range(2):
        answer = client.get("/chocola/rulebook?lang=it")
        assert answer.headers["Content-Language"] == "it" and 'lang="it"' in answer.get_data(as_text=True)
        assert "Accept-Language" in answer.headers.get("Vary", "")
    assert client.get("/chocola/rulebook", headers={"Accept-Language": "it"}).data == answer.data
    assert client.get("/chocola/rulebook?lang=en", headers={"Accept-Language": "it"}).headers["Content-Language"] == "en"


def test_a_request_with_another_query_argument_is_answered_for_itself_and_not_kept(app):
    client = app.test_client()
    canonical = client.get("/chocola/rulebook?lang=en").get_data(as_text=True)
    own = client.get("/chocola/rulebook?lang=en&club=rovigo").get_data(as_text=True)
    assert "club=rovigo" in own and "club=rovigo" not in canonical
    assert "club=rovigo" not in client.get("/chocola/rulebook?lang=en").get_data(as_text=True)


def test_an_error_is_never_kept(app):
    client = app.test_client()
    assert client.get("/problems/no-such-type").status_code == 404
    assert client.get("/problems/no-such-type").status_code == 404
    assert client.get("/problems/rule-violation").status_code == 200


def test_a_kept_answer_keeps_its_own_cache_control_or_says_no_cache(app):
    client = app.test_client()
    assert client.get("/games").headers["Cache-Control"] == "public, max-age=3600"
    assert client.get("/openapi.json").headers["Cache-Control"] == "no-cache"
    assert client.get("/chocola/rulebook").headers["Cache-Control"] == "no-cache"
