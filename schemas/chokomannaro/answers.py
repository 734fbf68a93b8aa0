"""The answers every game has (validate, legal-moves, score, deal, rules), for ChokoMannaro:
the family's shapes (:mod:`schemas.common`) with this game's pieces."""

from __future__ import annotations


from schemas.chokomannaro.enums import CATALOGUE, ENUMS, PREFIX, SLUG
from schemas.chokomannaro.events import EVENTS_FIELD
from schemas.chokomannaro.legal_moves import LEGAL_MOVES_EXTRA, ChokoMannaroLegalMoveSchema
from schemas.chokomannaro.rules import TABLES
from schemas.chokomannaro.scores import SCORE_EXTRA, TIEBREAK_FIELD, ChokoMannaroPlayerScoreSchema
from schemas.chokomannaro.state import ChokoMannaroGameStateSchema
from schemas.common import (legal_moves_answer_schema, rule_schema,
                            rules_answer_schema, score_answer_schema, section_schema, validate_answer_schema,
                            violation_schema)

SECTIONS = [s.id for s in CATALOGUE.sections]

ChokoMannaroViolationSchema = violation_schema(PREFIX, ENUMS, SLUG)

ChokoMannaroValidateAnswerSchema = validate_answer_schema(
    PREFIX, violation=ChokoMannaroViolationSchema, state=ChokoMannaroGameStateSchema, log={"events": EVENTS_FIELD})

ChokoMannaroLegalMovesAnswerSchema = legal_moves_answer_schema(PREFIX, ENUMS, option=ChokoMannaroLegalMoveSchema,
                                                               extra=LEGAL_MOVES_EXTRA)

ChokoMannaroScoreAnswerSchema = score_answer_schema(PREFIX, ENUMS, player=ChokoMannaroPlayerScoreSchema,
                                                    tiebreak=TIEBREAK_FIELD, extra=SCORE_EXTRA)


ChokoMannaroRuleSchema = rule_schema(PREFIX, ENUMS, SECTIONS)
ChokoMannaroSectionSchema = section_schema(PREFIX, SECTIONS)
ChokoMannaroRulesAnswerSchema = rules_answer_schema(PREFIX, SLUG, rule=ChokoMannaroRuleSchema,
                                                    section=ChokoMannaroSectionSchema, tables=TABLES)
