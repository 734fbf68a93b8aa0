"""Titles that match statuses, over the problem catalogue (service/problems.py): every problem
type has its own status and titles in English and Italian; every status any layer answers by
itself (the app's HTTP errors, gunicorn's refusals, the edge's own answers) is answered with
the type of that very status, so a 505 or a 416 is never titled "Bad request"."""

from __future__ import annotations

import json
from http import HTTPStatus

import pytest
from flask import abort
from werkzeug.exceptions import default_exceptions

from service.app import create_app
from service.config import Settings
from service.problems import PROBLEM_TYPES, STATUS_SLUGS, problem_fields
from service.serving import edge_config
from service.serving.protocol_errors import problem_answer
from service.text import LANGUAGES

pytestmark = pytest.mark.timeout(60)


def test_every_type_has_a_status_of_its_own_and_titles_in_both_languages():
    for slug, kind in PROBLEM_TYPES.items():
        assert 400 <= kind.status <= 599, slug
        for lang in LANGUAGES:
            assert kind.title(lang).strip(), (slug, lang)
        assert kind.title("it") != kind.title("en") or kind.title("en") in ("Gone",), slug
    # two statuses never share a title: a title names what its status means
    for lang in LANGUAGES:
        by_title: dict[str, set[int]] = {}
        for kind in PROBLEM_TYPES.values():
            by_title.setdefault(kind.title(lang), set()).add(kind.status)
        assert all(len(statuses) == 1 for statuses in by_title.values()), by_title


def test_each_status_has_one_generic_type_of_that_status():
    assert sorted(STATUS_SLUGS) == sorted({kind.status for kind in PROBLEM_TYPES.values()})
    for status, slug in STATUS_SLUGS.items():
        assert PROBLEM_TYPES[slug].status == status, (status, slug)
    # every error status werkzeug knows (what an app may raise) has one
    assert set(default_exceptions) <= set(STATUS_SLUGS)


def test_a_problem_documents_status_is_always_its_types():
    for slug, kind in PROBLEM_TYPES.items():
        doc = problem_fields(slug, "d", "it")
        assert doc["status"] == kind.status and doc["title"] == kind.title("it") and doc["type"] == kind.uri


@pytest.fixture(scope="module")
def app():
    app = create_app(Settings(REPLAY_CACHE_BYTES=0))

    @app.route("/_raise/<int:status>")
    def _raise(status: int):
        abort(status)

    return app


@pytest.mark.parametrize("status", sorted(default_exceptions))
def test_the_apps_http_errors_are_titled_by_their_status(app, status):
    for lang in LANGUAGES:
        answer = app.test_client().get(f"/_raise/{status}", headers={"Accept-Language": lang})
        assert answer.status_code == status
        doc = answer.get_json()
        assert doc["status"] == status and doc["title"] == PROBLEM_TYPES[STATUS_SLUGS[status]].title(lang), doc
        assert answer.headers["Content-Type"] == "application/problem+json"


def test_a_static_files_range_that_cannot_be_served_is_a_416_titled_so(app):
    answer = app.test_client().get("/static/pages/pages.css", headers={"Range": "bytes=99999999-"})
    assert answer.status_code == 416
    assert answer.get_json()["title"] == "Range not satisfiable"


@pytest.mark.parametrize("status", [400, 403, 414, 417, 431, 500, 501])
def test_gunicorns_refusals_are_titled_by_their_status(status):
    raw = problem_answer(status, "", None, {"line": 4094, "fields": 50, "field_size": 8190})
    head, _, body = raw.partition(b"\r\n\r\n")
    assert head.startswith(f"HTTP/1.1 {status} {HTTPStatus(status).phrase}".encode())
    doc = json.loads(body)
    assert doc["status"] == status and doc["title"] == PROBLEM_TYPES[STATUS_SLUGS[status]].title("en")


@pytest.mark.parametrize("status", sorted(edge_config.edge_statuses()))
def test_the_edges_own_answers_are_titled_by_their_status(status):
    for lang in LANGUAGES:
        doc = json.loads(edge_config.problem_json(status, lang, Settings()))
        assert doc["status"] == status, doc
        assert doc["title"] == PROBLEM_TYPES[doc["type"].removeprefix("/problems/")].title(lang)
        assert PROBLEM_TYPES[doc["type"].removeprefix("/problems/")].status == status
