"""The answers every game has (validate, legal-moves, score, deal, rules), for
ChokoMasquerade: the family's shapes (:mod:`schemas.common`) with this game's pieces."""

from __future__ import annotations

from marshmallow import fields

from schemas.chokomasquerade.enums import CATALOGUE, ENUMS, PREFIX, SLUG
from schemas.chokomasquerade.legal_moves import CHANCE_FIELD, ChokoMasqueradeLegalMoveSchema
from schemas.chokomasquerade.moves import MOVE_COMPONENT
from schemas.chokomasquerade.rules import TABLES
from schemas.chokomasquerade.scores import HISTORY_EXTRA, TIEBREAK_FIELD, ChokoMasqueradePlayerScoreSchema
from schemas.chokomasquerade.slaughters import SLAUGHTERS_DESCRIPTION, ChokoMasqueradeSlaughterSchema
from schemas.chokomasquerade.state import ChokoMasqueradeGameStateSchema, ChokoMasqueradeSeenStateSchema
from schemas.common import (legal_moves_answer_schema, rule_schema,
                            rules_answer_schema, score_answer_schema, section_schema, validate_answer_schema,
                            view_answer_schema, violation_schema)

SECTIONS = [s.id for s in CATALOGUE.sections]

ChokoMasqueradeViolationSchema = violation_schema(PREFIX, ENUMS, SLUG)

LOG = {"slaughters": fields.List(fields.Nested(ChokoMasqueradeSlaughterSchema), required=True, metadata={
    "description": SLAUGHTERS_DESCRIPTION + " Up to the first violation."})}

ChokoMasqueradeValidateAnswerSchema = validate_answer_schema(
    PREFIX, violation=ChokoMasqueradeViolationSchema, state=ChokoMasqueradeGameStateSchema, log=LOG)

ChokoMasqueradeLegalMovesAnswerSchema = legal_moves_answer_schema(
    PREFIX, ENUMS, option=ChokoMasqueradeLegalMoveSchema, extra={"chance": CHANCE_FIELD})

ChokoMasqueradeScoreAnswerSchema = score_answer_schema(
    PREFIX, ENUMS, player=ChokoMasqueradePlayerScoreSchema, tiebreak=TIEBREAK_FIELD, extra=HISTORY_EXTRA)


ChokoMasqueradeViewAnswerSchema = view_answer_schema(
    PREFIX, ENUMS, violation=ChokoMasqueradeViolationSchema, seen_state=ChokoMasqueradeSeenStateSchema, log=LOG,
    option=ChokoMasqueradeLegalMoveSchema, score=ChokoMasqueradeScoreAnswerSchema, move_component=MOVE_COMPONENT)

ChokoMasqueradeRuleSchema = rule_schema(PREFIX, ENUMS, SECTIONS)
ChokoMasqueradeSectionSchema = section_schema(PREFIX, SECTIONS)
ChokoMasqueradeRulesAnswerSchema = rules_answer_schema(PREFIX, SLUG, rule=ChokoMasqueradeRuleSchema,
                                                       section=ChokoMasqueradeSectionSchema, tables=TABLES)
