"""Problem documents (RFC 9457): every error the service gives, in one place.

Every error body is ``application/problem+json`` with ``type``, ``title``, ``status``,
``detail`` and, where they apply, ``violation`` (a rule of the game was broken) or
``errors`` (fields of the body that break the schema, each with a JSON pointer).
No answer ever carries a stack trace or an internal path.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

import orjson
from flask import Flask, Response, g, request
from marshmallow import ValidationError
from werkzeug.exceptions import ClientDisconnected, HTTPException

from service.http.languages import request_language

log = logging.getLogger("service.errors")

PROBLEM_MIMETYPE = "application/problem+json"


@dataclass(frozen=True)
class ProblemType:
    slug: str
    status: int
    title_en: str
    title_it: str
    description: str

    @property
    def uri(self) -> str:
        return f"/problems/{self.slug}"

    def title(self, lang: str) -> str:
        return self.title_it if lang == "it" else self.title_en


PROBLEM_TYPES: dict[str, ProblemType] = {
    p.slug: p
    for p in (
        ProblemType("malformed-json", 400, "The body is not valid JSON",
                    "Il corpo della richiesta non è JSON valido",
                    "The body could not be parsed as JSON (syntax, invalid UTF-8, nesting deeper than "
                    "1024 levels, or a number beyond the range of a double such as 1e400). "
                    "`detail` says where. (An integer beyond 64 bits parses as a number that is "
                    "not an integer, refused as invalid-body.)"),
        ProblemType("invalid-body", 422, "The body does not match the schema",
                    "Il corpo della richiesta non rispetta lo schema",
                    "The JSON is well formed but fields are missing, of the wrong type, out of "
                    "range or unknown. `errors` lists the bad fields, each with a JSON pointer "
                    "(at most 100, sorted by pointer; `detail` gives the count)."),
        ProblemType("rule-violation", 422, "The game breaks a rule",
                    "La partita viola una regola",
                    "The body is well formed but breaks a rule of the game. `violation` names the "
                    "rule id (see GET /choco-late/rules), the move index and a JSON pointer."),
        ProblemType("body-too-large", 413, "The body is too large",
                    "Il corpo della richiesta è troppo grande",
                    "The body exceeds the service's size limit; `detail` gives the limit."),
        ProblemType("unsupported-media-type", 415, "The body must be JSON",
                    "Il corpo della richiesta deve essere JSON",
                    "The Content-Type names a media type other than JSON."),
        ProblemType("not-found", 404, "No such resource", "Risorsa inesistente",
                    "No resource lives at this path."),
        ProblemType("method-not-allowed", 405, "Method not allowed", "Metodo non consentito",
                    "The path exists but not with this method; the Allow header lists the methods."),
        ProblemType("not-acceptable", 406, "Not acceptable", "Non accettabile",
                    "The service cannot answer in a media type the request accepts."),
        ProblemType("internal-error", 500, "Internal error", "Errore interno",
                    "The service failed. This is never caused by what a client sends; it is logged "
                    "with the request id."),
        ProblemType("service-unavailable", 503, "Not ready", "Servizio non pronto",
                    "The service is starting or shutting down; try again shortly (readiness)."),
        ProblemType("http-error", 400, "Bad request", "Richiesta non valida",
                    "Any other HTTP error."),
    )
}


@dataclass
class Problem(Exception):
    """An error answer. Raise it anywhere in the HTTP layer."""

    slug: str
    detail: str
    status: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    headers: dict[str, str] = field(default_factory=dict)

    def to_response(self) -> Response:
        kind = PROBLEM_TYPES[self.slug]
        status = self.status or kind.status
        body = {
            "type": kind.uri,
            "title": kind.title(request_language()),
            "status": status,
            "detail": self.detail,
            "instance": request.path,
            **self.extra,
        }
        request_id = g.get("request_id")
        if request_id:
            body["request_id"] = request_id
        response = Response(orjson.dumps(body), status=status, mimetype=PROBLEM_MIMETYPE)
        for k, v in self.headers.items():
            response.headers[k] = v
        return response


def _escape(token: str) -> str:
    return token.replace("~", "~0").replace("/", "~1")


def pointer_errors(messages: Any, prefix: str = "") -> list[dict[str, str]]:
    """Flattens marshmallow's nested error messages into a list of {pointer, message}."""
    out: list[dict[str, str]] = []
    if isinstance(messages, dict):
        for key, value in messages.items():
            if key == "_schema":
                out.extend(pointer_errors(value, prefix))
            else:
                out.extend(pointer_errors(value, f"{prefix}/{_escape(str(key))}"))
    elif isinstance(messages, (list, tuple)):
        for value in messages:
            if isinstance(value, (dict, list, tuple)):
                out.extend(pointer_errors(value, prefix))
            else:
                out.append({"pointer": prefix, "message": str(value)})
    else:
        out.append({"pointer": prefix, "message": str(messages)})
    return out


