from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_late_combination_id import ChocoLateCombinationId
from typing import cast






T = TypeVar("T", bound="ChocoLateCombination")



@_attrs_define
class ChocoLateCombination:
    """ 
        Attributes:
            colour_points (int): Points when made of colours.
            id (ChocoLateCombinationId):
            label (str): Its Italian name. Example: 4 diversi.
            lots (int): How many lots it takes. Example: 4.
            shape (list[int]): Lots per value, descending.
            symbol_points (int): Points when made of symbols.
     """

    colour_points: int
    id: ChocoLateCombinationId
    label: str
    lots: int
    shape: list[int]
    symbol_points: int





    def to_dict(self) -> dict[str, Any]:
        colour_points = self.colour_points

        id = self.id.value

        label = self.label

        lots = self.lots

        shape = self.shape



        symbol_points = self.symbol_points


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "colour_points": colour_points,
            "id": id,
            "label": label,
            "lots": lots,
            "shape": shape,
            "symbol_points": symbol_points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour_points = d.pop("colour_points")

        id = ChocoLateCombinationId(d.pop("id"))




        label = d.pop("label")

        lots = d.pop("lots")

        shape = cast(list[int], d.pop("shape"))


        symbol_points = d.pop("symbol_points")

        choco_late_combination = cls(
            colour_points=colour_points,
            id=id,
            label=label,
            lots=lots,
            shape=shape,
            symbol_points=symbol_points,
        )

        return choco_late_combination

