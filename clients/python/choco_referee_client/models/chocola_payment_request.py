from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ChocolaPaymentRequest")



@_attrs_define
class ChocolaPaymentRequest:
    """ A Request and a reserve: the cheapest ways to pay it (P2-P4).

        Attributes:
            request (str): The Request to pay: a Dessert or a Decoration id (C3, C4). Example: milk_praline.
            reserve (list[str]): The reserve: 0 to 6 Chocolate ids (C2; more than 6 breaks K5), copies repeated. Example:
                ['milk_dark', 'dark_milk', 'milk_marbled', 'white_dark'].
            last_card (bool | Unset): true: the final round, where the last card may be spent (P4 lifted). Optional: `false`
                when absent.
     """

    request: str
    reserve: list[str]
    last_card: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        request = self.request

        reserve = self.reserve



        last_card = self.last_card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "request": request,
            "reserve": reserve,
        })
        if last_card is not UNSET:
            field_dict["last_card"] = last_card

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        request = d.pop("request")

        reserve = cast(list[str], d.pop("reserve"))


        last_card = d.pop("last_card", UNSET)

        chocola_payment_request = cls(
            request=request,
            reserve=reserve,
            last_card=last_card,
        )

        return chocola_payment_request

