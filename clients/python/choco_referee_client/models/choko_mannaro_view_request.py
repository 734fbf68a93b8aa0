from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.choko_mannaro_history import ChokoMannaroHistory





T = TypeVar("T", bound="ChokoMannaroViewRequest")



@_attrs_define
class ChokoMannaroViewRequest:
    """ A game and one of its players: what that player may know of it.

        Attributes:
            game (ChokoMannaroHistory): A whole game: players, setup and every move so far, chance outcomes included (R7).
                Bounded: at most 5000 moves, 16 players listed, 100 cards in a list, 16 members in an object keyed by player id;
                the referee's work per move is bounded by the 17 kinds of cards (one pending pair a kind, P4) and a slaughter by
                its victims' Chokos and cards (W4).
            player (str): The player whose view it is: one of the game's `players`. Example: ann.
     """

    game: ChokoMannaroHistory
    player: str





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_mannaro_history import ChokoMannaroHistory # noqa: PLC0415
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
        from ..models.choko_mannaro_history import ChokoMannaroHistory # noqa: PLC0415
        d = dict(src_dict)
        game = ChokoMannaroHistory.from_dict(d.pop("game"))




        player = d.pop("player")

        choko_mannaro_view_request = cls(
            game=game,
            player=player,
        )

        return choko_mannaro_view_request

