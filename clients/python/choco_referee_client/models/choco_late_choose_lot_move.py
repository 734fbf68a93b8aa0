from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_late_choose_lot_move_type import ChocoLateChooseLotMoveType






T = TypeVar("T", bound="ChocoLateChooseLotMove")



@_attrs_define
class ChocoLateChooseLotMove:
    """ T1: the token holder chooses the lot to auction from the centre.

        Attributes:
            lot (int): The lot chosen, from the centre (T1; a lot not in the centre breaks T1). Example: 15.
            player (str): Who makes the move. Example: ann.
            type_ (ChocoLateChooseLotMoveType):
     """

    lot: int
    player: str
    type_: ChocoLateChooseLotMoveType





    def to_dict(self) -> dict[str, Any]:
        lot = self.lot

        player = self.player

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "lot": lot,
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        lot = d.pop("lot")

        player = d.pop("player")

        type_ = ChocoLateChooseLotMoveType(d.pop("type"))




        choco_late_choose_lot_move = cls(
            lot=lot,
            player=player,
            type_=type_,
        )

        return choco_late_choose_lot_move

