from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ChocoLateFinalPlayer")



@_attrs_define
class ChocoLateFinalPlayer:
    """ One player's final collection: lots, and where the variants need them, two trays and a pile.

        Attributes:
            lots (list[int]): Every lot the player won. Cards are 1..100 (D1, checked as a rule). Example: [46, 33, 39, 16].
            player (str): The player's id; each player once. Example: ann.
            pile (list[int] | Unset): With best_wins: the player's pile, top first (W5). Cards are 1..100 (D1, checked as a
                rule). Example: [5, 27].
            trays (list[list[int]] | Unset): With two_trays: the player's two trays, a partition of `lots` (C3). Omit it to
                let the service find a best arrangement. Example: [[46, 16], [33, 39]].
     """

    lots: list[int]
    player: str
    pile: list[int] | Unset = UNSET
    trays: list[list[int]] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        lots = self.lots



        player = self.player

        pile: list[int] | Unset = UNSET
        if not isinstance(self.pile, Unset):
            pile = self.pile



        trays: list[list[int]] | Unset = UNSET
        if not isinstance(self.trays, Unset):
            trays = []
            for trays_item_data in self.trays:
                trays_item = trays_item_data


                trays.append(trays_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "lots": lots,
            "player": player,
        })
        if pile is not UNSET:
            field_dict["pile"] = pile
        if trays is not UNSET:
            field_dict["trays"] = trays

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        lots = cast(list[int], d.pop("lots"))


        player = d.pop("player")

        pile = cast(list[int], d.pop("pile", UNSET))


        _trays = d.pop("trays", UNSET)
        trays: list[list[int]] | Unset = UNSET
        if _trays is not UNSET:
            trays = []
            for trays_item_data in _trays:
                trays_item = cast(list[int], trays_item_data)

                trays.append(trays_item)


        choco_late_final_player = cls(
            lots=lots,
            player=player,
            pile=pile,
            trays=trays,
        )

        return choco_late_final_player

