from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.legal_move_choose_between import LegalMoveChooseBetween
  from ..models.legal_move_choose_one_of import LegalMoveChooseOneOf
  from ..models.legal_move_choose_subset_of import LegalMoveChooseSubsetOf





T = TypeVar("T", bound="LegalMoveChoose")



@_attrs_define
class LegalMoveChoose:
    """ The open fields of an entry's `move`, each with the values it may take, in one of three forms: `one_of` (a `null`
    among the values: the field may be left out), `min`/`max` (an integer from min to max) or
    `subset_of`/`min_items`/`max_items` (a list of distinct values from that set, in any order). Every way of filling
    every open field with allowed values gives a move that `validate` accepts.

        Example:
            {'amount': {'max': 7, 'min': 1}}

     """

    additional_properties: dict[str, LegalMoveChooseBetween | LegalMoveChooseOneOf | LegalMoveChooseSubsetOf] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.legal_move_choose_between import LegalMoveChooseBetween # noqa: PLC0415
        from ..models.legal_move_choose_one_of import LegalMoveChooseOneOf # noqa: PLC0415
        from ..models.legal_move_choose_subset_of import LegalMoveChooseSubsetOf # noqa: PLC0415
        
        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            
            if isinstance(prop, LegalMoveChooseOneOf):
                field_dict[prop_name] = prop.to_dict()
            elif isinstance(prop, LegalMoveChooseBetween):
                field_dict[prop_name] = prop.to_dict()
            else:
                field_dict[prop_name] = prop.to_dict()



        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.legal_move_choose_between import LegalMoveChooseBetween # noqa: PLC0415
        from ..models.legal_move_choose_one_of import LegalMoveChooseOneOf # noqa: PLC0415
        from ..models.legal_move_choose_subset_of import LegalMoveChooseSubsetOf # noqa: PLC0415
        d = dict(src_dict)
        legal_move_choose = cls(
        )


        additional_properties = {}
        for prop_name, prop_dict in d.items():
            def _parse_additional_property(data: object) -> LegalMoveChooseBetween | LegalMoveChooseOneOf | LegalMoveChooseSubsetOf:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    additional_property_one_of = LegalMoveChooseOneOf.from_dict(data)



                    return additional_property_one_of
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    additional_property_between = LegalMoveChooseBetween.from_dict(data)



                    return additional_property_between
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                additional_property_subset_of = LegalMoveChooseSubsetOf.from_dict(data)



                return additional_property_subset_of

            additional_property = _parse_additional_property(prop_dict)

            additional_properties[prop_name] = additional_property

        legal_move_choose.additional_properties = additional_properties
        return legal_move_choose

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> LegalMoveChooseBetween | LegalMoveChooseOneOf | LegalMoveChooseSubsetOf:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: LegalMoveChooseBetween | LegalMoveChooseOneOf | LegalMoveChooseSubsetOf) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
