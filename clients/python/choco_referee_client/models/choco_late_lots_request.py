from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="ChocoLateLotsRequest")



@_attrs_define
class ChocoLateLotsRequest:
    """ A collection of lots to arrange in two trays.

        Attributes:
            lots (list[int]): The lots to arrange in two trays, in any order; no card twice. Cards are 1..100 (D1, checked
                as a rule). Example: [46, 33, 39, 16, 11, 28, 7, 45].
     """

    lots: list[int]





    def to_dict(self) -> dict[str, Any]:
        lots = self.lots




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "lots": lots,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        lots = cast(list[int], d.pop("lots"))


        choco_late_lots_request = cls(
            lots=lots,
        )

        return choco_late_lots_request

