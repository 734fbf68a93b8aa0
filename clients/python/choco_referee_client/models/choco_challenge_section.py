from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_challenge_section_id import ChocoChallengeSectionId
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_challenge_section_intro_type_0 import ChocoChallengeSectionIntroType0
  from ..models.choco_challenge_section_title import ChocoChallengeSectionTitle





T = TypeVar("T", bound="ChocoChallengeSection")



@_attrs_define
class ChocoChallengeSection:
    """ A section of the rules.

        Attributes:
            id (ChocoChallengeSectionId):
            intro (ChocoChallengeSectionIntroType0 | None): The section's preamble (tables, definitions), null when none.
                Keys: `en`, `it`. Example: {'en': 'Deck', 'it': 'Mazzo'}.
            title (ChocoChallengeSectionTitle): The section's title. Keys: `en`, `it`. Example: {'en': 'Deck', 'it':
                'Mazzo'}.
     """

    id: ChocoChallengeSectionId
    intro: ChocoChallengeSectionIntroType0 | None
    title: ChocoChallengeSectionTitle





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_challenge_section_intro_type_0 import ChocoChallengeSectionIntroType0 # noqa: PLC0415
        from ..models.choco_challenge_section_title import ChocoChallengeSectionTitle # noqa: PLC0415
        id = self.id.value

        intro: dict[str, Any] | None
        if isinstance(self.intro, ChocoChallengeSectionIntroType0):
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
        from ..models.choco_challenge_section_intro_type_0 import ChocoChallengeSectionIntroType0 # noqa: PLC0415
        from ..models.choco_challenge_section_title import ChocoChallengeSectionTitle # noqa: PLC0415
        d = dict(src_dict)
        id = ChocoChallengeSectionId(d.pop("id"))




        def _parse_intro(data: object) -> ChocoChallengeSectionIntroType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                intro_type_0 = ChocoChallengeSectionIntroType0.from_dict(data)



                return intro_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocoChallengeSectionIntroType0 | None, data)

        intro = _parse_intro(d.pop("intro"))


        title = ChocoChallengeSectionTitle.from_dict(d.pop("title"))




        choco_challenge_section = cls(
            id=id,
            intro=intro,
            title=title,
        )

        return choco_challenge_section

