"""Answers that are the same every time they are asked, built once per worker: their bytes,
with a strong ETag (``If-None-Match`` gets a 304).

``GET /openapi.json`` is generated from the code by flask-smorest at every request (1.2 MB,
42 ms of CPU); a rulebook page is drawn from its catalogue (2-15 ms). Neither changes while
the process runs. Each such view, named in :data:`CONSTANT_ANSWERS` by its endpoint, is
wrapped by :func:`install`: the first request for a key builds the answer as before and keeps
its status line's code, headers and bytes; every later one is answered from them (well under
a millisecond: bench/bench_bodies.py prints each GET path's cost).

The key is what the answer depends on: the path's arguments (the game, the problem type)
and, for a page, the language it is drawn in (``?lang=``, else Accept-Language, as
service/pages/context.py chooses it). Those are bounded, so is the store. A request with any
other query argument is answered as before, built for it (a page keeps its query in its
language switch), and its answer is not kept. Only 200 answers are kept. A kept answer
without a Cache-Control of its own says ``no-cache`` (a client may keep it and ask again
with its ETag); the envelope adds the security headers, the request id and
Content-Language to every answer, kept or not.

Every GET endpoint of the app is either here or in :data:`BUILT_EACH_TIME` (with why):
tests/server/test_constant_answers.py fails on a new one that is in neither.
"""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from flask import Flask, Response, current_app, request

from service.http.envelope import LANGUAGE
from service.http.security_headers import content_security_policy
from service.text import LANGUAGES


@dataclass(frozen=True)
class Constant:
    """A view whose answer is the same every time for its path's arguments and, with
    `language`, the language the page is drawn in."""

    endpoint: str
    language: bool = False


def constant_answers(game_slugs: Iterable[str]) -> tuple[Constant, ...]:
    return (
        Constant("api-docs.openapi_json"),
        Constant("games.games"),
        *(Constant(f"{slug}.rules") for slug in game_slugs),
        Constant("operations.problem_type"),
        Constant("pages.docs"),
        Constant("home.home", language=True),
        Constant("game_pages.rulebook_page", language=True),
        Constant("game_pages.table", language=True),
        Constant("game_pages.season_page", language=True),
    )


# The GET endpoints answered anew each time, and why.
BUILT_EACH_TIME = {
    "operations.healthz": "liveness: the process must answer it itself",
    "operations.readyz": "readiness: the engines are checked each time",
    "game_pages.chocola_checker": "drawn from the query: the picks of the form",
    "game_pages.choco_late_checker": "drawn from the query: the trays picked and the split asked",
    "static": "files, with their own ETag and conditional answers (werkzeug)",
    "pages.static": "files, with their own ETag and conditional answers (werkzeug)",
    "pages.docs_asset": "files, with their own ETag and conditional answers (werkzeug)",
}


@dataclass(frozen=True)
class Built:
    status: int
    headers: tuple[tuple[str, str], ...]
    body: bytes
    etag: str
    language: str | None  # the Content-Language the view chose, set again on each answer
    content_type: str

    def answer(self) -> Response:
        if self.language is not None:
            request.environ[LANGUAGE] = self.language
        if request.if_none_match.contains_weak(self.etag.strip('"')):
            # a 304's headers replace the kept answer's in the client's cache: the same policy
            # as the 200 (a page's, not the API's the envelope gives an answer without a body)
            response = Response(status=304)
            response.headers["ETag"] = self.etag
            response.headers["Content-Security-Policy"] = content_security_policy(self.content_type)
            for name, value in self.headers:
                if name == "Cache-Control":
                    response.headers[name] = value
            return response
        return Response(self.body, status=self.status, headers=list(self.headers))


def _language() -> str:
    """The language a page is drawn in: service/pages/context.py's page_language()."""
    asked = request.args.get("lang")
    if asked in LANGUAGES:
        return asked
    return request.accept_languages.best_match(LANGUAGES, default="en") or "en"


def _build(view: Callable[..., Any], kwargs: dict) -> Built | Response:
    """The view's answer, and what is kept of it when it is a 200 (else the answer itself)."""
    response = current_app.make_response(view(**kwargs))
    if response.status_code != 200 or response.is_streamed:
        return response
    body = response.get_data()
    headers = [(name, value) for name, value in response.headers.items() if name not in ("Content-Length", "ETag")]
    if not any(name == "Cache-Control" for name, _ in headers):
        headers.append(("Cache-Control", "no-cache"))
    etag = '"' + hashlib.blake2b(body, digest_size=16).hexdigest() + '"'
    headers.append(("ETag", etag))
    return Built(200, tuple(headers), body, etag, request.environ.get(LANGUAGE), response.content_type or "")


def _kept(view: Callable[..., Any], constant: Constant) -> Callable[..., Any]:
    store: dict[tuple, Built] = {}  # a race builds an answer twice, never a wrong one

    @functools.wraps(view)
    def answer(**kwargs: Any):
        if any(name != "lang" for name in request.args):  # not this answer's own URL: built for it
            return view(**kwargs)
        key = (tuple(sorted(kwargs.items())), _language() if constant.language else None)
        built = store.get(key)
        if built is None:
            made = _build(view, kwargs)
            if isinstance(made, Response):
                return made
            built = store[key] = made
        return built.answer()

    return answer


def install(app: Flask, constants: Iterable[Constant]) -> None:
    """Keep the answers of these views (those of them the app has)."""
    for constant in constants:
        view = app.view_functions.get(constant.endpoint)
        if view is not None:
            app.view_functions[constant.endpoint] = _kept(view, constant)
