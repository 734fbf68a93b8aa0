"""What the OpenAPI document says about the service as a whole.

The document is generated from the code by flask-smorest (GET /openapi.json) and committed
as openapi/openapi.json (``bin/openapi`` regenerates it; a test fails when it is stale).
Here: the info block, the headers every answer carries, the problem answers shared by every
operation, and helpers the blueprints use to document their own answers.
"""

from __future__ import annotations

import http
import json

from flask_smorest.utils import prepare_response

from schemas.fields import RequestSchema
from schemas.problem import PROBLEM_TYPE_URI_COMPONENT, FieldErrorSchema, ProblemSchema, invalid_body_problem, problem_422
from service.config import Settings
from service.problems import PROBLEM_MIMETYPE, PROBLEM_TYPES
from service.http.envelope import REQUEST_ID_HEADER
from service.text import word

MAX_BODY_BYTES = Settings().MAX_BODY_BYTES
API_VERSION = "3.1.2"
"""The API's version (semantic versioning, ``info.version``): CHANGELOG.md says what each changed."""

DESCRIPTION = """\
A stateless referee for a family of chocolate card games. Send a whole game (its setup and
every move, chance outcomes included) or its final form; the service replays it under the
game's rules of record and answers with the legal moves, the game's own log (auctions,
turns, events), scores and winners. `GET /games` lists the games; every game has the same
five paths (`POST /<game>/validate`, `POST /<game>/legal-moves`, `POST /score/<game>`,
`POST /<game>/deal`, `GET /<game>/rules`) and may add its own.

Every verdict names the rule that decided it (each game's rule ids are listed in its
`<Game>RuleId` schema; its whole catalogue, in English and Italian, is at
`GET /<game>/rules`). Nothing is stored: every request carries the whole game.

**Moves are named one way.** A move is named by its index into the history's `moves`,
counted from 0 as JSON counts: `move_index` 6, the pointer `/moves/6` and every text a
person reads (a problem's `detail`, messages, logs, the command line, the pages) all say
`moves[6]` for the seventh move, in every game and both languages; no text gives the same
move another number.

**Legal moves.** Every entry of `POST /<game>/legal-moves` has one shape in every game
(the `LegalMove` schema, each game's extending it): `move`, appended to `moves` exactly as it
is once the open fields `choose` lists are filled (`LegalMoveChoose`: `one_of`, `min`/`max`
or `subset_of`/`min_items`/`max_items`; every fill with allowed values is legal), `rule`, and
at a chance point `chance`, `probability` and `approx`. `finished: true` means nothing may
be appended: `moves` and `to_act` are then empty.

**Languages.** Send `Accept-Language: it` for verdicts, explanations and problem titles in
Italian (English otherwise); the answer's `Content-Language` says which was used.

**Request ids.** Every answer carries an `X-Request-ID` header: the client's own when it
sent a sane one (1 to 128 characters among letters, digits and `._:-`), else a fresh one.
Problem documents repeat it as `request_id`; quote it when reporting a problem.

**Errors** are problem documents (RFC 9457, `application/problem+json`), each with a `type`
that `GET` describes:

- 400 `malformed-json`: the body is not JSON;
- 413 `body-too-large`: the body is over a limit (1 MiB by default, or the arrays and
  objects it may hold); `detail` names the limit;
- 415 `unsupported-media-type`: the `Content-Type` is not JSON;
- 422 `invalid-body`: the body breaks the schema; `errors` lists every bad field with a
  JSON pointer;
- 422 `rule-violation`: the body is well formed but breaks a rule of the game where an
  answer needs a legal game; `violation` names the rule, the move and a JSON pointer.
  (`POST /<game>/validate` answers an illegal history with 200 and `legal: false`.)

Every other status any layer answers (the edge in front of the service included: 408 a body
that did not arrive whole in time, 429 a client over its share, 501, 505...) is a problem
document too, its `type` and `title` those of its status (`GET /problems/<slug>`).

**Limits**, checked before any expensive work: a body of at most 1 MiB holding at most
50,000 arrays and objects, 5000 moves,
16 players listed, 100 items in any list, 64 members in any object, player ids of at most 64
characters without control characters (an empty id breaks S1, a rule). What a game's rules decide (a card's range, a setup
table) is a `rule-violation`, not a schema error.
"""

