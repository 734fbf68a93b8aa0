"""Which language a verdict is written in: English by default, Italian on request."""

from __future__ import annotations

from flask import request
from werkzeug.datastructures import LanguageAccept
from werkzeug.http import parse_accept_header

from service.http.envelope import LANGUAGE
from service.text import LANGUAGES


def best_language(header: str | None) -> str:
    """The best of the service's languages for an Accept-Language header (English when it is
    absent or names none of them): the app's answers and gunicorn's own refusals
    (service/serving/protocol_errors.py) choose alike."""
    if not header:
        return "en"
    return parse_accept_header(header, LanguageAccept).best_match(LANGUAGES, default="en") or "en"


def request_language() -> str:
    """The best language for the request's Accept-Language (:func:`best_language`); the
    answer's Content-Language says it (service/http/envelope.py)."""
    environ = request.environ
    lang = environ.get(LANGUAGE)
    if lang is None:
        lang = environ[LANGUAGE] = best_language(environ.get("HTTP_ACCEPT_LANGUAGE"))
    return lang
