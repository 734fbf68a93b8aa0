from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_late_section_id import ChocoLateSectionId
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_late_section_intro_type_0 import ChocoLateSectionIntroType0
  from ..models.choco_late_section_title import ChocoLateSectionTitle





T = TypeVar("T", bound="ChocoLateSection")



@_attrs_define
class ChocoLateSection:
    """ A section of the rules.

        Attributes:
            id (ChocoLateSectionId):
            intro (ChocoLateSectionIntroType0 | None): The section's preamble (tables, definitions), null when none. Keys:
                `en`, `it`. Example: {'en': 'Deck', 'it': 'Mazzo'}.
            title (ChocoLateSectionTitle): The section's title. Keys: `en`, `it`. Example: {'en': 'Deck', 'it': 'Mazzo'}.
     """

    id: ChocoLateSectionId
    intro: ChocoLateSectionIntroType0 | None
    title: ChocoLateSectionTitle





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_late_section_intro_type_0 import ChocoLateSectionIntroType0 # noqa: PLC0415
        from ..models.choco_late_section_title import ChocoLateSectionTitle # noqa: PLC0415
        id = self.id.value

        intro: dict[str, Any] | None
        if isinstance(self.intro, ChocoLateSectionIntroType0):
            intro = self.intro.to_dict()
        else:
            intro = self.intro

        title = self.title.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "intro": intro,
            "title": title,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_late_section_intro_type_0 import ChocoLateSectionIntroType0 # noqa: PLC0415
        from ..models.choco_late_section_title import ChocoLateSectionTitle # noqa: PLC0415
        d = dict(src_dict)
        id = ChocoLateSectionId(d.pop("id"))




        def _parse_intro(data: object) -> ChocoLateSectionIntroType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                intro_type_0 = ChocoLateSectionIntroType0.from_dict(data)



                return intro_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocoLateSectionIntroType0 | None, data)

        intro = _parse_intro(d.pop("intro"))


        title = ChocoLateSectionTitle.from_dict(d.pop("title"))




        choco_late_section = cls(
            id=id,
            intro=intro,
            title=title,
        )

        return choco_late_section

