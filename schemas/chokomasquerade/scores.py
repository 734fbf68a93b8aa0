"""Scores of ChokoMasquerade as JSON: a player's pairs (W1) and, with a history, how they
were made; the game's own fields of a score answer."""

from __future__ import annotations

from typing import Any

from marshmallow import fields

from schemas.chokomasquerade.enums import card
from schemas.chokomasquerade.slaughters import SLAUGHTERS_DESCRIPTION, ChokoMasqueradeSlaughterSchema
from schemas.common import schema, standing_fields

ChokoMasqueradePlayerScoreSchema = schema("ChokoMasqueradePlayerScore", {
    **standing_fields(),
    "made": fields.Integer(metadata={"minimum": 0, "description": "With a history: the pairs the player made."}),
    "eaten": fields.Integer(metadata={"minimum": 0, "description": "With a history: of those, eaten (M4)."}),
    "saved": fields.Integer(metadata={"minimum": 0, "description": "With a history: of those, saved (M4)."}),
    "cards": fields.List(card(), metadata={
        "description": "With a history: the characters of the pairs held, in the order made."}),
}, "One player's standing: `total` is the pairs held (W1), made minus eaten; with a history, the breakdown.")

TIEBREAK_FIELD = fields.Raw(required=True, allow_none=True, metadata={
    "type": "object", "nullable": True,
    "description": "Always null: a tie on pairs is a shared win, never broken (W2)."})

HISTORY_EXTRA: dict[str, fields.Field[Any]] = {
    "finished": fields.Boolean(metadata={"description": "With a history: whether the game is over (E1)."}),
    "slaughters": fields.List(fields.Nested(ChokoMasqueradeSlaughterSchema), metadata={
        "description": "With a history: " + SLAUGHTERS_DESCRIPTION}),
    "leftovers": fields.List(card(), metadata={
        "description": "With a history: the cards still on the table, column by column, first to last; they count "
                       "for nobody (E2)."}),
}


def player_score(breakdown) -> dict:
    """A :class:`~service.games.chokomasquerade.scoring.Breakdown` (with a history only)."""
    if breakdown is None:
        return {}
    return {"made": breakdown.made, "eaten": breakdown.eaten, "saved": breakdown.saved,
            "cards": list(breakdown.cards)}
