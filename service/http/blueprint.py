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

import inspect

from flask import request
from flask_smorest import Blueprint as SmorestBlueprint

from service.http.bodies import BodyParser, load_body, parse_json_body


class Blueprint(SmorestBlueprint):
    ARGUMENTS_PARSER = BodyParser()


def lean(body=None, *, parsed: bool = False):
    """Register a documented view with only its run-time work: `body` is the schema instance
    of its JSON body (None for a view that takes none). Put it right under ``route``. With
    `parsed`, the view gets the body as parsed JSON (a 400/415 problem when it is not JSON)
    and loads it itself (the family's history paths: see service/verdicts/continued.py)."""

    def decorate(documented):
        view = inspect.unwrap(documented)
        if body is None:
            def runtime(*args, **kwargs):
                return view(*args, **kwargs)
        elif parsed:
            def runtime(*args, **kwargs):
                return view(parse_json_body(request._get_current_object(), body), *args, **kwargs)
        else:
            def runtime(*args, **kwargs):
                return view(load_body(body), *args, **kwargs)
        runtime.__name__, runtime.__qualname__ = view.__name__, view.__qualname__
        runtime.__doc__, runtime.__module__ = view.__doc__, view.__module__
        runtime._apidoc = documented._apidoc
        return runtime

    return decorate
