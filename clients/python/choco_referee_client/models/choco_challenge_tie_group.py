from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="ChocoChallengeTieGroup")



@_attrs_define
class ChocoChallengeTieGroup:
    """ 
        Attributes:
            order (list[str]): The players with that total, as W3 ranks them (from the first player clockwise).
            total (int): The total the players share.
     """

    order: list[str]
    total: int





    def to_dict(self) -> dict[str, Any]:
        order = self.order



        total = self.total


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "order": order,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        order = cast(list[str], d.pop("order"))


        total = d.pop("total")

        choco_challenge_tie_group = cls(
            order=order,
            total=total,
        )

        return choco_challenge_tie_group

