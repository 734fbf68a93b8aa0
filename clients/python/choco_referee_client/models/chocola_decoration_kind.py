from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.chocola_decoration_kind_label import ChocolaDecorationKindLabel





T = TypeVar("T", bound="ChocolaDecorationKind")



@_attrs_define
class ChocolaDecorationKind:
    """ 
        Attributes:
            id (str):
            label (ChocolaDecorationKindLabel): The kind's name. Keys: `en`, `it`. Example: {'en': 'glaze', 'it': 'Glassa'}.
     """

    id: str
    label: ChocolaDecorationKindLabel





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_decoration_kind_label import ChocolaDecorationKindLabel # noqa: PLC0415
        id = self.id

        label = self.label.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "label": label,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chocola_decoration_kind_label import ChocolaDecorationKindLabel # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        label = ChocolaDecorationKindLabel.from_dict(d.pop("label"))




        chocola_decoration_kind = cls(
            id=id,
            label=label,
        )

        return chocola_decoration_kind

