"""The problem document (RFC 9457) every error answer carries."""

from marshmallow import Schema, fields


class FieldErrorSchema(Schema):
    pointer = fields.String(required=True, metadata={
        "description": "JSON pointer (RFC 6901) to the offending field of the request body; '' is the whole body.",
        "example": "/game/moves/3/amount"})
    message = fields.String(required=True, metadata={"example": "Not a valid integer."})


class ViolationSchema(Schema):
    move_index = fields.Integer(required=True, allow_none=True, metadata={
        "description": "0-based index into `moves` of the illegal move; null for a setup or collection error."})
    rule = fields.String(required=True, metadata={
        "description": "Id of the rule that decided (see GET /choco-late/rules).", "example": "A2"})
    message = fields.String(required=True, metadata={
        "description": "Why, in the request's language (Accept-Language: en or it).",
        "example": "bob offers 4 vouchers but holds only 3"})
    pointer = fields.String(required=True, metadata={
        "description": "JSON pointer into the request body to the offending field.",
        "example": "/moves/5/amount"})


class ProblemSchema(Schema):
    type = fields.String(required=True, metadata={
        "description": "URI reference identifying the kind of problem; GET it for a description.",
        "example": "/problems/rule-violation"})
    title = fields.String(required=True, metadata={"example": "The game breaks a rule"})
    status = fields.Integer(required=True, metadata={"example": 422})
    detail = fields.String(required=True, metadata={
        "description": "What exactly is wrong with this request."})
    instance = fields.String(metadata={"description": "The path of the request.", "example": "/score/choco-late"})
    request_id = fields.String(metadata={"description": "The X-Request-ID of the request, to find it in the logs."})
    errors = fields.List(fields.Nested(FieldErrorSchema), metadata={
        "description": "Every field of the body that does not match the schema (invalid-body only)."})
    violation = fields.Nested(ViolationSchema, metadata={
        "description": "The first rule the submitted game or collection breaks (rule-violation only)."})
