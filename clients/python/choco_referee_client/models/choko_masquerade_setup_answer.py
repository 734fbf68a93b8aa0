from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choko_masquerade_card import ChokoMasqueradeCard
from typing import cast

if TYPE_CHECKING:
  from ..models.choko_masquerade_setup_answer_hands import ChokoMasqueradeSetupAnswerHands





T = TypeVar("T", bound="ChokoMasqueradeSetupAnswer")



@_attrs_define
class ChokoMasqueradeSetupAnswer:
    """ A dealt setup (S2-S5).

        Attributes:
            first_player (str): Who plays first (S5). Example: ann.
            hands (ChokoMasqueradeSetupAnswerHands): Each player's 3 cards, sorted (S3). Keys are player ids.
            table (list[ChokoMasqueradeCard]): The 4 table cards, card i starting column i (S2).
     """

    first_player: str
    hands: ChokoMasqueradeSetupAnswerHands
    table: list[ChokoMasqueradeCard]





    def to_dict(self) -> dict[str, Any]:
        from ..models.choko_masquerade_setup_answer_hands import ChokoMasqueradeSetupAnswerHands # noqa: PLC0415
        first_player = self.first_player

        hands = self.hands.to_dict()

        table = []
        for table_item_data in self.table:
            table_item = table_item_data.value
            table.append(table_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "first_player": first_player,
            "hands": hands,
            "table": table,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choko_masquerade_setup_answer_hands import ChokoMasqueradeSetupAnswerHands # noqa: PLC0415
        d = dict(src_dict)
        first_player = d.pop("first_player")

        hands = ChokoMasqueradeSetupAnswerHands.from_dict(d.pop("hands"))




        table = []
        _table = d.pop("table")
        for table_item_data in (_table):
            table_item = ChokoMasqueradeCard(table_item_data)



            table.append(table_item)


        choko_masquerade_setup_answer = cls(
            first_player=first_player,
            hands=hands,
            table=table,
        )

        return choko_masquerade_setup_answer

