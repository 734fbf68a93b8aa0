from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chocola_rule_id import ChocolaRuleId
from typing import cast

if TYPE_CHECKING:
  from ..models.chocola_cost import ChocolaCost





T = TypeVar("T", bound="ChocolaPaymentAnswer")



@_attrs_define
class ChocolaPaymentAnswer:
    """ The cheapest ways to pay a Request from a reserve (P2-P4).

        Attributes:
            alternatives (list[list[str]]): The other fewest-card payments, in that order.
            cards (int | None): The fewest cards of a payment covering the cost (P3); null when none covers it. Example: 3.
            cost (ChocolaCost): Units per flavour.
            explanation (str): The answer in words, in the request's language.
            payable (bool): A payment exists and, unless `last_card`, it leaves a card in the reserve (P4).
            payment (list[str] | None): The first such payment (its ids in C2 order; payments ordered by comparing those
                lists position by position in C2 order); null when none. Example: ['milk_dark', 'milk_marbled', 'dark_milk'].
            request (str):  Example: milk_praline.
            rule (ChocolaRuleId | None): null when payable; P2 when nothing covers the cost; P4 when only the whole reserve
                does.
            waste (ChocolaCost | None): The units of `payment` beyond the cost; null when none.
     """

    alternatives: list[list[str]]
    cards: int | None
    cost: ChocolaCost
    explanation: str
    payable: bool
    payment: list[str] | None
    request: str
    rule: ChocolaRuleId | None
    waste: ChocolaCost | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_cost import ChocolaCost # noqa: PLC0415
        alternatives = []
        for alternatives_item_data in self.alternatives:
            alternatives_item = alternatives_item_data


            alternatives.append(alternatives_item)



        cards: int | None
        cards = self.cards

        cost = self.cost.to_dict()

        explanation = self.explanation

        payable = self.payable

        payment: list[str] | None
        if isinstance(self.payment, list):
            payment = self.payment


        else:
            payment = self.payment

        request = self.request

        rule: None | str
        if isinstance(self.rule, ChocolaRuleId):
            rule = self.rule.value
        else:
            rule = self.rule

        waste: dict[str, Any] | None
        if isinstance(self.waste, ChocolaCost):
            waste = self.waste.to_dict()
        else:
            waste = self.waste


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "alternatives": alternatives,
            "cards": cards,
            "cost": cost,
            "explanation": explanation,
            "payable": payable,
            "payment": payment,
            "request": request,
            "rule": rule,
            "waste": waste,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chocola_cost import ChocolaCost # noqa: PLC0415
        d = dict(src_dict)
        alternatives = []
        _alternatives = d.pop("alternatives")
        for alternatives_item_data in (_alternatives):
            alternatives_item = cast(list[str], alternatives_item_data)

            alternatives.append(alternatives_item)


        def _parse_cards(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        cards = _parse_cards(d.pop("cards"))


        cost = ChocolaCost.from_dict(d.pop("cost"))




        explanation = d.pop("explanation")

        payable = d.pop("payable")

        def _parse_payment(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                payment_type_0 = cast(list[str], data)

                return payment_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        payment = _parse_payment(d.pop("payment"))


        request = d.pop("request")

        def _parse_rule(data: object) -> ChocolaRuleId | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rule_type_0 = ChocolaRuleId(data)



                return rule_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocolaRuleId | None, data)

        rule = _parse_rule(d.pop("rule"))


        def _parse_waste(data: object) -> ChocolaCost | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                waste_type_0 = ChocolaCost.from_dict(data)



                return waste_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocolaCost | None, data)

        waste = _parse_waste(d.pop("waste"))


        chocola_payment_answer = cls(
            alternatives=alternatives,
            cards=cards,
            cost=cost,
            explanation=explanation,
            payable=payable,
            payment=payment,
            request=request,
            rule=rule,
            waste=waste,
        )

        return chocola_payment_answer

