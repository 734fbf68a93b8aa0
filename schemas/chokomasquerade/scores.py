"""Scores of ChokoMasquerade as JSON: the game's own fields of a score answer (a player's
standing is the engine's declared breakdown, :class:`~service.games.chokomasquerade.scoring.Breakdown`)."""

from __future__ import annotations

from typing import Any

from marshmallow import fields

from schemas.chokomasquerade.enums import card
from schemas.chokomasquerade.slaughters import SLAUGHTERS_DESCRIPTION, ChokoMasqueradeSlaughterSchema

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

