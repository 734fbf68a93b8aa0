"""Scores of ChokoMannaro as JSON: a player's Chokos (their whole breakdown) and the game's
own fields beside the family's."""

from __future__ import annotations

from typing import Any

from marshmallow import fields

from schemas.common import player_out, schema, standing_fields

ChokoMannaroPlayerScoreSchema = schema("ChokoMannaroPlayerScore", {
    **standing_fields(),
    "chokos": fields.Integer(required=True, metadata={"minimum": 0, "description": "The Chokos held (= total)."}),
}, "One player's standing: rank (1 plus the players holding more Chokos; in a finished game the winner is 1 and "
   "everyone else shares 2) and the Chokos held.")

TIEBREAK_FIELD = fields.String(required=True, allow_none=True, metadata={
    "description": "Always null: no rule breaks ties (everyone who lost shares the place after the winner)."})

SCORE_EXTRA: dict[str, fields.Field[Any]] = {
    "finished": fields.Boolean(required=True, metadata={"description": "The game is over (E1)."}),
    "winner": player_out("The winner; null while running (or on a shared win, E3).", required=True,
                         allow_none=True),
    "eliminated": fields.Integer(required=True, metadata={"minimum": 0, "maximum": 60,
                                                          "description": "The pool: 60 minus the Chokos held (K2)."}),
    "round": fields.Integer(required=True, metadata={"minimum": 1, "description": "The round reached."}),
}


def player_score(standing) -> dict:
    return {"chokos": standing.breakdown}


def score_extra(standings) -> dict:
    return dict(standings.extra)
