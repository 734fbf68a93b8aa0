"""The flask-smorest Blueprint every game uses, and what runs when a documented view answers.

flask-smorest documents a view with decorators (``arguments``, ``response``,
``alt_response``, ``doc``), and each of them also wraps it: five error answers documented
make five wrappers, each asking whether the view is a coroutine, on every request. The views
here return their own answers (json_response), so those wrappers do nothing at run time.
:func:`lean` keeps the documentation they collected and runs only what a request needs: the
body loaded by the view's schema (service/http/bodies.py: the same parser and problem
documents), then the view.
"""

from __future__ import annotations

import functools
import inspect
from typing import Any

from flask import Request, request
from flask_smorest import Blueprint as SmorestBlueprint
from marshmallow import ValidationError
from webargs.flaskparser import FlaskParser

from service.errors import schema_problem
from service.http.bodies import json_bytes, load_body, parse_json_body, parse_json_bytes
from service.http.languages import request_language


class BodyParser(FlaskParser):
    """webargs parser of a view documented with ``arguments`` and not registered with
    :func:`lean`: orjson, problem documents (webargs' public ``load_json`` and
    ``handle_error``)."""

    def load_json(self, req: Request, schema: Any) -> Any:
        return parse_json_body(req)

    def handle_error(self, error: ValidationError, req, schema, *, error_status_code, error_headers):
        raise schema_problem(_strip_location(error), request_language())


def _strip_location(error: ValidationError) -> ValidationError:
    messages = error.messages
    if isinstance(messages, dict) and set(messages) == {"json"}:
        return ValidationError(messages["json"])
    return error


class Blueprint(SmorestBlueprint):
    ARGUMENTS_PARSER = BodyParser()


class BodyBytes:
    """A request's JSON body as bytes within the limits (:func:`json_bytes`): `data`, and the
    body parsed on demand (:meth:`parsed`: a 400 problem when it is not JSON, a 422 when null,
    as `schema` would say)."""

    __slots__ = ("data", "schema")

    def __init__(self, data: bytes, schema: object) -> None:
        self.data = data
        self.schema = schema

    def parsed(self) -> Any:
        return parse_json_bytes(self.data, self.schema)


def lean(body=None, *, parsed: bool = False):
    """Register a documented view with only its run-time work: `body` is the schema instance
    of its JSON body (None for a view that takes none). Put it right under ``route``. With
    `parsed`, the view gets the body as :class:`BodyBytes` (415/413 problems already
    answered) and reads it itself (the family's history paths: a history is decoded from its
    bytes, see service/api/family.py's history_of)."""

    def decorate(documented):
        view = inspect.unwrap(documented)
        if body is None:
            def runtime(*args, **kwargs):
                return view(*args, **kwargs)
        elif parsed:
            def runtime(*args, **kwargs):
                return view(BodyBytes(json_bytes(request._get_current_object()), body), *args, **kwargs)
        else:
            def runtime(*args, **kwargs):
                return view(load_body(body), *args, **kwargs)
        # the view's name and text, and what the documenting decorators left on it
        return functools.update_wrapper(runtime, documented)

    return decorate
