"""The tables GET /chocola/rules serves beside the rules, as JSON schemas."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields

from schemas.chocola.enums import ENUMS
from schemas.chocola.trays import KINDS
from schemas.common import answer_field, en_it
from service.games.chocola.payment import Cost


class ChocolaFlavourInfoSchema(Schema):
    id = ENUMS.field("Flavour", required=True)
    label = en_it("Its name.", example={"en": "white", "it": "bianco"})
    partner = ENUMS.field("Flavour", required=True, description="Its partner (C1).")
    n1 = ENUMS.field("Flavour", required=True, description="1 step on the cycle (C1).")
    n2 = ENUMS.field("Flavour", required=True, description="2 steps on.")
    n3 = ENUMS.field("Flavour", required=True, description="3 steps on.")


class ChocolaTypeInfoSchema(Schema):
    id = ENUMS.field("Type", required=True)
    label = en_it("Its name.", example={"en": "praline", "it": "Pralina"})
    unlimited_in_tray = fields.Boolean(required=True, metadata={"description": "Any number may be in a tray (V2)."})


class ChocolaChocolateInfoSchema(Schema):
    id = fields.String(required=True, metadata={"example": "white_milk"})
    label = fields.String(required=True, metadata={"description": "Its Italian colours, left / right."})
    left = ENUMS.field("Flavour", required=True)
    right = ENUMS.field("Flavour", required=True)
    copies = fields.Integer(required=True, metadata={"description": "Cards of this id (C2)."})
    marked = fields.Integer(required=True, metadata={"description": "Of which bear the \"3-4\" mark."})


class ChocolaRuleOfCardSchema(Schema):
    kind = fields.String(required=True, metadata={"enum": [*KINDS, "adds_type", "adds_flavour"]})
    params = fields.Dict(keys=fields.String(), values=fields.Raw(), required=True, metadata={
        "description": "The kind's parameters (`type`, `flavour`, `points`, as the kind takes)."})
    rule = ENUMS.rule_id("The rule kind's id (R1-R10).", required=True)


class ChocolaDessertInfoSchema(Schema):
    id = fields.String(required=True, metadata={"example": "white_praline"})
    label = fields.String(required=True, metadata={"example": "Pralina al cioccolato bianco"})
    type = ENUMS.field("Type", required=True)
    flavour = ENUMS.field("Flavour", required=True)
    cost = answer_field(Cost, ENUMS, required=True)
    scoring = fields.Nested(ChocolaRuleOfCardSchema, required=True)


class ChocolaDecorationInfoSchema(Schema):
    id = fields.String(required=True, metadata={"example": "caramel"})
    label = fields.String(required=True, metadata={"example": "Caramello"})
    kind = fields.String(required=True, metadata={"enum": ["glaze", "drops", "topping", "sprinkles", "caramel"]})
    kind_label = en_it("The kind's name.", example={"en": "caramel", "it": "Caramello"})
    copies = fields.Integer(required=True, metadata={"minimum": 1})
    cost = answer_field(Cost, ENUMS, required=True)
    effect = fields.Nested(ChocolaRuleOfCardSchema, required=True, allow_none=True)
    scoring = fields.Nested(ChocolaRuleOfCardSchema, required=True)


class ChocolaRuleKindSchema(Schema):
    kind = fields.String(required=True)
    rule = ENUMS.rule_id(required=True)
    params = fields.List(fields.String(), required=True)
    of = fields.String(required=True, metadata={"enum": ["dessert", "decoration", "effect"]})


class ChocolaDecorationKindSchema(Schema):
    id = fields.String(required=True)
    label = en_it("The kind's name.", example={"en": "glaze", "it": "Glassa"})


class ChocolaSetupRowSchema(Schema):
    players = fields.Integer(required=True)
    deck = fields.Integer(required=True, metadata={"description": "Chocolate cards in the deck (S2)."})
    marked_out = fields.Boolean(required=True, metadata={"description": "The \"3-4\" cards are out."})
    removed = fields.Integer(required=True, metadata={"description": "Cards removed face down (S4)."})
    reserve = fields.Integer(required=True, metadata={"description": "Cards in each reserve (S3)."})
    stacks = fields.Integer(required=True)
    cards_per_stack = fields.Integer(required=True)
    tavoletta = fields.Integer(required=True, metadata={"description": "Cards in the Tavoletta."})


class ChocolaVariantInfoSchema(Schema):
    id = ENUMS.field("VariantId", required=True)
    label_it = fields.String(required=True, metadata={"description": "Its name in Italian.",
                                                      "example": "Seconda fase"})
    name_en = fields.String(required=True, metadata={"description": "Its English name.", "example": "Second phase"})
    effect = en_it("What the variant changes.")
    rules = fields.List(ENUMS.rule_id(), required=True, metadata={"description": "The rules the variant brings."})


def _table(nested, description: str) -> fields.List:
    return fields.List(fields.Nested(nested), required=True, metadata={"description": description})


TABLES: dict[str, fields.Field[Any]] = {
    "flavours": _table(ChocolaFlavourInfoSchema, "The flavours and C1's relations."),
    "types": _table(ChocolaTypeInfoSchema, "The Dessert types (C1)."),
    "chocolate": _table(ChocolaChocolateInfoSchema, "The Chocolate cards (C2), in id order."),
    "desserts": _table(ChocolaDessertInfoSchema, "The Desserts (C3), in table order."),
    "decorations": _table(ChocolaDecorationInfoSchema, "The Decorations (C4), in table order."),
    "rule_kinds": _table(ChocolaRuleKindSchema, "The closed vocabulary of scoring rules and effects (R1-R10)."),
    "decoration_kinds": _table(ChocolaDecorationKindSchema, "The five kinds of Decoration (C4, D2)."),
    "setup": _table(ChocolaSetupRowSchema, "The setup table (section 3)."),
    "variants": _table(ChocolaVariantInfoSchema, "The variants."),
    "rulings_policy": en_it("How rulings are taken and changed."),
}
