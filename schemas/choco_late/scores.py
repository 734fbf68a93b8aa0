"""Scores of Choco Late as JSON: a player's trays and total (their standing's breakdown), and
how W7 broke a tie."""

from __future__ import annotations

from marshmallow import fields

from schemas.choco_late.auctions import ChocoLateAuctionSchema
from schemas.choco_late.cards import cards
from schemas.choco_late.enums import ENUMS
from schemas.choco_late.trays import trays_field
from schemas.common import nested, schema, standing_fields
from service.games.choco_late.scoring import Tiebreak
from service.referee.shown import shown

ChocoLatePlayerScoreSchema = schema("ChocoLatePlayerScore", {
    **standing_fields(),
    "lots": cards("Every lot the player won."),
    "trays": trays_field("One tray, or two with two_trays.", 1),
    "arrangement": fields.String(required=True, metadata={
        "enum": ["single", "given", "best_split"],
        "description": "`single`: one tray; `given`: the player's own two trays; `best_split`: the "
                       "player gave none, so the service arranged a best split (C3)."}),
    "optimal": fields.Boolean(required=True, allow_none=True, metadata={
        "description": "With `best_split`: whether the arrangement is proven best; otherwise null."}),
    "pile_top": fields.Integer(required=True, allow_none=True, metadata={
        "minimum": 1, "maximum": 100,
        "description": "With best_wins: the number on top of the player's pile (W7), null when the pile "
                       "is empty or without best_wins."}),
}, "One player's final or provisional score: rank, total (points, C2, C3), lots and trays with breakdowns.")


TIEBREAK_FIELD = nested(Tiebreak, "null, or how W7 decided a tie on the highest score (best_wins).", ENUMS)
AUCTIONS_FIELD = fields.List(fields.Nested(ChocoLateAuctionSchema), metadata={
    "description": "With a history (`game`) only: every auction resolved, in order."})


def player_score(p, lang: str) -> dict:
    """A :class:`~service.games.choco_late.scoring.PlayerScore` (a standing's breakdown)."""
    return {
        "lots": list(p.lots),
        "trays": shown(p.trays, lang),
        "arrangement": p.arrangement,
        "optimal": p.optimal,
        "pile_top": p.pile_top,
    }


def tiebreak(tb, lang: str) -> dict | None:
    return None if tb is None else shown(tb, lang)
