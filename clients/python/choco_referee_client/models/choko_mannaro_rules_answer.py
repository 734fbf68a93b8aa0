from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_mannaro_rules_answer_game import ChokoMannaroRulesAnswerGame
from typing import cast

if TYPE_CHECKING:
  from ..models.choko_mannaro_card_info import ChokoMannaroCardInfo
  from ..models.choko_mannaro_family_info import ChokoMannaroFamilyInfo
  from ..models.choko_mannaro_rule import ChokoMannaroRule
  from ..models.choko_mannaro_rules_answer_names import ChokoMannaroRulesAnswerNames
  from ..models.choko_mannaro_section import ChokoMannaroSection
  from ..models.choko_mannaro_setup_row import ChokoMannaroSetupRow





T = TypeVar("T", bound="ChokoMannaroRulesAnswer")



@_attrs_define
class ChokoMannaroRulesAnswer:
    """ The game's catalogue: every rule with its id and text in English and Italian, and its tables.

        Attributes:
            cards (list[ChokoMannaroCardInfo]): The 17 kinds of the edition of record (section 1).
            families (list[ChokoMannaroFamilyInfo]): The families, in activation order (C4).
            game (ChokoMannaroRulesAnswerGame):
            names (ChokoMannaroRulesAnswerNames): The game's name. Keys: `en`, `it`. Example: {'en': 'Choco Late', 'it':
                'Choco Late'}.
            rules (list[ChokoMannaroRule]): Every rule, in the order of the rules of record.
            sections (list[ChokoMannaroSection]): The sections of the rules, in order.
            setup (list[ChokoMannaroSetupRow]): The setup table (section 3).
     """

    cards: list[ChokoMannaroCardInfo]
    families: list[ChokoMannaroFamilyInfo]
    game: ChokoMannaroRulesAnswerGame
    names: ChokoMannaroRulesAnswerNames
    rules: list[ChokoMannaroRule]
    sections: list[ChokoMannaroSection]
    setup: list[ChokoMannaroSetupRow]





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_mannaro_card_info import ChokoMannaroCardInfo # noqa: PLC0415
        from ..models.choko_mannaro_family_info import ChokoMannaroFamilyInfo # noqa: PLC0415
        from ..models.choko_mannaro_rule import ChokoMannaroRule # noqa: PLC0415
        from ..models.choko_mannaro_rules_answer_names import ChokoMannaroRulesAnswerNames # noqa: PLC0415
        from ..models.choko_mannaro_section import ChokoMannaroSection # noqa: PLC0415
        from ..models.choko_mannaro_setup_row import ChokoMannaroSetupRow # noqa: PLC0415
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        families = []
        for families_item_data in self.families:
            families_item = families_item_data.to_dict()
            families.append(families_item)



        game = self.game.value

        names = self.names.to_dict()

        rules = []
        for rules_item_data in self.rules:
            rules_item = rules_item_data.to_dict()
            rules.append(rules_item)



        sections = []
        for sections_item_data in self.sections:
            sections_item = sections_item_data.to_dict()
            sections.append(sections_item)



        setup = []
        for setup_item_data in self.setup:
            setup_item = setup_item_data.to_dict()
            setup.append(setup_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "families": families,
            "game": game,
            "names": names,
            "rules": rules,
            "sections": sections,
            "setup": setup,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choko_mannaro_card_info import ChokoMannaroCardInfo # noqa: PLC0415
        from ..models.choko_mannaro_family_info import ChokoMannaroFamilyInfo # noqa: PLC0415
        from ..models.choko_mannaro_rule import ChokoMannaroRule # noqa: PLC0415
        from ..models.choko_mannaro_rules_answer_names import ChokoMannaroRulesAnswerNames # noqa: PLC0415
        from ..models.choko_mannaro_section import ChokoMannaroSection # noqa: PLC0415
        from ..models.choko_mannaro_setup_row import ChokoMannaroSetupRow # noqa: PLC0415
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = ChokoMannaroCardInfo.from_dict(cards_item_data)



            cards.append(cards_item)


        families = []
        _families = d.pop("families")
        for families_item_data in (_families):
            families_item = ChokoMannaroFamilyInfo.from_dict(families_item_data)



            families.append(families_item)


        game = ChokoMannaroRulesAnswerGame(d.pop("game"))




        names = ChokoMannaroRulesAnswerNames.from_dict(d.pop("names"))




        rules = []
        _rules = d.pop("rules")
        for rules_item_data in (_rules):
            rules_item = ChokoMannaroRule.from_dict(rules_item_data)



            rules.append(rules_item)


        sections = []
        _sections = d.pop("sections")
        for sections_item_data in (_sections):
            sections_item = ChokoMannaroSection.from_dict(sections_item_data)



            sections.append(sections_item)


        setup = []
        _setup = d.pop("setup")
        for setup_item_data in (_setup):
            setup_item = ChokoMannaroSetupRow.from_dict(setup_item_data)



            setup.append(setup_item)


        choko_mannaro_rules_answer = cls(
            cards=cards,
            families=families,
            game=game,
            names=names,
            rules=rules,
            sections=sections,
            setup=setup,
        )

        return choko_mannaro_rules_answer

