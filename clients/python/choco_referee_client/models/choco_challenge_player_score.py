from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_challenge_card_id import ChocoChallengeCardId
from typing import cast






T = TypeVar("T", bound="ChocoChallengePlayerScore")



@_attrs_define
class ChocoChallengePlayerScore:
    """ One player's final or provisional score: rank (1 to P, never shared: W4), total in Crowns (W1) and its breakdown.

        Attributes:
            base_crowns (int): The 8 base cards' crowns (K2).
            dessert_crowns (int): The desserts' values (W1).
            desserts (list[int]): The values of the player's desserts, ascending.
            ingredient_crowns (int): The ingredients' crowns (K2).
            ingredients (list[ChocoChallengeCardId]): Every ingredient the player owns, in the edition's order.
            pile_crowns (int): base + ingredients (W1).
            player (str): The player's id. Example: ann.
            rank (int): 1 is best; players sharing a place share a rank (the next rank skips). Example: 1.
            total (int): The number that ranks the players.
     """

    base_crowns: int
    dessert_crowns: int
    desserts: list[int]
    ingredient_crowns: int
    ingredients: list[ChocoChallengeCardId]
    pile_crowns: int
    player: str
    rank: int
    total: int





    def to_dict(self) -> dict[str, Any]:
        base_crowns = self.base_crowns

        dessert_crowns = self.dessert_crowns

        desserts = self.desserts



        ingredient_crowns = self.ingredient_crowns

        ingredients = []
        for ingredients_item_data in self.ingredients:
            ingredients_item = ingredients_item_data.value
            ingredients.append(ingredients_item)



        pile_crowns = self.pile_crowns

        player = self.player

        rank = self.rank

        total = self.total


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "base_crowns": base_crowns,
            "dessert_crowns": dessert_crowns,
            "desserts": desserts,
            "ingredient_crowns": ingredient_crowns,
            "ingredients": ingredients,
            "pile_crowns": pile_crowns,
            "player": player,
            "rank": rank,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        base_crowns = d.pop("base_crowns")

        dessert_crowns = d.pop("dessert_crowns")

        desserts = cast(list[int], d.pop("desserts"))


        ingredient_crowns = d.pop("ingredient_crowns")

        ingredients = []
        _ingredients = d.pop("ingredients")
        for ingredients_item_data in (_ingredients):
            ingredients_item = ChocoChallengeCardId(ingredients_item_data)



            ingredients.append(ingredients_item)


        pile_crowns = d.pop("pile_crowns")

        player = d.pop("player")

        rank = d.pop("rank")

        total = d.pop("total")

        choco_challenge_player_score = cls(
            base_crowns=base_crowns,
            dessert_crowns=dessert_crowns,
            desserts=desserts,
            ingredient_crowns=ingredient_crowns,
            ingredients=ingredients,
            pile_crowns=pile_crowns,
            player=player,
            rank=rank,
            total=total,
        )

        return choco_challenge_player_score

