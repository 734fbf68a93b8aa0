"""Reading JSON bodies and writing JSON answers, fast and strictly.

Bodies are parsed with orjson: it refuses invalid UTF-8, nesting deeper than 1024 levels
and numbers beyond a double's range (an integer past 64 bits parses as a float, which the
schemas refuse where an integer goes), each with a precise message, without recursion in Python.
How the body is read, under any WSGI server, and the media types it may have:
service/http/body_reading.py. Every refusal is a problem document (400); a body that parses
but does not match the schema is a 422 listing every bad field with a JSON pointer.
"""

from __future__ import annotations

from typing import Any

import orjson
from flask import Request, Response, current_app, request
from marshmallow import ValidationError

from service.errors import Problem, schema_problem
from service.http.body_reading import check_json_media_type, read_body
from service.http.languages import request_language
from service.json_reader import NULL_DOCUMENT, NotJson, parse_json, too_many_containers
from service.text import word


def json_bytes(req: Request) -> bytes:
    """The body's bytes, declared as JSON and within the limits, or a problem: 400 (cut
    short), 411 (no length), 413 (too large, or too many arrays and objects), 415 (not JSON's
    media type). Whether they are JSON is for :func:`parse_json_bytes` (or a compiled decoder
    that falls back on it) to say."""
    check_json_media_type(req.environ)
    data = read_body(req)
    limit = current_app.config["SETTINGS"].MAX_BODY_CONTAINERS
    if too_many_containers(data, limit):
        raise Problem("body-too-large", word("too_many_containers", request_language(), limit=limit))
    return data


def parse_json_body(req: Request, schema: object = None) -> Any:
    """The body as JSON, or a problem: those of :func:`json_bytes`, 400 (not JSON); a null
    body a 422, as the `schema` that would read it says (see schema_problem)."""
    return parse_json_bytes(json_bytes(req), schema)


def parse_json_bytes(data: bytes, schema: object = None) -> Any:
    """Bytes within the limits (:func:`json_bytes`) as JSON: a 400 problem when they are not
    JSON, a 422 when they are null."""
    try:
        body = parse_json(data)
    except NotJson as exc:
        raise Problem("malformed-json", word(exc.code, request_language(), **exc.words(request_language()))) from None
    if body is None:
        raise schema_problem(ValidationError([NULL_DOCUMENT]), request_language(),
                             schema)
    return body


def parse_history_body(req: Request, schema: object, max_moves: int) -> Any:
    """A history body as JSON (:func:`parse_json_body`), refused with a 413 problem naming
    `max_moves` when its ``moves`` hold more, before anything is loaded or replayed: a path whose
    work grows with the moves beyond replaying them (a row drawn for each) takes fewer than the
    schema's 5,000."""
    body = parse_json_body(req, schema)
    moves = body.get("moves") if isinstance(body, dict) else None
    if isinstance(moves, list) and len(moves) > max_moves:
        raise Problem("body-too-large", word("too_many_moves", request_language(), moves=len(moves), limit=max_moves))
    return body


def load_body(schema) -> Any:
    """The request's JSON body loaded by a schema instance: a 400/415 problem when it is not
    JSON, a 422 listing every field that breaks the schema."""
    data = parse_json_body(request._get_current_object(), schema)  # type: ignore[attr-defined]  # request is werkzeug's LocalProxy: this is its documented accessor
    return load_parsed(schema, data)


def load_parsed(schema, data: Any) -> Any:
    """A parsed body loaded by a schema instance: a 422 listing every field that breaks it."""
    try:
        return schema.load(data)
    except ValidationError as error:
        raise schema_problem(error, request_language(), schema) from None


def json_response(payload: Any, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    response = Response(orjson.dumps(payload), status=status, mimetype="application/json")
    if headers:
        response.headers.update(headers)
    return response
