from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LegalMoveChooseOneOf")



@_attrs_define
class LegalMoveChooseOneOf:
    """ 
        Attributes:
            one_of (list[Any]): The values the field may take.
     """

    one_of: list[Any]





    def to_dict(self) -> dict[str, Any]:
        one_of = self.one_of




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "one_of": one_of,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        one_of = cast(list[Any], d.pop("one_of"))


        legal_move_choose_one_of = cls(
            one_of=one_of,
        )

        return legal_move_choose_one_of

