from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_masquerade_rules_answer_game import ChokoMasqueradeRulesAnswerGame
from typing import cast

if TYPE_CHECKING:
  from ..models.choko_masquerade_cards_table import ChokoMasqueradeCardsTable
  from ..models.choko_masquerade_rule import ChokoMasqueradeRule
  from ..models.choko_masquerade_rules_answer_names import ChokoMasqueradeRulesAnswerNames
  from ..models.choko_masquerade_section import ChokoMasqueradeSection
  from ..models.choko_masquerade_setup_table import ChokoMasqueradeSetupTable





T = TypeVar("T", bound="ChokoMasqueradeRulesAnswer")



@_attrs_define
class ChokoMasqueradeRulesAnswer:
    """ The game's catalogue: every rule with its id and text in English and Italian, and its tables.

        Attributes:
            cards (ChokoMasqueradeCardsTable):
            game (ChokoMasqueradeRulesAnswerGame):
            names (ChokoMasqueradeRulesAnswerNames): The game's name. Keys: `en`, `it`. Example: {'en': 'Choco Late', 'it':
                'Choco Late'}.
            rules (list[ChokoMasqueradeRule]): Every rule, in the order of the rules of record.
            sections (list[ChokoMasqueradeSection]): The sections of the rules, in order.
            setup (ChokoMasqueradeSetupTable):
     """

    cards: ChokoMasqueradeCardsTable
    game: ChokoMasqueradeRulesAnswerGame
    names: ChokoMasqueradeRulesAnswerNames
    rules: list[ChokoMasqueradeRule]
    sections: list[ChokoMasqueradeSection]
    setup: ChokoMasqueradeSetupTable





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_masquerade_cards_table import ChokoMasqueradeCardsTable # noqa: PLC0415
        from ..models.choko_masquerade_rule import ChokoMasqueradeRule # noqa: PLC0415
        from ..models.choko_masquerade_rules_answer_names import ChokoMasqueradeRulesAnswerNames # noqa: PLC0415
        from ..models.choko_masquerade_section import ChokoMasqueradeSection # noqa: PLC0415
        from ..models.choko_masquerade_setup_table import ChokoMasqueradeSetupTable # noqa: PLC0415
        cards = self.cards.to_dict()

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



        setup = self.setup.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "game": game,
            "names": names,
            "rules": rules,
            "sections": sections,
            "setup": setup,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choko_masquerade_cards_table import ChokoMasqueradeCardsTable # noqa: PLC0415
        from ..models.choko_masquerade_rule import ChokoMasqueradeRule # noqa: PLC0415
        from ..models.choko_masquerade_rules_answer_names import ChokoMasqueradeRulesAnswerNames # noqa: PLC0415
        from ..models.choko_masquerade_section import ChokoMasqueradeSection # noqa: PLC0415
        from ..models.choko_masquerade_setup_table import ChokoMasqueradeSetupTable # noqa: PLC0415
        d = dict(src_dict)
        cards = ChokoMasqueradeCardsTable.from_dict(d.pop("cards"))




        game = ChokoMasqueradeRulesAnswerGame(d.pop("game"))




        names = ChokoMasqueradeRulesAnswerNames.from_dict(d.pop("names"))




        rules = []
        _rules = d.pop("rules")
        for rules_item_data in (_rules):
            rules_item = ChokoMasqueradeRule.from_dict(rules_item_data)



            rules.append(rules_item)


        sections = []
        _sections = d.pop("sections")
        for sections_item_data in (_sections):
            sections_item = ChokoMasqueradeSection.from_dict(sections_item_data)



            sections.append(sections_item)


        setup = ChokoMasqueradeSetupTable.from_dict(d.pop("setup"))




        choko_masquerade_rules_answer = cls(
            cards=cards,
            game=game,
            names=names,
            rules=rules,
            sections=sections,
            setup=setup,
        )

        return choko_masquerade_rules_answer

