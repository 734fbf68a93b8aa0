from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_late_arrange_trays_move_type import ChocoLateArrangeTraysMoveType
from typing import cast






T = TypeVar("T", bound="ChocoLateArrangeTraysMove")



@_attrs_define
class ChocoLateArrangeTraysMove:
    """ C3: with two_trays, after the end: divide the collection into exactly two trays.

        Attributes:
            player (str): Who makes the move. Example: ann.
            trays (list[list[int]]): The two trays, either may be empty; together exactly the player's collection (C3).
                Example: [[15], [3, 27]].
            type_ (ChocoLateArrangeTraysMoveType):
     """

    player: str
    trays: list[list[int]]
    type_: ChocoLateArrangeTraysMoveType





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        trays = []
        for trays_item_data in self.trays:
            trays_item = trays_item_data


            trays.append(trays_item)



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "trays": trays,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        trays = []
        _trays = d.pop("trays")
        for trays_item_data in (_trays):
            trays_item = cast(list[int], trays_item_data)

            trays.append(trays_item)


        type_ = ChocoLateArrangeTraysMoveType(d.pop("type"))




        choco_late_arrange_trays_move = cls(
            player=player,
            trays=trays,
            type_=type_,
        )

        return choco_late_arrange_trays_move

