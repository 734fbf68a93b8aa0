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
from flask import Flask, Response, request
from marshmallow import ValidationError
from werkzeug.exceptions import ClientDisconnected, HTTPException

from service.http.envelope import REQUEST_ID
from service.http.languages import request_language
from service.problems import PROBLEM_MIMETYPE, PROBLEM_TYPES, STATUS_SLUGS, problem_fields, schema_errors
from service.text import word

log = logging.getLogger("service.errors")


@dataclass
class Problem(Exception):
    """An error answer. Raise it anywhere in the HTTP layer."""

    slug: str  # its type; the status is the type's (service/problems.py)
    detail: str
    extra: dict[str, Any] = field(default_factory=dict)
    headers: dict[str, str] = field(default_factory=dict)

    @property
    def status(self) -> int:
        return PROBLEM_TYPES[self.slug].status

    def to_response(self) -> Response:
        status = self.status
        body = {**problem_fields(self.slug, self.detail, request_language()), "instance": request.path,
                **self.extra}
        request_id = request.environ.get(REQUEST_ID)
        if request_id:
            body["request_id"] = request_id
        response = Response(orjson.dumps(body), status=status, mimetype=PROBLEM_MIMETYPE)
        for k, v in self.headers.items():
            response.headers[k] = v
        return response


def schema_problem(error: ValidationError, lang: str = "en", schema: object = None) -> Problem:
    """A 422 listing every field that breaks the schema, each message in `lang`, with the
    rule each breaks where the request's `schema` names one (RequestSchema.error_rule)."""
    detail, errors = schema_errors(error, lang, error_rule=getattr(schema, "error_rule", None))
    return Problem("invalid-body", detail, extra={"errors": errors})


def register_error_handlers(app: Flask) -> None:
    @app.errorhandler(Problem)
    def _problem(exc: Problem):
        return exc.to_response()

    @app.errorhandler(ValidationError)
    def _validation(exc: ValidationError):
        return schema_problem(exc, request_language()).to_response()

    @app.errorhandler(HTTPException)
    def _http(exc: HTTPException):
        status = exc.code or 500
        lang = request_language()
        if status == 422 and getattr(exc, "exc", None) is not None:  # webargs/flask-smorest
            return schema_problem(exc.exc, lang).to_response()  # type: ignore[attr-defined]  # webargs sets exc on its 422, checked above
        # the type of that very status, so that the title says what the status means; a status
        # outside HTTP's error classes (none is raised) is the service's failure
        slug = STATUS_SLUGS.get(status, "internal-error")
        headers = {}
        if status == 405:
            allow = [h for h in exc.get_headers() if h[0] == "Allow"]
            if allow:
                headers["Allow"] = allow[0][1]
        if status == 413:
            limit = app.config["SETTINGS"].MAX_BODY_BYTES
            detail = word("body_too_large", lang, limit=limit)
        elif status == 404:
            detail = word("not_found", lang, path=request.path)
        elif status == 405:
            detail = word("method_not_allowed", lang, method=request.method, path=request.path)
        elif status == 500:  # Flask's own, for a failure outside a view (an after_request hook)
            detail = word("internal_error", lang)
        elif isinstance(exc, ClientDisconnected):
            detail = word("body_cut_short_unknown", lang)
        elif status == 503:
            detail = word("not_ready", lang)
        else:  # werkzeug's own words are English
            detail = (exc.description if lang == "en" else None) or PROBLEM_TYPES[slug].title(lang)
        return Problem(slug, detail, headers=headers).to_response()

    @app.errorhandler(Exception)
    def _unexpected(exc: Exception):  # never a stack trace to the client
        log.exception("unhandled error on %s %s", request.method, request.path)
        return Problem("internal-error", word("internal_error", request_language())).to_response()
