from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.choco_late_card_info import ChocoLateCardInfo





T = TypeVar("T", bound="ChocoLateDeck")



@_attrs_define
class ChocoLateDeck:
    """ 
        Attributes:
            cards (list[int]): The first and last card (D1).
            cards_by_number (list[ChocoLateCardInfo]): Every card with its symbol and colour (D1, D2).
            colour_formula (str): A card's colour from its number.
            colours (list[int]): The colour (shop) values.
            symbol_formula (str): A card's symbol from its number.
            symbols (list[int]): The symbol values.
     """

    cards: list[int]
    cards_by_number: list[ChocoLateCardInfo]
    colour_formula: str
    colours: list[int]
    symbol_formula: str
    symbols: list[int]





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_late_card_info import ChocoLateCardInfo # noqa: PLC0415
        cards = self.cards



        cards_by_number = []
        for cards_by_number_item_data in self.cards_by_number:
            cards_by_number_item = cards_by_number_item_data.to_dict()
            cards_by_number.append(cards_by_number_item)



        colour_formula = self.colour_formula

        colours = self.colours



        symbol_formula = self.symbol_formula

        symbols = self.symbols




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "cards_by_number": cards_by_number,
            "colour_formula": colour_formula,
            "colours": colours,
            "symbol_formula": symbol_formula,
            "symbols": symbols,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_late_card_info import ChocoLateCardInfo # noqa: PLC0415
        d = dict(src_dict)
        cards = cast(list[int], d.pop("cards"))


        cards_by_number = []
        _cards_by_number = d.pop("cards_by_number")
        for cards_by_number_item_data in (_cards_by_number):
            cards_by_number_item = ChocoLateCardInfo.from_dict(cards_by_number_item_data)



            cards_by_number.append(cards_by_number_item)


        colour_formula = d.pop("colour_formula")

        colours = cast(list[int], d.pop("colours"))


        symbol_formula = d.pop("symbol_formula")

        symbols = cast(list[int], d.pop("symbols"))


        choco_late_deck = cls(
            cards=cards,
            cards_by_number=cards_by_number,
            colour_formula=colour_formula,
            colours=colours,
            symbol_formula=symbol_formula,
            symbols=symbols,
        )

        return choco_late_deck

