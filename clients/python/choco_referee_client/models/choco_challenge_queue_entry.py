from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_challenge_comparison import ChocoChallengeComparison






T = TypeVar("T", bound="ChocoChallengeQueueEntry")



@_attrs_define
class ChocoChallengeQueueEntry:
    """ 
        Attributes:
            comparison (ChocoChallengeComparison): How an opponent's cards in front compare with the turn's n (X2).

                - `more`: more cards in front than the turn's n: may take an ingredient (X4)
                - `fewer`: fewer cards in front: may take a tool (X5)
                - `equal`: as many: nothing, and no move (X2) Example: more.
            player (str): A player id. Example: ann.
     """

    comparison: ChocoChallengeComparison
    player: str





    def to_dict(self) -> dict[str, Any]:
        comparison = self.comparison.value

        player = self.player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "comparison": comparison,
            "player": player,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        comparison = ChocoChallengeComparison(d.pop("comparison"))




        player = d.pop("player")

        choco_challenge_queue_entry = cls(
            comparison=comparison,
            player=player,
        )

        return choco_challenge_queue_entry

