from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.chocola_rule_id import ChocolaRuleId
from ..models.chocola_tray_answer_tray_chosen import ChocolaTrayAnswerTrayChosen
from typing import cast

if TYPE_CHECKING:
  from ..models.chocola_decoration_rule import ChocolaDecorationRule
  from ..models.chocola_dessert_line import ChocolaDessertLine
  from ..models.chocola_dessert_rule import ChocolaDessertRule
  from ..models.chocola_inspiration_line import ChocolaInspirationLine





T = TypeVar("T", bound="ChocolaTrayAnswer")



@_attrs_define
class ChocolaTrayAnswer:
    """ A player's score for a phase, line by line (section 5): the tray, every rule and its points.

        Attributes:
            decided_by (list[ChocolaRuleId]): The rules that made the score. Example: ['V4', 'V5', 'V3', 'V6', 'V7', 'V8'].
            decoration_points (int): Every assigned Decoration (V7). Example: 20.
            decoration_rules (list[ChocolaDecorationRule]): One line per assigned Decoration, by carrying Dessert in C3
                order, then C4 order.
            dessert_points (int): The tray Desserts' rules (V6). Example: 64.
            dessert_rules (list[ChocolaDessertRule]): One line per tray Dessert, in C3 table order.
            desserts (list[ChocolaDessertLine]): Every own Dessert, in C3 table order.
            inspiration (ChocolaInspirationLine):
            points (int): dessert_points + decoration_points (V8). Example: 84.
            set_aside (list[str]): The Desserts set aside (esclusi), in C3 table order. Example: ['dark_praline',
                'milk_mousse'].
            summary (str): The score in words, in the request's language. Example: Desserts 64 + Decorations 20 = 84.
            tray (list[str]): The tray's Desserts, in C3 table order (V2). Example: ['milk_praline', 'white_semifreddo',
                'dark_mousse'].
            tray_chosen (ChocolaTrayAnswerTrayChosen): `given`: the tray declared (V3); `best`: none was, so the referee
                chose the best.
            unassigned (list[str]): Decorations left unassigned (D3): 0 points.
     """

    decided_by: list[ChocolaRuleId]
    decoration_points: int
    decoration_rules: list[ChocolaDecorationRule]
    dessert_points: int
    dessert_rules: list[ChocolaDessertRule]
    desserts: list[ChocolaDessertLine]
    inspiration: ChocolaInspirationLine
    points: int
    set_aside: list[str]
    summary: str
    tray: list[str]
    tray_chosen: ChocolaTrayAnswerTrayChosen
    unassigned: list[str]





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_decoration_rule import ChocolaDecorationRule # noqa: PLC0415
        from ..models.chocola_dessert_line import ChocolaDessertLine # noqa: PLC0415
        from ..models.chocola_dessert_rule import ChocolaDessertRule # noqa: PLC0415
        from ..models.chocola_inspiration_line import ChocolaInspirationLine # noqa: PLC0415
        decided_by = []
        for decided_by_item_data in self.decided_by:
            decided_by_item = decided_by_item_data.value
            decided_by.append(decided_by_item)



        decoration_points = self.decoration_points

        decoration_rules = []
        for decoration_rules_item_data in self.decoration_rules:
            decoration_rules_item = decoration_rules_item_data.to_dict()
            decoration_rules.append(decoration_rules_item)



        dessert_points = self.dessert_points

        dessert_rules = []
        for dessert_rules_item_data in self.dessert_rules:
            dessert_rules_item = dessert_rules_item_data.to_dict()
            dessert_rules.append(dessert_rules_item)



        desserts = []
        for desserts_item_data in self.desserts:
            desserts_item = desserts_item_data.to_dict()
            desserts.append(desserts_item)



        inspiration = self.inspiration.to_dict()

        points = self.points

        set_aside = self.set_aside



        summary = self.summary

        tray = self.tray



        tray_chosen = self.tray_chosen.value

        unassigned = self.unassigned




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "decided_by": decided_by,
            "decoration_points": decoration_points,
            "decoration_rules": decoration_rules,
            "dessert_points": dessert_points,
            "dessert_rules": dessert_rules,
            "desserts": desserts,
            "inspiration": inspiration,
            "points": points,
            "set_aside": set_aside,
            "summary": summary,
            "tray": tray,
            "tray_chosen": tray_chosen,
            "unassigned": unassigned,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chocola_decoration_rule import ChocolaDecorationRule # noqa: PLC0415
        from ..models.chocola_dessert_line import ChocolaDessertLine # noqa: PLC0415
        from ..models.chocola_dessert_rule import ChocolaDessertRule # noqa: PLC0415
        from ..models.chocola_inspiration_line import ChocolaInspirationLine # noqa: PLC0415
        d = dict(src_dict)
        decided_by = []
        _decided_by = d.pop("decided_by")
        for decided_by_item_data in (_decided_by):
            decided_by_item = ChocolaRuleId(decided_by_item_data)



            decided_by.append(decided_by_item)


        decoration_points = d.pop("decoration_points")

        decoration_rules = []
        _decoration_rules = d.pop("decoration_rules")
        for decoration_rules_item_data in (_decoration_rules):
            decoration_rules_item = ChocolaDecorationRule.from_dict(decoration_rules_item_data)



            decoration_rules.append(decoration_rules_item)


        dessert_points = d.pop("dessert_points")

        dessert_rules = []
        _dessert_rules = d.pop("dessert_rules")
        for dessert_rules_item_data in (_dessert_rules):
            dessert_rules_item = ChocolaDessertRule.from_dict(dessert_rules_item_data)



            dessert_rules.append(dessert_rules_item)


        desserts = []
        _desserts = d.pop("desserts")
        for desserts_item_data in (_desserts):
            desserts_item = ChocolaDessertLine.from_dict(desserts_item_data)



            desserts.append(desserts_item)


        inspiration = ChocolaInspirationLine.from_dict(d.pop("inspiration"))




        points = d.pop("points")

        set_aside = cast(list[str], d.pop("set_aside"))


        summary = d.pop("summary")

        tray = cast(list[str], d.pop("tray"))


        tray_chosen = ChocolaTrayAnswerTrayChosen(d.pop("tray_chosen"))




        unassigned = cast(list[str], d.pop("unassigned"))


        chocola_tray_answer = cls(
            decided_by=decided_by,
            decoration_points=decoration_points,
            decoration_rules=decoration_rules,
            dessert_points=dessert_points,
            dessert_rules=dessert_rules,
            desserts=desserts,
            inspiration=inspiration,
            points=points,
            set_aside=set_aside,
            summary=summary,
            tray=tray,
            tray_chosen=tray_chosen,
            unassigned=unassigned,
        )

        return chocola_tray_answer

