"""Which language a verdict is written in: English by default, Italian on request."""

from __future__ import annotations

from flask import request

from service.http.envelope import LANGUAGE

SUPPORTED = ("en", "it")


def request_language() -> str:
    """The best of SUPPORTED for the request's Accept-Language (English when absent); the
    answer's Content-Language says it (service/http/envelope.py)."""
    environ = request.environ
    lang = environ.get(LANGUAGE)
    if lang is None:
        header = environ.get("HTTP_ACCEPT_LANGUAGE")
        lang = "en" if not header else (request.accept_languages.best_match(SUPPORTED, default="en") or "en")
        environ[LANGUAGE] = lang
    return lang
