from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="ChocoLatePileTop")



@_attrs_define
class ChocoLatePileTop:
    """ A tied player's pile top.

        Attributes:
            player (str): A player id. Example: ann.
            top (int | None): The voucher on top of the player's pile, null when empty.
     """

    player: str
    top: int | None





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        top: int | None
        top = self.top


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "top": top,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        def _parse_top(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        top = _parse_top(d.pop("top"))


        choco_late_pile_top = cls(
            player=player,
            top=top,
        )

        return choco_late_pile_top

