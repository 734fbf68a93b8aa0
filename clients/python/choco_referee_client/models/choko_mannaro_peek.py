from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_mannaro_card_id import ChokoMannaroCardId
from typing import cast






T = TypeVar("T", bound="ChokoMannaroPeek")



@_attrs_define
class ChokoMannaroPeek:
    """ What a Peeping Tom's activator looks at (G1, G2).

        Attributes:
            cards (list[ChokoMannaroCardId]): The cards peeked so far (G1), in rank order.
            player (str): The Peeping Tom's activator. Example: ann.
            to_come (int): How many more cards it looks at (G1: 4 at most).
     """

    cards: list[ChokoMannaroCardId]
    player: str
    to_come: int





    def to_dict(self) -> dict[str, Any]:
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.value
            cards.append(cards_item)



        player = self.player

        to_come = self.to_come


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "player": player,
            "to_come": to_come,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = ChokoMannaroCardId(cards_item_data)



            cards.append(cards_item)


        player = d.pop("player")

        to_come = d.pop("to_come")

        choko_mannaro_peek = cls(
            cards=cards,
            player=player,
            to_come=to_come,
        )

        return choko_mannaro_peek

