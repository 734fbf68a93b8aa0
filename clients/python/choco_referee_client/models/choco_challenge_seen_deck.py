from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.choco_challenge_seen_deck_cards_type_0 import ChocoChallengeSeenDeckCardsType0





T = TypeVar("T", bound="ChocoChallengeSeenDeck")



@_attrs_define
class ChocoChallengeSeenDeck:
    """ 
        Attributes:
            cards (ChocoChallengeSeenDeckCardsType0 | None): Always null in a player's view: which cards the deck holds is
                nobody's (I4).
            size (int): Public (I4).
     """

    cards: ChocoChallengeSeenDeckCardsType0 | None
    size: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_challenge_seen_deck_cards_type_0 import ChocoChallengeSeenDeckCardsType0 # noqa: PLC0415
        cards: dict[str, Any] | None
        if isinstance(self.cards, ChocoChallengeSeenDeckCardsType0):
            cards = self.cards.to_dict()
        else:
            cards = self.cards

        size = self.size


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "size": size,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_challenge_seen_deck_cards_type_0 import ChocoChallengeSeenDeckCardsType0 # noqa: PLC0415
        d = dict(src_dict)
        def _parse_cards(data: object) -> ChocoChallengeSeenDeckCardsType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                cards_type_0 = ChocoChallengeSeenDeckCardsType0.from_dict(data)



                return cards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocoChallengeSeenDeckCardsType0 | None, data)

        cards = _parse_cards(d.pop("cards"))


        size = d.pop("size")

        choco_challenge_seen_deck = cls(
            cards=cards,
            size=size,
        )

        return choco_challenge_seen_deck

