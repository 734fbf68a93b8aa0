from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ChokoMasqueradeSlaughterUnderWay")



@_attrs_define
class ChokoMasqueradeSlaughterUnderWay:
    """ The slaughter under way.

        Attributes:
            attacker (str): Who paired the ChokoMannaro. Example: ann.
            guesses_left (int): Guesses still due (M2).
            victim (str): Who guesses. Example: ann.
     """

    attacker: str
    guesses_left: int
    victim: str





    def to_dict(self) -> dict[str, Any]:
        attacker = self.attacker

        guesses_left = self.guesses_left

        victim = self.victim


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "attacker": attacker,
            "guesses_left": guesses_left,
            "victim": victim,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attacker = d.pop("attacker")

        guesses_left = d.pop("guesses_left")

        victim = d.pop("victim")

        choko_masquerade_slaughter_under_way = cls(
            attacker=attacker,
            guesses_left=guesses_left,
            victim=victim,
        )

        return choko_masquerade_slaughter_under_way

