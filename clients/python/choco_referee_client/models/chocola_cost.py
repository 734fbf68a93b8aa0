from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ChocolaCost")



@_attrs_define
class ChocolaCost:
    """ Units per flavour.

        Attributes:
            dark (int):
            marbled (int):
            milk (int):
            white (int):
     """

    dark: int
    marbled: int
    milk: int
    white: int





    def to_dict(self) -> dict[str, Any]:
        dark = self.dark

        marbled = self.marbled

        milk = self.milk

        white = self.white


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "dark": dark,
            "marbled": marbled,
            "milk": milk,
            "white": white,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dark = d.pop("dark")

        marbled = d.pop("marbled")

        milk = d.pop("milk")

        white = d.pop("white")

        chocola_cost = cls(
            dark=dark,
            marbled=marbled,
            milk=milk,
            white=white,
        )

        return chocola_cost

