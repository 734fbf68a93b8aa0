"""The answers every game has (validate, legal-moves, score, deal, rules), for Choco
Challenge: the family's shapes (:mod:`schemas.common`) with this game's pieces."""

from __future__ import annotations

from marshmallow import fields

from schemas.choco_challenge.enums import CATALOGUE, ENUMS, PREFIX, SLUG
from schemas.choco_challenge.legal_moves import LEGAL_MOVES_EXTRA, ChocoChallengeLegalMoveSchema
from schemas.choco_challenge.moves import MOVE_COMPONENT
from schemas.choco_challenge.rules import TABLES
from schemas.choco_challenge.scores import SCORE_EXTRA, TIEBREAK_FIELD, ChocoChallengePlayerScoreSchema
from schemas.choco_challenge.state import ChocoChallengeSeenStateSchema, ChocoChallengeStateSchema
from schemas.choco_challenge.turns import ChocoChallengeTurnSchema
from schemas.common import (legal_moves_answer_schema, rule_schema,
                            rules_answer_schema, score_answer_schema, section_schema, validate_answer_schema,
                            view_answer_schema, violation_schema)

SECTIONS = [s.id for s in CATALOGUE.sections]

ChocoChallengeViolationSchema = violation_schema(PREFIX, ENUMS, SLUG)

LOG = {"turns": fields.List(fields.Nested(ChocoChallengeTurnSchema), required=True, metadata={
    "description": "Every turn begun before the first violation, in order (empty after a setup error)."})}

ChocoChallengeValidateAnswerSchema = validate_answer_schema(
    PREFIX, violation=ChocoChallengeViolationSchema, state=ChocoChallengeStateSchema, log=LOG)

ChocoChallengeLegalMovesAnswerSchema = legal_moves_answer_schema(PREFIX, ENUMS, option=ChocoChallengeLegalMoveSchema,
                                                                 extra=LEGAL_MOVES_EXTRA)

ChocoChallengeScoreAnswerSchema = score_answer_schema(PREFIX, ENUMS, player=ChocoChallengePlayerScoreSchema,
                                                      tiebreak=TIEBREAK_FIELD, extra=SCORE_EXTRA)


ChocoChallengeViewAnswerSchema = view_answer_schema(
    PREFIX, ENUMS, violation=ChocoChallengeViolationSchema, seen_state=ChocoChallengeSeenStateSchema, log=LOG,
    option=ChocoChallengeLegalMoveSchema, score=ChocoChallengeScoreAnswerSchema, move_component=MOVE_COMPONENT)

ChocoChallengeRuleSchema = rule_schema(PREFIX, ENUMS, SECTIONS)
ChocoChallengeSectionSchema = section_schema(PREFIX, SECTIONS)
ChocoChallengeRulesAnswerSchema = rules_answer_schema(PREFIX, SLUG, rule=ChocoChallengeRuleSchema,
                                                      section=ChocoChallengeSectionSchema, tables=TABLES)
