from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chocola_flavour import ChocolaFlavour
from ..models.chocola_type import ChocolaType
from typing import cast






T = TypeVar("T", bound="ChocolaInspirationLine")



@_attrs_define
class ChocolaInspirationLine:
    """ 
        Attributes:
            decoration (str):  Example: white_glaze.
            dessert (str):  Example: white_truffle.
            flavours (list[ChocolaFlavour]): Its effective flavours, altered by the Inspiration's Decoration (V4).
            rules_applied (bool): Always false: the Inspiration's two rules never score (V6).
            types (list[ChocolaType]): The Inspiration Dessert's effective types (V4).
     """

    decoration: str
    dessert: str
    flavours: list[ChocolaFlavour]
    rules_applied: bool
    types: list[ChocolaType]





    def to_dict(self) -> dict[str, Any]:
        decoration = self.decoration

        dessert = self.dessert

        flavours = []
        for flavours_item_data in self.flavours:
            flavours_item = flavours_item_data.value
            flavours.append(flavours_item)



        rules_applied = self.rules_applied

        types = []
        for types_item_data in self.types:
            types_item = types_item_data.value
            types.append(types_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "decoration": decoration,
            "dessert": dessert,
            "flavours": flavours,
            "rules_applied": rules_applied,
            "types": types,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        decoration = d.pop("decoration")

        dessert = d.pop("dessert")

        flavours = []
        _flavours = d.pop("flavours")
        for flavours_item_data in (_flavours):
            flavours_item = ChocolaFlavour(flavours_item_data)



            flavours.append(flavours_item)


        rules_applied = d.pop("rules_applied")

        types = []
        _types = d.pop("types")
        for types_item_data in (_types):
            types_item = ChocolaType(types_item_data)



            types.append(types_item)


        chocola_inspiration_line = cls(
            decoration=decoration,
            dessert=dessert,
            flavours=flavours,
            rules_applied=rules_applied,
            types=types,
        )

        return chocola_inspiration_line

