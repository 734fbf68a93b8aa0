from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.choco_challenge_deck_cards import ChocoChallengeDeckCards





T = TypeVar("T", bound="ChocoChallengeDeck")



@_attrs_define
class ChocoChallengeDeck:
    """ 
        Attributes:
            cards (ChocoChallengeDeckCards): The ingredients left in the deck. Counts by card id (types with none left out).
            size (int):
     """

    cards: ChocoChallengeDeckCards
    size: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_challenge_deck_cards import ChocoChallengeDeckCards # noqa: PLC0415
        cards = self.cards.to_dict()

        size = self.size


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "size": size,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_challenge_deck_cards import ChocoChallengeDeckCards # noqa: PLC0415
        d = dict(src_dict)
        cards = ChocoChallengeDeckCards.from_dict(d.pop("cards"))




        size = d.pop("size")

        choco_challenge_deck = cls(
            cards=cards,
            size=size,
        )

        return choco_challenge_deck

