from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_mannaro_card_id import ChokoMannaroCardId
from typing import cast






T = TypeVar("T", bound="ChokoMannaroSeenStatePlayed")



@_attrs_define
class ChokoMannaroSeenStatePlayed:
    """ Player to the card they played face down in this step, until the reveal; null for another player's card (I3); {}
    otherwise.

     """

    additional_properties: dict[str, ChokoMannaroCardId | None] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        
        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            
            if isinstance(prop, ChokoMannaroCardId):
                field_dict[prop_name] = prop.value
            else:
                field_dict[prop_name] = prop


        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        choko_mannaro_seen_state_played = cls(
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            def _parse_additional_property(data: object) -> ChokoMannaroCardId | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    additional_property_type_0 = ChokoMannaroCardId(data)



                    return additional_property_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(ChokoMannaroCardId | None, data)

            additional_property = _parse_additional_property(prop_dict)

            additional_properties[prop_name] = additional_property

        choko_mannaro_seen_state_played.additional_properties = additional_properties
        return choko_mannaro_seen_state_played

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> ChokoMannaroCardId | None:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: ChokoMannaroCardId | None) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
