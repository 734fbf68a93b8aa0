from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.choco_late_combination_use import ChocoLateCombinationUse





T = TypeVar("T", bound="ChocoLateTrayBreakdown")



@_attrs_define
class ChocoLateTrayBreakdown:
    """ A tray's value (C2) and how it was made: at most one symbol combination, at most one colour combination (they may
    share lots), and loose lots at 1 point each.

        Attributes:
            colour_combination (ChocoLateCombinationUse | None): The combination scored on the lots' colours (shops), or
                null.
            explanation (str): How the points were made, in the request's language. Example: 4 diversi (symbols) 8 + 5
                diversi (colours) 9 = 17.
            loose_lots (list[int]): Lots in neither combination: 1 point each (C2). Example: [].
            lots (list[int]): The tray's lots, in the order given. Example: [26, 32, 44, 37, 23].
            points (int): The tray's value (C2). Example: 17.
            symbol_combination (ChocoLateCombinationUse | None): The combination scored on the lots' symbols, or null.
     """

    colour_combination: ChocoLateCombinationUse | None
    explanation: str
    loose_lots: list[int]
    lots: list[int]
    points: int
    symbol_combination: ChocoLateCombinationUse | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_late_combination_use import ChocoLateCombinationUse # noqa: PLC0415
        colour_combination: dict[str, Any] | None
        if isinstance(self.colour_combination, ChocoLateCombinationUse):
            colour_combination = self.colour_combination.to_dict()
        else:
            colour_combination = self.colour_combination

        explanation = self.explanation

        loose_lots = self.loose_lots



        lots = self.lots



        points = self.points

        symbol_combination: dict[str, Any] | None
        if isinstance(self.symbol_combination, ChocoLateCombinationUse):
            symbol_combination = self.symbol_combination.to_dict()
        else:
            symbol_combination = self.symbol_combination


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "colour_combination": colour_combination,
            "explanation": explanation,
            "loose_lots": loose_lots,
            "lots": lots,
            "points": points,
            "symbol_combination": symbol_combination,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_late_combination_use import ChocoLateCombinationUse # noqa: PLC0415
        d = dict(src_dict)
        def _parse_colour_combination(data: object) -> ChocoLateCombinationUse | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                colour_combination_type_0 = ChocoLateCombinationUse.from_dict(data)



                return colour_combination_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocoLateCombinationUse | None, data)

        colour_combination = _parse_colour_combination(d.pop("colour_combination"))


        explanation = d.pop("explanation")

        loose_lots = cast(list[int], d.pop("loose_lots"))


        lots = cast(list[int], d.pop("lots"))


        points = d.pop("points")

        def _parse_symbol_combination(data: object) -> ChocoLateCombinationUse | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                symbol_combination_type_0 = ChocoLateCombinationUse.from_dict(data)



                return symbol_combination_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChocoLateCombinationUse | None, data)

        symbol_combination = _parse_symbol_combination(d.pop("symbol_combination"))


        choco_late_tray_breakdown = cls(
            colour_combination=colour_combination,
            explanation=explanation,
            loose_lots=loose_lots,
            lots=lots,
            points=points,
            symbol_combination=symbol_combination,
        )

        return choco_late_tray_breakdown