API_INFO = {
    "info": {
        "description": DESCRIPTION,
        "contact": {"name": "Choco referee maintainers", "url": "https://choco-referee.example/support"},
        "license": {"name": "MIT", "url": "https://opensource.org/licenses/MIT"},
    },
    "servers": [{"url": "/", "description": "this service"}],
    # No operation needs credentials: the referee is public and keeps nothing.
    "security": [],
}

# --- Headers -----------------------------------------------------------------------------

REQUEST_ID_PATTERN = r"^[A-Za-z0-9._:\-]{1,128}$"  # service.http.security._REQUEST_ID
LANGUAGES = ["en", "it"]

HEADER_COMPONENTS = {
    REQUEST_ID_HEADER: {
        "description": "The request's id: the one the client sent in `X-Request-ID` when it was sane "
                       "(1 to 128 letters, digits or `._:-`), otherwise a fresh one. The access log "
                       "and every log line about the request carry it.",
        "required": True,
        "schema": {"type": "string", "pattern": REQUEST_ID_PATTERN,
                   "example": "4f2c0a9e8b7d4d0f9a3c6e1b2d5f7a80"},
    },
    "Content-Language": {
        "description": "The language of the answer's texts (messages, explanations, titles): `it` when "
                       "the request's `Accept-Language` prefers Italian, else `en`.",
        "required": True,
        "schema": {"type": "string", "enum": LANGUAGES, "example": "en"},
    },
    "Cache-Control": {
        "description": "How long the answer may be cached.",
        "required": True,
        "schema": {"type": "string", "example": "public, max-age=3600"},
    },
}

ALLOW_HEADER = {
    "description": "The methods the path takes (a 405 answer).",
    "required": True,
    "schema": {"type": "string", "example": "POST"},
}

PARAMETER_COMPONENTS = {
    "RequestId": {
        "in": "header",
        "name": REQUEST_ID_HEADER,
        "required": False,
        "description": "An id for this request, echoed in the answer's `X-Request-ID` and in the logs "
                       "(1 to 128 letters, digits or `._:-`; any other value is replaced by a fresh id, "
                       "never refused).",
        "schema": {"type": "string"},
    },
    "AcceptLanguage": {
        "in": "header",
        "name": "Accept-Language",
        "required": False,
        "description": "`it` for verdicts, explanations and problem titles in Italian; English otherwise "
                       "(any language range is accepted: `it-IT, en;q=0.5` is fine).",
        "schema": {"type": "string", "example": "en"},
    },
}


def headers(*names: str) -> dict[str, str]:
    """Response headers by component name, for ``blp.response(..., headers=...)``."""
    return {name: name for name in (REQUEST_ID_HEADER, *names)}


ANSWER_HEADERS = headers()  # every answer: X-Request-ID
TEXT_ANSWER_HEADERS = headers("Content-Language")  # answers with texts in the request's language
PROBLEM_HEADERS = headers("Content-Language")  # problem titles follow Accept-Language

# Operation parameters, by reference: every operation takes X-Request-ID; those whose answers
# carry texts take Accept-Language.
REQUEST_ID_PARAMETER = "RequestId"
LANGUAGE_PARAMETER = "AcceptLanguage"

# --- Problem answers ---------------------------------------------------------------------

EXAMPLE_REQUEST_ID = "4f2c0a9e8b7d4d0f9a3c6e1b2d5f7a80"


def problem_example(slug: str, detail: str, instance: str, **extra) -> dict:
    """A problem document as the service writes it (English)."""
    kind = PROBLEM_TYPES[slug]
    return {"type": kind.uri, "title": kind.title_en, "status": kind.status,
            "detail": detail, "instance": instance, **extra, "request_id": EXAMPLE_REQUEST_ID}


