from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ChocoChallengeBuy")



@_attrs_define
class ChocoChallengeBuy:
    """ The purchase (P2): a market position and, optionally, the card there.

        Attributes:
            position (int): The market position bought, 1 next to the deck (P2: exactly n for n <= 6, any position holding a
                card for n >= 7; checked as a rule, the schema takes any integer). Example: 3.
            card (None | str | Unset): The card the buyer expects at that position (optional; if given, it must be there:
                P2). Example: cherries.
     """

    position: int
    card: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        position = self.position

        card: None | str | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        else:
            card = self.card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "position": position,
        })
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        position = d.pop("position")

        def _parse_card(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        card = _parse_card(d.pop("card", UNSET))


        choco_challenge_buy = cls(
            position=position,
            card=card,
        )

        return choco_challenge_buy

