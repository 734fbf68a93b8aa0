"""The access log line (service/serving/logs.py), written by the logger itself: every field
the deploy README promises, the request id the answer carried, one JSON line a request on
the access stream's file descriptor, and through logging when that stream has none."""

from __future__ import annotations

import datetime
import io
import json
import logging
import os

import pytest
from gunicorn.config import Config

from service.http.envelope import REQUEST_ID as ENVELOPE_REQUEST_ID
from service.serving.logs import REQUEST_ID, JsonLogger

FIELDS = ["time", "request_id", "method", "path", "query", "status", "duration_ms", "bytes", "remote_addr",
          "user_agent", "protocol", "pid"]


class Answer:
    def __init__(self, headers, status="200 OK", status_code=200, sent=16):
        self.headers, self.status, self.sent = headers, status, sent
        if status_code is not None:
            self.status_code = status_code


class Request:
    headers: list = []


ENVIRON = {"REQUEST_METHOD": "POST", "PATH_INFO": "/choco-late/trays", "QUERY_STRING": "",
           "REMOTE_ADDR": "10.1.2.3", "HTTP_USER_AGENT": 'companion/2.1 "x"', "SERVER_PROTOCOL": "HTTP/1.1"}


@pytest.fixture
def logged(tmp_path):
    """A JsonLogger whose access stream is a file, and the lines it holds so far."""
    path = tmp_path / "access.log"
    cfg = Config()
    cfg.set("accesslog", str(path))
    cfg.set("errorlog", str(tmp_path / "error.log"))
    logger = JsonLogger(cfg)

    def lines():
        return [json.loads(line) for line in path.read_text().splitlines()]

    yield logger, lines
    for handler in logger.access_log.handlers + logger.error_log.handlers:
        handler.close()


def test_the_envelope_and_the_logger_name_the_same_environ_key():
    assert REQUEST_ID == ENVELOPE_REQUEST_ID


def test_a_line_has_every_field_in_order_with_the_id_the_app_answered(logged):
    logger, lines = logged
    environ = {**ENVIRON, REQUEST_ID: "made-by-the-app", "HTTP_X_REQUEST_ID": "bad id"}
    logger.access(Answer([("X-Request-ID", "made-by-the-app")]), Request, environ,
                  datetime.timedelta(microseconds=1234))
    (entry,) = lines()
    assert list(entry) == FIELDS
    assert entry["request_id"] == "made-by-the-app" and entry["status"] == 200 and entry["bytes"] == 16
    assert entry["duration_ms"] == 1.234 and entry["query"] is None and entry["pid"] == os.getpid()
    assert entry["user_agent"] == 'companion/2.1 "x"' and entry["remote_addr"] == "10.1.2.3"


def test_an_answer_gunicorn_made_takes_the_id_from_its_headers_or_the_clients(logged):
    logger, lines = logged
    took = datetime.timedelta(milliseconds=2)
    logger.access(Answer([("x-request-id", "from-the-answer")], "431 Request Header Fields Too Large", None),
                  Request, dict(ENVIRON), took)
    logger.access(Answer([], "400 Bad Request", None), Request, {**ENVIRON, "HTTP_X_REQUEST_ID": "the-clients"}, took)
    first, second = lines()
    assert (first["request_id"], first["status"]) == ("from-the-answer", 431)
    assert (second["request_id"], second["status"], second["duration_ms"]) == ("the-clients", 400, 2.0)


def test_each_request_is_one_whole_line_on_the_streams_descriptor(logged, monkeypatch):
    logger, lines = logged
    # gunicorn's own handler alone, as in a worker (pytest hangs its capture on loggers too)
    monkeypatch.setattr(logger.access_log, "handlers", [h for h in logger.access_log.handlers
                                                        if getattr(h, "_gunicorn", False)])
    writes = []
    real_write = os.write
    monkeypatch.setattr(os, "write", lambda fd, data: writes.append(bytes(data)) or real_write(fd, data))
    for n in range(3):
        logger.access(Answer([]), Request, {**ENVIRON, REQUEST_ID: f"id-{n}"}, datetime.timedelta(0))
    assert len(writes) == 3 and all(w.endswith(b"\n") and w.count(b"\n") == 1 for w in writes)
    assert [e["request_id"] for e in lines()] == ["id-0", "id-1", "id-2"]


def test_a_stream_without_a_descriptor_goes_through_logging(logged, monkeypatch):
    logger, _ = logged
    (handler,) = [h for h in logger.access_log.handlers if getattr(h, "_gunicorn", False)]
    monkeypatch.setattr(logger.access_log, "handlers", [handler])
    handler.stream = memory = io.StringIO()
    logger.access(Answer([]), Request, {**ENVIRON, REQUEST_ID: "in-memory"}, datetime.timedelta(0))
    assert json.loads(memory.getvalue())["request_id"] == "in-memory"


def test_no_line_without_an_access_log(tmp_path, monkeypatch):
    cfg = Config()
    cfg.set("errorlog", str(tmp_path / "error.log"))
    logger = JsonLogger(cfg)
    monkeypatch.setattr(logging.Logger, "info", lambda *args: pytest.fail("an access line was written"))
    logger.access(Answer([]), Request, dict(ENVIRON), datetime.timedelta(0))
