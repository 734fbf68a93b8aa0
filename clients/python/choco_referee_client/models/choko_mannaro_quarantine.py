from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ChokoMannaroQuarantine")



@_attrs_define
class ChokoMannaroQuarantine:
    """ A quarantine in force.

        Attributes:
            since_round (int): The round it began (Q1).
            upkeep_from_round (int): The first round whose start costs 2 Chokos to keep it (Q4).
     """

    since_round: int
    upkeep_from_round: int





    def to_dict(self) -> dict[str, Any]:
        since_round = self.since_round

        upkeep_from_round = self.upkeep_from_round


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "since_round": since_round,
            "upkeep_from_round": upkeep_from_round,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        since_round = d.pop("since_round")

        upkeep_from_round = d.pop("upkeep_from_round")

        choko_mannaro_quarantine = cls(
            since_round=since_round,
            upkeep_from_round=upkeep_from_round,
        )

        return choko_mannaro_quarantine

