"""The security headers every answer carries: the app's (service/http/envelope.py),
gunicorn's own refusals (service/serving/protocol_errors.py) and the edge's
(service/serving/edge_config.py). No import beyond the standard library: the edge's
launcher reads them without loading the app."""

from __future__ import annotations

API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
# HTML pages (the home page, the checker, the API docs) load only the service's own files.
PAGE_CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; connect-src 'self'; font-src 'self'; "
    "frame-ancestors 'none'; base-uri 'none'; form-action 'self'"
)
_ALWAYS = (("X-Content-Type-Options", "nosniff"), ("X-Frame-Options", "DENY"), ("Referrer-Policy", "no-referrer"),
           ("Cross-Origin-Opener-Policy", "same-origin"))


def content_security_policy(content_type: str) -> str:
    """The CSP of an answer of `content_type`: the pages' for HTML, the API's for the rest."""
    return PAGE_CSP if content_type.startswith("text/html") else API_CSP


def security_headers(cors_origins: tuple[str, ...]) -> list[tuple[str, str]]:
    """The security headers of every answer (gunicorn's own refusals and the edge's too:
    service/serving/protocol_errors.py, service/serving/edge_config.py)."""
    return [*_ALWAYS, ("Cross-Origin-Resource-Policy", "cross-origin" if cors_origins else "same-origin")]


def api_headers(cors_origins: tuple[str, ...]) -> list[tuple[str, str]]:
    """The headers of an API answer the service makes outside the app (gunicorn's refusals,
    the edge's): the security headers, the API's CSP and no caching, as the envelope gives an
    app's JSON answer."""
    return [*security_headers(cors_origins), ("Content-Security-Policy", API_CSP), ("Cache-Control", "no-store")]
