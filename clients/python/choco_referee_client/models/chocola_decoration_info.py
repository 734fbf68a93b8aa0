from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chocola_decoration_info_kind import ChocolaDecorationInfoKind
from typing import cast

if TYPE_CHECKING:
  from ..models.chocola_cost import ChocolaCost
  from ..models.chocola_decoration_info_kind_label import ChocolaDecorationInfoKindLabel
  from ..models.chocola_rule_of_card import ChocolaRuleOfCard





T = TypeVar("T", bound="ChocolaDecorationInfo")



@_attrs_define
class ChocolaDecorationInfo:
    """ 
        Attributes:
            copies (int):
            cost (ChocolaCost): Units per flavour.
            effect (ChocolaRuleOfCard | None):
            id (str):  Example: caramel.
            kind (ChocolaDecorationInfoKind):
            kind_label (ChocolaDecorationInfoKindLabel): The kind's name. Keys: `en`, `it`. Example: {'en': 'caramel', 'it':
                'Caramello'}.
            label (str):  Example: Caramello.
            scoring (ChocolaRuleOfCard):
     """

    copies: int
    cost: ChocolaCost
    effect: ChocolaRuleOfCard | None
    id: str
    kind: ChocolaDecorationInfoKind
    kind_label: ChocolaDecorationInfoKindLabel
    label: str
    scoring: ChocolaRuleOfCard





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_cost import ChocolaCost # noqa: PLC0415
        from ..models.chocola_decoration_info_kind_label import ChocolaDecorationInfoKindLabel # noqa: PLC0415
        from ..models.chocola_rule_of_card import ChocolaRuleOfCard # noqa: PLC0415
        copies = self.copies

        cost = self.cost.to_dict()

        effect: dict[str, Any] | None
        if isinstance(self.effect, ChocolaRuleOfCard):
            effect = self.effect.to_dict()
        else:
            effect = self.effect

        id = self.id

        kind = self.kind.value

        kind_label = self.kind_label.to_dict()

        label = self.label

        scoring = self.scoring.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "copies": copies,
            "cost": cost,
            "effect": effect,
            "id": id,
            "kind": kind,
            "kind_label": kind_label,
            "label": label,
            "scoring": scoring,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chocola_cost import ChocolaCost # noqa: PLC0415
        from ..models.chocola_decoration_info_kind_label import ChocolaDecorationInfoKindLabel # noqa: PLC0415
        from ..models.chocola_rule_of_card import ChocolaRuleOfCard # noqa: PLC0415
        d = dict(src_dict)
        copies = d.pop("copies")

        cost = ChocolaCost.from_dict(d.pop("cost"))




        def _parse_effect(data: object) -> ChocolaRuleOfCard | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                effect_type_0 = ChocolaRuleOfCard.from_dict(data)



                return effect_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocolaRuleOfCard | None, data)

        effect = _parse_effect(d.pop("effect"))


        id = d.pop("id")

        kind = ChocolaDecorationInfoKind(d.pop("kind"))




        kind_label = ChocolaDecorationInfoKindLabel.from_dict(d.pop("kind_label"))




        label = d.pop("label")

        scoring = ChocolaRuleOfCard.from_dict(d.pop("scoring"))




        chocola_decoration_info = cls(
            copies=copies,
            cost=cost,
            effect=effect,
            id=id,
            kind=kind,
            kind_label=kind_label,
            label=label,
            scoring=scoring,
        )

        return chocola_decoration_info

