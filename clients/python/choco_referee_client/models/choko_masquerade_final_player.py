from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ChokoMasqueradeFinalPlayer")



@_attrs_define
class ChokoMasqueradeFinalPlayer:
    """ One player's count of pairs at the end.

        Attributes:
            pairs (int): The pairs the player holds (F1: 0 or more, checked as a rule). Example: 13.
            player (str): The player's id (F1: non-empty and distinct, checked as a rule). Example: ann.
     """

    pairs: int
    player: str





    def to_dict(self) -> dict[str, Any]:
        pairs = self.pairs

        player = self.player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pairs": pairs,
            "player": player,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pairs = d.pop("pairs")

        player = d.pop("player")

        choko_masquerade_final_player = cls(
            pairs=pairs,
            player=player,
        )

        return choko_masquerade_final_player

