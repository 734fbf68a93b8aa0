"""The problem document (RFC 9457) every error answer carries."""

from marshmallow import Schema, fields

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


class ViolationSchema(Schema):
    move_index = fields.Integer(required=True, allow_none=True, metadata={
        "minimum": 0, "example": 5,
        "description": "0-based index into `moves` of the illegal move; null for a setup error or a final form."})
    rule = fields.String(required=True, metadata={
        "pattern": "^[A-Z][A-Za-z0-9]{0,7}$", "example": "A2",
        "description": "The id of the rule that was broken, in the rules of record of the game of the path "
                       "(GET /<game>/rules lists them)."})
    message = fields.String(required=True, metadata={
        "description": "Why, in the request's language (Accept-Language: en or it).",
        "example": "bob offers 4 vouchers but holds only 3"})
    pointer = fields.String(required=True, metadata={
        "description": "JSON pointer (RFC 6901) into the request body to the offending field.",
        "example": "/moves/5/amount"})


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
    errors = fields.List(fields.Nested(FieldErrorSchema), metadata={
        "description": "Every field of the body that does not match the schema (`invalid-body` only), "
                       "sorted by pointer."})
    violation = fields.Nested(ViolationSchema, metadata={
        "description": "The first rule the submitted game or collection breaks (`rule-violation` only)."})
