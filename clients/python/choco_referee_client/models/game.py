from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.deal_option import DealOption
  from ..models.game_name import GameName
  from ..models.player_count import PlayerCount





T = TypeVar("T", bound="Game")



@_attrs_define
class Game:
    """ A game the referee serves.

        Attributes:
            deals (list[DealOption]): Every set of its variants (each on or off) with the player counts a deal of it takes:
                a set not listed is refused (`players` alone is the widest range).
            id (str): The game's slug, as in its paths. Example: choco-late.
            name (GameName): Its name in English and Italian. Example: {'en': 'Choco Late', 'it': 'Choco Late'}.
            paths (list[str]): Its operations' paths.
            players (PlayerCount):
            variants (list[str]): Its variant ids.
     """

    deals: list[DealOption]
    id: str
    name: GameName
    paths: list[str]
    players: PlayerCount
    variants: list[str]





    def to_dict(self) -> dict[str, Any]:
        from ..models.deal_option import DealOption # noqa: PLC0415
        from ..models.game_name import GameName # noqa: PLC0415
        from ..models.player_count import PlayerCount # noqa: PLC0415
        deals = []
        for deals_item_data in self.deals:
            deals_item = deals_item_data.to_dict()
            deals.append(deals_item)



        id = self.id

        name = self.name.to_dict()

        paths = self.paths



        players = self.players.to_dict()

        variants = self.variants




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deals": deals,
            "id": id,
            "name": name,
            "paths": paths,
            "players": players,
            "variants": variants,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.deal_option import DealOption # noqa: PLC0415
        from ..models.game_name import GameName # noqa: PLC0415
        from ..models.player_count import PlayerCount # noqa: PLC0415
        d = dict(src_dict)
        deals = []
        _deals = d.pop("deals")
        for deals_item_data in (_deals):
            deals_item = DealOption.from_dict(deals_item_data)



            deals.append(deals_item)


        id = d.pop("id")

        name = GameName.from_dict(d.pop("name"))




        paths = cast(list[str], d.pop("paths"))


        players = PlayerCount.from_dict(d.pop("players"))




        variants = cast(list[str], d.pop("variants"))


        game = cls(
            deals=deals,
            id=id,
            name=name,
            paths=paths,
            players=players,
            variants=variants,
        )

        return game

