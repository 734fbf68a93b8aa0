"""The tables GET /choco-late/rules serves beside the rules, as JSON schemas."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields

from schemas.choco_late.cards import card
from schemas.choco_late.enums import ENUMS
from schemas.choco_late.trays import COMBINATION_IDS
from schemas.common import en_it


class ChocoLateVariantInfoSchema(Schema):
    id = ENUMS.field("VariantId", required=True)
    label_it = fields.String(required=True, metadata={"description": "Its name in the Italian rulebook.",
                                                      "example": "Asta pazza"})
    name_en = fields.String(required=True, metadata={"description": "Its English name.", "example": "Free bidding"})
    effect = en_it("What the variant changes.")
    rules = fields.List(ENUMS.rule_id(), required=True, metadata={"description": "The rules the variant brings."})
    changes = fields.List(ENUMS.rule_id(), required=True, metadata={
        "description": "The standard rules whose application it changes."})


class ChocoLateCombinationSchema(Schema):
    id = fields.String(required=True, metadata={"enum": COMBINATION_IDS})
    label = fields.String(required=True, metadata={"description": "Its Italian name.", "example": "4 diversi"})
    lots = fields.Integer(required=True, metadata={"description": "How many lots it takes.", "example": 4})
    shape = fields.List(fields.Integer(), required=True, metadata={"description": "Lots per value, descending."})
    symbol_points = fields.Integer(required=True, metadata={"description": "Points when made of symbols."})
    colour_points = fields.Integer(required=True, metadata={"description": "Points when made of colours."})


class ChocoLateSetupRowSchema(Schema):
    players = fields.Integer(required=True, metadata={"description": "Number of players."})
    cards = fields.List(fields.Integer(), required=True, metadata={"description": "First and last card used."})
    lots = fields.Integer(required=True, metadata={"description": "Lots dealt to the centre."})
    vouchers_per_player = fields.Integer(required=True, metadata={"description": "Vouchers dealt to each player."})
    box = fields.Integer(required=True, metadata={"description": "Cards left in the box."})


class ChocoLateSetupTablesSchema(Schema):
    standard = fields.List(fields.Nested(ChocoLateSetupRowSchema), required=True, metadata={
        "description": "The setup table of the base game (S2)."})
    two_trays = fields.List(fields.Nested(ChocoLateSetupRowSchema), required=True, metadata={
        "description": "The setup table of two_trays (S2, 2-4 players)."})


class ChocoLateCardInfoSchema(Schema):
    card = card(required=True)
    symbol = fields.Integer(required=True, metadata={"minimum": 1, "maximum": 5})
    colour = fields.Integer(required=True, metadata={"minimum": 1, "maximum": 5})


class ChocoLateDeckSchema(Schema):
    cards = fields.List(fields.Integer(), required=True, metadata={"description": "The first and last card (D1)."})
    symbols = fields.List(fields.Integer(), required=True, metadata={"description": "The symbol values."})
    colours = fields.List(fields.Integer(), required=True, metadata={"description": "The colour (shop) values."})
    symbol_formula = fields.String(required=True, metadata={"description": "A card's symbol from its number."})
    colour_formula = fields.String(required=True, metadata={"description": "A card's colour from its number."})
    cards_by_number = fields.List(fields.Nested(ChocoLateCardInfoSchema), required=True, metadata={
        "description": "Every card with its symbol and colour (D1, D2)."})


TABLES: dict[str, fields.Field[Any]] = {
    "deck": fields.Nested(ChocoLateDeckSchema, required=True, metadata={
        "description": "The deck and how cards map to symbols and colours."}),
    "combinations": fields.List(fields.Nested(ChocoLateCombinationSchema), required=True, metadata={
        "description": "The combination table (C1)."}),
    "setup": fields.Nested(ChocoLateSetupTablesSchema, required=True, metadata={"description": "The setup tables (S2)."}),
    "variants": fields.List(fields.Nested(ChocoLateVariantInfoSchema), required=True, metadata={
        "description": "The variants (section 5)."}),
    "rulings_policy": en_it("How rulings are taken and changed."),
    "variants_note": en_it("How variants combine."),
    "tie_rule": fields.String(required=True, metadata={
        "description": "How a tray's breakdown is chosen among equals (the /choco-late/trays answers refer to it)."}),
    "split_budget": fields.String(required=True, metadata={
        "description": "The best-split search budget and what happens past it."}),
}
