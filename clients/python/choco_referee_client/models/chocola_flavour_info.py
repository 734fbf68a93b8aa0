from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chocola_flavour import ChocolaFlavour
from typing import cast

if TYPE_CHECKING:
  from ..models.chocola_flavour_info_label import ChocolaFlavourInfoLabel





T = TypeVar("T", bound="ChocolaFlavourInfo")



@_attrs_define
class ChocolaFlavourInfo:
    """ 
        Attributes:
            id (ChocolaFlavour): A flavour, also the colour of Chocolate halves (C1).

                - `white`: bianco
                - `milk`: al latte
                - `dark`: fondente
                - `marbled`: variegato Example: white.
            label (ChocolaFlavourInfoLabel): Its name. Keys: `en`, `it`. Example: {'en': 'white', 'it': 'bianco'}.
            n1 (ChocolaFlavour): A flavour, also the colour of Chocolate halves (C1).

                - `white`: bianco
                - `milk`: al latte
                - `dark`: fondente
                - `marbled`: variegato Example: white.
            n2 (ChocolaFlavour): A flavour, also the colour of Chocolate halves (C1).

                - `white`: bianco
                - `milk`: al latte
                - `dark`: fondente
                - `marbled`: variegato Example: white.
            n3 (ChocolaFlavour): A flavour, also the colour of Chocolate halves (C1).

                - `white`: bianco
                - `milk`: al latte
                - `dark`: fondente
                - `marbled`: variegato Example: white.
            partner (ChocolaFlavour): A flavour, also the colour of Chocolate halves (C1).

                - `white`: bianco
                - `milk`: al latte
                - `dark`: fondente
                - `marbled`: variegato Example: white.
     """

    id: ChocolaFlavour
    label: ChocolaFlavourInfoLabel
    n1: ChocolaFlavour
    n2: ChocolaFlavour
    n3: ChocolaFlavour
    partner: ChocolaFlavour





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_flavour_info_label import ChocolaFlavourInfoLabel # noqa: PLC0415
        id = self.id.value

        label = self.label.to_dict()

        n1 = self.n1.value

        n2 = self.n2.value

        n3 = self.n3.value

        partner = self.partner.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "label": label,
            "n1": n1,
            "n2": n2,
            "n3": n3,
            "partner": partner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chocola_flavour_info_label import ChocolaFlavourInfoLabel # noqa: PLC0415
        d = dict(src_dict)
        id = ChocolaFlavour(d.pop("id"))




        label = ChocolaFlavourInfoLabel.from_dict(d.pop("label"))




        n1 = ChocolaFlavour(d.pop("n1"))




        n2 = ChocolaFlavour(d.pop("n2"))




        n3 = ChocolaFlavour(d.pop("n3"))




        partner = ChocolaFlavour(d.pop("partner"))




        chocola_flavour_info = cls(
            id=id,
            label=label,
            n1=n1,
            n2=n2,
            n3=n3,
            partner=partner,
        )

        return chocola_flavour_info

