"""Scores of Choco Late as JSON: a player's trays and total (their standing's breakdown), and
how W7 broke a tie."""

from __future__ import annotations

from marshmallow import Schema, fields

from schemas.choco_late.auctions import ChocoLateAuctionSchema
from schemas.choco_late.cards import cards
from schemas.choco_late.enums import CATALOGUE, ENUMS
from schemas.choco_late.trays import ChocoLateTrayBreakdownSchema, tray
from schemas.common import player_out, players_out, schema, standing_fields

ChocoLatePlayerScoreSchema = schema("ChocoLatePlayerScore", {
    **standing_fields(),
    "lots": cards("Every lot the player won."),
    "trays": fields.List(fields.Nested(ChocoLateTrayBreakdownSchema), required=True, metadata={
        "minItems": 1, "maxItems": 2, "description": "One tray, or two with two_trays."}),
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


class ChocoLatePileTopSchema(Schema):
    player = player_out(required=True)
    top = fields.Integer(required=True, allow_none=True, metadata={
        "minimum": 1, "maximum": 100, "description": "The voucher on top of the player's pile, null when empty."})


class ChocoLateTiebreakSchema(Schema):
    rule = ENUMS.rule_id("The rule that decides a tie for the game: always W7 (best_wins).", required=True)
    tied = players_out("Players tied on the highest score.", example=["ann", "bob"])
    pile_tops = fields.List(fields.Nested(ChocoLatePileTopSchema), required=True, metadata={
        "description": "The top of each tied player's pile."})
    decided = fields.Boolean(required=True, metadata={"description": "Whether the piles broke the tie."})
    winners = players_out("Who won after the tie-break (all the tied players when it was not broken).")
    message = fields.String(required=True, metadata={"description": "What decided it, in the request's language."})

    class Meta:
        description = "How a tie on the highest score was settled (W7, best_wins): by the tops of the piles."


TIEBREAK_FIELD = fields.Nested(ChocoLateTiebreakSchema, required=True, allow_none=True, metadata={
    "description": "null, or how W7 decided a tie on the highest score (best_wins)."})
AUCTIONS_FIELD = fields.List(fields.Nested(ChocoLateAuctionSchema), metadata={
    "description": "With a history (`game`) only: every auction resolved, in order."})


def player_score(p, lang: str) -> dict:
    """A :class:`~service.games.choco_late.scoring.PlayerScore` (a standing's breakdown)."""
    return {
        "lots": list(p.lots),
        "trays": [tray(t, lang) for t in p.trays],
        "arrangement": p.arrangement,
        "optimal": p.optimal,
        "pile_top": p.pile_top,
    }


def tiebreak(tb, lang: str) -> dict | None:
    if tb is None:
        return None
    return {
        "rule": tb.rule,
        "tied": list(tb.tied),
        "pile_tops": [{"player": p, "top": top} for p, top in tb.pile_tops],
        "decided": tb.decided,
        "winners": list(tb.winners),
        "message": CATALOGUE.render(tb.reason_code, dict(tb.params), lang),
    }
