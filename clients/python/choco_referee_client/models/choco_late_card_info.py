from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ChocoLateCardInfo")



@_attrs_define
class ChocoLateCardInfo:
    """ 
        Attributes:
            card (int):
            colour (int):
            symbol (int):
     """

    card: int
    colour: int
    symbol: int





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        colour = self.colour

        symbol = self.symbol


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "colour": colour,
            "symbol": symbol,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        colour = d.pop("colour")

        symbol = d.pop("symbol")

        choco_late_card_info = cls(
            card=card,
            colour=colour,
            symbol=symbol,
        )

        return choco_late_card_info

