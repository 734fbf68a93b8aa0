"""Trays (C2, C3) as JSON: a tray's breakdown, the /choco-late/trays and best-split answers."""

from __future__ import annotations

from marshmallow import Schema, fields

from schemas.choco_late.cards import cards
from schemas.choco_late.enums import CATALOGUE, ENUMS
from service.games.choco_late.combinations import COMBINATIONS
from service.games.choco_late.tables import tie_rule_order

COMBINATION_IDS = [c.id for c in COMBINATIONS]


class ChocoLateCombinationUseSchema(Schema):
    id = fields.String(required=True, metadata={
        "enum": COMBINATION_IDS, "example": "four_different",
        "description": "The combination's id (C1; the table is in GET /choco-late/rules)."})
    label = fields.String(required=True, metadata={"description": "Its Italian name.", "example": "4 diversi"})
    lots = cards("The lots that make it, ascending.", example=[23, 26, 32, 44])
    points = fields.Integer(required=True, metadata={"minimum": 1, "example": 8,
                                                     "description": "What it scores on this side (C1)."})

    class Meta:
        description = "A combination scored in a tray (C1): which one, with which lots, for how many points."


class ChocoLateTrayBreakdownSchema(Schema):
    lots = cards("The tray's lots, in the order given.", example=[26, 32, 44, 37, 23])
    points = fields.Integer(required=True, metadata={"minimum": 0, "example": 17,
                                                     "description": "The tray's value (C2)."})
    symbol_combination = fields.Nested(ChocoLateCombinationUseSchema, required=True, allow_none=True, metadata={
        "description": "The combination scored on the lots' symbols, or null."})
    colour_combination = fields.Nested(ChocoLateCombinationUseSchema, required=True, allow_none=True, metadata={
        "description": "The combination scored on the lots' colours (shops), or null."})
    loose_lots = cards("Lots in neither combination: 1 point each (C2).", example=[])
    explanation = fields.String(required=True, metadata={
        "description": "How the points were made, in the request's language.",
        "example": "4 diversi (symbols) 8 + 5 diversi (colours) 9 = 17"})

    class Meta:
        description = ("A tray's value (C2) and how it was made: at most one symbol combination, at most one "
                       "colour combination (they may share lots), and loose lots at 1 point each.")


class ChocoLateTraysAnswerSchema(Schema):
    trays = fields.List(fields.Nested(ChocoLateTrayBreakdownSchema), required=True, metadata={
        "minItems": 1, "maxItems": 2,
        "description": "One breakdown per tray sent (one, or two for a split), in the order sent."})
    total = fields.Integer(required=True, metadata={"minimum": 0, "example": 17,
                                                    "description": "The sum of the trays' points."})
    decided_by = ENUMS.rule_ids("The rules applied: C1 and C2, and C3 for a split.", example=["C1", "C2"])
    tie_rule = fields.List(fields.String(metadata={"enum": tie_rule_order()}), required=True, metadata={
        "example": tie_rule_order(),
        "description": "The tie rule that chose each breakdown when several reach the same value (the value never "
                       "depends on it), as its criteria in order: the most symbol points, the most colour points, "
                       "then the symbol lots and the colour lots that come first (sorted ascending, compared "
                       "lexicographically). In words: `tie_rule` in GET /choco-late/rules."})

    class Meta:
        description = "The value of one tray, or of both trays of a split, with each breakdown."


class ChocoLateSearchSchema(Schema):
    nodes = fields.Integer(required=True, metadata={"minimum": 0, "description": "Search nodes used."})
    max_nodes = fields.Integer(required=True, metadata={"minimum": 1, "description": "The node budget of the search."})
    upper_bound = fields.Integer(required=True, metadata={
        "minimum": 0,
        "description": "A proven upper bound on any split's total (equal to `total` when optimal)."})


class ChocoLateBestSplitAnswerSchema(Schema):
    lots = cards("The lots sent, in the order sent.")
    trays = fields.List(fields.Nested(ChocoLateTrayBreakdownSchema), required=True, metadata={
        "minItems": 2, "maxItems": 2, "description": "The two trays, each with its breakdown."})
    total = fields.Integer(required=True, metadata={"minimum": 0, "example": 27,
                                                    "description": "Both trays' points together."})
    optimal = fields.Boolean(required=True, metadata={
        "description": "true only when the search proved that no split scores more; false when the "
                       "budget ran out first (then `search.upper_bound` bounds the best)."})
    search = fields.Nested(ChocoLateSearchSchema, required=True, metadata={"description": "What the search cost."})
    decided_by = ENUMS.rule_ids("The rules applied (C2, C3).", example=["C2", "C3"])

    class Meta:
        description = "A best two-tray arrangement of a collection (C3) and whether it is proven optimal."


def explain_tray(t, lang: str) -> str:
    """'4 diversi (symbols) 8 + 5 diversi (colours) 9 + 1 loose 1 = 18', in `lang`."""
    word = CATALOGUE.word
    parts = []
    if t.symbol_combination is not None:
        c = t.symbol_combination
        parts.append(word("explain_symbols", lang, label=c.label, points=c.points))
    if t.colour_combination is not None:
        c = t.colour_combination
        parts.append(word("explain_colours", lang, label=c.label, points=c.points))
    if t.loose_lots:
        parts.append(word("explain_loose", lang, count=len(t.loose_lots)))
    if not parts:
        return word("explain_empty", lang)
    return " + ".join(parts) + f" = {t.points}"


def combination_use(use) -> dict | None:
    if use is None:
        return None
    return {"id": use.id, "label": use.label, "lots": list(use.lots), "points": use.points}


def tray(t, lang: str) -> dict:
    return {
        "lots": list(t.lots),
        "points": t.points,
        "symbol_combination": combination_use(t.symbol_combination),
        "colour_combination": combination_use(t.colour_combination),
        "loose_lots": list(t.loose_lots),
        "explanation": explain_tray(t, lang),
    }
