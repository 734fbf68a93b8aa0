from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ChocoLateTrayRequest")



@_attrs_define
class ChocoLateTrayRequest:
    """ One tray (`lots`) or a two-tray split (`trays`): exactly one of the two.

        Attributes:
            lots (list[int] | Unset): The lots of one tray (C2), in any order; no card twice (D1). Cards are 1..100 (D1,
                checked as a rule). Example: [26, 32, 44, 37, 23].
            trays (list[list[int]] | Unset): A two-tray split (C3): exactly two lists of lots, either may be empty (another
                count is a broken rule C3). Example: [[46, 16, 11, 33], [39, 28, 7, 45]].
     """

    lots: list[int] | Unset = UNSET
    trays: list[list[int]] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        lots: list[int] | Unset = UNSET
        if not isinstance(self.lots, Unset):
            lots = self.lots



        trays: list[list[int]] | Unset = UNSET
        if not isinstance(self.trays, Unset):
            trays = []
            for trays_item_data in self.trays:
                trays_item = trays_item_data


                trays.append(trays_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if lots is not UNSET:
            field_dict["lots"] = lots
        if trays is not UNSET:
            field_dict["trays"] = trays

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        lots = cast(list[int], d.pop("lots", UNSET))


        _trays = d.pop("trays", UNSET)
        trays: list[list[int]] | Unset = UNSET
        if _trays is not UNSET:
            trays = []
            for trays_item_data in _trays:
                trays_item = cast(list[int], trays_item_data)

                trays.append(trays_item)


        choco_late_tray_request = cls(
            lots=lots,
            trays=trays,
        )

        return choco_late_tray_request

