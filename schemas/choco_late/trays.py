"""Trays (C2, C3) as JSON: the /choco-late/trays and best-split answers, each tray the
engine's declared breakdown (:class:`~service.games.choco_late.trays.TrayScore`)."""

from __future__ import annotations

from typing import Annotated

from marshmallow import Schema, fields
from msgspec import Meta

from schemas.choco_late.cards import cards
from schemas.choco_late.enums import ENUMS
from schemas.common import answer_field
from service.games.choco_late.tables import tie_rule_order
from service.games.choco_late.trays import TrayScore


NAMES = {"TrayScore": "TrayBreakdown"}
"""A tray's component is its breakdown's (ChocoLateTrayBreakdown)."""


def trays_field(description: str, fewest: int) -> fields.Field:
    """The trays of an answer, each the engine's declared breakdown of it."""
    trays = Annotated[list[TrayScore], Meta(min_length=fewest, max_length=2, description=description)]
    return answer_field(trays, ENUMS, NAMES, required=True)


class ChocoLateTraysAnswerSchema(Schema):
    trays = trays_field("One breakdown per tray sent (one, or two for a split), in the order sent.", 1)
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
    trays = trays_field("The two trays, each with its breakdown.", 2)
    total = fields.Integer(required=True, metadata={"minimum": 0, "example": 27,
                                                    "description": "Both trays' points together."})
    optimal = fields.Boolean(required=True, metadata={
        "description": "true only when the search proved that no split scores more; false when the "
                       "budget ran out first (then `search.upper_bound` bounds the best)."})
    search = fields.Nested(ChocoLateSearchSchema, required=True, metadata={"description": "What the search cost."})
    decided_by = ENUMS.rule_ids("The rules applied (C2, C3).", example=["C2", "C3"])

    class Meta:
        description = "A best two-tray arrangement of a collection (C3) and whether it is proven optimal."
