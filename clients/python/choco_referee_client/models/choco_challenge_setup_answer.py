from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_challenge_card_id import ChocoChallengeCardId
from typing import cast

if TYPE_CHECKING:
  from ..models.choco_challenge_setup_answer_base_sets import ChocoChallengeSetupAnswerBaseSets





T = TypeVar("T", bound="ChocoChallengeSetupAnswer")



@_attrs_define
class ChocoChallengeSetupAnswer:
    """ 
        Attributes:
            base_sets (ChocoChallengeSetupAnswerBaseSets): Base sets numbered 1..P in seat order (S3). Keys are player ids.
            first_player (str): Who plays first (S7). Example: ann.
            market (list[ChocoChallengeCardId]): The market, position 1 (next to the deck) first: the first 6 cards of the
                shuffle laid out as refills would (S4, M2).
     """

    base_sets: ChocoChallengeSetupAnswerBaseSets
    first_player: str
    market: list[ChocoChallengeCardId]





    def to_dict(self) -> dict[str, Any]:
        from ..models.choco_challenge_setup_answer_base_sets import ChocoChallengeSetupAnswerBaseSets # noqa: PLC0415
        base_sets = self.base_sets.to_dict()

        first_player = self.first_player

        market = []
        for market_item_data in self.market:
            market_item = market_item_data.value
            market.append(market_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "base_sets": base_sets,
            "first_player": first_player,
            "market": market,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.choco_challenge_setup_answer_base_sets import ChocoChallengeSetupAnswerBaseSets # noqa: PLC0415
        d = dict(src_dict)
        base_sets = ChocoChallengeSetupAnswerBaseSets.from_dict(d.pop("base_sets"))




        first_player = d.pop("first_player")

        market = []
        _market = d.pop("market")
        for market_item_data in (_market):
            market_item = ChocoChallengeCardId(market_item_data)



            market.append(market_item)


        choco_challenge_setup_answer = cls(
            base_sets=base_sets,
            first_player=first_player,
            market=market,
        )

        return choco_challenge_setup_answer

