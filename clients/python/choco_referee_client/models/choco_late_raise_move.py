from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_late_raise_move_type import ChocoLateRaiseMoveType






T = TypeVar("T", bound="ChocoLateRaiseMove")



@_attrs_define
class ChocoLateRaiseMove:
    """ A1: raise; `amount` is the new total offer, above the current one.

        Attributes:
            amount (int): The total offer in vouchers: at least 1 (A1) and at most the vouchers in hand (A2), checked as
                rules. Example: 2.
            player (str): Who makes the move. Example: ann.
            type_ (ChocoLateRaiseMoveType):
     """

    amount: int
    player: str
    type_: ChocoLateRaiseMoveType





    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        player = self.player

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "amount": amount,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        player = d.pop("player")

        type_ = ChocoLateRaiseMoveType(d.pop("type"))




        choco_late_raise_move = cls(
            amount=amount,
            player=player,
            type_=type_,
        )

        return choco_late_raise_move

