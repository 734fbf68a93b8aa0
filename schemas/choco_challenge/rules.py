"""The tables GET /choco-challenge/rules serves beside the rules, as JSON schemas."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields

from schemas.choco_challenge.enums import ENUMS
from schemas.common import en_it

_COUNTS = ["3", "4", "5"]


class ChocoChallengeCardInfoSchema(Schema):
    id = fields.String(required=True, metadata={"description": "The card's id (a dessert: `dessert_<value>`).",
                                                "example": "cinnamon"})
    label = en_it("The card's name.", example={"en": "cinnamon", "it": "cannella"})
    kind = fields.String(required=True, metadata={"enum": ["base", "filling", "spice", "dessert", "tool", "marker"]})
    back = fields.String(required=True, metadata={"enum": ["base", "filling", "spice", "face_up", "none"],
                                                  "description": "What its back shows (K4)."})
    copies = fields.Integer(required=True, metadata={"minimum": 1, "description": "Copies in the box (K1)."})
    crowns = fields.Integer(required=True, metadata={"minimum": 0, "description": "Its crowns (K2)."})
    value = fields.Integer(required=True, allow_none=True, metadata={
        "minimum": 4, "maximum": 9, "description": "A dessert's value (its cost); null for other cards."})
    in_play = fields.Dict(keys=fields.String(metadata={"enum": _COUNTS}), values=fields.Integer(), required=True,
                          metadata={"description": "Copies in play with 3, 4 and 5 players (S2, K3).",
                                    "example": {"3": 5, "4": 5, "5": 5}})
    reconstructed = fields.Boolean(required=True, metadata={
        "description": "true when some of its values are reconstructions (marked * in the rules of record: K2, K3)."})
    reconstructed_fields = fields.List(fields.String(metadata={"enum": ["crowns", "in_play"]}), required=True,
                                       metadata={"description": "Which values are reconstructed."})


class ChocoChallengeSetupRowSchema(Schema):
    players = fields.Integer(required=True, metadata={"minimum": 3, "maximum": 5})
    base_sets = fields.Integer(required=True, metadata={"description": "Base sets in play (S3)."})
    whisks = fields.Integer(required=True, metadata={"description": "Whisks in play, one in front of each player."})
    tool_piles = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True, metadata={
        "description": "The tool piles in the middle at the start (S6)."})
    dessert_piles = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True, metadata={
        "description": "The dessert piles by value (S5)."})
    desserts = fields.Integer(required=True, metadata={"description": "Desserts in play."})
    market = fields.Integer(required=True, metadata={"description": "Cards in the market (S4)."})
    deck = fields.Integer(required=True, metadata={"description": "Cards in the ingredient deck (S4)."})


class ChocoChallengeRulingSchema(Schema):
    number = fields.Integer(required=True, metadata={"minimum": 1, "description": "Its number in section 14."})
    rules = fields.List(ENUMS.rule_id(), required=True, metadata={"description": "The rules it decides."})
    title = en_it("The ruling's title.")
    text = en_it("What the ruling decides.")


TABLES: dict[str, fields.Field[Any]] = {
    "cards": fields.List(fields.Nested(ChocoChallengeCardInfoSchema), required=True, metadata={
        "description": "The cards of the edition of record (section 1)."}),
    "tools": fields.List(ENUMS.field("ToolId"), required=True, metadata={"description": "The tool ids."}),
    "desserts": fields.List(fields.String(), required=True, metadata={"description": "The dessert ids, by value."}),
    "setup": fields.List(fields.Nested(ChocoChallengeSetupRowSchema), required=True, metadata={
        "description": "The setup table (section 2)."}),
    "rulings": fields.List(fields.Nested(ChocoChallengeRulingSchema), required=True, metadata={
        "description": "The rulings (section 14): what the rulebook leaves open, and the decision."}),
    "rulings_policy": en_it("How rulings are taken and changed."),
}
