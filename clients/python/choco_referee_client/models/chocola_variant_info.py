from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chocola_rule_id import ChocolaRuleId
from ..models.chocola_variant_id import ChocolaVariantId
from typing import cast

if TYPE_CHECKING:
  from ..models.chocola_variant_info_effect import ChocolaVariantInfoEffect





T = TypeVar("T", bound="ChocolaVariantInfo")



@_attrs_define
class ChocolaVariantInfo:
    """ 
        Attributes:
            effect (ChocolaVariantInfoEffect): What the variant changes. Keys: `en`, `it`. Example: {'en': 'Deck', 'it':
                'Mazzo'}.
            id (ChocolaVariantId): A variant of the game.

                - `second_phase`: Seconda fase: a second phase collecting Decorations, then decorating (E5-E7); the final score
                is phase 2's. Example: second_phase.
            label_it (str): Its name in Italian. Example: Seconda fase.
            name_en (str): Its English name. Example: Second phase.
            rules (list[ChocolaRuleId]): The rules the variant brings.
     """

    effect: ChocolaVariantInfoEffect
    id: ChocolaVariantId
    label_it: str
    name_en: str
    rules: list[ChocolaRuleId]





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_variant_info_effect import ChocolaVariantInfoEffect # noqa: PLC0415
        effect = self.effect.to_dict()

        id = self.id.value

        label_it = self.label_it

        name_en = self.name_en

        rules = []
        for rules_item_data in self.rules:
            rules_item = rules_item_data.value
            rules.append(rules_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "effect": effect,
            "id": id,
            "label_it": label_it,
            "name_en": name_en,
            "rules": rules,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chocola_variant_info_effect import ChocolaVariantInfoEffect # noqa: PLC0415
        d = dict(src_dict)
        effect = ChocolaVariantInfoEffect.from_dict(d.pop("effect"))




        id = ChocolaVariantId(d.pop("id"))




        label_it = d.pop("label_it")

        name_en = d.pop("name_en")

        rules = []
        _rules = d.pop("rules")
        for rules_item_data in (_rules):
            rules_item = ChocolaRuleId(rules_item_data)



            rules.append(rules_item)


        chocola_variant_info = cls(
            effect=effect,
            id=id,
            label_it=label_it,
            name_en=name_en,
            rules=rules,
        )

        return chocola_variant_info

