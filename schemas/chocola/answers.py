"""The answers every game has (validate, legal-moves, score, deal, rules), for Chocola':
the family's shapes (:mod:`schemas.common`) with this game's pieces."""

from __future__ import annotations

from marshmallow import fields

from schemas.chocola.enums import CATALOGUE, ENUMS, PREFIX, SLUG
from schemas.chocola.legal_moves import ChocolaLegalMoveSchema
from schemas.chocola.moves import MOVE_COMPONENT
from schemas.chocola.rules import TABLES
from schemas.chocola.scores import ChocolaPlayerScoreSchema
from schemas.chocola.state import ChocolaGameStateSchema, ChocolaSeenStateSchema, ChocolaTurnSchema
from schemas.common import (legal_moves_answer_schema, rule_schema, rules_answer_schema, score_answer_schema,
                            section_schema, validate_answer_schema, view_answer_schema, violation_schema)

SECTIONS = [s.id for s in CATALOGUE.sections]

ChocolaViolationSchema = violation_schema(PREFIX, ENUMS, SLUG)

LOG = {"turns": fields.List(fields.Nested(ChocolaTurnSchema), required=True, metadata={
    "description": "Every move replayed as legal, in order, with the rules that decided it (the take's lay, "
                   "the payment and its waste...)."})}

ChocolaValidateAnswerSchema = validate_answer_schema(
    PREFIX, violation=ChocolaViolationSchema, state=ChocolaGameStateSchema, log=LOG)

ChocolaLegalMovesAnswerSchema = legal_moves_answer_schema(PREFIX, ENUMS, option=ChocolaLegalMoveSchema, extra={
    "phase_number": fields.Integer(required=True, metadata={"enum": [1, 2], "description": "The phase (1 or 2)."}),
    "chance": fields.Boolean(required=True, metadata={
        "description": "true when the next move may be a chance move (a refill, H2, or the phase-2 deal, E5)."}),
})

ChocolaScoreAnswerSchema = score_answer_schema(
    PREFIX, ENUMS, player=ChocolaPlayerScoreSchema,
    tiebreak=fields.Raw(required=True, allow_none=True, metadata={
        "type": "object", "nullable": True, "maxProperties": 0,
        "description": "Always null: ties are shared wins, the rules of record name no tie-break (W1)."}))

ChocolaViewAnswerSchema = view_answer_schema(
    PREFIX, ENUMS, violation=ChocolaViolationSchema, seen_state=ChocolaSeenStateSchema, log=LOG,
    option=ChocolaLegalMoveSchema, score=ChocolaScoreAnswerSchema, move_component=MOVE_COMPONENT)

ChocolaRuleSchema = rule_schema(PREFIX, ENUMS, SECTIONS)
ChocolaSectionSchema = section_schema(PREFIX, SECTIONS)
ChocolaRulesAnswerSchema = rules_answer_schema(PREFIX, SLUG, rule=ChocolaRuleSchema, section=ChocolaSectionSchema,
                                               tables=TABLES)

__all__ = ["ChocolaLegalMovesAnswerSchema", "ChocolaRulesAnswerSchema", "ChocolaScoreAnswerSchema",
           "ChocolaValidateAnswerSchema", "ChocolaViewAnswerSchema", "ChocolaViolationSchema"]
