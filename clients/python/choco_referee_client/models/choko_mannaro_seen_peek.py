from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_mannaro_card_id import ChokoMannaroCardId
from typing import cast






T = TypeVar("T", bound="ChokoMannaroSeenPeek")



@_attrs_define
class ChokoMannaroSeenPeek:
    """ A Peeping Tom's look as a player knows it: the cards are its activator's until the pick (I5).

        Attributes:
            cards (list[ChokoMannaroCardId] | None): The cards peeked so far, in rank order; null for another player's look
                (I5).
            player (str): The Peeping Tom's activator. Example: ann.
            to_come (int): How many more cards it looks at (G1: 4 at most).
     """

    cards: list[ChokoMannaroCardId] | None
    player: str
    to_come: int





    def to_dict(self) -> dict[str, Any]:
        cards: list[str] | None
        if isinstance(self.cards, list):
            cards = []
            for cards_type_0_item_data in self.cards:
                cards_type_0_item = cards_type_0_item_data.value
                cards.append(cards_type_0_item)


        else:
            cards = self.cards

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
        def _parse_cards(data: object) -> list[ChokoMannaroCardId] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cards_type_0 = []
                _cards_type_0 = data
                for cards_type_0_item_data in (_cards_type_0):
                    cards_type_0_item = ChokoMannaroCardId(cards_type_0_item_data)



                    cards_type_0.append(cards_type_0_item)

                return cards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ChokoMannaroCardId] | None, data)

        cards = _parse_cards(d.pop("cards"))


        player = d.pop("player")

        to_come = d.pop("to_come")

        choko_mannaro_seen_peek = cls(
            cards=cards,
            player=player,
            to_come=to_come,
        )

        return choko_mannaro_seen_peek

