from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="ChokoMannaroSlaughter")



@_attrs_define
class ChokoMannaroSlaughter:
    """ A slaughter under way.

        Attributes:
            attacked (list[str]): Who has been a victim in this slaughter so far, in order (Q5).
            picker (str): Who picks next (W2). Example: ann.
            victim (str): From whose hand: the first holder to the picker's left (W6). Example: ann.
     """

    attacked: list[str]
    picker: str
    victim: str





    def to_dict(self) -> dict[str, Any]:
        attacked = self.attacked



        picker = self.picker

        victim = self.victim


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "attacked": attacked,
            "picker": picker,
            "victim": victim,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attacked = cast(list[str], d.pop("attacked"))


        picker = d.pop("picker")

        victim = d.pop("victim")

        choko_mannaro_slaughter = cls(
            attacked=attacked,
            picker=picker,
            victim=victim,
        )

        return choko_mannaro_slaughter

