from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ChokoMannaroPlayerScore")



@_attrs_define
class ChokoMannaroPlayerScore:
    """ One player's standing: rank (1 plus the players holding more Chokos; in a finished game the winner is 1 and everyone
    else shares 2) and the Chokos held.

        Attributes:
            chokos (int): The Chokos held (= total).
            player (str): The player's id. Example: ann.
            rank (int): 1 is best; players sharing a place share a rank (the next rank skips). Example: 1.
            total (int): The number that ranks the players.
     """

    chokos: int
    player: str
    rank: int
    total: int





    def to_dict(self) -> dict[str, Any]:
        chokos = self.chokos

        player = self.player

        rank = self.rank

        total = self.total


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "chokos": chokos,
            "player": player,
            "rank": rank,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        chokos = d.pop("chokos")

        player = d.pop("player")

        rank = d.pop("rank")

        total = d.pop("total")

        choko_mannaro_player_score = cls(
            chokos=chokos,
            player=player,
            rank=rank,
            total=total,
        )

        return choko_mannaro_player_score

