from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_late_combination_use_id import ChocoLateCombinationUseId
from typing import cast






T = TypeVar("T", bound="ChocoLateCombinationUse")



@_attrs_define
class ChocoLateCombinationUse:
    """ A combination scored in a tray (C1): which one, with which lots, for how many points.

        Attributes:
            id (ChocoLateCombinationUseId): The combination's id (C1; the table is in GET /choco-late/rules). Example:
                four_different.
            label (str): Its Italian name. Example: 4 diversi.
            lots (list[int]): The lots that make it, ascending. Example: [23, 26, 32, 44].
            points (int): What it scores on this side (C1). Example: 8.
     """

    id: ChocoLateCombinationUseId
    label: str
    lots: list[int]
    points: int





    def to_dict(self) -> dict[str, Any]:
        id = self.id.value

        label = self.label

        lots = self.lots



        points = self.points


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "label": label,
            "lots": lots,
            "points": points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = ChocoLateCombinationUseId(d.pop("id"))




        label = d.pop("label")

        lots = cast(list[int], d.pop("lots"))


        points = d.pop("points")

        choco_late_combination_use = cls(
            id=id,
            label=label,
            lots=lots,
            points=points,
        )

        return choco_late_combination_use

