from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.choko_mannaro_quarantine import ChokoMannaroQuarantine





T = TypeVar("T", bound="ChokoMannaroSeenStateQuarantine")



@_attrs_define
class ChokoMannaroSeenStateQuarantine:
    """ The quarantined players (Q1). Keys are player ids.

     """

    additional_properties: dict[str, ChokoMannaroQuarantine] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_mannaro_quarantine import ChokoMannaroQuarantine # noqa: PLC0415
        
        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.to_dict()


        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choko_mannaro_quarantine import ChokoMannaroQuarantine # noqa: PLC0415
        d = dict(src_dict)
        choko_mannaro_seen_state_quarantine = cls(
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = ChokoMannaroQuarantine.from_dict(prop_dict)



            additional_properties[prop_name] = additional_property

        choko_mannaro_seen_state_quarantine.additional_properties = additional_properties
        return choko_mannaro_seen_state_quarantine

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> ChokoMannaroQuarantine:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: ChokoMannaroQuarantine) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
