from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="ChocolaVariants")



@_attrs_define
class ChocolaVariants:
    """ The variants played; each is off unless set to true.

        Attributes:
            second_phase (bool | Unset): Seconda fase: after phase 1, a second phase collecting Decorations and a decorating
                step (E5-E7); the final score is phase 2's. Optional: `false` when absent.
     """

    second_phase: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        second_phase = self.second_phase


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if second_phase is not UNSET:
            field_dict["second_phase"] = second_phase

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        second_phase = d.pop("second_phase", UNSET)

        chocola_variants = cls(
            second_phase=second_phase,
        )

        return chocola_variants

