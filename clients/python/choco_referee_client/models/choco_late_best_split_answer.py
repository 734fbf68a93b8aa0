from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_late_rule_id import ChocoLateRuleId
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_late_search import ChocoLateSearch
  from ..models.choco_late_tray_breakdown import ChocoLateTrayBreakdown





T = TypeVar("T", bound="ChocoLateBestSplitAnswer")



@_attrs_define
class ChocoLateBestSplitAnswer:
    """ A best two-tray arrangement of a collection (C3) and whether it is proven optimal.

        Attributes:
            decided_by (list[ChocoLateRuleId]): The rules applied (C2, C3). Example: ['C2', 'C3'].
            lots (list[int]): The lots sent, in the order sent.
            optimal (bool): true only when the search proved that no split scores more; false when the budget ran out first
                (then `search.upper_bound` bounds the best).
            search (ChocoLateSearch):
            total (int): Both trays' points together. Example: 27.
            trays (list[ChocoLateTrayBreakdown]): The two trays, each with its breakdown.
     """

    decided_by: list[ChocoLateRuleId]
    lots: list[int]
    optimal: bool
    search: ChocoLateSearch
    total: int
    trays: list[ChocoLateTrayBreakdown]





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_late_search import ChocoLateSearch # noqa: PLC0415
        from ..models.choco_late_tray_breakdown import ChocoLateTrayBreakdown # noqa: PLC0415
        decided_by = []
        for decided_by_item_data in self.decided_by:
            decided_by_item = decided_by_item_data.value
            decided_by.append(decided_by_item)



        lots = self.lots



        optimal = self.optimal

        search = self.search.to_dict()

        total = self.total

        trays = []
        for trays_item_data in self.trays:
            trays_item = trays_item_data.to_dict()
            trays.append(trays_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "decided_by": decided_by,
            "lots": lots,
            "optimal": optimal,
            "search": search,
            "total": total,
            "trays": trays,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_late_search import ChocoLateSearch # noqa: PLC0415
        from ..models.choco_late_tray_breakdown import ChocoLateTrayBreakdown # noqa: PLC0415
        d = dict(src_dict)
        decided_by = []
        _decided_by = d.pop("decided_by")
        for decided_by_item_data in (_decided_by):
            decided_by_item = ChocoLateRuleId(decided_by_item_data)



            decided_by.append(decided_by_item)


        lots = cast(list[int], d.pop("lots"))


        optimal = d.pop("optimal")

        search = ChocoLateSearch.from_dict(d.pop("search"))




        total = d.pop("total")

        trays = []
        _trays = d.pop("trays")
        for trays_item_data in (_trays):
            trays_item = ChocoLateTrayBreakdown.from_dict(trays_item_data)



            trays.append(trays_item)


        choco_late_best_split_answer = cls(
            decided_by=decided_by,
            lots=lots,
            optimal=optimal,
            search=search,
            total=total,
            trays=trays,
        )

        return choco_late_best_split_answer

