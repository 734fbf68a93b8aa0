from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_challenge_rule_id import ChocoChallengeRuleId
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_challenge_ruling_text import ChocoChallengeRulingText
  from ..models.choco_challenge_ruling_title import ChocoChallengeRulingTitle





T = TypeVar("T", bound="ChocoChallengeRuling")



@_attrs_define
class ChocoChallengeRuling:
    """ 
        Attributes:
            number (int): Its number in section 14.
            rules (list[ChocoChallengeRuleId]): The rules it decides.
            text (ChocoChallengeRulingText): What the ruling decides. Keys: `en`, `it`. Example: {'en': 'Deck', 'it':
                'Mazzo'}.
            title (ChocoChallengeRulingTitle): The ruling's title. Keys: `en`, `it`. Example: {'en': 'Deck', 'it': 'Mazzo'}.
     """

    number: int
    rules: list[ChocoChallengeRuleId]
    text: ChocoChallengeRulingText
    title: ChocoChallengeRulingTitle





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_challenge_ruling_text import ChocoChallengeRulingText # noqa: PLC0415
        from ..models.choco_challenge_ruling_title import ChocoChallengeRulingTitle # noqa: PLC0415
        number = self.number

        rules = []
        for rules_item_data in self.rules:
            rules_item = rules_item_data.value
            rules.append(rules_item)



        text = self.text.to_dict()

        title = self.title.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "number": number,
            "rules": rules,
            "text": text,
            "title": title,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_challenge_ruling_text import ChocoChallengeRulingText # noqa: PLC0415
        from ..models.choco_challenge_ruling_title import ChocoChallengeRulingTitle # noqa: PLC0415
        d = dict(src_dict)
        number = d.pop("number")

        rules = []
        _rules = d.pop("rules")
        for rules_item_data in (_rules):
            rules_item = ChocoChallengeRuleId(rules_item_data)



            rules.append(rules_item)


        text = ChocoChallengeRulingText.from_dict(d.pop("text"))




        title = ChocoChallengeRulingTitle.from_dict(d.pop("title"))




        choco_challenge_ruling = cls(
            number=number,
            rules=rules,
            text=text,
            title=title,
        )

        return choco_challenge_ruling

