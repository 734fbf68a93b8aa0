from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chocola_type import ChocolaType
from typing import cast

if TYPE_CHECKING:
  from ..models.chocola_type_info_label import ChocolaTypeInfoLabel





T = TypeVar("T", bound="ChocolaTypeInfo")



@_attrs_define
class ChocolaTypeInfo:
    """ 
        Attributes:
            id (ChocolaType): A Dessert type (C1).

                - `praline`: Pralina
                - `semifreddo`: Semifreddo
                - `mousse`: Mousse
                - `truffle`: Tartufo
                - `cremino`: Cremino
                - `bonbon`: Bon Bon Example: praline.
            label (ChocolaTypeInfoLabel): Its name. Keys: `en`, `it`. Example: {'en': 'praline', 'it': 'Pralina'}.
            unlimited_in_tray (bool): Any number may be in a tray (V2).
     """

    id: ChocolaType
    label: ChocolaTypeInfoLabel
    unlimited_in_tray: bool





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_type_info_label import ChocolaTypeInfoLabel # noqa: PLC0415
        id = self.id.value

        label = self.label.to_dict()

        unlimited_in_tray = self.unlimited_in_tray


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "label": label,
            "unlimited_in_tray": unlimited_in_tray,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chocola_type_info_label import ChocolaTypeInfoLabel # noqa: PLC0415
        d = dict(src_dict)
        id = ChocolaType(d.pop("id"))




        label = ChocolaTypeInfoLabel.from_dict(d.pop("label"))




        unlimited_in_tray = d.pop("unlimited_in_tray")

        chocola_type_info = cls(
            id=id,
            label=label,
            unlimited_in_tray=unlimited_in_tray,
        )

        return chocola_type_info

