from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.player_count import PlayerCount





T = TypeVar("T", bound="DealOption")



@_attrs_define
class DealOption:
    """ A set of variants a game deals, and how many may play with it.

        Attributes:
            players (PlayerCount):
            variants (list[str]): The variants on (every other off). Example: ['two_trays'].
     """

    players: PlayerCount
    variants: list[str]





    def to_dict(self) -> dict[str, Any]:
        from ..models.player_count import PlayerCount # noqa: PLC0415
        players = self.players.to_dict()

        variants = self.variants




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
            "variants": variants,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_count import PlayerCount # noqa: PLC0415
        d = dict(src_dict)
        players = PlayerCount.from_dict(d.pop("players"))




        variants = cast(list[str], d.pop("variants"))


        deal_option = cls(
            players=players,
            variants=variants,
        )

        return deal_option