def _shared_problem_examples() -> dict[int, dict]:
    import orjson

    try:
        orjson.loads(b'{"lots": [26, 32,')
    except orjson.JSONDecodeError as exc:
        syntax = f"the body is not valid JSON: {exc}"
    path = "/choco-late/trays"
    return {
        400: problem_example("malformed-json", syntax, path),
        413: problem_example("body-too-large", f"the body is larger than the limit of {MAX_BODY_BYTES} bytes", path),
        415: problem_example("unsupported-media-type",
                             "Content-Type 'text/plain' is not JSON; send application/json", path),
        404: problem_example("not-found", "no resource at /problems/no-such-type; GET /openapi.json lists "
                                          "every path", "/problems/no-such-type"),
        500: problem_example("internal-error", "the service failed; the request id identifies it in the logs",
                             path),
        405: problem_example("method-not-allowed", "GET is not allowed on /choco-late/validate; it takes POST",
                             "/choco-late/validate"),
        503: problem_example("service-unavailable", word("not_ready", "en"), "/readyz"),
    }


RESPONSE_DESCRIPTIONS = {
    400: "The body is not JSON (problem type `/problems/malformed-json`): a syntax error, invalid "
         "UTF-8, nesting deeper than 1024 levels, or an empty body. `detail` says where.",
    404: "No such resource (problem type `/problems/not-found`).",
    405: "The path does not take this method (problem type `/problems/method-not-allowed`); the "
         "`Allow` header lists the methods it takes.",
    413: f"The body is over the size limit ({MAX_BODY_BYTES} bytes by default; problem type "
         "`/problems/body-too-large`); `detail` gives the limit.",
    415: "The `Content-Type` is not JSON (problem type `/problems/unsupported-media-type`): send "
         "`application/json` (or any `+json` type).",
    422: "The body breaks the schema (`invalid-body`, with `errors`) or a rule of the game "
         "(`rule-violation`, with `violation`).",
    500: "The service failed (problem type `/problems/internal-error`). Never caused by what a client "
         "sends; logged with the request id.",
    503: "Not ready (problem type `/problems/service-unavailable`): the engine failed its self-check, "
         "or the service is starting or shutting down; try another instance or again shortly.",
}

# Component names of the shared problem answers (flask-smorest's names: the HTTP status names).
SHARED_PROBLEMS = {400: "BAD_REQUEST", 404: "NOT_FOUND", 405: "METHOD_NOT_ALLOWED", 413: "REQUEST_ENTITY_TOO_LARGE",
                   415: "UNSUPPORTED_MEDIA_TYPE", 500: "INTERNAL_SERVER_ERROR",
                   503: "SERVICE_UNAVAILABLE"}


def problem_response(description: str, examples: dict[str, dict] | None = None, *,
                     rule_problem: str | None = None) -> dict:
    """Keyword arguments of ``blp.alt_response`` for the 422 answer of one operation: a schema
    error (``InvalidBodyProblem``) or, where the operation judges a game's rules, that game's
    broken rule (`rule_problem`, its component), told apart by ``type``."""
    doc = {"schema": problem_422(rule_problem), "content_type": PROBLEM_MIMETYPE, "description": description,
           "headers": PROBLEM_HEADERS}
    if examples:
        doc["examples"] = examples
    return doc


def _tidy_references(self, field, ret, **kwargs) -> dict:
    """How apispec writes references to components, tidied (an apispec attribute function,
    run last for every field).

    - A nullable reference: apispec writes ``anyOf: [{$ref}, {type: object, nullable: true}]``,
      whose second branch takes any object at all, so a wrong object there would still
      conform. ``enum: [null]`` narrows that branch to null alone (OpenAPI 3.0 has no null
      type); generators read it as "X or None".
    - A reference with nothing beside it, ``allOf: [{$ref}]``, is written as the ``$ref``.
    """
    for branch in ret.get("anyOf", ()):
        if branch == {"type": "object", "nullable": True}:
            branch["enum"] = [None]
    if set(ret) == {"allOf"} and len(ret["allOf"]) == 1:
        return ret.pop("allOf")[0]
    return {}


