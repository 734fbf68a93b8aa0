from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.choko_mannaro_pile_cards import ChokoMannaroPileCards





T = TypeVar("T", bound="ChokoMannaroPile")



@_attrs_define
class ChokoMannaroPile:
    """ A pile of cards kept as a multiset: the main deck or the discard pile.

        Attributes:
            cards (ChokoMannaroPileCards): Card id to copies, in rank order (a multiset: the order of the pile is never
                known, D2). Example: {'anxiety': 2, 'cinema': 1}.
            count (int): How many cards. Example: 36.
     """

    cards: ChokoMannaroPileCards
    count: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_mannaro_pile_cards import ChokoMannaroPileCards # noqa: PLC0415
        cards = self.cards.to_dict()

        count = self.count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "count": count,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choko_mannaro_pile_cards import ChokoMannaroPileCards # noqa: PLC0415
        d = dict(src_dict)
        cards = ChokoMannaroPileCards.from_dict(d.pop("cards"))




        count = d.pop("count")

        choko_mannaro_pile = cls(
            cards=cards,
            count=count,
        )

        return choko_mannaro_pile

