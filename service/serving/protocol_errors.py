"""gunicorn's own answers, as problem documents: the requests gunicorn refuses before the
app sees them (a request line over its limit: 414; too many or too large header fields:
431; a malformed request line, method, version or header, Content-Length with
Transfer-Encoding, the HTTP/2 preface: 400) get an RFC 9457 problem document in English or
Italian (the request's Accept-Language when gunicorn read it), with the security headers
and the request id every answer of the app carries, instead of gunicorn's HTML page.

The worker classes below are gunicorn's sync and gthread workers with one change: while
one of them handles a parse error, gunicorn's error writer (``gunicorn.util.write_error``,
which the workers call by that name) writes the problem document for that error. The
config names them: ``worker_class = "service.serving.protocol_errors.ThreadWorker"``.
"""

from __future__ import annotations

import threading
from http import HTTPStatus
from typing import Any

import orjson
from gunicorn import util
from gunicorn.workers import gthread, sync

from service.config import Settings
from service.http.envelope import REQUEST_ID_HEADER, request_id_of
from service.http.languages import best_language
from service.http.security_headers import api_headers
from service.problems import PROBLEM_MIMETYPE, PROBLEM_TYPES, STATUS_SLUGS, problem_fields
from service.text import word

_handling = threading.local()  # the request and the error one thread is answering

# gunicorn's exception classes, by name, and the word that says what broke
_DETAIL_BY_ERROR = {
    "InvalidRequestLine": "protocol_request_line",
    "InvalidRequestMethod": "protocol_method",
    "InvalidHTTPVersion": "protocol_version",
    "InvalidHeader": "protocol_header",
    "InvalidHeaderName": "protocol_header",
    "ObsoleteFolding": "protocol_header",
    "InvalidSchemeHeaders": "protocol_header",
    "LimitRequestLine": "protocol_request_line_too_long",
    "LimitRequestHeaders": "protocol_headers_too_large",
    "UnsupportedTransferCoding": "protocol_transfer_coding",
    "InvalidH2CPreface": "protocol_http2",
    "ExpectationFailed": "protocol_expectation",
    "InvalidProxyLine": "protocol_request_line",
    "ForbiddenProxyRequest": "protocol_forbidden",
    "SSLError": "protocol_forbidden",
}


def _language(req: Any) -> str:
    header = None
    for name, value in getattr(req, "headers", None) or ():
        if name == "ACCEPT-LANGUAGE":
            header = value
    return best_language(header)


def _request_id(req: Any) -> str:
    for name, value in getattr(req, "headers", None) or ():
        if name == "X-REQUEST-ID":
            return request_id_of({"HTTP_X_REQUEST_ID": value})
    return request_id_of({})


def problem_answer(status: int, error_name: str, req: Any, limits: dict[str, int]) -> bytes:
    """The whole HTTP answer (head and body) for a request gunicorn refused."""
    lang = _language(req)
    slug = STATUS_SLUGS.get(status, "http-error")
    code = _DETAIL_BY_ERROR.get(error_name, "internal_error" if status == 500 else "protocol_invalid")
    detail = word(code, lang, **limits, method=repr(str(getattr(req, "method", "") or "")[:20]))
    request_id = _request_id(req)
    body = orjson.dumps({**problem_fields(slug, detail, lang), "request_id": request_id})
    status = PROBLEM_TYPES[slug].status
    headers = [("Content-Type", PROBLEM_MIMETYPE), ("Content-Length", str(len(body))), ("Connection", "close"),
               (REQUEST_ID_HEADER, request_id), *api_headers(_settings().cors_origins), ("Content-Language", lang)]
    head = f"HTTP/1.1 {status} {HTTPStatus(status).phrase}\r\n" + "".join(
        f"{name}: {value}\r\n" for name, value in headers) + "\r\n"
    return head.encode("latin-1") + body


_SETTINGS: list[Settings] = []


def _settings() -> Settings:
    if not _SETTINGS:
        _SETTINGS.append(Settings.from_env())
    return _SETTINGS[0]


def write_problem(sock: Any, status_int: int, reason: str, mesg: str) -> None:
    """gunicorn's ``util.write_error``, writing a problem document instead of HTML."""
    req = getattr(_handling, "req", None)
    error_name = getattr(_handling, "error", "")
    limits = getattr(_handling, "limits", {})
    util.write_nonblock(sock, problem_answer(status_int, error_name, req, limits))


class ProblemAnswers:
    """Mixed into a gunicorn worker: its parse errors are answered by write_problem."""

    cfg: Any

    def handle_error(self, req, client, addr, exc):
        _handling.req = req if req is not None else getattr(exc, "req", None)
        _handling.error = type(exc).__name__
        _handling.limits = {"line": self.cfg.limit_request_line, "fields": self.cfg.limit_request_fields,
                            "field_size": self.cfg.limit_request_field_size}
        try:
            super().handle_error(req, client, addr, exc)
        finally:
            _handling.req = _handling.error = None


class ThreadWorker(ProblemAnswers, gthread.ThreadWorker):
    """gunicorn's gthread worker, answering its parse errors with problem documents."""


class SyncWorker(ProblemAnswers, sync.SyncWorker):
    """gunicorn's sync worker, answering its parse errors with problem documents."""


util.write_error = write_problem
