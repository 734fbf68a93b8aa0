from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.choco_late_setup_answer_hands import ChocoLateSetupAnswerHands





T = TypeVar("T", bound="ChocoLateSetupAnswer")



@_attrs_define
class ChocoLateSetupAnswer:
    """ 
        Attributes:
            box (list[int]): The cards left in the box.
            first_player (str): Who holds the Choco Late token first (S3). Example: ann.
            hands (ChocoLateSetupAnswerHands): Each player's vouchers (S2). Keys are player ids.
            lots (list[int]): The lots dealt to the centre (S2).
     """

    box: list[int]
    first_player: str
    hands: ChocoLateSetupAnswerHands
    lots: list[int]





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_late_setup_answer_hands import ChocoLateSetupAnswerHands # noqa: PLC0415
        box = self.box



        first_player = self.first_player

        hands = self.hands.to_dict()

        lots = self.lots




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "box": box,
            "first_player": first_player,
            "hands": hands,
            "lots": lots,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_late_setup_answer_hands import ChocoLateSetupAnswerHands # noqa: PLC0415
        d = dict(src_dict)
        box = cast(list[int], d.pop("box"))


        first_player = d.pop("first_player")

        hands = ChocoLateSetupAnswerHands.from_dict(d.pop("hands"))




        lots = cast(list[int], d.pop("lots"))


        choco_late_setup_answer = cls(
            box=box,
            first_player=first_player,
            hands=hands,
            lots=lots,
        )

        return choco_late_setup_answer

