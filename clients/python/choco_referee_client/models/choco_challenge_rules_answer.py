from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_challenge_rules_answer_game import ChocoChallengeRulesAnswerGame
from ..models.choco_challenge_tool_id import ChocoChallengeToolId
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_challenge_card_info import ChocoChallengeCardInfo
  from ..models.choco_challenge_rule import ChocoChallengeRule
  from ..models.choco_challenge_rules_answer_names import ChocoChallengeRulesAnswerNames
  from ..models.choco_challenge_rules_answer_rulings_policy import ChocoChallengeRulesAnswerRulingsPolicy
  from ..models.choco_challenge_ruling import ChocoChallengeRuling
  from ..models.choco_challenge_section import ChocoChallengeSection
  from ..models.choco_challenge_setup_row import ChocoChallengeSetupRow





T = TypeVar("T", bound="ChocoChallengeRulesAnswer")



@_attrs_define
class ChocoChallengeRulesAnswer:
    """ The game's catalogue: every rule with its id and text in English and Italian, and its tables.

        Attributes:
            cards (list[ChocoChallengeCardInfo]): The cards of the edition of record (section 1).
            desserts (list[str]): The dessert ids, by value.
            game (ChocoChallengeRulesAnswerGame):
            names (ChocoChallengeRulesAnswerNames): The game's name. Keys: `en`, `it`. Example: {'en': 'Choco Late', 'it':
                'Choco Late'}.
            rules (list[ChocoChallengeRule]): Every rule, in the order of the rules of record.
            rulings (list[ChocoChallengeRuling]): The rulings (section 14): what the rulebook leaves open, and the decision.
            rulings_policy (ChocoChallengeRulesAnswerRulingsPolicy): How rulings are taken and changed. Keys: `en`, `it`.
                Example: {'en': 'Deck', 'it': 'Mazzo'}.
            sections (list[ChocoChallengeSection]): The sections of the rules, in order.
            setup (list[ChocoChallengeSetupRow]): The setup table (section 2).
            tools (list[ChocoChallengeToolId]): The tool ids.
     """

    cards: list[ChocoChallengeCardInfo]
    desserts: list[str]
    game: ChocoChallengeRulesAnswerGame
    names: ChocoChallengeRulesAnswerNames
    rules: list[ChocoChallengeRule]
    rulings: list[ChocoChallengeRuling]
    rulings_policy: ChocoChallengeRulesAnswerRulingsPolicy
    sections: list[ChocoChallengeSection]
    setup: list[ChocoChallengeSetupRow]
    tools: list[ChocoChallengeToolId]





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_challenge_card_info import ChocoChallengeCardInfo # noqa: PLC0415
        from ..models.choco_challenge_rule import ChocoChallengeRule # noqa: PLC0415
        from ..models.choco_challenge_rules_answer_names import ChocoChallengeRulesAnswerNames # noqa: PLC0415
        from ..models.choco_challenge_rules_answer_rulings_policy import ChocoChallengeRulesAnswerRulingsPolicy # noqa: PLC0415
        from ..models.choco_challenge_ruling import ChocoChallengeRuling # noqa: PLC0415
        from ..models.choco_challenge_section import ChocoChallengeSection # noqa: PLC0415
        from ..models.choco_challenge_setup_row import ChocoChallengeSetupRow # noqa: PLC0415
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        desserts = self.desserts



        game = self.game.value

        names = self.names.to_dict()

        rules = []
        for rules_item_data in self.rules:
            rules_item = rules_item_data.to_dict()
            rules.append(rules_item)



        rulings = []
        for rulings_item_data in self.rulings:
            rulings_item = rulings_item_data.to_dict()
            rulings.append(rulings_item)



        rulings_policy = self.rulings_policy.to_dict()

        sections = []
        for sections_item_data in self.sections:
            sections_item = sections_item_data.to_dict()
            sections.append(sections_item)



        setup = []
        for setup_item_data in self.setup:
            setup_item = setup_item_data.to_dict()
            setup.append(setup_item)



        tools = []
        for tools_item_data in self.tools:
            tools_item = tools_item_data.value
            tools.append(tools_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "desserts": desserts,
            "game": game,
            "names": names,
            "rules": rules,
            "rulings": rulings,
            "rulings_policy": rulings_policy,
            "sections": sections,
            "setup": setup,
            "tools": tools,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_challenge_card_info import ChocoChallengeCardInfo # noqa: PLC0415
        from ..models.choco_challenge_rule import ChocoChallengeRule # noqa: PLC0415
        from ..models.choco_challenge_rules_answer_names import ChocoChallengeRulesAnswerNames # noqa: PLC0415
        from ..models.choco_challenge_rules_answer_rulings_policy import ChocoChallengeRulesAnswerRulingsPolicy # noqa: PLC0415
        from ..models.choco_challenge_ruling import ChocoChallengeRuling # noqa: PLC0415
        from ..models.choco_challenge_section import ChocoChallengeSection # noqa: PLC0415
        from ..models.choco_challenge_setup_row import ChocoChallengeSetupRow # noqa: PLC0415
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = ChocoChallengeCardInfo.from_dict(cards_item_data)



            cards.append(cards_item)


        desserts = cast(list[str], d.pop("desserts"))


        game = ChocoChallengeRulesAnswerGame(d.pop("game"))




        names = ChocoChallengeRulesAnswerNames.from_dict(d.pop("names"))




        rules = []
        _rules = d.pop("rules")
        for rules_item_data in (_rules):
            rules_item = ChocoChallengeRule.from_dict(rules_item_data)



            rules.append(rules_item)


        rulings = []
        _rulings = d.pop("rulings")
        for rulings_item_data in (_rulings):
            rulings_item = ChocoChallengeRuling.from_dict(rulings_item_data)



            rulings.append(rulings_item)


        rulings_policy = ChocoChallengeRulesAnswerRulingsPolicy.from_dict(d.pop("rulings_policy"))




        sections = []
        _sections = d.pop("sections")
        for sections_item_data in (_sections):
            sections_item = ChocoChallengeSection.from_dict(sections_item_data)



            sections.append(sections_item)


        setup = []
        _setup = d.pop("setup")
        for setup_item_data in (_setup):
            setup_item = ChocoChallengeSetupRow.from_dict(setup_item_data)



            setup.append(setup_item)


        tools = []
        _tools = d.pop("tools")
        for tools_item_data in (_tools):
            tools_item = ChocoChallengeToolId(tools_item_data)



            tools.append(tools_item)


        choco_challenge_rules_answer = cls(
            cards=cards,
            desserts=desserts,
            game=game,
            names=names,
            rules=rules,
            rulings=rulings,
            rulings_policy=rulings_policy,
            sections=sections,
            setup=setup,
            tools=tools,
        )

        return choco_challenge_rules_answer

