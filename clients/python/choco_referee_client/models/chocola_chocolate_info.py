from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chocola_flavour import ChocolaFlavour






T = TypeVar("T", bound="ChocolaChocolateInfo")



@_attrs_define
class ChocolaChocolateInfo:
    """ 
        Attributes:
            copies (int): Cards of this id (C2).
            id (str):  Example: white_milk.
            label (str): Its Italian colours, left / right.
            left (ChocolaFlavour): A flavour, also the colour of Chocolate halves (C1).

                - `white`: bianco
                - `milk`: al latte
                - `dark`: fondente
                - `marbled`: variegato Example: white.
            marked (int): Of which bear the "3-4" mark.
            right (ChocolaFlavour): A flavour, also the colour of Chocolate halves (C1).

                - `white`: bianco
                - `milk`: al latte
                - `dark`: fondente
                - `marbled`: variegato Example: white.
     """

    copies: int
    id: str
    label: str
    left: ChocolaFlavour
    marked: int
    right: ChocolaFlavour





    def to_dict(self) -> dict[str, Any]:
        copies = self.copies

        id = self.id

        label = self.label

        left = self.left.value

        marked = self.marked

        right = self.right.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "copies": copies,
            "id": id,
            "label": label,
            "left": left,
            "marked": marked,
            "right": right,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        copies = d.pop("copies")

        id = d.pop("id")

        label = d.pop("label")

        left = ChocolaFlavour(d.pop("left"))




        marked = d.pop("marked")

        right = ChocolaFlavour(d.pop("right"))




        chocola_chocolate_info = cls(
            copies=copies,
            id=id,
            label=label,
            left=left,
            marked=marked,
            right=right,
        )

        return chocola_chocolate_info

