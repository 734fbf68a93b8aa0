"""Operations: health, readiness, metrics, problem types and the API docs page (served offline)."""

from __future__ import annotations

from flask import Blueprint as FlaskBlueprint
from flask import abort, current_app, render_template, send_from_directory
from service.http.blueprint import Blueprint
from marshmallow import Schema, fields
from swagger_ui_bundle import swagger_ui_path

from service.errors import PROBLEM_TYPES
from service.http.bodies import json_response
from service.http.metrics import metrics_response

blp = Blueprint("operations", __name__, description="Health, readiness, metrics and documentation.")
pages = FlaskBlueprint("pages", __name__, static_folder="../static", static_url_path="/static")

SWAGGER_ASSETS = ("swagger-ui.css", "swagger-ui-bundle.js", "favicon-32x32.png", "favicon-16x16.png")


class HealthSchema(Schema):
    status = fields.String(required=True, metadata={"enum": ["ok"], "example": "ok"})


class ProblemTypeSchema(Schema):
    type = fields.String(required=True, metadata={"example": "/problems/rule-violation"})
    status = fields.Integer(required=True, metadata={"example": 422})
    title = fields.String(required=True)
    title_it = fields.String(required=True)
    description = fields.String(required=True)


@blp.route("/healthz")
@blp.response(200, HealthSchema, description="The process is alive.")
def healthz():
    """Liveness: the process answers."""
    return json_response({"status": "ok"})


@blp.route("/readyz")
@blp.response(200, HealthSchema, description="Ready to serve requests.")
@blp.alt_response(503, response="SERVICE_UNAVAILABLE", description="Not ready yet (or shutting down).")
def readyz():
    """Readiness: the engine is loaded and answers a tiny tray score."""
    from service.games.choco_late.trays import score_tray

    # A self-check of the engine, microseconds: two lots of different symbols and shops
    # (1: symbol 1, shop 1; 7: symbol 2, shop 2) form no combination, 1 point each.
    if score_tray((1, 7)).points != 2:
        abort(503)
    return json_response({"status": "ok"})


METRICS_EXAMPLE = """\
# HELP http_requests_total HTTP requests answered, by route (URL rule), method and status.
# TYPE http_requests_total counter
http_requests_total{method="POST",route="/choco-late/trays",status="200"} 1042.0
# HELP http_request_duration_seconds Time from receiving a request to having its answer ready, by route, method and status.
# TYPE http_request_duration_seconds histogram
http_request_duration_seconds_bucket{le="0.001",method="POST",route="/choco-late/trays",status="200"} 1030.0
http_request_duration_seconds_bucket{le="+Inf",method="POST",route="/choco-late/trays",status="200"} 1042.0
http_request_duration_seconds_count{method="POST",route="/choco-late/trays",status="200"} 1042.0
http_request_duration_seconds_sum{method="POST",route="/choco-late/trays",status="200"} 0.61
"""


@blp.route("/metrics")
@blp.response(
    200, {"type": "string"}, content_type="text/plain", example=METRICS_EXAMPLE,
    description="Prometheus text exposition format (version 0.0.4; OpenMetrics when the "
                "Accept header asks for application/openmetrics-text). Under gunicorn the "
                "figures are those of every worker, merged.",
)
def metrics():
    """Metrics for Prometheus: requests and latency histograms by route (URL rule) and status.

    `http_requests_total` and `http_request_duration_seconds` are labelled with `route` (the
    URL rule that matched, `<unmatched>` for every unknown path), `method` and `status`;
    `http_requests_in_progress` counts the requests being handled.
    """
    return metrics_response()


@blp.route("/problems/<string:slug>")
@blp.response(200, ProblemTypeSchema, description="What this kind of problem means.")
@blp.alt_response(404, response="NOT_FOUND")
def problem_type(slug: str):
    """Describes a problem type (the `type` of an error answer)."""
    kind = PROBLEM_TYPES.get(slug)
    if kind is None:
        abort(404)
    return json_response({"type": kind.uri, "status": kind.status, "title": kind.title_en,
                          "title_it": kind.title_it, "description": kind.description})


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
