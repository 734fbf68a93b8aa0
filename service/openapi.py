"""What the OpenAPI document says about the service as a whole."""

from __future__ import annotations

import http

from flask_smorest.utils import prepare_response

from schemas.problem import ProblemSchema
from service.errors import PROBLEM_MIMETYPE

DESCRIPTION = """\
A stateless referee for chocolate card games. Send a whole game (its setup and every
move) or the final collections; the service replays it under the rules of record and
answers with legal moves, auction outcomes, tray (*Vassoio*) scores and winners.

Every verdict names the rule that decided it (rule ids such as `A2` or `C2`; the whole
catalogue, in English and Italian, is at `GET /choco-late/rules`). Send
`Accept-Language: it` for messages in Italian.

Errors are problem documents (RFC 9457, `application/problem+json`): 400 for a body that
is not JSON, 413 for one over the size limit, 415 for a non-JSON content type, 422 for a
body that breaks the schema (`errors`, each with a JSON pointer) or the rules where an
answer needs a legal game (`violation`).

Limits, enforced before any work: body 1 MiB, 5000 moves, 64-character player ids,
100 cards per list.
"""

API_INFO = {
    "info": {
        "description": DESCRIPTION,
        "contact": {"name": "Choco referee maintainers", "url": "https://choco-referee.example/support"},
        "license": {"name": "MIT", "url": "https://opensource.org/licenses/MIT"},
    },
    "servers": [{"url": "/", "description": "this service"}],
    "tags": [
        {"name": "choco-late", "description": "Choco Late: trays, games, auctions, scores and rules."},
        {"name": "operations", "description": "Health, readiness, metrics and documentation."},
    ],
}

RESPONSE_DESCRIPTIONS = {
    400: "The body is not JSON (a problem document of type /problems/malformed-json).",
    404: "No such path.",
    405: "The path does not take this method.",
    413: "The body is over the size limit (1 MiB by default).",
    415: "The Content-Type is not JSON.",
    422: "The body breaks the schema (`errors`, with pointers) or the rules (`violation`).",
    500: "The service failed (never caused by a client's input; logged with the request id).",
}


def register_components(api) -> None:
    """Problem responses for every status, as application/problem+json."""
    spec = api.spec
    spec.components.schema("Problem", schema=ProblemSchema)
    for status in http.HTTPStatus:
        if status < 400:
            continue
        response = {
            "description": RESPONSE_DESCRIPTIONS.get(int(status), status.phrase),
            "schema": "Problem",
        }
        prepare_response(response, spec, PROBLEM_MIMETYPE)
        spec.components.response(status.name, response, lazy=True)
    response = {"description": "An error, as a problem document.", "schema": "Problem"}
    prepare_response(response, spec, PROBLEM_MIMETYPE)
    spec.components.response("DEFAULT_ERROR", response, lazy=True)
