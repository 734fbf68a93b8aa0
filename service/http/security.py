"""Headers on every answer: request id, security headers, CORS (closed by default)."""

from __future__ import annotations

import re
import uuid

from flask import Flask, Response, g, request

REQUEST_ID_HEADER = "X-Request-ID"
_REQUEST_ID = re.compile(r"^[A-Za-z0-9._:\-]{1,128}$")

API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
# HTML pages (the tray checker, the API docs) load only the service's own files.
PAGE_CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; connect-src 'self'; font-src 'self'; "
    "frame-ancestors 'none'; base-uri 'none'; form-action 'self'"
)


def incoming_request_id() -> str:
    """The client's X-Request-ID when it is sane, otherwise a fresh one."""
    given = request.headers.get(REQUEST_ID_HEADER, "")
    return given if _REQUEST_ID.match(given) else uuid.uuid4().hex


def install(app: Flask, cors_origins: tuple[str, ...]) -> None:
    allowed = frozenset(cors_origins)

    @app.before_request
    def _request_id():
        g.request_id = incoming_request_id()
        if request.method == "OPTIONS" and request.headers.get("Access-Control-Request-Method"):
            origin = request.headers.get("Origin", "")
            if origin in allowed:
                response = Response(status=204)
                response.headers["Access-Control-Allow-Methods"] = "GET, POST, OPTIONS"
                response.headers["Access-Control-Allow-Headers"] = "Content-Type, Accept-Language, X-Request-ID"
                response.headers["Access-Control-Max-Age"] = "600"
                return response

    @app.after_request
    def _headers(response: Response) -> Response:
        h = response.headers
        h[REQUEST_ID_HEADER] = g.get("request_id") or incoming_request_id()
        h["X-Content-Type-Options"] = "nosniff"
        h["X-Frame-Options"] = "DENY"
        h["Referrer-Policy"] = "no-referrer"
        h["Cross-Origin-Opener-Policy"] = "same-origin"
        h["Cross-Origin-Resource-Policy"] = "same-origin" if not allowed else "cross-origin"
        if response.mimetype == "text/html":
            h["Content-Security-Policy"] = PAGE_CSP
        else:
            h.setdefault("Content-Security-Policy", API_CSP)
        if "Cache-Control" not in h:
            h["Cache-Control"] = "no-store"
        origin = request.headers.get("Origin")
        if origin and origin in allowed:
            h["Access-Control-Allow-Origin"] = origin
            h["Access-Control-Expose-Headers"] = "X-Request-ID, Content-Language"
        if allowed:  # with CORS open, every answer depends on Origin (caches must know)
            h.add("Vary", "Origin")
        lang = g.get("language")
        if lang:
            h["Content-Language"] = lang
            h.add("Vary", "Accept-Language")
        return response
