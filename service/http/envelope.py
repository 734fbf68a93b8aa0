"""What every answer carries and every request leaves behind, around the Flask app, in one
WSGI layer: the request id, the security headers, CORS (closed by default), the answer's
language, the metrics, and the drain of a body the app did not read.

One layer at the edge costs a few microseconds a request, where Flask's before/after/teardown
hooks cost tens: the service's GET /healthz stays close to what any Flask endpoint pays.

- **Request id**: the client's ``X-Request-ID`` when it is sane (1 to 128 of
  ``A-Za-z0-9._:-``), else a fresh one; the app finds it in ``environ[REQUEST_ID]`` (problem
  documents and log lines carry it) and every answer says it.
- **Security headers** on every answer; the page CSP on HTML, the API's elsewhere.
- **CORS**: only for the origins of ``CHOCO_CORS_ORIGINS``; their preflights are answered here.
- **Language**: when the app chose one (``environ[LANGUAGE]``), ``Content-Language`` says which.
- **Metrics**: every answer counted and timed by route (the URL rule that matched).
- **Unread bodies**: gunicorn drains at most 64 KiB of a body the app left unread before it
  reuses a keep-alive connection and closes it otherwise, after an answer that announced
  keep-alive: the client's next request on it would get no answer. A body within the limit
  is read to its end here, whatever the answer (a 404, 405 or 415). One over the limit is
  refused unread, and a chunked one read up to the limit only: those answers say
  ``Connection: close`` (deploy/gunicorn.conf.py, pre_request).
"""

from __future__ import annotations

import os
import re
from time import perf_counter

from service.http import metrics
from service.http.security_headers import API_CSP, PAGE_CSP, security_headers

REQUEST_ID = "choco.request_id"
BODY_READ = "choco.body_read"  # set by the body reader (service/http/body_reading.py) once it reads
LANGUAGE = "choco.language"
ROUTE = "choco.route"  # the URL rule that matched, left by the app (service/app.py)
REQUEST_ID_HEADER = "X-Request-ID"
_SANE_ID = re.compile(r"[A-Za-z0-9._:\-]{1,128}")

_PREFLIGHT = (("Access-Control-Allow-Methods", "GET, POST, OPTIONS"),
              ("Access-Control-Allow-Headers", "Content-Type, Accept-Language, X-Request-ID"),
              ("Access-Control-Max-Age", "600"))


_V4_CLEAR = ~((0xF000 << 64) | (0xC000 << 48))  # the version and variant bits of a UUID
_V4_SET = (0x4000 << 64) | (0x8000 << 48)  # version 4, RFC 4122 variant


def content_length(environ: dict) -> int | None:
    """The body's Content-Length as a number; None when absent or not plain ASCII digits
    (``"+30"``, ``"²"``: the body reader refuses those)."""
    length = environ.get("CONTENT_LENGTH")
    return int(length) if length and length.isascii() and length.isdigit() else None


def fresh_id() -> str:
    """A random UUID (version 4) in hex, as ``uuid.uuid4().hex`` writes it, without building
    a UUID object."""
    return f"{int.from_bytes(os.urandom(16)) & _V4_CLEAR | _V4_SET:032x}"


def request_id_of(environ: dict) -> str:
    given = environ.get("HTTP_X_REQUEST_ID")
    return given if given and _SANE_ID.fullmatch(given) else fresh_id()


class Envelope:
    def __init__(self, app, cors_origins: tuple[str, ...], max_body_bytes: int):
        self.app = app
        self.allowed = frozenset(cors_origins)
        self.limit = max_body_bytes
        self.always = tuple(security_headers(cors_origins))

    def __call__(self, environ, start_response):
        started = perf_counter()
        request_id = environ[REQUEST_ID] = request_id_of(environ)
        origin = environ.get("HTTP_ORIGIN")
        cors = origin is not None and origin in self.allowed
        seen: list[str] = []

        def finish(status, headers, exc_info=None):
            self.decorate(headers, environ, request_id, cors, origin)
            seen.append(status)
            return start_response(status, headers, exc_info)

        metrics.IN_PROGRESS.inc()
        try:
            if cors and environ["REQUEST_METHOD"] == "OPTIONS" and environ.get("HTTP_ACCESS_CONTROL_REQUEST_METHOD"):
                finish("204 No Content", list(_PREFLIGHT))
                return [b""]
            result = self.app(environ, finish)
            self.drain(environ)
            return result
        finally:
            metrics.IN_PROGRESS.dec()
            metrics.observe(environ.get(ROUTE, metrics.UNMATCHED), environ.get("REQUEST_METHOD", ""),
                            seen[-1][:3] if seen else "500", perf_counter() - started)

    def decorate(self, headers: list, environ: dict, request_id: str, cors: bool, origin: str | None) -> None:
        csp = cache = html = False
        for name, value in headers:
            if name == "Content-Type":
                html = value.startswith("text/html")
            elif name == "Content-Security-Policy":
                csp = True
            elif name == "Cache-Control":
                cache = True
        headers.append((REQUEST_ID_HEADER, request_id))
        headers.extend(self.always)
        if not csp:
            headers.append(("Content-Security-Policy", PAGE_CSP if html else API_CSP))  # content_security_policy()'s
        if not cache:
            headers.append(("Cache-Control", "no-store"))
        if cors:
            headers.append(("Access-Control-Allow-Origin", origin))
            headers.append(("Access-Control-Expose-Headers", "X-Request-ID, Content-Language"))
        if self.allowed:  # with CORS open, every answer depends on Origin (caches must know)
            headers.append(("Vary", "Origin"))
        language = environ.get(LANGUAGE)
        if language:
            headers.append(("Content-Language", language))
            headers.append(("Vary", "Accept-Language"))

    def drain(self, environ: dict) -> None:
        """Read what is left of a body within the limit that the app did not read (see the
        module docstring): exactly its Content-Length, never a read past it (under a server
        that hands the raw socket, one more read would wait for the client's next request)."""
        if environ.get(BODY_READ):
            return
        left = content_length(environ)
        if not left:
            return  # no body, or a malformed length (answered already)
        if left > self.limit:
            return
        stream = environ["wsgi.input"]
        try:
            while left > 0:
                more = stream.read(min(left, 65536))
                if not more:
                    return
                left -= len(more)
        except Exception:  # a client gone or a broken framing: the server closes the connection
            return
