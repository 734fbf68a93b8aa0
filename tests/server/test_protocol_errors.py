"""Plain gunicorn (deploy/gunicorn.conf.py) refusing what is not HTTP/1.1, and bodies that
break while they are read: every answer a problem document with the security headers and
the request id, never gunicorn's HTML, never a 500 (service/serving/protocol_errors.py,
service/http/body_reading.py)."""

from __future__ import annotations

import pytest

from tests.server.hostile_wire import CHUNKED, POST, PROTOCOL, TRAY, exchange

pytestmark = [pytest.mark.server, pytest.mark.timeout(120)]


def assert_decorated(answer) -> None:
    assert answer.headers.get("x-content-type-options") == "nosniff"
    assert answer.headers.get("x-frame-options") == "DENY"
    assert answer.headers.get("content-security-policy")
    assert answer.headers.get("x-request-id")


@pytest.mark.parametrize("name, raw, half_close, allowed", PROTOCOL, ids=[c[0] for c in PROTOCOL])
def test_gunicorn_refuses_broken_http_with_a_problem_document(gunicorn_server, name, raw, half_close, allowed):
    answer = exchange(gunicorn_server.port, raw, half_close=half_close)
    assert answer is not None, name
    assert answer.status in allowed, (name, answer.status, answer.body[:300])
    if answer.status >= 400:
        doc = answer.problem()
        assert doc["request_id"] == answer.headers["x-request-id"]
    assert_decorated(answer)


@pytest.mark.parametrize("name, raw, half_close", CHUNKED, ids=[c[0] for c in CHUNKED])
def test_a_chunked_body_that_breaks_is_a_400_problem(gunicorn_server, name, raw, half_close):
    answer = exchange(gunicorn_server.port, raw, half_close=half_close)
    assert answer is not None, name
    assert answer.status == 400, (name, answer.status, answer.body[:300])
    doc = answer.problem()
    assert "chunk" in doc["detail"] or "cut short" in doc["detail"], doc
    assert_decorated(answer)


def test_a_body_shorter_than_its_length_then_a_half_close_is_cut_short(gunicorn_server):
    raw = POST + b"Content-Length: %d\r\n\r\n%s" % (len(TRAY) + 20, TRAY)
    answer = exchange(gunicorn_server.port, raw, half_close=True)
    assert answer is not None and answer.status == 400
    assert "cut short" in answer.problem()["detail"]


def test_gunicorns_refusal_speaks_italian_when_asked(gunicorn_server):
    raw = POST + b"Accept-Language: it\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello"
    answer = exchange(gunicorn_server.port, raw)
    assert answer.status == 400
    doc = answer.problem()
    assert doc["title"] == "Richiesta non valida" and answer.headers["content-language"] == "it"
