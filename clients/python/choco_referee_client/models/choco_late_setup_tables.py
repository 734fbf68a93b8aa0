from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.choco_late_setup_row import ChocoLateSetupRow





T = TypeVar("T", bound="ChocoLateSetupTables")



@_attrs_define
class ChocoLateSetupTables:
    """ 
        Attributes:
            standard (list[ChocoLateSetupRow]): The setup table of the base game (S2).
            two_trays (list[ChocoLateSetupRow]): The setup table of two_trays (S2, 2-4 players).
     """

    standard: list[ChocoLateSetupRow]
    two_trays: list[ChocoLateSetupRow]





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_late_setup_row import ChocoLateSetupRow # noqa: PLC0415
        standard = []
        for standard_item_data in self.standard:
            standard_item = standard_item_data.to_dict()
            standard.append(standard_item)



        two_trays = []
        for two_trays_item_data in self.two_trays:
            two_trays_item = two_trays_item_data.to_dict()
            two_trays.append(two_trays_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "standard": standard,
            "two_trays": two_trays,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_late_setup_row import ChocoLateSetupRow # noqa: PLC0415
        d = dict(src_dict)
        standard = []
        _standard = d.pop("standard")
        for standard_item_data in (_standard):
            standard_item = ChocoLateSetupRow.from_dict(standard_item_data)



            standard.append(standard_item)


        two_trays = []
        _two_trays = d.pop("two_trays")
        for two_trays_item_data in (_two_trays):
            two_trays_item = ChocoLateSetupRow.from_dict(two_trays_item_data)



            two_trays.append(two_trays_item)


        choco_late_setup_tables = cls(
            standard=standard,
            two_trays=two_trays,
        )

        return choco_late_setup_tables

