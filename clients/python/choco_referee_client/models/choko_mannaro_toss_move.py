from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_mannaro_toss_move_type import ChokoMannaroTossMoveType






T = TypeVar("T", bound="ChokoMannaroTossMove")



@_attrs_define
class ChokoMannaroTossMove:
    """ W8 (chance): the starter of a slaughter of two Chokowerewolves, one of the two activators, when Chokos and ages do
    not decide.

        Attributes:
            player (str): Who makes the move. Example: ann.
            type_ (ChokoMannaroTossMoveType):
     """

    player: str
    type_: ChokoMannaroTossMoveType





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

        type_ = ChokoMannaroTossMoveType(d.pop("type"))




        choko_mannaro_toss_move = cls(
            player=player,
            type_=type_,
        )

        return choko_mannaro_toss_move

