from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chocola_flavour import ChocolaFlavour
from ..models.chocola_type import ChocolaType
from typing import cast

if TYPE_CHECKING:
  from ..models.chocola_cost import ChocolaCost
  from ..models.chocola_rule_of_card import ChocolaRuleOfCard





T = TypeVar("T", bound="ChocolaDessertInfo")



@_attrs_define
class ChocolaDessertInfo:
    """ 
        Attributes:
            cost (ChocolaCost): Units per flavour.
            flavour (ChocolaFlavour): A flavour, also the colour of Chocolate halves (C1).

                - `white`: bianco
                - `milk`: al latte
                - `dark`: fondente
                - `marbled`: variegato Example: white.
            id (str):  Example: white_praline.
            label (str):  Example: Pralina al cioccolato bianco.
            scoring (ChocolaRuleOfCard):
            type_ (ChocolaType): A Dessert type (C1).

                - `praline`: Pralina
                - `semifreddo`: Semifreddo
                - `mousse`: Mousse
                - `truffle`: Tartufo
                - `cremino`: Cremino
                - `bonbon`: Bon Bon Example: praline.
     """

    cost: ChocolaCost
    flavour: ChocolaFlavour
    id: str
    label: str
    scoring: ChocolaRuleOfCard
    type_: ChocolaType





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_cost import ChocolaCost # noqa: PLC0415
        from ..models.chocola_rule_of_card import ChocolaRuleOfCard # noqa: PLC0415
        cost = self.cost.to_dict()

        flavour = self.flavour.value

        id = self.id

        label = self.label

        scoring = self.scoring.to_dict()

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cost": cost,
            "flavour": flavour,
            "id": id,
            "label": label,
            "scoring": scoring,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chocola_cost import ChocolaCost # noqa: PLC0415
        from ..models.chocola_rule_of_card import ChocolaRuleOfCard # noqa: PLC0415
        d = dict(src_dict)
        cost = ChocolaCost.from_dict(d.pop("cost"))




        flavour = ChocolaFlavour(d.pop("flavour"))




        id = d.pop("id")

        label = d.pop("label")

        scoring = ChocolaRuleOfCard.from_dict(d.pop("scoring"))




        type_ = ChocolaType(d.pop("type"))




        chocola_dessert_info = cls(
            cost=cost,
            flavour=flavour,
            id=id,
            label=label,
            scoring=scoring,
            type_=type_,
        )

        return chocola_dessert_info

