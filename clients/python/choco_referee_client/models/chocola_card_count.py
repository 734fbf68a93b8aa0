from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ChocolaCardCount")



@_attrs_define
class ChocolaCardCount:
    """ 
        Attributes:
            card (str):  Example: milk_dark.
            count (int): Copies.
     """

    card: str
    count: int





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        count = self.count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "count": count,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        count = d.pop("count")

        chocola_card_count = cls(
            card=card,
            count=count,
        )

        return chocola_card_count

