from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_masquerade_setup_hands_additional_property_item import ChokoMasqueradeSetupHandsAdditionalPropertyItem
from typing import cast






T = TypeVar("T", bound="ChokoMasqueradeSetupHands")



@_attrs_define
class ChokoMasqueradeSetupHands:
    """ Each player's 3 cards, by player id (S3: exactly 3 each, nobody else; checked as a rule). A key is a player id: at
    most 64 characters, no control characters.

        Example:
            {'ann': ['mask_05', 'mask_06', 'mask_07'], 'bob': ['mask_05', 'mask_08', 'mask_09']}

     """

    additional_properties: dict[str, list[ChokoMasqueradeSetupHandsAdditionalPropertyItem]] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        
        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = []
            for additional_property_item_data in prop:
                additional_property_item = additional_property_item_data.value
                field_dict[prop_name].append(additional_property_item)




        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        choko_masquerade_setup_hands = cls(
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = []
            _additional_property = prop_dict
            for additional_property_item_data in (_additional_property):
                additional_property_item = ChokoMasqueradeSetupHandsAdditionalPropertyItem(additional_property_item_data)



                additional_property.append(additional_property_item)

            additional_properties[prop_name] = additional_property

        choko_masquerade_setup_hands.additional_properties = additional_properties
        return choko_masquerade_setup_hands

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> list[ChokoMasqueradeSetupHandsAdditionalPropertyItem]:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: list[ChokoMasqueradeSetupHandsAdditionalPropertyItem]) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
