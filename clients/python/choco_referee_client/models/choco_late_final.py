from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_late_final_player import ChocoLateFinalPlayer
  from ..models.choco_late_variants import ChocoLateVariants





T = TypeVar("T", bound="ChocoLateFinal")



@_attrs_define
class ChocoLateFinal:
    """ The final collections of a game, with its variants.

        Attributes:
            players (list[ChocoLateFinalPlayer]): Every player's final collection (S1: 2 to 6 players; another count is a
                broken rule).
            variants (ChocoLateVariants | Unset): The variants played; each is off unless set to true. They combine freely.
     """

    players: list[ChocoLateFinalPlayer]
    variants: ChocoLateVariants | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_late_final_player import ChocoLateFinalPlayer # noqa: PLC0415
        from ..models.choco_late_variants import ChocoLateVariants # noqa: PLC0415
        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        variants: dict[str, Any] | Unset = UNSET
        if not isinstance(self.variants, Unset):
            variants = self.variants.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
        })
        if variants is not UNSET:
            field_dict["variants"] = variants

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_late_final_player import ChocoLateFinalPlayer # noqa: PLC0415
        from ..models.choco_late_variants import ChocoLateVariants # noqa: PLC0415
        d = dict(src_dict)
        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = ChocoLateFinalPlayer.from_dict(players_item_data)



            players.append(players_item)


        _variants = d.pop("variants", UNSET)
        variants: ChocoLateVariants | Unset
        if isinstance(_variants,  Unset):
            variants = UNSET
        else:
            variants = ChocoLateVariants.from_dict(_variants)




        choco_late_final = cls(
            players=players,
            variants=variants,
        )

        return choco_late_final

