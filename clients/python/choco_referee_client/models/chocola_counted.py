from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chocola_counted_counted_as import ChocolaCountedCountedAs






T = TypeVar("T", bound="ChocolaCounted")



@_attrs_define
class ChocolaCounted:
    """ 
        Attributes:
            counted_as (ChocolaCountedCountedAs): R1: counted for the type or for the flavour (a Dessert with both is
                counted twice); R2: type; R3: flavour.
            inspiration (bool): R1: the Dessert is the Inspiration; R2, R3: seen only on the Inspiration (marked (I)).
            item (str): R1: a Dessert counted; R2: a type seen; R3: a flavour seen. Example: white_truffle.
     """

    counted_as: ChocolaCountedCountedAs
    inspiration: bool
    item: str





    def to_dict(self) -> dict[str, Any]:
        counted_as = self.counted_as.value

        inspiration = self.inspiration

        item = self.item


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "counted_as": counted_as,
            "inspiration": inspiration,
            "item": item,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        counted_as = ChocolaCountedCountedAs(d.pop("counted_as"))




        inspiration = d.pop("inspiration")

        item = d.pop("item")

        chocola_counted = cls(
            counted_as=counted_as,
            inspiration=inspiration,
            item=item,
        )

        return chocola_counted

