"""Scores of Chocola' as JSON: a player's standing breakdown (the /chocola/trays answer of
the scoring that gave the total, and the phase-1 total with second_phase)."""

from __future__ import annotations

from marshmallow import fields

from schemas.chocola.trays import ChocolaTrayAnswerSchema, tray_answer
from schemas.common import schema, standing_fields

ChocolaPlayerScoreSchema = schema("ChocolaPlayerScore", {
    **standing_fields(),
    "breakdown": fields.Nested(ChocolaTrayAnswerSchema, required=True, metadata={
        "description": "The scoring that gave `total` (V8): the /chocola/trays answer, line by line."}),
    "phase_1_total": fields.Integer(required=True, allow_none=True, metadata={
        "minimum": 0, "description": "With second_phase, once phase 1 has ended: the phase-1 score (it chose "
                                     "phase 2's first player, E5; never added, V8). Otherwise null."}),
}, "One player's final or provisional score: rank, total (V8, W1) and how it was made.")

TIEBREAK_FIELD = fields.Raw(required=True, allow_none=True, metadata={
    "type": "object", "nullable": True, "maxProperties": 0,
    "description": "Always null: ties are shared wins, the rules of record name no tie-break (W1)."})


def player_score(score, lang: str) -> dict:
    """A standing's breakdown (:class:`~service.games.chocola.standings.PlayerScore`) as JSON."""
    return {"breakdown": tray_answer(score.breakdown, lang), "phase_1_total": score.phase_1_total}
