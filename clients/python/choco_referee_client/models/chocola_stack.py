from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="ChocolaStack")



@_attrs_define
class ChocolaStack:
    """ 
        Attributes:
            size (int): How many cards the stack holds.
            top (None | str): The visible card (G2); null for a hole. Example: milk_white.
     """

    size: int
    top: None | str





    def to_dict(self) -> dict[str, Any]:
        size = self.size

        top: None | str
        top = self.top


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "size": size,
            "top": top,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        size = d.pop("size")

        def _parse_top(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        top = _parse_top(d.pop("top"))


        chocola_stack = cls(
            size=size,
            top=top,
        )

        return chocola_stack