MAX_LISTED_ERRORS = 100
"""A problem document lists at most this many field errors: a hostile body of 1 MiB can
break the schema in 200,000 places, and the answer must stay small (`detail` says how
many were found)."""


def _pointer_order(error: dict[str, str]) -> tuple:
    """By pointer, array indexes compared as numbers (/moves/2 before /moves/10)."""
    # (length, digits) orders ASCII numbers without int(): a key may be 100,000 digits long
    tokens = tuple((0, len(t), t) if t.isascii() and t.isdigit() else (1, 0, t)
                   for t in error["pointer"].split("/"))
    return tokens, error["message"]


def schema_problem(error: ValidationError) -> Problem:
    errors = pointer_errors(error.messages)
    errors.sort(key=_pointer_order)
    n = len(errors)
    first = errors[0] if errors else {"pointer": "", "message": "invalid body"}
    detail = f"{n} field{'s' if n != 1 else ''} of the body {'do' if n != 1 else 'does'} not match the schema; first at {first['pointer'] or '/'}: {first['message']}"
    if n > MAX_LISTED_ERRORS:
        detail += f" (the first {MAX_LISTED_ERRORS} are listed)"
    return Problem("invalid-body", detail, extra={"errors": errors[:MAX_LISTED_ERRORS]})


_HTTP_SLUGS = {400: "http-error", 404: "not-found", 405: "method-not-allowed",
               406: "not-acceptable", 413: "body-too-large", 415: "unsupported-media-type",
               500: "internal-error", 503: "service-unavailable"}


def register_error_handlers(app: Flask) -> None:
    @app.errorhandler(Problem)
    def _problem(exc: Problem):
        return exc.to_response()

    @app.errorhandler(ValidationError)
    def _validation(exc: ValidationError):
        return schema_problem(exc).to_response()

    @app.errorhandler(HTTPException)
    def _http(exc: HTTPException):
        status = exc.code or 500
        if status == 422 and getattr(exc, "exc", None) is not None:  # webargs/flask-smorest
            return schema_problem(exc.exc).to_response()
        slug = _HTTP_SLUGS.get(status, "http-error")
        headers = {}
        if status == 405:
            allow = [h for h in exc.get_headers() if h[0] == "Allow"]
            if allow:
                headers["Allow"] = allow[0][1]
        if status == 413:
            limit = app.config["SETTINGS"].MAX_BODY_BYTES
            detail = f"the body is larger than the limit of {limit} bytes"
        elif status == 404:
            detail = f"no resource at {request.path}; GET /openapi.json lists every path"
        elif status == 405:
            detail = f"{request.method} is not allowed on {request.path}"
        elif status == 500:  # Flask's own, for a failure outside a view (an after_request hook)
            detail = "the service failed; the request id identifies it in the logs"
        elif isinstance(exc, ClientDisconnected):
            detail = f"the body ended before the {request.content_length} bytes its Content-Length announced"
        else:
            detail = exc.description or kind_title(slug)
        return Problem(slug, detail, status=status, headers=headers).to_response()

    @app.errorhandler(Exception)
    def _unexpected(exc: Exception):  # never a stack trace to the client
        log.exception("unhandled error on %s %s", request.method, request.path)
        return Problem("internal-error", "the service failed; the request id identifies it in the logs").to_response()


def kind_title(slug: str) -> str:
    return PROBLEM_TYPES[slug].title_en
