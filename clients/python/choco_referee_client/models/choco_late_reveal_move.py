from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_late_reveal_move_type import ChocoLateRevealMoveType
from typing import cast






T = TypeVar("T", bound="ChocoLateRevealMove")



@_attrs_define
class ChocoLateRevealMove:
    """ V1: reveal exactly as many distinct vouchers from hand as the offer.

        Attributes:
            player (str): Who makes the move. Example: ann.
            type_ (ChocoLateRevealMoveType):
            vouchers (list[int]): Vouchers from the player's hand. Cards are 1..100 (D1, checked as a rule). Example: [5,
                11].
     """

    player: str
    type_: ChocoLateRevealMoveType
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

        type_ = ChocoLateRevealMoveType(d.pop("type"))




        vouchers = cast(list[int], d.pop("vouchers"))


        choco_late_reveal_move = cls(
            player=player,
            type_=type_,
            vouchers=vouchers,
        )

        return choco_late_reveal_move

