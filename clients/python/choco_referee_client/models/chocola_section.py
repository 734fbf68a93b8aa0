from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chocola_section_id import ChocolaSectionId
from typing import cast

if TYPE_CHECKING:
  from ..models.chocola_section_intro_type_0 import ChocolaSectionIntroType0
  from ..models.chocola_section_title import ChocolaSectionTitle





T = TypeVar("T", bound="ChocolaSection")



@_attrs_define
class ChocolaSection:
    """ A section of the rules.

        Attributes:
            id (ChocolaSectionId):
            intro (ChocolaSectionIntroType0 | None): The section's preamble (tables, definitions), null when none. Keys:
                `en`, `it`. Example: {'en': 'Deck', 'it': 'Mazzo'}.
            title (ChocolaSectionTitle): The section's title. Keys: `en`, `it`. Example: {'en': 'Deck', 'it': 'Mazzo'}.
     """

    id: ChocolaSectionId
    intro: ChocolaSectionIntroType0 | None
    title: ChocolaSectionTitle





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_section_intro_type_0 import ChocolaSectionIntroType0 # noqa: PLC0415
        from ..models.chocola_section_title import ChocolaSectionTitle # noqa: PLC0415
        id = self.id.value

        intro: dict[str, Any] | None
        if isinstance(self.intro, ChocolaSectionIntroType0):
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
        from ..models.chocola_section_intro_type_0 import ChocolaSectionIntroType0 # noqa: PLC0415
        from ..models.chocola_section_title import ChocolaSectionTitle # noqa: PLC0415
        d = dict(src_dict)
        id = ChocolaSectionId(d.pop("id"))




        def _parse_intro(data: object) -> ChocolaSectionIntroType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                intro_type_0 = ChocolaSectionIntroType0.from_dict(data)



                return intro_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocolaSectionIntroType0 | None, data)

        intro = _parse_intro(d.pop("intro"))


        title = ChocolaSectionTitle.from_dict(d.pop("title"))




        chocola_section = cls(
            id=id,
            intro=intro,
            title=title,
        )

        return chocola_section

