from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.chocola_inspiration_answer import ChocolaInspirationAnswer
  from ..models.chocola_setup_answer_reserves import ChocolaSetupAnswerReserves





T = TypeVar("T", bound="ChocolaSetupAnswer")



@_attrs_define
class ChocolaSetupAnswer:
    """ 
        Attributes:
            first_player (str): Who starts phase 1 (S9). Example: ann.
            inspiration (ChocolaInspirationAnswer):
            removed (list[str]): The cards removed unseen (S4).
            requests (list[str]): The 4 Requests (S8).
            reserves (ChocolaSetupAnswerReserves): Each player's reserve of 2 cards (S3). Keys are player ids.
            tavoletta (list[list[list[str]]]): 2 rows of 4 stacks, each top card first (S5).
     """

    first_player: str
    inspiration: ChocolaInspirationAnswer
    removed: list[str]
    requests: list[str]
    reserves: ChocolaSetupAnswerReserves
    tavoletta: list[list[list[str]]]





    def to_dict(self) -> dict[str, Any]:
        from ..models.chocola_inspiration_answer import ChocolaInspirationAnswer # noqa: PLC0415
        from ..models.chocola_setup_answer_reserves import ChocolaSetupAnswerReserves # noqa: PLC0415
        first_player = self.first_player

        inspiration = self.inspiration.to_dict()

        removed = self.removed



        requests = self.requests



        reserves = self.reserves.to_dict()

        tavoletta = []
        for tavoletta_item_data in self.tavoletta:
            tavoletta_item = []
            for tavoletta_item_item_data in tavoletta_item_data:
                tavoletta_item_item = tavoletta_item_item_data


                tavoletta_item.append(tavoletta_item_item)


            tavoletta.append(tavoletta_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "first_player": first_player,
            "inspiration": inspiration,
            "removed": removed,
            "requests": requests,
            "reserves": reserves,
            "tavoletta": tavoletta,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chocola_inspiration_answer import ChocolaInspirationAnswer # noqa: PLC0415
        from ..models.chocola_setup_answer_reserves import ChocolaSetupAnswerReserves # noqa: PLC0415
        d = dict(src_dict)
        first_player = d.pop("first_player")

        inspiration = ChocolaInspirationAnswer.from_dict(d.pop("inspiration"))




        removed = cast(list[str], d.pop("removed"))


        requests = cast(list[str], d.pop("requests"))


        reserves = ChocolaSetupAnswerReserves.from_dict(d.pop("reserves"))




        tavoletta = []
        _tavoletta = d.pop("tavoletta")
        for tavoletta_item_data in (_tavoletta):
            tavoletta_item = []
            _tavoletta_item = tavoletta_item_data
            for tavoletta_item_item_data in (_tavoletta_item):
                tavoletta_item_item = cast(list[str], tavoletta_item_item_data)

                tavoletta_item.append(tavoletta_item_item)

            tavoletta.append(tavoletta_item)


        chocola_setup_answer = cls(
            first_player=first_player,
            inspiration=inspiration,
            removed=removed,
            requests=requests,
            reserves=reserves,
            tavoletta=tavoletta,
        )

        return chocola_setup_answer

