from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="ChocolaCollection")



@_attrs_define
class ChocolaCollection:
    """ 
        Attributes:
            decorations (list[str]): The Decorations prepared (phase 2), in the order prepared.
            desserts (list[str]): The Desserts prepared (phase 1), in the order prepared.
     """

    decorations: list[str]
    desserts: list[str]





    def to_dict(self) -> dict[str, Any]:
        decorations = self.decorations



        desserts = self.desserts




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "decorations": decorations,
            "desserts": desserts,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        decorations = cast(list[str], d.pop("decorations"))


        desserts = cast(list[str], d.pop("desserts"))


        chocola_collection = cls(
            decorations=decorations,
            desserts=desserts,
        )

        return chocola_collection