def extended(jsonschema: dict, base: str, inherited: frozenset[str]) -> dict:
    """A schema written as ``allOf`` the component `base` and what it adds (its fields not
    inherited from the base, and those it narrows: ``move`` and ``rule``)."""
    own = {k: v for k, v in jsonschema.get("properties", {}).items() if k not in inherited or k in ("move", "rule")}
    adds: dict = {"type": "object", "properties": own}
    required = [k for k in jsonschema.get("required", ()) if k in own]
    if required:
        adds["required"] = required
    out: dict = {"allOf": [{"$ref": f"#/components/schemas/{base}"}, adds]}
    if "description" in jsonschema:
        out["description"] = jsonschema["description"]
    return out


def exactly_one_of(jsonschema: dict, members: tuple[str, ...], name: str) -> dict:
    """An object of exactly one of `members`, written as a ``oneOf`` of one object per member
    (that member required, no other; titled `name` and the member): a generated client types
    it as one or the other."""
    properties = {k: _bare(v) for k, v in jsonschema.get("properties", {}).items()}
    out: dict = {"oneOf": [{"type": "object", "title": f"{name}{member.title()}", "required": [member],
                            "additionalProperties": False, "properties": {member: properties[member]}}
                           for member in members]}
    if "description" in jsonschema:
        out["description"] = jsonschema["description"]
    return out


def optional_defaults(jsonschema: dict) -> dict:
    """A request's members that have a default, said in words instead of ``default``: a
    generated client (openapi-typescript treats a member with a default as always present)
    then types them as optional, which they are in a request."""
    properties = {}
    for name, prop in jsonschema.get("properties", {}).items():
        if "default" in prop:
            prop = {k: v for k, v in prop.items() if k != "default"}
            said = json.dumps(jsonschema["properties"][name]["default"])
            prop["description"] = (prop.get("description", "") + f" Optional: `{said}` when absent.").strip()
        properties[name] = prop
    return {**jsonschema, "properties": properties} if properties else jsonschema


def _bare(schema: dict) -> dict:
    """``allOf: [{$ref}]`` with a description beside it, as the bare reference (a generator
    then reads the component once, not a copy of it)."""
    refs = schema.get("allOf", ())
    return refs[0] if len(refs) == 1 and "$ref" in refs[0] else schema


def _keep_additional_properties(converter) -> None:
    """apispec 6.10 writes a schema's ``additionalProperties`` (false: marshmallow refuses
    unknown fields) only when the schema has no ``Meta.description`` (an ``elif`` in
    ``schema2jsonschema``). Our schemas describe themselves, so put it back; without it the
    document would allow unknown fields that the service refuses (422)."""
    import marshmallow
    from apispec.ext.marshmallow.common import resolve_schema_instance

    original = converter.schema2jsonschema

    def schema2jsonschema(schema):
        jsonschema = original(schema)
        instance = resolve_schema_instance(schema)
        unknown = instance.unknown
        if unknown != marshmallow.EXCLUDE:
            jsonschema["additionalProperties"] = unknown == marshmallow.INCLUDE
        extends = getattr(instance, "extends_component", None)
        if extends is not None:  # a game's legal-moves entry: the family's, and its own fields
            return extended(jsonschema, extends, instance.inherited_fields)
        if isinstance(instance, RequestSchema):
            jsonschema = optional_defaults(jsonschema)
        one_of = getattr(instance, "exactly_one_of", None)
        if one_of and len(one_of) > 1:  # a request of exactly one of these members: one schema per member
            return exactly_one_of(jsonschema, one_of, type(instance).__name__.removesuffix("Schema"))
        if one_of:  # the one member it takes
            jsonschema = {**jsonschema, "required": list(one_of)}
        return jsonschema

    converter.schema2jsonschema = schema2jsonschema


