from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="ChocoLateSetupRow")



@_attrs_define
class ChocoLateSetupRow:
    """ 
        Attributes:
            box (int): Cards left in the box.
            cards (list[int]): First and last card used.
            lots (int): Lots dealt to the centre.
            players (int): Number of players.
            vouchers_per_player (int): Vouchers dealt to each player.
     """

    box: int
    cards: list[int]
    lots: int
    players: int
    vouchers_per_player: int





    def to_dict(self) -> dict[str, Any]:
        box = self.box

        cards = self.cards



        lots = self.lots

        players = self.players

        vouchers_per_player = self.vouchers_per_player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "box": box,
            "cards": cards,
            "lots": lots,
            "players": players,
            "vouchers_per_player": vouchers_per_player,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        box = d.pop("box")

        cards = cast(list[int], d.pop("cards"))


        lots = d.pop("lots")

        players = d.pop("players")

        vouchers_per_player = d.pop("vouchers_per_player")

        choco_late_setup_row = cls(
            box=box,
            cards=cards,
            lots=lots,
            players=players,
            vouchers_per_player=vouchers_per_player,
        )

        return choco_late_setup_row

