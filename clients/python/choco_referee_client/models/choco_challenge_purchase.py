from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_challenge_card_id import ChocoChallengeCardId






T = TypeVar("T", bound="ChocoChallengePurchase")



@_attrs_define
class ChocoChallengePurchase:
    """ 
        Attributes:
            card (ChocoChallengeCardId): A card of a draw pile: a base card or an ingredient (K1).

                - `cocoa`: cocoa (*cacao*)
                - `butter`: butter (*burro*)
                - `sugar`: sugar (*zucchero*)
                - `milk`: milk (*latte*)
                - `nuts`: nuts (*nocciole*)
                - `rum`: rum (*rum*)
                - `cherries`: cherries (*ciliegie*)
                - `cinnamon`: cinnamon (*cannella*)
                - `vanilla`: vanilla (*vaniglia*)
                - `ginger`: ginger (*zenzero*)
                - `mint`: mint (*menta*)
                - `chili`: chili (*peperoncino*) Example: nuts.
            position (int): The market position bought (P2).
     """

    card: ChocoChallengeCardId
    position: int





    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        position = self.position


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "position": position,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = ChocoChallengeCardId(d.pop("card"))




        position = d.pop("position")

        choco_challenge_purchase = cls(
            card=card,
            position=position,
        )

        return choco_challenge_purchase

