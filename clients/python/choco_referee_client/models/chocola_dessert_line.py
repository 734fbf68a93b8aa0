from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chocola_flavour import ChocolaFlavour
from ..models.chocola_type import ChocolaType
from typing import cast






T = TypeVar("T", bound="ChocolaDessertLine")



@_attrs_define
class ChocolaDessertLine:
    """ 
        Attributes:
            decorations (list[str]): The Decorations on it (D1), in C4 order.
            flavours (list[ChocolaFlavour]): Its effective flavours (V4), in C1 order.
            id (str): An own Dessert (V1). Example: milk_praline.
            in_tray (bool): In the tray (true) or set aside (V2).
            label (str): Its Italian name. Example: Pralina al cioccolato al latte.
            types (list[ChocolaType]): Its effective types (V4), in C1 order.
            value (int): Its rule's points over the domain (R1-R3); they score only in the tray (V6).
     """

    decorations: list[str]
    flavours: list[ChocolaFlavour]
    id: str
    in_tray: bool
    label: str
    types: list[ChocolaType]
    value: int





    def to_dict(self) -> dict[str, Any]:
        decorations = self.decorations



        flavours = []
        for flavours_item_data in self.flavours:
            flavours_item = flavours_item_data.value
            flavours.append(flavours_item)



        id = self.id

        in_tray = self.in_tray

        label = self.label

        types = []
        for types_item_data in self.types:
            types_item = types_item_data.value
            types.append(types_item)



        value = self.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "decorations": decorations,
            "flavours": flavours,
            "id": id,
            "in_tray": in_tray,
            "label": label,
            "types": types,
            "value": value,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        decorations = cast(list[str], d.pop("decorations"))


        flavours = []
        _flavours = d.pop("flavours")
        for flavours_item_data in (_flavours):
            flavours_item = ChocolaFlavour(flavours_item_data)



            flavours.append(flavours_item)


        id = d.pop("id")

        in_tray = d.pop("in_tray")

        label = d.pop("label")

        types = []
        _types = d.pop("types")
        for types_item_data in (_types):
            types_item = ChocolaType(types_item_data)



            types.append(types_item)


        value = d.pop("value")

        chocola_dessert_line = cls(
            decorations=decorations,
            flavours=flavours,
            id=id,
            in_tray=in_tray,
            label=label,
            types=types,
            value=value,
        )

        return chocola_dessert_line

