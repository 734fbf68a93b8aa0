from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_masquerade_found import ChokoMasqueradeFound
from typing import cast

if TYPE_CHECKING:
  from ..models.choko_masquerade_cards_table_set_aside_note import ChokoMasqueradeCardsTableSetAsideNote
  from ..models.choko_masquerade_character import ChokoMasqueradeCharacter





T = TypeVar("T", bound="ChokoMasqueradeCardsTable")



@_attrs_define
class ChokoMasqueradeCardsTable:
    """ 
        Attributes:
            characters (list[ChokoMasqueradeCharacter]): The 30 characters of the deck, 2 cards each (D1).
            set_aside (list[ChokoMasqueradeFound]): The two set-aside cards, only ever the outcomes of a guess (D2).
            set_aside_note (ChokoMasqueradeCardsTableSetAsideNote): What the set-aside cards are for. Keys: `en`, `it`.
                Example: {'en': 'Deck', 'it': 'Mazzo'}.
            total (int): Cards in the game (60).
     """

    characters: list[ChokoMasqueradeCharacter]
    set_aside: list[ChokoMasqueradeFound]
    set_aside_note: ChokoMasqueradeCardsTableSetAsideNote
    total: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_masquerade_cards_table_set_aside_note import ChokoMasqueradeCardsTableSetAsideNote # noqa: PLC0415
        from ..models.choko_masquerade_character import ChokoMasqueradeCharacter # noqa: PLC0415
        characters = []
        for characters_item_data in self.characters:
            characters_item = characters_item_data.to_dict()
            characters.append(characters_item)



        set_aside = []
        for set_aside_item_data in self.set_aside:
            set_aside_item = set_aside_item_data.value
            set_aside.append(set_aside_item)



        set_aside_note = self.set_aside_note.to_dict()

        total = self.total


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "characters": characters,
            "set_aside": set_aside,
            "set_aside_note": set_aside_note,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choko_masquerade_cards_table_set_aside_note import ChokoMasqueradeCardsTableSetAsideNote # noqa: PLC0415
        from ..models.choko_masquerade_character import ChokoMasqueradeCharacter # noqa: PLC0415
        d = dict(src_dict)
        characters = []
        _characters = d.pop("characters")
        for characters_item_data in (_characters):
            characters_item = ChokoMasqueradeCharacter.from_dict(characters_item_data)



            characters.append(characters_item)


        set_aside = []
        _set_aside = d.pop("set_aside")
        for set_aside_item_data in (_set_aside):
            set_aside_item = ChokoMasqueradeFound(set_aside_item_data)



            set_aside.append(set_aside_item)


        set_aside_note = ChokoMasqueradeCardsTableSetAsideNote.from_dict(d.pop("set_aside_note"))




        total = d.pop("total")

        choko_masquerade_cards_table = cls(
            characters=characters,
            set_aside=set_aside,
            set_aside_note=set_aside_note,
            total=total,
        )

        return choko_masquerade_cards_table

