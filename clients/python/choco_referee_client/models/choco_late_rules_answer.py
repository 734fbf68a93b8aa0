from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_late_rules_answer_game import ChocoLateRulesAnswerGame
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_late_combination import ChocoLateCombination
  from ..models.choco_late_deck import ChocoLateDeck
  from ..models.choco_late_rule import ChocoLateRule
  from ..models.choco_late_rules_answer_names import ChocoLateRulesAnswerNames
  from ..models.choco_late_rules_answer_rulings_policy import ChocoLateRulesAnswerRulingsPolicy
  from ..models.choco_late_rules_answer_variants_note import ChocoLateRulesAnswerVariantsNote
  from ..models.choco_late_section import ChocoLateSection
  from ..models.choco_late_setup_tables import ChocoLateSetupTables
  from ..models.choco_late_variant_info import ChocoLateVariantInfo





T = TypeVar("T", bound="ChocoLateRulesAnswer")



@_attrs_define
class ChocoLateRulesAnswer:
    """ The game's catalogue: every rule with its id and text in English and Italian, and its tables.

        Attributes:
            combinations (list[ChocoLateCombination]): The combination table (C1).
            deck (ChocoLateDeck):
            game (ChocoLateRulesAnswerGame):
            names (ChocoLateRulesAnswerNames): The game's name. Keys: `en`, `it`. Example: {'en': 'Choco Late', 'it': 'Choco
                Late'}.
            rules (list[ChocoLateRule]): Every rule, in the order of the rules of record.
            rulings_policy (ChocoLateRulesAnswerRulingsPolicy): How rulings are taken and changed. Keys: `en`, `it`.
                Example: {'en': 'Deck', 'it': 'Mazzo'}.
            sections (list[ChocoLateSection]): The sections of the rules, in order.
            setup (ChocoLateSetupTables):
            split_budget (str): The best-split search budget and what happens past it.
            tie_rule (str): How a tray's breakdown is chosen among equals (the /choco-late/trays answers refer to it).
            variants (list[ChocoLateVariantInfo]): The variants (section 5).
            variants_note (ChocoLateRulesAnswerVariantsNote): How variants combine. Keys: `en`, `it`. Example: {'en':
                'Deck', 'it': 'Mazzo'}.
     """

    combinations: list[ChocoLateCombination]
    deck: ChocoLateDeck
    game: ChocoLateRulesAnswerGame
    names: ChocoLateRulesAnswerNames
    rules: list[ChocoLateRule]
    rulings_policy: ChocoLateRulesAnswerRulingsPolicy
    sections: list[ChocoLateSection]
    setup: ChocoLateSetupTables
    split_budget: str
    tie_rule: str
    variants: list[ChocoLateVariantInfo]
    variants_note: ChocoLateRulesAnswerVariantsNote





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_late_combination import ChocoLateCombination # noqa: PLC0415
        from ..models.choco_late_deck import ChocoLateDeck # noqa: PLC0415
        from ..models.choco_late_rule import ChocoLateRule # noqa: PLC0415
        from ..models.choco_late_rules_answer_names import ChocoLateRulesAnswerNames # noqa: PLC0415
        from ..models.choco_late_rules_answer_rulings_policy import ChocoLateRulesAnswerRulingsPolicy # noqa: PLC0415
        from ..models.choco_late_rules_answer_variants_note import ChocoLateRulesAnswerVariantsNote # noqa: PLC0415
        from ..models.choco_late_section import ChocoLateSection # noqa: PLC0415
        from ..models.choco_late_setup_tables import ChocoLateSetupTables # noqa: PLC0415
        from ..models.choco_late_variant_info import ChocoLateVariantInfo # noqa: PLC0415
        combinations = []
        for combinations_item_data in self.combinations:
            combinations_item = combinations_item_data.to_dict()
            combinations.append(combinations_item)



        deck = self.deck.to_dict()

        game = self.game.value

        names = self.names.to_dict()

        rules = []
        for rules_item_data in self.rules:
            rules_item = rules_item_data.to_dict()
            rules.append(rules_item)



        rulings_policy = self.rulings_policy.to_dict()

        sections = []
        for sections_item_data in self.sections:
            sections_item = sections_item_data.to_dict()
            sections.append(sections_item)



        setup = self.setup.to_dict()

        split_budget = self.split_budget

        tie_rule = self.tie_rule

        variants = []
        for variants_item_data in self.variants:
            variants_item = variants_item_data.to_dict()
            variants.append(variants_item)



        variants_note = self.variants_note.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "combinations": combinations,
            "deck": deck,
            "game": game,
            "names": names,
            "rules": rules,
            "rulings_policy": rulings_policy,
            "sections": sections,
            "setup": setup,
            "split_budget": split_budget,
            "tie_rule": tie_rule,
            "variants": variants,
            "variants_note": variants_note,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_late_combination import ChocoLateCombination # noqa: PLC0415
        from ..models.choco_late_deck import ChocoLateDeck # noqa: PLC0415
        from ..models.choco_late_rule import ChocoLateRule # noqa: PLC0415
        from ..models.choco_late_rules_answer_names import ChocoLateRulesAnswerNames # noqa: PLC0415
        from ..models.choco_late_rules_answer_rulings_policy import ChocoLateRulesAnswerRulingsPolicy # noqa: PLC0415
        from ..models.choco_late_rules_answer_variants_note import ChocoLateRulesAnswerVariantsNote # noqa: PLC0415
        from ..models.choco_late_section import ChocoLateSection # noqa: PLC0415
        from ..models.choco_late_setup_tables import ChocoLateSetupTables # noqa: PLC0415
        from ..models.choco_late_variant_info import ChocoLateVariantInfo # noqa: PLC0415
        d = dict(src_dict)
        combinations = []
        _combinations = d.pop("combinations")
        for combinations_item_data in (_combinations):
            combinations_item = ChocoLateCombination.from_dict(combinations_item_data)



            combinations.append(combinations_item)


        deck = ChocoLateDeck.from_dict(d.pop("deck"))




        game = ChocoLateRulesAnswerGame(d.pop("game"))




        names = ChocoLateRulesAnswerNames.from_dict(d.pop("names"))




        rules = []
        _rules = d.pop("rules")
        for rules_item_data in (_rules):
            rules_item = ChocoLateRule.from_dict(rules_item_data)



            rules.append(rules_item)


        rulings_policy = ChocoLateRulesAnswerRulingsPolicy.from_dict(d.pop("rulings_policy"))




        sections = []
        _sections = d.pop("sections")
        for sections_item_data in (_sections):
            sections_item = ChocoLateSection.from_dict(sections_item_data)



            sections.append(sections_item)


        setup = ChocoLateSetupTables.from_dict(d.pop("setup"))




        split_budget = d.pop("split_budget")

        tie_rule = d.pop("tie_rule")

        variants = []
        _variants = d.pop("variants")
        for variants_item_data in (_variants):
            variants_item = ChocoLateVariantInfo.from_dict(variants_item_data)



            variants.append(variants_item)


        variants_note = ChocoLateRulesAnswerVariantsNote.from_dict(d.pop("variants_note"))




        choco_late_rules_answer = cls(
            combinations=combinations,
            deck=deck,
            game=game,
            names=names,
            rules=rules,
            rulings_policy=rulings_policy,
            sections=sections,
            setup=setup,
            split_budget=split_budget,
            tie_rule=tie_rule,
            variants=variants,
            variants_note=variants_note,
        )

        return choco_late_rules_answer

