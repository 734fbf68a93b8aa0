from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_late_rule_id import ChocoLateRuleId
from ..models.choco_late_trays_answer_tie_rule_item import ChocoLateTraysAnswerTieRuleItem
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_late_tray_breakdown import ChocoLateTrayBreakdown





T = TypeVar("T", bound="ChocoLateTraysAnswer")



@_attrs_define
class ChocoLateTraysAnswer:
    """ The value of one tray, or of both trays of a split, with each breakdown.

        Attributes:
            decided_by (list[ChocoLateRuleId]): The rules applied: C1 and C2, and C3 for a split. Example: ['C1', 'C2'].
            tie_rule (list[ChocoLateTraysAnswerTieRuleItem]): The tie rule that chose each breakdown when several reach the
                same value (the value never depends on it), as its criteria in order: the most symbol points, the most colour
                points, then the symbol lots and the colour lots that come first (sorted ascending, compared lexicographically).
                In words: `tie_rule` in GET /choco-late/rules. Example: ['most_symbol_points', 'most_colour_points',
                'first_symbol_lots', 'first_colour_lots'].
            total (int): The sum of the trays' points. Example: 17.
            trays (list[ChocoLateTrayBreakdown]): One breakdown per tray sent (one, or two for a split), in the order sent.
     """

    decided_by: list[ChocoLateRuleId]
    tie_rule: list[ChocoLateTraysAnswerTieRuleItem]
    total: int
    trays: list[ChocoLateTrayBreakdown]





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_late_tray_breakdown import ChocoLateTrayBreakdown # noqa: PLC0415
        decided_by = []
        for decided_by_item_data in self.decided_by:
            decided_by_item = decided_by_item_data.value
            decided_by.append(decided_by_item)



        tie_rule = []
        for tie_rule_item_data in self.tie_rule:
            tie_rule_item = tie_rule_item_data.value
            tie_rule.append(tie_rule_item)



        total = self.total

        trays = []
        for trays_item_data in self.trays:
            trays_item = trays_item_data.to_dict()
            trays.append(trays_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "decided_by": decided_by,
            "tie_rule": tie_rule,
            "total": total,
            "trays": trays,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_late_tray_breakdown import ChocoLateTrayBreakdown # noqa: PLC0415
        d = dict(src_dict)
        decided_by = []
        _decided_by = d.pop("decided_by")
        for decided_by_item_data in (_decided_by):
            decided_by_item = ChocoLateRuleId(decided_by_item_data)



            decided_by.append(decided_by_item)


        tie_rule = []
        _tie_rule = d.pop("tie_rule")
        for tie_rule_item_data in (_tie_rule):
            tie_rule_item = ChocoLateTraysAnswerTieRuleItem(tie_rule_item_data)



            tie_rule.append(tie_rule_item)


        total = d.pop("total")

        trays = []
        _trays = d.pop("trays")
        for trays_item_data in (_trays):
            trays_item = ChocoLateTrayBreakdown.from_dict(trays_item_data)



            trays.append(trays_item)


        choco_late_trays_answer = cls(
            decided_by=decided_by,
            tie_rule=tie_rule,
            total=total,
            trays=trays,
        )

        return choco_late_trays_answer

