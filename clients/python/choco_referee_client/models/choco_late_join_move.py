from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_late_join_move_type import ChocoLateJoinMoveType






T = TypeVar("T", bound="ChocoLateJoinMove")



@_attrs_define
class ChocoLateJoinMove:
    """ A1: match the current offer.

        Attributes:
            player (str): Who makes the move. Example: ann.
            type_ (ChocoLateJoinMoveType):
     """

    player: str
    type_: ChocoLateJoinMoveType





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        type_ = ChocoLateJoinMoveType(d.pop("type"))




        choco_late_join_move = cls(
            player=player,
            type_=type_,
        )

        return choco_late_join_move

