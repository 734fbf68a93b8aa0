from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_mannaro_family import ChokoMannaroFamily






T = TypeVar("T", bound="ChokoMannaroFamilyInfo")



@_attrs_define
class ChokoMannaroFamilyInfo:
    """ 
        Attributes:
            id (ChokoMannaroFamily): A family of cards, in activation order (C4).

                - `green_action`: Green action (*Azione verde*)
                - `mood`: Mood (*Stato d'animo*)
                - `service`: Service (*Servizio*)
                - `red_action`: Red action (*Azione rossa*) Example: mood.
            name_en (str):  Example: Mood.
            name_it (str): The rulebook's word. Example: Stato d'animo.
            position (int): Its place in the activation order (C4).
     """

    id: ChokoMannaroFamily
    name_en: str
    name_it: str
    position: int





    def to_dict(self) -> dict[str, Any]:
        id = self.id.value

        name_en = self.name_en

        name_it = self.name_it

        position = self.position


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "name_en": name_en,
            "name_it": name_it,
            "position": position,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = ChokoMannaroFamily(d.pop("id"))




        name_en = d.pop("name_en")

        name_it = d.pop("name_it")

        position = d.pop("position")

        choko_mannaro_family_info = cls(
            id=id,
            name_en=name_en,
            name_it=name_it,
            position=position,
        )

        return choko_mannaro_family_info

