"""Scores of ChokoMannaro as JSON: a player's breakdown and the game's own fields beside the
family's are the engine's, declared once (:mod:`service.games.chokomannaro.scoring`); what no
rule breaks, the tie, is said here."""

from __future__ import annotations

from marshmallow import fields

TIEBREAK_FIELD = fields.String(required=True, allow_none=True, metadata={
    "description": "Always null: no rule breaks ties (everyone who lost shares the place after the winner)."})
