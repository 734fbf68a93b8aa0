from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PlayerCount")



@_attrs_define
class PlayerCount:
    """ 
        Attributes:
            max_ (int):  Example: 6.
            min_ (int):  Example: 2.
     """

    max_: int
    min_: int





    def to_dict(self) -> dict[str, Any]:
        max_ = self.max_

        min_ = self.min_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "max": max_,
            "min": min_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_ = d.pop("max")

        min_ = d.pop("min")

        player_count = cls(
            max_=max_,
            min_=min_,
        )

        return player_count

