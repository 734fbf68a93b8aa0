from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chocola_rules_answer_game import ChocolaRulesAnswerGame
from typing import cast

if TYPE_CHECKING:
  from ..models.chocola_chocolate_info import ChocolaChocolateInfo
  from ..models.chocola_decoration_info import ChocolaDecorationInfo
  from ..models.chocola_decoration_kind import ChocolaDecorationKind
  from ..models.chocola_dessert_info import ChocolaDessertInfo
  from ..models.chocola_flavour_info import ChocolaFlavourInfo
  from ..models.chocola_rule import ChocolaRule
  from ..models.chocola_rule_kind import ChocolaRuleKind
  from ..models.chocola_rules_answer_names import ChocolaRulesAnswerNames
  from ..models.chocola_rules_answer_rulings_policy import ChocolaRulesAnswerRulingsPolicy
  from ..models.chocola_section import ChocolaSection
  from ..models.chocola_setup_row import ChocolaSetupRow
  from ..models.chocola_type_info import ChocolaTypeInfo
  from ..models.chocola_variant_info import ChocolaVariantInfo





T = TypeVar("T", bound="ChocolaRulesAnswer")



@_attrs_define
class ChocolaRulesAnswer:
    """ The game's catalogue: every rule with its id and text in English and Italian, and its tables.

        Attributes:
            chocolate (list[ChocolaChocolateInfo]): The Chocolate cards (C2), in id order.
            decoration_kinds (list[ChocolaDecorationKind]): The five kinds of Decoration (C4, D2).
            decorations (list[ChocolaDecorationInfo]): The Decorations (C4), in table order.
            desserts (list[ChocolaDessertInfo]): The Desserts (C3), in table order.
            flavours (list[ChocolaFlavourInfo]): The flavours and C1's relations.
            game (ChocolaRulesAnswerGame):
            names (ChocolaRulesAnswerNames): The game's name. Keys: `en`, `it`. Example: {'en': 'Choco Late', 'it': 'Choco
                Late'}.
            rule_kinds (list[ChocolaRuleKind]): The closed vocabulary of scoring rules and effects (R1-R10).
            rules (list[ChocolaRule]): Every rule, in the order of the rules of record.
            rulings_policy (ChocolaRulesAnswerRulingsPolicy): How rulings are taken and changed. Keys: `en`, `it`. Example:
                {'en': 'Deck', 'it': 'Mazzo'}.
            sections (list[ChocolaSection]): The sections of the rules, in order.
            setup (list[ChocolaSetupRow]): The setup table (section 3).
            types (list[ChocolaTypeInfo]): The Dessert types (C1).
            variants (list[ChocolaVariantInfo]): The variants.
     """

    chocolate: list[ChocolaChocolateInfo]
    decoration_kinds: list[ChocolaDecorationKind]
    decorations: list[ChocolaDecorationInfo]
    desserts: list[ChocolaDessertInfo]
    flavours: list[ChocolaFlavourInfo]
    game: ChocolaRulesAnswerGame
    names: ChocolaRulesAnswerNames
    rule_kinds: list[ChocolaRuleKind]
    rules: list[ChocolaRule]
    rulings_policy: ChocolaRulesAnswerRulingsPolicy
    sections: list[ChocolaSection]
    setup: list[ChocolaSetupRow]
    types: list[ChocolaTypeInfo]
    variants: list[ChocolaVariantInfo]





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_chocolate_info import ChocolaChocolateInfo # noqa: PLC0415
        from ..models.chocola_decoration_info import ChocolaDecorationInfo # noqa: PLC0415
        from ..models.chocola_decoration_kind import ChocolaDecorationKind # noqa: PLC0415
        from ..models.chocola_dessert_info import ChocolaDessertInfo # noqa: PLC0415
        from ..models.chocola_flavour_info import ChocolaFlavourInfo # noqa: PLC0415
        from ..models.chocola_rule import ChocolaRule # noqa: PLC0415
        from ..models.chocola_rule_kind import ChocolaRuleKind # noqa: PLC0415
        from ..models.chocola_rules_answer_names import ChocolaRulesAnswerNames # noqa: PLC0415
        from ..models.chocola_rules_answer_rulings_policy import ChocolaRulesAnswerRulingsPolicy # noqa: PLC0415
        from ..models.chocola_section import ChocolaSection # noqa: PLC0415
        from ..models.chocola_setup_row import ChocolaSetupRow # noqa: PLC0415
        from ..models.chocola_type_info import ChocolaTypeInfo # noqa: PLC0415
        from ..models.chocola_variant_info import ChocolaVariantInfo # noqa: PLC0415
        chocolate = []
        for chocolate_item_data in self.chocolate:
            chocolate_item = chocolate_item_data.to_dict()
            chocolate.append(chocolate_item)



        decoration_kinds = []
        for decoration_kinds_item_data in self.decoration_kinds:
            decoration_kinds_item = decoration_kinds_item_data.to_dict()
            decoration_kinds.append(decoration_kinds_item)



        decorations = []
        for decorations_item_data in self.decorations:
            decorations_item = decorations_item_data.to_dict()
            decorations.append(decorations_item)



        desserts = []
        for desserts_item_data in self.desserts:
            desserts_item = desserts_item_data.to_dict()
            desserts.append(desserts_item)



        flavours = []
        for flavours_item_data in self.flavours:
            flavours_item = flavours_item_data.to_dict()
            flavours.append(flavours_item)



        game = self.game.value

        names = self.names.to_dict()

        rule_kinds = []
        for rule_kinds_item_data in self.rule_kinds:
            rule_kinds_item = rule_kinds_item_data.to_dict()
            rule_kinds.append(rule_kinds_item)



        rules = []
        for rules_item_data in self.rules:
            rules_item = rules_item_data.to_dict()
            rules.append(rules_item)



        rulings_policy = self.rulings_policy.to_dict()

        sections = []
        for sections_item_data in self.sections:
            sections_item = sections_item_data.to_dict()
            sections.append(sections_item)



        setup = []
        for setup_item_data in self.setup:
            setup_item = setup_item_data.to_dict()
            setup.append(setup_item)



        types = []
        for types_item_data in self.types:
            types_item = types_item_data.to_dict()
            types.append(types_item)



        variants = []
        for variants_item_data in self.variants:
            variants_item = variants_item_data.to_dict()
            variants.append(variants_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "chocolate": chocolate,
            "decoration_kinds": decoration_kinds,
            "decorations": decorations,
            "desserts": desserts,
            "flavours": flavours,
            "game": game,
            "names": names,
            "rule_kinds": rule_kinds,
            "rules": rules,
            "rulings_policy": rulings_policy,
            "sections": sections,
            "setup": setup,
            "types": types,
            "variants": variants,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chocola_chocolate_info import ChocolaChocolateInfo # noqa: PLC0415
        from ..models.chocola_decoration_info import ChocolaDecorationInfo # noqa: PLC0415
        from ..models.chocola_decoration_kind import ChocolaDecorationKind # noqa: PLC0415
        from ..models.chocola_dessert_info import ChocolaDessertInfo # noqa: PLC0415
        from ..models.chocola_flavour_info import ChocolaFlavourInfo # noqa: PLC0415
        from ..models.chocola_rule import ChocolaRule # noqa: PLC0415
        from ..models.chocola_rule_kind import ChocolaRuleKind # noqa: PLC0415
        from ..models.chocola_rules_answer_names import ChocolaRulesAnswerNames # noqa: PLC0415
        from ..models.chocola_rules_answer_rulings_policy import ChocolaRulesAnswerRulingsPolicy # noqa: PLC0415
        from ..models.chocola_section import ChocolaSection # noqa: PLC0415
        from ..models.chocola_setup_row import ChocolaSetupRow # noqa: PLC0415
        from ..models.chocola_type_info import ChocolaTypeInfo # noqa: PLC0415
        from ..models.chocola_variant_info import ChocolaVariantInfo # noqa: PLC0415
        d = dict(src_dict)
        chocolate = []
        _chocolate = d.pop("chocolate")
        for chocolate_item_data in (_chocolate):
            chocolate_item = ChocolaChocolateInfo.from_dict(chocolate_item_data)



            chocolate.append(chocolate_item)


        decoration_kinds = []
        _decoration_kinds = d.pop("decoration_kinds")
        for decoration_kinds_item_data in (_decoration_kinds):
            decoration_kinds_item = ChocolaDecorationKind.from_dict(decoration_kinds_item_data)



            decoration_kinds.append(decoration_kinds_item)


        decorations = []
        _decorations = d.pop("decorations")
        for decorations_item_data in (_decorations):
            decorations_item = ChocolaDecorationInfo.from_dict(decorations_item_data)



            decorations.append(decorations_item)


        desserts = []
        _desserts = d.pop("desserts")
        for desserts_item_data in (_desserts):
            desserts_item = ChocolaDessertInfo.from_dict(desserts_item_data)



            desserts.append(desserts_item)


        flavours = []
        _flavours = d.pop("flavours")
        for flavours_item_data in (_flavours):
            flavours_item = ChocolaFlavourInfo.from_dict(flavours_item_data)



            flavours.append(flavours_item)


        game = ChocolaRulesAnswerGame(d.pop("game"))




        names = ChocolaRulesAnswerNames.from_dict(d.pop("names"))




        rule_kinds = []
        _rule_kinds = d.pop("rule_kinds")
        for rule_kinds_item_data in (_rule_kinds):
            rule_kinds_item = ChocolaRuleKind.from_dict(rule_kinds_item_data)



            rule_kinds.append(rule_kinds_item)


        rules = []
        _rules = d.pop("rules")
        for rules_item_data in (_rules):
            rules_item = ChocolaRule.from_dict(rules_item_data)



            rules.append(rules_item)


        rulings_policy = ChocolaRulesAnswerRulingsPolicy.from_dict(d.pop("rulings_policy"))




        sections = []
        _sections = d.pop("sections")
        for sections_item_data in (_sections):
            sections_item = ChocolaSection.from_dict(sections_item_data)



            sections.append(sections_item)


        setup = []
        _setup = d.pop("setup")
        for setup_item_data in (_setup):
            setup_item = ChocolaSetupRow.from_dict(setup_item_data)



            setup.append(setup_item)


        types = []
        _types = d.pop("types")
        for types_item_data in (_types):
            types_item = ChocolaTypeInfo.from_dict(types_item_data)



            types.append(types_item)


        variants = []
        _variants = d.pop("variants")
        for variants_item_data in (_variants):
            variants_item = ChocolaVariantInfo.from_dict(variants_item_data)



            variants.append(variants_item)


        chocola_rules_answer = cls(
            chocolate=chocolate,
            decoration_kinds=decoration_kinds,
            decorations=decorations,
            desserts=desserts,
            flavours=flavours,
            game=game,
            names=names,
            rule_kinds=rule_kinds,
            rules=rules,
            rulings_policy=rulings_policy,
            sections=sections,
            setup=setup,
            types=types,
            variants=variants,
        )

        return chocola_rules_answer

