"""The answers every game has (validate, legal-moves, score, deal, rules), for Choco Late:
the family's shapes (:mod:`schemas.common`) with this game's pieces."""

from __future__ import annotations

from schemas.choco_late.auctions import ChocoLateAuctionSchema
from schemas.choco_late.enums import CATALOGUE, ENUMS, PREFIX
from schemas.choco_late.legal_moves import ChocoLateLegalMoveSchema
from schemas.choco_late.rules import TABLES
from schemas.choco_late.scores import AUCTIONS_FIELD, TIEBREAK_FIELD, ChocoLatePlayerScoreSchema
from schemas.choco_late.state import ChocoLateGameStateSchema
from schemas.common import (legal_moves_answer_schema, rule_schema,
                            rules_answer_schema, score_answer_schema, section_schema, validate_answer_schema,
                            violation_schema)
from marshmallow import fields

SLUG = "choco-late"
SECTIONS = [s.id for s in CATALOGUE.sections]

ChocoLateViolationSchema = violation_schema(PREFIX, ENUMS, SLUG)

ChocoLateValidateAnswerSchema = validate_answer_schema(
    PREFIX, violation=ChocoLateViolationSchema, state=ChocoLateGameStateSchema,
    log={"auctions": fields.List(fields.Nested(ChocoLateAuctionSchema), required=True, metadata={
        "description": "Every auction resolved before the first violation, in order."})})

ChocoLateLegalMovesAnswerSchema = legal_moves_answer_schema(PREFIX, ENUMS, option=ChocoLateLegalMoveSchema)

ChocoLateScoreAnswerSchema = score_answer_schema(
    PREFIX, ENUMS, player=ChocoLatePlayerScoreSchema, tiebreak=TIEBREAK_FIELD, extra={"auctions": AUCTIONS_FIELD})


ChocoLateRuleSchema = rule_schema(PREFIX, ENUMS, SECTIONS)
ChocoLateSectionSchema = section_schema(PREFIX, SECTIONS)
ChocoLateRulesAnswerSchema = rules_answer_schema(PREFIX, SLUG, rule=ChocoLateRuleSchema,
                                                 section=ChocoLateSectionSchema, tables=TABLES)
