from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="ChocoLateVariants")



@_attrs_define
class ChocoLateVariants:
    """ The variants played; each is off unless set to true. They combine freely.

        Attributes:
            best_wins (bool | Unset): Che vinca il migliore: spent vouchers go to a pile after a tie-break (W5), which
                breaks a tie for the game (W7). Optional: `false` when absent.
            free_bidding (bool | Unset): Asta pazza: bidding in any order (A5). Optional: `false` when absent.
            two_trays (bool | Unset): Sfida a due vassoi: the second setup table, two trays per player (C3). 2-4 players.
                Optional: `false` when absent.
     """

    best_wins: bool | Unset = UNSET
    free_bidding: bool | Unset = UNSET
    two_trays: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        best_wins = self.best_wins

        free_bidding = self.free_bidding

        two_trays = self.two_trays


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if best_wins is not UNSET:
            field_dict["best_wins"] = best_wins
        if free_bidding is not UNSET:
            field_dict["free_bidding"] = free_bidding
        if two_trays is not UNSET:
            field_dict["two_trays"] = two_trays

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        best_wins = d.pop("best_wins", UNSET)

        free_bidding = d.pop("free_bidding", UNSET)

        two_trays = d.pop("two_trays", UNSET)

        choco_late_variants = cls(
            best_wins=best_wins,
            free_bidding=free_bidding,
            two_trays=two_trays,
        )

        return choco_late_variants

