"""Operations: health, readiness, problem types and the API docs page (served offline). The
metrics are not the API's: they have a listener of their own (service/serving/metrics_listener.py)."""

from __future__ import annotations

import copy
from functools import lru_cache

from flask import Blueprint as FlaskBlueprint
from flask import abort, render_template, send_from_directory
from service.http.blueprint import Blueprint, lean
from marshmallow import Schema, fields
from swagger_ui_bundle import swagger_ui_path

from schemas.problem import problem_type_uri
from service.problems import PROBLEM_TYPES
from service.http.bodies import json_response
from service.openapi import ANSWER_HEADERS, REQUEST_ID_PARAMETER, SHARED_PROBLEMS
from service.verdicts import family

blp = Blueprint("operations", __name__, description="Health, readiness and problem types.")
pages = FlaskBlueprint("pages", __name__, static_folder="../static", static_url_path="/static")

SWAGGER_ASSETS = ("swagger-ui.css", "swagger-ui-bundle.js", "favicon-32x32.png", "favicon-16x16.png")


class HealthSchema(Schema):
    status = fields.String(required=True, metadata={"enum": ["ok"], "example": "ok",
                                                    "description": "Always `ok` with a 200."})

    class Meta:
        description = "The service's health."


PROBLEM_SLUGS = list(PROBLEM_TYPES)


class ProblemTypeSchema(Schema):
    type = problem_type_uri("The problem type's URI, as in the `type` of a problem document.", required=True)
    status = fields.Integer(required=True, metadata={"example": 422, "minimum": 400, "maximum": 599,
                                                     "description": "The HTTP status it usually comes with."})
    title = fields.String(required=True, metadata={"example": "The game breaks a rule",
                                                   "description": "Its title in English."})
    title_it = fields.String(required=True, metadata={"example": "La partita viola una regola",
                                                      "description": "Its title in Italian."})
    description = fields.String(required=True, metadata={"description": "What it means and what to look at."})

    class Meta:
        description = "A kind of problem (the `type` of an error answer), described."


def _problem_type(slug: str) -> dict:
    kind = PROBLEM_TYPES[slug]
    return {"type": kind.uri, "status": kind.status, "title": kind.title_en,
            "title_it": kind.title_it, "description": kind.description}


@blp.route("/healthz")
@lean()
@blp.response(200, HealthSchema, headers=ANSWER_HEADERS, example={"status": "ok"},
              description="The process is alive.")
@blp.alt_response(405, response=SHARED_PROBLEMS[405])
@blp.alt_response(500, response=SHARED_PROBLEMS[500])
@blp.doc(operationId="checkLiveness", parameters=[REQUEST_ID_PARAMETER])
def healthz():
    """Liveness: the process answers

    For a liveness probe: 200 as long as the process can answer at all. It checks nothing
    else (see /readyz).
    """
    return json_response({"status": "ok"})


@blp.route("/readyz")
@lean()
@blp.response(200, HealthSchema, headers=ANSWER_HEADERS, example={"status": "ok"},
              description="Ready to serve requests.")
@blp.alt_response(503, response=SHARED_PROBLEMS[503])
@blp.alt_response(405, response=SHARED_PROBLEMS[405])
@blp.alt_response(500, response=SHARED_PROBLEMS[500])
@blp.doc(operationId="checkReadiness", parameters=[REQUEST_ID_PARAMETER])
def readyz():
    """Readiness: every game's engine is loaded and replays its example

    For a readiness probe: 200 once every registered game's engine is loaded and replays
    the short example history of its documentation as legal (well under a millisecond);
    503 otherwise.
    """
    try:
        ready = all(family.replay_history(api, history).legal for api, history in _self_checks())
    except Exception:  # noqa: BLE001 (a broken engine is exactly what readiness reports)
        ready = False
    if not ready:
        abort(503)
    return json_response({"status": "ok"})


@lru_cache(maxsize=1)
def _self_checks() -> list:
    """Each game's API and its documented example history, loaded once."""
    from service.api.family import apis

    return [(api, api.history().load(copy.deepcopy(api.examples["history"]))) for api in apis().values()]


@blp.route("/problems/<string:slug>", parameters=[{
    "in": "path", "name": "slug", "required": True,
    "description": "The last part of a problem document's `type` (`/problems/<slug>`).",
    "schema": {"type": "string", "enum": PROBLEM_SLUGS, "example": "rule-violation"}}])
@lean()
@blp.response(200, ProblemTypeSchema, headers=ANSWER_HEADERS, example=_problem_type("rule-violation"),
              description="What this kind of problem means.")
@blp.alt_response(404, response=SHARED_PROBLEMS[404])
@blp.alt_response(405, response=SHARED_PROBLEMS[405])
@blp.alt_response(500, response=SHARED_PROBLEMS[500])
@blp.doc(operationId="getProblemType", parameters=[REQUEST_ID_PARAMETER])
def problem_type(slug: str):
    """Describe a problem type

    What the `type` of an error answer means (its status, titles in English and Italian,
    and what to look at). An unknown type is a 404.
    """
    if slug not in PROBLEM_TYPES:
        abort(404)
    return json_response(_problem_type(slug))


@pages.route("/docs")
def docs():
    """Swagger UI over GET /openapi.json, every asset served by the service itself."""
    return render_template("docs.html")


@pages.route("/docs/assets/<path:name>")
def docs_asset(name: str):
    if name not in SWAGGER_ASSETS:
        abort(404)
    response = send_from_directory(str(swagger_ui_path), name, max_age=86400)
    response.headers["Cache-Control"] = "public, max-age=86400"
    return response
