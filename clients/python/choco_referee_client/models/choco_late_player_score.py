from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_late_player_score_arrangement import ChocoLatePlayerScoreArrangement
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_late_tray_breakdown import ChocoLateTrayBreakdown





T = TypeVar("T", bound="ChocoLatePlayerScore")



@_attrs_define
class ChocoLatePlayerScore:
    """ One player's final or provisional score: rank, total (points, C2, C3), lots and trays with breakdowns.

        Attributes:
            arrangement (ChocoLatePlayerScoreArrangement): `single`: one tray; `given`: the player's own two trays;
                `best_split`: the player gave none, so the service arranged a best split (C3).
            lots (list[int]): Every lot the player won.
            optimal (bool | None): With `best_split`: whether the arrangement is proven best; otherwise null.
            pile_top (int | None): With best_wins: the number on top of the player's pile (W7), null when the pile is empty
                or without best_wins.
            player (str): The player's id. Example: ann.
            rank (int): 1 is best; players sharing a place share a rank (the next rank skips). Example: 1.
            total (int): The number that ranks the players.
            trays (list[ChocoLateTrayBreakdown]): One tray, or two with two_trays.
     """

    arrangement: ChocoLatePlayerScoreArrangement
    lots: list[int]
    optimal: bool | None
    pile_top: int | None
    player: str
    rank: int
    total: int
    trays: list[ChocoLateTrayBreakdown]





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_late_tray_breakdown import ChocoLateTrayBreakdown # noqa: PLC0415
        arrangement = self.arrangement.value

        lots = self.lots



        optimal: bool | None
        optimal = self.optimal

        pile_top: int | None
        pile_top = self.pile_top

        player = self.player

        rank = self.rank

        total = self.total

        trays = []
        for trays_item_data in self.trays:
            trays_item = trays_item_data.to_dict()
            trays.append(trays_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "arrangement": arrangement,
            "lots": lots,
            "optimal": optimal,
            "pile_top": pile_top,
            "player": player,
            "rank": rank,
            "total": total,
            "trays": trays,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_late_tray_breakdown import ChocoLateTrayBreakdown # noqa: PLC0415
        d = dict(src_dict)
        arrangement = ChocoLatePlayerScoreArrangement(d.pop("arrangement"))




        lots = cast(list[int], d.pop("lots"))


        def _parse_optimal(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        optimal = _parse_optimal(d.pop("optimal"))


        def _parse_pile_top(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        pile_top = _parse_pile_top(d.pop("pile_top"))


        player = d.pop("player")

        rank = d.pop("rank")

        total = d.pop("total")

        trays = []
        _trays = d.pop("trays")
        for trays_item_data in (_trays):
            trays_item = ChocoLateTrayBreakdown.from_dict(trays_item_data)



            trays.append(trays_item)


        choco_late_player_score = cls(
            arrangement=arrangement,
            lots=lots,
            optimal=optimal,
            pile_top=pile_top,
            player=player,
            rank=rank,
            total=total,
            trays=trays,
        )

        return choco_late_player_score

