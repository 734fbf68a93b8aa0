from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="LegalMoveChooseSubsetOf")



@_attrs_define
class LegalMoveChooseSubsetOf:
    """ 
        Attributes:
            max_items (int): The most values.
            min_items (int): The fewest values.
            subset_of (list[Any]): The values the list may take, each at most once.
     """

    max_items: int
    min_items: int
    subset_of: list[Any]





    def to_dict(self) -> dict[str, Any]:
        max_items = self.max_items

        min_items = self.min_items

        subset_of = self.subset_of




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "max_items": max_items,
            "min_items": min_items,
            "subset_of": subset_of,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_items = d.pop("max_items")

        min_items = d.pop("min_items")

        subset_of = cast(list[Any], d.pop("subset_of"))


        legal_move_choose_subset_of = cls(
            max_items=max_items,
            min_items=min_items,
            subset_of=subset_of,
        )

        return legal_move_choose_subset_of

