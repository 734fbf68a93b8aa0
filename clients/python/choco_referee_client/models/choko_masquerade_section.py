from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_masquerade_section_id import ChokoMasqueradeSectionId
from typing import cast

if TYPE_CHECKING:
  from ..models.choko_masquerade_section_intro_type_0 import ChokoMasqueradeSectionIntroType0
  from ..models.choko_masquerade_section_title import ChokoMasqueradeSectionTitle





T = TypeVar("T", bound="ChokoMasqueradeSection")



@_attrs_define
class ChokoMasqueradeSection:
    """ A section of the rules.

        Attributes:
            id (ChokoMasqueradeSectionId):
            intro (ChokoMasqueradeSectionIntroType0 | None): The section's preamble (tables, definitions), null when none.
                Keys: `en`, `it`. Example: {'en': 'Deck', 'it': 'Mazzo'}.
            title (ChokoMasqueradeSectionTitle): The section's title. Keys: `en`, `it`. Example: {'en': 'Deck', 'it':
                'Mazzo'}.
     """

    id: ChokoMasqueradeSectionId
    intro: ChokoMasqueradeSectionIntroType0 | None
    title: ChokoMasqueradeSectionTitle





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_masquerade_section_intro_type_0 import ChokoMasqueradeSectionIntroType0 # noqa: PLC0415
        from ..models.choko_masquerade_section_title import ChokoMasqueradeSectionTitle # noqa: PLC0415
        id = self.id.value

        intro: dict[str, Any] | None
        if isinstance(self.intro, ChokoMasqueradeSectionIntroType0):
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
        from ..models.choko_masquerade_section_intro_type_0 import ChokoMasqueradeSectionIntroType0 # noqa: PLC0415
        from ..models.choko_masquerade_section_title import ChokoMasqueradeSectionTitle # noqa: PLC0415
        d = dict(src_dict)
        id = ChokoMasqueradeSectionId(d.pop("id"))




        def _parse_intro(data: object) -> ChokoMasqueradeSectionIntroType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                intro_type_0 = ChokoMasqueradeSectionIntroType0.from_dict(data)



                return intro_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChokoMasqueradeSectionIntroType0 | None, data)

        intro = _parse_intro(d.pop("intro"))


        title = ChokoMasqueradeSectionTitle.from_dict(d.pop("title"))




        choko_masquerade_section = cls(
            id=id,
            intro=intro,
            title=title,
        )

        return choko_masquerade_section

