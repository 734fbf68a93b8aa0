"""The tables GET /chokomannaro/rules serves beside the rules, as JSON schemas."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields

from schemas.chokomannaro.enums import ENUMS, card_id


class ChokoMannaroFamilyInfoSchema(Schema):
    id = ENUMS.field("Family", required=True)
    name_en = fields.String(required=True, metadata={"example": "Mood"})
    name_it = fields.String(required=True, metadata={"description": "The rulebook's word.", "example": "Stato d'animo"})
    position = fields.Integer(required=True, metadata={"minimum": 1, "maximum": 4,
                                                       "description": "Its place in the activation order (C4)."})


class ChokoMannaroCardInfoSchema(Schema):
    id = card_id(required=True)
    name_en = fields.String(required=True, metadata={"example": "Fear"})
    name_it = fields.String(required=True, metadata={"description": "The rulebook's name.", "example": "Paura"})
    family = ENUMS.field("Family", required=True)
    order = fields.Integer(required=True, metadata={"minimum": 1, "maximum": 6,
                                                    "description": "The order number printed on the card (C3)."})
    rank = fields.Integer(required=True, metadata={"minimum": 1, "maximum": 17,
                                                   "description": "Its place in the activation order (C4)."})
    count = fields.Integer(required=True, metadata={"minimum": 1, "description": "Copies in the main deck (C2)."})
    acts_on = card_id("The mood a service acts on (C5); null for the others.", required=True, allow_none=True)


class ChokoMannaroSetupRowSchema(Schema):
    players = fields.Integer(required=True, metadata={"minimum": 2, "maximum": 6})
    chokos = fields.Integer(required=True, metadata={"description": "Chokos each (S2)."})
    main_deck = fields.Integer(required=True, metadata={"description": "The main deck after the deal."})


TABLES: dict[str, fields.Field[Any]] = {
    "families": fields.List(fields.Nested(ChokoMannaroFamilyInfoSchema), required=True, metadata={
        "description": "The families, in activation order (C4)."}),
    "cards": fields.List(fields.Nested(ChokoMannaroCardInfoSchema), required=True, metadata={
        "description": "The 17 kinds of the edition of record (section 1)."}),
    "setup": fields.List(fields.Nested(ChokoMannaroSetupRowSchema), required=True, metadata={
        "description": "The setup table (section 3)."}),
}
