from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.choko_mannaro_seen_pile_cards_type_0 import ChokoMannaroSeenPileCardsType0





T = TypeVar("T", bound="ChokoMannaroSeenPile")



@_attrs_define
class ChokoMannaroSeenPile:
    """ The main deck as a player knows it: how many cards, not which (I6).

        Attributes:
            cards (ChokoMannaroSeenPileCardsType0 | None): Always null in a player's view: which cards the main deck holds
                is nobody's (I6).
            count (int): How many cards (public, I6). Example: 36.
     """

    cards: ChokoMannaroSeenPileCardsType0 | None
    count: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_mannaro_seen_pile_cards_type_0 import ChokoMannaroSeenPileCardsType0 # noqa: PLC0415
        cards: dict[str, Any] | None
        if isinstance(self.cards, ChokoMannaroSeenPileCardsType0):
            cards = self.cards.to_dict()
        else:
            cards = self.cards

        count = self.count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "count": count,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choko_mannaro_seen_pile_cards_type_0 import ChokoMannaroSeenPileCardsType0 # noqa: PLC0415
        d = dict(src_dict)
        def _parse_cards(data: object) -> ChokoMannaroSeenPileCardsType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                cards_type_0 = ChokoMannaroSeenPileCardsType0.from_dict(data)



                return cards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChokoMannaroSeenPileCardsType0 | None, data)

        cards = _parse_cards(d.pop("cards"))


        count = d.pop("count")

        choko_mannaro_seen_pile = cls(
            cards=cards,
            count=count,
        )

        return choko_mannaro_seen_pile

