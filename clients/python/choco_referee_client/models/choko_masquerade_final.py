from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.choko_masquerade_final_player import ChokoMasqueradeFinalPlayer





T = TypeVar("T", bound="ChokoMasqueradeFinal")



@_attrs_define
class ChokoMasqueradeFinal:
    """ The final form (F1): each player's count of pairs, to score without a history.

        Attributes:
            players (list[ChokoMasqueradeFinalPlayer]): Both players with their pairs (F1: exactly 2, distinct, at most 30
                pairs in all; checked as a rule).
     """

    players: list[ChokoMasqueradeFinalPlayer]





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_masquerade_final_player import ChokoMasqueradeFinalPlayer # noqa: PLC0415
        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choko_masquerade_final_player import ChokoMasqueradeFinalPlayer # noqa: PLC0415
        d = dict(src_dict)
        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = ChokoMasqueradeFinalPlayer.from_dict(players_item_data)



            players.append(players_item)


        choko_masquerade_final = cls(
            players=players,
        )

        return choko_masquerade_final