def register_components(api) -> None:
    """The document's shared parts: the Problem schema, the headers and header parameters,
    the problem answers; and how nullable references are written."""
    spec = api.spec
    api.ma_plugin.converter.add_attribute_function(_tidy_references)
    _keep_additional_properties(api.ma_plugin.converter)
    # Every operation lists its own answers, errors included (400, 413, 415, 422, 500...), so
    # no catch-all `default` answer: a status the document does not list is a contract bug.
    api.DEFAULT_ERROR_RESPONSE_NAME = None
    # No operation is paginated: service.private_api.DocumentedApi registers no pagination header.

    spec.components.schema("ProblemTypeUri", PROBLEM_TYPE_URI_COMPONENT)
    spec.components.schema("Problem", schema=ProblemSchema)
    spec.components.schema("FieldError", schema=FieldErrorSchema)
    spec.components.schema("InvalidBodyProblem", invalid_body_problem())
    spec.components.header("Allow", ALLOW_HEADER)
    for name, header in HEADER_COMPONENTS.items():
        spec.components.header(name, header)
    for name, parameter in PARAMETER_COMPONENTS.items():
        spec.components.parameter(name, parameter["in"], {k: v for k, v in parameter.items() if k != "in"})

    register_document_path(spec)

    examples = _shared_problem_examples()
    for status in http.HTTPStatus:
        if status < 400:
            continue
        response = {
            "description": RESPONSE_DESCRIPTIONS.get(int(status), status.phrase),
            "schema": "Problem",
            "headers": {**PROBLEM_HEADERS, "Allow": "Allow"} if status == 405 else PROBLEM_HEADERS,
        }
        if int(status) in examples:
            response["example"] = examples[int(status)]
        prepare_response(response, spec, PROBLEM_MIMETYPE)
        spec.components.response(status.name, response, lazy=True)


def register_document_path(spec) -> None:
    """GET /openapi.json (flask-smorest's own view) documented like every other path."""
    from werkzeug.routing import Map, Rule

    rule = Rule("/openapi.json", endpoint="openapi_json")
    Map([rule])  # binds the rule, as the flask plugin reads its arguments
    spec.path(rule=rule, operations={"get": {
        "operationId": "getOpenApiDocument",
        "tags": ["operations"],
        "summary": "Get this OpenAPI document",
        "description": "The OpenAPI 3.0 document of the service, generated from its code. It is the "
                       "same as the committed openapi/openapi.json; /docs renders it (Swagger UI).",
        "parameters": [REQUEST_ID_PARAMETER],
        "responses": {
            "200": {
                "description": "The OpenAPI document.",
                "headers": ANSWER_HEADERS,
                "content": {"application/json": {
                    "schema": {"type": "object", "description": "An OpenAPI 3.0 document.",
                               "required": ["openapi", "info", "paths"],
                               "properties": {"openapi": {"type": "string", "example": "3.0.3"},
                                              "info": {"type": "object", "additionalProperties": True,
                                                       "description": "The title, the API's version..."},
                                              "paths": {"type": "object", "additionalProperties": True,
                                                        "description": "Every path, by its template."}}},
                    "example": {"openapi": "3.0.3", "info": {"title": "Choco referee", "version": API_VERSION},
                                "paths": {"/healthz": {"get": {"operationId": "checkLiveness"}}}},
                }},
            },
            "405": SHARED_PROBLEMS[405],
            "500": SHARED_PROBLEMS[500],
        },
    }})


# --- The committed document --------------------------------------------------------------

COMMITTED_PATH = "openapi/openapi.json"  # relative to the repository root


def document_text(app) -> str:
    """The OpenAPI document the app serves at GET /openapi.json, as committed: JSON with
    sorted keys, indented by 2, UTF-8 (not escaped), with a trailing newline. Deterministic:
    every example is computed by the engine, nothing depends on settings or the clock."""
    response = app.test_client().get("/openapi.json")
    if response.status_code != 200:
        raise RuntimeError(f"GET /openapi.json answered {response.status_code}")
    return json.dumps(response.get_json(), indent=2, sort_keys=True, ensure_ascii=False) + "\n"
