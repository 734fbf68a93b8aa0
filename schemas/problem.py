"""The problem document (RFC 9457) every error answer carries."""

from marshmallow import INCLUDE, Schema, fields

from schemas.fields import EnumRef
from service.problems import PROBLEM_TYPES

PROBLEM_TYPE_URIS = [kind.uri for kind in PROBLEM_TYPES.values()]
_TYPE_LIST = "\n".join(f"- `{kind.uri}` ({kind.status}): {kind.description}" for kind in PROBLEM_TYPES.values())

# The `type` of a problem document, a component of its own (Problem and ProblemType use it).
PROBLEM_TYPE_URI_COMPONENT = {
    "type": "string",
    "enum": PROBLEM_TYPE_URIS,
    "x-enum-descriptions": [kind.description for kind in PROBLEM_TYPES.values()],
    # Names for generated code (openapi-generator, openapi-python-client): RULE_VIOLATION...
    "x-enum-varnames": [slug.upper().replace("-", "_") for slug in PROBLEM_TYPES],
    "example": "/problems/rule-violation",
    "description": "A kind of problem: a URI reference that `GET` describes.\n\n" + _TYPE_LIST,
}


def problem_type_uri(description: str, **kwargs) -> EnumRef:
    return EnumRef("ProblemTypeUri", PROBLEM_TYPE_URIS, description=description, **kwargs)


class FieldErrorSchema(Schema):
    pointer = fields.String(required=True, metadata={
        "description": "JSON pointer (RFC 6901) to the offending field of the request body; '' is the whole body.",
        "example": "/game/moves/3/amount"})
    message = fields.String(required=True, metadata={
        "description": "What is wrong with that field, in the request's language (Accept-Language).",
        "example": "Not an integer (booleans, floats and strings are refused)."})
    rule = fields.String(metadata={
        "description": "The rule of the game's rules of record the field breaks, where they name one for "
                       "every schema error (ChokoMasquerade: H1, H2, D1, or F1 in a final form); absent "
                       "elsewhere.", "example": "D1"})


class ProblemSchema(Schema):
    type = problem_type_uri("Identifies the kind of problem; `GET` it for a description.", required=True)
    title = fields.String(required=True, metadata={
        "description": "A short summary of the kind of problem, in the request's language.",
        "example": "The game breaks a rule"})
    status = fields.Integer(required=True, metadata={
        "minimum": 400, "maximum": 599, "example": 422,
        "description": "The HTTP status code of the answer."})
    detail = fields.String(required=True, metadata={
        "description": "What exactly is wrong with this request, in the request's language (Accept-Language).",
        "example": "A2 (moves[5]): bob holds 3 vouchers and cannot offer 4"})
    instance = fields.String(metadata={"description": "The path of the request.", "example": "/score/choco-late"})
    request_id = fields.String(metadata={
        "description": "The X-Request-ID of the request, to find it in the logs.",
        "example": "4f2c0a9e8b7d4d0f9a3c6e1b2d5f7a80"})

    class Meta:
        unknown = INCLUDE  # a kind of problem adds its own members
        description = ("A problem document (RFC 9457): what every error answer holds. A schema error "
                       "(`InvalidBodyProblem`) adds `errors`, a broken rule (each game's "
                       "`<Game>RuleViolationProblem`) adds `violation`.")


INVALID_BODY = "/problems/invalid-body"
RULE_VIOLATION = "/problems/rule-violation"


def invalid_body_problem() -> dict:
    """The component of a schema error's problem: `errors` always (its `type`,
    `/problems/invalid-body`, is the discriminator's: see :func:`problem_422`)."""
    return {"description": "The body is JSON but does not match the schema: every bad field, each with a JSON "
                           "pointer (at most 100, sorted by pointer; `detail` gives the count).",
            "allOf": [{"$ref": "#/components/schemas/Problem"}, {
                "type": "object", "required": ["errors"],
                "properties": {"errors": {"type": "array", "minItems": 1, "maxItems": 100,
                                          "items": {"$ref": "#/components/schemas/FieldError"},
                                          "description": "Every field that does not match the schema, sorted by "
                                                         "pointer."}}}]}


def rule_violation_problem(violation_component: str, game: str) -> dict:
    """The component of a broken rule's problem on one game's paths: `violation` always, its
    `rule` one of the game's rule ids."""
    return {"description": f"The body is well formed but breaks a rule of {game}: `violation` names the rule "
                           "(one of the game's rule ids), the move and a JSON pointer.",
            "allOf": [{"$ref": "#/components/schemas/Problem"}, {
                "type": "object", "required": ["violation"],
                "properties": {"violation": {"$ref": f"#/components/schemas/{violation_component}"}}}]}


def problem_422(rule_problem: str | None) -> dict:
    """The schema of a 422 answer: a schema error, or (where the path judges a game's rules)
    that game's broken rule, told apart by `type`."""
    if rule_problem is None:
        return {"$ref": "#/components/schemas/InvalidBodyProblem"}
    refs = {INVALID_BODY: "#/components/schemas/InvalidBodyProblem",
            RULE_VIOLATION: f"#/components/schemas/{rule_problem}"}
    return {"oneOf": [{"$ref": r} for r in refs.values()],
            "discriminator": {"propertyName": "type", "mapping": refs}}
