from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chocola_flavour import ChocolaFlavour
from ..models.chocola_type import ChocolaType
from ..types import UNSET, Unset






T = TypeVar("T", bound="ChocolaRuleParams")



@_attrs_define
class ChocolaRuleParams:
    """ A scoring rule's parameters (only those its kind takes).

        Attributes:
            points (int): The points it gives.
            flavour (ChocolaFlavour | Unset): A flavour, also the colour of Chocolate halves (C1).

                - `white`: bianco
                - `milk`: al latte
                - `dark`: fondente
                - `marbled`: variegato Example: white.
            type_ (ChocolaType | Unset): A Dessert type (C1).

                - `praline`: Pralina
                - `semifreddo`: Semifreddo
                - `mousse`: Mousse
                - `truffle`: Tartufo
                - `cremino`: Cremino
                - `bonbon`: Bon Bon Example: praline.
     """

    points: int
    flavour: ChocolaFlavour | Unset = UNSET
    type_: ChocolaType | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        points = self.points

        flavour: str | Unset = UNSET
        if not isinstance(self.flavour, Unset):
            flavour = self.flavour.value


        type_: str | Unset = UNSET
        if not isinstance(self.type_, Unset):
            type_ = self.type_.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "points": points,
        })
        if flavour is not UNSET:
            field_dict["flavour"] = flavour
        if type_ is not UNSET:
            field_dict["type"] = type_

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        points = d.pop("points")

        _flavour = d.pop("flavour", UNSET)
        flavour: ChocolaFlavour | Unset
        if isinstance(_flavour,  Unset):
            flavour = UNSET
        else:
            flavour = ChocolaFlavour(_flavour)




        _type_ = d.pop("type", UNSET)
        type_: ChocolaType | Unset
        if isinstance(_type_,  Unset):
            type_ = UNSET
        else:
            type_ = ChocolaType(_type_)




        chocola_rule_params = cls(
            points=points,
            flavour=flavour,
            type_=type_,
        )

        return chocola_rule_params

