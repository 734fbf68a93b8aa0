from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_masquerade_setup_table_item import ChokoMasqueradeSetupTableItem
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.choko_masquerade_setup_hands import ChokoMasqueradeSetupHands





T = TypeVar("T", bound="ChokoMasqueradeSetup")



@_attrs_define
class ChokoMasqueradeSetup:
    """ The setup: the 4 table cards, each player's 3 cards, who plays first (S2-S5).

        Attributes:
            hands (ChokoMasqueradeSetupHands): Each player's 3 cards, by player id (S3: exactly 3 each, nobody else; checked
                as a rule). A key is a player id: at most 64 characters, no control characters. Example: {'ann': ['mask_05',
                'mask_06', 'mask_07'], 'bob': ['mask_05', 'mask_08', 'mask_09']}.
            table (list[ChokoMasqueradeSetupTableItem]): The 4 cards laid face up, card i starting column i (S2; another
                count is a broken rule). Example: ['mask_01', 'mask_02', 'mask_03', 'mask_04'].
            first_player (str | Unset): Who plays first, the youngest (S5); default: the first listed player. Example: ann.
     """

    hands: ChokoMasqueradeSetupHands
    table: list[ChokoMasqueradeSetupTableItem]
    first_player: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_masquerade_setup_hands import ChokoMasqueradeSetupHands # noqa: PLC0415
        hands = self.hands.to_dict()

        table = []
        for table_item_data in self.table:
            table_item = table_item_data.value
            table.append(table_item)



        first_player = self.first_player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "hands": hands,
            "table": table,
        })
        if first_player is not UNSET:
            field_dict["first_player"] = first_player

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choko_masquerade_setup_hands import ChokoMasqueradeSetupHands # noqa: PLC0415
        d = dict(src_dict)
        hands = ChokoMasqueradeSetupHands.from_dict(d.pop("hands"))




        table = []
        _table = d.pop("table")
        for table_item_data in (_table):
            table_item = ChokoMasqueradeSetupTableItem(table_item_data)



            table.append(table_item)


        first_player = d.pop("first_player", UNSET)

        choko_masquerade_setup = cls(
            hands=hands,
            table=table,
            first_player=first_player,
        )

        return choko_masquerade_setup

