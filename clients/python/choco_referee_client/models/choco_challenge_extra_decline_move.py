from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.choco_challenge_extra_decline_move_type import ChocoChallengeExtraDeclineMoveType






T = TypeVar("T", bound="ChocoChallengeExtraDeclineMove")



@_attrs_define
class ChocoChallengeExtraDeclineMove:
    """ X6: the opponent asked takes no extra card.

        Attributes:
            player (str): Who makes the move. Example: ann.
            type_ (ChocoChallengeExtraDeclineMoveType):
     """

    player: str
    type_: ChocoChallengeExtraDeclineMoveType





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        type_ = ChocoChallengeExtraDeclineMoveType(d.pop("type"))




        choco_challenge_extra_decline_move = cls(
            player=player,
            type_=type_,
        )

        return choco_challenge_extra_decline_move

