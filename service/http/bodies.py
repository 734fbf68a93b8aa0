"""Reading JSON bodies and writing JSON answers, fast and strictly.

Bodies are parsed with orjson: it refuses invalid UTF-8, nesting deeper than 1024 levels
and numbers beyond a double's range (an integer past 64 bits parses as a float, which the
schemas refuse where an integer goes), each with a precise message, without recursion in Python.
Every refusal is a problem document (400); a body that parses but does not match the
schema is a 422 listing every bad field with a JSON pointer.
"""

from __future__ import annotations

from typing import Any

import orjson
from flask import Request, Response, request
from marshmallow import ValidationError
from webargs.flaskparser import FlaskParser
from werkzeug.exceptions import ClientDisconnected, RequestEntityTooLarge

from service.errors import Problem, schema_problem
from service.http.languages import request_language
from service.json_reader import NULL_DOCUMENT, NotJson, parse_json
from service.text import word

JSON_MIMETYPES = ("application/json",)


def read_body(req: Request) -> bytes:
    """The body's bytes, as werkzeug's ``get_data`` reads them (a 413 past the limit, a 400
    for a body cut short or a stream that fails), kept for a later ``get_data``. The common
    body, a Content-Length of plain digits within the limit, is read straight from the
    input, without the guarded stream werkzeug builds around it (a read loop in Python);
    any other (chunked, an odd Content-Length, no limit) is read by werkzeug."""
    environ = req.environ
    length = environ.get("CONTENT_LENGTH")
    limit = req.max_content_length
    if (limit is None or not length or not length.isdigit() or not length.isascii()
            or "HTTP_TRANSFER_ENCODING" in environ or getattr(req, "_cached_data", None) is not None):
        data = req.get_data(cache=True)
        if req.content_length is None and limit is not None and len(data) >= limit:
            # A body without Content-Length (chunked) is read up to the limit and no further:
            # werkzeug stops there silently, so look for one byte more.
            if environ["wsgi.input"].read(1):
                raise RequestEntityTooLarge()
        return data
    size = int(length)
    if size > limit:
        raise RequestEntityTooLarge()
    stream, data = environ["wsgi.input"], b""
    try:
        while len(data) < size:
            more = stream.read(size - len(data))
            if not more:  # the end before Content-Length: a client gone (unless the server ends it)
                if "wsgi.input_terminated" in environ:
                    break
                raise ClientDisconnected()
            data += more
    except (OSError, ValueError):
        raise ClientDisconnected() from None
    req._cached_data = data
    return data


def body_mimetype(environ: dict) -> str:
    """The body's media type, lowercase, without parameters: werkzeug's ``Request.mimetype``
    (the Content-Type up to its first ``;``, spaces and tabs stripped), without parsing the
    parameters the check does not read."""
    return environ.get("CONTENT_TYPE", "").partition(";")[0].strip(" \t").lower()


def parse_json_body(req: Request, schema: object = None) -> Any:
    """The body as JSON, or a 400/415 problem (a null body: a 422, as the `schema` that would
    read it says, see schema_problem)."""
    mimetype = body_mimetype(req.environ)
    if mimetype and not (mimetype == "application/json" or mimetype.endswith("+json")):
        raise Problem("unsupported-media-type", word("not_json_content", request_language(), mimetype=repr(mimetype)))
    data = read_body(req)
    try:
        body = parse_json(data)
    except NotJson as exc:
        raise Problem("malformed-json", word(exc.code, request_language(), **exc.words(request_language()))) from None
    if body is None:
        raise schema_problem(ValidationError([NULL_DOCUMENT]), request_language(),
                             schema)
    return body


class BodyParser(FlaskParser):
    """webargs parser used by every blueprint: orjson, problem documents."""

    def _raw_load_json(self, req: Request) -> Any:
        return parse_json_body(req)

    def handle_error(self, error: ValidationError, req, schema, *, error_status_code, error_headers):
        raise schema_problem(_strip_location(error), request_language())

    def _on_validation_error(self, error, req, schema, location, *, error_status_code, error_headers):
        raise schema_problem(_strip_location(error), request_language())


def _strip_location(error: ValidationError) -> ValidationError:
    messages = error.messages
    if isinstance(messages, dict) and set(messages) == {"json"}:
        return ValidationError(messages["json"])
    return error


def load_body(schema) -> Any:
    """The request's JSON body loaded by a schema instance: a 400/415 problem when it is not
    JSON, a 422 listing every field that breaks the schema."""
    data = parse_json_body(request._get_current_object(), schema)
    try:
        return schema.load(data)
    except ValidationError as error:
        raise schema_problem(error, request_language(), schema) from None


def json_response(payload: Any, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    response = Response(orjson.dumps(payload), status=status, mimetype="application/json")
    if headers:
        response.headers.update(headers)
    return response
