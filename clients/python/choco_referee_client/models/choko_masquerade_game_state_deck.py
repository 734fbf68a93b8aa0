from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ChokoMasqueradeGameStateDeck")



@_attrs_define
class ChokoMasqueradeGameStateDeck:
    """ Each character left in the deck with its copies left, 1 or 2 (none listed with 0). Keys are card ids.

        Example:
            {'mask_04': 2, 'mask_05': 1}

     """

    additional_properties: dict[str, int] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        
        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        choko_masquerade_game_state_deck = cls(
        )


        choko_masquerade_game_state_deck.additional_properties = d
        return choko_masquerade_game_state_deck

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> int:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: int) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
