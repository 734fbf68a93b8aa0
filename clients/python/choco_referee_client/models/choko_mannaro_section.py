from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_mannaro_section_id import ChokoMannaroSectionId
from typing import cast

if TYPE_CHECKING:
  from ..models.choko_mannaro_section_intro_type_0 import ChokoMannaroSectionIntroType0
  from ..models.choko_mannaro_section_title import ChokoMannaroSectionTitle





T = TypeVar("T", bound="ChokoMannaroSection")



@_attrs_define
class ChokoMannaroSection:
    """ A section of the rules.

        Attributes:
            id (ChokoMannaroSectionId):
            intro (ChokoMannaroSectionIntroType0 | None): The section's preamble (tables, definitions), null when none.
                Keys: `en`, `it`. Example: {'en': 'Deck', 'it': 'Mazzo'}.
            title (ChokoMannaroSectionTitle): The section's title. Keys: `en`, `it`. Example: {'en': 'Deck', 'it': 'Mazzo'}.
     """

    id: ChokoMannaroSectionId
    intro: ChokoMannaroSectionIntroType0 | None
    title: ChokoMannaroSectionTitle





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_mannaro_section_intro_type_0 import ChokoMannaroSectionIntroType0 # noqa: PLC0415
        from ..models.choko_mannaro_section_title import ChokoMannaroSectionTitle # noqa: PLC0415
        id = self.id.value

        intro: dict[str, Any] | None
        if isinstance(self.intro, ChokoMannaroSectionIntroType0):
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
        from ..models.choko_mannaro_section_intro_type_0 import ChokoMannaroSectionIntroType0 # noqa: PLC0415
        from ..models.choko_mannaro_section_title import ChokoMannaroSectionTitle # noqa: PLC0415
        d = dict(src_dict)
        id = ChokoMannaroSectionId(d.pop("id"))




        def _parse_intro(data: object) -> ChokoMannaroSectionIntroType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                intro_type_0 = ChokoMannaroSectionIntroType0.from_dict(data)



                return intro_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChokoMannaroSectionIntroType0 | None, data)

        intro = _parse_intro(d.pop("intro"))


        title = ChokoMannaroSectionTitle.from_dict(d.pop("title"))




        choko_mannaro_section = cls(
            id=id,
            intro=intro,
            title=title,
        )

        return choko_mannaro_section

