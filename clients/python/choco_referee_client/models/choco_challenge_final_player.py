from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="ChocoChallengeFinalPlayer")



@_attrs_define
class ChocoChallengeFinalPlayer:
    """ One player's cards at the end: ingredients and desserts (the base set is implied).

        Attributes:
            desserts (list[int]): The values of the player's desserts, possibly none (K1, P6, S5). Example: [4, 5, 6, 9].
            ingredients (list[str]): Every ingredient the player owns, in any order, possibly none (K1). Example: ['nuts',
                'rum', 'cherries', 'cinnamon', 'ginger'].
            player (str): The player's id; each player once (S1). Example: ann.
     """

    desserts: list[int]
    ingredients: list[str]
    player: str





    def to_dict(self) -> dict[str, Any]:
        desserts = self.desserts



        ingredients = self.ingredients



        player = self.player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "desserts": desserts,
            "ingredients": ingredients,
            "player": player,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        desserts = cast(list[int], d.pop("desserts"))


        ingredients = cast(list[str], d.pop("ingredients"))


        player = d.pop("player")

        choco_challenge_final_player = cls(
            desserts=desserts,
            ingredients=ingredients,
            player=player,
        )

        return choco_challenge_final_player

