from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_late_replace_move_type import ChocoLateReplaceMoveType
from typing import cast






T = TypeVar("T", bound="ChocoLateReplaceMove")



@_attrs_define
class ChocoLateReplaceMove:
    """ V3: replace the invalid vouchers revealed with as many valid ones from hand.

        Attributes:
            player (str): Who makes the move. Example: ann.
            type_ (ChocoLateReplaceMoveType):
            vouchers (list[int]): Vouchers from the player's hand. Cards are 1..100 (D1, checked as a rule). Example: [5,
                11].
     """

    player: str
    type_: ChocoLateReplaceMoveType
    vouchers: list[int]





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        type_ = self.type_.value

        vouchers = self.vouchers




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "type": type_,
            "vouchers": vouchers,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        type_ = ChocoLateReplaceMoveType(d.pop("type"))




        vouchers = cast(list[int], d.pop("vouchers"))


        choco_late_replace_move = cls(
            player=player,
            type_=type_,
            vouchers=vouchers,
        )

        return choco_late_replace_move

