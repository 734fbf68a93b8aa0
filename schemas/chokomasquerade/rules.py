"""The tables GET /chokomasquerade/rules serves beside the rules, as JSON schemas."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields

from schemas.chokomasquerade.enums import ENUMS, card
from schemas.common import en_it


class ChokoMasqueradeCharacterSchema(Schema):
    id = card("The card id: its character (D1).", required=True)
    copies = fields.Integer(required=True, metadata={"minimum": 2, "maximum": 2, "description": "Cards showing it."})


class ChokoMasqueradeCardsTableSchema(Schema):
    characters = fields.List(fields.Nested(ChokoMasqueradeCharacterSchema), required=True, metadata={
        "description": "The 30 characters of the deck, 2 cards each (D1)."})
    total = fields.Integer(required=True, metadata={"description": "Cards in the game (60)."})
    set_aside = fields.List(ENUMS.field("Found"), required=True, metadata={
        "description": "The two set-aside cards, only ever the outcomes of a guess (D2)."})
    set_aside_note = en_it("What the set-aside cards are for.")


class ChokoMasqueradeSetupTableSchema(Schema):
    players = fields.Integer(required=True, metadata={"description": "Players (S1)."})
    table = fields.Integer(required=True, metadata={"description": "Cards laid on the table, one a column (S2)."})
    hand = fields.Integer(required=True, metadata={"description": "Cards dealt to each player (S3)."})
    deck = fields.Integer(required=True, metadata={"description": "Cards left in the deck (S4)."})
    columns = fields.Integer(required=True, metadata={"description": "Columns on the table (C1)."})


TABLES: dict[str, fields.Field[Any]] = {
    "cards": fields.Nested(ChokoMasqueradeCardsTableSchema, required=True, metadata={
        "description": "The cards of the edition of record (D1, D2)."}),
    "setup": fields.Nested(ChokoMasqueradeSetupTableSchema, required=True, metadata={
        "description": "The setup: 2 players, 4 table cards, 3 cards a hand, 50 in the deck."}),
}
