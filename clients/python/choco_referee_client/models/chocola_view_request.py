from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.chocola_history import ChocolaHistory





T = TypeVar("T", bound="ChocolaViewRequest")



@_attrs_define
class ChocolaViewRequest:
    """ A game and one of its players: what that player may know of it.

        Attributes:
            game (ChocolaHistory): A whole game: players, variants, the setup and every move so far, chance outcomes
                included.
            player (str): The player whose view it is: one of the game's `players`. Example: ann.
     """

    game: ChocolaHistory
    player: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_history import ChocolaHistory # noqa: PLC0415
        game = self.game.to_dict()

        player = self.player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "player": player,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chocola_history import ChocolaHistory # noqa: PLC0415
        d = dict(src_dict)
        game = ChocolaHistory.from_dict(d.pop("game"))




        player = d.pop("player")

        chocola_view_request = cls(
            game=game,
            player=player,
        )

        return chocola_view_request

