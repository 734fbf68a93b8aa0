from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_late_rule_id import ChocoLateRuleId
from ..models.choco_late_variant_id import ChocoLateVariantId
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_late_variant_info_effect import ChocoLateVariantInfoEffect





T = TypeVar("T", bound="ChocoLateVariantInfo")



@_attrs_define
class ChocoLateVariantInfo:
    """ 
        Attributes:
            changes (list[ChocoLateRuleId]): The standard rules whose application it changes.
            effect (ChocoLateVariantInfoEffect): What the variant changes. Keys: `en`, `it`. Example: {'en': 'Deck', 'it':
                'Mazzo'}.
            id (ChocoLateVariantId): A variant of the game (section 5 of the rules); variants combine freely.

                - `free_bidding`: Free bidding (*Asta pazza*): A5 replaces the order of A4: players bid, raise or pass in any
                order.
                - `best_wins`: Best wins (*Che vinca il migliore*): W5 and W7: vouchers spent after a tie-break go onto the
                winner's personal pile, and the piles break a tie at the end of the game.
                - `two_trays`: Two trays (*Sfida a due vassoi*): The second setup table (2-4 players) and C3: each player
                divides their lots into two trays and scores both. Example: best_wins.
            label_it (str): Its name in the Italian rulebook. Example: Asta pazza.
            name_en (str): Its English name. Example: Free bidding.
            rules (list[ChocoLateRuleId]): The rules the variant brings.
     """

    changes: list[ChocoLateRuleId]
    effect: ChocoLateVariantInfoEffect
    id: ChocoLateVariantId
    label_it: str
    name_en: str
    rules: list[ChocoLateRuleId]





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_late_variant_info_effect import ChocoLateVariantInfoEffect # noqa: PLC0415
        changes = []
        for changes_item_data in self.changes:
            changes_item = changes_item_data.value
            changes.append(changes_item)



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
            "changes": changes,
            "effect": effect,
            "id": id,
            "label_it": label_it,
            "name_en": name_en,
            "rules": rules,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_late_variant_info_effect import ChocoLateVariantInfoEffect # noqa: PLC0415
        d = dict(src_dict)
        changes = []
        _changes = d.pop("changes")
        for changes_item_data in (_changes):
            changes_item = ChocoLateRuleId(changes_item_data)



            changes.append(changes_item)


        effect = ChocoLateVariantInfoEffect.from_dict(d.pop("effect"))




        id = ChocoLateVariantId(d.pop("id"))




        label_it = d.pop("label_it")

        name_en = d.pop("name_en")

        rules = []
        _rules = d.pop("rules")
        for rules_item_data in (_rules):
            rules_item = ChocoLateRuleId(rules_item_data)



            rules.append(rules_item)


        choco_late_variant_info = cls(
            changes=changes,
            effect=effect,
            id=id,
            label_it=label_it,
            name_en=name_en,
            rules=rules,
        )

        return choco_late_variant_info

