"""Which language a verdict is written in: English by default, Italian on request."""

from __future__ import annotations

from flask import g, request

SUPPORTED = ("en", "it")


def request_language() -> str:
    """The best of SUPPORTED for the request's Accept-Language (English when absent)."""
    lang = g.get("language")
    if lang is None:
        lang = request.accept_languages.best_match(SUPPORTED, default="en") or "en"
        g.language = lang
    return lang
