from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chocola_placement_side import ChocolaPlacementSide






T = TypeVar("T", bound="ChocolaPlacement")



@_attrs_define
class ChocolaPlacement:
    """ The first legal lay of the used card touching the cards named (K3).

        Attributes:
            row (int): The row y of the laid card (G1); -1 is above the Tavoletta, 2 below.
            side (ChocolaPlacementSide): The side chosen (G4).
            turned (bool): Turned half a turn (G3).
            x (int): Its left square's half-column.
     """

    row: int
    side: ChocolaPlacementSide
    turned: bool
    x: int





    def to_dict(self) -> dict[str, Any]:
        row = self.row

        side = self.side.value

        turned = self.turned

        x = self.x


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "row": row,
            "side": side,
            "turned": turned,
            "x": x,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        row = d.pop("row")

        side = ChocolaPlacementSide(d.pop("side"))




        turned = d.pop("turned")

        x = d.pop("x")

        chocola_placement = cls(
            row=row,
            side=side,
            turned=turned,
            x=x,
        )

        return chocola_placement

