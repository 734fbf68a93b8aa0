"""Scores of Choco Challenge as JSON: a player's crowns (their standing's breakdown, W1), how
W3 ordered equal totals, and what a score of a history adds (its end and its log)."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields

from schemas.choco_challenge.enums import CATALOGUE, ENUMS, card_id
from schemas.choco_challenge.turns import ChocoChallengeTurnSchema, turns
from schemas.common import player_out, players_out, schema, standing_fields

ChocoChallengePlayerScoreSchema = schema("ChocoChallengePlayerScore", {
    **standing_fields(),
    "base_crowns": fields.Integer(required=True, metadata={"description": "The 8 base cards' crowns (K2)."}),
    "ingredient_crowns": fields.Integer(required=True, metadata={"description": "The ingredients' crowns (K2)."}),
    "pile_crowns": fields.Integer(required=True, metadata={"description": "base + ingredients (W1)."}),
    "dessert_crowns": fields.Integer(required=True, metadata={"description": "The desserts' values (W1)."}),
    "ingredients": fields.List(card_id(), required=True, metadata={
        "description": "Every ingredient the player owns, in the edition's order."}),
    "desserts": fields.List(fields.Integer(metadata={"minimum": 4, "maximum": 9}), required=True, metadata={
        "description": "The values of the player's desserts, ascending."}),
}, "One player's final or provisional score: rank (1 to P, never shared: W4), total in Crowns (W1) and its "
   "breakdown.")


class ChocoChallengeTieGroupSchema(Schema):
    total = fields.Integer(required=True, metadata={"description": "The total the players share."})
    order = players_out("The players with that total, as W3 ranks them (from the first player clockwise).")


class ChocoChallengeTiebreakSchema(Schema):
    rule = ENUMS.rule_id("The rule that ordered equal totals: always W3.", required=True)
    first_player = player_out("The first player, from whom W3 counts clockwise.", required=True)
    groups = fields.List(fields.Nested(ChocoChallengeTieGroupSchema), required=True, metadata={
        "description": "One group per shared total, highest total first."})
    message = fields.String(required=True, metadata={"description": "What decided it, in the request's language."})

    class Meta:
        description = "How W3 ordered equal totals: the first player ranks highest, then clockwise from them."


TIEBREAK_FIELD = fields.Nested(ChocoChallengeTiebreakSchema, required=True, allow_none=True, metadata={
    "description": "null when no two totals are equal; else how W3 ordered them."})

SCORE_EXTRA: dict[str, fields.Field[Any]] = {
    "finished": fields.Boolean(metadata={"description": "With a history (`game`) only: whether the game has ended "
                                                        "(E1)."}),
    "end_reason": fields.List(ENUMS.field("EndReason"), allow_none=True, metadata={
        "description": "With a history only: why the game ended (E1), null while it goes on."}),
    "turns": fields.List(fields.Nested(ChocoChallengeTurnSchema), metadata={
        "description": "With a history only: every turn played, in order."}),
}


def player_score(b) -> dict:
    """A :class:`~service.games.choco_challenge.scoring.Breakdown` as JSON."""
    return {"base_crowns": b.base_crowns, "ingredient_crowns": b.ingredient_crowns, "pile_crowns": b.pile_crowns,
            "dessert_crowns": b.dessert_crowns, "ingredients": list(b.ingredients), "desserts": list(b.desserts)}


def tiebreak(tb, lang: str) -> dict | None:
    if tb is None:
        return None
    message = "; ".join(CATALOGUE.word("tiebreak_group", lang, order=", ".join(order), total=total,
                                       first_player=tb.first_player) for total, order in tb.groups)
    return {"rule": tb.rule, "first_player": tb.first_player,
            "groups": [{"total": total, "order": list(order)} for total, order in tb.groups], "message": message}


def score_extra(state) -> dict:
    if state is None:
        return {}
    return {"finished": state.finished,
            "end_reason": None if state.end_reason is None else [r.value for r in state.end_reason],
            "turns": turns(state)}
