from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ChocolaInspirationAnswer")



@_attrs_define
class ChocolaInspirationAnswer:
    """ 
        Attributes:
            decoration (str):  Example: white_glaze.
            dessert (str):  Example: white_truffle.
     """

    decoration: str
    dessert: str





    def to_dict(self) -> dict[str, Any]:
        decoration = self.decoration

        dessert = self.dessert


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "decoration": decoration,
            "dessert": dessert,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        decoration = d.pop("decoration")

        dessert = d.pop("dessert")

        chocola_inspiration_answer = cls(
            decoration=decoration,
            dessert=dessert,
        )

        return chocola_inspiration_answer

